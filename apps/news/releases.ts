import { createRng } from '../kit/index.ts'
import { firstTradingDayFrom, previousMonth, type NewsDay } from './news-day.ts'
import { monthName, type Facts } from './story.ts'

/**
 * China's economic statistics on their real release schedule, with one value per period for the
 * whole world: the statistics bureau's CPI and PPI around the 9th-15th for the month before, its PMI
 * on the last day of the month, retail sales mid-month, GDP after each quarter, and the loan prime rate
 * fixed on the 20th (the next trading day when that is a holiday) and quoted at that level all month.
 */
const pad = (n: number) => String(n).padStart(2, '0')
const signed = (v: number): { move: string; abs: string } => ({ move: v > 0.05 ? 'rises' : v < -0.05 ? 'falls' : 'holds steady at', abs: Math.abs(v).toFixed(1) })

/** A month's value of a statistic, the same in every story and app of a world. */
const monthly = (seed: string, what: string, year: number, month: number, mean: number, sd: number): number =>
  Math.round(createRng(`${seed}:${what}:${year}-${pad(month)}`).normal(mean, sd) * 10) / 10

/** Consumer and producer prices for the month before: released on the first trading day from the 9th. */
export function priceDataOn(d: NewsDay): Facts | undefined {
  if (d.day !== firstTradingDayFrom(d.seed, d.year, d.month, 9)) return undefined
  const [y, m] = previousMonth(d)
  const cpi = monthly(d.seed, 'cpi', y, m, 0.2, 0.45)
  const ppi = monthly(d.seed, 'ppi', y, m, -2.2, 0.6)
  const c = signed(cpi)
  const p = signed(ppi)
  return { datamonth: monthName(m), cpimove: c.move, cpi: c.abs, ppimove: p.move, ppi: p.abs, cpiword: cpi > 0.05 ? 'edges up' : cpi < -0.05 ? 'dips' : 'holds steady' }
}

/** The official manufacturing PMI: the last day of the month, for that month. */
export function pmiOn(d: NewsDay): Facts | undefined {
  const last = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate()
  if (d.day !== last) return undefined
  const pmi = 50 + monthly(d.seed, 'pmi', d.year, d.month, -0.3, 0.7)
  return { datamonth: monthName(d.month), pmi: pmi.toFixed(1), pmiword: pmi >= 50 ? 'expands' : 'contracts', pmiside: pmi >= 50 ? 'above' : 'below' }
}

/** Retail sales and industrial output: mid-month for the month before; January's come with February's in March. */
export function activityDataOn(d: NewsDay): Facts | undefined {
  if (d.month === 2 || d.day !== firstTradingDayFrom(d.seed, d.year, d.month, 15)) return undefined
  const [y, m] = previousMonth(d)
  const retail = monthly(d.seed, 'retail', y, m, 3.8, 1.2)
  const output = monthly(d.seed, 'output', y, m, 5.6, 0.8)
  return { datamonth: d.month === 3 ? 'January-February' : monthName(m), retail: retail.toFixed(1), output: output.toFixed(1) }
}

/** Quarterly GDP: in the first month of the next quarter, with that month's activity data. */
export function gdpOn(d: NewsDay): Facts | undefined {
  if (![1, 4, 7, 10].includes(d.month) || !activityDataOn(d)) return undefined
  const quarter = d.month === 1 ? 'fourth' : d.month === 4 ? 'first' : d.month === 7 ? 'second' : 'third'
  const year = d.month === 1 ? d.year - 1 : d.year
  return { quarter, gdpyear: String(year), gdp: (5 + monthly(d.seed, 'gdp', d.year, d.month, -0.1, 0.3)).toFixed(1) }
}

// Loan prime rate changes (one-year, five-year), by the fixing that made them.
const LPR_CHANGES: readonly (readonly [from: string, one: string, five: string])[] = [
  ['2019-08', '4.25', '4.85'], ['2019-11', '4.15', '4.80'], ['2020-02', '4.05', '4.75'], ['2020-04', '3.85', '4.65'], ['2021-12', '3.80', '4.65'],
  ['2022-01', '3.70', '4.60'], ['2022-05', '3.70', '4.45'], ['2022-08', '3.65', '4.30'], ['2023-06', '3.55', '4.20'], ['2023-08', '3.45', '4.20'],
  ['2024-02', '3.45', '3.95'], ['2024-07', '3.35', '3.85'], ['2024-10', '3.10', '3.60'], ['2025-05', '3.00', '3.50'],
]

/** The day of the month the loan prime rate is fixed: the 20th, or the next trading day. */
export const lprDayOf = (seed: string, year: number, month: number): number => firstTradingDayFrom(seed, year, month, 20)

/** The rates fixed in a month, and whether that fixing changed them. */
function lprFixing(year: number, month: number): { one: string; five: string; cut: boolean } {
  const key = `${year}-${pad(month)}`
  let i = -1
  for (let j = 0; j < LPR_CHANGES.length && LPR_CHANGES[j]![0] <= key; j++) i = j
  if (i < 0) return { one: '4.31', five: '4.85', cut: false }
  const [from, one, five] = LPR_CHANGES[i]!
  return { one, five, cut: from === key }
}

/** The loan prime rates in force on a day: this month's fixing from its day on, last month's before it. */
export function lprInForce(d: NewsDay): { one: string; five: string } {
  const [y, m] = d.day >= lprDayOf(d.seed, d.year, d.month) ? [d.year, d.month] : previousMonth(d)
  const { one, five } = lprFixing(y, m)
  return { one, five }
}

/** The fixing itself, on its day. */
export function lprFixingOn(d: NewsDay): Facts | undefined {
  if (d.day !== lprDayOf(d.seed, d.year, d.month)) return undefined
  const { one, five, cut } = lprFixing(d.year, d.month)
  return { rate: one, rate5: five, lprverb: cut ? 'cuts' : 'keeps', lprmood: cut ? 'The cut was the first in months and was widely expected after weak credit data.' : 'Economists had expected no change this month.' }
}

// 5G base stations at each year's end, in millions (the ministry's published counts; 2025 on projected).
const BASE_STATIONS: Readonly<Record<number, number>> = { 2019: 0.13, 2020: 0.72, 2021: 1.43, 2022: 2.31, 2023: 3.38, 2024: 4.25, 2025: 4.83, 2026: 5.35, 2027: 5.8 }

/** China's 5G base stations in millions at the end of a month, between the year-end counts. */
export function baseStations5g(year: number, month: number): string {
  const from = BASE_STATIONS[year - 1] ?? 0.13
  const to = BASE_STATIONS[year] ?? from
  return (from + ((to - from) * month) / 12).toFixed(2)
}

/** The industry ministry's monthly telecom figures, around the 20th, for the month before (from 5G's first year). */
export function telecomDataOn(d: NewsDay): Facts | undefined {
  if (d.year < 2020 || d.day !== firstTradingDayFrom(d.seed, d.year, d.month, 21)) return undefined
  const [y, m] = previousMonth(d)
  return { datamonth: monthName(m), stations: baseStations5g(y, m) }
}
