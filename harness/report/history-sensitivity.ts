import type { CaseResult } from '../eval/result.ts'

export interface HistorySensitivity {
  /** Counterfactual pairs (a case and its twin on an edited history) with both results present. */
  pairs: number
  /** Right on both members of a pair. */
  bothRight: { exact: number; execution: number }
  /** The same calls for both members: the answer ignored the history that changed. */
  sameAnswer: number
  /** Right on the original only / on the twin only (by execution). */
  originalOnly: number
  twinOnly: number
  /** Per kind of edit (`context`, `habit`); `bothRight` is by execution, `bothRightExact` by exact match. */
  byChange: { change: string; pairs: number; bothRight: number; bothRightExact: number; sameAnswer: number }[]
}

const answerKey = (r: CaseResult) => (r.parsed.kind === 'calls' ? JSON.stringify(r.parsed.calls.map((c) => [c.app, c.tool, c.args])) : r.parsed.kind)

/** A case and its twin on a history whose right answer differs, same trial; `change` is the kind of edit. */
export interface CounterfactualPair {
  original: CaseResult
  twin: CaseResult
  change: string
}

/** The same calls for both members: the answer ignored the history that changed. */
export const sameAnswer = (p: CounterfactualPair): boolean => answerKey(p.original) === answerKey(p.twin)

/** Every twin whose original is present, in the order of the lines. */
export function counterfactualPairs(results: readonly CaseResult[]): CounterfactualPair[] {
  const byKey = new Map(results.map((r) => [`${r.case}#${r.trial}`, r]))
  return results.flatMap((twin) => {
    if (!twin.counterfactualOf) return []
    const original = byKey.get(`${twin.counterfactualOf}#${twin.trial}`)
    return original ? [{ original, twin, change: (twin.counterfactualChange ?? 'edit').split(':')[0]! }] : []
  })
}

/**
 * Whether the agent uses the history: over pairs of the same query on two histories whose right
 * answers differ, how often it is right on both, and how often it gives both the same answer.
 */
export function historySensitivity(results: readonly CaseResult[]): HistorySensitivity | undefined {
  const pairs = counterfactualPairs(results)
  if (!pairs.length) return undefined
  const rate = (f: (p: (typeof pairs)[number]) => boolean, of = pairs) => (of.length ? of.filter(f).length / of.length : 0)
  const changes = [...new Set(pairs.map((p) => p.change))].sort()
  return {
    pairs: pairs.length,
    bothRight: { exact: rate((p) => p.original.exact.overall && p.twin.exact.overall), execution: rate((p) => p.original.execution.match && p.twin.execution.match) },
    sameAnswer: rate(sameAnswer),
    originalOnly: rate((p) => p.original.execution.match && !p.twin.execution.match),
    twinOnly: rate((p) => !p.original.execution.match && p.twin.execution.match),
    byChange: changes.map((change) => {
      const of = pairs.filter((p) => p.change === change)
      return {
        change,
        pairs: of.length,
        bothRight: rate((p) => p.original.execution.match && p.twin.execution.match, of),
        bothRightExact: rate((p) => p.original.exact.overall && p.twin.exact.overall, of),
        sameAnswer: rate(sameAnswer, of),
      }
    }),
  }
}
