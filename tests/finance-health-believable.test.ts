import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayIndexOf, fundQuote, fundsOfType, fundUniverse, openingBalance, resolveStock, stockQuote, type BankState, type StockAccountState } from '../apps/finance/index.ts'
import { PACKAGE_IDS, PACKAGES } from '../apps/health/health-check-packages.ts'
import { fromLocal, isTradingDay, localParts, toDate } from '../apps/kit/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Finance and health apps a regular user would believe: no stock fills while the exchanges are shut
 * (queued for the next session instead), fund purchases at the next NAV (T+1), fund sizes in their
 * real range, runs with distance and pace, check-up packages priced by tier.
 */

const world = createSandboxWorld({ checkOutputs: true })
const market = { worldSeed: 'world-1', memo: <T>(_key: string, build: () => T): T => build() }
const open = (start: number, user: Record<string, unknown> = {}) => openSession({ world, user: { incomeLevel: '10k-50k', ...user }, seed: 'believable', start })
const at = (m: number, d: number, h: number, min = 0) => fromLocal(2026, m, d, h, min)
const money = (x: number) => Math.round(x * 100) / 100
const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const refused = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected a refusal')
  return outcome.error as { code: string; message: string; issues?: { path: string }[] }
}
/** The exchanges' own rule, from the kit calendar: a weekday that is no public holiday, 09:30-11:30 or 13:00-15:00. */
const marketOpenAt = (ms: number) => {
  const { hour, minute } = localParts(ms)
  const m = hour * 60 + minute
  return isTradingDay(ms) && ((m >= 570 && m < 690) || (m >= 780 && m < 900))
}
const fee = (value: number, side: 'buy' | 'sell') => money(money(Math.max(5, value * 0.00025)) + money(value * 0.00001) + (side === 'sell' ? money(value * 0.0005) : 0))

type StockBuy = { orderId: string; status: string; shares: number; price: number; total: number; reservedCash: number; executesAt: string; sellableFrom: string; availableCash: number; notes: string[]; message: string }
type StockSale = { status: string; shares: number; executesAt: string; proceeds: number; availableCash: number }
type Portfolio = { availableCash: number; reservedCash: number; positions: { code: string; shares: number; sellableShares: number; avgCost: number }[]; queuedOrders: { orderId: string; executesAt: string }[]; recentOrders: { orderId: string; status: string; price: number }[] }
type FundBuy = { orderId: string; status: string; amount: number; fee: number; navDate: string; confirmsOn: string; nav: number | null; shares: number | null; estimatedShares: number; latestNavDate: string; message: string; availableCash: number }
type Holdings = { availableCash: number; pendingAmount: number; totalAssets: number; holdings: { code: string; shares: number; cost: number }[]; pendingPurchases: { orderId: string; navDate: string; confirmsOn: string }[]; recentOrders: { orderId: string; status: string; shares: number | null; nav: number | null }[] }

describe('Tonghuashun: no fills while the exchanges are shut', () => {
  const moutai = resolveStock('600519')!

  it('a Saturday order is queued for Monday 09:30, holds cash at the limit-up price, and fills at Monday’s price', () => {
    const s = open(at(3, 7, 10))
    const monday = stockQuote(market, moutai, dayIndexOf(at(3, 9, 10)))
    const buy = ok<StockBuy>(s.call('Tonghuashun', 'buyStock', { sector: 'Moutai', amount: 100, paymentMethod: 'Bank Transfer' }))
    const hold = money(100 * monday.limitUp)
    expect(buy).toMatchObject({ status: 'queued', executesAt: '2026-03-09 09:30', sellableFrom: '2026-03-10', reservedCash: money(hold + fee(hold, 'buy')) })
    expect(buy.availableCash).toBe(money(openingBalance(s.user, 'brokerage') - buy.reservedCash))
    expect(buy.notes.join(' ')).toMatch(/weekend.*2026-03-09 09:30/)
    expect((s.state.apps.tonghuashun as StockAccountState).positions).toEqual({})
    const waiting = ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {}))
    expect(waiting).toMatchObject({ positions: [], reservedCash: buy.reservedCash, queuedOrders: [expect.objectContaining({ orderId: buy.orderId, status: 'queued', executesAt: '2026-03-09T09:30:00+08:00' })] })
    // Nothing to sell before it fills.
    expect(refused(s.call('Tonghuashun', 'sellStock', { stock: '600519' })).message).toMatch(/buys them when the market opens at 2026-03-09 09:30/)

    s.setClock(at(3, 9, 10))
    const filled = ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {}))
    const total = money(100 * monday.price + fee(money(100 * monday.price), 'buy'))
    expect(filled.positions).toEqual([expect.objectContaining({ code: '600519', shares: 100, sellableShares: 0, avgCost: Math.round(total * 10) / 1000 })])
    expect(filled).toMatchObject({ availableCash: money(openingBalance(s.user, 'brokerage') - total), reservedCash: 0, queuedOrders: [] })
    expect(filled.recentOrders[0]).toMatchObject({ orderId: buy.orderId, status: 'filled', price: monday.price })
    // A read fills nothing: the state changes with the next write.
    expect((s.state.apps.tonghuashun as StockAccountState).orders[buy.orderId]!.status).toBe('queued')
  })

  it('orders during the session fill at once; before the bell, at lunch and after the close they queue to the next session', () => {
    const cases: [number, string, string][] = [
      [at(3, 3, 10, 15), 'filled', '2026-03-03 10:15'],
      [at(3, 3, 8, 50), 'queued', '2026-03-03 09:30'],
      [at(3, 3, 12, 5), 'queued', '2026-03-03 13:00'],
      [at(3, 3, 15, 30), 'queued', '2026-03-04 09:30'],
      // Spring Festival: closed from the adjusted Saturday workday to the end of the holiday.
      [at(2, 14, 10), 'queued', '2026-02-24 09:30'],
      [at(2, 16, 10), 'queued', '2026-02-24 09:30'],
      [at(10, 5, 11), 'queued', '2026-10-08 09:30'],
    ]
    for (const [when, status, executesAt] of cases) {
      const buy = ok<StockBuy>(open(when).call('Tonghuashun', 'buyStock', { sector: 'finance', amount: 200, paymentMethod: 'Bank Transfer' }))
      expect([toDate(when), buy.status, buy.executesAt]).toEqual([toDate(when), status, executesAt])
    }
  })

  it('a sale placed on Friday evening trades on Monday at Monday’s price', () => {
    const s = open(at(3, 3, 10), { incomeLevel: '>50k' })
    ok(s.call('Tonghuashun', 'buyStock', { sector: 'Moutai', amount: 200, paymentMethod: 'Bank Transfer' }))
    s.setClock(at(3, 6, 20))
    const sale = ok<StockSale>(s.call('Tonghuashun', 'sellStock', { stock: 'Moutai', amount: 100 }))
    expect(sale).toMatchObject({ status: 'queued', executesAt: '2026-03-09 09:30' })
    const cashBefore = sale.availableCash
    // The other 100 can still be queued; nothing more.
    expect(refused(s.call('Tonghuashun', 'sellStock', { stock: 'Moutai', amount: 200 })).message).toMatch(/Only 100 shares/)
    s.setClock(at(3, 9, 11))
    const monday = stockQuote(market, moutai, dayIndexOf(s.now))
    const value = money(100 * monday.price)
    const p = ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {}))
    expect(p.positions[0]).toMatchObject({ shares: 100, sellableShares: 100 })
    expect(p.availableCash).toBe(money(cashBefore + value - fee(value, 'sell')))
  })

  it('a low-income investor’s queued order holds back no more than the month’s allowance, so its fill stays within it', () => {
    const s = open(at(3, 7, 10), { incomeLevel: '<3k' })
    const buy = ok<StockBuy>(s.call('Tonghuashun', 'buyStock', { sector: 'industrials', amount: 4355.8, paymentMethod: 'Bank Transfer' }))
    expect(buy.status).toBe('queued')
    expect(buy.reservedCash).toBeLessThanOrEqual(3000)
    s.setClock(at(3, 9, 10))
    const filled = ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {}))
    expect(openingBalance(s.user, 'brokerage') - filled.availableCash).toBeLessThanOrEqual(3000)
    expect(filled.positions[0]!.shares).toBe(buy.shares)
  })

  it('prices stand still on holidays, and the latest price before the bell is the last close', () => {
    const holiday = stockQuote(market, moutai, dayIndexOf(at(10, 5, 12)))
    expect(holiday.priceDate).toBe('2026-09-30')
    expect(holiday.price).toBe(stockQuote(market, moutai, dayIndexOf(at(9, 30, 12))).price)
    const early = open(at(3, 3, 8)).call('Tonghuashun', 'getStockDetails', { sector: 'Moutai' })
    expect(ok<{ stocks: { priceDate: string }[] }>(early).stocks[0]!.priceDate).toBe('2026-03-02')
  })

  it('fills only while the market is open, executes only in a session of a trading day (property)', () => {
    const from = fromLocal(2025, 1, 1)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 96 - 1 }), (quarter) => {
        const when = from + quarter * 15 * 60_000
        const buy = ok<StockBuy>(open(when).call('Tonghuashun', 'buyStock', { sector: 'energy', amount: 100, paymentMethod: 'Bank Transfer' }))
        expect(buy.status).toBe(marketOpenAt(when) ? 'filled' : 'queued')
        const [date, time] = buy.executesAt.split(' ') as [string, string]
        const executes = fromLocal(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10), +time.slice(0, 2), +time.slice(3, 5))
        expect(marketOpenAt(executes)).toBe(true)
        expect(executes).toBeGreaterThanOrEqual(when - 60_000)
        // Prices are trading days' closes, never a weekend's or a holiday's.
        const priceDate = stockQuote(market, resolveStock('601088')!, dayIndexOf(when)).priceDate
        expect(isTradingDay(fromLocal(+priceDate.slice(0, 4), +priceDate.slice(5, 7), +priceDate.slice(8, 10), 12))).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})

describe('Bank: fund purchases deal at the next NAV (T+1)', () => {
  const buy = (start: number, category = 'bond', amount = 5000) => {
    const s = open(start)
    return { s, order: ok<FundBuy>(s.call('Bank', 'buyFund', { category, amount, paymentMethod: 'Debit Card' })) }
  }

  it('before 15:00 on a trading day: that day’s NAV, shares confirmed the next trading day', () => {
    const { s, order } = buy(at(3, 3, 10))
    expect(order).toMatchObject({ status: 'pending', navDate: '2026-03-03', confirmsOn: '2026-03-04', nav: null, shares: null, latestNavDate: '2026-03-02' })
    expect(order.message).toMatch(/before the 15:00 cut-off.*NAV of 2026-03-03.*confirmed on 2026-03-04/)
    const fund = fundsOfType(market, 'bond')[0]!
    const pending = ok<Holdings>(s.call('Bank', 'getFundHoldings', {}))
    expect(pending).toMatchObject({ holdings: [], pendingAmount: 5000, pendingPurchases: [{ orderId: order.orderId, navDate: '2026-03-03', confirmsOn: '2026-03-04' }] })
    expect(pending.totalAssets).toBe(openingBalance(s.user))
    expect(refused(s.call('Bank', 'redeemFund', { fund: fund.code })).message).toMatch(/not confirmed yet.*2026-03-04/)

    s.setClock(at(3, 4, 9))
    const nav = fundQuote(market, fund, dayIndexOf(at(3, 3, 12))).nav
    const confirmed = ok<Holdings>(s.call('Bank', 'getFundHoldings', {}))
    expect(confirmed.pendingPurchases).toEqual([])
    expect(confirmed.holdings[0]).toMatchObject({ code: fund.code, cost: 5000 })
    expect(confirmed.holdings[0]!.shares).toBeCloseTo((5000 - order.fee) / nav, 1)
    expect(confirmed.recentOrders[0]).toMatchObject({ orderId: order.orderId, status: 'confirmed', nav })
    // The confirmed shares can be redeemed now.
    expect(ok<{ shares: number }>(s.call('Bank', 'redeemFund', { fund: fund.code })).shares).toBe(confirmed.holdings[0]!.shares)
    expect((s.state.apps.bank as BankState).holdings).toEqual({})
  })

  it('after the cut-off, at the weekend or over a holiday: the next trading day’s NAV', () => {
    const cases: [number, string, string, RegExp][] = [
      [at(3, 3, 15, 30), '2026-03-04', '2026-03-05', /after the 15:00 cut-off/],
      [at(3, 7, 11), '2026-03-09', '2026-03-10', /weekend/],
      [at(2, 13, 16), '2026-02-24', '2026-02-25', /after the 15:00 cut-off/],
      [at(2, 14, 10), '2026-02-24', '2026-02-25', /weekend/],
      [at(10, 5, 9), '2026-10-08', '2026-10-09', /National Day holiday/],
    ]
    for (const [when, navDate, confirmsOn, why] of cases) {
      const { order } = buy(when, 'index', 1000)
      expect([toDate(when), order.navDate, order.confirmsOn]).toEqual([toDate(when), navDate, confirmsOn])
      expect(order.message).toMatch(why)
    }
  })

  it('the NAV date is the cut-off rule’s, and confirmation the trading day after (property)', () => {
    const from = fromLocal(2025, 1, 1)
    const dayOf = (date: string) => fromLocal(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10), 12)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 24 - 1 }), (hour) => {
        const when = from + hour * 3_600_000
        const { order } = buy(when, 'money market', 100)
        const beforeCutOff = isTradingDay(when) && localParts(when).hour < 15
        expect(order.navDate === toDate(when)).toBe(beforeCutOff)
        expect(order.navDate >= toDate(when)).toBe(true)
        expect(isTradingDay(dayOf(order.navDate))).toBe(true)
        expect(isTradingDay(dayOf(order.confirmsOn))).toBe(true)
        // No trading day between the NAV date and the confirmation, nor between the order and the NAV date.
        for (let t = dayOf(order.navDate) + 86_400_000; toDate(t) < order.confirmsOn; t += 86_400_000) expect(isTradingDay(t)).toBe(false)
        for (let t = when + 86_400_000; toDate(t) < order.navDate; t += 86_400_000) expect(isTradingDay(t)).toBe(false)
      }),
      { numRuns: 200 },
    )
  })

  it('fund sizes sit in the real range for their type, in any world (property)', () => {
    // CNY billions, China's fund market 2024-25: the largest money-market fund is near ¥700B, bond
    // funds rarely pass ¥100B, active hybrid and equity funds ¥50-70B, index trackers (CSI 300 ETFs) ¥400B.
    const REAL: Record<string, [number, number]> = { money_market: [0.5, 800], bond: [0.2, 100], hybrid: [0.2, 70], equity: [0.2, 50], index: [0.2, 400] }
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        for (const f of fundUniverse({ worldSeed: seed, memo: market.memo })) {
          const [lo, hi] = REAL[f.type]!
          expect(f.sizeB, `${seed} ${f.type} ${f.code}`).toBeGreaterThanOrEqual(lo)
          expect(f.sizeB, `${seed} ${f.type} ${f.code}`).toBeLessThanOrEqual(hi)
        }
      }),
      { numRuns: 60 },
    )
  })
})

describe('Exercise logs: distance and pace', () => {
  type Logged = { entry: { logId: string; distanceKm?: number; pace?: string; speedKmh?: number; durationMin: number; calories: number } }
  type Log = { entries: Logged['entry'][]; totals: { sessions: number; minutes: number; distanceKm?: number } }

  it('a run with a distance shows pace and speed; a swim its pace per 100 m; the range totals the distance', () => {
    for (const app of ['Keep', 'Ping An Health']) {
      const s = open(at(3, 3, 20))
      const run = ok<Logged>(s.call(app, 'logExercise', { activityType: 'running', duration: 33, distanceKm: 6 }))
      expect(run.entry).toMatchObject({ distanceKm: 6, pace: '5:30 /km', speedKmh: 10.9, durationMin: 33 })
      const swim = ok<Logged>(s.call(app, 'logExercise', { activityType: '游泳', duration: 45, distanceKm: 1.5 }))
      expect(swim.entry).toMatchObject({ distanceKm: 1.5, pace: '3:00 /100m', speedKmh: 2 })
      // The inputs as they always were: no distance, no pace.
      const yoga = ok<Logged>(s.call(app, 'logExercise', { activityType: 'yoga', duration: 30 }))
      expect(yoga.entry).not.toHaveProperty('pace')
      const log = ok<Log>(s.call(app, 'getExerciseLog', { date: 'today' }))
      expect(log.totals).toMatchObject({ sessions: 3, minutes: 108, distanceKm: 7.5 })
      expect(log.entries.map((e) => e.pace)).toEqual(['5:30 /km', '3:00 /100m', undefined])
    }
  })

  it('refuses a distance the activity cannot cover, or one that does not apply, and changes nothing', () => {
    const s = open(at(3, 3, 20))
    const before = s.state
    const tooFast = refused(s.call('Keep', 'logExercise', { activityType: 'running', duration: 30, distanceKm: 40 }))
    expect(tooFast).toMatchObject({ code: 'invalid_arguments', issues: [expect.objectContaining({ path: 'distanceKm' })] })
    expect(tooFast.message).toMatch(/80 km\/h/)
    expect(refused(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 30, distanceKm: 2 })).issues?.map((i) => i.path)).toEqual(['distanceKm'])
    expect(refused(s.call('Keep', 'logExercise', { activityType: 'walking', duration: 30, distanceKm: -1 })).issues?.map((i) => i.path)).toEqual(['distanceKm'])
    expect(s.state).toBe(before)
  })

  it('pace × distance gives back the duration (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 300 }), fc.double({ min: 3, max: 20, noNaN: true }), (duration, kmh) => {
        const distanceKm = Math.round(((kmh * duration) / 60) * 100) / 100
        fc.pre(distanceKm >= 0.5)
        const entry = ok<Logged>(open(at(3, 3, 21)).call('Keep', 'logExercise', { activityType: 'running', duration, distanceKm })).entry
        const [m, sec] = entry.pace!.replace(' /km', '').split(':').map(Number) as [number, number]
        expect(Math.abs((m + sec / 60) * distanceKm - duration)).toBeLessThan(distanceKm / 60 + 0.01)
        // Speed shows one decimal: within half a tenth of the exact figure.
        expect(Math.abs(entry.speedKmh! - (distanceKm * 60) / duration)).toBeLessThanOrEqual(0.05 + 1e-9)
      }),
      { numRuns: 100 },
    )
  })
})

describe('Ping An Health: check-up packages priced by tier', () => {
  // CNY, what partner centres charge (Ping An Health, iKang, Meinian): basic ¥200-800, comprehensive with imaging ¥800-2,000, senior and single-condition screenings ¥1,000-6,000.
  const REAL: Record<string, [number, number]> = { basic: [200, 800], comprehensive: [800, 2000], senior: [1000, 6000], specialist: [1000, 6000] }

  it('every package has a tier, a price in its tier’s range, and each tier costs more than the one below', () => {
    const tierOf = (id: (typeof PACKAGE_IDS)[number]) => (PACKAGES[id] as { tier?: string }).tier
    for (const id of PACKAGE_IDS) {
      const tier = tierOf(id)!
      expect(Object.keys(REAL), id).toContain(tier)
      expect(PACKAGES[id].price, id).toBeGreaterThanOrEqual(REAL[tier]![0])
      expect(PACKAGES[id].price, id).toBeLessThanOrEqual(REAL[tier]![1])
    }
    const prices = (tiers: string[]) => PACKAGE_IDS.filter((id) => tiers.includes(tierOf(id)!)).map((id) => PACKAGES[id].price)
    expect(Math.max(...prices(['basic']))).toBeLessThan(Math.min(...prices(['comprehensive'])))
    expect(Math.max(...prices(['comprehensive']))).toBeLessThan(Math.min(...prices(['senior', 'specialist'])))
  })

  it('a booking shows the package’s tier and charges its price', () => {
    const s = open(at(3, 3, 20), { age: 45 })
    // One a day, Monday to Saturday (centres close on Sundays).
    const days = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-10']
    for (const [i, packageId] of PACKAGE_IDS.entries()) {
      const check = ok<{ price: number; package: { tier: string } }>(s.call('Ping An Health', 'bookHealthCheck', { packageId, date: days[i]! }))
      expect(check).toMatchObject({ price: PACKAGES[packageId].price, package: { tier: (PACKAGES[packageId] as { tier?: string }).tier } })
    }
  })
})
