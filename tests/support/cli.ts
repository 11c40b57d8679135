import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
// The loader by its own URL: a child whose cwd is a temp folder cannot find `tsx` by name
const TSX = import.meta.resolve('tsx')

export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

/** A child process to its end: exit code and output (asynchronous, so a test may serve HTTP meanwhile). */
export function runProcess(command: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((done, failed) => {
    child.on('error', failed)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

/** A CLI as a user runs it: `node --import tsx harness/cli/<name>.ts ...args` in a child process. `cwd` defaults to the project root. */
export function runCli(name: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  return runProcess(process.execPath, ['--import', TSX, resolve(ROOT, 'harness/cli', `${name}.ts`), ...args], options)
}

/** A file run with `node --import tsx` (the examples, say). */
export const runTsx = (file: string, args: readonly string[], options: { env?: Record<string, string | undefined> } = {}): Promise<CliRun> =>
  runProcess(process.execPath, ['--import', TSX, resolve(ROOT, file), ...args], options)
