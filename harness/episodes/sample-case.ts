import { createRng } from '../../apps/kit/index.ts'
import type { Case, Vagueness } from '../../scenarios/case/index.ts'
import { caseKind, type EpisodeKind } from './case-kind.ts'

/** Which cases a sampled episode may be, and the seed that picks one. */
export interface CaseSample {
  domain?: string
  vagueness?: Vagueness
  kind?: EpisodeKind
  seed: string | number
}

/** The cases that match a sample's filters, in suite order. */
export const matchingCases = (cases: readonly Case[], sample: Omit<CaseSample, 'seed'>): Case[] =>
  cases.filter((c) => (sample.domain === undefined || c.domain === sample.domain) && (sample.vagueness === undefined || c.vagueness === sample.vagueness) && (sample.kind === undefined || caseKind(c) === sample.kind))

/**
 * One case picked by the seed among those matching (the same seed and suite always give the same
 * case; `7` and `"7"` are the same seed), or undefined when none matches.
 */
export function sampleCase(cases: readonly Case[], sample: CaseSample): Case | undefined {
  const pool = matchingCases(cases, sample)
  return pool.length ? createRng(String(sample.seed)).pick(pool) : undefined
}
