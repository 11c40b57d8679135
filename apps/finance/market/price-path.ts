import { createRng, type ToolContext } from '../../kit/index.ts'
import { firstDayOfYear, isTradingDay, yearOfDay } from './days.ts'

/**
 * Daily closes of a security as a seeded random walk, a pure function of (world seed, key, day).
 * A walk from a fixed epoch would cost one step per day since the epoch; instead each year has an
 * anchor level (a yearly walk from the anchor year) and the year's trading days form a random walk
 * bridged between its anchor and the next one. A year is built once (a few hundred draws) and
 * memoized, so any day of any year costs a lookup.
 */

export interface PathSpec {
  /** Unique per security, e.g. `stock:600519`. */
  key: string
  /** Level at the start of ANCHOR_YEAR. */
  base: number
  /** Expected yearly log return. */
  drift: number
  /** Standard deviation of the daily log return. */
  vol: number
  /** Largest daily move as a fraction (0.1: the exchange's ±10% limit). */
  limit: number
}

const ANCHOR_YEAR = 2026
const TRADING_DAYS_PER_YEAR = 244
/** Years outside this range reuse the nearest one's anchor walk (no loop runs for centuries). */
const YEAR_RANGE = [1990, 2100] as const

function yearlyLogReturn(seed: string, spec: PathSpec, year: number): number {
  const rng = createRng(`${seed}:${spec.key}:year:${year}`)
  const sigma = spec.vol * Math.sqrt(TRADING_DAYS_PER_YEAR)
  return spec.drift - (sigma * sigma) / 2 + rng.normal(0, sigma)
}

/** Level at the start of `year`: the anchor year's base, walked year by year. */
export function anchorLevel(seed: string, spec: PathSpec, year: number): number {
  const y = Math.min(YEAR_RANGE[1], Math.max(YEAR_RANGE[0], year))
  let level = spec.base
  for (let k = ANCHOR_YEAR; k < y; k++) level *= Math.exp(yearlyLogReturn(seed, spec, k))
  for (let k = ANCHOR_YEAR - 1; k >= y; k--) level /= Math.exp(yearlyLogReturn(seed, spec, k))
  return level
}

/** Closes of every calendar day of `year` (a non-trading day carries the last close). */
export function buildYearPath(seed: string, spec: PathSpec, year: number): Float64Array {
  const start = firstDayOfYear(year)
  const days = firstDayOfYear(year + 1) - start
  const from = anchorLevel(seed, spec, year)
  const to = anchorLevel(seed, spec, year + 1)
  const trading: number[] = []
  for (let i = 0; i < days; i++) if (isTradingDay(start + i)) trading.push(i)
  const rng = createRng(`${seed}:${spec.key}:days:${year}`)
  const moves = trading.map(() => rng.normal(0, spec.vol))
  // Bridge: spread the gap to next year's anchor evenly, so years join without a jump.
  const gap = (Math.log(to / from) - moves.reduce((a, b) => a + b, 0)) / Math.max(1, moves.length)
  const up = Math.log(1 + spec.limit)
  const down = Math.log(Math.max(0.01, 1 - spec.limit))
  const closes = new Float64Array(days)
  let level = from
  let next = 0
  for (let i = 0; i < days; i++) {
    if (trading[next] === i) {
      level *= Math.exp(Math.min(up, Math.max(down, (moves[next] as number) + gap)))
      next++
    }
    closes[i] = level
  }
  return closes
}

/** The close of a day, unrounded (callers round to the security's tick). */
export function closeOn(ctx: Pick<ToolContext, 'memo' | 'worldSeed'>, spec: PathSpec, day: number): number {
  const year = yearOfDay(day)
  const path = ctx.memo(`path:${spec.key}:${year}`, () => buildYearPath(ctx.worldSeed, spec, year))
  return path[day - firstDayOfYear(year)] as number
}
