import type { CaseResult } from '../eval/result.ts'
import { CASE_KINDS, DIFFICULTY_TYPES, HISTORY_BUCKETS, VAGUENESS_LEVELS, historyBucket, type ValueSource } from '../../scenarios/case/index.ts'
import { VALUE_SOURCES, type Tally } from '../scoring/exact/index.ts'
import { executable, exactPass, executionPass } from './rates.ts'
import type { BreakdownRow, Breakdowns } from './summary-types.ts'
import { userProportion, userShare } from './user-rate.ts'

const NONE: Tally = Object.freeze({ correct: 0, total: 0 })

/** A line's tally for a source; lines scored before the source existed (`condition`) count nothing there. */
export const tallyOf = (r: CaseResult, source: ValueSource): Tally => r.exact.values[source] ?? NONE

/** Group results by one or more keys each, and order the groups: `order` first, the rest sorted by code unit. */
export function breakdownBy(results: readonly CaseResult[], keysOf: (r: CaseResult) => string[], order: readonly string[] = []): BreakdownRow[] {
  const groups = new Map<string, CaseResult[]>()
  for (const r of results)
    for (const key of new Set(keysOf(r))) {
      const group = groups.get(key)
      if (group) group.push(r)
      else groups.set(key, [r])
    }
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  const keys = [...groups.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
  return keys.map((key) => breakdownRow(key, groups.get(key)!))
}

/** Gold parameter values right over every gold parameter of the lines, whatever their source. */
export function valueAccuracy(results: readonly CaseResult[]) {
  const sum = (r: CaseResult, pick: keyof Tally) => VALUE_SOURCES.reduce((n, source) => n + tallyOf(r, source)[pick], 0)
  return userProportion(results, (r) => [sum(r, 'correct'), sum(r, 'total')])
}

/** A group's rates; intervals resample the group's users (a group of one user has none). */
export function breakdownRow(key: string, results: readonly CaseResult[]): BreakdownRow {
  return {
    key,
    n: results.length,
    overall: userShare(results, exactPass),
    execution: userProportion(results, (r) => (executable(r) ? [executionPass(r) ? 1 : 0, 1] : [0, 0])),
    app: userShare(results, (r) => r.exact.app),
    values: valueAccuracy(results),
  }
}

// A refusal case is its own kind; a case testing no personalization is a control.
export const kindKeys = (r: CaseResult): string[] => [...r.kinds, ...(r.refusalCase ? ['refusal'] : r.kinds.length === 0 ? ['control'] : [])]

export const KIND_ORDER: readonly string[] = [...CASE_KINDS, 'control', 'refusal']

/** The anchor a case was made from: its id without the level (`u001-0234-rv` -> `u001-0234`). */
const anchorOf = (r: CaseResult): string | undefined => (r.kinds.length > 0 && !r.refusalCase ? /^(.*)-(mc|rc|rv|mv)$/.exec(r.case)?.[1] : undefined)

/**
 * The levels on the same anchors (decision 0028). Levels are read off what a request leaves unsaid,
 * so most vague exists only where every value is inferable (routine calls) and the plain table
 * compares different anchors; a fall with vagueness is measured where one anchor has all four.
 */
export function vaguenessOnSameAnchors(results: readonly CaseResult[]): BreakdownRow[] {
  const byAnchor = new Map<string, CaseResult[]>()
  for (const r of results) {
    const anchor = anchorOf(r)
    if (anchor) byAnchor.set(`${anchor}#${r.trial}`, [...(byAnchor.get(`${anchor}#${r.trial}`) ?? []), r])
  }
  // Since decision 0032 an anchor is asked at the three levels that leave something unsaid (most clear is for controls).
  const complete = [...byAnchor.values()].filter((rs) => VAGUENESS_LEVELS.slice(1).every((l) => rs.some((r) => r.vagueness === l)))
  return breakdownBy(complete.flat(), (r) => [r.vagueness], VAGUENESS_LEVELS)
}

export function breakdowns(results: readonly CaseResult[]): Breakdowns {
  return {
    // Refusals are asked plainly (most clear by label) but test no inference: they have their own rows.
    vagueness: breakdownBy(results.filter((r) => !r.refusalCase), (r) => [r.vagueness], VAGUENESS_LEVELS),
    vaguenessSameAnchors: vaguenessOnSameAnchors(results),
    history: breakdownBy(results, (r) => [historyBucket(r.historyLength)], HISTORY_BUCKETS.map((b) => b.label)),
    kind: breakdownBy(results, kindKeys, KIND_ORDER),
    difficulty: breakdownBy(results, (r) => (r.difficulty ? [r.difficulty] : []), DIFFICULTY_TYPES),
    domain: breakdownBy(results, (r) => [r.domain]),
    user: breakdownBy(results, (r) => [r.user]),
  }
}
