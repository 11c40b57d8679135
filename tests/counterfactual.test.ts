import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { userCases } from '../scenarios/build/user-cases.ts'
import type { Case } from '../scenarios/case/index.ts'
import { counterfactualTwin, twinEdits, twinFlaws, unseenIds, type Resimulate } from '../scenarios/counterfactual/index.ts'
import { defaultLexicon } from '../scenarios/queries/lexicon/index.ts'
import { CutoffSessions, type SuiteUser } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulateUser, userLife, type Intervention, type UserLife } from '../simulator/users/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { placesIn } from '../simulator/world/places/index.ts'

const world = createSandboxWorld()
const population = { ...DEFAULT_POPULATION, world }
const day = (r: HistoryRecord) => r.ts.slice(0, 10)
const bare = (rs: readonly HistoryRecord[]) => rs.map(({ outcome: _o, ...r }) => r)

describe('a life lived again with an intervention', () => {
  let life: UserLife
  beforeAll(() => {
    life = userLife(0, population)
  })

  it('keeps every record before it, and the later days draw the same numbers (one stream per day)', () => {
    const h = life.user.history
    const i = h.findIndex((r, k) => k > 40 && r.tool === 'orderTakeout')
    const from = h[i]!.args.paymentMethod
    const iv: Intervention = { index: i, tool: 'orderTakeout', param: 'paymentMethod', from, to: from === 'Alipay' ? 'WeChat Pay' : 'Alipay', span: 'once' }
    const again = simulateUser(0, population, iv)
    expect(again.history.slice(0, i)).toEqual(h.slice(0, i))
    expect(again.history[i]!.args.paymentMethod).toBe(iv.to)
    expect(again.history[i]!.ts).toBe(h[i]!.ts)
    // Nothing later reads how the order was paid: every later day is the same, draw for draw.
    const later = (rs: readonly HistoryRecord[]) => bare(rs.filter((r) => day(r) > day(h[i]!)))
    expect(later(again.history).length).toBeGreaterThan(100)
    expect(later(again.history)).toEqual(later(h))
    // Resumed from the day's checkpoint, the same life as simulated from the start.
    expect(life.resimulate(iv).history).toEqual(again.history)
    expect(life.resimulate(iv).intervened).toEqual([i])
  })

  it("makes the later calls that read the changed outcome follow it: a ride's drop-off, then a search there", () => {
    // u003 goes out to dinner by car (a student on a small allowance, user 0, takes the metro).
    const life = userLife(2, population)
    const h = life.user.history
    const i = h.findIndex((r, k) => r.tool === 'bookTaxi' && r.meta?.tags?.some((t) => t.startsWith('chain:dinner')) && h[k + 1]?.tool === 'searchRestaurants')
    expect(i).toBeGreaterThan(0)
    const dropped = (h[i]!.outcome as { ok: true; data: { dropoff: { name: string } } }).data.dropoff.name
    expect(h[i + 1]!.args.location).toBe(dropped)
    const to = placesIn('beijing', 'landmark').map((p) => p.name).find((n) => n !== dropped && n !== h[i]!.args.dropoffLocation)!
    const r = life.resimulate({ index: i, tool: 'bookTaxi', param: 'dropoffLocation', from: h[i]!.args.dropoffLocation, to, span: 'once', until: Date.parse(h[i + 1]!.ts) })
    expect(r.history[i]!.args.dropoffLocation).toBe(to)
    const now = (r.history[i]!.outcome as { ok: true; data: { dropoff: { name: string } } }).data.dropoff.name
    expect(now).toBe(to)
    expect(r.history[i + 1]!.tool).toBe('searchRestaurants')
    expect(r.history[i + 1]!.args.location).toBe(to)
    expect(h[i + 1]!.args.location).not.toBe(to)
  })

  it('holds a changed habit from then on', () => {
    const h = life.user.history
    const rides = h.map((r, k) => [r, k] as const).filter(([r]) => r.tool === 'bookTaxi')
    const [first, i] = rides[Math.floor(rides.length / 2)]!
    const to = first.args.taxiType === 'Comfort' ? 'Standard' : 'Comfort'
    const r = life.resimulate({ index: i, tool: 'bookTaxi', param: 'taxiType', from: first.args.taxiType, to, span: 'lasting' })
    const after = r.history.slice(i).filter((x) => x.tool === 'bookTaxi')
    expect(r.intervened.length).toBeGreaterThanOrEqual(2)
    expect(after.some((x) => x.args.taxiType === first.args.taxiType)).toBe(false)
    expect(r.intervened.every((k) => r.history[k]!.args.taxiType === to)).toBe(true)
  })
})

describe('what makes a re-simulated history implausible', () => {
  const rec = (ts: string, app: string, tool: string, args: Record<string, unknown>, data: unknown): HistoryRecord => ({ ts, app, tool, args, outcome: { ok: true, data } })
  it('an id no earlier outcome showed: buying from a search that listed nothing', () => {
    const records = [
      rec('2026-01-05T10:00:00+08:00', 'taobao', 'getProductList', { searchQuery: 'tech gadgets' }, { products: [], matched: false }),
      rec('2026-01-05T10:03:00+08:00', 'taobao', 'buyProduct', { searchQuery: 'prd_1234_5', count: 1 }, { orderId: 'ord_0001' }),
      rec('2026-01-05T10:09:00+08:00', 'taobao', 'getOrderStatus', { orderId: 'ord_0001' }, { status: 'paid' }),
    ]
    expect(unseenIds(records, 0)).toEqual(['1:searchQuery=prd_1234_5'])
  })

  it('an intercity taxi the original never took', () => {
    const user = simulateUser(1, { ...population, weeks: 1 })
    const ride = rec('2026-01-06T21:00:00+08:00', 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'Tianjin Eye', pickupTime: '21:10', taxiType: 'Express' }, { rideId: 'ride_0099', intercity: true, distanceKm: 130 })
    const flaws = twinFlaws(user.profile, [...user.history.slice(0, 3), ride], 3, user.history, world.registry)
    expect(flaws).toContain('#3: an intercity taxi to Tianjin Eye')
  })
})

describe('counterfactual twins by re-simulation', () => {
  const users = new Map<string, SuiteUser>()
  const lives = new Map<string, UserLife>()
  const cases: Case[] = []
  beforeAll(() => {
    for (let i = 0; i < 3; i++) {
      const life = userLife(i, population)
      const user: SuiteUser = { ...life.user, sessionSeed: sessionSeedFor(population.seed, life.user.profile.id) }
      users.set(user.profile.id, user)
      lives.set(user.profile.id, life)
      cases.push(...userCases(user, world, defaultLexicon, { ...DEFAULT_SUITE.cases, refusalCutoffs: 0 }, undefined, life.resimulate))
    }
  }, 120_000)
  const twins = () => cases.filter((c) => c.counterfactual)
  const originalOf = (t: Case) => cases.find((c) => c.id === t.counterfactual!.of)!

  it('are made of both kinds, each the same query on a history that starts at the changed call', () => {
    // Fewer anchors per user since issue 24 (hard ones first), and twins the validator rejects are dropped.
    expect(twins().length).toBeGreaterThanOrEqual(5)
    // Habit twins always; a context twin only where a changed drop-off or place still leads to the anchor in the life lived
    // again (since the whereabouts and budget rules of issue 23 none of these three users' does; the twin itself is tested
    // on a life below, in "makes the later calls that read the changed outcome follow it").
    expect(new Set(twins().map((t) => t.counterfactual!.change.split(':')[0]))).toContain('habit')
    for (const t of twins()) {
      const o = originalOf(t)
      const { intervention: iv, records } = t.counterfactual!
      expect(t.query).toBe(o.query)
      expect(t.now).toBe(o.now)
      expect(iv!.index + records!.length).toBe(t.cutoff)
      expect(records!.every((r) => r.outcome === undefined)).toBe(true)
      // The changed call is the original's call at the same moment, with the one value changed.
      const before = users.get(t.user)!.history[iv!.index]!
      expect([records![0]!.ts, records![0]!.tool, before.args[iv!.param], records![0]!.args[iv!.param]]).toEqual([before.ts, before.tool, iv!.from, iv!.to])
      const [, param] = t.counterfactual!.change.split(':')
      expect(Object.keys(t.gold[0]!.args).filter((k) => JSON.stringify(t.gold[0]!.args[k]) !== JSON.stringify(o.gold[0]!.args[k]))).toEqual([param])
      expect(twinEdits(t, users.get(t.user)!.history)[0]!.index).toBe(iv!.index)
    }
  })

  it("a context twin's new value is what the changed call led to, read off the changed part of the history", () => {
    const sessions = new CutoffSessions(world, users)
    const context = twins().filter((t) => t.counterfactual!.change.startsWith('context:'))
    for (const t of context) {
      const [, param] = t.counterfactual!.change.split(':') as [string, string]
      const p = t.provenance[0]!.args[param]!
      const records = sessions.records(t)
      expect(p.index!).toBeGreaterThanOrEqual(t.counterfactual!.intervention!.index)
      expect(p.index!).toBeLessThan(t.cutoff)
      expect(Object.values(records[p.index!]!.args).map((v) => JSON.stringify(v))).toContain(JSON.stringify(t.gold[0]!.args[param]))
    }
  })

  it('validate, and the validator catches records that are not the re-simulated ones', () => {
    const pairs = twins().flatMap((t) => [originalOf(t), t])
    expect(validateSuite({ users, cases: pairs }, world).filter((p) => p.case.endsWith('-cf'))).toEqual([])
    const t = twins().find((x) => x.counterfactual!.records!.length >= 2)!
    const records = t.counterfactual!.records!.map((r, k) => (k === 1 ? { ...r, ts: r.ts.replace(/:(\d\d):00/, (_m, mm) => `:${String((Number(mm) + 1) % 60).padStart(2, '0')}:00`) } : r))
    const tampered = { ...t, counterfactual: { ...t.counterfactual!, records } }
    const problems = validateSuite({ users, cases: [originalOf(t), tampered] }, world).map((p) => p.problem)
    expect(problems).toContain('the re-simulated records are not the ones the simulator made (digest)')
  })

  it('discards a twin whose re-simulated history is implausible', () => {
    const t = twins()[0]!
    const o = originalOf(t)
    const user = users.get(t.user)!
    const life = lives.get(t.user)!
    const sessions = new CutoffSessions(world, users)
    const kind = t.counterfactual!.change.split(':')[0] as 'context' | 'habit'
    const seed = DEFAULT_SUITE.cases.seed
    // The same twin is made again from the real life...
    expect(counterfactualTwin(o, user, world, sessions, kind, seed, life.resimulate)?.counterfactual).toEqual(t.counterfactual)
    // ...but not from one in which a later call refers to an order no outcome ever showed.
    const broken: Resimulate = (iv) => {
      const sim = life.resimulate(iv)
      return { ...sim, history: sim.history.map((r, k) => (k === iv.index ? { ...r, args: { ...r.args, orderId: 'ord_9999' } } : r)) }
    }
    const discarded: Record<string, number> = {}
    expect(counterfactualTwin(o, user, world, sessions, kind, seed, broken, discarded)).toBeUndefined()
    expect(Object.keys(discarded).some((why) => why.startsWith('implausible: orderId=ord_9999'))).toBe(true)
  })

  it('stay small: the re-simulated records only, without outcomes', () => {
    const bytes = twins().reduce((n, t) => n + JSON.stringify(t).length, 0)
    // About 17 KB a twin on the default users (decision 0027): 3 MB holds well over a hundred.
    expect(bytes / twins().length).toBeLessThan(40_000)
  })
})
