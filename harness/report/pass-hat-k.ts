import type { CaseResult } from '../eval/result.ts'
import type { Rate } from './interval.ts'
import { exactPass, executionPass } from './rates.ts'
import type { PassHatK } from './summary-types.ts'
import { userRate, share } from './user-rate.ts'

/** C(c, k) / C(n, k): the chance that k of n trials, c of them passing, drawn without replacement all pass. */
export function allPassChance(passed: number, trials: number, k: number): number {
  let chance = 1
  for (let i = 0; i < k; i++) chance *= Math.max(0, passed - i) / (trials - i)
  return chance
}

/** The mean of per-case chances, with a bootstrap interval over users (all of a drawn user's cases). */
function meanOverCases(chances: readonly { user: string; chance: number }[]): Rate {
  if (!chances.length) return { value: null, low: null, high: null, n: 0 }
  return userRate(chances, (c) => [c.chance, 1], share)
}

/** pass^1..k (τ-bench's unbiased estimator); pass^k with exactly k trials is "every trial passes". */
export function passHatK(results: readonly CaseResult[], k: number): PassHatK[] {
  const byCase = new Map<string, CaseResult[]>()
  for (const r of results) {
    const trials = byCase.get(r.case)
    if (trials) trials.push(r)
    else byCase.set(r.case, [r])
  }
  // Cases in id order, so that sums of chances do not depend on the file's order
  const trials = [...byCase.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t)
  const rows: PassHatK[] = []
  for (let j = 1; j <= k; j++) {
    const counted = trials.filter((t) => t.length >= j)
    const chances = (passes: (r: CaseResult) => boolean) => counted.map((t) => ({ user: t[0]!.user, chance: allPassChance(t.filter(passes).length, t.length, j) }))
    rows.push({ k: j, cases: counted.length, execution: meanOverCases(chances(executionPass)), overall: meanOverCases(chances(exactPass)) })
  }
  return rows
}
