import { createRng } from '../../apps/kit/index.ts'

export const RESAMPLES = 1000

/** The q-quantile of sorted values, interpolated linearly between order statistics (numpy's default). */
function quantile(sorted: readonly number[], q: number): number {
  const at = q * (sorted.length - 1)
  const below = Math.floor(at)
  const above = Math.min(sorted.length - 1, below + 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below)
}

/**
 * A 95% percentile-bootstrap interval for a statistic of n units (result lines, cases, pairs):
 * units are drawn with replacement, `statistic` sees the drawn indices. Seeded, so the same data
 * give the same interval. Resamples where the statistic is undefined (null) are skipped.
 */
export function bootstrapInterval(n: number, statistic: (indices: readonly number[]) => number | null, options: { resamples?: number; seed?: string } = {}): [number, number] | null {
  if (n === 0) return null
  const rng = createRng(options.seed ?? 'bootstrap')
  const values: number[] = []
  const indices = new Array<number>(n)
  for (let b = 0; b < (options.resamples ?? RESAMPLES); b++) {
    for (let i = 0; i < n; i++) indices[i] = Math.floor(rng.next() * n)
    const value = statistic(indices)
    if (value !== null && Number.isFinite(value)) values.push(value)
  }
  if (!values.length) return null
  values.sort((a, b) => a - b)
  return [quantile(values, 0.025), quantile(values, 0.975)]
}

/**
 * A statistic built from per-unit parts that are summed before combining (a proportion is
 * [passed, counted]; F1 is [tp, fp, fn]), so a bootstrap resample costs one pass over the indices.
 */
export interface SummedStatistic {
  parts: readonly (readonly number[])[]
  combine(sums: readonly number[]): number | null
}

export function sumAt(statistic: SummedStatistic, indices: readonly number[]): number | null {
  const width = statistic.parts[0]?.length ?? 0
  const sums = new Array<number>(width).fill(0)
  for (const i of indices) {
    const row = statistic.parts[i]!
    for (let j = 0; j < width; j++) sums[j]! += row[j]!
  }
  return statistic.combine(sums)
}

export const sumAll = (statistic: SummedStatistic): number | null => sumAt(statistic, statistic.parts.map((_, i) => i))

/**
 * A statistic's parts summed per cluster, clusters in key order: the units of a cluster bootstrap.
 * Cases of one user share a history and anchors, so the user, not the line, is the unit drawn.
 */
export function byCluster(statistic: SummedStatistic, clusterOf: readonly string[]): SummedStatistic {
  const width = statistic.parts[0]?.length ?? 0
  const sums = new Map<string, number[]>()
  statistic.parts.forEach((row, i) => {
    const key = clusterOf[i]!
    const sum = sums.get(key) ?? sums.set(key, new Array<number>(width).fill(0)).get(key)!
    for (let j = 0; j < width; j++) sum[j]! += row[j]!
  })
  const keys = [...sums.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { parts: keys.map((k) => sums.get(k)!), combine: statistic.combine }
}

/**
 * The paired bootstrap for a difference between two runs on the same units: each resample draws
 * the same units for both runs, so what the units share (their difficulty) cancels out.
 */
export function pairedDifference(a: SummedStatistic, b: SummedStatistic, options: { resamples?: number; seed?: string } = {}): { value: number | null; low: number | null; high: number | null } {
  const da = sumAll(a)
  const db = sumAll(b)
  const value = da === null || db === null ? null : db - da
  const interval = bootstrapInterval(a.parts.length, (indices) => {
    const x = sumAt(a, indices)
    const y = sumAt(b, indices)
    return x === null || y === null ? null : y - x
  }, options)
  return { value, low: interval?.[0] ?? null, high: interval?.[1] ?? null }
}
