import { calendarDay, DAY, fromLocal, localParts, type DayKind, type HolidayName } from '../../apps/kit/index.ts'

/** One day of a simulated history, as the person lives it: the weekday and whether work or school happens. */
export interface Day {
  /** 0-based day number from the history's start. */
  index: number
  /** 0-based week number (weeks start on the history's first day, a Monday). */
  week: number
  /** 'YYYY-MM-DD'. */
  date: string
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
  /** From the public calendar: a workday (adjusted Saturdays included), a weekend or a public holiday. */
  kind: DayKind
  /** No work or school: a weekend or a public holiday (an adjusted workday is not one). */
  dayOff: boolean
  holiday?: HolidayName
  /** Lunar New Year's Eve or New Year's Day. */
  lunar?: 'eve' | 'new_year'
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
    const c = calendarDay(dayStart)
    return {
      index,
      week: Math.floor(index / 7),
      date: c.date,
      weekday: localParts(dayStart).weekday,
      kind: c.kind,
      dayOff: c.kind !== 'workday',
      ...(c.holiday ? { holiday: c.holiday } : {}),
      ...(c.lunar ? { lunar: c.lunar } : {}),
      start: dayStart,
      time: (hour: number, minute = 0) => dayStart + hour * 3600_000 + minute * 60_000,
    }
  })
}
