import type { Case } from '../scenarios/case/index.ts'

/** A step through `n` items that visits every one before repeating (coprime with `n`), so a short run samples the whole suite. */
export function strideOf(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  let step = Math.max(1, Math.round(n * 0.618))
  while (gcd(step, n) !== 1) step++
  return step
}

/** Cases in stride order: consecutive cycles land on different users, domains and kinds. */
export function cycledCases(cases: readonly Case[]): Case[] {
  const step = strideOf(cases.length)
  return cases.map((_, i) => cases[(i * step) % cases.length]!)
}

/** The case with the latest cut-off of each user, and every twin: together they show every history record once. */
export function latestCases(cases: readonly Case[]): Case[] {
  const latest = new Map<string, Case>()
  for (const c of cases) {
    const key = c.counterfactual ? `twin ${c.id}` : c.user
    const seen = latest.get(key)
    if (!seen || c.cutoff > seen.cutoff) latest.set(key, c)
  }
  return [...latest.values()]
}
