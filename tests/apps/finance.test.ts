import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dayIndexOf,
  fundQuote,
  fundsOfType,
  hotStockOf,
  openingBalance,
  resolveStock,
  SECTORS,
  stockListings,
  stockQuote,
  unitValue,
  type BankState,
  type StockAccountState,
} from '../../apps/finance/index.ts'
import { fromLocal } from '../../apps/kit/index.ts'
import { cny } from '../../apps/finance/investor.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'seed-1', start?: number) => openSession({ world, user, seed, ...(start ? { start } : {}) })
/** The static market, as the apps see it in the default world. */
const market = { worldSeed: 'world-1', memo: <T>(_key: string, build: () => T): T => build() }
const at = (day: number, h = 10, m = 0) => fromLocal(2026, 3, day, h, m)

type Notice = { rule: string; message: string }
type FundEntry = { code: string; name: string; nameZh: string; fundHouse: string; type: string; riskLevel: string; riskRating: number; nav: number; navDate: string; return1yPct: number; featured: boolean; purchaseFeePct: number; sevenDayYieldPct?: number }
type FundList = { category: string; date: string; count: number; funds: FundEntry[]; notes: string[] }
type FundBuy = { orderId: string; status: string; fund: { code: string; nameZh: string }; requestedAmount: number; amount: number; fee: number; navDate: string; confirmsOn: string; nav: number | null; shares: number | null; availableCash: number; paymentMethod: string; policyNotices: Notice[] }
type Redemption = { orderId: string; shares: number; grossAmount: number; fee: number; amount: number; remainingShares: number; availableCash: number }
type Holdings = { availableCash: number; holdingsValue: number; holdings: { code: string; shares: number; marketValue: number; cost: number; profit: number }[]; recentOrders: { orderId: string; side: string }[] }
type Quote = { code: string; symbol: string; nameZh: string; price: number; priceDate: string; prevClose: number; changePct: number; limitUp: number; limitDown: number; marketCap: number; pe: number | null; lotSize: number; hot: boolean; board: string }
type StockList = { sector: string; medianPrice: number; count: number; stocks: Quote[] }
type StockBuy = { orderId: string; stock: { code: string; nameZh: string; sector: string }; requestedShares: number; shares: number; price: number; value: number; fees: { commission: number; transferFee: number; stampDuty: number; total: number }; total: number; sellableFrom: string; availableCash: number; policyNotices: Notice[]; notes: string[] }
type StockSale = { shares: number; price: number; value: number; fees: { commission: number; transferFee: number; stampDuty: number; total: number }; proceeds: number; realizedProfit: number; remainingShares: number; availableCash: number }
type Portfolio = { availableCash: number; marketValue: number; positions: { code: string; shares: number; sellableShares: number; avgCost: number; price: number; marketValue: number }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const refused = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected a refusal')
  return outcome.error as { code: string; message: string; rule?: string; issues?: { path: string }[] }
}
const money = (x: number) => Math.round(x * 100) / 100
const bankState = (s: ReturnType<typeof session>) => s.state.apps.bank as BankState
const stockState = (s: ReturnType<typeof session>) => s.state.apps.tonghuashun as StockAccountState

describe('Bank: funds', () => {
  it('buys the featured bond fund at the next NAV (T+1), values the holding at the NAV, and redeems it with the fee for the holding period', () => {
    const s = session()
    const shelf = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'bond' }))
    const featured = fundsOfType(market, 'bond')[0]!
    expect(shelf.funds[0]).toMatchObject({ code: featured.code, featured: true, type: 'Bond' })
    expect(shelf.funds.filter((f) => f.featured)).toHaveLength(1)

    // Monday 08:00, before the 15:00 cut-off: Monday's NAV, shares confirmed on Tuesday.
    const navDay = dayIndexOf(s.now)
    const nav = fundQuote(market, featured, navDay).nav
    const buy = ok<FundBuy>(s.call('Bank', 'buyFund', { category: 'bond', amount: 5000, paymentMethod: 'debit card' }))
    const fee = money(5000 - 5000 / (1 + featured.fees.purchasePct / 100))
    expect(buy).toMatchObject({ orderId: 'fund_ord_0001', status: 'pending', fund: { code: featured.code }, requestedAmount: 5000, amount: 5000, fee, navDate: '2026-03-02', confirmsOn: '2026-03-03', nav: null, shares: null, paymentMethod: 'Debit Card', policyNotices: [] })
    expect(buy.availableCash).toBe(openingBalance(s.user) - 5000)
    expect(bankState(s).holdings).toEqual({})

    // Three days on, the holding is worth its shares at the latest published NAV (Wednesday's, until Thursday evening).
    s.setClock(at(5))
    const later = unitValue(market, featured, dayIndexOf(at(4)))
    const holdings = ok<Holdings>(s.call('Bank', 'getFundHoldings', {}))
    expect(holdings.holdings).toHaveLength(1)
    expect(holdings.holdings[0]!.shares).toBeCloseTo((5000 - fee) / nav, 1)
    expect(holdings.holdings[0]!.marketValue).toBeCloseTo(holdings.holdings[0]!.shares * later, 0)
    expect(holdings.availableCash).toBe(buy.availableCash)

    // Redeeming within 7 days costs 1.5%; a week later a bond fund charges 0.1%.
    const half = money(holdings.holdings[0]!.shares / 2)
    const first = ok<Redemption>(s.call('Bank', 'redeemFund', { fund: featured.code, shares: half }))
    expect(first.fee).toBeCloseTo(first.grossAmount * 0.015, 1)
    expect(first.amount).toBe(money(first.grossAmount - first.fee))
    expect(first.availableCash).toBe(money(buy.availableCash + first.amount))
    s.setClock(at(12))
    const rest = ok<Redemption>(s.call('Bank', 'redeemFund', { fund: 'bond' }))
    expect(rest.fee).toBeCloseTo(rest.grossAmount * 0.001, 1)
    expect(rest.remainingShares).toBe(0)
    expect(bankState(s).holdings).toEqual({})
    expect(Object.keys(bankState(s).orders)).toEqual(['fund_ord_0001', 'fund_ord_0002', 'fund_ord_0003'])
    expect(refused(s.call('Bank', 'redeemFund', { fund: featured.code })).code).toBe('conflict')
  })

  it('refuses what a real account would: too little cash (409), more shares than held (409), unknown funds (404, 400)', () => {
    const s = session()
    const before = s.state
    expect(refused(s.call('Bank', 'buyFund', { category: 'equity', amount: 600_000, paymentMethod: 'Bank Transfer' })).message).toContain(`Insufficient balance: ${cny(openingBalance(s.user))} available`)
    expect(s.state).toBe(before)
    ok(s.call('Bank', 'buyFund', { category: 'money market', amount: 100, paymentMethod: 'Alipay' }))
    const mmf = fundsOfType(market, 'money_market')[0]!
    expect(refused(s.call('Bank', 'redeemFund', { fund: mmf.code, shares: 500 })).code).toBe('conflict')
    expect(refused(s.call('Bank', 'redeemFund', { fund: 'no such fund anywhere' })).code).toBe('not_found')
    expect(refused(s.call('Bank', 'redeemFund', { fund: 'equity' })).message).toMatch(/no equity funds/)
    const bad = refused(s.call('Bank', 'getFundDetails', { category: 'crypto' }))
    expect(bad.code).toBe('invalid_arguments')
    expect(bad.issues?.map((i) => i.path)).toEqual(['category'])
  })

  it('reads categories and funds in any spelling; filters by risk and share price', () => {
    const s = session()
    const mixed = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'mixed' }))
    expect(ok<FundList>(s.call('Bank', 'getFundDetails', { category: '混合型' }))).toEqual(mixed)
    expect(mixed.category).toBe('Hybrid')
    const fund = mixed.funds[3]!
    expect(ok<FundList>(s.call('Bank', 'getFundDetails', { category: fund.nameZh })).funds.map((f) => f.code)).toEqual([fund.code])
    expect(ok<FundList>(s.call('Bank', 'getFundDetails', { category: fund.code })).funds.map((f) => f.code)).toEqual([fund.code])

    const low = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'hybrid', riskLevel: 'low' }))
    const high = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'hybrid', riskLevel: 'high' }))
    expect(low.funds.every((f) => f.riskRating <= 2)).toBe(true)
    expect(high.funds.every((f) => f.riskRating >= 4)).toBe(true)
    expect(low.count + high.count).toBeLessThanOrEqual(mixed.count)

    const cheap = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'equity', priceRange: ['low'] }))
    const dear = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'equity', priceRange: ['high'] }))
    expect(cheap.funds.every((f) => f.nav < 1.5)).toBe(true)
    expect(dear.funds.every((f) => f.nav >= 1.5)).toBe(true)
    expect(cheap.count + dear.count).toBe(ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'equity', priceRange: ['high', 'low'] })).count)
    // Money-market shares are always ¥1.00: none is in the high range, and the listing says why.
    const mmHigh = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'money market', priceRange: ['high'] }))
    expect(mmHigh.count).toBe(0)
    expect(mmHigh.notes.join(' ')).toMatch(/always ¥1\.00/)
  })
})

describe('Tonghuashun: stocks', () => {
  it('buys Moutai, refuses to sell it the same day (T+1), sells it the next trading day at that day’s price', () => {
    const s = session({}, 'seed-1', at(2, 10))
    const moutai = resolveStock('600519')!
    const monday = stockQuote(market, moutai, dayIndexOf(s.now))
    const buy = ok<StockBuy>(s.call('Tonghuashun', 'buyStock', { sector: 'Moutai', amount: 100, paymentMethod: 'Bank Transfer' }))
    const value = money(100 * monday.price)
    expect(buy).toMatchObject({ orderId: 'stock_ord_0001', status: 'filled', stock: { code: '600519', nameZh: '贵州茅台', sector: 'consumer' }, shares: 100, price: monday.price, value, sellableFrom: '2026-03-03' })
    const commission = money(Math.max(5, value * 0.00025))
    const transferFee = money(value * 0.00001)
    expect(buy.fees).toEqual({ commission, transferFee, stampDuty: 0, total: money(commission + transferFee) })
    expect(buy.total).toBe(money(value + buy.fees.total))
    expect(buy.availableCash).toBe(money(openingBalance(s.user, 'brokerage') - buy.total))

    const sameDay = refused(s.call('Tonghuashun', 'sellStock', { stock: '茅台' }))
    expect(sameDay.code).toBe('conflict')
    expect(sameDay.message).toMatch(/T\+1.*2026-03-03/)
    expect(ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {})).positions[0]).toMatchObject({ code: '600519', shares: 100, sellableShares: 0 })

    s.setClock(at(3, 10, 30))
    const tuesday = stockQuote(market, moutai, dayIndexOf(s.now))
    expect(tuesday.price).not.toBe(monday.price)
    expect(ok<Portfolio>(s.call('Tonghuashun', 'getPortfolio', {})).positions[0]).toMatchObject({ sellableShares: 100, price: tuesday.price, marketValue: money(100 * tuesday.price) })
    const sale = ok<StockSale>(s.call('Tonghuashun', 'sellStock', { stock: 'Kweichow Moutai', amount: 100 }))
    const saleValue = money(100 * tuesday.price)
    expect(sale).toMatchObject({ shares: 100, price: tuesday.price, value: saleValue, remainingShares: 0 })
    expect(sale.fees.stampDuty).toBe(money(saleValue * 0.0005))
    expect(sale.proceeds).toBe(money(saleValue - sale.fees.total))
    expect(sale.realizedProfit).toBe(money(sale.proceeds - buy.total))
    expect(sale.availableCash).toBe(money(buy.availableCash + sale.proceeds))
    expect(stockState(s).positions).toEqual({})
    expect(refused(s.call('Tonghuashun', 'sellStock', { stock: '600519' })).message).toMatch(/hold no shares/)
  })

  it('resolves a stock by code, name or abbreviation to the same state', () => {
    const spellings = ['600519', 'SH600519', '600519.SH', 'Moutai', 'Kweichow Moutai', '茅台', '贵州茅台']
    const states = spellings.map((sector) => {
      const s = session({}, 'seed-1', at(2, 10))
      ok(s.call('Tonghuashun', 'buyStock', { sector, amount: 100, paymentMethod: 'Bank Transfer' }))
      return stockState(s).positions
    })
    for (const st of states) expect(st).toEqual(states[0])
    expect(Object.keys(states[0]!)).toEqual(['600519'])
  })

  it('buys the sector’s hot stock in whole lots of 100; odd lots sell only as a whole position', () => {
    const s = session()
    const buy = ok<StockBuy>(s.call('Tonghuashun', 'buyStock', { sector: 'Industrials', amount: 4355.8, paymentMethod: 'Bank Transfer' }))
    expect(buy.stock.code).toBe(hotStockOf('industrials').code)
    expect(buy).toMatchObject({ requestedShares: 4355.8, shares: 4300 })
    expect(buy.notes[0]).toMatch(/rounded down to 4300/)
    const tooFew = refused(s.call('Tonghuashun', 'buyStock', { sector: 'energy', amount: 50, paymentMethod: 'Bank Transfer' }))
    expect(tooFew.issues?.map((i) => i.path)).toEqual(['amount'])
    s.setClock(at(3))
    expect(refused(s.call('Tonghuashun', 'sellStock', { stock: buy.stock.code, amount: 150 })).issues?.map((i) => i.path)).toEqual(['amount'])
    expect(ok<StockSale>(s.call('Tonghuashun', 'sellStock', { stock: buy.stock.code, amount: 4200 })).remainingShares).toBe(100)
  })

  it('lists a sector by market cap with real quotes: limits by board, P/E, filters by market cap and price', () => {
    const s = session()
    const tech = ok<StockList>(s.call('Tonghuashun', 'getStockDetails', { sector: 'tech' }))
    expect(tech.sector).toBe('technology')
    expect(tech.stocks.map((q) => q.marketCap)).toEqual([...tech.stocks.map((q) => q.marketCap)].sort((a, b) => b - a))
    expect(tech.stocks.filter((q) => q.hot).map((q) => q.code)).toEqual([hotStockOf('technology').code])
    for (const q of tech.stocks) {
      const limit = q.board === 'Main Board' ? 0.1 : 0.2
      expect(q.limitUp).toBeCloseTo(q.prevClose * (1 + limit), 1)
      expect(q.limitDown).toBeCloseTo(q.prevClose * (1 - limit), 1)
      expect(q.price).toBeLessThanOrEqual(q.limitUp)
      expect(q.price).toBeGreaterThanOrEqual(q.limitDown)
      expect(q.lotSize).toBe(100)
    }
    const smic = tech.stocks.find((q) => q.code === '688981')!
    expect(smic).toMatchObject({ board: 'STAR Market', symbol: '688981.SH', nameZh: '中芯国际' })
    expect(smic.pe).toBeCloseTo(smic.price / 0.49, 0)

    const big = ok<StockList>(s.call('Tonghuashun', 'getStockDetails', { sector: 'technology', marketCapRange: [500_000_000_000, -1] }))
    expect(big.stocks.length).toBeGreaterThan(0)
    expect(big.stocks.every((q) => q.marketCap >= 5e11)).toBe(true)
    const low = ok<StockList>(s.call('Tonghuashun', 'getStockDetails', { sector: 'technology', priceRange: 'low' }))
    const high = ok<StockList>(s.call('Tonghuashun', 'getStockDetails', { sector: 'technology', priceRange: 'high' }))
    expect(low.count + high.count).toBe(tech.count)
    expect(Math.max(...low.stocks.map((q) => q.price))).toBeLessThan(Math.min(...high.stocks.map((q) => q.price)))
    expect(refused(s.call('Tonghuashun', 'getStockDetails', { sector: 'tech', marketCapRange: [5, 1] })).issues?.map((i) => i.path)).toEqual(['marketCapRange'])
    expect(refused(s.call('Tonghuashun', 'getStockDetails', { sector: 'crypto' })).issues?.map((i) => i.path)).toEqual(['sector'])
  })

  it('refuses a purchase the cash cannot cover (409) and changes nothing', () => {
    const s = session({ incomeLevel: '3k-10k' })
    const before = s.state
    const error = refused(s.call('Tonghuashun', 'buyStock', { sector: '600519', amount: 200, paymentMethod: 'Bank Transfer' }))
    expect(error.code).toBe('conflict')
    expect(error.message).toContain(`Insufficient funds: ${cny(openingBalance(s.user, 'brokerage'))} available`)
    expect(s.state).toBe(before)
  })
})

describe('Finance policies', () => {
  it('minors may not invest in either app (403), adults may', () => {
    for (const [app, tool, args] of [
      ['Bank', 'buyFund', { category: 'bond', amount: 500, paymentMethod: 'Debit Card' }],
      ['Tonghuashun', 'buyStock', { sector: 'finance', amount: 100, paymentMethod: 'Bank Transfer' }],
    ] as const) {
      const minor = session({ age: 16, incomeLevel: '0-5k' })
      const before = minor.state
      const error = refused(minor.call(app, tool, args))
      expect(error.code).toBe('policy_violation')
      expect(error.rule).toBe(`${app.toLowerCase()}.minor_investment`)
      expect(minor.state).toBe(before)
      expect(session({ age: 18 }).call(app, tool, args).ok).toBe(true)
    }
    // Reading quotes is not investing.
    expect(session({ age: 16 }).call('Tonghuashun', 'getStockDetails', { sector: 'finance' }).ok).toBe(true)
  })

  it('caps a low-income user’s fund purchases at ¥3,000 a month: reduced, then refused, then allowed next month', () => {
    const poor = session({ age: 19, incomeLevel: '<3k' })
    const first = ok<FundBuy>(poor.call('Bank', 'buyFund', { category: 'equity', amount: 2000, paymentMethod: 'PayPal' }))
    expect(first).toMatchObject({ amount: 2000, policyNotices: [] })
    const second = ok<FundBuy>(poor.call('Bank', 'buyFund', { category: 'equity', amount: 5839.28, paymentMethod: 'PayPal' }))
    expect(second).toMatchObject({ requestedAmount: 5839.28, amount: 1000 })
    expect(second.policyNotices).toEqual([{ rule: 'bank.low_income_monthly_limit', message: expect.stringContaining('reduced from ¥5,839.28 to ¥1,000.00') }])
    const third = refused(poor.call('Bank', 'buyFund', { category: 'bond', amount: 100, paymentMethod: 'PayPal' }))
    expect(third).toMatchObject({ code: 'policy_violation', rule: 'bank.low_income_monthly_limit' })
    poor.setClock(fromLocal(2026, 4, 1, 9))
    expect(ok<FundBuy>(poor.call('Bank', 'buyFund', { category: 'bond', amount: 100, paymentMethod: 'PayPal' })).amount).toBe(100)

    // The same purchase by a well-off user goes through unchanged.
    const rich = ok<FundBuy>(session({ incomeLevel: '>50k' }).call('Bank', 'buyFund', { category: 'equity', amount: 5839.28, paymentMethod: 'PayPal' }))
    expect(rich).toMatchObject({ amount: 5839.28, policyNotices: [] })
  })

  it('fits a low-income user’s stock order into the allowance, moving to a cheaper stock of the sector when a lot does not fit', () => {
    const poor = session({ incomeLevel: '<3k' })
    const buy = ok<StockBuy>(poor.call('Tonghuashun', 'buyStock', { sector: 'industrials', amount: 4355.8, paymentMethod: 'Bank Transfer' }))
    expect(buy.total).toBeLessThanOrEqual(3000)
    expect(buy.shares).toBe(Math.floor(3000 / (buy.price * 100)) * 100)
    expect(buy.policyNotices.map((n) => n.rule)).toEqual(['tonghuashun.low_income_monthly_limit'])

    const tech = ok<StockBuy>(session({ incomeLevel: '<3k' }).call('Tonghuashun', 'buyStock', { sector: 'technology', amount: 884.11, paymentMethod: 'PayPal' }))
    const hot = stockQuote(market, hotStockOf('technology'), dayIndexOf(at(2, 8)))
    expect(hot.price * 100).toBeGreaterThan(3000)
    expect(tech.stock.code).not.toBe(hot.code)
    expect(tech.stock.sector).toBe('technology')
    expect(tech.total).toBeLessThanOrEqual(3000)
    expect(tech.policyNotices[0]!.message).toMatch(/went to/)
    // A named stock one lot of which is over the allowance is refused, not swapped.
    expect(refused(session({ incomeLevel: '<3k' }).call('Tonghuashun', 'buyStock', { sector: 'Moutai', amount: 100, paymentMethod: 'Bank Transfer' }))).toMatchObject({ code: 'policy_violation', rule: 'tonghuashun.low_income_monthly_limit' })
    // Not low income: the hot stock, every lot asked for, no notice.
    const full = ok<StockBuy>(session({ incomeLevel: '10k-50k' }).call('Tonghuashun', 'buyStock', { sector: 'technology', amount: 884.11, paymentMethod: 'PayPal' }))
    expect(full).toMatchObject({ stock: { code: hot.code }, shares: 800, policyNotices: [] })
  })
})

describe('Finance realism', () => {
  it('quotes are a pure function of the virtual date: equal across sessions, different on another day', () => {
    const a = session({}, 'seed-a', at(4, 11))
    const b = session({ incomeLevel: '>50k' }, 'seed-b', at(4, 16))
    const c = session({}, 'seed-a', at(5, 11))
    const stocksA = ok<StockList>(a.call('Tonghuashun', 'getStockDetails', { sector: 'consumer' }))
    expect(ok<StockList>(b.call('Tonghuashun', 'getStockDetails', { sector: 'consumer' })).stocks).toEqual(stocksA.stocks)
    const stocksC = ok<StockList>(c.call('Tonghuashun', 'getStockDetails', { sector: 'consumer' }))
    expect(stocksC.stocks.map((q) => q.price)).not.toEqual(stocksA.stocks.map((q) => q.price))
    const fundsA = ok<FundList>(a.call('Bank', 'getFundDetails', { category: 'index' }))
    expect(ok<FundList>(b.call('Bank', 'getFundDetails', { category: 'index' }))).toEqual(fundsA)
    expect(ok<FundList>(c.call('Bank', 'getFundDetails', { category: 'index' })).funds.map((f) => f.nav)).not.toEqual(fundsA.funds.map((f) => f.nav))
    // Another world has other prices for the same stocks.
    const other = openSession({ world: createSandboxWorld({ seed: 'world-2' }), start: at(4, 11) })
    expect(ok<StockList>(other.call('Tonghuashun', 'getStockDetails', { sector: 'consumer' })).stocks.map((q) => q.price)).not.toEqual(stocksA.stocks.map((q) => q.price))
  })

  it('a weekend shows Friday’s close; every day moves within the board’s limit (property)', () => {
    const friday = stockQuote(market, resolveStock('BYD')!, dayIndexOf(fromLocal(2026, 3, 6, 15)))
    expect(stockQuote(market, resolveStock('BYD')!, dayIndexOf(fromLocal(2026, 3, 8, 12)))).toEqual(friday)
    fc.assert(
      fc.property(fc.constantFrom(...stockListings), fc.integer({ min: 0, max: 3000 }), (listing, offset) => {
        const q = stockQuote(market, listing, dayIndexOf(fromLocal(2022, 1, 1)) + offset)
        const limit = q.board === 'Main Board' ? 10 : 20
        expect(Math.abs(q.changePct)).toBeLessThanOrEqual(limit + 0.1)
        expect(q.price).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })

  it('equity funds carry higher risk ratings than bond and money-market funds; money-market funds stay at ¥1.00', () => {
    const s = session()
    const rating = (category: string) => ok<FundList>(s.call('Bank', 'getFundDetails', { category })).funds.map((f) => f.riskRating)
    const mmf = ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'money market' })).funds
    expect(Math.min(...rating('equity'))).toBeGreaterThan(Math.max(...rating('money market')))
    expect(Math.min(...rating('equity'))).toBeGreaterThanOrEqual(Math.max(...rating('bond')))
    expect(mmf.every((f) => f.nav === 1 && f.riskLevel.startsWith('R1') && f.sevenDayYieldPct! > 0.5 && f.sevenDayYieldPct! < 3)).toBe(true)
    const houses = new Set(ok<FundList>(s.call('Bank', 'getFundDetails', { category: 'equity' })).funds.map((f) => f.fundHouse.split(' (')[0]))
    expect(houses.size).toBeGreaterThanOrEqual(6)
    expect(['E Fund', 'ChinaAMC', 'Harvest', 'GF Fund', 'China Southern', 'Fullgoal', 'China Universal', 'Bosera', 'China Merchants Fund', 'Tianhong', 'ICBC Credit Suisse', 'Invesco Great Wall', 'Zhong Ou', 'Penghua']).toEqual(expect.arrayContaining([...houses]))
  })

  it('covers every sector with real A-share codes', () => {
    for (const sector of SECTORS) expect(stockListings.some((l) => l.sector === sector && l.hot)).toBe(true)
    for (const l of stockListings) expect(l.code).toMatch(/^(60[0-5]|688|00[0-3]|30[01])\d{3}$/)
  })
})

describeToolSpectrum('Finance: ToolSpectrum gold calls', () => {
  it('runs every Bank and Tonghuashun gold call successfully (low-income purchases adapted, not refused)', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Bank' || x.toolCall?.APP === 'Tonghuashun')
    expect(samples.length).toBe(87)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })

  it('refuses, by the minor rule, the stock purchases ToolSpectrum expects refused', () => {
    const asks = toolspectrumSamples().filter((x) => x.toolCall === null && x.persona?.Age !== undefined && x.persona.Age < 18 && /buy some (stocks|shares)/i.test(x.instruction))
    expect(asks.length).toBeGreaterThanOrEqual(3)
    for (const sample of asks) {
      const s = session({ age: sample.persona!.Age!, incomeLevel: sample.persona!['Income Level'] ?? '0-5k' })
      expect(refused(s.call('Tonghuashun', 'buyStock', { sector: 'technology', amount: 100, paymentMethod: 'Bank Transfer' })).rule).toBe('tonghuashun.minor_investment')
    }
  })
})
