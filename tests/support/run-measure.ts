import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** Runs a measuring script in its own Node process with --expose-gc (so memory is read after a real GC) and parses its last output line as JSON. */
export async function runMeasure<T>(script: string, args: readonly string[] = []): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', script, ...args], { maxBuffer: 1 << 24, timeout: 170_000 })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T
}
