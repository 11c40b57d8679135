import type { Case, Vagueness } from '../../scenarios/case/index.ts'

/** What sort of episode a case makes: one request, a dialogue, a counterfactual twin, or a request to refuse. */
export const EPISODE_KINDS = ['single', 'dialogue', 'twin', 'refusal'] as const
export type EpisodeKind = (typeof EPISODE_KINDS)[number]

/** A dialogue first (it has turns), then a twin, then a refusal (no gold call), else a single request. */
export function caseKind(c: Case): EpisodeKind {
  if (c.followUps) return 'dialogue'
  if (c.counterfactual) return 'twin'
  if (c.gold.length === 0) return 'refusal'
  return 'single'
}

/** A case as `GET /v1/suites/:name/cases` lists it. */
export interface CaseSummary {
  id: string
  kind: EpisodeKind
  domain: string
  vagueness: Vagueness
  turns: number
}

export const caseSummary = (c: Case): CaseSummary => ({ id: c.id, kind: caseKind(c), domain: c.domain, vagueness: c.vagueness, turns: 1 + (c.followUps?.length ?? 0) })
