import type { Counts, ExactScore, ExactSummary, F1Level, PrecisionRecall } from './types.ts'
import { F1_LEVELS, VALUE_SOURCES } from './types.ts'

// An empty denominator scores 0 (scikit-learn's zero_division=0), never NaN: reports stay JSON.
const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b)

export function precisionRecall({ tp, fp, fn }: Counts): PrecisionRecall {
  const precision = ratio(tp, tp + fp)
  const recall = ratio(tp, tp + fn)
  return { precision, recall, f1: ratio(2 * precision * recall, precision + recall) }
}

/** Rates over cases for the boolean columns; value accuracy and F1 micro-averaged (counts summed first). */
export function summarizeExact(scores: readonly ExactScore[]): ExactSummary {
  const rate = (column: 'format' | 'app' | 'function' | 'paramNames' | 'paramValues' | 'overall') =>
    ratio(scores.filter((s) => s[column]).length, scores.length)
  const values = Object.fromEntries(
    VALUE_SOURCES.map((source) => {
      const correct = scores.reduce((n, s) => n + s.values[source].correct, 0)
      const total = scores.reduce((n, s) => n + s.values[source].total, 0)
      return [source, total === 0 ? null : correct / total]
    }),
  ) as ExactSummary['values']
  const f1 = Object.fromEntries(
    F1_LEVELS.map((level) => {
      const sum = (key: keyof Counts) => scores.reduce((n, s) => n + s.f1[level][key], 0)
      return [level, precisionRecall({ tp: sum('tp'), fp: sum('fp'), fn: sum('fn') })]
    }),
  ) as Record<F1Level, PrecisionRecall>
  return {
    cases: scores.length,
    format: rate('format'),
    app: rate('app'),
    function: rate('function'),
    paramNames: rate('paramNames'),
    paramValues: rate('paramValues'),
    overall: rate('overall'),
    values,
    f1,
  }
}
