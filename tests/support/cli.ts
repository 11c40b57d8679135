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

/**
 * A CLI as a user runs it: `node --import tsx harness/cli/<name>.ts ...args` in a child process
 * (asynchronous, so a test may serve HTTP meanwhile). `cwd` defaults to the project root.
 */
export function runCli(name: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', TSX, resolve(ROOT, 'harness/cli', `${name}.ts`), ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((done, failed) => {
    child.on('error', failed)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}
