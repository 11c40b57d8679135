import { beforeAll, describe, expect, it } from 'vitest'
import { calendarDay, DAY, fromLocal, toDate } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { officeOnHoliday } from '../simulator/lives/index.ts'
import { budgetOf, lowIncome } from '../simulator/users/budget.ts'
import { calendar, DEFAULT_HISTORY_START } from '../simulator/users/calendar.ts'
import { simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { createPlaceResolver } from '../simulator/world/places/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

/**
 * The Spring Festival of 2026 (Eve 16 February) over simulated populations: people from elsewhere go
 * home before the Eve on tickets bought when sales open, nobody commutes during the holiday, those
 * who stay have an Eve of their own, other trips keep clear of the holidays, and hotels follow budgets.
 */

const SEEDS = ['spring-a', 'spring-b']
const WEEKS = 7
const world = createSandboxWorld()
const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []
const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
const displayMs = (t: string) => fromLocal(+t.slice(0, 4), +t.slice(5, 7), +t.slice(8, 10), +t.slice(11, 13), +t.slice(14, 16))
const dayOf = (index: number) => toDate(DEFAULT_HISTORY_START + index * DAY)

/** A successful train booking as one leg: where it goes, when, and when it was bought. */
function legOf(r: HistoryRecord): { from: string; to: string; departAt: number; arriveAt: number; boughtAt: number; seat: string } | undefined {
  const d = data(r)
  if (!d) return undefined
  if (r.tool === 'bookTrainTicket') return { from: d.from, to: d.to, departAt: displayMs(d.departAt), arriveAt: displayMs(d.arriveAt), boughtAt: Date.parse(r.ts), seat: d.seatClass }
  if (r.tool === 'bookTicket' && d.ticket?.mode === 'train') {
    const leg = d.ticket.legs[0]
    return { from: leg.from.name, to: leg.to.name, departAt: displayMs(leg.departAt), arriveAt: displayMs(leg.arriveAt), boughtAt: Date.parse(r.ts), seat: leg.seatClass }
  }
  return undefined
}

const hometownLegs = (u: SimulatedUser) => u.history.filter((r) => tagsOf(r).includes('chain:hometown')).flatMap((r) => legOf(r) ?? [])

let users: SimulatedUser[]

beforeAll(() => {
  users = SEEDS.flatMap((seed) => simulatePopulation({ users: 10, seed, city: 'beijing', weeks: WEEKS, world }))
}, 60_000)

describe('the calendar', () => {
  it('knows the 2026 Spring Festival, its adjusted workdays and the New Year', () => {
    const eve = calendarDay(fromLocal(2026, 2, 16))
    expect([eve.kind, eve.lunar, eve.holiday]).toEqual(['holiday', 'eve', 'Spring Festival'])
    expect([calendarDay(fromLocal(2026, 2, 17)).kind, calendarDay(fromLocal(2026, 2, 17)).lunar]).toEqual(['holiday', 'new_year'])
    expect(calendarDay(fromLocal(2026, 2, 14))).toMatchObject({ kind: 'workday', adjustedWorkday: true, weekday: 6 })
    expect(calendarDay(fromLocal(2026, 2, 28))).toMatchObject({ kind: 'workday', adjustedWorkday: true })
    expect(calendarDay(fromLocal(2026, 1, 4))).toMatchObject({ kind: 'workday', weekday: 0 })
    expect(calendarDay(fromLocal(2026, 1, 2)).holiday).toBe("New Year's Day")
    const days = calendar(DEFAULT_HISTORY_START, WEEKS)
    expect(days.find((d) => d.date === '2026-02-14')?.dayOff).toBe(false)
    expect(days.filter((d) => d.holiday === 'Spring Festival').map((d) => d.date)).toEqual(['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22'])
  })
})

describe('the Spring Festival in simulated lives', () => {
  it('people from elsewhere are home with their families on New Year’s Day', () => {
    const movers = users.filter((u) => u.profile.age >= 18 && u.profile.hometown && u.profile.hometown !== u.profile.city)
    expect(movers.length).toBeGreaterThanOrEqual(6)
    const newYear = fromLocal(2026, 2, 17, 12)
    const home = movers.filter((u) => {
      const places = createPlaceResolver({ city: u.profile.city, saved: u.profile.places })
      const legs = hometownLegs(u)
      const there = legs.find((l) => places.resolve(l.to).city === u.profile.hometown && l.arriveAt < newYear)
      const backBefore = legs.some((l) => places.resolve(l.from).city === u.profile.hometown && l.departAt < newYear)
      return there !== undefined && !backBefore
    })
    expect(home.length / movers.length).toBeGreaterThanOrEqual(0.5)
    // Every journey home the events plan has its ticket there, leaving 12 to 15 February.
    for (const u of users.filter((x) => x.profile.age >= 18)) {
      const trip = u.events.trips.find((t) => t.purpose === 'hometown')
      if (!trip) continue
      const out = hometownLegs(u)[0]
      expect(out, u.profile.id).toBeDefined()
      expect(toDate(out!.departAt), u.profile.id).toBe(dayOf(trip.day))
      expect(toDate(out!.departAt) >= '2026-02-09' && toDate(out!.departAt) <= '2026-02-15', u.profile.id).toBe(true)
    }
  })

  it('nobody commutes or heads for the office or school during the holiday', () => {
    for (const u of users) {
      const places = world.placesFor(u.profile)
      const holiday = u.history.filter((r) => r.ts.slice(0, 10) >= '2026-02-15' && r.ts.slice(0, 10) <= '2026-02-23')
      expect(holiday.filter((r) => tagsOf(r).some((t) => t === 'ctx:commute' || t === 'ctx:ride_home')).map((r) => r.ts), u.profile.id).toEqual([])
      expect(holiday.filter((r) => officeOnHoliday(r, places)).map((r) => r.ts), u.profile.id).toEqual([])
    }
  })

  it('tickets home are bought when sales open, at least a week ahead, in the class the budget books', () => {
    let legs = 0
    for (const u of users) {
      for (const l of hometownLegs(u)) {
        legs++
        expect(l.departAt - l.boughtAt, u.profile.id).toBeGreaterThanOrEqual(7 * DAY)
        expect(l.seat, u.profile.id).toBe(budgetOf(u.profile).seatClass)
      }
    }
    expect(legs).toBeGreaterThanOrEqual(8)
  })

  it('those who stay in town have an Eve of their own: a reunion dinner booked, or the feast bought', () => {
    let eves = 0
    for (const u of users) {
      const plan = u.events.springFestival?.plan
      const eve = u.history.filter((r) => tagsOf(r).includes('chain:new_year_eve') && r.outcome?.ok)
      if (plan === 'hometown' || plan === 'relatives' || u.profile.age < 18) expect(eve, u.profile.id).toEqual([])
      const table = eve.find((r) => r.tool === 'bookTable')
      if (table) {
        const party = Number(table.args.partySize)
        expect([table.args.date, party >= 4 && party <= 8], u.profile.id).toEqual(['2026-02-16', true])
        expect(table.ts < '2026-02-10', u.profile.id).toBe(true)
      }
      const basket = eve.filter((r) => r.tool === 'buyProduct')
      for (const b of basket) expect(['2026-02-15', '2026-02-16'], u.profile.id).toContain(b.ts.slice(0, 10))
      if (table || basket.length >= 3) eves++
    }
    expect(eves).toBeGreaterThanOrEqual(2)
  })

  it('other trips keep clear of public holidays and of the journey home; only that one may outlast the history', () => {
    const days = calendar(DEFAULT_HISTORY_START, WEEKS)
    for (const u of users) {
      const home = u.events.trips.find((t) => t.purpose === 'hometown')
      for (const t of u.events.trips.filter((x) => x.purpose !== 'hometown')) {
        for (let d = t.day; d <= t.day + t.nights; d++) expect(days[d]?.kind, `${u.profile.id} ${dayOf(d)}`).not.toBe('holiday')
        expect(t.day + t.nights, u.profile.id).toBeLessThan(WEEKS * 7)
        if (home) expect(t.day + t.nights < home.day - 1 || t.day > home.day + home.nights + 1, u.profile.id).toBe(true)
        if (t.purpose === 'business') expect(u.profile.places.office, u.profile.id).toBeDefined()
      }
    }
  })
})

describe('travel budgets', () => {
  it('no low-income traveller books a luxury hotel unless a life event explains it', () => {
    let stays = 0
    for (const u of users) {
      for (const r of u.history.filter((x) => x.tool === 'bookHotel' && x.outcome?.ok)) {
        stays++
        if (lowIncome(u.profile.incomeLevel) && !tagsOf(r).some((t) => t.startsWith('event:'))) expect(data(r).hotel.grade, `${u.profile.id} ${r.ts}`).not.toBe('luxury')
      }
    }
    expect(stays).toBeGreaterThan(0)
  })
})
