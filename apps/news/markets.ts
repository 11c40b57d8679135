import { createRng } from '../kit/index.ts'
import { addDays, newsDayOf, type NewsDay } from './news-day.ts'
import type { Facts } from './story.ts'

/**
 * The markets of a day, the same in every story and app of a world: how far the Shanghai Composite
 * and the Hang Seng moved, which sector led, where the yuan was fixed. Only trading days have them.
 */
const SECTORS = ['semiconductor', 'new energy vehicle', 'liquor', 'banking', 'pharmaceutical', 'AI computing', 'consumer electronics', 'real estate', 'photovoltaic', 'robotics']

function move(seed: string, index: string, date: string, sd: number): number {
  return Math.round(createRng(`${seed}:${index}:${date}`).normal(0.04, sd) * 100) / 100
}

const verb = (v: number, up: string, down: string, flat: string) => (v >= 0.05 ? up : v <= -0.05 ? down : flat)
/** A close as headlines put it: a small move edges, a bigger one rises or falls. */
const closeVerb = (v: number) => (v >= 0.3 ? 'rises' : v <= -0.3 ? 'falls' : v >= 0 ? 'edges up' : 'edges down')

/** The mainland close: the Composite's move and the sector that led (or dragged). */
export function mainlandClose(d: NewsDay): Facts | undefined {
  if (!d.trading) return undefined
  const v = move(d.seed, 'sse', d.date, 0.85)
  const sector = createRng(`${d.seed}:sse-sector:${d.date}`).pick(SECTORS)
  return {
    shverb: closeVerb(v),
    shpct: Math.abs(v).toFixed(2),
    shsector: sector,
    shlead: v >= 0 ? 'lead gains' : 'weigh on the market',
    shhalf: verb(v, 'higher', 'lower', 'little changed'),
  }
}

/** The Hong Kong close (on the mainland's trading days). */
export function hongKongClose(d: NewsDay): Facts | undefined {
  if (!d.trading) return undefined
  const v = move(d.seed, 'hsi', d.date, 1.2)
  return { hkverb: closeVerb(v), hkpct: Math.abs(v).toFixed(2), hktech: v >= 0 ? 'tech shares rally' : 'tech shares slide' }
}

/** The yuan's central parity rate against the dollar, set at 9:15 on trading days; it drifts slowly. */
export function yuanFixing(d: NewsDay): Facts | undefined {
  if (!d.trading) return undefined
  const drift = 0.12 * Math.sin(d.dayNo / 60)
  const noise = createRng(`${d.seed}:cny:${d.date}`).normal(0, 0.004)
  const rate = 7.1 + drift + noise
  return { fixing: rate.toFixed(4) }
}

/** The week's net move of the Composite, reported on Saturday. */
export function weekOf(d: NewsDay): Facts | undefined {
  if (d.weekday !== 6) return undefined
  let sum = 0
  let days = 0
  for (let back = 1; back <= 5; back++) {
    const date = addDays(d.date, -back)
    const day = newsDayOf(d.seed, date)
    if (!day.trading) continue
    sum += move(d.seed, 'sse', date, 0.85)
    days++
  }
  if (days === 0) return undefined
  return { weekverb: verb(sum, 'up', 'down', 'flat'), weekpct: Math.abs(sum).toFixed(2), weekdays: String(days) }
}

/** The last trading day before the Spring Festival break, and the day trading resumes. */
export function springBreakOn(d: NewsDay): Facts | undefined {
  if (!d.trading || d.lny > 0 || d.lny < -10) return undefined
  let next = d.date
  for (let i = 1; i <= 14; i++) {
    next = addDays(d.date, i)
    if (newsDayOf(d.seed, next).trading) break
  }
  const gap = Math.round((Date.parse(next) - Date.parse(d.date)) / 86_400_000)
  if (gap < 5) return undefined
  const [, m, day] = next.split('-').map(Number) as [number, number, number]
  return { resume: `${['January', 'February', 'March'][m - 1]} ${day}` }
}
