import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, toIso, userProfileSchema, type UserProfile } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import {
  APP_CONTEXT_NAMES,
  falsePreferences,
  MAX_CLAIMS,
  preferenceClaims,
  readPreference,
  supportedClaims,
  VALUE_KINDS,
  writePreference,
  type PreferenceClaim,
} from '../simulator/lives/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const registry = world.registry

const profile: UserProfile = userProfileSchema.parse({
  id: 'pref1',
  name: 'Chen Jing',
  gender: 'female',
  age: 29,
  heightCm: 163,
  weightKg: 52,
  profession: 'Product Manager',
  incomeLevel: '10k-50k',
  education: 'Master',
  preferences: [],
  city: 'beijing',
  places: { home: 'bj_tiantong_dongyuan_1', office: 'bj_netease_beijing', mall: 'bj_longde_plaza' },
  paymentMethods: ['Alipay', 'WeChat Pay'],
  healthConditions: [],
  environment: {},
})

/** Real calls in a live session, recorded as the simulator records them. */
function life() {
  const session = openSession({ world, user: profile, seed: 'preferences', start: fromLocal(2026, 3, 1, 8, 0), id: profile.id })
  const records: HistoryRecord[] = []
  const call = (at: number, app: string, tool: string, args: Record<string, unknown>, tags: string[] = [], keep = true): any => {
    session.setClock(Math.max(at, session.now))
    const outcome = session.call(app, tool, args)
    expect(outcome, `${app}.${tool}`).toMatchObject({ ok: true })
    if (keep) records.push({ ts: toIso(session.now), app, tool, args, outcome: outcome as HistoryRecord['outcome'], ...(tags.length ? { meta: { tags } } : {}) })
    return (outcome as { data: unknown }).data
  }
  const day = (n: number, h: number, m = 0) => fromLocal(2026, 3, 1 + n, h, m)
  return {
    records,
    /** Lunch on workday `n` (from Monday 2 March): search and order, tagged ctx:lunch. */
    lunch(n: number, app: string, paymentMethod = 'Alipay') {
      const found = call(day(n, 11, 30), app, 'searchRestaurants', { searchQuery: '', location: 'office' }, ['ctx:lunch'])
      const restaurant = found.restaurants[0].restaurantId
      const menu = call(day(n, 11, 31), app, 'getMenu', { restaurantId: restaurant }, [], false)
      call(day(n, 11, 33), app, 'orderTakeout', { restaurant, items: [{ dishId: menu.dishes[0].dishId, quantity: 2 }], deliveryAddress: 'office', paymentMethod }, ['ctx:lunch'])
    },
    coffee(n: number, temperature: 'iced' | 'hot') {
      call(day(n, 9, 0), 'luckin_coffee', 'orderDrink', { items: [{ drink: 'Latte', temperature, sugar: 'less' }], location: 'office', fulfillment: 'pickup', paymentMethod: 'WeChat Pay' }, ['ctx:coffee'])
    },
    parcel(n: number, shippingAddress: string) {
      call(day(n, 20, 0), 'pinduoduo', 'buyProduct', { searchQuery: 'sheet mask', count: 1, paymentMethod: 'Alipay', shippingAddress }, ['ctx:daily_goods'])
    },
  }
}

describe('writePreference', () => {
  it("writes ToolSpectrum-style sentences with the registry's display names", () => {
    expect(writePreference({ kind: 'app', context: 'lunch', app: 'Meituan' })).toBe('Usually orders lunch on Meituan.')
    expect(writePreference({ kind: 'app', context: 'ride', app: 'Didi Chuxing' })).toBe('Usually books rides on Didi Chuxing.')
    expect(writePreference({ kind: 'payment', value: 'Alipay' })).toBe('Mostly pays with Alipay.')
    expect(writePreference({ kind: 'rideClass', value: 'Express' })).toBe('Takes Express rides.')
    expect(writePreference({ kind: 'parcels', value: 'office' })).toBe('Has parcels sent to the office.')
    expect(writePreference({ kind: 'parcels', value: 'Home' })).toBe('Has parcels sent home.')
    expect(writePreference({ kind: 'exercise', value: 'strength training' })).toBe('Mostly does strength training for exercise.')
    expect(writePreference({ kind: 'news', value: 'technology' })).toBe('Mostly reads technology news.')
  })

  it('picks the article from the sound of the next word', () => {
    expect(writePreference({ kind: 'drink', value: 'iced Latte' })).toBe('Usually orders an iced Latte.')
    expect(writePreference({ kind: 'drink', value: 'hot Americano' })).toBe('Usually orders a hot Americano.')
    expect(writePreference({ kind: 'drink', value: 'Oatmilk Latte' })).toBe('Usually orders an Oatmilk Latte.')
  })
})

describe('readPreference', () => {
  /** Any trimmed one-line text: sentences must survive whatever a catalog names a thing. */
  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map((s) => s.replace(/[\r\n\u2028\u2029\u0085]/g, ' ').trim()).filter((s) => s.length > 0)
  const appNames = registry.apps.map((a) => a.name)
  const values = fc.oneof(fc.constantFrom('Alipay', 'WeChat Pay', 'Express', 'Premier', 'Comfort', 'Standard', 'Home', 'office', 'school', 'tai chi', 'HIIT', 'iced Caffè Latte', 'Americano', 'technology'), text)
  const claim: fc.Arbitrary<PreferenceClaim> = fc.oneof(
    fc.record({ kind: fc.constant('app' as const), context: fc.constantFrom(...APP_CONTEXT_NAMES), app: fc.oneof(fc.constantFrom(...appNames), text) }),
    fc.record({ kind: fc.constantFrom(...VALUE_KINDS), value: values }),
  )

  it('is the exact inverse of writePreference', () => {
    fc.assert(
      fc.property(claim, (c) => {
        expect(readPreference(writePreference(c))).toEqual(c)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads nothing into sentences it could not have written', () => {
    for (const s of ['', 'Usually orders lunch on .', 'Usually pays with Alipay and has parcels sent to home.', 'Takes Express rides on Didi_Chuxing; orders lunch on Meituan, usually noodles.', 'Likes cats.'])
      expect(readPreference(s), s).toBeUndefined()
  })
})

describe('preferenceClaims', () => {
  it('claims the lunch app after 4 lunches and not after 3', () => {
    const l = life()
    for (let n = 1; n <= 3; n++) l.lunch(n, 'eleme')
    expect(preferenceClaims(l.records, registry)).not.toContainEqual({ kind: 'app', context: 'lunch', app: 'Ele.me' })
    l.lunch(4, 'eleme')
    expect(preferenceClaims(l.records, registry)).toContainEqual({ kind: 'app', context: 'lunch', app: 'Ele.me' })
  })

  it('claims nothing about an app used for under 60% of a context', () => {
    const l = life()
    for (let n = 1; n <= 4; n++) l.lunch(n, 'eleme')
    for (let n = 5; n <= 7; n++) l.lunch(n, 'meituan')
    const claims = preferenceClaims(l.records, registry)
    expect(claims.filter((c) => c.kind === 'app' && c.context === 'lunch')).toEqual([])
    // Every order paid with Alipay: that one is clear.
    expect(claims).toContainEqual({ kind: 'payment', value: 'Alipay' })
  })

  it('writes sentences the history makes true: drinks, parcels, most supported first, at most MAX_CLAIMS', () => {
    const l = life()
    // Day by day: the session's clock only moves forward.
    for (let n = 1; n <= 6; n++) {
      if (n <= 5) l.coffee(n, n === 3 ? 'hot' : 'iced')
      l.lunch(n, 'meituan', n <= 5 ? 'WeChat Pay' : 'Alipay')
      if (n <= 4) l.parcel(n, 'office')
    }
    const supported = supportedClaims(l.records, registry)
    const sentences = supported.map((s) => writePreference(s.claim))
    expect(sentences).toContain('Usually orders an iced Latte.')
    expect(sentences).toContain('Has parcels sent to the office.')
    expect(sentences).toContain('Usually orders lunch on Meituan.')
    expect(sentences).toContain('Mostly pays with WeChat Pay.')
    expect(supported.length).toBeLessThanOrEqual(MAX_CLAIMS)
    expect(supported.map((s) => s.uses)).toEqual([...supported.map((s) => s.uses)].sort((a, b) => b - a))
    for (const s of supported) expect(s.uses >= 4 && s.share >= 0.6).toBe(true)
    expect(falsePreferences(sentences, l.records, registry)).toEqual([])
    expect(supportedClaims(l.records, registry)).toEqual(supported)
  })
})

describe('falsePreferences', () => {
  it('flags sentences that do not parse and claims the history does not support', () => {
    const l = life()
    for (let n = 1; n <= 4; n++) l.lunch(n, 'eleme')
    expect(falsePreferences(['Usually orders lunch on Meituan.', 'Usually orders lunch on Ele.me.', 'Likes cats.', 'Usually orders lunch on Nowhere App.'], l.records, registry)).toEqual([
      'Usually orders lunch on Meituan.',
      'Likes cats.',
      'Usually orders lunch on Nowhere App.',
    ])
  })

  it('accepts a borderline claim (3 uses, half the context) it would not have written', () => {
    const l = life()
    for (let n = 1; n <= 3; n++) l.lunch(n, 'eleme')
    for (let n = 4; n <= 6; n++) l.lunch(n, 'meituan')
    expect(falsePreferences(['Usually orders lunch on Ele.me.', 'Usually orders lunch on Meituan.'], l.records, registry)).toEqual([])
    const fewer = life()
    for (let n = 1; n <= 2; n++) fewer.lunch(n, 'eleme')
    expect(falsePreferences(['Usually orders lunch on Ele.me.'], fewer.records, registry)).toEqual(['Usually orders lunch on Ele.me.'])
  })

  it('compares payment methods by their canonical spelling', () => {
    const l = life()
    for (let n = 1; n <= 4; n++) l.lunch(n, 'eleme', 'wechat')
    expect(falsePreferences(['Mostly pays with WeChat Pay.'], l.records, registry)).toEqual([])
  })
})
