import { describe, expect, it } from 'vitest'
import { DAY, MINUTE, parseWhen } from '../../apps/kit/index.ts'
import { amazon, jd, pinduoduo, poizon, tmall, vipshop, xianyu, type MarketplaceState } from '../../apps/shopping/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'
import { describeToolSpectrum, toolspectrumToolset } from '../support/toolspectrum.ts'

/** The marketplaces built on defineMarketplace after Temu: one flow, table-driven; app specifics in shopping-*.test.ts. */
const world = createSandboxWorld({ checkOutputs: true })
const session = (user = {}, seed = 'seed-1') => openSession({ world, seed, user })

type Listing = { productId: string; title: string; price: number; stock: number; shippingFee: number; estimatedDelivery: string; productType: string; sizes?: string[]; [k: string]: unknown }
type Page = { matched: boolean; totalMatches: number; products: Listing[] }
type OrderOut = {
  orderId: string
  status: string
  product: { productId: string; title: string }
  unitPrice: number
  count: number
  subtotal: number
  shippingFee: number
  total: number
  estimatedDelivery: string
  carrier?: string
  latestUpdate: { time: string; text: string }
  tracking?: { time: string; text: string }[]
  refundAmount?: number
  [k: string]: unknown
}
const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const fail = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected an error')
  return outcome.error as { code: string; message: string; issues?: { path: string; message: string; code?: string }[]; rule?: string }
}

interface Case {
  app: string
  name: string
  id: RegExp
  /** ToolSpectrum's exact buyProduct (productId only through searchQuery). */
  exact: boolean
  /** Required extra arguments (Xianyu's condition). */
  extra: Record<string, unknown>
}
const cases: Case[] = [
  { app: 'pinduoduo', name: 'Pinduoduo', id: /^PDD\d{9}$/, exact: true, extra: {} },
  { app: 'tmall', name: 'Tmall', id: /^TB\d{9}$/, exact: true, extra: {} },
  { app: 'poizon', name: 'Poizon', id: /^DW\d{9}$/, exact: true, extra: {} },
  { app: 'vipshop', name: 'Vipshop', id: /^VIP\d{9}$/, exact: true, extra: {} },
  { app: 'xianyu', name: 'Xianyu', id: /^XY\d{9}$/, exact: true, extra: { condition: 'slightly used' } },
  { app: 'amazon', name: 'Amazon', id: /^B0\d{9}$/, exact: false, extra: {} },
  { app: 'jd', name: 'JD', id: /^JD\d{9}$/, exact: false, extra: {} },
]
const list = (s: Session, c: Case, args: Record<string, unknown>) => ok<Page>(s.call(c.app, 'getProductList', { ...c.extra, ...args }))
const buyArgs = (c: Case, productId: string, more: Record<string, unknown> = {}) => ({
  ...(c.exact ? { searchQuery: productId } : { productId }),
  ...c.extra,
  paymentMethod: 'Alipay',
  count: 1,
  shippingAddress: 'Home',
  ...more,
})
const stateOf = (s: Session, app: string) => s.state.apps[app] as MarketplaceState
const endOfDay = (s: Session, date: string) => parseWhen(`${date} 23:59`, s.now, 't')

describe.each(cases)('$name: search -> buy -> status -> cancel', (c) => {
  it('buys the listing it found, tracks it with the clock, cancels with a refund, and refuses what it must', () => {
    const s = session()
    const page = list(s, c, { category: 'Home appliances', searchQuery: 'air fryer' })
    expect(page.matched).toBe(true)
    const pick = page.products[0]!
    expect(pick.productId).toMatch(c.id)
    expect(pick.productType).toBe('Air Fryer')

    const order = ok<OrderOut>(s.call(c.app, 'buyProduct', buyArgs(c, pick.productId, { paymentMethod: 'wechat' })))
    const tax = typeof order.importTax === 'number' ? order.importTax : 0
    expect(order).toMatchObject({
      orderId: 'ord_0001',
      status: 'paid',
      product: { productId: pick.productId, title: pick.title },
      unitPrice: pick.price,
      count: 1,
      subtotal: pick.price,
      shippingFee: pick.shippingFee,
      total: Math.round((pick.price + pick.shippingFee + tax) * 100) / 100,
      paymentMethod: 'WeChat Pay',
      estimatedDelivery: pick.estimatedDelivery,
      latestUpdate: { time: '2026-03-02 08:00', text: 'Order paid; the seller is preparing your parcel' },
    })
    expect(stateOf(s, c.app).sold).toEqual({ [pick.productId]: 1 })
    expect(list(s, c, { category: 'Home appliances', searchQuery: 'air fryer' }).products[0]!.stock).toBe(pick.stock - 1)
    expect(ok<{ total: number; orders: OrderOut[] }>(s.call(c.app, 'listOrders', {})).orders.map((o) => o.orderId)).toEqual(['ord_0001'])

    // Cancelled before it ships: the refund is the whole total and the unit goes back on sale.
    const cancelled = ok<OrderOut>(s.call(c.app, 'cancelOrder', { orderId: 'ord_0001', reason: 'Changed my mind' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: order.total, cancelReason: 'Changed my mind' })
    expect(stateOf(s, c.app).sold).toEqual({})
    expect(stateOf(s, c.app).orders.ord_0001!.status).toBe('cancelled')
    const before = s.state
    expect(fail(s.call(c.app, 'cancelOrder', { orderId: 'ord_0001' }))).toMatchObject({ code: 'conflict' })
    expect(fail(s.call(c.app, 'cancelOrder', { orderId: 'ord_0042' }))).toMatchObject({ code: 'not_found' })
    expect(fail(s.call(c.app, 'getOrderStatus', { orderId: 'ord_0042' }))).toMatchObject({ code: 'not_found' })
    expect(s.state).toBe(before)

    // A second order runs its course: delivered on the estimated day, then too late to cancel.
    const second = ok<OrderOut>(s.call(c.app, 'buyProduct', buyArgs(c, page.products[1]!.productId)))
    expect(second.orderId).toBe('ord_0002')
    s.setClock(endOfDay(s, second.estimatedDelivery))
    const done = ok<OrderOut>(s.call(c.app, 'getOrderStatus', { orderId: 'ord_0002' }))
    expect(done.status).toBe('delivered')
    expect(done.tracking![0]!.text).toContain('Order paid')
    expect(done.tracking!.at(-1)!.text).toBe(`Delivered to ${stateOf(s, c.app).orders.ord_0002!.shippingAddress}`)
    expect(done.tracking!.at(-1)!.time.startsWith(second.estimatedDelivery)).toBe(true)
    expect(done.carrier).toBeDefined()
    expect(fail(s.call(c.app, 'cancelOrder', { orderId: 'ord_0002' })).message).toContain('delivered')
    expect(ok<{ orders: OrderOut[] }>(s.call(c.app, 'listOrders', { status: 'delivered' })).orders.map((o) => o.orderId)).toEqual(['ord_0002'])
  })

  it('buys by keywords the first listing getProductList shows under the same preferences', () => {
    const s = session()
    for (const [searchQuery, category, preference] of [['air fryer', 'Home appliances', 'price'], ['lipstick', 'Brands', 'quality'], ['desk', 'Furniture', undefined]] as const) {
      const sortBy = preference ? { sortBy: preference } : {}
      const first = list(s, c, { category, searchQuery, ...sortBy }).products[0]!
      const f = s.fork('by-query')
      const order = ok<OrderOut>(f.call(c.app, 'buyProduct', { searchQuery, ...c.extra, ...(preference ? { preference } : {}), paymentMethod: 'Alipay', count: 1, shippingAddress: 'Office' }))
      expect(order.product.productId).toBe(first.productId)
    }
  })

  it('resolves the address: "Home" and the saved home text reach the same state', () => {
    const a = session()
    const b = session()
    const pick = list(a, c, { category: 'Home appliances', searchQuery: 'kettle' }).products[0]!
    ok(a.call(c.app, 'buyProduct', buyArgs(c, pick.productId, { shippingAddress: 'Home' })))
    ok(b.call(c.app, 'buyProduct', buyArgs(c, pick.productId, { shippingAddress: 'Wangjing Xiyuan' })))
    expect(stateOf(a, c.app)).toEqual(stateOf(b, c.app))
  })

  it('gives byte-identical outcomes for the same seed, and other items for another query', () => {
    const script = (s: Session) => [
      s.call(c.app, 'getProductList', { ...c.extra, category: 'Clothing', searchQuery: 'hoodie', gender: 'female', sortBy: 'price' }),
      s.call(c.app, 'buyProduct', { searchQuery: 'hoodie', ...c.extra, gender: 'female', bodySize: 'M', preference: 'quality', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Office' }),
      s.call(c.app, 'getOrderStatus', { orderId: 'ord_0001' }),
    ]
    const one = JSON.stringify(script(session()))
    expect(JSON.stringify(script(openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'seed-1' })))).toBe(one)
    const s = session()
    const hoodies = list(s, c, { category: 'Clothing', searchQuery: 'hoodie' }).products.map((p) => p.productId)
    const jeans = list(s, c, { category: 'Clothing', searchQuery: 'jeans' }).products.map((p) => p.productId)
    expect(jeans.filter((id) => hoodies.includes(id))).toEqual([])
  })
})

describeToolSpectrum('ToolSpectrum interface: exact names and parameters', () => {
  const toolset = toolspectrumToolset()
  const own = (app: { tool(name: string): { input: { shape: Record<string, unknown> } } | undefined }, api: string) =>
    Object.keys(app.tool(api)!.input.shape)
      .filter((k) => !['resourceLoading', 'mediaQuality', 'preferredOrientation', 'performanceMode', 'enableCaptions', 'enableVoiceOver', 'increaseColorContrast'].includes(k))
      .sort()

  it.each([
    ['Pinduoduo', pinduoduo],
    ['Tmall', tmall],
    ['Poizon', poizon],
    ['Vipshop', vipshop],
    ['Xianyu', xianyu],
  ] as const)('%s has the toolset parameters of getProductList and buyProduct, no more', (name, app) => {
    for (const api of ['getProductList', 'buyProduct']) {
      const declared = toolset.parameters(name, api)!.filter((p) => p.kind !== 'environmental')
      expect(own(app, api)).toEqual(declared.map((p) => p.name).sort())
    }
    expect(app.tools.map((t) => t.name)).toEqual(['getProductList', 'buyProduct', 'getOrderStatus', 'cancelOrder', 'listOrders'])
  })
})

describe('ToolSpectrum interface: what the toolset does not have', () => {
  it('refuses parameters the toolset does not have, naming them', () => {
    const s = session()
    const base = { searchQuery: 'kettle', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }
    expect(fail(s.call('Tmall', 'buyProduct', { ...base, category: 'Home appliances' })).issues![0]).toMatchObject({ path: 'category', code: 'unknown_parameter' })
    expect(fail(s.call('Pinduoduo', 'buyProduct', { ...base, productId: 'PDD123456789' })).issues![0]).toMatchObject({ path: 'productId' })
    expect(fail(s.call('Tmall', 'getProductList', { category: 'Electronics', searchQuery: 'keyboard', condition: 'brand_new' })).issues![0]).toMatchObject({ path: 'condition' })
    expect(fail(s.call('Pinduoduo', 'getProductList', { category: 'Home appliances', searchQuery: 'vacuum', pageSize: 11 })).issues![0]).toMatchObject({ path: 'pageSize' })
    expect(fail(s.call('Vipshop', 'getProductList', { category: 'Cosmetics', searchQuery: 'primer' })).issues![0]).toMatchObject({ path: 'category' })
    expect(fail(s.call('Poizon', 'buyProduct', { paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })).issues![0]).toMatchObject({ path: 'searchQuery' })
    // Xianyu's condition is required on both tools, with the toolset's exact values.
    expect(fail(s.call('Xianyu', 'getProductList', { category: 'Clothing', searchQuery: 'hat' })).issues![0]).toMatchObject({ path: 'condition' })
    expect(fail(s.call('Xianyu', 'buyProduct', base)).issues![0]).toMatchObject({ path: 'condition' })
    expect(fail(s.call('Xianyu', 'buyProduct', { ...base, condition: 'used' })).issues![0]).toMatchObject({ path: 'condition' })
    // Outside ToolSpectrum, Amazon and JD take productId and category like Temu.
    expect(s.call('JD', 'buyProduct', { ...base, category: 'Home appliances' }).ok).toBe(true)
    expect(amazon.tool('buyProduct')!.input.shape).toHaveProperty('productId')
    expect(jd.tool('buyProduct')!.input.shape).toHaveProperty('category')
  })

  it('answers an id that names nothing with 404, and buys an id given as searchQuery only when it matches the condition', () => {
    const s = session()
    expect(fail(s.call('tmall', 'buyProduct', { searchQuery: 'TB000000001', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))).toMatchObject({ code: 'not_found' })
    const used = list(s, cases[4]!, { category: 'Brands', searchQuery: 'handbag', condition: 'heavily used' }).products[0]!
    const wrong = fail(s.call('xianyu', 'buyProduct', { searchQuery: used.productId, condition: 'brand_new', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(wrong.issues![0]).toMatchObject({ path: 'condition' })
    expect(wrong.issues![0]!.message).toContain('heavily used')
  })
})

describe('Sizes: a listing named by id needs one; a purchase by keywords uses the buyer usual size', () => {
  it('buys swimwear in L for Li Wei (176 cm, 72 kg) and in M for a 160 cm woman', () => {
    const man = ok<OrderOut>(session().call('pinduoduo', 'buyProduct', { searchQuery: 'swimsuit', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(man.size).toBe('L')
    const woman = ok<OrderOut>(session({ gender: 'female', heightCm: 160, weightKg: 52 }).call('tmall', 'buyProduct', { searchQuery: 'swimsuit', gender: 'female', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(woman.size).toBe('M')
    const given = ok<OrderOut>(session().call('tmall', 'buyProduct', { searchQuery: 'swimsuit', bodySize: 'XL', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(given.size).toBe('XL')
    const s = session()
    const listing = list(s, cases[1]!, { category: 'Clothing', searchQuery: 'swimsuit' }).products[0]!
    expect(fail(s.call('tmall', 'buyProduct', { searchQuery: listing.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })).issues![0]!.path).toBe('bodySize')
  })

  it('moves a same-day JD order and a Tmall order along the clock with the cut-offs', () => {
    const s = session()
    const morning = ok<OrderOut>(s.call('jd', 'buyProduct', { searchQuery: 'air fryer', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }))
    expect(morning.estimatedDelivery >= '2026-03-02' && morning.estimatedDelivery <= '2026-03-03').toBe(true)
    s.setClock(s.now + 4 * DAY + MINUTE)
    expect(ok<OrderOut>(s.call('jd', 'getOrderStatus', { orderId: morning.orderId })).status).toBe('delivered')
  })
})
