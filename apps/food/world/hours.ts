import { localParts, MINUTE, startOfLocalDay } from '../../kit/index.ts'

/** Opening hours as minutes after midnight; a close past 1440 runs into the next morning (bars, hot pot). */

export const minuteOfDay = (ms: number): number => {
  const p = localParts(ms)
  return p.hour * 60 + p.minute
}

const pad = (n: number) => String(n).padStart(2, '0')
export const clockOf = (minutes: number): string => `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`

/** '10:30-22:00', '17:00-02:30 (next day)', 'open 24 hours'. */
export function hoursText(opens: number, closes: number): string {
  if (closes - opens >= 1440) return 'open 24 hours'
  return `${clockOf(opens)}-${clockOf(closes)}${closes > 1440 ? ' (next day)' : ''}`
}

/** Whether a place with these hours is open at an instant (yesterday's late hours count). */
export function isOpenAt(opens: number, closes: number, ms: number): boolean {
  if (closes - opens >= 1440) return true
  const m = minuteOfDay(ms)
  return (m >= opens && m < closes) || (closes > 1440 && m < closes - 1440)
}

/** The next instant at or after `ms` when the place opens (itself when already open). */
export function nextOpening(opens: number, closes: number, ms: number): number {
  if (isOpenAt(opens, closes, ms)) return ms
  const today = startOfLocalDay(ms) + opens * MINUTE
  return today > ms ? today : today + 1440 * MINUTE
}

/** Lunch and dinner rushes: kitchens and roads are slower. */
export function isRushHour(ms: number): boolean {
  const m = minuteOfDay(ms)
  return (m >= 11 * 60 && m < 13 * 60) || (m >= 17 * 60 && m < 19 * 60 + 30)
}

/** Rain, snow, storms: riders are slower and platforms add a bad-weather fee. */
export const isBadWeather = (weather: string | undefined): boolean => /rain|snow|storm|typhoon|extreme|hail|sleet|雨|雪/i.test(weather ?? '')

/** `2026-03-02T09:00:00+08:00` -> `2026-03-02 09:00`: stored instants are already CST wall-clock, so no date maths. */
export const displayOf = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
