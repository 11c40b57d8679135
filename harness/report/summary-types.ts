import type { RunInfo } from '../eval/result.ts'
import type { ExactSummary } from '../scoring/exact/index.ts'
import type { DialogueSummary } from './dialogue-summary.ts'
import type { HistorySensitivity } from './history-sensitivity.ts'

/** One group of results (a vagueness level, a domain, a user...): every rate is over its result lines. */
export interface BreakdownRow {
  key: string
  /** Result lines in the group (cases × trials). */
  n: number
  overall: number
  execution: number
  app: number
  paramValues: number
}

export interface Breakdowns {
  /** In VAGUENESS_LEVELS order. */
  vagueness: BreakdownRow[]
  /** In HISTORY_BUCKETS order. */
  history: BreakdownRow[]
  /** CASE_KINDS order, then `control` and `refusal`; a case counts under each of its kinds. */
  kind: BreakdownRow[]
  /** Sorted by key. */
  domain: BreakdownRow[]
  user: BreakdownRow[]
}

/** τ-bench's pass^k: the chance that k trials drawn from a case's trials all pass, averaged over cases. */
export interface PassHatK {
  k: number
  /** Cases with at least k trials (the others cannot be counted at this k). */
  cases: number
  execution: number
  overall: number
}

export interface TokenUsage {
  /** Result lines that reported usage. */
  reported: number
  cached: number
  promptTokens: number
  completionTokens: number
  totalTokens: number
}

/** Refusal cases: exact means the agent made no call; execution means nothing changed. Null when there are none. */
export interface RefusalAccuracy {
  n: number
  exact: number | null
  execution: number | null
}

/** Everything a report shows, as plain JSON with a fixed key order (summary.json). */
export interface Summary {
  run: RunInfo
  /** Result lines (cases × trials): the denominator of every rate below. */
  results: number
  /** Distinct case ids. */
  cases: number
  exact: ExactSummary
  execution: number
  refusal: RefusalAccuracy
  /** Answers the parser could not read. */
  formatFailures: number
  /** pass^1..k when the run has more than one trial; empty otherwise. */
  passHatK: PassHatK[]
  usage: TokenUsage
  breakdowns: Breakdowns
  /** Multi-turn dialogues: pass rate and per-turn accuracy (absent when the run had none). */
  dialogues?: DialogueSummary
  /** Counterfactual pairs: right on both, same answer on both (absent when the run had none). */
  sensitivity?: HistorySensitivity
}
