import { DAY, fromLocal, localParts, toDate } from '../../kit/index.ts'

/**
 * Market days. Everything a market shows changes at local midnight, so quotes are keyed by the CST
 * day index (days since 1970-01-01 in China Standard Time). The exchanges trade Monday to Friday;
 * public holidays are not modelled (a holiday trades like any weekday).
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

export const isTradingDay = (day: number): boolean => {
  const w = weekdayOf(day)
  return w !== 0 && w !== 6
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

/** A-share continuous trading: 09:30-11:30 and 13:00-15:00 on trading days. */
export function marketOpen(ms: number): boolean {
  if (!isTradingDay(dayIndexOf(ms))) return false
  const p = localParts(ms)
  const minute = p.hour * 60 + p.minute
  return (minute >= 570 && minute < 690) || (minute >= 780 && minute < 900)
}
