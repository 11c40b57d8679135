import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE, parseWhen } from '../../apps/kit/index.ts'
import { groceryApps, type GroceryState } from '../../apps/groceries/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1', start?: number) => openSession({ world, seed, ...(start !== undefined ? { start } : {}) })

type Listing = { productId: string; name: string; pack: string; netWeightGrams: number; price: number; pricePer500g: number; organic: boolean; stock: number; positiveRate: number; department: string; dietFlags?: string[] }
type Page = { matched: boolean; note?: string; relaxedFilters?: string[]; totalMatches: number; departments: string[]; fulfilment: { mode: string; from: string; earliest: string }; products: Listing[] }
type Order = {
  orderId: string
  status: string
  product: { productId: string; name: string; pack: string }
  unitPrice: number
  count: number
  subtotal: number
  deliveryFee: number
  total: number
  paymentMethod: string
  address: string
  dispatchFrom?: string
  estimatedArrival?: string
  pickupPoint?: string
  pickupFrom?: string
  pickupCode?: string
  cancellableUntil?: string
  rider?: string
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
  return outcome.error as { code: string; message: string; issues?: { path: string }[]; rule?: string }
}
const list = (s: Session, app: string, args: Record<string, unknown>) => ok<Page>(s.call(app, 'getProductList', app === 'Freshippo' ? { weight: '>500', ...args } : args))
const buy = (s: Session, app: string, args: Record<string, unknown>) => s.call(app, 'buyProduct', { category: 'general', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', ...args })
const state = (s: Session, id: string) => s.state.apps[id] as GroceryState
const at = (text: string) => parseWhen(text, fromLocal(2026, 3, 1), 't')

describe('grocery apps: registration and interface', () => {
  it('registers Freshippo, Duoduo Maicai and Dingdong Maicai with the ToolSpectrum tools and follow-ups', () => {
    expect(groceryApps.map((a) => [a.id, a.tools.map((t) => t.name)])).toEqual([
      ['freshippo', ['getProductList', 'buyProduct', 'getOrderStatus', 'cancelOrder', 'listOrders']],
      ['duoduo_maicai', ['getProductList', 'buyProduct', 'getOrderStatus', 'cancelOrder', 'listOrders']],
      ['dingdong_maicai', ['getProductList', 'buyProduct', 'getOrderStatus', 'cancelOrder', 'listOrders']],
    ])
    const params = (app: number, tool: string) => Object.keys(groceryApps[app]!.tool(tool)!.input.shape).slice(0, -7)
    expect(params(0, 'getProductList')).toEqual(['category', 'searchQuery', 'weight', 'sortBy', 'types'])
    expect(params(1, 'getProductList')).toEqual(['category', 'searchQuery', 'sortBy', 'pageSize'])
    expect(params(0, 'buyProduct')).toEqual(['category', 'searchQuery', 'paymentMethod', 'count', 'shippingAddress', 'types', 'priceRange', 'preference'])
    expect(params(1, 'buyProduct')).toEqual(params(0, 'buyProduct'))
    for (const spelling of ['盒马鲜生', 'Hema', 'Duoduo Maicai', '多多买菜', 'duoduo_maicai', '叮咚买菜', 'Dingdong']) expect(session().call(spelling, 'listOrders', {}).ok).toBe(true)
  })

  it('reads the weight band: the toolset strings, or grams as an int; anything else is a 400 naming weight', () => {
    const s = session()
    const band = list(s, 'Freshippo', { category: 'pantry', searchQuery: 'salt', weight: '<250' })
    expect(band.products.every((p) => p.netWeightGrams < 250)).toBe(true)
    expect(list(s, 'Freshippo', { category: 'beverages', searchQuery: 'water', weight: 380 }).products.map((p) => p.productId)).toEqual(
      list(s, 'Freshippo', { category: 'beverages', searchQuery: 'water', weight: '250-500' }).products.map((p) => p.productId),
    )
    for (const weight of ['500g', '1kg', 'heavy', 2.5]) {
      expect(fail(s.call('Freshippo', 'getProductList', { category: 'vegetables', searchQuery: 'potatoes', weight })).issues!.map((i) => i.path)).toEqual(['weight'])
    }
    expect(fail(s.call('Freshippo', 'getProductList', { category: 'vegetables', searchQuery: 'potatoes' })).issues!.map((i) => i.path)).toEqual(['weight'])
    expect(fail(s.call('Duoduo Maicai', 'getProductList', { category: 'protein', searchQuery: 'chicken breast', weight: '250-500' })).issues![0]).toMatchObject({ path: 'weight', code: 'unknown_parameter' })
    expect(fail(s.call('Duoduo Maicai', 'getProductList', { category: 'pantry', searchQuery: 'salt', pageSize: 10 })).issues![0]!.path).toBe('pageSize')
    expect(fail(buy(s, 'Freshippo', { productId: 'product_2', searchQuery: 'x' })).issues![0]).toMatchObject({ path: 'productId', code: 'unknown_parameter' })
  })

  it('finds nothing under names of Object members (a fuzz find: no 5xx)', () => {
    const s = session()
    for (const word of ['constructor', '__proto__', 'toString']) {
      expect(fail(s.call('Duoduo Maicai', 'getOrderStatus', { orderId: word })).code).toBe('not_found')
      expect(fail(s.call('Freshippo', 'cancelOrder', { orderId: word })).code).toBe('not_found')
      expect(list(s, 'Dingdong Maicai', { category: word, searchQuery: word }).matched).toBe(false)
      expect(fail(buy(s, 'Freshippo', { category: word, searchQuery: word })).code).toBe('not_found')
    }
  })
})

describe('grocery apps: search', () => {
  it('reads free-text aisles and finds the item across aisles when the aisle has none', () => {
    const s = session()
    const potatoes = list(s, 'Freshippo', { category: 'vegetables', searchQuery: 'potatoes', types: 'organic', sortBy: 'quality' })
    expect(potatoes.departments).toEqual(['Vegetables'])
    expect(potatoes.products.length).toBeGreaterThan(0)
    expect(potatoes.products.every((p) => p.organic && p.name.includes('Potatoes') && p.netWeightGrams > 500)).toBe(true)
    const rates = potatoes.products.map((p) => p.positiveRate)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    const frozenFruit = list(s, 'Freshippo', { category: 'fruits', searchQuery: 'frozen fruit' })
    expect(frozenFruit.note).toContain('other aisles')
    expect(frozenFruit.products.every((p) => p.department === 'Frozen')).toBe(true)
    const cake = ok<Page>(s.call('Duoduo Maicai', 'getProductList', { category: 'Pantry Items', searchQuery: 'cake ingredients', pageSize: 24 }))
    expect(cake.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Low-Gluten Cake Flour', 'Double-Acting Baking Powder']))
    expect(cake.products.every((p) => p.department === 'Rice, Oil & Pantry')).toBe(true)
    const prices = cake.products.map((p) => p.price) // Duoduo sorts by price by default
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(ok<Page>(s.call('Duoduo Maicai', 'getProductList', { category: 'protein', searchQuery: 'chicken breast' })).departments).toEqual(['Meat & Poultry', 'Seafood', 'Dairy & Eggs'])
    expect(list(s, 'Dingdong Maicai', { category: 'snacks', searchQuery: '薯片' }).products[0]!.name).toBe('Original Potato Chips')
    expect(list(s, 'Dingdong Maicai', { category: 'general', searchQuery: 'ice cream' }).products.every((p) => p.department === 'Frozen')).toBe(true)
  })

  it('drops filters that leave nothing and says so; shows best sellers when nothing matches', () => {
    const s = session()
    const grapes = list(s, 'Dingdong Maicai', { category: 'fruits', searchQuery: 'kyoho grapes', weight: '<250' })
    expect(grapes.relaxedFilters).toEqual(['weight'])
    expect(grapes.products[0]!.name).toBe('Kyoho Grapes')
    const none = list(s, 'Dingdong Maicai', { category: 'seafood', searchQuery: 'zxqv plumbus' })
    expect(none).toMatchObject({ matched: false, totalMatches: 0 })
    expect(none.products.every((p) => p.department === 'Seafood')).toBe(true)
  })

  it('answers every non-blank query in every aisle with listings (property)', () => {
    const s = session()
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }).filter((q) => q.trim().length > 0), fc.constantFrom('fruits', 'general', 'dairy & eggs', 'snacks & beverages', '???', 'Pantry'), fc.constantFrom('Freshippo', 'Duoduo Maicai', 'Dingdong Maicai'), (q, category, app) => {
        const outcome = s.call(app, 'getProductList', app === 'Freshippo' ? { category, searchQuery: q, weight: '250-500' } : { category, searchQuery: q })
        if (!outcome.ok) return expect(fail(outcome).code).toBe('not_found') // 'product_99' names no featured item
        expect((outcome.data as Page).products.length).toBeGreaterThan(0)
      }),
      { numRuns: 150 },
    )
  })

  it('buys by query what the list shows first under the same preferences (property)', () => {
    const base = session()
    const queries: [string, string][] = [['fruits', 'grapes'], ['vegetables', 'potatoes'], ['dairy & eggs', 'milk'], ['pantry', 'rice'], ['general', 'pasta'], ['seafood', 'shrimp'], ['frozen', 'frozen vegetables'], ['drinks', 'water']]
    fc.assert(
      fc.property(fc.constantFrom(...queries), fc.constantFrom(undefined, 'price', 'quality'), fc.constantFrom(undefined, 'organic', 'inorganic'), ([category, searchQuery], preference, types) => {
        const prefs = types ? { types } : {}
        const first = list(base, 'Dingdong Maicai', { category, searchQuery, ...prefs, ...(preference ? { sortBy: preference } : {}) }).products[0]!
        const order = ok<Order>(buy(base.fork('p'), 'Dingdong Maicai', { category, searchQuery, ...prefs, ...(preference ? { preference } : {}) }))
        expect(order.product.productId).toBe(first.productId)
      }),
      { numRuns: 80 },
    )
  })

  it('is deterministic per world, and different queries give different items', () => {
    const a = list(session('x'), 'Freshippo', { category: 'seafood', searchQuery: 'shrimp' })
    const b = list(session('y'), 'Freshippo', { category: 'seafood', searchQuery: 'shrimp' })
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    const c = list(session('x'), 'Freshippo', { category: 'seafood', searchQuery: 'salmon' })
    expect(c.products.map((p) => p.productId)).not.toEqual(a.products.map((p) => p.productId))
    const other = list(openSession({ world: createSandboxWorld({ seed: 'another-world' }) }), 'Freshippo', { category: 'seafood', searchQuery: 'shrimp' })
    expect(other.products.map((p) => p.price)).not.toEqual(a.products.map((p) => p.price))
  })
})

describe('Freshippo and Dingdong: delivery flow', () => {
  it.each([
    ['Freshippo', 'freshippo', 'Hema Fresh (', 'Hema rider', 10],
    ['Dingdong Maicai', 'dingdong_maicai', 'Dingdong front warehouse (', 'Dingdong rider', 15],
  ] as const)('%s: search -> buy -> track -> deliver; cancel before the rider leaves, 409 after', (app, id, hub, rider, packMinutes) => {
    const s = session()
    const pick = list(s, app, { category: 'dairy & eggs', searchQuery: 'eggs', sortBy: 'price' }).products[0]!
    const order = ok<Order>(buy(s, app, { searchQuery: pick.productId, count: 2, paymentMethod: 'wechat' }))
    expect(order).toMatchObject({ orderId: 'ord_0001', status: 'paid', product: { productId: pick.productId }, unitPrice: pick.price, count: 2, paymentMethod: 'WeChat Pay', address: 'Wangjing Xiyuan District 3' })
    expect(order.subtotal).toBe(Math.round(pick.price * 200) / 100)
    expect(order.total).toBe(Math.round((order.subtotal + order.deliveryFee) * 100) / 100)
    expect(order.dispatchFrom!.startsWith(hub)).toBe(true)
    expect(order.cancellableUntil).toBe(`2026-03-02 08:${String(packMinutes).padStart(2, '0')}`)
    expect(state(s, id).sold).toEqual({ [pick.productId]: 2 })
    expect(list(s, app, { category: 'dairy & eggs', searchQuery: 'eggs', sortBy: 'price' }).products[0]!.stock).toBe(pick.stock - 2)

    s.setClock(at(order.estimatedArrival!) + MINUTE)
    const done = ok<Order>(s.call(app, 'getOrderStatus', { orderId: 'ord_0001' }))
    expect(done.status).toBe('delivered')
    expect(done.rider).toMatch(new RegExp(`^${rider} [A-Z][a-z]+ \\(1\\d\\d\\*{4}\\d{4}\\)$`))
    expect(done.tracking!.map((e) => e.time)).toEqual(['2026-03-02 08:00', '2026-03-02 08:02', order.cancellableUntil, order.estimatedArrival])
    expect(fail(s.call(app, 'cancelOrder', { orderId: 'ord_0001' })).message).toContain('delivered')

    const second = ok<Order>(buy(s, app, { category: 'fruits', searchQuery: 'bananas', preference: 'price' }))
    s.setClock(s.now + 5 * MINUTE)
    const cancelled = ok<Order>(s.call(app, 'cancelOrder', { orderId: second.orderId, reason: 'Ordered twice' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: second.total, refundEta: '2026-03-03' })
    expect(state(s, id).sold[second.product.productId]).toBeUndefined()
    expect(ok<{ orders: Order[] }>(s.call(app, 'listOrders', {})).orders.map((o) => [o.orderId, o.status])).toEqual([[second.orderId, 'cancelled'], ['ord_0001', 'delivered']])
    const before = s.state
    expect(fail(s.call(app, 'cancelOrder', { orderId: second.orderId }))).toMatchObject({ code: 'conflict' })
    expect(fail(s.call(app, 'getOrderStatus', { orderId: 'ord_0099' }))).toMatchObject({ code: 'not_found' })
    expect(s.state).toBe(before)

    // Out for delivery: too late to cancel.
    const third = ok<Order>(buy(s, app, { category: 'vegetables', searchQuery: 'tomatoes' }))
    s.setClock(at(third.cancellableUntil!) + MINUTE)
    expect(ok<Order>(s.call(app, 'getOrderStatus', { orderId: third.orderId })).status).toBe('out_for_delivery')
    expect(fail(s.call(app, 'cancelOrder', { orderId: third.orderId })).message).toContain('out for delivery')
  })

  it('delivers after-hours orders in the first morning slot and charges a fee on small baskets', () => {
    const s = session('late', fromLocal(2026, 3, 2, 22, 40))
    const order = ok<Order>(buy(s, 'Freshippo', { category: 'vegetables', searchQuery: 'garlic', preference: 'price' }))
    expect(order.estimatedArrival).toBe('2026-03-03 07:30')
    expect(order.deliveryFee).toBe(6)
    expect(order.latestUpdate.text).toContain('starts on it at 2026-03-03 07:02')
    expect(ok<Order>(buy(s, 'Dingdong Maicai', { category: 'vegetables', searchQuery: 'garlic' })).estimatedArrival!.startsWith('2026-03-03 07:')).toBe(true)
  })

  it('stops at the stock: 409 beyond it, per session', () => {
    const s = session()
    const lobster = list(s, 'Freshippo', { category: 'seafood', searchQuery: 'boston lobster', weight: '250-500' }).products[0]!
    expect(fail(buy(s, 'Freshippo', { searchQuery: lobster.productId, count: lobster.stock + 1 })).message).toContain(`Only ${lobster.stock} left`)
    ok(buy(s, 'Freshippo', { searchQuery: lobster.productId, count: lobster.stock }))
    expect(fail(buy(s, 'Freshippo', { searchQuery: lobster.productId })).message).toContain('sold out')
    expect(ok<Order>(buy(session(), 'Freshippo', { searchQuery: lobster.productId })).orderId).toBe('ord_0001')
  })
})

describe('Duoduo Maicai: next-day pickup flow', () => {
  it('order by 23:00, collect from 16:00 tomorrow; cancel until the cut-off only', () => {
    const s = session('dd', fromLocal(2026, 3, 2, 21, 0))
    const rice = ok<Order>(buy(s, 'Duoduo Maicai', { category: 'pantry', searchQuery: 'rice', preference: 'price', count: 2, shippingAddress: 'Office' }))
    expect(rice).toMatchObject({ status: 'paid', pickupFrom: '2026-03-03 16:00', cancellableUntil: '2026-03-02 23:00', deliveryFee: 0, address: 'Wangjing SOHO' })
    expect(rice.pickupPoint).toMatch(/, Wangjing SOHO$/)
    expect(rice.pickupCode).toBeUndefined()
    s.setClock(fromLocal(2026, 3, 3, 10, 0))
    expect(ok<Order>(s.call('Duoduo Maicai', 'getOrderStatus', { orderId: rice.orderId })).status).toBe('in_transit')
    expect(fail(s.call('Duoduo Maicai', 'cancelOrder', { orderId: rice.orderId }))).toMatchObject({ code: 'conflict' })
    s.setClock(fromLocal(2026, 3, 3, 16, 5))
    const ready = ok<Order>(s.call('Duoduo Maicai', 'getOrderStatus', { orderId: rice.orderId }))
    expect(ready.status).toBe('ready_for_pickup')
    expect(ready.pickupCode).toMatch(/^\d-\d-\d{4}$/)
    // After the cut-off, pickup moves a day; cancelling before the next cut-off works.
    s.setClock(fromLocal(2026, 3, 3, 23, 30))
    const late = ok<Order>(buy(s, 'Duoduo Maicai', { category: 'vegetables', searchQuery: 'potatoes' }))
    expect(late).toMatchObject({ pickupFrom: '2026-03-05 16:00', cancellableUntil: '2026-03-04 23:00' })
    expect(ok<Order>(s.call('Duoduo Maicai', 'cancelOrder', { orderId: late.orderId })).status).toBe('cancelled')
    expect(ok<{ total: number }>(s.call('Duoduo Maicai', 'listOrders', { status: 'ready_for_pickup' })).total).toBe(1)
  })

  it('resolves product_N to the featured best sellers, the same in every session', () => {
    const a = ok<Order>(buy(session('a'), 'Duoduo Maicai', { searchQuery: 'product_8', count: 6 }))
    const b = ok<Order>(buy(session('b'), 'Duoduo Maicai', { category: 'fruits', searchQuery: 'Product-8', count: 6 }))
    expect(b.product.productId).toBe(a.product.productId)
    expect(a.product.productId).toMatch(/^DDMC\d{8}$/)
    expect(ok<Page>(session().call('Duoduo Maicai', 'getProductList', { category: 'general', searchQuery: 'product_8' })).products[0]!.productId).toBe(a.product.productId)
    expect(fail(buy(session(), 'Duoduo Maicai', { searchQuery: 'product_31' }))).toMatchObject({ code: 'not_found' })
  })
})
