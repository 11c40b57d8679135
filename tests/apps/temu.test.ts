import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, fromLocal, MINUTE, parseWhen, toDate } from '../../apps/kit/index.ts'
import { temu, type MarketplaceState } from '../../apps/shopping/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1', user = {}) => openSession({ world, seed, user })

type Listing = {
  productId: string
  title: string
  brand: string
  store: string
  category: string
  productType: string
  price: number
  originalPrice?: number
  rating: number
  reviewCount: number
  sold: number
  soldLabel: string
  gender?: string
  sizes?: string[]
  stock: number
  shippingFee: number
  estimatedDelivery: string
}
type Page = { query: string; matched: boolean; note?: string; relaxedFilters?: string[]; totalMatches: number; sortBy: string; products: Listing[] }
type OrderOut = {
  orderId: string
  status: string
  product: { productId: string; title: string }
  size?: string
  unitPrice: number
  count: number
  subtotal: number
  shippingFee: number
  total: number
  paymentMethod: string
  shippingAddress: string
  orderTime: string
  estimatedDelivery: string
  carrier?: string
  trackingNumber?: string
  latestUpdate: { time: string; text: string }
  tracking?: { time: string; text: string }[]
  refundAmount?: number
  refundEta?: string
}

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const fail = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected an error')
  return outcome.error as { code: string; message: string; issues?: { path: string; message: string }[]; rule?: string }
}
const list = (s: Session, args: Record<string, unknown>) => ok<Page>(s.call('temu', 'getProductList', args))
const buy = (s: Session, args: Record<string, unknown>) => s.call('temu', 'buyProduct', { paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', ...args })
const temuState = (s: Session) => s.state.apps.temu as MarketplaceState
const quality = (p: Listing) => p.rating * Math.log10(p.reviewCount + 1)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!

describe('Temu: catalog and search', () => {
  it('prices goods at Temu level, mostly under lesser-known labels, with free shipping', () => {
    const s = session()
    const tees = list(s, { category: 'Clothing', searchQuery: 't-shirt', sortBy: 'price' })
    expect(tees.matched).toBe(true)
    expect(tees.products.every((p) => p.productType === 'T-Shirt')).toBe(true)
    expect(tees.products[0]!.price).toBeGreaterThanOrEqual(15)
    expect(tees.products[0]!.price).toBeLessThan(30)
    const earbuds = list(s, { category: 'Electronics', searchQuery: 'wireless earbuds', sortBy: 'price' })
    expect(earbuds.products[0]!.price).toBeGreaterThanOrEqual(39)
    expect(earbuds.products[9]!.price).toBeLessThanOrEqual(129)
    const fryers = list(s, { category: 'Home appliances', searchQuery: 'air fryer' })
    expect(fryers.products.every((p) => p.productType === 'Air Fryer' && p.price >= 120 && p.price <= 500)).toBe(true)
    expect(median(fryers.products.map((p) => p.price))).toBeLessThan(350)
    for (const page of [tees, earbuds, fryers]) {
      for (const p of page.products) {
        expect(p.productId).toMatch(/^TM\d{9}$/)
        expect(p.shippingFee).toBe(0)
        expect(p.rating).toBeGreaterThanOrEqual(4)
        expect(p.soldLabel).toMatch(/^\d+(k)?\+? sold$/)
        if (p.originalPrice !== undefined) expect(p.originalPrice).toBeGreaterThan(p.price)
      }
    }
    // Bargain labels dominate: most listings are not among the real brands of the taxonomy.
    const real = new Set(['Semir', 'Baleno', 'Meters/bonwe', 'Uniqlo', 'GXG', 'Li-Ning', 'Peacebird', 'Nike', 'Lacoste', 'Ralph Lauren'])
    const all = list(s, { category: 'Clothing', searchQuery: 'tee' })
    expect(all.totalMatches).toBeGreaterThan(20)
    expect(all.products.filter((p) => !real.has(p.brand)).length).toBeGreaterThan(4)
  })

  it('dates delivery from the virtual clock: 5-10 days, one day later after the 18:00 cut-off', () => {
    const s = session()
    const morning = list(s, { category: 'Electronics', searchQuery: 'power bank' })
    for (const p of morning.products) {
      expect(p.estimatedDelivery >= '2026-03-07' && p.estimatedDelivery <= '2026-03-12').toBe(true)
    }
    s.setClock(fromLocal(2026, 3, 2, 19, 0))
    const evening = list(s, { category: 'Electronics', searchQuery: 'power bank' })
    expect(evening.products.map((p) => p.productId)).toEqual(morning.products.map((p) => p.productId))
    evening.products.forEach((p, i) => expect(p.estimatedDelivery).toBe(toDate(Date.parse(`${morning.products[i]!.estimatedDelivery}T12:00:00+08:00`) + DAY)))
  })

  it('filters by gender, size and price range, and sorts by price or quality', () => {
    const s = session()
    const women = list(s, { category: 'Clothing', searchQuery: 'hoodie', gender: 'female', bodySize: 'XXL' })
    expect(women.products.length).toBeGreaterThan(0)
    for (const p of women.products) {
      expect(['female', 'unisex']).toContain(p.gender)
      expect(p.sizes).toContain('XXL')
    }
    const low = list(s, { category: 'Home appliances', searchQuery: 'kettle', priceRange: 'low', sortBy: 'price' })
    const high = list(s, { category: 'Home appliances', searchQuery: 'kettle', priceRange: 'high', sortBy: 'price' })
    const all = list(s, { category: 'Home appliances', searchQuery: 'kettle' })
    expect(low.totalMatches + high.totalMatches).toBe(all.totalMatches)
    expect(Math.max(...low.products.map((p) => p.price))).toBeLessThan(high.products[0]!.price)
    const byPrice = list(s, { category: 'Furniture', searchQuery: 'desk', sortBy: 'price' }).products.map((p) => p.price)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b))
    const byQuality = list(s, { category: 'Furniture', searchQuery: 'desk', sortBy: 'quality' }).products.map(quality)
    for (let i = 1; i < byQuality.length; i++) expect(byQuality[i]!).toBeLessThanOrEqual(byQuality[i - 1]! + 0.01)
  })

  it('reads synonyms, plurals, split words and Chinese, and falls back sensibly', () => {
    const s = session()
    const first = (q: string, category = 'Clothing') => list(s, { category, searchQuery: q }).products[0]!.productType
    expect(first('tees')).toBe('T-Shirt')
    expect(first('t shirts')).toBe('T-Shirt')
    expect(first('T恤')).toBe('T-Shirt')
    expect(first('空气炸锅', 'Home appliances')).toBe('Air Fryer')
    expect(first('puffer jacket')).toBe('Down Jacket')
    // Wrong category: matches from the right one, said so.
    const fryer = list(s, { category: 'Electronics', searchQuery: 'air fryer' })
    expect(fryer).toMatchObject({ matched: true })
    expect(fryer.note).toContain('other categories')
    expect(fryer.products[0]!.category).toBe('Home appliances')
    // Nothing at all: the category's best sellers, flagged.
    const none = list(s, { category: 'Furniture', searchQuery: 'zxqv plumbus' })
    expect(none).toMatchObject({ matched: false, totalMatches: 0 })
    expect(none.note).toContain('best sellers')
    expect(none.products.length).toBe(10)
    expect(none.products.every((p) => p.category === 'Furniture')).toBe(true)
    const sold = none.products.map((p) => p.sold)
    expect(sold).toEqual([...sold].sort((a, b) => b - a))
    // Filters that leave nothing are dropped, and named.
    const menDress = list(s, { category: 'Clothing', searchQuery: 'dress', gender: 'male' })
    expect(menDress.relaxedFilters).toEqual(['gender'])
    expect(menDress.products[0]!.productType).toBe('Dress')
  })

  it('answers every non-blank query with listings (property)', () => {
    const s = session()
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((q) => q.trim().length > 0), fc.constantFrom('Clothing', 'Electronics', 'Home appliances', 'Furniture', 'Brands'), (q, category) => {
        const page = list(s, { category, searchQuery: q })
        expect(page.products.length).toBeGreaterThan(0)
        expect(page.matched || page.totalMatches === 0).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})

describe('Temu: buying and orders', () => {
  it('search -> buy -> track -> cancel, with stock, refund and state asserted', () => {
    const s = session()
    const page = list(s, { category: 'Clothing', searchQuery: "men's hoodie", bodySize: 'L', gender: 'male' })
    const pick = page.products[0]!
    expect(pick.sizes).toContain('L')
    const order = ok<OrderOut>(buy(s, { productId: pick.productId, bodySize: 'L', count: 2, paymentMethod: 'wechat' }))
    expect(order).toMatchObject({
      orderId: 'ord_0001',
      status: 'paid',
      product: { productId: pick.productId, title: pick.title },
      size: 'L',
      unitPrice: pick.price,
      count: 2,
      subtotal: Math.round(pick.price * 200) / 100,
      shippingFee: 0,
      total: Math.round(pick.price * 200) / 100,
      paymentMethod: 'WeChat Pay',
      orderTime: '2026-03-02 08:00',
      estimatedDelivery: pick.estimatedDelivery,
      latestUpdate: { time: '2026-03-02 08:00', text: 'Order paid; the seller is preparing your parcel' },
    })
    expect(order.carrier).toBeUndefined() // not shipped yet
    expect(temuState(s).sold).toEqual({ [pick.productId]: 2 })
    const stored = temuState(s).orders.ord_0001!
    expect(stored).toMatchObject({ status: 'paid', shippingAddress: order.shippingAddress, paymentMethod: 'WeChat Pay', size: 'L' })
    // Listing stock is net of this session's purchases; another session still sees the full stock.
    const after = list(s, { category: 'Clothing', searchQuery: "men's hoodie", bodySize: 'L', gender: 'male' })
    expect(after.products[0]!.stock).toBe(pick.stock - 2)
    expect(list(session(), { category: 'Clothing', searchQuery: "men's hoodie", bodySize: 'L', gender: 'male' }).products[0]!.stock).toBe(pick.stock)

    // The parcel moves with the clock: read the full journey at the delivery day's end...
    const placed = s.now
    s.setClock(parseWhen(`${order.estimatedDelivery} 23:59`, placed, 't'))
    const done = ok<OrderOut>(s.call('temu', 'getOrderStatus', { orderId: 'ord_0001' }))
    expect(done.status).toBe('delivered')
    expect(done.carrier).toMatch(/Express/)
    expect(done.trackingNumber).toMatch(/^[A-Z0-9]{12,16}$/)
    const journey = done.tracking!
    expect(journey[0]!.text).toContain('Order paid')
    expect(journey[1]!.text).toContain(`picked up the parcel`)
    expect(journey.at(-1)!.text).toBe(`Delivered to ${order.shippingAddress}`)
    expect(journey.some((e) => e.text.includes('Beijing sorting centre'))).toBe(true)
    expect(journey.at(-1)!.time.startsWith(order.estimatedDelivery)).toBe(true)
    // ...then check the status just after each event.
    const expected = journey.map((_, i) => (i === 0 ? 'paid' : i === 1 ? 'shipped' : i === journey.length - 1 ? 'delivered' : 'in_transit'))
    journey.forEach((event, i) => {
      s.setClock(parseWhen(event.time, placed, 't') + MINUTE)
      const seen = ok<OrderOut>(s.call('temu', 'getOrderStatus', { orderId: 'ord_0001' }))
      expect(seen.status).toBe(expected[i])
      expect(seen.latestUpdate.text).toBe(event.text)
    })

    // A second order after the first arrived, cancelled while in transit: refund, stock back, one 409 on repeat.
    const later = parseWhen(`${order.estimatedDelivery} 23:59`, placed, 't') + MINUTE
    s.setClock(later)
    const second = ok<OrderOut>(buy(s, { searchQuery: 'phone case', category: 'Electronics', preference: 'price', count: 3 }))
    expect(second.orderId).toBe('ord_0002')
    const soldBefore = temuState(s).sold[second.product.productId]
    expect(soldBefore).toBe(3)
    const listed = ok<{ total: number; orders: OrderOut[] }>(s.call('temu', 'listOrders', {}))
    expect(listed.orders.map((o) => o.orderId)).toEqual(['ord_0002', 'ord_0001'])
    expect(ok<{ total: number; orders: OrderOut[] }>(s.call('temu', 'listOrders', { status: 'delivered' })).orders.map((o) => o.orderId)).toEqual(['ord_0001'])
    s.setClock(later + 3 * DAY)
    const cancelled = ok<OrderOut & { cancelReason?: string }>(s.call('temu', 'cancelOrder', { orderId: 'ord_0002', reason: 'Found it cheaper' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: second.total, refundEta: toDate(s.now + 5 * DAY), cancelReason: 'Found it cheaper' })
    expect(cancelled.latestUpdate.text).toContain('returned to the seller') // it had shipped
    expect(temuState(s).sold[second.product.productId]).toBeUndefined()
    expect(temuState(s).orders.ord_0002!.status).toBe('cancelled')
    expect(ok<{ orders: OrderOut[] }>(s.call('temu', 'listOrders', { status: 'cancelled' })).orders.map((o) => o.orderId)).toEqual(['ord_0002'])

    // Every refusal: twice, after delivery, unknown ids. None changes state.
    const before = s.state
    expect(fail(s.call('temu', 'cancelOrder', { orderId: 'ord_0002' }))).toMatchObject({ code: 'conflict' })
    expect(fail(s.call('temu', 'cancelOrder', { orderId: 'ord_0001' })).message).toContain('delivered')
    expect(fail(s.call('temu', 'cancelOrder', { orderId: 'ord_0099' }))).toMatchObject({ code: 'not_found' })
    expect(fail(s.call('temu', 'getOrderStatus', { orderId: 'ord_0099' }))).toMatchObject({ code: 'not_found' })
    expect(fail(buy(s, { productId: 'TM000000000' }))).toMatchObject({ code: 'not_found' })
    expect(s.state).toBe(before)
  })

  it('cancels before shipping with a next-day refund', () => {
    const s = session()
    const order = ok<OrderOut>(buy(s, { searchQuery: 'electric kettle', preference: 'quality' }))
    s.setClock(s.now + 2 * 3600_000)
    const cancelled = ok<OrderOut>(s.call('temu', 'cancelOrder', { orderId: order.orderId }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: order.total, refundEta: '2026-03-03' })
    expect(cancelled.carrier).toBeUndefined()
    expect(temuState(s).sold).toEqual({})
  })

  it('needs a size for sized goods, and one that is offered', () => {
    const s = session()
    const tee = list(s, { category: 'Clothing', searchQuery: 't-shirt' }).products.find((p) => !p.sizes!.includes('XXL'))!
    const noSize = fail(buy(s, { productId: tee.productId }))
    expect(noSize).toMatchObject({ code: 'invalid_arguments' })
    expect(noSize.issues![0]!.path).toBe('bodySize')
    const wrong = fail(buy(s, { productId: tee.productId, bodySize: 'XXL' }))
    expect(wrong.issues![0]).toMatchObject({ path: 'bodySize' })
    expect(wrong.message).toContain('not offered')
    // Shoes read letter sizes as EU sizes.
    const shoe = list(s, { category: 'Clothing', searchQuery: 'running shoes', gender: 'male', bodySize: 'L' }).products.find((p) => p.gender === 'male')!
    expect(ok<OrderOut>(buy(s, { productId: shoe.productId, bodySize: 'L' })).size).toBe('EU 42')
    // Unsized goods ignore bodySize.
    const kettle = list(s, { category: 'Home appliances', searchQuery: 'kettle' }).products[0]!
    expect(ok<OrderOut>(buy(s, { productId: kettle.productId, bodySize: 'M' })).size).toBeUndefined()
  })

  it('sells no more than the stock: 409 beyond it, and the sell-out is per session', () => {
    const s = session()
    const p = list(s, { category: 'Electronics', searchQuery: 'charger' }).products[0]!
    expect(fail(buy(s, { productId: p.productId, count: p.stock + 1 }))).toMatchObject({ code: 'conflict' })
    ok(buy(s, { productId: p.productId, count: p.stock - 1 }))
    const tooMany = fail(buy(s, { productId: p.productId, count: 2 }))
    expect(tooMany).toMatchObject({ code: 'conflict', message: `Only 1 left of "${p.title}"; asked for 2` })
    ok(buy(s, { productId: p.productId, count: 1 }))
    expect(fail(buy(s, { productId: p.productId, count: 1 })).message).toContain('sold out')
    expect(list(s, { category: 'Electronics', searchQuery: 'charger' }).products[0]!.stock).toBe(0)
    expect(ok<OrderOut>(buy(session(), { productId: p.productId, count: 1 })).orderId).toBe('ord_0001')
  })

  it('asks for productId or searchQuery when neither is given', () => {
    const error = fail(session().call('temu', 'buyProduct', { paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(error.code).toBe('invalid_arguments')
    expect(error.issues![0]).toMatchObject({ path: 'searchQuery' })
    expect(error.issues![0]!.message).toContain('productId')
    expect(fail(session().call('temu', 'buyProduct', { searchQuery: 'kettle', paymentMethod: 'Alipay', count: 0, shippingAddress: 'Home' })).issues![0]!.path).toBe('count')
    expect(fail(session().call('temu', 'buyProduct', { searchQuery: 'kettle', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', colour: 'red' })).issues![0]).toMatchObject({ path: 'colour', code: 'unknown_parameter' })
  })

  it('buys by query what the listing shows first under the same preferences (property)', () => {
    const base = session()
    const queries: [string, string][] = [['t-shirt', 'Clothing'], ['jeans', 'Clothing'], ['earbuds', 'Electronics'], ['air fryer', 'Home appliances'], ['office chair', 'Furniture'], ['sneakers', 'Brands'], ['power bank', 'Electronics'], ['sofa', 'Furniture']]
    fc.assert(
      fc.property(
        fc.constantFrom(...queries),
        fc.constantFrom(undefined, 'price', 'quality'),
        fc.constantFrom(undefined, 'low', 'high'),
        fc.constantFrom(undefined, 'male', 'female'),
        fc.constantFrom('S', 'M', 'L', 'XL', 'XXL'),
        ([searchQuery, category], preference, priceRange, gender, bodySize) => {
          const prefs = { bodySize, ...(priceRange ? { priceRange } : {}), ...(gender ? { gender } : {}) }
          const first = list(base, { category, searchQuery, ...prefs, ...(preference ? { sortBy: preference } : {}) }).products[0]!
          const s = base.fork('p')
          const outcome = buy(s, { searchQuery, category, ...prefs, ...(preference ? { preference } : {}) })
          if (first.sizes && !first.sizes.some((x) => x === bodySize || x.startsWith('EU'))) {
            expect(fail(outcome).issues![0]!.path).toBe('bodySize')
          } else if (outcome.ok) {
            expect((outcome.data as OrderOut).product.productId).toBe(first.productId)
          } else {
            expect(fail(outcome).issues![0]!.path).toBe('bodySize') // a shoe without that EU size
          }
        },
      ),
      { numRuns: 120 },
    )
  })

  it('resolves the address: "Home" and the saved home text reach the same state', () => {
    const a = session()
    const b = session()
    const args = { searchQuery: 'rice cooker', preference: 'price' }
    ok(buy(a, { ...args, shippingAddress: 'Home' }))
    ok(buy(b, { ...args, shippingAddress: 'Wangjing Xiyuan' }))
    expect(temuState(a)).toEqual(temuState(b))
    expect(temuState(a).orders.ord_0001!.shippingPlaceId).toBe(temuState(b).orders.ord_0001!.shippingPlaceId)
  })

  it('has no purchase policy: a 15-year-old can buy a phone', () => {
    expect(temu.policies).toEqual([])
    const teen = session('seed-1', { age: 15 })
    const phone = list(teen, { category: 'Electronics', searchQuery: 'smartphone', sortBy: 'quality' }).products[0]!
    expect(phone.price).toBeGreaterThan(1000)
    expect(ok<OrderOut>(buy(teen, { productId: phone.productId })).status).toBe('paid')
  })
})

describe('Temu: determinism', () => {
  const script = (s: Session) => [
    s.call('temu', 'getProductList', { category: 'Clothing', searchQuery: 'down jacket', gender: 'female', sortBy: 'price' }),
    s.call('temu', 'buyProduct', { searchQuery: 'down jacket', gender: 'female', bodySize: 'M', preference: 'quality', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Office' }),
    s.call('temu', 'getOrderStatus', { orderId: 'ord_0001' }),
    s.call('temu', 'listOrders', {}),
  ]

  it('gives byte-identical outcomes for the same seed, and different items for a different query', () => {
    const one = JSON.stringify(script(session()))
    const two = JSON.stringify(script(openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'seed-1' })))
    expect(two).toBe(one)
    const s = session()
    const jackets = list(s, { category: 'Clothing', searchQuery: 'down jacket' }).products.map((p) => p.productId)
    const jeans = list(s, { category: 'Clothing', searchQuery: 'jeans' }).products.map((p) => p.productId)
    expect(jeans.filter((id) => jackets.includes(id))).toEqual([])
  })

  it('builds another catalog for another world seed', () => {
    const other = openSession({ world: createSandboxWorld({ seed: 'world-2' }) })
    const a = list(session(), { category: 'Electronics', searchQuery: 'earbuds' }).products.map((p) => p.productId)
    const b = list(other, { category: 'Electronics', searchQuery: 'earbuds' }).products.map((p) => p.productId)
    expect(b).not.toEqual(a)
  })
})
