import { DAY, fromLocal, localParts } from './time.ts'

/**
 * China's public holidays and adjusted workdays (调休), as the State Council publishes them each year.
 * Weekends are days off unless listed as adjusted workdays; listed holidays are days off whatever the
 * weekday. 2025 and 2026 follow the published notices (国办发明电〔2024〕12号, 〔2025〕7号); 2027's
 * notice is not out yet, so its days are projected from the statutory rules (marked `projected`).
 */
export type HolidayName = "New Year's Day" | 'Spring Festival' | 'Qingming Festival' | 'Labour Day' | 'Dragon Boat Festival' | 'Mid-Autumn Festival' | 'National Day'

interface HolidayBlock {
  name: HolidayName
  /** Inclusive first and last day off, 'YYYY-MM-DD'. */
  from: string
  to: string
  /** Weekend days that are worked to make the block longer. */
  workdays: string[]
  projected?: true
}

const HOLIDAYS: readonly HolidayBlock[] = [
  { name: "New Year's Day", from: '2025-01-01', to: '2025-01-01', workdays: [] },
  { name: 'Spring Festival', from: '2025-01-28', to: '2025-02-04', workdays: ['2025-01-26', '2025-02-08'] },
  { name: 'Qingming Festival', from: '2025-04-04', to: '2025-04-06', workdays: [] },
  { name: 'Labour Day', from: '2025-05-01', to: '2025-05-05', workdays: ['2025-04-27'] },
  { name: 'Dragon Boat Festival', from: '2025-05-31', to: '2025-06-02', workdays: [] },
  { name: 'National Day', from: '2025-10-01', to: '2025-10-08', workdays: ['2025-09-28', '2025-10-11'] },
  { name: "New Year's Day", from: '2026-01-01', to: '2026-01-03', workdays: ['2026-01-04'] },
  { name: 'Spring Festival', from: '2026-02-15', to: '2026-02-23', workdays: ['2026-02-14', '2026-02-28'] },
  { name: 'Qingming Festival', from: '2026-04-04', to: '2026-04-06', workdays: [] },
  { name: 'Labour Day', from: '2026-05-01', to: '2026-05-05', workdays: ['2026-05-09'] },
  { name: 'Dragon Boat Festival', from: '2026-06-19', to: '2026-06-21', workdays: [] },
  { name: 'Mid-Autumn Festival', from: '2026-09-25', to: '2026-09-27', workdays: [] },
  { name: 'National Day', from: '2026-10-01', to: '2026-10-07', workdays: ['2026-09-20', '2026-10-10'] },
  { name: "New Year's Day", from: '2027-01-01', to: '2027-01-03', workdays: [], projected: true },
  { name: 'Spring Festival', from: '2027-02-05', to: '2027-02-13', workdays: ['2027-02-14', '2027-02-20'], projected: true },
  { name: 'Qingming Festival', from: '2027-04-03', to: '2027-04-05', workdays: [], projected: true },
  { name: 'Labour Day', from: '2027-05-01', to: '2027-05-05', workdays: ['2027-04-25', '2027-05-08'], projected: true },
  { name: 'Dragon Boat Festival', from: '2027-06-09', to: '2027-06-11', workdays: ['2027-06-12'], projected: true },
  { name: 'Mid-Autumn Festival', from: '2027-09-15', to: '2027-09-17', workdays: ['2027-09-18'], projected: true },
  { name: 'National Day', from: '2027-10-01', to: '2027-10-07', workdays: ['2027-09-26', '2027-10-09'], projected: true },
]

/** The first day of the lunar year (春节), which the Spring Festival block surrounds; the Eve is the day before. */
export const LUNAR_NEW_YEAR: Readonly<Record<number, string>> = { 2025: '2025-01-29', 2026: '2026-02-17', 2027: '2027-02-06' }

/** Years the table covers; outside them only weekends are known. */
export const CALENDAR_YEARS = [2025, 2026, 2027] as const

export type DayKind = 'workday' | 'weekend' | 'holiday'

export interface CalendarDay {
  /** 'YYYY-MM-DD' in China Standard Time. */
  date: string
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
  kind: DayKind
  /** A weekend day worked in exchange for a longer holiday. */
  adjustedWorkday: boolean
  /** The holiday block this day belongs to (its days off only). */
  holiday?: HolidayName
  /** Lunar New Year's Eve (除夕) or New Year's Day (初一). */
  lunar?: 'eve' | 'new_year'
  projected?: true
}

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (ms: number) => {
  const p = localParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

const byDate = new Map<string, { holiday?: HolidayBlock; workday?: HolidayBlock }>()
for (const block of HOLIDAYS) {
  const [y, m, d] = block.from.split('-').map(Number) as [number, number, number]
  for (let t = fromLocal(y, m, d); dateOf(t) <= block.to; t += DAY) byDate.set(dateOf(t), { holiday: block })
  for (const w of block.workdays) byDate.set(w, { workday: block })
}
const lunarDates = new Map<string, 'eve' | 'new_year'>()
for (const day of Object.values(LUNAR_NEW_YEAR)) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  lunarDates.set(day, 'new_year')
  lunarDates.set(dateOf(fromLocal(y, m, d) - DAY), 'eve')
}

/** The calendar day containing the instant `ms` (China Standard Time). */
export function calendarDay(ms: number): CalendarDay {
  const date = dateOf(ms)
  const weekday = localParts(ms).weekday
  const entry = byDate.get(date)
  const weekend = weekday === 0 || weekday === 6
  const kind: DayKind = entry?.holiday ? 'holiday' : entry?.workday || !weekend ? 'workday' : 'weekend'
  const lunar = lunarDates.get(date)
  const block = entry?.holiday ?? entry?.workday
  return {
    date,
    weekday,
    kind,
    adjustedWorkday: entry?.workday !== undefined,
    ...(entry?.holiday ? { holiday: entry.holiday.name } : {}),
    ...(lunar ? { lunar } : {}),
    ...(block?.projected ? { projected: true as const } : {}),
  }
}

/** A day people go to work and school (a weekday that is not a holiday, or an adjusted weekend day). */
export const isWorkday = (ms: number): boolean => calendarDay(ms).kind === 'workday'

/** A trading day on the Shanghai and Shenzhen exchanges: weekdays that are not public holidays (adjusted weekend workdays stay closed). */
export function isTradingDay(ms: number): boolean {
  const day = calendarDay(ms)
  return day.weekday !== 0 && day.weekday !== 6 && day.kind !== 'holiday'
}

/** The holiday blocks of a year, for pages that list them. */
export const holidaysIn = (year: number): readonly { name: HolidayName; from: string; to: string; workdays: readonly string[] }[] =>
  HOLIDAYS.filter((h) => h.from.startsWith(String(year)))
