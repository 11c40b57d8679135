import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'vitest'

/**
 * Third-party reference data sits beside the project in ../shared/reference/ (read by tests, never
 * copied in). A fresh clone has none: those tests skip and say why. `.ci/run` sets
 * REQUIRE_REFERENCE_DATA=1, which turns a missing folder into a failure, so CI still runs them.
 */
export const REFERENCE_ROOT = resolve(process.cwd(), '../shared/reference')
export const referenceRequired = (): boolean => process.env.REQUIRE_REFERENCE_DATA === '1'

export interface ReferenceData {
  dir: string
  available: boolean
  /** Why its tests skip, for their names and the console. */
  reason: string
}

export function referenceData(name: string): ReferenceData {
  const dir = resolve(REFERENCE_ROOT, name)
  const available = existsSync(dir)
  if (!available && referenceRequired()) throw new Error(`REQUIRE_REFERENCE_DATA=1 but ${dir} is absent: the reference-data tests cannot run`)
  return { dir, available, reason: `skipped: ${dir} is absent (third-party reference data; set up ../shared/reference/${name} to run)` }
}

/** `describe` that runs only with the data, and otherwise shows as skipped with the reason in its name. */
export function describeWith(data: ReferenceData) {
  return (name: string, body: () => void) => (data.available ? describe(name, body) : describe.skip(`${name} (${data.reason})`, body))
}

/** `it` likewise, for one test in a file that otherwise needs no reference data. */
export function itWith(data: ReferenceData) {
  return (name: string, body: () => unknown, timeout?: number) => (data.available ? it(name, body, timeout) : it.skip(`${name} (${data.reason})`, body))
}
