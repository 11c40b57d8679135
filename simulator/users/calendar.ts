import { DAY, fromLocal, localParts } from '../../apps/kit/index.ts'

/** One day of a simulated history. */
export interface Day {
  /** 0-based day number from the history's start. */
  index: number
  /** 0-based week number (weeks start on the history's first day, a Monday). */
  week: number
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
  weekend: boolean
  /** Local midnight, epoch ms. */
  start: number
  /** Epoch ms of a local time that day. */
  time(hour: number, minute?: number): number
}

/** The default history starts on Monday 5 January 2026 and ends before the sessions' default "now". */
export const DEFAULT_HISTORY_START = fromLocal(2026, 1, 5)

export function calendar(start: number, weeks: number): Day[] {
  return Array.from({ length: weeks * 7 }, (_, index) => {
    const dayStart = start + index * DAY
    const weekday = localParts(dayStart).weekday
    return {
      index,
      week: Math.floor(index / 7),
      weekday,
      weekend: weekday === 0 || weekday === 6,
      start: dayStart,
      time: (hour: number, minute = 0) => dayStart + hour * 3600_000 + minute * 60_000,
    }
  })
}
