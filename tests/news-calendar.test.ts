import { beforeAll, describe, expect, it } from 'vitest'
import { fromLocal, holidaysIn, isTradingDay, LUNAR_NEW_YEAR } from '../apps/kit/index.ts'
import { days, scan, type Seen } from './support/news-scan.ts'

/**
 * The news follows China's calendar: markets report on trading days after the close, statistics
 * come out on their release days with one value per period, annual events run in their month and
 * holiday stories at the holiday. Checked on every story of fifteen months.
 */
let stories: Seen[]
beforeAll(() => {
  stories = [...scan('seed-1', '2024-11-01', '2026-03-31', 1, ['toutiao']), ...scan('seed-1', '2025-01-01', '2026-03-31', 1, ['weibo'])]
}, 120_000)

const noon = (date: string) => fromLocal(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10), 12)
const dayOfMonth = (s: Seen) => +s.date.slice(8, 10)
const monthOf = (s: Seen) => +s.date.slice(5, 7)
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const titled = (re: RegExp) => stories.filter((s) => re.test(s.title))
const fail = (s: Seen, why: string) => `${s.date} ${s.title}: ${why}`

describe('markets', () => {
  it('report only on trading days: none on a weekend or in the Spring Festival week', () => {
    const reports = titled(/A-shares|Shanghai Composite|Hang Seng|Yuan central parity|share buyback|STAR Market debut|ETF inflows/).filter((s) => !/^Weekly review/.test(s.title))
    expect(reports.length).toBeGreaterThan(800)
    expect(reports.filter((s) => !isTradingDay(noon(s.date))).map((s) => fail(s, 'not a trading day'))).toEqual([])
    expect(reports.filter((s) => s.date >= '2026-02-15' && s.date <= '2026-02-23')).toEqual([])
  })

  it('report the close after the close, and the weekly review after the week', () => {
    const closes = titled(/Shanghai Composite (rises|falls|edges)|Hang Seng Index/)
    expect(closes.filter((s) => s.minute < 15 * 60).map((s) => fail(s, `published at minute ${s.minute}`))).toEqual([])
    expect(titled(/^Weekly review/).every((s) => new Date(noon(s.date)).getUTCDay() === 6)).toBe(true)
  })
})

describe('statistics on their release schedule', () => {
  it('CPI comes out once a month between the 9th and the 15th, for the month before', () => {
    const cpi = titled(/\bCPI\b/)
    const byMonth = new Map<string, Set<string>>()
    for (const s of cpi) byMonth.set(s.date.slice(0, 7), (byMonth.get(s.date.slice(0, 7)) ?? new Set()).add(s.date))
    expect(byMonth.size).toBeGreaterThanOrEqual(16)
    expect([...byMonth].filter(([, d]) => d.size !== 1)).toEqual([])
    expect(cpi.filter((s) => dayOfMonth(s) < 9 || dayOfMonth(s) > 15).map((s) => fail(s, 'outside the 9th-15th'))).toEqual([])
    expect(cpi.filter((s) => !s.title.includes(MONTHS[(monthOf(s) + 10) % 12]!)).map((s) => fail(s, 'not last month'))).toEqual([])
  })

  it('the loan prime rate is fixed on the 20th (the next trading day when that is closed) and quoted at one level all month', () => {
    const fixings = titled(/^PBOC .*loan prime rate/)
    expect(fixings.length).toBeGreaterThanOrEqual(16)
    for (const s of fixings) {
      let day = 20
      while (!isTradingDay(fromLocal(+s.date.slice(0, 4), monthOf(s), day, 12))) day++
      expect(dayOfMonth(s), s.title).toBe(day)
    }
    // Quotes between fixings carry the rate last fixed: one level per month from June 2025 (no change since May).
    const five = new Map<string, Set<string>>()
    for (const s of stories) {
      const m = /five-year[^%]*?(\d\.\d\d)%/.exec(s.text)
      if (m && s.date >= '2025-06-01') five.set(s.date.slice(0, 7), (five.get(s.date.slice(0, 7)) ?? new Set()).add(m[1]!))
    }
    expect(five.size).toBeGreaterThanOrEqual(8)
    expect([...five].filter(([, v]) => v.size !== 1)).toEqual([])
    expect(new Set([...five.values()].flatMap((v) => [...v]))).toEqual(new Set(['3.50']))
  })

  it('the official PMI on the last day of the month; retail sales skip February', () => {
    for (const s of titled(/official PMI/)) expect(new Date(Date.UTC(+s.date.slice(0, 4), monthOf(s), 0)).getUTCDate(), s.date).toBe(dayOfMonth(s))
    expect(titled(/retail sales up/).filter((s) => monthOf(s) === 2)).toEqual([])
    expect(titled(/official PMI/).length).toBeGreaterThanOrEqual(16)
  })
})

/** Annual events and the windows they happen in ('MM-DD' from, to; and the years, if not every year). */
const EVENTS: readonly [RegExp, string, string, ((y: number) => boolean)?][] = [
  [/Import Expo/, '11-05', '11-10'],
  [/Zhuhai Airshow/, '11-12', '11-17', (y) => y % 2 === 0],
  [/Canton Fair/, '04-15', '11-04'],
  [/Government work report|National People’s Congress|Two Sessions/, '03-01', '03-15'],
  [/Gaokao begins/, '06-07', '06-07'],
  [/World AI Conference/, '07-20', '07-31'],
  [/\bCES\b/, '01-05', '01-12'],
  [/Singles’ Day/, '11-10', '11-12'],
  [/Harbin Ice and Snow World/, '12-15', '02-28'],
  [/Shanghai Auto Show/, '04-20', '05-05', (y) => y % 2 === 1],
]

describe('annual events in their month, holiday stories at the holiday', () => {
  it.each(EVENTS.map((e) => [e[0].source, ...e] as const))('%s', (_, re, from, to, years) => {
    const md = (s: Seen) => s.date.slice(5)
    const inside = (s: Seen) => (from <= to ? md(s) >= from && md(s) <= to : md(s) >= from || md(s) <= to) && (!years || years(+s.date.slice(0, 4)))
    const found = titled(re)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter((s) => !inside(s)).map((s) => fail(s, `outside ${from}..${to}`))).toEqual([])
  })

  const lnyOffset = (s: Seen) => {
    const lny = [2025, 2026].map((y) => LUNAR_NEW_YEAR[y]!).map((d) => (Date.parse(s.date) - Date.parse(d)) / 86_400_000)
    return lny.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a))
  }

  it('the Spring Festival travel rush, gala and Lantern Festival around the lunar new year', () => {
    const rush = titled(/travel rush/i)
    expect(rush.length).toBeGreaterThan(10)
    expect(rush.filter((s) => lnyOffset(s) < -16 || lnyOffset(s) > 24).map((s) => fail(s, `lunar new year ${lnyOffset(s)}`))).toEqual([])
    expect(titled(/Spring Festival Gala/).filter((s) => lnyOffset(s) < -12 || lnyOffset(s) > 0).map((s) => fail(s, 'gala'))).toEqual([])
    expect(titled(/^Lantern Festival/).map(lnyOffset)).toEqual(titled(/^Lantern Festival/).map(() => 14))
  })

  it('travel “over the holiday” only in the week before a public holiday or during it', () => {
    const blocks = [2024, 2025, 2026].flatMap((y) => (holidaysIn(y).length ? holidaysIn(y) : []))
    const near = (date: string) => blocks.some((b) => date <= b.to && (Date.parse(b.from) - Date.parse(date)) / 86_400_000 <= 7)
    const holidayStories = titled(/over the (holiday|New Year's Day|Spring Festival|Qingming Festival|Labour Day|Dragon Boat Festival|Mid-Autumn Festival|National Day)/).filter((s) => s.date >= '2025-01-01')
    expect(holidayStories.length).toBeGreaterThan(10)
    expect(holidayStories.filter((s) => !near(s.date)).map((s) => fail(s, 'no holiday near'))).toEqual([])
  })

  it('covers every day of the range', () => {
    expect(new Set(stories.map((s) => s.date)).size).toBe([...days('2024-11-01', '2026-03-31')].length)
  })
})
