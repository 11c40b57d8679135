import { describe, expect, it } from 'vitest'
import { fromLocal, parseWhen } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

/** The three grocery apps differ the way the real ones do: price level, speed, assortment. Each claim can fail. */
const world = createSandboxWorld({ checkOutputs: true })
const APPS = ['Freshippo', 'Dingdong Maicai', 'Duoduo Maicai'] as const
type Listing = { productId: string; name: string; pack: string; price: number; pricePer500g: number; organic: boolean; brand?: string; shelfLife: string; soldLabel: string; netWeightGrams: number }
type Order = { estimatedArrival?: string; pickupFrom?: string; orderTime: string }

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const everything = (app: string, category: string, searchQuery: string): Listing[] => {
  const s = openSession({ world })
  const args = app === 'Duoduo Maicai' ? { category, searchQuery, pageSize: 24 } : { category, searchQuery, ...(app === 'Freshippo' ? { weight: '>500' } : {}) }
  const pages = app === 'Freshippo' ? ['<250', '250-500', '>500'].map((weight) => ({ ...args, weight })) : [args]
  return pages.flatMap((a) => {
    const o = s.call(app, 'getProductList', a) as { ok: boolean; data?: { products: Listing[]; relaxedFilters?: string[] } }
    return o.ok && !o.data!.relaxedFilters ? o.data!.products : []
  })
}

const basket: [string, string][] = [
  ['fruits', 'bananas'], ['fruits', 'apples'], ['fruits', 'mangoes'], ['vegetables', 'potatoes'], ['vegetables', 'tomatoes'], ['vegetables', 'broccoli'],
  ['dairy & eggs', 'eggs'], ['dairy & eggs', 'milk'], ['meat', 'chicken breast'], ['meat', 'pork ribs'], ['seafood', 'shrimp'], ['pantry', 'rice'],
  ['pantry', 'soy sauce'], ['pantry', 'pasta'], ['frozen', 'dumplings'], ['drinks', 'water'], ['snacks', 'nuts'], ['bakery', 'bread'],
]

describe('grocery realism', () => {
  it('prices the same basket Freshippo > Dingdong Maicai > Duoduo Maicai (same item, same pack)', () => {
    const byApp = APPS.map((app) => new Map(basket.flatMap(([c, q]) => everything(app, c, q)).filter((l) => !l.organic && l.brand !== 'Hema Daily Fresh').map((l) => [`${l.name}|${l.pack}`, l.price])))
    const common = [...byApp[0]!.keys()].filter((k) => byApp.every((m) => m.has(k)))
    expect(common.length).toBeGreaterThan(20)
    const [hema, dingdong, duoduo] = byApp.map((m) => median(common.map((k) => m.get(k)!)))
    expect(hema!).toBeGreaterThan(dingdong! * 1.1)
    expect(dingdong!).toBeGreaterThan(duoduo! * 1.1)
    // Item by item, the order holds for most of the basket (promotions cross over now and then).
    const ordered = common.filter((k) => byApp[0]!.get(k)! > byApp[1]!.get(k)! && byApp[1]!.get(k)! > byApp[2]!.get(k)!)
    expect(ordered.length / common.length).toBeGreaterThan(0.6)
  })

  it('delivers soonest from Freshippo, then Dingdong Maicai; Duoduo Maicai is next-day pickup', () => {
    const addresses = ['Home', 'Office', 'Gym', 'Sanlitun Taikoo Li', 'Beijing South Railway Station', 'Zhongguancun', 'Tiantongyuan', '88 Jianguo Road', 'Huaqing Jiayuan', 'Fangzhuang']
    const minutes = (app: string) =>
      addresses.map((shippingAddress) => {
        const s = openSession({ world, start: fromLocal(2026, 3, 4, 10, 0) })
        const o = s.call(app, 'buyProduct', { category: 'vegetables', searchQuery: 'tomatoes', paymentMethod: 'Alipay', count: 1, shippingAddress }) as { ok: true; data: Order }
        const when = o.data.estimatedArrival ?? o.data.pickupFrom!
        return (parseWhen(when, s.now, 't') - s.now) / 60_000
      })
    const [hema, dingdong, duoduo] = APPS.map(minutes)
    expect(median(hema!)).toBeLessThan(median(dingdong!))
    expect(median(dingdong!)).toBeLessThan(median(duoduo!))
    expect(Math.max(...hema!)).toBeLessThanOrEqual(60)
    expect(Math.min(...dingdong!)).toBeGreaterThanOrEqual(35)
    expect(Math.max(...dingdong!)).toBeLessThanOrEqual(60)
    expect(duoduo!.every((m) => m === 30 * 60)).toBe(true) // 10:00 today -> 16:00 tomorrow
  })

  it('stocks what each app is known for: Hema luxury seafood and same-day own label, Duoduo group-buy staples', () => {
    const has = (app: string, category: string, q: string) => everything(app, category, q).some((l) => l.name.toLowerCase().includes(q))
    expect(APPS.map((app) => has(app, 'seafood', 'king crab'))).toEqual([true, false, false])
    expect(APPS.map((app) => has(app, 'meat', 'wagyu'))).toEqual([true, false, false])
    const daily = everything('Freshippo', 'meat', 'pork belly').filter((l) => l.brand === 'Hema Daily Fresh')
    expect(daily.length).toBeGreaterThan(0)
    expect(daily.every((l) => l.shelfLife === 'sold on the day' && l.name.startsWith('Hema Daily Fresh '))).toBe(true)
    expect(everything('Duoduo Maicai', 'pantry', 'rice').every((l) => l.soldLabel.startsWith('Group-bought '))).toBe(true)
    const organic = (app: string) => basket.flatMap(([c, q]) => everything(app, c, q)).filter((l) => l.organic).length
    expect(organic('Freshippo')).toBeGreaterThan(organic('Duoduo Maicai'))
  })

  it('shows consistent, shop-like numbers: ids per app, prices ending like shelf prices, price per 500g from the pack', () => {
    for (const [app, prefix] of [['Freshippo', 'HM'], ['Dingdong Maicai', 'DDL'], ['Duoduo Maicai', 'DDMC']] as const) {
      for (const l of basket.flatMap(([c, q]) => everything(app, c, q))) {
        expect(l.productId).toMatch(new RegExp(`^${prefix}\\d{8}$`))
        expect(Math.abs(l.pricePer500g - (l.price / l.netWeightGrams) * 500)).toBeLessThan(0.01)
        expect(String(l.price)).toMatch(l.price < 10 ? /^\d\.\d8$/ : /^\d+(\.9|9)$/) // 3.48, 12.9, 129
      }
    }
  })
})
