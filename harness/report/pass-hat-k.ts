import type { CaseResult } from '../eval/result.ts'
import { bootstrapInterval } from './bootstrap.ts'
import type { Rate } from './interval.ts'
import { exactPass, executionPass } from './rates.ts'
import type { PassHatK } from './summary-types.ts'

/** C(c, k) / C(n, k): the chance that k of n trials, c of them passing, drawn without replacement all pass. */
export function allPassChance(passed: number, trials: number, k: number): number {
  let chance = 1
  for (let i = 0; i < k; i++) chance *= Math.max(0, passed - i) / (trials - i)
  return chance
}

/** The mean of per-case chances, with a bootstrap interval over cases. */
function meanOverCases(chances: readonly number[], seed: string): Rate {
  if (!chances.length) return { value: null, low: null, high: null, n: 0 }
  const mean = (indices: readonly number[]) => indices.reduce((s, i) => s + chances[i]!, 0) / indices.length
  const interval = bootstrapInterval(chances.length, mean, { seed })
  return { value: mean(chances.map((_, i) => i)), low: interval?.[0] ?? null, high: interval?.[1] ?? null, n: chances.length }
}

/** pass^1..k (τ-bench's unbiased estimator); pass^k with exactly k trials is "every trial passes". */
export function passHatK(results: readonly CaseResult[], k: number): PassHatK[] {
  const byCase = new Map<string, CaseResult[]>()
  for (const r of results) {
    const trials = byCase.get(r.case)
    if (trials) trials.push(r)
    else byCase.set(r.case, [r])
  }
  // Cases in id order: the bootstrap draws by position, so the order must not depend on the file's
  const trials = [...byCase.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t)
  const rows: PassHatK[] = []
  for (let j = 1; j <= k; j++) {
    const counted = trials.filter((t) => t.length >= j)
    const chances = (passes: (r: CaseResult) => boolean) => counted.map((t) => allPassChance(t.filter(passes).length, t.length, j))
    rows.push({ k: j, cases: counted.length, execution: meanOverCases(chances(executionPass), `pass^${j}:execution`), overall: meanOverCases(chances(exactPass), `pass^${j}:overall`) })
  }
  return rows
}
