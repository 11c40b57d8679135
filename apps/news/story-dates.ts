import { hashString } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'

/** Day predicates stories run on: date windows, days around the lunar new year, the n-th weekday of a month. */
export type DayTest = (d: NewsDay) => boolean

const md = (d: NewsDay) => d.month * 100 + d.day
const num = (mmdd: string) => Number(mmdd.replace('-', ''))

/** From one 'MM-DD' to another, inclusive (across the new year when `from` is later). */
export const dates = (from: string, to: string): DayTest => {
  const a = num(from)
  const b = num(to)
  return a <= b ? (d) => md(d) >= a && md(d) <= b : (d) => md(d) >= a || md(d) <= b
}

/** Days from the lunar new year's day, inclusive (negative before it). */
export const aroundLny = (from: number, to: number): DayTest => (d) => d.lny >= from && d.lny <= to

/** The n-th given weekday of the month (0 = Sunday; n = -1 the last). */
export const nthWeekday = (n: number, weekday: number): DayTest => (d) => {
  if (d.weekday !== weekday) return false
  const last = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate()
  return n === -1 ? d.day + 7 > last : Math.ceil(d.day / 7) === n
}

/** Even or odd years (biennial shows). */
export const evenYears: DayTest = (d) => d.year % 2 === 0
export const oddYears: DayTest = (d) => d.year % 2 === 1

export const all = (...tests: DayTest[]): DayTest => (d) => tests.every((t) => t(d))

/** One day a year inside a window (within one year), the same in every app of a world (an annual report, a festival). */
export const oneDayIn = (name: string, from: string, to: string): DayTest => {
  const inside = dates(from, to)
  return (d) => {
    if (!inside(d)) return false
    const [fm, fd] = from.split('-').map(Number) as [number, number]
    const [tm, td] = to.split('-').map(Number) as [number, number]
    const start = Date.UTC(d.year, fm - 1, fd)
    const span = Math.max(1, Math.round((Date.UTC(d.year, tm - 1, td) - start) / 86_400_000) + 1)
    const pick = new Date(start + (hashString(`${d.seed}:${name}:${d.year}`) % span) * 86_400_000)
    return pick.getUTCMonth() + 1 === d.month && pick.getUTCDate() === d.day
  }
}
