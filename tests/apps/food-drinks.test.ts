import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { luckinCoffee, starbucks, type DrinkState } from '../../apps/food/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const at = (h: number, m = 0) => fromLocal(2026, 3, 2, h, m)
const session = (start = at(9), user = {}, seed = 'seed-1') => openSession({ world, start, user, seed })
type S = ReturnType<typeof session>

type MenuOut = { sizes: { size: string; upcharge: number }[]; drinks: { drinkId: string; name: string; nameZh: string; price: number; menuPrice: number; category: string; containsAlcohol?: boolean }[] }
type Stores = { stores: { storeId: string; name: string; nameZh: string; distanceKm: number; isOpen: boolean }[] }
type Order = {
  orderId: string
  status: string
  fulfillment: string
  store: { storeId: string; name: string }
  items: { drinkId: string; size: string; temperature: string; milk?: string; extraShots: number; quantity: number; listPrice: number; unitPrice: number; subtotal: number }[]
  itemsTotal: number
  couponSavings: number
  deliveryFee: number
  total: number
  pickupCode: string
  readyTime: string
  estimatedDeliveryTime?: string
  minutesUntilReady?: number
  cancellableUntil?: string
}

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error('expected an error')
  return o.error as { code: string; message: string; rule?: string; issues?: { path: string }[] }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const drinkOrders = (s: S, app: string) => (s.state.apps[app] as DrinkState).orders

describe('Luckin vs Starbucks: prices and stores as the real chains', () => {
  it("Starbucks' median drink costs more than twice Luckin's coupon price; Luckin's sit at ¥9.9-19.9", () => {
    const s = session()
    const lk = ok<MenuOut>(s.call('Luckin', 'getDrinkMenu', {}))
    const sb = ok<MenuOut>(s.call('星巴克', 'getDrinkMenu', {}))
    const lkPrices = lk.drinks.map((d) => d.price)
    const sbPrices = sb.drinks.map((d) => d.price)
    expect(median(sbPrices)).toBeGreaterThan(2 * median(lkPrices))
    expect(Math.min(...lkPrices)).toBeGreaterThanOrEqual(9.9)
    expect(Math.max(...lkPrices)).toBeLessThanOrEqual(19.9)
    expect(lk.drinks.every((d) => d.menuPrice > d.price)).toBe(true)
    expect(Math.min(...sbPrices)).toBeGreaterThanOrEqual(30)
    expect(Math.max(...sbPrices.map((p) => p + 6))).toBeLessThanOrEqual(45)
    expect(sb.sizes.map((x) => x.size)).toEqual(['tall', 'grande', 'venti'])
    expect(lk.drinks.find((d) => d.drinkId === 'coconut_latte')).toMatchObject({ nameZh: '生椰拿铁', price: 13.9 })
  })

  it('Luckin has more stores near the office than Starbucks, named after real landmarks', () => {
    const s = session()
    const lk = ok<Stores>(s.call('luckin_coffee', 'findStores', { location: 'office', limit: 20 }))
    const sb = ok<Stores>(s.call('starbucks', 'findStores', { location: 'office', limit: 20 }))
    expect(lk.stores[0]!.storeId).toBe('bj_luckin_wangjing')
    expect(sb.stores[0]!.storeId).toBe('bj_starbucks_wangjing_soho')
    const within = (x: Stores, km: number) => x.stores.filter((st) => st.distanceKm <= km).length
    expect(within(lk, 3)).toBeGreaterThan(within(sb, 3))
    expect(lk.stores.every((st) => /^Luckin Coffee/.test(st.name) && /^瑞幸咖啡/.test(st.nameZh))).toBe(true)
    expect(sb.stores.every((st) => /^Starbucks/.test(st.name) && /^星巴克/.test(st.nameZh))).toBe(true)
  })
})

describe('Drink orders: order -> status -> cancel', () => {
  for (const app of [luckinCoffee, starbucks]) {
    it(`${app.name}: pickup order at the nearest store, ready on the clock, collected after`, () => {
      const s = session(at(9))
      const nearest = ok<Stores>(s.call(app.id, 'findStores', { location: 'office', limit: 1 })).stores[0]!
      const latte = app.id === 'starbucks' ? 'caffe latte' : 'latte'
      const order = ok<Order>(s.call(app.id, 'orderDrink', { location: 'office', items: [{ drink: latte, temperature: 'iced', sugar: 'less', quantity: 2 }, { drink: 'Americano', extraShots: 1 }], paymentMethod: 'WeChat Pay' }))
      expect(order).toMatchObject({ status: 'received', fulfillment: 'pickup', deliveryFee: 0, store: { storeId: nearest.storeId } })
      expect(order.orderId).toBe(app.id === 'starbucks' ? 'sbux_0001' : 'lk_0001')
      expect(order.pickupCode).toMatch(app.id === 'starbucks' ? /^A\d{3}$/ : /^\d{4}$/)
      const [l1, l2] = order.items
      expect(l1).toMatchObject({ temperature: 'iced', quantity: 2, size: app.id === 'starbucks' ? 'tall' : 'large' })
      expect(l2!.extraShots).toBe(1)
      expect(order.total).toBeCloseTo(l1!.subtotal + l2!.subtotal, 2)
      if (app.id === 'luckin_coffee') expect(order.couponSavings).toBeGreaterThan(0)
      else expect(order.couponSavings).toBe(0)

      const ready = Date.parse(`${order.readyTime.replace(' ', 'T')}:00+08:00`)
      s.setClock(at(9) + 3 * MINUTE)
      expect(ok<Order>(s.call(app.id, 'getDrinkOrderStatus', { orderId: order.orderId })).status).toBe('making')
      s.setClock(ready + MINUTE)
      const shown = ok<Order>(s.call(app.id, 'getDrinkOrderStatus', { orderId: order.orderId }))
      expect(shown.status).toBe('ready')
      expect(shown.pickupCode).toBe(order.pickupCode)
      s.setClock(ready + 31 * MINUTE)
      expect(ok<Order>(s.call(app.id, 'getDrinkOrderStatus', { orderId: order.orderId })).status).toBe('completed')
      expect(ok<{ total: number; orders: { orderId: string }[] }>(s.call(app.id, 'listDrinkOrders', { status: 'completed' })).orders.map((o) => o.orderId)).toEqual([order.orderId])
    })

    it(`${app.name}: cancels while waiting for the barista, 409 once making, 404 for unknown ids`, () => {
      const s = session(at(9))
      const place = () => ok<Order>(s.call(app.id, 'orderDrink', { store: app.id === 'starbucks' ? 'bj_starbucks_wangjing_soho' : 'bj_luckin_wangjing', items: [{ drink: 'cappuccino' }], paymentMethod: 'Alipay' }))
      const first = place()
      const cancelled = ok<Order>(s.call(app.id, 'cancelDrinkOrder', { orderId: first.orderId }))
      expect(cancelled.status).toBe('cancelled')
      expect(drinkOrders(s, app.id)[first.orderId]).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-02T09:00:00+08:00' })
      expect(err(s.call(app.id, 'cancelDrinkOrder', { orderId: first.orderId })).code).toBe('conflict')
      const second = place()
      s.setClock(at(9) + 5 * MINUTE)
      const before = s.state
      const late = err(s.call(app.id, 'cancelDrinkOrder', { orderId: second.orderId }))
      expect(late).toMatchObject({ code: 'conflict' })
      expect(late.message).toMatch(/being made|ready/)
      expect(s.state).toBe(before)
      expect(err(s.call(app.id, 'getDrinkOrderStatus', { orderId: 'xx_0001' })).code).toBe('not_found')
    })
  }

  it('delivers within 3 km for a fee (Luckin ¥6, Starbucks ¥9) and refuses farther addresses', () => {
    const s = session(at(10))
    const lk = ok<Order>(s.call('luckin_coffee', 'orderDrink', { location: 'home', fulfillment: 'delivery', items: [{ drink: '生椰拿铁' }], paymentMethod: 'Alipay' }))
    const sb = ok<Order>(s.call('starbucks', 'orderDrink', { location: 'home', fulfillment: 'delivery', items: [{ drink: 'caffe latte', size: 'grande', milk: 'oat' }], paymentMethod: 'Alipay' }))
    expect(lk).toMatchObject({ deliveryFee: 6, total: 13.9 + 6 })
    expect(sb.deliveryFee).toBe(9)
    expect(sb.items[0]).toMatchObject({ size: 'grande', milk: 'oat', unitPrice: 33 + 3 + 5 })
    expect(sb.total).toBe(50)
    expect(Date.parse(sb.estimatedDeliveryTime!.replace(' ', 'T') + ':00+08:00')).toBeGreaterThan(Date.parse(sb.readyTime.replace(' ', 'T') + ':00+08:00'))
    const far = err(s.call('starbucks', 'orderDrink', { store: 'bj_starbucks_wangjing_soho', location: 'Beijing South Railway Station', fulfillment: 'delivery', items: [{ drink: 'latte' }], paymentMethod: 'Alipay' }))
    expect(far.message).toMatch(/delivers within 3 km/)
    const noAddress = err(s.call('luckin_coffee', 'orderDrink', { store: 'bj_luckin_wangjing', fulfillment: 'delivery', items: [{ drink: 'latte' }], paymentMethod: 'Alipay' }))
    expect(noAddress.issues![0]!.path).toBe('location')
  })

  it('reads sizes in the chains\' words and checks options against the drink (400 naming the item)', () => {
    const s = session(at(10))
    const sb = ok<Order>(s.call('starbucks', 'orderDrink', { location: 'office', items: [{ drink: 'mocha', size: '超大杯' }, { drink: 'cold brew', size: 'Medium' }], paymentMethod: 'Alipay' }))
    expect(sb.items.map((i) => i.size)).toEqual(['venti', 'grande'])
    expect(sb.items[0]!.unitPrice).toBe(35 + 6)
    expect(sb.items[1]!.temperature).toBe('iced')
    const bad = (items: unknown[]) => err(s.call('luckin_coffee', 'orderDrink', { location: 'office', items, paymentMethod: 'Alipay' })).issues![0]!.path
    expect(bad([{ drink: 'latte' }, { drink: 'americano', milk: 'oat' }])).toBe('items[1].milk')
    expect(bad([{ drink: 'matcha frappe', temperature: 'hot' }])).toBe('items[0].temperature')
    expect(bad([{ drink: 'jasmine milk tea', extraShots: 2 }])).toBe('items[0].extraShots')
    expect(bad([{ drink: 'latte', size: 'tall' }])).toBe('items[0].size')
    expect(err(s.call('luckin_coffee', 'orderDrink', { location: 'office', items: [{ drink: 'bubble tea' }], paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(err(s.call('luckin_coffee', 'orderDrink', { items: [{ drink: 'latte' }], paymentMethod: 'Alipay' })).issues![0]!.path).toBe('location')
  })

  it('refuses orders before opening and takes scheduled pickups', () => {
    const s = session(at(6, 30))
    expect(err(s.call('starbucks', 'orderDrink', { location: 'office', items: [{ drink: 'latte' }], paymentMethod: 'Alipay' })).message).toMatch(/closed/)
    const later = ok<Order>(s.call('starbucks', 'orderDrink', { location: 'office', items: [{ drink: 'latte' }], paymentMethod: 'Alipay', pickupTime: '08:30' }))
    expect(later.readyTime).toBe('2026-03-02 08:30')
    expect(later.cancellableUntil).toBe('2026-03-02 08:25')
  })
})

describe('Drink policy: no alcohol for minors (Luckin only sells one)', () => {
  it("refuses Luckin's Moutai latte to a 16-year-old (403), sells it to an adult; Starbucks has no such rule", () => {
    const teen = session(at(10), { age: 16 })
    const before = teen.state
    expect(err(teen.call('luckin_coffee', 'orderDrink', { location: 'office', items: [{ drink: '酱香拿铁' }], paymentMethod: 'Alipay' }))).toMatchObject({ code: 'policy_violation', rule: 'luckin_coffee.minor_alcohol' })
    expect(teen.state).toBe(before)
    expect(ok<Order>(teen.call('luckin_coffee', 'orderDrink', { location: 'office', items: [{ drink: 'coconut latte' }], paymentMethod: 'Alipay' })).total).toBe(13.9)
    const adult = session(at(10))
    expect(ok<Order>(adult.call('luckin_coffee', 'orderDrink', { location: 'office', items: [{ drink: 'moutai latte' }], paymentMethod: 'Alipay' })).items[0]!.unitPrice).toBe(19.9)
    expect(luckinCoffee.policies.map((p) => p.id)).toEqual(['luckin_coffee.minor_alcohol'])
    expect(starbucks.policies).toEqual([])
  })

  it('gives byte-identical outcomes for the same seed; another seed draws another pickup code', () => {
    const run = (seed: string) => {
      const s = session(at(10), {}, seed)
      return JSON.stringify(s.call('luckin_coffee', 'orderDrink', { location: 'office', items: [{ drink: 'latte' }], paymentMethod: 'Alipay' }))
    }
    expect(run('seed-1')).toBe(run('seed-1'))
    expect(run('seed-1')).not.toBe(run('seed-3'))
  })
})
