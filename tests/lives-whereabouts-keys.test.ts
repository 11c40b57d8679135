import { describe, expect, it } from 'vitest'
import { fromLocal, toDisplay, toIso, userProfileSchema, type UserProfile } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { auditLives, displayMs, sharedResourceConflicts, whereaboutsConflicts, type ConflictKind } from '../simulator/lives/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { recordedLife } from './support/recorded-life.ts'

/** The four whereabouts keys and shared resources, each on the day a careful reader found it, and what a real person does instead. */

const world = createSandboxWorld()

/** A Beijing commuter: home in Changping (Tiantong Dongyuan), office at NetEase in Haidian, a gym near home. */
const commuter = (over: Partial<UserProfile> = {}): UserProfile =>
  userProfileSchema.parse({
    id: 'keys1',
    name: 'Li Wei',
    gender: 'male',
    age: 32,
    heightCm: 175,
    weightKg: 70,
    profession: 'Software Engineer',
    incomeLevel: '10k-50k',
    education: 'Bachelor',
    preferences: [],
    city: 'beijing',
    places: { home: 'bj_tiantong_dongyuan_1', office: 'bj_netease_beijing', gym: 'bj_wills_tiantongyuan', mall: 'bj_longde_plaza' },
    paymentMethods: ['Alipay', 'WeChat Pay'],
    healthConditions: [],
    environment: {},
    ...over,
  })

const life = (profile: UserProfile) => recordedLife(world, profile, `keys:${profile.id}`, fromLocal(2026, 3, 1, 8, 0), { peeksSucceed: false })

const p = commuter()
const kinds = (records: HistoryRecord[], profile = p) => whereaboutsConflicts(profile, records, world.placesFor(profile)).map((c) => c.kind)
const audit = (records: HistoryRecord[], profile = p) => auditLives([{ profile, history: records }], world)
const expectKind = (records: HistoryRecord[], kind: ConflictKind) => {
  expect(kinds(records)).toContain(kind)
  const key = { teleport: 'teleports', activityDuringTravel: 'activityDuringTravel', deliveryWhileAway: 'deliveriesWhileAway', overlap: 'whereaboutsConflicts' } as const
  expect(audit(records)[key[kind]]).toBeGreaterThanOrEqual(1)
}
const wed = (h: number, m = 0) => fromLocal(2026, 3, 4, h, m)
const sat = (h: number, m = 0) => fromLocal(2026, 3, 7, h, m)
const taxi = (l: ReturnType<typeof life>, at: number, from: string, to: string, pickupTime: string | number = 'now') =>
  l.call(at, 'didi_chuxing', 'bookTaxi', { pickupLocation: from, dropoffLocation: to, pickupTime: typeof pickupTime === 'number' ? toDisplay(pickupTime) : pickupTime, taxiType: 'Express' })
const arrival = (ride: { pickupTime: string; durationMin: number }) => displayMs(ride.pickupTime) + ride.durationMin * 60_000

function takeout(l: ReturnType<typeof life>, at: number, address: string) {
  const found = l.peek(at, 'meituan', 'searchRestaurants', { searchQuery: '', location: address })
  const restaurant = found.restaurants[0].restaurantId
  const menu = l.peek(at + 60_000, 'meituan', 'getMenu', { restaurantId: restaurant })
  return l.call(at + 120_000, 'meituan', 'orderTakeout', { restaurant, items: [{ dishId: menu.dishes[0].dishId, quantity: 2 }], deliveryAddress: address, paymentMethod: 'Alipay' })
}

describe('teleports', () => {
  it('(c) home in the evening, then picked up at the office with no trip there (u006, example 1)', () => {
    const l = life(p)
    taxi(l, wed(18, 0), 'office', 'Home')
    taxi(l, wed(21, 10), 'office', 'Home', wed(21, 20))
    expectKind(l.records, 'teleport')
  })

  it('(a) a swim at the gym near home, picked up at the office 40 minutes later (u005, example 4)', () => {
    const l = life(p)
    l.call(sat(19, 32), 'keep', 'logExercise', { activityType: 'swimming', duration: 40 })
    taxi(l, sat(19, 40), 'office', 'Home', sat(20, 15))
    expectKind(l.records, 'teleport')
  })

  it('(b) a ride from home back to where they already were (u002, example 5)', () => {
    const l = life(p)
    const there = taxi(l, sat(14, 0), 'Home', 'Sanlitun Taikoo Li')
    taxi(l, arrival(there) + 150 * 60_000, 'Home', 'Sanlitun Taikoo Li')
    expect(kinds(l.records)).toEqual(['teleport'])
  })

  it('not: a commute home to office by taxi, then lunch delivered to the office', () => {
    const l = life(p)
    taxi(l, wed(8, 30), 'Home', 'office')
    takeout(l, wed(11, 40), 'office')
    expect(kinds(l.records)).toEqual([])
  })
})

describe('activity during travel', () => {
  it('a 234-minute transit route to Badaling, then badminton logged halfway (u002, example 2)', () => {
    const l = life(p)
    const route = l.call(sat(9, 40), 'amap', 'getRoute', { startLocation: 'Home', endLocation: 'Badaling Great Wall', transportMode: 'transit' })
    expect(route.durationMin).toBeGreaterThan(120)
    l.call(sat(11, 30), 'keep', 'logExercise', { activityType: 'badminton', duration: 45 })
    expectKind(l.records, 'activityDuringTravel')
  })

  it('the phone used in the middle of a film (a video played at the cinema, u003 at the theatre) is a conflict', () => {
    const l = life(p)
    const shows = l.call(sat(13, 0), 'maoyan', 'getShowSchedule', { type: 'movie', searchQuery: '', location: 'mall' })
    const show = shows.shows.find((s: { startsAt: string }) => displayMs(s.startsAt) > sat(14, 0))
    const ticket = l.call(sat(13, 5), 'maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay' })
    l.call(displayMs(ticket.startsAt) + 40 * 60_000, 'iqiyi', 'searchVideos', { query: 'comedy', type: 'film' })
    expect(kinds(l.records)).toEqual(['overlap'])
  })

  it('not: a film, then a taxi home after it ends', () => {
    const l = life(p)
    const shows = l.call(sat(13, 0), 'maoyan', 'getShowSchedule', { type: 'movie', searchQuery: '', location: 'mall' })
    const show = shows.shows.find((s: { startsAt: string }) => displayMs(s.startsAt) > sat(14, 0))
    const ticket = l.call(sat(13, 5), 'maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay' })
    taxi(l, displayMs(ticket.startsAt) + 140 * 60_000, ticket.venue.name, 'Home')
    expect(kinds(l.records)).toEqual([])
  })
})

describe('deliveries while away', () => {
  it('sushi delivered home at 18:30 while at an 18:00 table for three (u003, example 3)', () => {
    const l = life(p)
    const found = l.peek(sat(10, 0), 'dianping', 'searchRestaurants', { searchQuery: '', location: 'Sanlitun Taikoo Li' })
    // The first restaurant with a table for three at 18:00 (a popular one may be full), recorded with the app's own outcome.
    const args = (r: { restaurantId: string }) => ({ restaurant: r.restaurantId, date: '2026-03-07', time: '18:00', partySize: 3 })
    let table: unknown
    const free = found.restaurants.find((r: { restaurantId: string }) => (table = l.peek(sat(10, 1), 'dianping', 'bookTable', args(r)))?.bookingId)
    l.records.push({ ts: toIso(sat(10, 1)), app: 'dianping', tool: 'bookTable', args: args(free), outcome: { ok: true, data: table } as HistoryRecord['outcome'] })
    const sushi = takeout(l, sat(17, 45), 'Home')
    expect(displayMs(sushi.estimatedDeliveryTime)).toBeGreaterThan(sat(18, 0))
    expectKind(l.records, 'deliveryWhileAway')
  })

  it('a parcel to the office estimated for a Saturday, when the office is closed (example 6)', () => {
    const order = { orderId: 'ord_0001', status: 'paid', shippingAddress: 'NetEase Beijing', orderTime: '2026-03-04 21:49', estimatedDelivery: '2026-03-07' }
    const records: HistoryRecord[] = [{ ts: toIso(wed(21, 49)), app: 'tmall', tool: 'buyProduct', args: { searchQuery: 'TB754502457', count: 1, paymentMethod: 'Alipay', shippingAddress: 'office' }, outcome: { ok: true, data: order } as HistoryRecord['outcome'] }]
    expectKind(records, 'deliveryWhileAway')
    // The same parcel due on a Thursday is simply delivered.
    expect(kinds([{ ...records[0]!, outcome: { ok: true, data: { ...order, estimatedDelivery: '2026-03-05' } } as HistoryRecord['outcome'] }])).toEqual([])
  })

  it('not: takeout ordered from the taxi home, delivered after arrival', () => {
    const l = life(p)
    const ride = taxi(l, wed(18, 30), 'office', 'Home')
    const ordered = takeout(l, displayMs(ride.pickupTime) + 5 * 60_000, 'Home')
    expect(displayMs(ordered.estimatedDeliveryTime)).toBeGreaterThanOrEqual(arrival(ride))
    expect(kinds(l.records)).toEqual([])
  })
})

describe('shared resources', () => {
  const ride = (user: string, bikeId: string, from: string, to: string): HistoryRecord => ({
    ts: `${to.replace(' ', 'T')}:00+08:00`,
    app: 'hellobike',
    tool: 'endBikeRide',
    args: { location: 'Huaxi LIVE Wukesong', rideId: 'cycle_0003' },
    outcome: { ok: true, data: { rideId: `cycle_${user}`, bikeId, status: 'completed', unlockedAt: from, endedAt: to } } as HistoryRecord['outcome'],
  })

  it('one bike ridden by two users at once (u001 and u002, example 7); not one after the other', () => {
    const users = (second: [string, string]) => [
      { profile: { id: 'u001' }, history: [ride('1', '121901432342', '2026-01-21 19:39', '2026-01-21 19:55')] },
      { profile: { id: 'u002' }, history: [ride('2', '121901432342', ...second)] },
    ]
    expect(sharedResourceConflicts(users(['2026-01-21 19:22', '2026-01-21 19:42']))).toMatchObject([{ kind: 'bike', users: ['u001', 'u002'] }])
    expect(sharedResourceConflicts(users(['2026-01-21 18:22', '2026-01-21 18:42']))).toEqual([])
  })

  it('two neighbours looking for a bike at the same door at the same time find different bikes', () => {
    const ids = (id: string) => life(commuter({ id })).call(sat(9, 0), 'hellobike', 'findNearbyBikes', { location: 'Home', bikeType: 'bike' }).bikes.map((b: { bikeId: string }) => b.bikeId)
    const [a, b] = [ids('n1'), ids('n2')]
    expect(a.length).toBeGreaterThan(0)
    expect(a.filter((x: string) => b.includes(x))).toEqual([])
    expect(ids('n1')).toEqual(a)
  })

  it('not: two users on the same train in different seats', () => {
    const book = (id: string) => {
      const l = life(commuter({ id }))
      const found = l.call(wed(9, 0), '12306', 'searchTrains', { from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', trainTypes: ['G'] })
      const train = found.trains[0].trainNumber
      l.call(wed(9, 5), '12306', 'bookTrainTicket', { trainNumber: train, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'second class' })
      return { profile: commuter({ id }), history: l.records }
    }
    const users = [book('t1'), book('t2')]
    const seats = users.map((u) => (u.history[1]!.outcome as { data: { trainNumber: string; passengers: { seat: string }[] } }).data)
    expect(seats[0]!.trainNumber).toBe(seats[1]!.trainNumber)
    expect(seats[0]!.passengers[0]!.seat).not.toBe(seats[1]!.passengers[0]!.seat)
    expect(sharedResourceConflicts(users)).toEqual([])
    expect(auditLives(users, world).sharedResourceConflicts).toBe(0)
  })
})
