/** A rate with its 95% interval; `n` is what it counts over (result lines, parameters, pairs). */
export interface Rate {
  /** null where there was nothing to measure (shown as "—", never 0). */
  value: number | null
  low: number | null
  high: number | null
  n: number
}

/** The normal quantile for a two-sided 95% interval. */
export const Z95 = 1.959963984540054

export const NO_RATE: Rate = Object.freeze({ value: null, low: null, high: null, n: 0 }) as Rate

/**
 * Wilson's score interval for k successes in n trials: unlike the normal approximation it stays
 * inside [0, 1] and does not collapse to a point at 0 or n.
 */
export function wilson(k: number, n: number, z = Z95): [number, number] | null {
  if (n <= 0) return null
  const p = k / n
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** k of n as a Rate with Wilson's interval. */
export function proportion(k: number, n: number): Rate {
  const interval = wilson(k, n)
  return interval ? { value: k / n, low: interval[0], high: interval[1], n } : { ...NO_RATE }
}

/** The share of items for which the predicate holds. */
export const rateOf = <T>(items: readonly T[], holds: (item: T) => boolean): Rate => proportion(items.filter(holds).length, items.length)
