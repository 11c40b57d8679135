import { beforeAll, describe, expect, it } from 'vitest'
import { calendarDay, DAY, startOfLocalDay, toDate } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { replayHistory } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, habitsOn, sessionSeedFor, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { familyAddress } from '../simulator/users/activities/parcels.ts'
import { DEFAULT_HISTORY_START } from '../simulator/users/calendar.ts'
import { travellingOn } from '../simulator/users/life-events.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Properties of the shopping, groceries and parcel planners over the default population: purchases
 * use listings' ids, order and parcel chains run forward in time on the ids their first call returned,
 * each context stays on its preferred app, minors are never refused or sold restricted goods, and
 * the life events show on their days.
 */

const world = createSandboxWorld()
const appId = (name: string) => {
  const r = world.registry.resolveApp(name)
  if (!r.ok) throw new Error(`unknown app ${name}`)
  return r.value.id
}
const domainOf = (id: string) => {
  const r = world.registry.resolveApp(id)
  return r.ok ? r.value.domain : 'unknown'
}
/** Local midnight of a history day. */
const dayStart = (index: number) => DEFAULT_HISTORY_START + index * DAY
const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []
const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
const chainsOf = (h: readonly HistoryRecord[], name: string) => {
  const chains = new Map<string, { index: number; record: HistoryRecord }[]>()
  h.forEach((record, index) => {
    const tag = tagsOf(record).find((t) => t.startsWith(`chain:${name}_`))
    if (tag) (chains.get(tag) ?? chains.set(tag, []).get(tag)!).push({ index, record })
  })
  return chains
}
/** A listing id as the marketplaces and grocery apps write them (TM227630702, PDD694596458, HM25283163). */
const LISTING_ID = /^[A-Z]{2,4}\d{8,9}$/

const MY_CONTEXTS = ['ctx:daily_goods', 'ctx:electronics', 'ctx:fashion', 'ctx:sneakers', 'ctx:secondhand', 'ctx:luxury', 'ctx:groceries', 'ctx:parcel']

let users: SimulatedUser[]
const seed = process.env.SIM_SEED ?? DEFAULT_POPULATION.seed

beforeAll(() => {
  // The default 10 users must generate without a thrown UnexpectedOutcome.
  // SIM_SEED / SIM_USERS check the same properties on another population.
  users = simulatePopulation({ ...DEFAULT_POPULATION, world, seed, users: Number(process.env.SIM_USERS ?? DEFAULT_POPULATION.users) })
}, 120_000)

describe('shopping, groceries and parcels in the simulated histories', () => {
  it('add a moderate share of every user\'s history, with purchases, groceries and parcels', () => {
    for (const u of users) {
      const mine = u.history.filter((r) => tagsOf(r).some((t) => MY_CONTEXTS.includes(t)))
      expect(mine.length, u.profile.id).toBeGreaterThanOrEqual(25)
      expect(mine.length, u.profile.id).toBeLessThanOrEqual(150)
      expect(mine.some((r) => r.tool === 'buyProduct' && domainOf(r.app) === 'shopping'), u.profile.id).toBe(true)
    }
    const all = users.flatMap((u) => u.history)
    expect(all.some((r) => r.tool === 'buyProduct' && domainOf(r.app) === 'groceries')).toBe(true)
    expect(all.some((r) => r.tool === 'createShipment')).toBe(true)
    for (const marker of ['noise:browse', 'deviation:splurge', 'deviation:guest']) expect(all.some((r) => tagsOf(r).includes(marker)), marker).toBe(true)
    // A realistic failure: a late cancel refused, kept and marked as intended.
    expect(all.some((r) => r.tool === 'cancelOrder' && r.meta?.expectError === 'conflict')).toBe(true)
  })

  it('replay cleanly: every record of these planners gives the same outcome, the intended failures included', () => {
    for (const u of users) {
      const session = openSession({ world, user: u.profile, seed: sessionSeedFor(seed, u.profile.id), start: DEFAULT_HISTORY_START, id: u.profile.id })
      const { mismatches } = replayHistory(session, u.history, false)
      const mine = mismatches.filter((m) => tagsOf(m.record).some((t) => MY_CONTEXTS.includes(t)))
      expect(mine.map((m) => `${m.record.ts} ${m.record.app}.${m.record.tool}: ${m.reason}`), u.profile.id).toEqual([])
    }
  })

  it('buy by productId only ids that an earlier listing on the same app returned', () => {
    let checked = 0
    for (const u of users) {
      const seen = new Set<string>()
      for (const r of u.history) {
        const d = data(r)
        if (r.tool === 'getProductList' && d?.products) for (const p of d.products) seen.add(`${r.app}:${p.productId}`)
        if (r.tool !== 'buyProduct' || !['shopping', 'groceries'].includes(domainOf(r.app))) continue
        const id = typeof r.args.productId === 'string' ? r.args.productId : typeof r.args.searchQuery === 'string' && LISTING_ID.test(r.args.searchQuery) ? r.args.searchQuery : undefined
        if (!id) continue
        checked++
        expect(seen.has(`${r.app}:${id}`), `${u.profile.id} ${r.ts} ${r.app} ${id}`).toBe(true)
        if (d) expect(d.product.productId).toBe(id)
      }
    }
    expect(checked).toBeGreaterThan(50)
  })

  it('run every purchase chain forward: the listing, one purchase, then its status checks on the order it returned', () => {
    let withChecks = 0
    for (const u of users) {
      for (const [tag, calls] of chainsOf(u.history, 'purchase')) {
        const buys = calls.filter((c) => c.record.tool === 'buyProduct')
        expect(buys.length, `${u.profile.id} ${tag}`).toBe(1)
        const buy = buys[0]!
        const orderId = data(buy.record).orderId
        expect(new Set(calls.map((c) => c.record.app)).size, `${u.profile.id} ${tag}`).toBe(1)
        for (const c of calls) {
          if (c.record.tool === 'getProductList') expect(c.index).toBeLessThan(buy.index)
          if (c.record.tool === 'getOrderStatus' || c.record.tool === 'cancelOrder') {
            expect(c.index, `${u.profile.id} ${tag}`).toBeGreaterThan(buy.index)
            expect(Date.parse(c.record.ts)).toBeGreaterThanOrEqual(Date.parse(buy.record.ts))
            expect(c.record.args.orderId).toBe(orderId)
          }
        }
        const checks = calls.filter((c) => c.record.tool === 'getOrderStatus')
        if (checks.length > 0) withChecks++
        // Follow-ups come on later days (a same-day cancel is the only same-day follow-up).
        for (const c of checks) expect(startOfLocalDay(Date.parse(c.record.ts)), `${u.profile.id} ${tag}`).toBeGreaterThan(startOfLocalDay(Date.parse(buy.record.ts)))
      }
    }
    expect(withChecks).toBeGreaterThan(20)
  })

  it('track each parcel with the shipment id createShipment returned, over the next days, to family in another city or back to a shop', () => {
    let parcels = 0
    for (const u of users) {
      const family = familyAddress(u.profile)
      expect(family.toLowerCase()).not.toContain(u.profile.city)
      for (const [tag, calls] of chainsOf(u.history, 'parcel')) {
        const created = calls.filter((c) => c.record.tool === 'createShipment')
        expect(created.length, `${u.profile.id} ${tag}`).toBe(1)
        const create = created[0]!
        parcels++
        const receiver = String(create.record.args.receiverAddress)
        expect(receiver === family || receiver.includes('returns desk'), receiver).toBe(true)
        expect(data(create.record).receiver.city.toLowerCase()).not.toBe(receiver === family ? u.profile.city : '-')
        for (const c of calls) {
          if (c.record.tool === 'getCourierLocations') expect(c.index).toBeLessThan(create.index)
          if (c.record.tool === 'getShipmentStatus') {
            expect(c.index).toBeGreaterThan(create.index)
            expect(c.record.args.shipmentId).toBe(data(create.record).shipmentId)
            const days = (startOfLocalDay(Date.parse(c.record.ts)) - startOfLocalDay(Date.parse(create.record.ts))) / DAY
            expect(days).toBeGreaterThanOrEqual(1)
            expect(days).toBeLessThanOrEqual(4)
          }
        }
      }
    }
    expect(parcels).toBeGreaterThanOrEqual(users.length)
  })

  it('keep each shopping context (with 5 calls or more) on its preferred app for at least 70% of its calls', () => {
    for (const u of users) {
      const preferred: Record<string, string | undefined> = {
        'ctx:daily_goods': u.habits.apps.dailyGoods,
        'ctx:electronics': u.habits.apps.electronics,
        'ctx:fashion': u.habits.apps.fashion,
        'ctx:sneakers': u.habits.apps.sneakers,
        'ctx:groceries': u.habits.apps.groceries,
        'ctx:parcel': u.habits.apps.parcel,
      }
      for (const [ctx, app] of Object.entries(preferred)) {
        const calls = u.history.filter((r) => tagsOf(r).includes(ctx))
        if (calls.length > 0) expect(app, `${u.profile.id} ${ctx} has calls but no preferred app`).toBeDefined()
        // Two or three calls say nothing about a habit (one stray look elsewhere would be half of them).
        if (calls.length < 5) continue
        // Groceries follow the app in force that day (a lasting change may move them).
        const inForce = (r: HistoryRecord) => (ctx === 'ctx:groceries' ? habitsOn(u.habits, Math.floor((Date.parse(r.ts) - DEFAULT_HISTORY_START) / DAY)).apps.groceries : app!)
        const share = calls.filter((r) => r.app === appId(inForce(r))).length / calls.length
        expect(share, `${u.profile.id} ${ctx}`).toBeGreaterThanOrEqual(0.7)
      }
    }
  })

  it('pay the way each app defaults to, one way per trip, and ship the habitual way', () => {
    for (const u of users) {
      const paidOn = new Map<string, Set<string>>()
      for (const r of u.history) {
        if (r.tool !== 'buyProduct' || !tagsOf(r).some((t) => MY_CONTEXTS.includes(t))) continue
        expect(u.profile.paymentMethods).toContain(r.args.paymentMethod)
        const trip = `${r.app} ${r.ts.slice(0, 10)}`
        paidOn.set(trip, (paidOn.get(trip) ?? new Set()).add(r.args.paymentMethod as string))
        // On a public holiday a parcel meant for the office goes home (and says why).
        if (tagsOf(r).includes('deviation:holiday')) {
          expect(r.args.shippingAddress).toBe('Home')
          continue
        }
        expect(r.args.shippingAddress).toBe(domainOf(r.app) === 'groceries' ? 'Home' : u.habits.values.shippingLabel)
        // Clothes and shoes bought by listing id come in the habitual size.
        if (tagsOf(r).includes('ctx:fashion') || tagsOf(r).includes('ctx:sneakers')) expect(r.args.bodySize).toBe(u.habits.values.bodySize)
      }
      for (const [trip, methods] of paidOn) expect(methods.size, `${u.profile.id} ${trip}`).toBe(1)
    }
  })

  it('never have a minor refused, nor sold electronics or luxury goods over the minor rules\' limits', () => {
    const minors = users.filter((u) => u.profile.age < 18)
    expect(minors.length).toBeGreaterThan(0)
    for (const u of minors) {
      for (const r of u.history) {
        expect(r.outcome?.ok === false && r.outcome.error.code === 'policy_violation', `${u.profile.id} ${r.app}.${r.tool}`).toBe(false)
        if (r.tool !== 'buyProduct' || domainOf(r.app) !== 'shopping') continue
        expect(r.outcome?.ok, `${u.profile.id} ${r.ts}`).toBe(true)
        expect(data(r).unitPrice).toBeLessThanOrEqual(1000)
        expect(tagsOf(r)).not.toContain('ctx:luxury')
        expect(tagsOf(r)).not.toContain('deviation:splurge')
      }
    }
  })

  it('show the splurge on its day as one expensive purchase, and the guest as a bigger basket of other food', () => {
    let guests = 0
    for (const u of users) {
      const splurges = u.history.filter((r) => r.tool === 'buyProduct' && tagsOf(r).includes('deviation:splurge'))
      const s = u.events.splurge
      if (!s || travellingOn(u.events, s.day) || u.profile.age < 18) {
        expect(splurges).toHaveLength(0)
      } else if (splurges.length > 0) {
        // One at most: a month whose budget is already spent skips it (the ledger drops it).
        expect(splurges.length, u.profile.id).toBe(1)
        const day = toDate(dayStart(s.day))
        expect(splurges[0]!.ts.slice(0, 10)).toBe(day)
        const usual = u.history.filter((r) => r.tool === 'buyProduct' && tagsOf(r).some((t) => t.startsWith('chain:purchase_')) && r.outcome?.ok && !tagsOf(r).includes('deviation:splurge')).map((r) => data(r).unitPrice as number)
        expect(data(splurges[0]!).unitPrice).toBeGreaterThan(Math.max(...usual, 0))
      }
      const g = u.events.guest
      const guestBuys = u.history.filter((r) => r.tool === 'buyProduct' && tagsOf(r).includes('deviation:guest'))
      // A guest's basket unless the day was taken up otherwise (an outing with them: the basket would be bought during the film).
      if (g && !travellingOn(u.events, g.day) && guestBuys.length > 0) {
        guests++
        expect(guestBuys.length, u.profile.id).toBeGreaterThanOrEqual(3)
        for (const r of guestBuys) expect(r.ts.slice(0, 10)).toBe(toDate(dayStart(g.day)))
        const routine = new Set(u.history.filter((r) => r.tool === 'buyProduct' && tagsOf(r).includes('ctx:groceries') && tagsOf(r).includes('routine')).map((r) => data(r)?.product.name))
        expect(guestBuys.some((r) => !routine.has(data(r).product.name))).toBe(true)
      }
    }
    expect(guests).toBeGreaterThan(0)
  })

  it('shop on weekends and weekday evenings, groceries mostly at the weekend', () => {
    for (const u of users) {
      for (const r of u.history) {
        const tags = tagsOf(r)
        if (r.tool !== 'buyProduct' || !tags.some((t) => t.startsWith('chain:purchase_')) || tags.includes('deviation:splurge')) continue
        const local = new Date(Date.parse(r.ts) + 8 * 3600_000)
        const dayOff = calendarDay(Date.parse(r.ts)).kind !== 'workday'
        if (!dayOff) expect(local.getUTCHours() >= 20 || local.getUTCHours() < 2, `${u.profile.id} ${r.ts}`).toBe(true)
      }
      const routine = u.history.filter((r) => r.tool === 'buyProduct' && tagsOf(r).includes('ctx:groceries') && tagsOf(r).includes('routine'))
      if (routine.length === 0) continue
      const weekendShare = routine.filter((r) => [0, 6].includes(new Date(Date.parse(r.ts) + 8 * 3600_000).getUTCDay())).length / routine.length
      expect(weekendShare, u.profile.id).toBeGreaterThanOrEqual(u.profile.age >= 60 ? 0.3 : 1)
    }
  })
})
