import type { CaseResult } from '../eval/result.ts'
import { precisionRecall, F1_LEVELS, VALUE_SOURCES } from '../scoring/exact/index.ts'
import type { SummedStatistic } from './bootstrap.ts'
import { tallyOf } from './breakdown.ts'
import { executable } from './rates.ts'
import { share } from './user-rate.ts'

/** A figure of a run, as per-line parts summed then combined: bootstrappable and pairable by line. */
export interface LineMetric {
  id: string
  label: string
  /** The parts of one line (e.g. [passed, counted]). */
  parts(r: CaseResult): number[]
  combine(sums: readonly number[]): number | null
}

const column = (id: string, label: string, pass: (r: CaseResult) => boolean): LineMetric => ({ id, label, parts: (r) => [pass(r) ? 1 : 0, 1], combine: share })

/** The headline figures, in the papers' order; `compare` and the intervals use the same list. */
export const LINE_METRICS: readonly LineMetric[] = [
  column('format', 'Format', (r) => r.exact.format),
  column('app', 'App', (r) => r.exact.app),
  column('function', 'Function', (r) => r.exact.function),
  column('paramNames', 'Param names', (r) => r.exact.paramNames),
  column('paramValues', 'Param values', (r) => r.exact.paramValues),
  column('overall', 'Exact overall', (r) => r.exact.overall),
  { id: 'execution', label: 'Execution', parts: (r) => (executable(r) ? [r.execution.match ? 1 : 0, 1] : [0, 0]), combine: share },
  ...VALUE_SOURCES.map((source): LineMetric => ({ id: `values.${source}`, label: `Values: ${source}`, parts: (r) => [tallyOf(r, source).correct, tallyOf(r, source).total], combine: share })),
  ...F1_LEVELS.map((level): LineMetric => ({
    id: `f1.${level}`,
    label: `F1: ${level}`,
    parts: (r) => [r.exact.f1[level].tp, r.exact.f1[level].fp, r.exact.f1[level].fn],
    combine: (s) => (s[0]! + s[1]! + s[2]! === 0 ? null : precisionRecall({ tp: s[0]!, fp: s[1]!, fn: s[2]! }).f1),
  })),
]

export const statisticOf = (metric: Pick<LineMetric, 'parts' | 'combine'>, results: readonly CaseResult[]): SummedStatistic => ({ parts: results.map((r) => metric.parts(r)), combine: metric.combine })
