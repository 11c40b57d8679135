import { DAY, fromLocal, localParts, startOfLocalDay } from '../kit/index.ts'

/**
 * When a reminder comes round. A repeating reminder is anchored at its first occurrence and keeps
 * its time of day; a monthly one on the 31st falls on the last day of shorter months. CST has no
 * daylight saving, so a day is always 24 hours.
 */

export const REPEATS = ['none', 'daily', 'weekdays', 'weekly', 'monthly'] as const
export type Repeat = (typeof REPEATS)[number]

const isWeekend = (ms: number): boolean => {
  const w = localParts(ms).weekday
  return w === 0 || w === 6
}

const daysInMonth = (year: number, month: number): number => localParts(fromLocal(year, month + 1, 1) - DAY).day

function monthly(anchor: number, k: number): number {
  const a = localParts(anchor)
  const total = a.month - 1 + k
  const year = a.year + Math.floor(total / 12)
  const month = (total % 12) + 1
  return fromLocal(year, month, Math.min(a.day, daysInMonth(year, month)), a.hour, a.minute)
}

/** The first occurrence at or after `from` (the anchor itself when `from` is earlier). */
export function occurrenceAtOrAfter(anchor: number, repeat: Exclude<Repeat, 'none'>, from: number): number {
  if (from <= anchor && !(repeat === 'weekdays' && isWeekend(anchor))) return anchor
  const start = Math.max(from, anchor)
  switch (repeat) {
    case 'daily':
      return anchor + Math.ceil((start - anchor) / DAY) * DAY
    case 'weekly':
      return anchor + Math.ceil((start - anchor) / (7 * DAY)) * 7 * DAY
    case 'weekdays': {
      let t = anchor + Math.ceil((start - anchor) / DAY) * DAY
      while (isWeekend(t)) t += DAY
      return t
    }
    case 'monthly': {
      const a = localParts(anchor)
      const f = localParts(start)
      let k = Math.max(0, (f.year - a.year) * 12 + (f.month - a.month) - 1)
      while (monthly(anchor, k) < start) k++
      return monthly(anchor, k)
    }
  }
}

/** The occurrence of a repeating reminder on a local day, if it has one. */
export function occurrenceOnDay(anchor: number, repeat: Exclude<Repeat, 'none'>, dayStart: number): number | undefined {
  const t = occurrenceAtOrAfter(anchor, repeat, dayStart)
  return t < dayStart + DAY ? t : undefined
}

/** Today's start: a repeating reminder's earlier, unfinished occurrences are simply missed. */
export const pendingFloor = (now: number): number => startOfLocalDay(now)
