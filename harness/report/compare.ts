import type { CaseResult, RunInfo } from '../eval/result.ts'
import { resultKey } from '../eval/run.ts'
import { proportion, type Rate } from './interval.ts'
import { LINE_METRICS, statisticOf } from './line-metrics.ts'
import { isSingleTurn } from './rates.ts'
import { percent, thousands, type Cell, type ReportTable } from './report-tables.ts'
import { bootstrapInterval, pairedDifference, sumAll, sumAt } from './bootstrap.ts'

export interface RunResults {
  label: string
  run: RunInfo
  results: readonly CaseResult[]
}

/** A figure of two runs on the same lines, and B minus A with its paired-bootstrap interval. */
export interface ComparedMetric {
  id: string
  label: string
  a: Rate
  b: Rate
  difference: { value: number | null; low: number | null; high: number | null }
}

export interface Comparison {
  /** Single-turn lines (case × trial) present in both runs: every figure is over these. */
  paired: number
  onlyA: number
  onlyB: number
  metrics: ComparedMetric[]
}

function rateOn(metric: (typeof LINE_METRICS)[number], results: readonly CaseResult[]): Rate {
  const statistic = statisticOf(metric, results)
  const value = sumAll(statistic)
  const sums = statistic.parts.reduce((s, p) => [s[0]! + (p[0] ?? 0), s[1]! + (p[1] ?? 0)], [0, 0])
  // Proportions get Wilson's interval over their counted units; F1 the bootstrap over lines
  if (metric.id.startsWith('f1.')) {
    const interval = bootstrapInterval(results.length, (i) => sumAt(statistic, i), { seed: metric.id })
    return { value, low: value === null ? null : (interval?.[0] ?? null), high: value === null ? null : (interval?.[1] ?? null), n: results.length }
  }
  return proportion(sums[0]!, sums[1]!)
}

/** Two runs side by side on the lines they share, paired by case and trial (the paired bootstrap). */
export function compareRuns(a: RunResults, b: RunResults): Comparison {
  const keyOf = (r: CaseResult) => resultKey(r.case, r.trial)
  const inA = new Map(a.results.filter(isSingleTurn).map((r) => [keyOf(r), r]))
  const inB = new Map(b.results.filter(isSingleTurn).map((r) => [keyOf(r), r]))
  const keys = [...inA.keys()].filter((k) => inB.has(k)).sort()
  const left = keys.map((k) => inA.get(k)!)
  const right = keys.map((k) => inB.get(k)!)
  return {
    paired: keys.length,
    onlyA: inA.size - keys.length,
    onlyB: inB.size - keys.length,
    metrics: LINE_METRICS.map((metric) => ({
      id: metric.id,
      label: metric.label,
      a: rateOn(metric, left),
      b: rateOn(metric, right),
      difference: pairedDifference(statisticOf(metric, left), statisticOf(metric, right), { seed: `compare:${metric.id}` }),
    })),
  }
}

const points = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`

/** The comparison as a report table: A, B, and B − A in percentage points with its interval. */
export function comparisonTable(c: Comparison, a: string, b: string): ReportTable {
  const diff = (d: ComparedMetric['difference']): Cell =>
    d.value === null ? '—' : d.low === null || d.high === null ? points(d.value) : `${points(d.value)} (${points(d.low)} to ${points(d.high)})`
  return {
    id: 'compare',
    title: `${a} vs ${b}`,
    head: ['Figure', 'A', 'B', 'B − A (points)'],
    rows: c.metrics.map((m) => [m.label, { rate: m.a }, { rate: m.b }, diff(m.difference)]),
    note:
      `A = ${a}, B = ${b}. Over the ${thousands(c.paired)} single-turn lines both runs have (${thousands(c.onlyA)} only in A, ${thousands(c.onlyB)} only in B). ` +
      `Rates with 95% intervals (Wilson; F1 bootstrap); the difference's interval is a paired bootstrap over lines (1,000 resamples). ${percent(null)} where nothing was measured.`,
  }
}
