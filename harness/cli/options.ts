import { existsSync, statSync } from 'node:fs'
import { Command, InvalidArgumentError } from 'commander'
import { cities, resolveCityId } from '../../simulator/world/places/index.ts'

/** A commander parser for a whole number from 1 to 10,000 (users, weeks, anchors, trials...). */
export const positiveInt = (v: string): number => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new InvalidArgumentError('an integer from 1 to 10000')
  return n
}

/** A home city by name or alias, or an error that lists the ones there are. */
export const cityArgument = (v: string): string => {
  const id = resolveCityId(v)
  if (!id) throw new InvalidArgumentError(`unknown city "${v}"; choose one of ${cities.map((c) => c.id).join(', ')}`)
  return id
}

/** Bad input: one line on stderr and exit code 2, never a stack trace. */
export function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** Runs `read`; an error it throws is bad input: its message alone, exit 2. */
export function orFail<T>(read: () => T, prefix = ''): T {
  try {
    return read()
  } catch (error) {
    return fail(`${prefix}${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A folder that must exist (suite, run directory, simulated set). */
export function requireFolder(path: string, what: string): string {
  if (!existsSync(path) || !statSync(path).isDirectory()) fail(`${path}: no such folder (${what})`)
  return path
}

/** A command whose usage errors (unknown option, bad value) are one line and exit with 2, as every other bad input does. */
export function cliCommand(name: string): Command {
  return new Command(name)
    .configureOutput({ outputError: (text, write) => write(`${text.trim().replace(/\s*\n\s*/g, ' ')}\n`) })
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
}
