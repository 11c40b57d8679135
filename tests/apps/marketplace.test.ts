import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { MINUTE, parseWhen } from '../../apps/kit/index.ts'
import { defineMarketplace, flagshipStoreName, temu, type MarketplaceFlavour } from '../../apps/shopping/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

/** A Tmall-like flavour: brand flagship stores, fast delivery, mid-high prices, the minor rule on. */
const mallFlavour: MarketplaceFlavour = {
  idPrefix: 'ML',
  priceFactor: 1.1,
  brands: { generic: 0.03, tiers: { budget: 1, mainstream: 3, premium: 2.5, luxury: 0.8 } },
  discount: { share: 0.3, depth: [0.05, 0.25], label: 'Store coupon' },
  shipping: {
    days: [1, 3],
    bulkyExtraDays: 2,
    handlingHours: [2, 20],
    cutoffHour: 16,
    fee: 0,
    bulkyFee: 0,
    carriers: ['SF Express', 'ZTO Express'],
    origins: ['Hangzhou', 'Shanghai', 'Beijing', 'Guangzhou'],
  },
  rating: [4.6, 5.0],
  sold: [20, 60_000],
  stock: [50, 3000],
  listingsPerType: 24,
  titleStyle: 'clean',
  storeName: flagshipStoreName,
  salesLabel: (bucket) => `${bucket} bought this month`,
  productFields: {
    shape: { officialWarranty: z.string().describe('Manufacturer warranty') },
    build: (p) => ({ officialWarranty: p.type.category === 'Electronics' || p.type.category === 'Home appliances' ? '1-year national warranty' : '7-day no-reason returns' }),
  },
}

const mall = defineMarketplace({
  id: 'mall_like',
  name: 'Mall Like',
  aliases: ['MallLike'],
  description: 'Test marketplace of official brand flagship stores with fast delivery.',
  traits: { price: 'mid-high', speed: 'fast', brands: 'official' },
  flavour: mallFlavour,
  minorRule: {},
})

/** A Poizon/Xianyu-like flavour: a required `condition` parameter and an inspection stop in the parcel's journey. */
const resale = defineMarketplace({
  id: 'resale_like',
  name: 'Resale Like',
  description: 'Test resale marketplace: authenticated goods, each listing has a condition.',
  flavour: {
    ...mallFlavour,
    idPrefix: 'RS',
    priceFactor: 0.8,
    titleStyle: 'clean',
    shipping: { ...mallFlavour.shipping, days: [3, 6], handlingHours: [6, 24] },
    excludeCategories: ['Furniture'],
    productFields: {
      shape: { condition: z.enum(['brand_new', 'slightly used', 'heavily used']) },
      build: (_p, rng) => ({ condition: rng.weighted(['brand_new', 'slightly used', 'heavily used'], [3, 2, 1]) }),
    },
    extraParameters: {
      shape: { condition: z.enum(['brand_new', 'slightly used', 'heavily used']).describe('Condition of the item.') },
      accepts: (p, args) => p.extra.condition === args.condition,
    },
    inspection: { afterShipHours: 20, text: 'Passed authentication at the inspection centre; certificate attached' },
  },
})

const world = createSandboxWorld({ apps: [temu, mall, resale], checkOutputs: true })
const session = (user = {}) => openSession({ world, user })

type Listing = { productId: string; brand: string; store: string; price: number; productType: string; estimatedDelivery: string; soldLabel: string; category: string; officialWarranty?: string; condition?: string }
type Page = { matched: boolean; totalMatches: number; products: Listing[] }
const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const list = (s: Session, app: string, args: Record<string, unknown>) => ok<Page>(s.call(app, 'getProductList', args))
const median = <T>(xs: T[]) => [...xs].sort()[xs.length >> 1]!
const medianNumber = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!

describe('defineMarketplace: one factory, apps that differ the way real ones do', () => {
  const queries: [string, string][] = [['t-shirt', 'Clothing'], ['wireless earbuds', 'Electronics'], ['air fryer', 'Home appliances'], ['office chair', 'Furniture'], ['sneakers', 'Brands']]

  it.each(queries)('Temu is cheaper and slower than the flagship mall for "%s"', (searchQuery, category) => {
    const s = session()
    const cheap = list(s, 'temu', { category, searchQuery })
    const brand = list(s, 'mall_like', { category, searchQuery })
    expect(medianNumber(cheap.products.map((p) => p.price))).toBeLessThan(medianNumber(brand.products.map((p) => p.price)))
    expect(median(cheap.products.map((p) => p.estimatedDelivery)) > median(brand.products.map((p) => p.estimatedDelivery))).toBe(true)
  })

  it('shows the flavour: flagship stores, real brands, its id prefix, sales label and extra fields', () => {
    const s = session()
    const page = list(s, 'mall_like', { category: 'Electronics', searchQuery: 'earbuds' })
    for (const p of page.products) {
      expect(p.productId).toMatch(/^ML\d{9}$/)
      expect(p.store).toMatch(/Flagship Store$/)
      expect(p.soldLabel).toMatch(/bought this month$/)
      expect(p.officialWarranty).toBe('1-year national warranty')
    }
    const brands = new Set(list(s, 'mall_like', { category: 'Electronics', searchQuery: 'airpods' }).products.map((p) => p.brand))
    expect(brands.has('Apple')).toBe(true)
    // Temu stocks no Apple earbuds: a query for them shows generic earbuds instead.
    expect(list(s, 'temu', { category: 'Electronics', searchQuery: 'airpods' }).products.some((p) => p.brand === 'Apple')).toBe(false)
  })

  it('takes extra parameters and filters by them, and adds an inspection stop to tracking', () => {
    const s = session()
    const missing = s.call('resale_like', 'getProductList', { category: 'Brands', searchQuery: 'sneakers' })
    expect(missing.ok).toBe(false)
    const used = list(s, 'resale_like', { category: 'Brands', searchQuery: 'sneakers', condition: 'slightly used' })
    expect(used.products.length).toBeGreaterThan(0)
    expect(used.products.every((p) => p.condition === 'slightly used')).toBe(true)
    expect(list(s, 'resale_like', { category: 'Furniture', searchQuery: 'sofa', condition: 'brand_new' }).products.every((p) => p.category !== 'Furniture')).toBe(true)
    const order = ok<{ orderId: string; estimatedDelivery: string }>(
      s.call('resale_like', 'buyProduct', { searchQuery: 'sneakers', category: 'Brands', condition: 'brand_new', bodySize: 'L', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Office' }),
    )
    s.setClock(parseWhen(`${order.estimatedDelivery} 23:59`, s.now, 't') + MINUTE)
    const done = ok<{ status: string; tracking: { text: string }[] }>(s.call('resale_like', 'getOrderStatus', { orderId: order.orderId }))
    expect(done.status).toBe('delivered')
    expect(done.tracking.map((e) => e.text)).toContain('Passed authentication at the inspection centre; certificate attached')
    // The order belongs to that app only.
    expect(s.call('temu', 'getOrderStatus', { orderId: order.orderId })).toMatchObject({ ok: false, error: { code: 'not_found' } })
  })
})

describe('defineMarketplace: the minor rule (Pinduoduo / Tmall policy)', () => {
  it('is declared as a policy of the app', () => {
    expect(mall.policies.map((p) => p.id)).toEqual(['mall_like.minor_purchase_limit'])
    expect(mall.policies[0]!.tools).toEqual(['buyProduct'])
    expect(temu.policies).toEqual([])
  })

  it('refuses a minor electronics over ¥1,000 and anything over ¥10,000; allows cheap goods and adults', () => {
    const teen = session({ age: 16 })
    const adult = session()
    const phone = list(teen, 'mall_like', { category: 'Electronics', searchQuery: 'smartphone', priceRange: 'high' }).products[0]!
    expect(phone.price).toBeGreaterThan(1000)
    const before = teen.state
    const refused = teen.call('mall_like', 'buyProduct', { productId: phone.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'mall_like.minor_purchase_limit' } })
    expect(teen.state).toBe(before)
    expect(adult.call('mall_like', 'buyProduct', { productId: phone.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }).ok).toBe(true)

    const chair = list(teen, 'mall_like', { category: 'Furniture', searchQuery: 'Herman Miller office chair', sortBy: 'price', priceRange: 'high' }).products.at(-1)!
    expect(chair.price).toBeGreaterThan(10_000)
    const tooDear = teen.call('mall_like', 'buyProduct', { productId: chair.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
    expect(tooDear).toMatchObject({ ok: false, error: { code: 'policy_violation' } })
    expect((tooDear as { error: { message: string } }).error.message).toContain('10,000')

    const kettle = list(teen, 'mall_like', { category: 'Home appliances', searchQuery: 'kettle', sortBy: 'price' }).products[0]!
    expect(teen.call('mall_like', 'buyProduct', { productId: kettle.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }).ok).toBe(true)
  })
})
