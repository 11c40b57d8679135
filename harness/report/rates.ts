import type { CaseResult } from '../eval/result.ts'

/** Share of results for which the predicate holds; 0 for no results (rows with n = 0 are never shown). */
export const rateOf = (results: readonly CaseResult[], holds: (r: CaseResult) => boolean): number =>
  results.length === 0 ? 0 : results.filter(holds).length / results.length

export const exactPass = (r: CaseResult): boolean => r.exact.overall
export const executionPass = (r: CaseResult): boolean => r.execution.match
