import type { CaseResult } from '../eval/result.ts'
import { exactPass, executionPass } from './rates.ts'
import type { PassHatK } from './summary-types.ts'

/** C(c, k) / C(n, k): the chance that k of n trials, c of them passing, drawn without replacement all pass. */
export function allPassChance(passed: number, trials: number, k: number): number {
  let chance = 1
  for (let i = 0; i < k; i++) chance *= Math.max(0, passed - i) / (trials - i)
  return chance
}

/** pass^1..k (τ-bench's unbiased estimator); pass^k with exactly k trials is "every trial passes". */
export function passHatK(results: readonly CaseResult[], k: number): PassHatK[] {
  const byCase = new Map<string, CaseResult[]>()
  for (const r of results) {
    const trials = byCase.get(r.case)
    if (trials) trials.push(r)
    else byCase.set(r.case, [r])
  }
  const trials = [...byCase.values()]
  const rows: PassHatK[] = []
  for (let j = 1; j <= k; j++) {
    const counted = trials.filter((t) => t.length >= j)
    const mean = (passes: (r: CaseResult) => boolean) =>
      counted.length === 0 ? 0 : counted.reduce((sum, t) => sum + allPassChance(t.filter(passes).length, t.length, j), 0) / counted.length
    rows.push({ k: j, cases: counted.length, execution: mean(executionPass), overall: mean(exactPass) })
  }
  return rows
}
