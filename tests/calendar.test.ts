import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { calendarDay, fromLocal, holidaysIn, isTradingDay, isWorkday, LUNAR_NEW_YEAR } from '../apps/kit/index.ts'
import { calendar, DEFAULT_HISTORY_START } from '../simulator/users/index.ts'

const at = (y: number, m: number, d: number) => fromLocal(y, m, d, 12)

describe("China's public calendar", () => {
  it('knows the 2026 Spring Festival: 15-23 Feb off, the Eve on the 16th, New Year on the 17th, Saturdays 14 and 28 worked', () => {
    for (let d = 15; d <= 23; d++) expect(calendarDay(at(2026, 2, d)).kind, `Feb ${d}`).toBe('holiday')
    expect(calendarDay(at(2026, 2, 16)).lunar).toBe('eve')
    expect(calendarDay(at(2026, 2, 17))).toMatchObject({ holiday: 'Spring Festival', lunar: 'new_year', weekday: 2 })
    expect(calendarDay(at(2026, 2, 14))).toMatchObject({ kind: 'workday', adjustedWorkday: true, weekday: 6 })
    expect(calendarDay(at(2026, 2, 28))).toMatchObject({ kind: 'workday', adjustedWorkday: true })
    expect(isWorkday(at(2026, 2, 24))).toBe(true)
    expect(calendarDay(at(2026, 2, 13)).kind).toBe('workday')
  })

  it('knows New Year 2026 (1-3 Jan off, Sunday 4 Jan worked) and the other blocks of 2025 and 2026', () => {
    for (const d of [1, 2, 3]) expect(calendarDay(at(2026, 1, d)).holiday).toBe("New Year's Day")
    expect(calendarDay(at(2026, 1, 4))).toMatchObject({ kind: 'workday', adjustedWorkday: true, weekday: 0 })
    expect(calendarDay(at(2025, 10, 8)).holiday).toBe('National Day')
    expect(calendarDay(at(2025, 10, 11))).toMatchObject({ kind: 'workday', adjustedWorkday: true })
    expect(calendarDay(at(2026, 9, 25)).holiday).toBe('Mid-Autumn Festival')
    expect(holidaysIn(2026).map((h) => h.name)).toEqual(["New Year's Day", 'Spring Festival', 'Qingming Festival', 'Labour Day', 'Dragon Boat Festival', 'Mid-Autumn Festival', 'National Day'])
    expect(LUNAR_NEW_YEAR[2025]).toBe('2025-01-29')
  })

  it('marks 2027 as projected (its notice is not published yet)', () => {
    expect(calendarDay(at(2027, 2, 6))).toMatchObject({ kind: 'holiday', lunar: 'new_year', projected: true })
    expect(calendarDay(at(2026, 2, 17)).projected).toBeUndefined()
  })

  it('trading days are weekdays off no holiday: adjusted Saturdays stay closed', () => {
    expect(isTradingDay(at(2026, 2, 17))).toBe(false)
    expect(isTradingDay(at(2026, 2, 14))).toBe(false)
    expect(isTradingDay(at(2026, 2, 24))).toBe(true)
  })

  it('every day is exactly one kind, and a weekend day is a day off unless listed as worked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 366 }), (n) => {
        const day = calendarDay(fromLocal(2025, 1, 1) + n * 86_400_000)
        const weekend = day.weekday === 0 || day.weekday === 6
        if (day.kind === 'weekend') expect(weekend && !day.adjustedWorkday).toBe(true)
        if (day.adjustedWorkday) expect(day.kind).toBe('workday')
        if (day.kind === 'holiday') expect(day.holiday).toBeDefined()
      }),
    )
  })

  it("the simulator's days carry it: 17 Feb 2026 is a day off, 14 Feb a workday", () => {
    const days = calendar(DEFAULT_HISTORY_START, 7)
    const byDate = new Map(days.map((d) => [d.date, d]))
    expect(byDate.get('2026-02-17')).toMatchObject({ dayOff: true, kind: 'holiday', lunar: 'new_year' })
    expect(byDate.get('2026-02-14')).toMatchObject({ dayOff: false, kind: 'workday', weekday: 6 })
    expect(byDate.get('2026-01-10')).toMatchObject({ dayOff: true, kind: 'weekend' })
  })
})
