import type { RunInfo } from '../eval/result.ts'
import type { F1Level } from '../scoring/exact/index.ts'
import type { ValueSource } from '../../scenarios/case/index.ts'
import type { DialogueSummary } from './dialogue-summary.ts'
import type { Rate } from './interval.ts'

/** One group of results (a vagueness level, a domain, a user...): every rate is over its result lines. */
export interface BreakdownRow {
  key: string
  /** Result lines in the group (cases × trials). */
  n: number
  overall: Rate
  /** Over the group's executable lines. */
  execution: Rate
  app: Rate
  /** Gold parameter values right, over every gold parameter of the group (not cumulative, unlike Overall). */
  values: Rate
}

export interface Breakdowns {
  /** In VAGUENESS_LEVELS order. */
  vagueness: BreakdownRow[]
  /** The same, over the anchors asked at all four levels (decision 0028): the within-anchor fall. */
  vaguenessSameAnchors: BreakdownRow[]
  /** In HISTORY_BUCKETS order. */
  history: BreakdownRow[]
  /** CASE_KINDS order, then `control` and `refusal`; a case counts under each of its kinds. */
  kind: BreakdownRow[]
  /** DIFFICULTY_TYPES order: what the anchor asks of a reader (decision 0028). */
  difficulty: BreakdownRow[]
  /** Sorted by key. */
  domain: BreakdownRow[]
  user: BreakdownRow[]
}

/** τ-bench's pass^k: the chance that k trials drawn from a case's trials all pass, averaged over cases (interval: bootstrap over users). */
export interface PassHatK {
  k: number
  /** Cases with at least k trials (the others cannot be counted at this k). */
  cases: number
  execution: Rate
  overall: Rate
}

export interface TokenUsage {
  /** Result lines that reported usage. */
  reported: number
  cached: number
  promptTokens: number
  completionTokens: number
  totalTokens: number
}

/** A headline row (Overall, Hard, Refusals): a set of single-turn cases, each rate over its result lines. */
export interface HeadlineRow {
  /** Distinct cases. */
  cases: number
  /** Result lines (cases × trials). */
  n: number
  /** Users the cases belong to: the units the intervals resample. */
  users: number
  /** Exact overall; for refusals, no call made. */
  exact: Rate
  /** Execution match over the executable lines; for refusals, no write attempted. */
  execution: Rate
}

/** Refusal cases: exact means the agent made no call; execution means it attempted no write (decision 0026). Null rates when there are none. */
export interface RefusalAccuracy {
  n: number
  exact: Rate
  execution: Rate
}

/** The exact-match columns over single-turn lines, each with its interval (a bootstrap over users). */
export interface ExactRates {
  format: Rate
  app: Rate
  function: Rate
  paramNames: Rate
  paramValues: Rate
  overall: Rate
  /** Over gold parameters with that source; value null where there were none. */
  values: Record<ValueSource, Rate>
  f1: Record<F1Level, { precision: Rate; recall: Rate; f1: Rate }>
}

/** Counterfactual pairs, with intervals from a bootstrap over users. */
export interface SensitivitySummary {
  pairs: number
  bothRight: { exact: Rate; execution: Rate }
  sameAnswer: Rate
  originalOnly: Rate
  twinOnly: Rate
  byChange: { change: string; pairs: number; bothRight: { exact: Rate; execution: Rate }; sameAnswer: Rate }[]
}

/** How the result lines of a run divide (the header and the failed list count the same lines). */
export interface ResultCounts {
  /** Every line of results.jsonl. */
  lines: number
  singleTurn: number
  dialogues: number
  twins: number
  /** Single-turn lines whose gold is not in the catalog (no execution verdict). */
  notExecutable: number
  /** Single-turn lines whose case records which trivial predictors solve it (`solvedBy`): the ground of the Hard row. */
  measured: number
}

/** Everything a report shows, as plain JSON with a fixed key order (summary.json). */
export interface Summary {
  run: RunInfo
  /** Mean episode reward in [0, 1] over every line (decision 0030); null for results made before rewards. */
  reward?: { mean: number | null; n: number }
  /** Single-turn result lines (cases × trials): the denominator of the papers' tables. */
  results: number
  /** Distinct single-turn case ids. */
  cases: number
  /** Distinct users of the single-turn cases: every interval is a bootstrap over them. */
  users: number
  counts: ResultCounts
  /** Every single-turn case, refusals included (the TRACEBench Overall). */
  overall: HeadlineRow
  /** Cases no trivial predictor solves (`solvedBy` empty); null when no case of the run records `solvedBy`. */
  hard: HeadlineRow | null
  /** Refusal cases (the same figures as `refusal`, as a headline row). */
  refusals: HeadlineRow
  exact: ExactRates
  /** Over executable single-turn lines. */
  execution: Rate
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
  sensitivity?: SensitivitySummary
}
