import { beforeAll, describe, expect, it } from 'vitest'
import { DAY, fromLocal, localParts, toDate } from '../apps/kit/index.ts'
import { replayHistory, type HistoryRecord } from '../simulator/history/index.ts'
import { tripsOf } from '../simulator/users/activities/trips.ts'
import { investsInStocks } from '../simulator/users/activities/investing.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { DEFAULT_HISTORY_START } from '../simulator/users/calendar.ts'
import { budgetOf } from '../simulator/users/budget.ts'
import { habitsOn } from '../simulator/users/habits.ts'
import { travellingOn } from '../simulator/users/life-events.ts'
import { aboveHabit, stayPlan } from '../simulator/users/stays.ts'
import { createPlaceResolver } from '../simulator/world/places/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Properties of the trips, finance, errands and noise planners over the default population: each trip
 * is a chain in order (train booked before it leaves, a hotel in the destination, the taxi from the
 * arrival station after the train is in, the evening's search near the hotel, the way back after the
 * last night); monthly fund purchases are monthly; intended failures fail the same way on replay;
 * minors neither travel on their own nor invest.
 */

const SEED = process.env.SIM_SEED ?? DEFAULT_POPULATION.seed
const world = createSandboxWorld()
const appId = (name: string) => {
  const r = world.registry.resolveApp(name)
  if (!r.ok) throw new Error(`unknown app ${name}`)
  return r.value.id
}
const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []
const data = (r: HistoryRecord | undefined): any => (r?.outcome?.ok ? r.outcome.data : undefined)
const ok = (r: HistoryRecord) => r.outcome?.ok === true
/** `YYYY-MM-DD HH:mm` (how the apps show times) as epoch ms. */
const displayMs = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text)
  if (!m) throw new Error(`not a display time: ${text}`)
  return fromLocal(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]))
}
const dayOf = (index: number) => toDate(DEFAULT_HISTORY_START + index * DAY)

/** A train booking's leg, from 12306 (the ticket, after any change) or an agency (the booking's leg). */
interface Leg {
  id: string
  from: string
  to: string
  departAt: number
  arriveAt: number
  bookedAt: number
}
function legsOf(records: readonly HistoryRecord[]): Leg[] {
  const legs: Leg[] = []
  for (const r of records) {
    const d = data(r)
    if (!d) continue
    if (r.tool === 'bookTrainTicket') legs.push({ id: d.ticketId, from: d.from, to: d.to, departAt: displayMs(d.departAt), arriveAt: displayMs(d.arriveAt), bookedAt: Date.parse(r.ts) })
    if (r.tool === 'bookTicket') {
      const leg = d.ticket.legs[0]
      legs.push({ id: d.bookingId, from: leg.from.name, to: leg.to.name, departAt: displayMs(leg.departAt), arriveAt: displayMs(leg.arriveAt), bookedAt: Date.parse(r.ts) })
    }
    if (r.tool === 'changeTrainTicket') {
      const leg = legs.find((l) => l.id === d.ticket.ticketId)!
      Object.assign(leg, { departAt: displayMs(d.ticket.departAt), arriveAt: displayMs(d.ticket.arriveAt) })
    }
  }
  return legs
}

const tripChains = (u: SimulatedUser) => {
  const chains = new Map<number, HistoryRecord[]>()
  for (const r of u.history) {
    const tag = tagsOf(r).find((t) => t.startsWith('chain:trip_'))
    if (tag) {
      const n = Number(tag.slice('chain:trip_'.length))
      ;(chains.get(n) ?? chains.set(n, []).get(n)!).push(r)
    }
  }
  return chains
}

let users: SimulatedUser[]

beforeAll(() => {
  // The default 10 users generate without a thrown UnexpectedOutcome (SIM_SEED / SIM_USERS: another population).
  users = simulatePopulation({ ...DEFAULT_POPULATION, world, seed: SEED, users: Number(process.env.SIM_USERS ?? DEFAULT_POPULATION.users) })
}, 120_000)

describe('trips', () => {
  it('each trip is a chain in order: train, hotel in the destination, taxi from the arrival station, an evening near the hotel, the way back', () => {
    let checked = 0
    for (const u of users) {
      const resolver = createPlaceResolver({ city: u.profile.city, saved: u.profile.places })
      const trips = tripsOf(u.events)
      for (const [n, records] of tripChains(u)) {
        const where = `${u.profile.id} trip_${n}`
        const trip = trips[n - 1]!
        expect(trip, where).toBeDefined()
        const legs = legsOf(records)
        if (u.profile.age < 18) {
          // Parents book: no ticket or hotel on a minor's phone.
          expect(legs, where).toEqual([])
          expect(records.some((r) => r.tool === 'bookHotel'), where).toBe(false)
          continue
        }
        if (legs.length === 0) continue
        checked++
        expect(legs.length, where).toBe(2)
        const [out, back] = legs as [Leg, Leg]
        // Booked before departure, on the habitual train app, leaving on the trip's first day.
        for (const l of legs) expect(l.bookedAt, where).toBeLessThan(l.departAt)
        expect(toDate(out.departAt), where).toBe(dayOf(trip.day))
        for (const r of records.filter((x) => tagsOf(x).includes('ctx:trip_train'))) expect(r.app, where).toBe(appId(u.habits.apps.train))
        expect(resolver.resolve(out.to).city, where).toBe(trip.city)
        expect(resolver.resolve(back.from).city, where).toBe(trip.city)
        // The hotel (the last one booked) is in the destination, for the trip's nights.
        const hotels = records.filter((r) => r.tool === 'bookHotel' && ok(r))
        expect(hotels.length, where).toBeGreaterThan(0)
        const hotel = hotels[hotels.length - 1]!
        const stay = data(hotel).hotel
        expect(hotel.app, where).toBe(appId(u.habits.apps.hotel))
        expect(Date.parse(hotel.ts), where).toBeLessThan(out.departAt)
        const place = resolver.resolve(stay.name)
        expect([place.city, place.kind], where).toEqual([trip.city, 'hotel'])
        expect(stay.checkIn.slice(0, 10), where).toBe(dayOf(trip.day))
        expect(stay.checkOut.slice(0, 10), where).toBe(dayOf(trip.day + trip.nights))
        // In the destination: the taxi from the arrival station to the hotel, after the train is in, that day.
        const arrival = records.filter((r) => r.tool === 'bookTaxi' && r.args.pickupLocation === out.to)
        expect(arrival.length, where).toBe(1)
        const taxi = arrival[0]!
        expect(Date.parse(taxi.ts), where).toBeGreaterThanOrEqual(out.arriveAt)
        expect(taxi.ts.slice(0, 10), where).toBe(dayOf(trip.day))
        expect(taxi.args.dropoffLocation, where).toBe(stay.name)
        expect(taxi.app, where).toBe(appId(u.habits.apps.ride))
        // The show or restaurant searches are near the hotel, while there.
        const searches = records.filter((r) => r.tool === 'getShowSchedule' || r.tool === 'searchRestaurants')
        expect(searches.length, where).toBeGreaterThan(0)
        for (const s of searches) {
          expect(s.args.location, where).toBe(stay.name)
          expect(Date.parse(s.ts), where).toBeGreaterThan(Date.parse(taxi.ts))
          expect(Date.parse(s.ts), where).toBeLessThan(back.departAt)
        }
        // The way back: after the last night, from the hotel to the station the return train leaves.
        expect(toDate(back.departAt), where).toBe(dayOf(trip.day + trip.nights))
        expect(back.departAt, where).toBeGreaterThan(out.arriveAt + (trip.nights - 1) * DAY)
        const toStation = records.filter((r) => r.tool === 'bookTaxi' && r.args.pickupLocation === stay.name)
        expect(toStation.length, where).toBe(1)
        expect(toStation[0]!.args.dropoffLocation, where).toBe(back.from)
        expect(Date.parse(toStation[0]!.ts), where).toBeLessThan(back.departAt)
        expect(Date.parse(toStation[0]!.ts), where).toBeGreaterThan(Date.parse(taxi.ts))
        // A reminder the evening before departure, for before the train leaves.
        const reminder = records.find((r) => r.tool === 'createReminder')
        expect(reminder, where).toBeDefined()
        expect(reminder!.ts.slice(0, 10), where).toBe(dayOf(trip.day - 1))
        expect(displayMs(reminder!.args.time as string), where).toBeLessThan(out.departAt)
        // The chain's records are in time order, and none falls after the trip.
        const times = records.map((r) => Date.parse(r.ts))
        expect([...times].sort((a, b) => a - b), where).toEqual(times)
        expect(times[times.length - 1]!, where).toBeLessThan(DEFAULT_HISTORY_START + (trip.day + trip.nights + 1) * DAY)
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5)
  })

  it('business trips depart from habits only where the budget allows (Premier rides, a stay above habit), tagged so; leisure trips do not', () => {
    let business = 0
    let deviations = 0
    let reasons = 0
    for (const u of users) {
      const trips = tripsOf(u.events)
      for (const [n, records] of tripChains(u)) {
        const where = `${u.profile.id} trip_${n}`
        const trip = trips[n - 1]!
        const tagged = records.filter((r) => tagsOf(r).includes('deviation:trip'))
        if (trip.purpose !== 'business') {
          expect(tagged, where).toEqual([])
          continue
        }
        const stays = records.filter((r) => r.tool === 'bookHotel' && ok(r))
        if (stays.length === 0) continue
        business++
        // The habits of the day the trip was booked (a change may have moved them).
        const habits = habitsOn(u.habits, Math.floor((Date.parse(stays[0]!.ts) - DEFAULT_HISTORY_START) / DAY))
        // Premier rides on the employer, for travellers who ride Express and are not on a low wage.
        const premier = habits.values.taxiType === 'Express' && budgetOf(u.profile).tier !== 'low'
        for (const r of records.filter((x) => x.tool === 'bookTaxi')) {
          expect(tagsOf(r).includes('deviation:trip'), `${where} ${r.ts}`).toBe(premier)
          if (premier) expect(['Premier', 'Comfort'], where).toContain(r.args.taxiType)
        }
        // A stay departs from habit only when it is above the grades the budget books.
        const plan = stayPlan(u.profile, true)
        for (const r of stays) expect(tagsOf(r).includes('deviation:trip'), `${where} ${data(r).hotel.name}`).toBe(aboveHabit(plan, data(r).hotel.grade))
        for (const r of tagged.filter((x) => x.tool === 'bookHotel')) expect(budgetOf(u.profile).hotelGrades, where).not.toContain(data(r).hotel.grade)
        if (premier || stays.some((r) => aboveHabit(plan, data(r).hotel.grade))) reasons++
        deviations += tagged.length
      }
    }
    expect(business).toBeGreaterThan(0)
    // Trips with a reason to depart from habit show the departure; the others none.
    expect(deviations > 0).toBe(reasons > 0)
  })

  it('live shows booked ahead fall on days the person is in town, not on a trip or the journey home', () => {
    let shows = 0
    for (const u of users) {
      for (const r of u.history.filter((x) => x.tool === 'bookShowTicket' && ok(x) && tagsOf(x).some((t) => t.startsWith('chain:show_')))) {
        shows++
        const index = Math.floor((displayMs(data(r).startsAt) - DEFAULT_HISTORY_START) / DAY)
        expect(travellingOn(u.events, index), `${u.profile.id} ${data(r).startsAt} ${data(r).title}`).toBeUndefined()
      }
    }
    expect(shows).toBeGreaterThan(0)
  })
})

describe('finance', () => {
  it('the fund is bought on the same day every month, in the usual amount, on the usual app', () => {
    let buyers = 0
    for (const u of users) {
      const buys = u.history.filter((r) => r.tool === 'buyFund' && tagsOf(r).includes('ctx:fund'))
      const fund = u.habits.values.fund
      if (!fund || u.profile.age < 18) {
        expect(buys, u.profile.id).toEqual([])
        continue
      }
      buyers++
      expect(buys.length, u.profile.id).toBeGreaterThanOrEqual(1)
      const days = new Set(buys.map((r) => localParts(Date.parse(r.ts)).day))
      expect(days.size, u.profile.id).toBe(1)
      expect(new Set(buys.map((r) => `${r.app} ${r.args.amount} ${r.args.paymentMethod} ${r.args.category}`)), u.profile.id).toEqual(
        new Set([`${appId(u.habits.apps.finance!)} ${fund.amount} ${u.habits.values.paymentMethod} ${fund.query}`]),
      )
      for (let i = 1; i < buys.length; i++) {
        const gap = (Date.parse(buys[i]!.ts) - Date.parse(buys[i - 1]!.ts)) / DAY
        expect(gap, u.profile.id).toBeGreaterThan(27)
        expect(gap, u.profile.id).toBeLessThan(32)
      }
      // One purchase in every month whose purchase day falls inside the history.
      const day = [...days][0]!
      const months = new Set<string>()
      for (let t = DEFAULT_HISTORY_START; t < DEFAULT_HISTORY_START + DEFAULT_POPULATION.weeks * 7 * DAY; t += DAY) if (localParts(t).day === day) months.add(toDate(t).slice(0, 7))
      expect(buys.map((r) => r.ts.slice(0, 7)), u.profile.id).toEqual([...months])
      // The fund's page is looked at just before buying.
      for (const b of buys) {
        const i = u.history.indexOf(b)
        expect(u.history.slice(Math.max(0, i - 3), i).some((r) => r.tool === 'getFundDetails'), u.profile.id).toBe(true)
      }
    }
    expect(buyers).toBeGreaterThan(0)
  })

  it('minors never invest; only investors (investsInStocks) trade stocks, during the week', () => {
    for (const u of users) {
      const stocks = u.history.filter((r) => tagsOf(r).includes('ctx:stocks'))
      if (u.profile.age < 18) expect(u.history.some((r) => r.tool === 'buyFund' || r.tool === 'buyStock'), u.profile.id).toBe(false)
      // Someone who only follows the market reads quotes and never sees an account (no balance, no order).
      if (!investsInStocks(u.profile, u.habits)) expect(stocks.filter((r) => r.tool !== 'getStockDetails'), u.profile.id).toEqual([])
      for (const r of stocks) {
        const weekday = localParts(Date.parse(r.ts)).weekday
        expect(weekday >= 1 && weekday <= 5, u.profile.id).toBe(true)
        if (r.tool === 'buyStock') expect((r.args.amount as number) % 100, u.profile.id).toBe(0)
      }
    }
  })
})

describe('errands and noise', () => {
  it('bike rides end 10 to 25 minutes after the unlock, on a bike the search found; no e-bike under 16', () => {
    let rides = 0
    for (const u of users) {
      const h = u.history
      for (let i = 0; i < h.length; i++) {
        const r = h[i]!
        if (r.tool !== 'unlockBike' || !tagsOf(r).includes('ctx:bike')) continue
        rides++
        const search = h.slice(0, i).reverse().find((x) => x.tool === 'findNearbyBikes')!
        expect(data(search).bikes.some((b: { bikeId: string }) => b.bikeId === r.args.bikeId), u.profile.id).toBe(true)
        if (u.profile.age < 16) expect(search.args.bikeType, u.profile.id).toBe('bike')
        const end = h.slice(i + 1).find((x) => x.tool === 'endBikeRide' && x.args.rideId === data(r).rideId)!
        const minutes = (Date.parse(end.ts) - Date.parse(r.ts)) / 60_000
        expect(minutes, u.profile.id).toBeGreaterThanOrEqual(10)
        expect(minutes, u.profile.id).toBeLessThanOrEqual(25)
      }
    }
    expect(rides).toBeGreaterThan(0)
  })

  it('an elderly check-up: booked ahead, a fasting reminder for the evening before, the report read after', () => {
    const elderly = users.filter((u) => u.profile.age >= 60)
    expect(elderly.length).toBeGreaterThan(0)
    for (const u of elderly) {
      const chain = u.history.filter((r) => tagsOf(r).includes('chain:health_1'))
      const booking = chain.find((r) => r.tool === 'bookHealthCheck')
      if (!booking) continue
      const start = displayMs(data(booking).startsAt)
      const reminder = chain.find((r) => r.tool === 'createReminder')!
      expect(displayMs(reminder.args.time as string), u.profile.id).toBeLessThan(start)
      expect(start - displayMs(reminder.args.time as string), u.profile.id).toBeLessThan(DAY)
      const report = chain.find((r) => r.tool === 'getHealthCheck')
      if (report) expect(data(report).status, u.profile.id).toBe('completed')
      // Not while away on a trip.
      for (const t of tripsOf(u.events)) expect(toDate(start) >= dayOf(t.day) && toDate(start) <= dayOf(t.day + t.nights), u.profile.id).toBe(false)
    }
  })

  it('noise: no app calls while away, and a sold-out first choice is followed by another choice', () => {
    let soldOut = 0
    for (const u of users) {
      const h = u.history
      for (let i = 0; i < h.length; i++) {
        const r = h[i]!
        if (!tagsOf(r).includes('noise:sold_out') || !r.meta?.expectError) continue
        soldOut++
        expect(r.meta.expectError, u.profile.id).toBe('conflict')
        // The next call of the same tool on the same app is the other choice (or another refusal).
        const next = h.slice(i + 1).find((x) => x.app === r.app && x.tool === r.tool)
        if (next && ok(next)) expect(JSON.stringify(next.args), u.profile.id).not.toBe(JSON.stringify(r.args))
      }
    }
    expect(soldOut).toBeGreaterThan(0)
    for (const u of users) {
      const away = tripsOf(u.events).map((t) => [dayOf(t.day), dayOf(t.day + t.nights)] as const)
      for (const r of u.history.filter((x) => tagsOf(x).some((t) => t === 'noise:one_off' || t === 'noise:abandoned') && (tagsOf(x).includes('ctx:imported') || tagsOf(x).includes('ctx:secondhand')))) {
        const date = r.ts.slice(0, 10)
        expect(away.some(([a, b]) => date >= a && date <= b), `${u.profile.id} ${r.ts}`).toBe(false)
      }
    }
  })

  it('every record with meta.expectError fails with that code on replay, and the rest replay cleanly', () => {
    let expected = 0
    for (const u of users) {
      const session = openSession({ world, user: u.profile, seed: sessionSeedFor(SEED, u.profile.id), start: DEFAULT_HISTORY_START, id: u.profile.id })
      const replay = replayHistory(session, u.history, false)
      expected += u.history.filter((r) => r.meta?.expectError).length
      expect(replay.mismatches.filter((m) => m.record.meta?.expectError).map((m) => `${m.record.app}.${m.record.tool}: ${m.reason}`), u.profile.id).toEqual([])
      replay.outcomes.forEach((o, i) => {
        const code = u.history[i]!.meta?.expectError
        if (code) expect(!o.ok && o.error.code, u.profile.id).toBe(code)
      })
      const mine = replay.mismatches.filter((m) => tagsOf(m.record).some((t) => /^(chain:(trip|outing|health|birthday)_|ctx:(trip_train|trip_ride|hotel|fund|stocks|bike|health_check|imported|secondhand))/.test(t)))
      expect(mine.map((m) => `${m.record.app}.${m.record.tool}: ${m.reason}`), u.profile.id).toEqual([])
    }
    expect(expected).toBeGreaterThan(0)
  })

  it('the four planners add a moderate share of each history', () => {
    const ours = (r: HistoryRecord) =>
      tagsOf(r).some((t) => /^(chain:(trip|outing|health|birthday)_|ctx:(trip_train|trip_ride|hotel|fund|stocks|bike|health_check|imported|secondhand)$|noise:(abandoned|one_off))/.test(t))
    for (const u of users) {
      const n = u.history.filter(ours).length
      expect(n, u.profile.id).toBeGreaterThanOrEqual(8)
      expect(n, u.profile.id).toBeLessThanOrEqual(150)
    }
    const adults = users.filter((u) => u.profile.age >= 18).map((u) => u.history.filter(ours).length)
    expect(adults.reduce((a, b) => a + b, 0) / adults.length).toBeGreaterThanOrEqual(30)
  })
})
