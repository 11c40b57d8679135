import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { deliveryFeeOf, eleme, elemePlatform, etaMinutes, meituan, meituanPlatform, type TakeoutState } from '../../apps/food/index.ts'
import type { Restaurant } from '../../apps/food/world/types.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const at = (h: number, m = 0, day = 2) => fromLocal(2026, 3, day, h, m)
const session = (start = at(14), seed = 'seed-1', user = {}) => openSession({ world, seed, start, user })
type S = ReturnType<typeof session>

type Entry = { restaurantId: string; name: string; cuisine: string; rating: number; monthlySales: number; perCapita: number; distanceKm: number; estimatedDeliveryMin: number; deliveryFee: number; minOrder: number; isOpen: boolean; offers: string[] }
type Search = { total: number; restaurants: Entry[] }
type Dish = { dishId: string; name: string; nameZh: string; price: number; section: string; sizes?: { size: string; price: number }[]; spiceLevels?: string[]; containsAlcohol?: boolean }
type Menu = { restaurant: { restaurantId: string; minOrder: number; packagingFeePerItem: number }; dishes: Dish[] }
type Order = {
  orderId: string
  status: string
  restaurant: { restaurantId: string; name: string }
  items: { dishId: string; quantity: number; unitPrice: number; subtotal: number; size?: string; spiceLevel?: string }[]
  distanceKm: number
  costs: { itemsTotal: number; packagingFee: number; deliveryFee: number; fullReduction: number; memberDiscount: number; total: number }
  estimatedDeliveryTime: string
  etaMinutes?: number
  rider?: { name: string; phone: string }
  riderPosition?: string
  timeline: { status: string; at: string }[]
  scheduledDelivery: boolean
  cancellableUntil?: string
  deliveredBy: string
}

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error('expected an error')
  return o.error as { code: string; message: string; rule?: string; issues?: { path: string }[] }
}
const search = (s: S, app: string, args: Record<string, unknown>) => ok<Search>(s.call(app, 'searchRestaurants', { searchQuery: '', location: 'home', ...args }))
const menu = (s: S, app: string, id: string) => ok<Menu>(s.call(app, 'getMenu', { restaurantId: id }))
const orders = (s: S, app: string) => (s.state.apps[app] as TakeoutState).orders

/** A rice-bowl shop near home that both platforms list: lunch everyone orders. */
function sharedShop(s: S): { id: string; dish: Dish } {
  const onEleme = new Set(search(s, 'eleme', { cuisine: 'rice_bowl', sortBy: 'distance', limit: 30 }).restaurants.map((r) => r.restaurantId))
  const both = search(s, 'meituan', { cuisine: 'rice_bowl', sortBy: 'distance', limit: 30 }).restaurants.find((r) => onEleme.has(r.restaurantId) && r.isOpen)!
  const dish = menu(s, 'meituan', both.restaurantId).dishes.find((d) => d.section === 'signature')!
  return { id: both.restaurantId, dish }
}

describe('Meituan and Ele.me: search -> order -> track -> cancel', () => {
  it('orders from a searched restaurant, tracks it on the virtual clock, and lists it', () => {
    const s = session(at(14))
    const found = search(s, 'Meituan', { searchQuery: 'noodles', sortBy: 'distance' })
    expect(found.total).toBeGreaterThan(0)
    const shop = found.restaurants.find((r) => r.isOpen)!
    expect(shop.distanceKm).toBeLessThanOrEqual(5)
    const dishes = menu(s, 'meituan', shop.restaurantId).dishes
    const noodle = dishes.find((d) => /noodle|面/i.test(`${d.name}${d.nameZh}`))!
    const qty = Math.ceil(25 / noodle.price)
    const order = ok<Order>(s.call('美团外卖', 'orderTakeout', { restaurant: shop.restaurantId, items: [{ dishId: noodle.dishId, quantity: qty }], deliveryAddress: 'home', paymentMethod: 'WeChat Pay', note: 'no coriander' }))

    expect(order).toMatchObject({ orderId: 'mt_0001', status: 'pending_acceptance', deliveredBy: 'Meituan Delivery (美团专送)', scheduledDelivery: false })
    expect(order.restaurant.restaurantId).toBe(shop.restaurantId)
    expect(order.distanceKm).toBe(shop.distanceKm)
    expect(order.items[0]).toMatchObject({ dishId: noodle.dishId, quantity: qty, unitPrice: noodle.price })
    const c = order.costs
    expect(c.itemsTotal).toBeCloseTo(noodle.price * qty, 2)
    expect(c.deliveryFee).toBe(shop.deliveryFee)
    expect(c.total).toBeCloseTo(c.itemsTotal + c.packagingFee + c.deliveryFee - c.fullReduction - c.memberDiscount, 2)
    expect(order.rider).toBeUndefined()
    expect(order.etaMinutes).toBe(shop.estimatedDeliveryMin)

    // Preparing once accepted: the rider is assigned, with a masked number.
    s.setClock(at(14, 5))
    const cooking = ok<Order>(s.call('meituan', 'getDeliveryStatus', { orderId: 'mt_0001' }))
    expect(cooking.status).toBe('preparing')
    expect(cooking.rider!.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \([\u4e00-\u9fff]{2}\)$/)
    expect(cooking.rider!.phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(cooking.timeline.map((t) => t.status)).toEqual(['pending_acceptance', 'preparing'])

    // Walk the clock: statuses only move forward and end delivered.
    const seen: string[] = []
    for (let t = at(14, 5); t <= at(15, 30); t += MINUTE) {
      s.setClock(t)
      const st = ok<Order>(s.call('meituan', 'getDeliveryStatus', { orderId: 'mt_0001' })).status
      if (seen[seen.length - 1] !== st) seen.push(st)
    }
    expect(seen).toEqual(['preparing', 'rider_picked_up', 'delivering', 'delivered'])
    const done = ok<Order>(s.call('meituan', 'getDeliveryStatus', { orderId: 'mt_0001' }))
    expect(done.riderPosition).toContain('Delivered to')
    expect(done.etaMinutes).toBeUndefined()

    const list = ok<{ total: number; orders: { orderId: string; status: string }[] }>(s.call('meituan', 'listTakeoutOrders', { status: 'delivered' }))
    expect(list.orders.map((o) => o.orderId)).toEqual(['mt_0001'])
    expect(orders(s, 'meituan').mt_0001).toMatchObject({ status: 'placed', restaurantId: shop.restaurantId, address: { placeId: 'bj_wangjing_xiyuan_3' } })
  })

  it('cancels before the restaurant accepts, refuses afterwards (409), and 404s unknown orders', () => {
    for (const app of [meituan, eleme]) {
      const s = session(at(14))
      const { id, dish } = sharedShop(s)
      const place = () => ok<Order>(s.call(app.id, 'orderTakeout', { restaurant: id, items: [{ dishId: dish.dishId, quantity: 2 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
      const first = place()
      const cancelled = ok<{ status: string; refund: number; refundTo: string }>(s.call(app.id, 'cancelTakeoutOrder', { orderId: first.orderId, reason: 'ordered by mistake' }))
      expect(cancelled).toMatchObject({ status: 'cancelled', refund: first.costs.total, refundTo: 'Alipay' })
      expect(orders(s, app.id)[first.orderId]).toMatchObject({ status: 'cancelled', cancelReason: 'ordered by mistake' })
      expect(err(s.call(app.id, 'cancelTakeoutOrder', { orderId: first.orderId })).code).toBe('conflict')

      const second = place()
      s.setClock(Date.parse(`${second.cancellableUntil!.replace(' ', 'T')}:00+08:00`) + MINUTE)
      const before = s.state
      const late = err(s.call(app.id, 'cancelTakeoutOrder', { orderId: second.orderId }))
      expect(late.code).toBe('conflict')
      expect(late.message).toMatch(/preparing/)
      expect(s.state).toBe(before)
      expect(err(s.call(app.id, 'getDeliveryStatus', { orderId: `${app.id === 'meituan' ? 'mt' : 'elm'}_0099` })).code).toBe('not_found')
    }
  })

  it('resolves a restaurant by name and dishes by name to the same state as by ids', () => {
    const a = session()
    const b = session()
    const { id, dish } = sharedShop(a)
    const name = ok<Menu>(a.call('meituan', 'getMenu', { restaurantId: id })) && search(a, 'meituan', { sortBy: 'distance', limit: 30 }).restaurants.find((r) => r.restaurantId === id)!.name
    a.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: dish.dishId, quantity: 2 }], deliveryAddress: 'home', paymentMethod: 'wechat' })
    b.call('meituan', 'orderTakeout', { restaurant: name, items: [{ name: dish.nameZh, quantity: 2 }], deliveryAddress: 'Home', paymentMethod: 'WeChat Pay' })
    expect(b.state.apps.meituan).toEqual(a.state.apps.meituan)
  })
})

describe('Meituan vs Ele.me: fees and speed differ as the real platforms do', () => {
  it('Ele.me charges less delivery and more packaging, and quotes slower delivery, for the same cart', () => {
    const s = session(at(14))
    const { id, dish } = sharedShop(s)
    const cart = { restaurant: id, items: [{ dishId: dish.dishId, quantity: 2 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }
    const mt = ok<Order>(s.fork('m').call('meituan', 'orderTakeout', cart))
    const elm = ok<Order>(s.fork('e').call('eleme', 'orderTakeout', cart))
    expect(elm.costs.itemsTotal).toBe(mt.costs.itemsTotal)
    expect(mt.costs.deliveryFee - elm.costs.deliveryFee).toBeCloseTo(0.5, 2)
    expect(mt.costs.packagingFee).toBe(2)
    expect(elm.costs.packagingFee).toBe(3)
    expect(elm.etaMinutes!).toBeGreaterThan(mt.etaMinutes!)
    expect(mt.deliveredBy).toContain('美团专送')
    expect(elm.deliveredBy).toContain('蜂鸟')
    // Meituan's member red packet is ¥5 from ¥25, Ele.me's Super Foodie Card ¥4 from ¥20.
    const net = mt.costs.itemsTotal - mt.costs.fullReduction
    if (net >= 25) expect(mt.costs.memberDiscount).toBe(5)
    if (net >= 20) expect(elm.costs.memberDiscount).toBe(4)
  })

  it('lists more restaurants on Meituan than on Ele.me, and every listing quotes faster delivery on Meituan', () => {
    const s = session(at(15))
    const mt = search(s, 'meituan', { limit: 30 })
    const elm = search(s, 'eleme', { limit: 30 })
    expect(mt.total).toBeGreaterThan(elm.total)
    const byId = new Map(elm.restaurants.map((r) => [r.restaurantId, r]))
    const shared = mt.restaurants.filter((r) => byId.has(r.restaurantId))
    expect(shared.length).toBeGreaterThan(3)
    for (const r of shared) {
      expect(r.estimatedDeliveryMin).toBeLessThan(byId.get(r.restaurantId)!.estimatedDeliveryMin)
      expect(r.monthlySales).toBeGreaterThan(byId.get(r.restaurantId)!.monthlySales)
    }
  })

  it('delivery estimates and fees grow with distance', () => {
    const s = session(at(15))
    const all = search(s, 'meituan', { sortBy: 'distance', limit: 30 }).restaurants.filter((r) => r.isOpen)
    const near = all[0]!
    const far = all[all.length - 1]!
    expect(far.distanceKm).toBeGreaterThan(near.distanceKm + 2)
    expect(far.deliveryFee).toBeGreaterThanOrEqual(near.deliveryFee)
    // One restaurant, two addresses: the farther one waits longer.
    const shop = near.restaurantId
    const toHome = ok<Order>(s.fork('h').call('meituan', 'orderTakeout', { restaurant: shop, items: [{ name: menu(s, 'meituan', shop).dishes[0]!.name, quantity: 5 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    const farAddress = ok<Order>(s.fork('f').call('meituan', 'orderTakeout', { restaurant: shop, items: [{ name: menu(s, 'meituan', shop).dishes[0]!.name, quantity: 5 }], deliveryAddress: 'Central Academy of Fine Arts', paymentMethod: 'Alipay' }))
    if (farAddress.distanceKm > toHome.distanceKm) expect(farAddress.etaMinutes!).toBeGreaterThan(toHome.etaMinutes!)
    else expect(farAddress.etaMinutes!).toBeLessThanOrEqual(toHome.etaMinutes!)
  })

  it('delivery estimates and fees never shrink with distance, at any hour and weather (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.integer({ min: 5, max: 25 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(undefined, 'Sunny', 'Rainy', 'Snowy'),
        (km, extra, prepMin, minute, weather) => {
          const c = { at: at(0) + minute * MINUTE, weather }
          const r = { prepMin } as Restaurant
          for (const p of [meituanPlatform, elemePlatform]) {
            expect(etaMinutes(p, r, km + extra, c)).toBeGreaterThanOrEqual(etaMinutes(p, r, km, c))
            expect(deliveryFeeOf(p, km + extra, c)).toBeGreaterThanOrEqual(deliveryFeeOf(p, km, c))
          }
          // Same road, same kitchen: Ele.me is never faster nor dearer to deliver than Meituan.
          expect(etaMinutes(elemePlatform, r, km, c)).toBeGreaterThan(etaMinutes(meituanPlatform, r, km, c))
          expect(deliveryFeeOf(elemePlatform, km, c)).toBeLessThan(deliveryFeeOf(meituanPlatform, km, c))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('adds the night and bad-weather fees, and rain slows riders', () => {
    const r = { prepMin: 12 } as Restaurant
    const day = { at: at(15), weather: 'Sunny' }
    expect(deliveryFeeOf(meituanPlatform, 2, day)).toBe(3)
    expect(deliveryFeeOf(meituanPlatform, 4.2, day)).toBe(5)
    expect(deliveryFeeOf(elemePlatform, 2, day)).toBe(2.5)
    expect(deliveryFeeOf(meituanPlatform, 2, { at: at(23), weather: 'Sunny' })).toBe(5)
    expect(deliveryFeeOf(meituanPlatform, 2, { at: at(15), weather: 'Heavy Rain' })).toBe(5)
    expect(etaMinutes(meituanPlatform, r, 3, { at: at(15), weather: 'Rainy' })).toBeGreaterThan(etaMinutes(meituanPlatform, r, 3, day))
    // The lunch rush slows kitchens and roads.
    expect(etaMinutes(meituanPlatform, r, 3, { at: at(12), weather: 'Sunny' })).toBeGreaterThan(etaMinutes(meituanPlatform, r, 3, day))
  })
})

describe('Takeout rules that refuse an order', () => {
  it('refuses an order under the minimum (409), beyond the delivery radius (409), and unknown dishes or restaurants (404)', () => {
    const s = session(at(14))
    const { id } = sharedShop(s)
    const cheap = menu(s, 'meituan', id).dishes.reduce((a, b) => (a.price < b.price ? a : b))
    const before = s.state
    const short = err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: cheap.dishId }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(short.code).toBe('conflict')
    expect(short.message).toMatch(/¥20 or more on Meituan/)
    const far = err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: cheap.dishId, quantity: 10 }], deliveryAddress: 'Beijing Daxing International Airport', paymentMethod: 'Alipay' }))
    expect(far.code).toBe('conflict')
    expect(far.message).toMatch(/delivers within 5 km/)
    expect(err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ name: 'Lobster Thermidor' }], deliveryAddress: 'home', paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(err(s.call('meituan', 'orderTakeout', { restaurant: 'rst_1_1_1', items: [{ name: 'rice' }], deliveryAddress: 'home', paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(err(s.call('meituan', 'getMenu', { restaurantId: 'bj_trb_hutong' })).code).toBe('not_found')
    const noItem = err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ quantity: 2 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(noItem.code).toBe('invalid_arguments')
    expect(noItem.issues![0]!.path).toBe('items[0]')
    expect(s.state).toBe(before)
  })

  it('checks sizes and spice levels against the menu (400 naming the item)', () => {
    const s = session(at(14))
    const { id } = sharedShop(s)
    const dishes = menu(s, 'meituan', id).dishes
    const sized = dishes.find((d) => d.sizes && !d.sizes.some((x) => x.size === 'small'))!
    const plain = dishes.find((d) => !d.spiceLevels)!
    const bad = err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: sized.dishId, size: 'small', quantity: 3 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(bad.issues![0]!.path).toBe('items[0].size')
    const hot = err(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: sized.dishId, quantity: 3 }, { dishId: plain.dishId, spiceLevel: 'hot' }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(hot.issues![0]!.path).toBe('items[1].spiceLevel')
    const large = sized.sizes!.find((x) => x.size === 'large')!
    const o = ok<Order>(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: sized.dishId, size: 'large', quantity: 3 }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(o.items[0]).toMatchObject({ size: 'large', unitPrice: large.price, subtotal: Math.round(large.price * 300) / 100 })
  })

  it('takes a closed restaurant only as a pre-order for after it opens', () => {
    const s = session(at(8))
    const closed = search(s, 'meituan', { cuisine: 'hunan', sortBy: 'distance', limit: 30 }).restaurants.find((r) => !r.isOpen)!
    const dish = menu(s, 'meituan', closed.restaurantId).dishes.find((d) => d.price >= 25)!
    const now = err(s.call('meituan', 'orderTakeout', { restaurant: closed.restaurantId, items: [{ dishId: dish.dishId }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    expect(now.code).toBe('conflict')
    expect(now.message).toMatch(/closed now/)
    const pre = ok<Order>(s.call('meituan', 'orderTakeout', { restaurant: closed.restaurantId, items: [{ dishId: dish.dishId }], deliveryAddress: 'home', paymentMethod: 'Alipay', deliveryTime: '12:30' }))
    expect(pre).toMatchObject({ scheduledDelivery: true, estimatedDeliveryTime: '2026-03-02 12:30' })
    s.setClock(at(8, 10))
    expect(ok<Order>(s.call('meituan', 'getDeliveryStatus', { orderId: pre.orderId })).status).toBe('scheduled')
    // A scheduled order can be cancelled until the kitchen starts.
    expect(ok<{ status: string }>(s.call('meituan', 'cancelTakeoutOrder', { orderId: pre.orderId })).status).toBe('cancelled')
    expect(err(s.call('meituan', 'orderTakeout', { restaurant: closed.restaurantId, items: [{ dishId: dish.dishId }], deliveryAddress: 'home', paymentMethod: 'Alipay', deliveryTime: '2026-03-09 12:00' })).issues![0]!.path).toBe('deliveryTime')
  })

  it('spends at most four Meituan member red packets a month, and a cancellation gives one back', () => {
    const s = session(at(14))
    const { id, dish } = sharedShop(s)
    const qty = Math.ceil(40 / dish.price)
    const order = (t: number) => {
      s.setClock(t)
      return ok<Order>(s.call('meituan', 'orderTakeout', { restaurant: id, items: [{ dishId: dish.dishId, quantity: qty }], deliveryAddress: 'home', paymentMethod: 'Alipay' }))
    }
    const discounts = [order(at(14)), order(at(15)), order(at(16)), order(at(17))].map((o) => o.costs.memberDiscount)
    expect(discounts).toEqual([5, 5, 5, 5])
    // The fourth is cancelled at once: its red packet returns and the next order uses it; the one after has none left.
    s.setClock(at(17) + 30_000)
    expect(ok<{ message: string }>(s.call('meituan', 'cancelTakeoutOrder', { orderId: 'mt_0004' })).message).toMatch(/red packet is returned/)
    expect(order(at(17, 1)).costs.memberDiscount).toBe(5)
    expect(order(at(18)).costs.memberDiscount).toBe(0)
    // A new month brings new packets.
    expect(order(fromLocal(2026, 4, 1, 12)).costs.memberDiscount).toBe(5)
    expect(err(s.call('meituan', 'cancelTakeoutOrder', { orderId: 'mt_0001' })).code).toBe('conflict')
  })
})

describe('Takeout policy: no alcohol for minors', () => {
  const beerOrder = (s: S, app: string) => {
    const shop = search(s, app, { searchQuery: 'beer', sortBy: 'distance', limit: 30 }).restaurants.find((r) => r.isOpen)!
    const m = menu(s, app, shop.restaurantId).dishes
    const beer = m.find((d) => d.containsAlcohol)!
    const food = m.find((d) => !d.containsAlcohol && d.price >= 20)!
    return s.call(app, 'orderTakeout', { restaurant: shop.restaurantId, items: [{ dishId: food.dishId, quantity: 2 }, { dishId: beer.dishId, quantity: 2 }], deliveryAddress: 'home', paymentMethod: 'Alipay' })
  }
  for (const app of ['meituan', 'eleme']) {
    it(`${app}: refuses beer for a 16-year-old (403) and sells it to an adult`, () => {
      const teen = session(at(15), 'seed-1', { age: 16 })
      const before = teen.state
      const refused = err(beerOrder(teen, app))
      expect(refused).toMatchObject({ code: 'policy_violation', rule: `${app}.minor_alcohol` })
      expect(teen.state).toBe(before)
      const adult = session(at(15))
      expect(ok<Order>(beerOrder(adult, app)).items).toHaveLength(2)
    })
  }
})

describe('Takeout determinism and search', () => {
  it('gives byte-identical outcomes for the same seed, and other items for another query', () => {
    const run = () => {
      const s = session(at(12, 30))
      return JSON.stringify([search(s, 'meituan', { searchQuery: 'dumplings' }), search(s, 'eleme', { cuisine: 'Sichuan', sortBy: 'rating' })])
    }
    expect(run()).toBe(run())
    const s = session(at(12, 30))
    const a = search(s, 'meituan', { searchQuery: 'dumplings' }).restaurants.map((r) => r.restaurantId)
    const b = search(s, 'meituan', { searchQuery: 'burger' }).restaurants.map((r) => r.restaurantId)
    expect(a).not.toEqual(b)
  })

  it('filters by cuisine, keywords and price range, and sorts as asked', () => {
    const s = session(at(15))
    const sichuan = search(s, 'meituan', { cuisine: '川菜', limit: 30 })
    expect(sichuan.total).toBeGreaterThan(0)
    expect(sichuan.restaurants.every((r) => r.cuisine === 'Sichuan')).toBe(true)
    const kfc = search(s, 'meituan', { searchQuery: 'KFC', sortBy: 'distance' })
    expect(kfc.restaurants[0]!.name).toMatch(/^KFC \(/)
    const bigMac = search(s, 'eleme', { searchQuery: 'big mac' })
    expect(bigMac.total).toBeGreaterThan(0)
    expect(bigMac.restaurants.every((r) => r.name.startsWith("McDonald's"))).toBe(true)
    const kungPao = search(s, 'meituan', { searchQuery: 'kung pao chicken', limit: 30 })
    expect(kungPao.total).toBeGreaterThan(0)
    for (const r of kungPao.restaurants.slice(0, 3)) expect(menu(s, 'meituan', r.restaurantId).dishes.some((d) => /kung pao chicken/i.test(d.name))).toBe(true)
    const cheap = search(s, 'meituan', { priceRange: 'low', limit: 30 })
    expect(cheap.total).toBeGreaterThan(5)
    expect(cheap.restaurants.every((r) => r.perCapita < 30)).toBe(true)
    const byRating = search(s, 'meituan', { sortBy: 'rating', limit: 30 }).restaurants.filter((r) => r.isOpen)
    for (let k = 1; k < byRating.length; k++) expect(byRating[k]!.rating).toBeLessThanOrEqual(byRating[k - 1]!.rating)
    const bySales = search(s, 'eleme', { sortBy: 'sales', limit: 30 }).restaurants.filter((r) => r.isOpen)
    for (let k = 1; k < bySales.length; k++) expect(bySales[k]!.monthlySales).toBeLessThanOrEqual(bySales[k - 1]!.monthlySales)
  })

  it('lists real chains and famous restaurants with prices typical of them', () => {
    const s = session(at(15))
    const kfc = search(s, 'meituan', { searchQuery: '肯德基' }).restaurants[0]!
    const zinger = menu(s, 'meituan', kfc.restaurantId).dishes.find((d) => d.nameZh === '香辣鸡腿堡')!
    expect(zinger.price).toBe(21.5)
    const wangfujing = search(s, 'meituan', { searchQuery: 'roast duck', location: 'Wangfujing', sortBy: 'rating' })
    expect(wangfujing.restaurants.some((r) => r.restaurantId === 'bj_siji_minfu_dengshikou')).toBe(true)
    // Fine dining does no takeout.
    expect(search(s, 'meituan', { searchQuery: 'TRB', location: 'Wangfujing' }).restaurants.some((r) => r.restaurantId === 'bj_trb_hutong')).toBe(false)
  })
})
