import { CALENDAR_YEARS, calendarDay, DAY, fromLocal, holidaysIn, LUNAR_NEW_YEAR, type HolidayName } from '../kit/index.ts'

/**
 * What a newsroom knows about a day: the date, whether the exchanges trade, the public holiday it is
 * in or leads up to, and where it falls around the lunar new year. Stories decide from it whether
 * they can run (no market close on a holiday, no travel-rush story in June).
 */
export interface NewsDay {
  /** The world seed: world-level facts (an index's move, a month's CPI) are drawn from it. */
  seed: string
  date: string
  year: number
  month: number
  day: number
  /** 0 = Sunday. */
  weekday: number
  /** Days since 2000-01-01: event schedules count in it. */
  dayNo: number
  /** The Shanghai and Shenzhen exchanges are open. */
  trading: boolean
  /** A day people work (weekdays and adjusted weekend workdays, not holidays). */
  workday: boolean
  /** The public holiday this day is off for. */
  holiday?: HolidayName
  /** The public holiday starting within the coming week (or under way): holiday-travel stories run then. */
  holidayNear?: HolidayName
  /** Days from the nearest lunar new year's day (negative before it). */
  lny: number
}

// Lunar new year's days the archive spans (the kit's calendar covers 2025-2027 in full).
const LNY: Readonly<Record<number, string>> = {
  2011: '2011-02-03', 2012: '2012-01-23', 2013: '2013-02-10', 2014: '2014-01-31', 2015: '2015-02-19', 2016: '2016-02-08', 2017: '2017-01-28',
  2018: '2018-02-16', 2019: '2019-02-05', 2020: '2020-01-25', 2021: '2021-02-12', 2022: '2022-02-01', 2023: '2023-01-22', 2024: '2024-02-10',
  ...LUNAR_NEW_YEAR, 2028: '2028-01-26',
}

const EPOCH = fromLocal(2000, 1, 1)
const msOf = (date: string): number => Date.parse(`${date}T00:00:00+08:00`)
export const dayNoOf = (date: string): number => Math.round((msOf(date) - EPOCH) / DAY)

/** Days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => Math.round((msOf(to) - msOf(from)) / DAY)

/** The date `n` days after `date`. */
export function addDays(date: string, n: number): string {
  const d = new Date(msOf(date) + n * DAY + 8 * 3600_000)
  return d.toISOString().slice(0, 10)
}

const known = (year: number) => (CALENDAR_YEARS as readonly number[]).includes(year)

/** Holiday blocks of a year: the published ones, else the fixed-date holidays and the Spring Festival week. */
function holidayBlocks(year: number): readonly { name: HolidayName; from: string; to: string }[] {
  if (known(year)) return holidaysIn(year)
  const lny = LNY[year]
  return [
    { name: "New Year's Day", from: `${year}-01-01`, to: `${year}-01-01` },
    ...(lny ? [{ name: 'Spring Festival' as const, from: addDays(lny, -1), to: addDays(lny, 5) }] : []),
    { name: 'Labour Day', from: `${year}-05-01`, to: `${year}-05-05` },
    { name: 'National Day', from: `${year}-10-01`, to: `${year}-10-07` },
  ]
}

/** The nearest lunar new year's day to a date. */
function nearestLny(date: string, year: number): number {
  let best = Number.POSITIVE_INFINITY
  for (const y of [year - 1, year, year + 1]) {
    const lny = LNY[y]
    if (!lny) continue
    const n = daysBetween(lny, date)
    if (Math.abs(n) < Math.abs(best)) best = n
  }
  return Number.isFinite(best) ? best : 365
}

export function newsDayOf(seed: string, date: string): NewsDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const cal = calendarDay(fromLocal(year, month, day, 12))
  const blocks = holidayBlocks(year).concat(month === 12 ? holidayBlocks(year + 1).slice(0, 1) : [])
  const holiday = known(year) ? cal.holiday : blocks.find((b) => b.from <= date && date <= b.to)?.name
  const near = blocks.find((b) => date <= b.to && daysBetween(date, b.from) <= 7)
  const weekend = cal.weekday === 0 || cal.weekday === 6
  const workday = known(year) ? cal.kind === 'workday' : !weekend && !holiday
  return {
    seed,
    date,
    year,
    month,
    day,
    weekday: cal.weekday,
    dayNo: dayNoOf(date),
    trading: !weekend && !holiday,
    workday,
    ...(holiday ? { holiday } : {}),
    ...(near ? { holidayNear: near.name } : {}),
    lny: nearestLny(date, year),
  }
}

/** The Spring Festival travel rush (春运): forty days from fifteen days before the lunar new year. */
export const inTravelRush = (d: NewsDay): boolean => d.lny >= -15 && d.lny <= 24

/** The first trading day on or after the given day of the month (statistics and rate fixings move past holidays). */
export function firstTradingDayFrom(seed: string, year: number, month: number, from: number): number {
  for (let day = from; day <= 28; day++) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    if (newsDayOf(seed, date).trading) return day
  }
  return from
}

/** The previous calendar month of a day, as [year, month]. */
export const previousMonth = (d: Pick<NewsDay, 'year' | 'month'>): [number, number] => (d.month === 1 ? [d.year - 1, 12] : [d.year, d.month - 1])
