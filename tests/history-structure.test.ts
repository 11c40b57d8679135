import { describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { createRegistry, userProfileSchema } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { historyStructure, structureTotals } from '../simulator/lives/index.ts'
import { simulatePopulation } from '../simulator/users/index.ts'
import { readHistory, readUsers } from '../simulator/users/files.ts'

/**
 * The structure a model must reason about, measured from hand-made records shaped like real ones:
 * a habit that depends on the day, a change that lasts, a week's trial, a trip whose calls pass
 * values along, and the calls around them that belong to none.
 */

const registry = createRegistry(allApps)
const profile = userProfileSchema.parse({
  id: 'u900',
  name: 'Li Na',
  gender: 'female',
  age: 31,
  heightCm: 163,
  weightKg: 55,
  profession: 'Software Engineer',
  incomeLevel: '15k-30k',
  education: 'Bachelor',
  preferences: [],
  city: 'beijing',
  hometown: 'taiyuan',
  places: { home: 'bj_lugu_community', office: 'bj_zhongguancun_software_park', gym: 'bj_lefit_zhongguancun' },
  paymentMethods: ['Alipay', 'WeChat Pay', 'Credit Card'],
  healthConditions: [],
  environment: { country: 'China', network: 'Wifi', device: 'Mobile', battery: 'High Battery' },
})

let serial = 0
const rec = (ts: string, app: string, tool: string, args: Record<string, unknown>, data: Record<string, unknown> = {}, tags?: string[]): HistoryRecord => ({
  ts: `${ts}+08:00`,
  app,
  tool,
  args,
  outcome: { ok: true, data: { ...data, serial: `s${++serial}` } },
  ...(tags ? { meta: { tags } } : {}),
})

/** Days of January–February 2026 (5 January is a Monday; no holiday until the Spring Festival). */
const jan = (d: number) => `2026-01-${String(d).padStart(2, '0')}`
const WORKDAYS = [5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 19, 20, 21, 22, 23, 26, 27, 28, 29, 30]
const WEEKENDS = [10, 11, 17, 18, 24, 25]

const takeout = (date: string, deliveryAddress: string, paymentMethod: string) =>
  rec(`${date}T12:05:00`, 'meituan', 'orderTakeout', { restaurant: 'rst_2004_4657_4', items: [{ dishId: 'd01', quantity: 1 }], deliveryAddress, paymentMethod }, { orderId: `mt_${date}`, status: 'pending_acceptance' })

/** Lunch delivered to the office on workdays and home at weekends; paid by Alipay, a stray WeChat Pay either side. */
const lunches = [
  ...WORKDAYS.slice(0, 10).map((d, i) => takeout(jan(d), 'office', i === 4 ? 'WeChat Pay' : 'Alipay')),
  ...WEEKENDS.slice(0, 4).map((d, i) => takeout(jan(d), 'Home', i === 2 ? 'WeChat Pay' : 'Alipay')),
]

const taxi = (date: string, taxiType: string, tags?: string[]) =>
  rec(`${date}T08:30:00`, 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', taxiType }, { rideId: `ride_${date}`, status: 'driver_en_route' }, tags)

/** Express rides for two weeks, Premier from 19 January on (the first one tagged by the generator). */
const rides = [...WORKDAYS.slice(0, 7).map((d) => taxi(jan(d), 'Express')), ...WORKDAYS.slice(10).map((d, i) => taxi(jan(d), 'Premier', i === 0 ? ['change:ride_class'] : undefined))]

const workout = (date: string, activityType: string) => rec(`${date}T20:10:00`, 'keep', 'logExercise', { activityType, duration: 30 }, { entry: { logId: `log_${date}`, activity: activityType } })

/** Running, a week of swimming, running again. */
const workouts = [...[5, 7, 9, 12, 14].map((d) => workout(jan(d), 'running')), ...[19, 21, 23, 25].map((d) => workout(jan(d), 'swimming')), ...[26, 28, 30].map((d) => workout(jan(d), 'running')), ...['2026-02-02', '2026-02-04'].map((d) => workout(d, 'running'))]

/** A trip to Shanghai: the train's arrival station is the taxi's pickup, the booked hotel its drop-off and where dinner is searched. */
const trip = [
  rec('2026-01-21T19:00:00', 'qunar', 'bookHotel', { location: 'Wangjing', checkInDate: '2026-01-24', checkOutDate: '2026-01-25', guestCount: 2 }, { bookingId: 'qunar_0001', hotel: { name: 'Hanting Hotel Beijing Wangjing', checkIn: '2026-01-24 14:00', checkOut: '2026-01-25 12:00' } }),
  rec('2026-01-27T20:00:00', 'china_railway_12306', 'bookTrainTicket', { from: 'Beijing', to: 'Shanghai', date: '2026-01-30', trainNumber: 'G5', seatClass: 'second class' }, { ticketId: 'tk_0001', from: { name: 'Beijing South Railway Station' }, to: { name: 'Shanghai Hongqiao Railway Station' }, departAt: '2026-01-30 08:05', arriveAt: '2026-01-30 12:49', seat: '05A' }),
  rec('2026-01-27T20:10:00', 'ctrip', 'bookHotel', { location: 'Hongqiao', checkInDate: '2026-01-30', checkOutDate: '2026-02-01', guestCount: 1 }, { bookingId: 'ctrip_0005', hotel: { name: 'Home Inn Shanghai Railway Station', checkIn: '2026-01-30 14:00', checkOut: '2026-02-01 12:00' } }),
  rec('2026-01-30T13:00:00', 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Shanghai Hongqiao Railway Station', dropoffLocation: 'Home Inn Shanghai Railway Station', taxiType: 'Premier' }, { rideId: 'ride_sh_1', status: 'driver_en_route' }),
  rec('2026-01-30T17:00:00', 'dianping', 'searchRestaurants', { searchQuery: 'Shanghainese', location: 'Home Inn Shanghai Railway Station' }, { total: 1, restaurants: [{ restaurantId: 'sh_yangs_dumplings', name: "Yang's Fry-Dumpling" }] }),
]

const byTime = (rs: HistoryRecord[]) => [...rs].sort((a, b) => a.ts.localeCompare(b.ts))
const structureOf = (rs: HistoryRecord[]) => historyStructure(profile, byTime(rs), registry)

describe('conditional habits', () => {
  it('finds a workday/weekend habit with its branches, the weekend branch against the majority', () => {
    const s = structureOf(lunches)
    const address = s.conditionalHabits.find((h) => h.parameter === 'deliveryAddress')
    expect(address).toMatchObject({
      tool: 'orderTakeout',
      condition: 'day kind',
      overallMajority: 'office',
      branches: [
        { branch: 'day off', uses: 4, value: 'Home', share: 1 },
        { branch: 'workday', uses: 10, value: 'office', share: 1 },
      ],
    })
    expect(s.summary.conditionalBranchesMin).toBe(4)
  })

  it('does not report a value that is the majority in every branch', () => {
    const s = structureOf(lunches)
    expect(s.conditionalHabits.map((h) => h.parameter)).not.toContain('paymentMethod')
  })
})

describe('changes', () => {
  it('dates a lasting change and names its cause', () => {
    const s = structureOf(rides)
    expect(s.lastingChanges).toEqual([
      { domain: 'transport', tool: 'bookTaxi', parameter: 'taxiType', from: 'Express', to: 'Premier', since: '2026-01-19', usesBefore: 7, usesAfter: 10, share: 1, cause: { record: 'didi_chuxing.bookTaxi', date: '2026-01-19', tag: 'change:ride_class' } },
    ])
    expect(s.revertedChanges).toEqual([])
  })

  it('reports a one-week trial as reverted, not as a lasting change', () => {
    const s = structureOf(workouts)
    expect(s.revertedChanges).toEqual([{ domain: 'health', tool: 'logExercise', parameter: 'activityType', usual: 'running', temporary: 'swimming', from: '2026-01-19', to: '2026-01-25', uses: 4 }])
    expect(s.lastingChanges).toEqual([])
  })
})

describe('multi-step plans', () => {
  const s = structureOf([...lunches, ...rides, ...workouts, ...trip])

  it('finds the trip with its outcome-to-argument flows', () => {
    const [plan, ...others] = s.plans
    expect(others).toEqual([])
    expect(plan).toMatchObject({ records: 4, apps: ['china_railway_12306', 'ctrip', 'dianping', 'didi_chuxing'], from: '2026-01-27T20:00:00+08:00', to: '2026-01-30T17:00:00+08:00' })
    expect(plan!.flows).toEqual(
      expect.arrayContaining([
        { from: 'china_railway_12306.bookTrainTicket', to: 'ctrip.bookHotel', parameter: 'checkInDate', value: '2026-01-30' },
        { from: 'china_railway_12306.bookTrainTicket', to: 'didi_chuxing.bookTaxi', parameter: 'pickupLocation', value: 'Shanghai Hongqiao Railway Station' },
        { from: 'ctrip.bookHotel', to: 'didi_chuxing.bookTaxi', parameter: 'dropoffLocation', value: 'Home Inn Shanghai Railway Station' },
        { from: 'ctrip.bookHotel', to: 'dianping.searchRestaurants', parameter: 'location', value: 'Home Inn Shanghai Railway Station' },
      ]),
    )
  })

  it('offers the other hotel booking of the week as a distractor', () => {
    expect(s.plans[0]!.distractors).toContainEqual({ value: 'Hanting Hotel Beijing Wangjing', record: 'qunar.bookHotel', at: '2026-01-21T19:00:00+08:00', why: 'same kind' })
  })

  it('groups none of the routine calls (lunches, rides, workouts)', () => {
    const inPlans = s.plans.reduce((n, p) => n + p.records, 0)
    expect(inPlans).toBe(4)
    expect(s.summary.plans).toBe(1)
  })
})

describe('on a simulated population', () => {
  it('runs end to end', () => {
    const users = simulatePopulation({ users: 2, seed: 'hs', city: 'beijing', weeks: 3 })
    const structures = users.map((u) => historyStructure(u.profile, u.history, registry))
    for (const [i, s] of structures.entries()) {
      expect(s.records).toBe(users[i]!.history.length)
      expect(s.summary.plans).toBe(s.plans.length)
      for (const h of s.conditionalHabits) for (const b of h.branches) expect(b.uses).toBeGreaterThanOrEqual(3)
      for (const p of s.plans) expect(p.apps.length >= 2 || Date.parse(p.to) - Date.parse(p.from) >= 86_400_000).toBe(true)
    }
    expect(structureTotals(structures).users).toBe(2)
  }, 120_000)
})

describe('the default population (issue 23)', () => {
  const dir = 'scenarios/suites/default'
  const users = readUsers(dir).map((u) => ({ profile: u.profile, history: readHistory(dir, u.profile.id) }))
  const structures = users.map((u) => ({ id: u.profile.id, ...historyStructure(u.profile, u.history, registry) }))

  it('gives every user three conditional habits of three uses a branch, three lasting changes, a reverted one and five plans', () => {
    for (const s of structures) {
      expect(s.summary.conditionalHabits, s.id).toBeGreaterThanOrEqual(3)
      expect(s.summary.conditionalBranchesMin, s.id).toBeGreaterThanOrEqual(3)
      // Issue 23's ten people show three lasting changes each; of the fourteen added for issue 24, u013
      // and u018 show two of their three (a new favourite singer is not read from the records): known gap.
      expect(s.summary.lastingChanges, s.id).toBeGreaterThanOrEqual(['u013', 'u018'].includes(s.id) ? 2 : 3)
      expect(s.summary.revertedChanges, s.id).toBeGreaterThanOrEqual(1)
      expect(s.summary.plans, s.id).toBeGreaterThanOrEqual(5)
    }
  })

  it('has a condition that a majority counter gets wrong in every conditional habit, and plans whose later calls read earlier outcomes', () => {
    for (const s of structures) {
      for (const h of s.conditionalHabits) expect(h.branches.some((b) => b.value !== h.overallMajority), `${s.id} ${h.tool}.${h.parameter}`).toBe(true)
      for (const p of s.plans) expect(p.flows.length, s.id).toBeGreaterThan(0)
    }
    // A booked table's address carried into the car or the route there, for someone in the population.
    const tableTrips = structures.flatMap((s) => s.plans.flatMap((p) => p.flows)).filter((f) => f.from === 'dianping.bookTable' && /bookTaxi|getRoute/.test(f.to))
    expect(tableTrips.length).toBeGreaterThan(0)
  })
})
