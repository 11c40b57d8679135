import type { Registry } from '../../../apps/kit/index.ts'
import { INFERABLE_SOURCES, type Call, type ValueSource } from '../../../scenarios/case/index.ts'

/** What the output parser made of an agent's answer (harness/parse's `Parsed` fits it). */
export type Prediction = { kind: 'calls'; calls: Call[] } | { kind: 'refusal' } | { kind: 'format_error'; reason?: string }

export interface ExactOptions {
  /** Raw deep equality instead of type-tolerant matching (alternatives are still accepted). */
  strict?: boolean
  registry: Registry
}

export interface Tally {
  correct: number
  total: number
}

/** One F1 level's counts, summed over cases before dividing (micro-average). */
export interface Counts {
  tp: number
  fp: number
  fn: number
}

export const F1_LEVELS = ['app', 'api', 'required', 'optional'] as const
export type F1Level = (typeof F1_LEVELS)[number]

// Every source the case schema knows: a provenance source with no tally would throw while scoring
export const VALUE_SOURCES: readonly ValueSource[] = ['query', ...INFERABLE_SOURCES]

/** Exact-match verdict for one case: a plain JSON-serialisable object. */
export interface ExactScore {
  /** The answer parsed. */
  format: boolean
  /** TRACEBench columns, each implying the one before: same call count, aligned in order. */
  app: boolean
  function: boolean
  paramNames: boolean
  paramValues: boolean
  overall: boolean
  /** PTBench's split, extended with context: gold parameters by provenance source. */
  values: Record<ValueSource, Tally>
  /** ToolSpectrum's levels. */
  f1: Record<F1Level, Counts>
  /** Human-readable differences, e.g. `bookTaxi.taxiType: expected "Premier", got "Express"`. */
  mismatches: string[]
}

export interface PrecisionRecall {
  precision: number
  recall: number
  f1: number
}

export interface ExactSummary {
  cases: number
  format: number
  app: number
  function: number
  paramNames: number
  paramValues: number
  overall: number
  /** correct / total over all cases; null when no gold parameter had that source. */
  values: Record<ValueSource, number | null>
  f1: Record<F1Level, PrecisionRecall>
}
