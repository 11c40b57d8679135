import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal } from '../apps/kit/index.ts'
import type { Product } from '../apps/shopping/index.ts'
import { categories } from '../apps/shopping/catalog/types.ts'
import { createSandboxWorld, openSession, type Session } from '../simulator/world/index.ts'

/**
 * Shopping apps a regular user would believe: searches match the words typed, stores and prices are
 * the real ones, a product is listed once, and result counts differ from query to query.
 */
const world = createSandboxWorld({ checkOutputs: true })

type Listing = { productId: string; title: string; brand: string; store: string; productType: string; price: number; originalPrice?: number; condition?: string }
type Page = { matched: boolean; totalMatches: number; note?: string; products: Listing[] }

function list(s: Session, app: string, args: Record<string, unknown>): Page {
  const outcome = s.call(app, 'getProductList', args)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
  return outcome.data as Page
}

/** The app's whole static catalog (built on its first search), to check every listing at once. */
function catalogOf(app: string): readonly Product[] {
  list(openSession({ world }), app, { category: 'Clothing', searchQuery: 'hat', ...(app === 'xianyu' ? { condition: 'brand_new' } : {}) })
  return world.memo<{ products: readonly Product[] }>(`${world.seed}:${app}:catalog`, () => {
    throw new Error(`no catalog for ${app}`)
  }).products
}

const SHOPPING_APPS = ['temu', 'pinduoduo', 'tmall', 'poizon', 'vipshop', 'xianyu', 'amazon', 'jd']

describe('Search matches the words typed', () => {
  const s = openSession({ world })

  it.each(['brand_new', 'slightly used', 'heavily used'])('Xianyu "iPhone 13" (%s) lists used iPhone 13s, not a Dell XPS 13', (condition) => {
    const page = list(s, 'xianyu', { category: 'Electronics', searchQuery: 'iPhone 13', condition })
    expect(page.matched).toBe(true)
    expect(page.products.length).toBeGreaterThan(0)
    for (const p of page.products) {
      expect(p.title).toMatch(/^Apple iPhone 13 /)
      expect(p.condition).toBe(condition)
    }
  })

  it.each(['tmall', 'jd', 'pinduoduo'])('%s, with no iPhone 13 in stock, shows Apple products for "iPhone 13", never another brand that shares the number', (app) => {
    const page = list(s, app, { category: 'Electronics', searchQuery: 'iPhone 13' })
    expect(page.products.length).toBeGreaterThan(0)
    expect(page.products.filter((p) => /\b13\b/.test(p.title) && !/iPhone/.test(p.title))).toEqual([])
    expect(page.products[0]!.brand).toBe('Apple')
  })

  it.each(['Brands', 'Clothing'])('Poizon "Nike Air Jordan 1" under %s shows Air Jordan 1 sneakers first, and only sneakers', (category) => {
    const page = list(s, 'poizon', { category, searchQuery: 'Nike Air Jordan 1' })
    expect(page.products.slice(0, 3).map((p) => p.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Air Jordan 1 /)]))
    expect(page.products[0]!.title).toMatch(/^Air Jordan 1 /)
    expect(new Set(page.products.map((p) => p.productType))).toEqual(new Set(['Sneakers']))
  })
})

describe('Search invariants', () => {
  it('a named model typed as it is written finds that model first, in every app', () => {
    const withModels = Object.fromEntries(SHOPPING_APPS.map((app) => [app, catalogOf(app).filter((p) => p.model && !p.type.titledByWork)] as const))
    const s = openSession({ world })
    fc.assert(
      fc.property(fc.constantFrom(...SHOPPING_APPS), fc.nat(), (app, n) => {
        const pool = withModels[app]!
        const p = pool[n % pool.length]!
        // Books, toys and sports goods have no search category of their own: any category finds them by keywords.
        const category = (categories as readonly string[]).includes(p.type.category) ? p.type.category : 'Brands'
        const page = list(s, app, { category, searchQuery: `${p.brand} ${p.model}`, ...(app === 'xianyu' ? { condition: p.extra.condition } : {}) })
        expect(page.products[0]!.title).toContain(`${p.brand} ${p.model} `)
      }),
      { numRuns: 150, seed: 7 },
    )
  })

  it('a number never matches by itself when the words beside it match something ("Galaxy 13" is no Huawei nova 13)', () => {
    const s = openSession({ world })
    fc.assert(
      fc.property(fc.constantFrom(...SHOPPING_APPS.filter((a) => a !== 'xianyu')), fc.constantFrom('iPhone', 'Galaxy', 'MacBook', 'MatePad', 'Redmi'), fc.integer({ min: 1, max: 99 }), (app, word, number) => {
        const alone = list(s, app, { category: 'Electronics', searchQuery: word })
        if (!alone.products.some((p) => p.title.includes(word))) return // the app does not sell it: nothing to narrow
        const page = list(s, app, { category: 'Electronics', searchQuery: `${word} ${number}` })
        expect(page.products.filter((p) => !p.title.toLowerCase().includes(word.toLowerCase())).map((p) => p.title)).toEqual([])
      }),
      { numRuns: 80, seed: 11 },
    )
  })
})

describe('Stores are the ones that really sell there', () => {
  it('Pinduoduo has no official or authorised store of a premium or luxury brand (no "Apple Official Store")', () => {
    const listings = catalogOf('pinduoduo').filter((p) => p.level === 'premium' || p.level === 'luxury')
    expect(new Set(listings.map((p) => p.brand))).toContain('Apple')
    expect(listings.length).toBeGreaterThan(50)
    expect(listings.filter((p) => /official|authori[sz]ed/i.test(p.store) || p.store.includes(p.brand)).map((p) => `${p.store}: ${p.title}`)).toEqual([])
  })

  it('Pinduoduo still has official stores of the Chinese brands that run one there', () => {
    const mainstream = catalogOf('pinduoduo').filter((p) => p.level === 'budget' || p.level === 'mainstream')
    expect(mainstream.some((p) => p.store === `${p.brand} Official Store`)).toBe(true)
  })
})

/** Apple's own China prices (CNY) for each configuration it sells. */
const APPLE: Record<string, Record<string, number>> = {
  'iPhone 16': { '128GB': 5999, '256GB': 6999, '512GB': 8999 },
  'iPhone 16 Pro': { '128GB': 7999, '256GB': 8999, '512GB': 10999, '1TB': 12999 },
  'iPhone 16 Pro Max': { '256GB': 9999, '512GB': 11999, '1TB': 13999 },
}

describe("Tmall's Apple flagship sells Apple's configurations at Apple's prices", () => {
  const s = openSession({ world })

  it.each(Object.keys(APPLE))('%s: every configuration once, at the Apple price, no made-up RAM', (model) => {
    const page = list(s, 'tmall', { category: 'Electronics', searchQuery: model })
    const own = page.products.filter((p) => p.title.startsWith(`Apple ${model} Smartphone, `))
    const seen = Object.fromEntries(own.map((p) => [p.title.slice(`Apple ${model} Smartphone, `.length), p.price] as const))
    expect(seen).toEqual(APPLE[model])
    expect(own.length).toBe(Object.keys(APPLE[model]!).length)
    for (const p of own) {
      expect(p.store).toBe('Apple Official Flagship Store')
      expect(p.originalPrice).toBeUndefined()
    }
  })

  it('no Apple listing anywhere carries an Android-style "12GB+256GB" configuration', () => {
    for (const app of SHOPPING_APPS) {
      const odd = catalogOf(app).filter((p) => p.brand === 'Apple' && /iPhone|iPad/.test(p.title) && /\d+GB\+\d+/.test(p.title))
      expect(odd.map((p) => `${app}: ${p.title}`)).toEqual([])
    }
  })
})

describe('A product is listed once', () => {
  /** What a shopper sees as the same product: the same store, brand, model, attributes and who it is for (and a used item's condition). */
  const identity = (p: Product) => [p.store, p.brand, p.model ?? '', p.attributes.join('/'), p.gender ?? '', String(p.extra.condition ?? '')].join('|')

  it.each(SHOPPING_APPS)('%s has no product under two ids', (app) => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const p of catalogOf(app)) {
      const key = identity(p)
      if (seen.has(key)) twice.push(`${seen.get(key)} = ${p.id}: ${p.title}`)
      else seen.set(key, p.id)
    }
    expect(twice).toEqual([])
  })

  it.each(['freshippo', 'dingdong_maicai', 'duoduo_maicai'])('%s lists each item, pack and variant once', (app) => {
    openSession({ world }).call(app, 'getProductList', { category: 'fruit', searchQuery: 'apples', ...(app === 'freshippo' ? { weight: '>500' } : {}) })
    const listings = world.memo<{ listings: readonly { id: string; name: string; pack: { label: string } }[] }>(`${world.seed}:${app}:catalog`, () => {
      throw new Error(`no catalog for ${app}`)
    }).listings
    const keys = listings.map((l) => `${l.name}|${l.pack.label}`)
    expect(keys.length).toBeGreaterThan(100)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('Tmall shows "iPhone 16 Pro" configurations once each', () => {
    const titles = list(openSession({ world }), 'tmall', { category: 'Electronics', searchQuery: 'iPhone 16 Pro' }).products.map((p) => p.title)
    expect(titles.length).toBe(new Set(titles).size)
  })
})

describe('Result counts differ from query to query', () => {
  const queries: [string, string][] = [
    ['phone case', 'Electronics'], ['laptop', 'Electronics'], ['power bank', 'Electronics'], ['electric kettle', 'Home appliances'], ['humidifier', 'Home appliances'],
    ['shoe rack', 'Furniture'], ['office chair', 'Furniture'], ['down jacket', 'Clothing'], ['jeans', 'Clothing'], ['sweater', 'Clothing'], ['sunscreen', 'Brands'], ['sheet mask', 'Brands'],
  ]

  it.each(['temu', 'jd', 'tmall', 'pinduoduo'])('%s: twelve one-kind searches give at least six different totals', (app) => {
    const s = openSession({ world })
    const totals = queries.map(([searchQuery, category]) => list(s, app, { category, searchQuery }).totalMatches)
    expect(totals.every((t) => t > 0)).toBe(true)
    expect(new Set(totals).size).toBeGreaterThanOrEqual(6)
  })
})

describe('Fresh produce follows the seasons of China', () => {
  const at = (month: number, day = 10) => openSession({ world, start: fromLocal(2026, month, day, 10) })
  const GROCERS = ['freshippo', 'dingdong_maicai', 'duoduo_maicai']
  const find = (s: Session, app: string, searchQuery: string) => {
    const outcome = s.call(app, 'getProductList', { category: 'fruit', searchQuery, ...(app === 'freshippo' ? { weight: '>500' } : {}) })
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
    return outcome.data as { matched: boolean; note?: string; products: { name: string; productId: string }[] }
  }

  it.each(GROCERS)('%s sells strawberries in March, their peak', (app) => {
    const page = find(at(3), app, 'strawberries')
    expect(page.matched).toBe(true)
    expect(page.products.length).toBeGreaterThan(0)
    expect(page.products.every((p) => /strawberr/i.test(p.name))).toBe(true)
  })

  it.each(GROCERS)('%s sells the winter citrus in January and February (mandarins, 砂糖橘)', (app) => {
    for (const [month, query] of [[1, 'mandarins'], [2, '砂糖橘'], [1, 'tangerine']] as const) {
      const page = find(at(month), app, query)
      expect(page.matched).toBe(true)
      expect(page.products[0]!.name).toMatch(/Mandarin/)
    }
  })

  it.each(GROCERS)('%s has no lychees or Shanghai 8424 watermelons in January, and has them in July', (app) => {
    const winter = at(1)
    expect(find(winter, app, 'lychee').matched).toBe(false)
    expect(find(winter, app, 'lychee').note).toMatch(/season/)
    expect(find(winter, app, 'watermelon').products.some((p) => /8424/.test(p.name))).toBe(false)
    const summer = at(7)
    expect(find(summer, app, 'lychee').products[0]!.name).toMatch(/Lychee/)
    expect(find(summer, app, 'watermelon').products.some((p) => /8424/.test(p.name))).toBe(true)
  })

  it('a listing out of season cannot be bought by its id, and says why', () => {
    const summer = find(at(7), 'dingdong_maicai', 'lychee').products[0]!
    const outcome = at(1).call('dingdong_maicai', 'buyProduct', { category: 'fruit', searchQuery: summer.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error.code).toBe('conflict')
      expect(outcome.error.message).toMatch(/season/)
    }
  })
})
