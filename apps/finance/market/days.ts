import { CALENDAR_YEARS, DAY, fromLocal, isTradingDay as exchangeOpenOn, localParts, toDate } from '../../kit/index.ts'

/**
 * Market days. Everything a market shows changes at local midnight, so quotes are keyed by the CST
 * day index (days since 1970-01-01 in China Standard Time). The exchanges trade Monday to Friday
 * except public holidays (adjusted weekend workdays stay closed), as the kit's calendar has them.
 */

const CST_OFFSET = 8 * 3_600_000

/** Days since 1970-01-01 (CST) of an instant. */
export const dayIndexOf = (ms: number): number => Math.floor((ms + CST_OFFSET) / DAY)

/** Local midnight (epoch ms) of a day index. */
export const midnightOf = (day: number): number => day * DAY - CST_OFFSET

/** `2026-03-02` for a day index. */
export const dateOfDay = (day: number): string => toDate(midnightOf(day))

/** 0 = Sunday; 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7

/** Weekdays the exchanges close for a public holiday, over the years the calendar covers (a static table, built once). */
const HOLIDAY_WEEKDAYS: ReadonlySet<number> = (() => {
  const closed = new Set<number>()
  const first = dayIndexOf(fromLocal(CALENDAR_YEARS[0], 1, 1))
  const last = dayIndexOf(fromLocal(CALENDAR_YEARS[CALENDAR_YEARS.length - 1]! + 1, 1, 1))
  for (let d = first; d < last; d++) {
    const w = weekdayOf(d)
    if (w !== 0 && w !== 6 && !exchangeOpenOn(midnightOf(d) + 12 * 3_600_000)) closed.add(d)
  }
  return closed
})()

export const isTradingDay = (day: number): boolean => {
  const w = weekdayOf(day)
  return w !== 0 && w !== 6 && !HOLIDAY_WEEKDAYS.has(day)
}

/** The day itself when the market trades on it, else the last trading day before it. */
export function tradingDayOnOrBefore(day: number): number {
  let d = day
  while (!isTradingDay(d)) d--
  return d
}

export const previousTradingDay = (day: number): number => tradingDayOnOrBefore(day - 1)

export function nextTradingDay(day: number): number {
  let d = day + 1
  while (!isTradingDay(d)) d++
  return d
}

export const yearOfDay = (day: number): number => localParts(midnightOf(day)).year

export const firstDayOfYear = (year: number): number => dayIndexOf(fromLocal(year, 1, 1))

/** `2026-03` of an instant: the calendar month a monthly limit counts in. */
export const monthOf = (ms: number): string => toDate(ms).slice(0, 7)

/** A-share continuous trading, in minutes of the day: 09:30-11:30 and 13:00-15:00 on trading days. */
const SESSIONS = [
  [570, 690],
  [780, 900],
] as const
/** Fund orders before 15:00 deal at that day's NAV, which is published by 20:00. */
const FUND_CUTOFF_MINUTE = 15 * 60
const NAV_PUBLISHED_MINUTE = 20 * 60

const minuteOfDay = (ms: number): number => Math.floor((ms - midnightOf(dayIndexOf(ms))) / 60_000)

export function marketOpen(ms: number): boolean {
  if (!isTradingDay(dayIndexOf(ms))) return false
  const minute = minuteOfDay(ms)
  return SESSIONS.some(([open, close]) => minute >= open && minute < close)
}

/** When an order placed at `ms` reaches the exchange: now if the market is open, else the next session's opening. */
export function nextSessionOpen(ms: number): number {
  const day = dayIndexOf(ms)
  if (isTradingDay(day)) {
    const minute = minuteOfDay(ms)
    for (const [open, close] of SESSIONS) {
      if (minute < open) return midnightOf(day) + open * 60_000
      if (minute < close) return ms
    }
  }
  return midnightOf(nextTradingDay(day)) + SESSIONS[0][0] * 60_000
}

/** The day whose close is the latest price at `ms`: before the opening bell a trading day still shows the last close. */
export function priceDayAt(ms: number): number {
  const day = dayIndexOf(ms)
  return isTradingDay(day) && minuteOfDay(ms) < SESSIONS[0][0] ? previousTradingDay(day) : tradingDayOnOrBefore(day)
}

/** Funds publish a day's NAV in the evening (by 20:00); until then the latest NAV is the previous trading day's. */
export function publishedNavDay(ms: number): number {
  const day = dayIndexOf(ms)
  return isTradingDay(day) && minuteOfDay(ms) < NAV_PUBLISHED_MINUTE ? previousTradingDay(day) : tradingDayOnOrBefore(day)
}
/** Fund dealing cut-off: an order before 15:00 on a trading day buys at that day's NAV, later ones at the next trading day's. */
export function navDayFor(ms: number): number {
  const day = dayIndexOf(ms)
  return isTradingDay(day) && minuteOfDay(ms) < FUND_CUTOFF_MINUTE ? day : nextTradingDay(day)
}
