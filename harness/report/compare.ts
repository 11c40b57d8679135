import type { CaseResult, RunInfo } from '../eval/result.ts'
import { resultKey } from '../eval/run.ts'
import { byCluster, pairedDifference } from './bootstrap.ts'
import type { Rate } from './interval.ts'
import { LINE_METRICS, statisticOf, type LineMetric } from './line-metrics.ts'
import { isHard, isSingleTurn, solvedByMeasured } from './rates.ts'
import { intervalLine, percent, thousands, type Cell, type ReportTable } from './report-tables.ts'
import { MIN_USERS, USER_SEED, userCount, userProportion, userRate } from './user-rate.ts'

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
  /** Users of the paired lines: what every interval resamples. */
  users: number
  metrics: ComparedMetric[]
}

/** The headline's subsets of lines, compared apart; a pair counts when both runs place its line there. */
const SUBSETS: readonly { id: string; label: string; holds: (r: CaseResult) => boolean; overall: string; execution: string }[] = [
  { id: 'hard', label: 'Hard', holds: isHard, overall: 'exact overall', execution: 'execution' },
  { id: 'refusals', label: 'Refusals', holds: (r) => r.refusalCase, overall: 'no call made', execution: 'no write attempted' },
]

// F1 is over lines; a proportion is over what it divides by (lines, executable lines, parameters)
function rateOn(metric: LineMetric, results: readonly CaseResult[]): Rate {
  if (metric.id.startsWith('f1.')) return userRate(results, metric.parts, metric.combine)
  return userProportion(results, (r) => {
    const [passed, counted] = metric.parts(r)
    return [passed!, counted!]
  })
}

/** Both runs' rates, and B − A with a paired bootstrap over users: each resample draws the same users for both runs. */
function compared(id: string, metric: LineMetric, label: string, left: readonly CaseResult[], right: readonly CaseResult[]): ComparedMetric {
  const users = left.map((r) => r.user)
  const a = byCluster(statisticOf(metric, left), users)
  const b = byCluster(statisticOf(metric, right), users)
  const difference = pairedDifference(a, b, { seed: USER_SEED })
  return {
    id,
    label,
    a: rateOn(metric, left),
    b: rateOn(metric, right),
    difference: a.parts.length < MIN_USERS ? { ...difference, low: null, high: null } : difference,
  }
}

/** Two runs side by side on the lines they share, paired by case and trial (the paired bootstrap over users). */
export function compareRuns(a: RunResults, b: RunResults): Comparison {
  const keyOf = (r: CaseResult) => resultKey(r.case, r.trial)
  const inA = new Map(a.results.filter(isSingleTurn).map((r) => [keyOf(r), r]))
  const inB = new Map(b.results.filter(isSingleTurn).map((r) => [keyOf(r), r]))
  const keys = [...inA.keys()].filter((k) => inB.has(k)).sort()
  const left = keys.map((k) => inA.get(k)!)
  const right = keys.map((k) => inB.get(k)!)
  const metric = (id: string) => LINE_METRICS.find((m) => m.id === id)!
  // The Hard rows need solvedBy in both runs' lines; the same case then gives the same answer unless the suites differ
  const measured = left.some((r, i) => solvedByMeasured(r) && solvedByMeasured(right[i]!))
  const subsets = SUBSETS.filter((s) => s.id !== 'hard' || measured).flatMap((subset) => {
    const within = keys.map((_, i) => i).filter((i) => subset.holds(left[i]!) && subset.holds(right[i]!))
    const l = within.map((i) => left[i]!)
    const r = within.map((i) => right[i]!)
    return [
      compared(`${subset.id}.overall`, metric('overall'), `${subset.label}: ${subset.overall}`, l, r),
      compared(`${subset.id}.execution`, metric('execution'), `${subset.label}: ${subset.execution}`, l, r),
    ]
  })
  const lines = LINE_METRICS.map((m) => compared(m.id, m, m.label, left, right))
  const afterExecution = LINE_METRICS.findIndex((m) => m.id === 'execution') + 1
  return {
    paired: keys.length,
    onlyA: inA.size - keys.length,
    onlyB: inB.size - keys.length,
    users: userCount(left),
    metrics: [...lines.slice(0, afterExecution), ...subsets, ...lines.slice(afterExecution)],
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
    note: `A = ${a}, B = ${b}. Over the ${thousands(c.paired)} single-turn lines both runs have (${thousands(c.onlyA)} only in A, ${thousands(c.onlyB)} only in B). ${percent(null)} where nothing was measured.`,
    intervals: `${intervalLine(c.users)} B − A: a paired bootstrap, the same users drawn for both runs.`,
  }
}
