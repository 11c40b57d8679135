import { describe, expect, it } from 'vitest'
import { parseWhen } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

/**
 * The marketplaces differ the way the real ones do, visibly in their outputs: price level, discounts,
 * delivery speed, authentication, second-hand details. Each check can fail if a flavour drifts.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = () => openSession({ world })

type Listing = { productId: string; brand: string; price: number; originalPrice?: number; discountLabel?: string; estimatedDelivery: string; stock: number; shipsFrom: string; [k: string]: unknown }
const page = (s: Session, app: string, category: string, searchQuery: string, more: Record<string, unknown> = {}): { totalMatches: number; products: Listing[] } => {
  const outcome = s.call(app, 'getProductList', { category, searchQuery, ...(app === 'xianyu' ? { condition: 'brand_new' } : {}), ...more })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
  return outcome.data as { totalMatches: number; products: Listing[] }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
const geoMean = (xs: number[]) => Math.exp(xs.reduce((sum, x) => sum + Math.log(x), 0) / xs.length)
const daysOut = (date: string) => (Date.parse(`${date}T00:00:00+08:00`) - Date.parse('2026-03-02T00:00:00+08:00')) / 86_400_000

/** Brand goods: what a shopper compares across Pinduoduo, JD, Tmall and Poizon. */
const brandQueries: [string, string][] = [
  ['sneakers', 'Brands'], ['handbag', 'Brands'], ['perfume', 'Brands'], ['watch', 'Brands'], ['lipstick', 'Brands'], ['skincare', 'Brands'],
  ['sunscreen', 'Brands'], ['hoodie', 'Clothing'], ['down jacket', 'Clothing'], ['running shoes', 'Clothing'], ['cap', 'Clothing'], ['jeans', 'Clothing'],
]

describe('Price level for the same queries: Pinduoduo/Temu < JD/Tmall < Poizon', () => {
  const s = session()
  const medians = (app: string) => brandQueries.map(([q, c]) => median(page(s, app, c, q).products.map((p) => p.price)))
  const level = Object.fromEntries(['temu', 'pinduoduo', 'jd', 'tmall', 'poizon'].map((app) => [app, medians(app)] as const))
  const index = Object.fromEntries(Object.entries(level).map(([app, ms]) => [app, geoMean(ms)] as const))

  it('orders the apps by the geometric mean of their per-query median prices', () => {
    expect(Math.max(index.temu!, index.pinduoduo!)).toBeLessThan(Math.min(index.jd!, index.tmall!) * 0.7)
    expect(Math.max(index.jd!, index.tmall!)).toBeLessThan(index.poizon! * 0.85)
  })

  it('keeps the order query by query for most queries', () => {
    const cheapBelowMall = brandQueries.filter((_, i) => Math.max(level.temu![i]!, level.pinduoduo![i]!) < Math.min(level.jd![i]!, level.tmall![i]!))
    const mallBelowPoizon = brandQueries.filter((_, i) => level.tmall![i]! < level.poizon![i]!)
    expect(cheapBelowMall.length).toBeGreaterThanOrEqual(10)
    expect(mallBelowPoizon.length).toBeGreaterThanOrEqual(8)
  })

  it('prices the same model and variant higher on Poizon than in its Tmall flagship, and lower with the Pinduoduo subsidy', () => {
    const queries: [string, string][] = [
      ['Air Force 1', 'Brands'], ['Dunk Low', 'Brands'], ['Samba OG', 'Brands'], ['New Balance 550', 'Brands'], ['iPhone 16', 'Electronics'], ['AirPods Pro 2', 'Electronics'],
      ['MacBook Air', 'Electronics'], ['Galaxy S25', 'Electronics'], ['WH-1000XM5', 'Electronics'], ['Dyson hair dryer', 'Home appliances'],
    ]
    let resalePairs = 0
    let subsidyPairs = 0
    for (const [q, c] of queries) {
      const mall = page(s, 'tmall', c, q).products
      const resale = page(s, 'poizon', c, q).products
      const subsidised = page(s, 'pinduoduo', c, q).products
      for (const m of mall) {
        for (const r of resale.filter((x) => x.title === m.title)) {
          resalePairs++
          expect(r.price).toBeGreaterThan(m.price)
        }
        // Bargain titles are the clean title plus keywords.
        for (const d of subsidised.filter((x) => (x.title as string).startsWith((m.title as string).replace(', ', ' ')))) {
          subsidyPairs++
          expect(d.price).toBeLessThan(m.price)
        }
      }
    }
    expect(resalePairs).toBeGreaterThanOrEqual(3)
    expect(subsidyPairs).toBeGreaterThanOrEqual(1)
  })
})

describe('Vipshop flash sales: original and discounted prices, deeper cuts than Tmall', () => {
  const s = session()
  const discounts = (app: string) => {
    const listings = brandQueries.flatMap(([q, c]) => page(s, app, c, q).products)
    const cut = listings.filter((p) => p.originalPrice !== undefined)
    return { share: cut.length / listings.length, depth: median(cut.map((p) => 1 - p.price / p.originalPrice!)), cut }
  }

  it('shows nearly every listing below a crossed-out price, about twice as deep as Tmall coupons', () => {
    const vip = discounts('vipshop')
    const mall = discounts('tmall')
    expect(vip.share).toBeGreaterThan(0.85)
    expect(mall.share).toBeLessThan(0.6)
    expect(vip.depth).toBeGreaterThan(0.45)
    expect(mall.depth).toBeLessThan(0.3)
    for (const p of vip.cut) {
      expect(p.originalPrice!).toBeGreaterThan(p.price)
      expect(p.discountLabel).toBe(`Flash sale -${Math.round((1 - p.price / p.originalPrice!) * 100)}%`)
    }
  })

  it('dresses women first: far more of its listings fit women than men, unlike Tmall', () => {
    // Matches for women (female and unisex) over matches for men (male and unisex), across the whole catalog.
    const tilt = (app: string) => {
      const count = (gender: string) => ['hoodie', 't-shirt', 'jeans', 'down jacket'].reduce((n, q) => n + page(s, app, 'Clothing', q, { gender }).totalMatches, 0)
      return count('female') / count('male')
    }
    expect(tilt('vipshop')).toBeGreaterThan(1.4)
    expect(tilt('tmall')).toBeLessThan(1.25)
  })

  it('says when each sale ends: a 10:00 close within five days, moving with the calendar', () => {
    const first = page(s, 'vipshop', 'Clothing', 'dress').products
    for (const p of first) {
      const ends = parseWhen(p.saleEndsAt as string, s.now, 't')
      expect(ends).toBeGreaterThan(s.now)
      expect(ends - s.now).toBeLessThanOrEqual(6 * 86_400_000)
      expect(p.saleEndsAt as string).toMatch(/ 10:00$/)
    }
    const later = openSession({ world, start: '2026-03-20 08:00' })
    const again = page(later, 'vipshop', 'Clothing', 'dress').products
    expect(again.map((p) => p.productId)).toEqual(first.map((p) => p.productId))
    for (const p of again) expect(parseWhen(p.saleEndsAt as string, later.now, 't')).toBeGreaterThan(later.now)
  })
})

describe('Delivery speed: JD, then Tmall, then Pinduoduo and Temu, Amazon last', () => {
  const s = session()
  const queries: [string, string][] = [['air fryer', 'Home appliances'], ['earbuds', 'Electronics'], ['hoodie', 'Clothing'], ['perfume', 'Brands'], ['kettle', 'Home appliances'], ['sneakers', 'Brands']]
  const speed = (app: string) => median(queries.flatMap(([q, c]) => page(s, app, c, q).products.map((p) => daysOut(p.estimatedDelivery))))

  it('orders the median delivery estimates', () => {
    const [jdDays, tmallDays, pddDays, temuDays, amazonDays] = ['jd', 'tmall', 'pinduoduo', 'temu', 'amazon'].map(speed) as [number, number, number, number, number]
    expect(jdDays).toBeLessThanOrEqual(1)
    expect(jdDays).toBeLessThan(tmallDays)
    expect(tmallDays).toBeLessThan(Math.min(pddDays, temuDays))
    expect(Math.max(pddDays, temuDays)).toBeLessThan(amazonDays)
    expect(amazonDays).toBeGreaterThanOrEqual(9)
  })

  it('delivers JD stock the same day only when paid before 11:00', () => {
    const early = page(s, 'jd', 'Home appliances', 'kettle').products
    const sameDay = early.filter((p) => p.deliveryPromise === '211: same day if paid by 11:00, else next day')
    expect(sameDay.length).toBeGreaterThan(0)
    for (const p of sameDay) expect(p.estimatedDelivery).toBe('2026-03-02')
    const noon = openSession({ world, start: '2026-03-02 12:00' })
    for (const p of page(noon, 'jd', 'Home appliances', 'kettle').products.filter((x) => sameDay.some((d) => d.productId === x.productId))) expect(p.estimatedDelivery).toBe('2026-03-03')
  })
})

describe('Poizon authenticates every order, and the step shows in tracking', () => {
  it('routes each parcel through the authentication centre between pick-up and the road to the buyer', () => {
    const s = session()
    const picks = page(s, 'poizon', 'Brands', 'sneakers').products.slice(0, 3)
    const orders = picks.map((p, i) => {
      const outcome = s.call('poizon', 'buyProduct', { searchQuery: p.productId, bodySize: 'L', paymentMethod: 'Alipay', count: 1, shippingAddress: i === 2 ? 'Office' : 'Home' })
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
      return outcome.data as { orderId: string; estimatedDelivery: string; authentication: string }
    })
    s.setClock(parseWhen(`${orders.map((o) => o.estimatedDelivery).sort().at(-1)} 23:59`, s.now, 't'))
    for (const o of orders) {
      expect(o.authentication).toContain('authentication centre')
      const done = s.call('poizon', 'getOrderStatus', { orderId: o.orderId })
      if (!done.ok) throw new Error(JSON.stringify(done.error))
      const texts = (done.data as { tracking: { text: string }[] }).tracking.map((e) => e.text)
      const step = texts.findIndex((t) => t.startsWith('Arrived at the Poizon authentication centre: passed multi-step authentication'))
      expect(step).toBeGreaterThan(texts.findIndex((t) => t.includes('picked up the parcel')))
      expect(step).toBeLessThan(texts.findIndex((t) => t.startsWith('In transit to')))
    }
    for (const p of page(s, 'poizon', 'Clothing', 'hoodie').products) expect(p.authenticated).toBe(true)
  })
})

describe('Xianyu: second-hand items with their condition, seller city and rating', () => {
  const s = session()
  const conditions = ['brand_new', 'slightly used', 'heavily used'] as const

  it('shows one item per listing, from a person in a real city, below retail', () => {
    for (const condition of conditions) {
      for (const p of page(s, 'xianyu', 'Electronics', 'earbuds', { condition }).products) {
        expect(p.condition).toBe(condition)
        expect(p.stock).toBe(1)
        expect(p.sellerCity).toBe(p.shipsFrom)
        expect(['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Hangzhou', 'Chengdu', 'Wuhan', 'Nanjing', "Xi'an", 'Chongqing', 'Suzhou', 'Tianjin', 'Changsha', 'Xiamen']).toContain(p.sellerCity)
        expect(p.sellerRating as number).toBeGreaterThanOrEqual(4)
        expect(p.sellerCredit).toMatch(/seller credit$/)
        expect(p.originalPrice!).toBeGreaterThan(p.price)
      }
    }
  })

  it('asks less of worn items: the share of retail falls with the condition', () => {
    const share = (condition: string) =>
      median(['sneakers', 'handbag', 'perfume', 'watch'].flatMap((q) => page(s, 'xianyu', 'Brands', q, { condition }).products.map((p) => p.price / p.originalPrice!)))
    const [fresh, light, heavy] = conditions.map(share) as [number, number, number]
    expect(fresh).toBeGreaterThan(light)
    expect(light).toBeGreaterThan(heavy)
    expect(heavy).toBeLessThan(0.45)
  })

  it('finds every condition for the benchmark queries', () => {
    for (const [q, c] of [['hat', 'Clothing'], ['coat', 'Clothing'], ['oven', 'Home appliances'], ['nail polish', 'Brands'], ['doll', 'Brands'], ['fiction book', 'Brands']] as const) {
      for (const condition of conditions) {
        const found = page(s, 'xianyu', c, q, { condition })
        expect(found.products.length).toBeGreaterThan(0)
        expect(found.products.every((p) => p.condition === condition)).toBe(true)
      }
    }
  })
})

describe('Amazon sells imports, JD leads in electronics', () => {
  const s = session()

  it('lists only international brands, shipped from abroad', () => {
    const domestic = new Set(['Xiaomi', 'Huawei', 'Anta', 'Li-Ning', 'Midea', 'Haier', 'Perfect Diary', 'Proya', 'Redmi', 'Lenovo', 'Bosideng', 'Semir'])
    for (const [q, c] of [['smartphone', 'Electronics'], ['sneakers', 'Brands'], ['air fryer', 'Home appliances'], ['down jacket', 'Clothing'], ['skincare', 'Brands'], ['laptop', 'Electronics']] as const) {
      for (const p of page(s, 'amazon', c, q).products) {
        expect(domestic.has(p.brand)).toBe(false)
        expect(p.shipsFrom).toMatch(/, (USA|Japan|Germany|UK)$/)
        expect(p.importTax as number).toBeGreaterThan(0)
      }
    }
  })

  it('stocks more electronics than Tmall, with same-day or next-day promises', () => {
    for (const q of ['smartphone', 'earbuds', 'laptop']) expect(page(s, 'jd', 'Electronics', q).totalMatches).toBeGreaterThan(page(s, 'tmall', 'Electronics', q).totalMatches)
    for (const p of page(s, 'jd', 'Electronics', 'earbuds').products) expect(p.deliveryPromise).toMatch(/^(211: same day|Next-day delivery)/)
  })
})
