import { calendarDay } from '../../apps/kit/index.ts'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * The day as a reader needs it to tell workdays from days off (decision 0032: a condition must be
 * visible): `Monday`, `Saturday, a make-up workday`, `Thursday, National Day holiday`.
 */
export function dayLabel(ms: number, short = false): string {
  const day = calendarDay(ms)
  const name = short ? WEEKDAYS[day.weekday]!.slice(0, 3) : WEEKDAYS[day.weekday]!
  if (day.holiday) return `${name}, ${day.holiday} holiday`
  if (day.adjustedWorkday) return `${name}, a make-up workday`
  return name
}
