/** A bench row's target and whether the figure met it: printed in every row that has one. */

export type Comparison = '<' | '≤' | '=' | '≥' | '>'

export interface Target {
  /** What the limit is on, where a row has several (`median`, `p90`); omitted for a row's only figure. */
  label?: string
  op: Comparison
  limit: number
  /** Unit as printed after the limit (`µs`, `calls/s`, `KB`); empty for a count. */
  unit: string
}

/** A target and the figure measured against it (undefined: nothing was measured). */
export interface Check {
  target: Target
  value: number | undefined
}

/** The two cells of a row that has no target: a dash each, or the reason why there is none. */
export const NO_TARGET: readonly [string, string] = ['-', '-']

/** A retired target: the figure is still printed, with the reason it no longer has one. */
export const retired = (why: string): [string, string] => [`retired: ${why}`, '-']

const limitText = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** `≤ 20 µs`, `p90 ≤ 100 µs`. */
export const formatTarget = (t: Target): string => `${t.label ? `${t.label} ` : ''}${t.op} ${limitText(t.limit)}${t.unit ? ` ${t.unit}` : ''}`

export function meets(op: Comparison, value: number, limit: number): boolean {
  if (op === '<') return value < limit
  if (op === '≤') return value <= limit
  if (op === '=') return value === limit
  if (op === '≥') return value >= limit
  return value > limit
}

/**
 * The `target` and `met` cells for a row: every target joined by commas; `yes` when all are met,
 * `no` (naming the missed ones where the row has several), or `not measured` without a figure.
 */
export function targetCells(checks: readonly Check[]): [string, string] {
  if (checks.length === 0) return [...NO_TARGET]
  const target = checks.map((c) => formatTarget(c.target)).join(', ')
  if (checks.some((c) => c.value === undefined || !Number.isFinite(c.value))) return [target, 'not measured']
  const missed = checks.filter((c) => !meets(c.target.op, c.value!, c.target.limit))
  if (missed.length === 0) return [target, 'yes']
  const named = checks.length > 1 ? missed.map((c) => c.target.label ?? formatTarget(c.target)) : []
  return [target, named.length ? `no (${named.join(', ')})` : 'no']
}

/** Header cells for the two target columns. */
export const TARGET_HEADERS = ['target', 'met'] as const
