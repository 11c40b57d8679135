import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromLocal, toDisplay, userProfileSchema, type UserProfile } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { AUDIT_METRICS, auditLives, foundNothing, habitEntropy, normalizedEntropy, whereaboutsConflicts } from '../simulator/lives/index.ts'
import { readHistory, readUsers, writePopulation } from '../simulator/users/files.ts'
import { simulatePopulation } from '../simulator/users/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { recordedLife } from './support/recorded-life.ts'


const world = createSandboxWorld()
const root = join(import.meta.dirname, '..')

/** A Beijing commuter: home in Changping, office at NetEase in Haidian (12 km), a mall near home. */
const commuter = (over: Partial<UserProfile> = {}): UserProfile =>
  userProfileSchema.parse({
    id: 'aud1',
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
    places: { home: 'bj_tiantong_dongyuan_1', office: 'bj_netease_beijing', mall: 'bj_longde_plaza' },
    paymentMethods: ['Alipay', 'WeChat Pay'],
    healthConditions: [],
    environment: {},
    ...over,
  })

const life = (profile: UserProfile) => recordedLife(world, profile, `audit:${profile.id}`, fromLocal(2026, 2, 1, 8, 0))

const audit = (profile: UserProfile, history: HistoryRecord[]) => auditLives([{ profile, history }], world)

/** Orders lunch on a takeout app at `at`, delivered to `address`; only the order is recorded unless `record` says so. */
function orderLunch(l: ReturnType<typeof life>, at: number, app: string, address: string, tags: string[] = []) {
  const found = tags.length ? l.call(at, app, 'searchRestaurants', { searchQuery: '', location: address }, tags) : l.peek(at, app, 'searchRestaurants', { searchQuery: '', location: address })
  const restaurant = found.restaurants[0].restaurantId
  const menu = l.peek(at + 60_000, app, 'getMenu', { restaurantId: restaurant })
  return l.call(at + 120_000, app, 'orderTakeout', { restaurant, items: [{ dishId: menu.dishes[0].dishId, quantity: 2 }], deliveryAddress: address, paymentMethod: 'Alipay' }, tags)
}

describe('holidays: the office is closed on Lunar New Year, open on an adjusted Saturday', () => {
  const officeRide = (day: number) => {
    const l = life(commuter())
    l.call(fromLocal(2026, 2, day, 8, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' })
    return l.records
  }
  const officeLunch = (day: number) => {
    const l = life(commuter())
    orderLunch(l, fromLocal(2026, 2, day, 11, 30), 'meituan', 'office')
    return l.records
  }

  it('counts a ride to the office and a lunch delivered there on 17 February 2026', () => {
    expect(audit(commuter(), officeRide(17)).holidayOfficeCalls).toBe(1)
    expect(audit(commuter(), officeLunch(17)).holidayOfficeCalls).toBe(1)
  })

  it('does not count them on Saturday 14 February 2026, a workday in exchange', () => {
    expect(audit(commuter(), officeRide(14)).holidayOfficeCalls).toBe(0)
    expect(audit(commuter(), officeLunch(14)).holidayOfficeCalls).toBe(0)
  })
})

describe('whereabouts', () => {
  const p = commuter()
  const places = world.placesFor(p)
  const conflicts = (records: HistoryRecord[]) => whereaboutsConflicts(p, records, places)

  it('a commuter picked up at home at 11:00 on a workday conflicts with the office routine; on a Saturday it does not', () => {
    for (const [day, expected] of [
      [4, true],
      [7, false],
    ] as const) {
      const l = life(p)
      l.call(fromLocal(2026, 3, day, 10, 55), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'mall', pickupTime: '11:00' })
      const found = conflicts(l.records)
      if (expected) expect(found.map((c) => [c.with, c.why]), `March ${day}`).toContainEqual([-1, expect.stringContaining('NetEase Beijing')])
      else expect(found).toEqual([])
      expect(audit(p, l.records).whereaboutsConflicts).toBe(found.length)
    }
  })

  it('a cab from the office 10 minutes after a ride dropped them at the mall (10 km away) conflicts; one from the mall does not', () => {
    for (const [from, expected] of [
      ['office', true],
      ['mall', false],
    ] as const) {
      const l = life(p)
      const first = l.call(fromLocal(2026, 3, 7, 14, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'mall', pickupTime: 'now' })
      const dropped = Date.parse(first.pickupTime.replace(' ', 'T') + ':00+08:00') + first.durationMin * 60_000
      l.call(dropped, 'caocao_chuxing', 'bookTaxi', { pickupLocation: from, dropoffLocation: 'Home', pickupTime: toDisplay(dropped + 10 * 60_000) })
      const found = conflicts(l.records)
      if (expected) expect(found.map((c) => c.why)).toContain('at NetEase Beijing and Longde Plaza 10 minutes apart')
      else expect(found).toEqual([])
      expect(audit(p, l.records).whereaboutsConflicts).toBe(found.length)
    }
  })

  it('a workout logged while in a ride conflicts with the ride', () => {
    const l = life(p)
    l.call(fromLocal(2026, 3, 7, 14, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: 'now' })
    l.call(fromLocal(2026, 3, 7, 14, 15), 'keep', 'logExercise', { activityType: 'running', duration: 30 })
    const found = conflicts(l.records)
    expect(found.map((c) => c.why)).toContain('workout and ride at the same time')
    expect(audit(p, l.records).whereaboutsConflicts).toBe(found.length)
  })
})

describe('budget', () => {
  const premierHabit = (incomeLevel: string) => {
    const p = commuter({ incomeLevel })
    const l = life(p)
    for (let day = 2; day <= 6; day++) l.call(fromLocal(2026, 3, day, 19, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'Home', pickupTime: 'now', taxiType: 'Premier' })
    return audit(p, l.records)
  }

  it('five Premier rides on under 3k a month make a top-class share of 1', () => {
    expect(premierHabit('<3k').lowIncomePremierShare).toBe(1)
  })

  it('the same rides on over 50k a month are not counted', () => {
    const a = premierHabit('>50k')
    expect(a.lowIncomePremierShare).toBe(0)
    expect(a.byUser[0]!.topClassRides).toBe(5)
  })

  const luxuryStay = (incomeLevel: string, tags: string[]) => {
    const p = commuter({ incomeLevel })
    const l = life(p)
    const booked = l.call(fromLocal(2026, 3, 7, 14, 0), 'ctrip', 'bookHotel', { location: 'Waldorf Astoria Shanghai on the Bund', checkInDate: '2026-03-20', checkOutDate: '2026-03-22', guestCount: 1 }, tags)
    expect(booked.hotel.grade).toBe('luxury')
    return audit(p, l.records).luxuryStaysLowIncome
  }

  it('a five-star stay on 3k-10k is counted, unless a life event explains it', () => {
    expect(luxuryStay('3k-10k', ['ctx:hotel'])).toBe(1)
    expect(luxuryStay('3k-10k', ['ctx:hotel', 'event:wedding'])).toBe(0)
    expect(luxuryStay('>50k', ['ctx:hotel'])).toBe(0)
  })
})

describe('profile sentences and searches', () => {
  it('"Usually orders lunch on Meituan." is false of a history of Ele.me lunches; the Ele.me sentence is true', () => {
    const l = life(commuter())
    for (let day = 2; day <= 5; day++) orderLunch(l, fromLocal(2026, 3, day, 11, 30), 'eleme', 'office', ['ctx:lunch'])
    expect(audit(commuter({ preferences: ['Usually orders lunch on Meituan.'] }), l.records).preferenceSentencesFalse).toBe(1)
    expect(audit(commuter({ preferences: ['Usually orders lunch on Ele.me.'] }), l.records).preferenceSentencesFalse).toBe(0)
  })

  const search = (l: ReturnType<typeof life>, at: number, date: string) =>
    l.call(at, 'hupu', 'getDailyNewsRecommendations', { category: 'sports', searchQuery: 'xyzzy qwerty', date })

  it('a search that found nothing, repeated the next day with the same arguments, is counted', () => {
    const l = life(commuter())
    search(l, fromLocal(2026, 3, 8, 7, 30), '2026-03-08')
    expect(foundNothing(l.records[0]!)).toBe(true)
    search(l, fromLocal(2026, 3, 9, 7, 30), '2026-03-09')
    expect(audit(commuter(), l.records).repeatedEmptySearches).toBe(1)
  })

  it('the same search repeated the same day is not (a retry, not a routine)', () => {
    const l = life(commuter())
    search(l, fromLocal(2026, 3, 8, 7, 30), '2026-03-08')
    search(l, fromLocal(2026, 3, 8, 7, 45), '2026-03-08')
    expect(audit(commuter(), l.records).repeatedEmptySearches).toBe(0)
  })
})

describe('habit entropy', () => {
  it('is 0 for one value and 1 for two values half and half when K = 2', () => {
    expect(normalizedEntropy([9], 2)).toBe(0)
    expect(normalizedEntropy([4, 4], 2)).toBeCloseTo(1, 12)
    expect(normalizedEntropy([4, 4], 4)).toBeCloseTo(0.5, 12)
    expect(normalizedEntropy([4, 4], 1)).toBeCloseTo(1, 12)
  })

  it('measures each (user, ctx tag, tool, parameter) against the values the population uses', () => {
    const workouts = (id: string, activities: string[]) => {
      const l = life(commuter({ id }))
      activities.forEach((a, i) => l.call(fromLocal(2026, 3, 2 + i, 20, 0), 'keep', 'logExercise', { activityType: a, duration: 30 }, ['ctx:fitness']))
      return { id, records: l.records }
    }
    const e = habitEntropy([workouts('a', Array(6).fill('running')), workouts('b', ['running', 'cycling', 'running', 'cycling', 'running', 'cycling'])])
    const key = 'ctx:fitness\tlogExercise\tactivityType'
    expect(e.contexts.find((c) => c.user === 'a' && c.key === key)?.entropy).toBe(0)
    expect(e.contexts.find((c) => c.user === 'b' && c.key === key)?.entropy).toBeCloseTo(1, 12)
    // Keep every day for both: one app in the whole population, so no choice at all.
    expect(e.contexts.filter((c) => c.key === 'ctx:fitness\t*\tapp').map((c) => c.entropy)).toEqual([0, 0])
  })
})

describe('the default population', () => {
  const dir = join(root, 'scenarios/suites/default')
  const users = readUsers(dir).map((u) => ({ profile: u.profile, history: readHistory(dir, u.profile.id) }))
  const a = auditLives(users, world)

  it('gives every metric as a plain number', () => {
    for (const m of AUDIT_METRICS) expect(typeof a[m], m).toBe('number')
    for (const m of AUDIT_METRICS) expect(Number.isFinite(a[m]), m).toBe(true)
    expect(a.users).toBe(users.length)
    expect(a.records).toBe(users.reduce((n, u) => n + u.history.length, 0))
    expect(a.byUser.map((u) => u.id)).toEqual(users.map((u) => u.profile.id))
  })

  const meetsTargets = (x: ReturnType<typeof auditLives>) => {
    expect(x.holidayOfficeCalls).toBe(0)
    expect(x.whereaboutsConflicts).toBe(0)
    expect(x.luxuryStaysLowIncome).toBe(0)
    expect(x.preferenceSentencesFalse).toBe(0)
    expect(x.repeatedEmptySearches).toBe(0)
    expect(x.lowIncomePremierShare).toBeLessThanOrEqual(0.1)
    expect(x.habitEntropy).toBeGreaterThanOrEqual(0.2)
    expect(x.habitEntropy).toBeLessThanOrEqual(0.7)
  }

  it('meets the targets: no holiday office call, no whereabouts conflict, no false sentence, no repeated empty search', () => {
    meetsTargets(a)
  })

  it.each(['audit-s2', 'audit-s3', 'audit-s7'])('so does a fresh population of seed %s', { timeout: 60_000 }, (seed) => {
    const fresh = simulatePopulation({ users: 8, seed, city: 'beijing', weeks: 7, world })
    meetsTargets(auditLives(fresh.map((u) => ({ profile: u.profile, history: u.history })), world))
  })
})

describe('npm run audit-lives', () => {
  const run = promisify(execFile)
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'harness/cli/audit-lives.ts', ...args], { cwd: root })
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-lives-'))
    writePopulation(dir, simulatePopulation({ users: 2, seed: 'audit-cli', city: 'beijing', weeks: 2, world }), 'audit-cli')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prints one JSON object of numbers with --json', async () => {
    const { stdout } = await cli(dir, '--json')
    const json = JSON.parse(stdout) as Record<string, unknown>
    for (const m of AUDIT_METRICS) expect(typeof json[m], m).toBe('number')
    expect(json.users).toBe(2)
    const direct = auditLives(readUsers(dir).map((u) => ({ profile: u.profile, history: readHistory(dir, u.profile.id) })), world)
    expect(json.records).toBe(direct.records)
    expect(json.whereaboutsConflicts).toBe(direct.whereaboutsConflicts)
  })

  it('exits 2 with one line on stderr when the directory is missing', async () => {
    const failed = await cli(join(dir, 'nowhere'), '--json').then(
      () => undefined,
      (e: { code: number; stderr: string; stdout: string }) => e,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stdout).toBe('')
    expect(failed?.stderr.trim().split('\n')).toHaveLength(1)
    expect(failed?.stderr).toMatch(/audit-lives: cannot read/)
  })
})
