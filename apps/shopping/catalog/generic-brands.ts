import type { Rng } from '../../kit/index.ts'

const heads = ['Ko', 'Vi', 'Lu', 'Ze', 'Mi', 'Sa', 'Ve', 'Ka', 'Ri', 'Yo', 'Da', 'Fo', 'No', 'Ho', 'Ta', 'Be', 'Qi', 'Xi', 'Lo', 'Ne']
const middles = ['ra', 'lo', 'mi', 'va', 'ne', 'ki', 'so', 'ru', 'li', 'te', 'ma', 'do', 'xa', 'po']
const tails = ['x', 'n', 'r', 'o', 'a', 'ie', 'on', 'ix', 'ex', 'ly', 'us', 'ka', 'lo', 'fy']

/**
 * Lesser-known labels the way bargain marketplaces list them ('KOVIRAX', 'Lumiefy'): made-up words,
 * a pure function of the rng, a few per category and app.
 */
export function genericBrandNames(rng: Rng, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count) {
    const parts = [rng.pick(heads).toLowerCase(), ...(rng.chance(0.6) ? [rng.pick(middles)] : []), rng.pick(tails)]
    if (parts.some((x, i) => i > 0 && x === parts[i - 1])) continue // no 'LOLOLO'
    const raw = parts.join('')
    if (raw.length < 4) continue
    const word = raw[0]!.toUpperCase() + raw.slice(1)
    names.add(rng.chance(0.55) ? word.toUpperCase() : word)
  }
  return [...names]
}
