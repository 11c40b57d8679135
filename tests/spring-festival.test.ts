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

  it('every adult has a reunion dinner that fits the plan: a table at home or in the hometown, the feast bought, or a ride to relatives', () => {
    const adults = users.filter((u) => u.profile.age >= 18 && u.events.springFestival)
    expect(adults.length).toBeGreaterThanOrEqual(12)
    const plans = new Set<string>()
    for (const u of adults) {
      const plan = u.events.springFestival!.plan
      plans.add(plan)
      const eve = u.history.filter((r) => tagsOf(r).includes('chain:new_year_eve') && r.outcome?.ok)
      const table = eve.find((r) => r.tool === 'bookTable' && r.args.date === '2026-02-16')
      const basket = eve.filter((r) => r.tool === 'buyProduct')
      for (const b of basket) expect(['2026-02-15', '2026-02-16'], u.profile.id).toContain(b.ts.slice(0, 10))
      if (table) expect(table.ts < '2026-02-12', u.profile.id).toBe(true)
      if (plan === 'hometown') {
        expect(table, u.profile.id).toBeDefined()
        const search = eve.find((r) => r.tool === 'searchRestaurants')!
        const places = createPlaceResolver({ city: u.profile.city, saved: u.profile.places })
        expect(places.resolve(String(search.args.location)).city, u.profile.id).toBe(u.profile.hometown)
        expect(Number(table!.args.partySize), u.profile.id).toBeGreaterThanOrEqual(6)
      } else if (plan === 'relatives') {
        const there = eve.find((r) => r.tool === 'bookTaxi' && r.ts.startsWith('2026-02-16') && r.args.pickupLocation === 'Home')
        expect(there, u.profile.id).toBeDefined()
        const back = eve.find((r) => r.tool === 'bookTaxi' && r.args.dropoffLocation === 'Home')
        if (back) expect([back.ts.slice(0, 10), back.args.pickupLocation], u.profile.id).toEqual(['2026-02-17', there!.args.dropoffLocation])
      } else {
        expect(table !== undefined || basket.length >= 3, `${u.profile.id} ${plan}`).toBe(true)
        if (table) expect(Number(table.args.partySize) >= 4 && Number(table.args.partySize) <= 8, u.profile.id).toBe(true)
      }
    }
    expect(plans.size).toBeGreaterThanOrEqual(3)
    for (const u of users.filter((x) => x.profile.age < 18)) expect(u.history.filter((r) => tagsOf(r).includes('chain:new_year_eve')), u.profile.id).toEqual([])
  })

  it('red packets are remembered by those who give them, in the two weeks before the Eve; students receive theirs', () => {
    for (const u of users.filter((x) => x.profile.age >= 18 && x.events.springFestival)) {
      const notes = u.history.filter((r) => r.tool === 'createReminder' && r.outcome?.ok && String(r.args.title).includes('红包'))
      const gives = u.profile.age >= 23 && !/student/i.test(u.profile.profession)
      expect(notes.length, u.profile.id).toBe(gives ? 1 : 0)
      for (const n of notes) {
        expect(n.ts >= '2026-02-02' && n.ts < '2026-02-16', u.profile.id).toBe(true)
        expect(String(n.args.time) < '2026-02-17', u.profile.id).toBe(true)
        // Those going home pack them for the train: due before they leave.
        const trip = u.events.trips.find((t) => t.purpose === 'hometown')
        if (trip) expect(String(n.args.time) < dayOf(trip.day), u.profile.id).toBe(true)
      }
    }
  })

  it('every adult looks up the Gala the morning after and opens its story', () => {
    for (const u of users.filter((x) => x.profile.age >= 18 && x.events.springFestival)) {
      const read = u.history.filter((r) => tagsOf(r).includes('chain:gala') && r.tool === 'getArticle' && r.outcome?.ok)
      expect(read.length, u.profile.id).toBe(1)
      expect(read[0]!.ts.slice(0, 10), u.profile.id).toBe('2026-02-17')
      expect(data(read[0]!).title ?? data(read[0]!).article?.title, u.profile.id).toMatch(/Gala/)
    }
  })

  it('the day of leave for the journey home shows no commute, no office lunch or coffee; the adjusted Saturday is a workday', () => {
    for (const u of users) {
      const trip = u.events.trips.find((t) => t.purpose === 'hometown')
      if (!trip) continue
      const places = world.placesFor(u.profile)
      const out = dayOf(trip.day)
      const atWork = u.history.filter((r) => r.ts.startsWith(out) && Object.values(r.args).some((v) => typeof v === 'string' && ['office', 'school'].includes(places.resolve(v).label ?? '')))
      expect(atWork.map((r) => `${r.ts} ${r.tool}`), u.profile.id).toEqual([])
    }
    const days = calendar(DEFAULT_HISTORY_START, WEEKS)
    expect(days.find((d) => d.date === '2026-02-14')?.kind).toBe('workday')
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
