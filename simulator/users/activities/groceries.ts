import { DAY, hashString } from '../../../apps/kit/index.ts'
import { dietStanding } from '../../../apps/groceries/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { travellingOn } from '../life-events.ts'
import { paymentFor } from '../choices.ts'
import { foundNothingBefore } from './lookups.ts'
import { attemptOnly, dataOf, recordsSince } from './shopping.ts'

/** One thing on a shopping list: the aisle, what it is called, its usual pack weight band, how many. */
interface Item {
  category: string
  query: string
  weight: '<250' | '250-500' | '>500'
  count: number
}

const it = (category: string, query: string, weight: Item['weight'], count = 1): Item => ({ category, query, weight, count })

const VEGETABLES = [it('vegetables', 'tomatoes', '250-500'), it('vegetables', 'bok choy', '250-500'), it('vegetables', 'broccoli', '250-500'), it('vegetables', 'cucumbers', '250-500'), it('vegetables', 'potatoes', '>500'), it('vegetables', 'spinach', '250-500'), it('vegetables', 'carrots', '>500')]
const FRUIT = [it('fruit', 'apples', '>500'), it('fruit', 'bananas', '>500'), it('fruit', 'oranges', '>500'), it('fruit', 'grapes', '>500'), it('fruit', 'blueberries', '<250')]
const MILK = it('dairy & eggs', 'milk', '>500', 2)
const EGGS = it('dairy & eggs', 'eggs', '>500')
const YOGHURT = it('dairy & eggs', 'yoghurt', '250-500', 2)
const RICE = it('pantry', 'rice', '>500')

/** A bigger, different basket when someone comes to stay: seafood, meat, fruit to share, drinks and snacks. */
const GUEST = [
  it('seafood', 'shrimp', '>500', 2),
  it('seafood', 'sea bass', '>500'),
  it('meat', 'chicken wings', '>500', 2),
  it('meat', 'lamb rolls', '250-500', 2),
  it('fruit', 'strawberries', '250-500', 2),
  it('fruit', 'cherries', '>500'),
  it('vegetables', 'mushrooms', '250-500', 2),
  it('drinks', 'orange juice', '>500', 2),
  it('snacks', 'mixed nuts', '250-500'),
  it('bakery', 'egg tarts', '250-500'),
]

type Store = 'freshippo' | 'dingdong' | 'duoduo'
const storeOf = (app: string): Store => (/fresh|hema/i.test(app) ? 'freshippo' : /duoduo/i.test(app) ? 'duoduo' : 'dingdong')

/** What the app's basket banner says: delivery is free from ¥49 on Freshippo, ¥39 on Dingdong; pickup costs nothing. */
const FREE_DELIVERY_FROM: Record<Store, number> = { freshippo: 49, dingdong: 39, duoduo: 0 }

/** The most orders one trip makes: every order is one product and may carry its own delivery fee. */
const MAX_ORDERS_PER_TRIP = 3

/** The person's own staples: the same two vegetables and one fruit week after week. */
function staples(userId: string) {
  const h = hashString(`${userId}:basket`)
  const veg1 = VEGETABLES[h % VEGETABLES.length]!
  const veg2 = VEGETABLES[(h >>> 4) % VEGETABLES.length]!
  return { vegetables: veg1 === veg2 ? [veg1] : [veg1, veg2], fruit: FRUIT[(h >>> 8) % FRUIT.length]!, yoghurt: (h >>> 12) % 3 === 0 }
}

interface Listing {
  productId: string
  price: number
  pricePer500g: number
  organic: boolean
  stock: number
  positiveRate: number
  dietFlags?: string[]
}

/**
 * Groceries: a weekend trip on the usual app (Freshippo, Dingdong Maicai or Duoduo Maicai) from a
 * habitual basket (milk, eggs, the same vegetables and fruit, rice now and then): one to three
 * orders, since each order is one product, with more packs where that saves the delivery fee. The
 * staples are re-bought by keywords, the fresh produce picked from a listing; a look at the order
 * once it is on its way (or, for a next-day pickup, the next afternoon). A guest's stay brings a
 * bigger basket of different things. Food the app's diet rule forbids this user is never chosen.
 */
export const groceries: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  const app = habits.apps.groceries
  const store = storeOf(app)
  const out: Activity[] = []
  const minor = profile.age < 18
  const elderly = profile.age >= 60
  if (store === 'duoduo') {
    out.push({ at: day.time(rng.int(16, 19), rng.int(0, 59)), name: 'grocery-pickup', run: (actor) => checkPickup(actor, ctx, app, day.start) })
  }
  if (travellingOn(events, day.index)) return out
  const guest = events.guest
  if (guest && day.index === guest.day) {
    out.push({ at: day.time(rng.pick([10, 11, 17]), rng.int(0, 50)), name: 'guest-groceries', run: (actor) => guestBasket(actor, ctx, app, store) })
    return out
  }
  const p = minor ? (day.weekday === 6 ? 0.15 : 0) : day.weekday === 6 ? 0.5 : day.weekday === 0 ? 0.35 : elderly && day.weekday === 3 ? 0.25 : 0
  if (rng.chance(p)) {
    out.push({ at: day.time(rng.pick([9, 10, 11, 16]), rng.int(0, 55)), name: 'groceries', run: (actor) => routineBasket(actor, ctx, app, store) })
  }
  return out
}

/** getProductList's arguments in this app's interface (Freshippo requires a weight band; Duoduo has a page size). */
function listArgs(item: Item, store: Store, organic: boolean): Record<string, unknown> {
  const base = { category: item.category, searchQuery: item.query }
  if (store === 'freshippo') return { ...base, weight: item.weight, ...(organic ? { types: 'organic' } : {}) }
  if (store === 'dingdong') return { ...base, ...(organic ? { types: 'organic' } : {}) }
  return base
}

/** Whether the user may buy it under the diet rule (an obese user or one with a sugar or fat condition keeps clear of flagged food). */
function allowed(l: Listing, restricted: { sugar: boolean; fat: boolean }): boolean {
  const flags = l.dietFlags ?? []
  if (flags.length === 0) return true
  return !((restricted.sugar && flags.includes('high_sugar')) || (restricted.fat && flags.some((f) => f !== 'high_sugar')))
}

/**
 * How many packs to order: the usual number, or a few more of something cheap when that brings the
 * order to free delivery (each order is one product, so a lone bunch of greens would carry the fee).
 * A generous budget does not bother.
 */
function packsFor(ctx: PlanContext, store: Store, item: Item, unitPrice: number | undefined, stock = Infinity): number {
  const line = FREE_DELIVERY_FROM[store]
  if (!unitPrice || line === 0 || ctx.profile.incomeLevel === '>50k' || unitPrice * item.count >= line) return Math.min(item.count, stock)
  const needed = Math.ceil(line / unitPrice)
  return Math.min(needed <= Math.max(4, item.count + 2) ? needed : item.count, stock)
}

/** The price per pack this person paid last time they bought something by these words (what they expect to pay). */
function lastUnitPrice(actor: Actor, app: string, item: Item): number | undefined {
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (r.tool !== 'buyProduct' || !r.meta?.tags?.includes('ctx:groceries')) continue
    const d = dataOf(r)
    if (d && r.args.category === item.category && (r.args.searchQuery === item.query || String(d.product?.name ?? '').toLowerCase().includes(item.query.replace(/e?s$/, '')))) return d.unitPrice
  }
  return undefined
}

/** Looks the item up and buys a listing from the page by its productId; undefined when nothing suits. */
function lookAndBuy(actor: Actor, ctx: PlanContext, app: string, store: Store, item: Item, tags: string[]): any {
  const { profile, habits, rng } = ctx
  const rich = profile.incomeLevel === '>50k'
  const poor = profile.incomeLevel === '<3k'
  const standing = dietStanding(profile)
  const args = listArgs(item, store, rich && rng.chance(0.5))
  // A search that found nothing here before is not typed again: the app does not stock it.
  if (foundNothingBefore(actor, app, 'getProductList', args)) return undefined
  const page = actor.call(app, 'getProductList', args, tags)
  if (!page.matched) return undefined
  const ok = (page.products as Listing[]).filter((l) => l.stock >= item.count && allowed(l, standing))
  if (ok.length === 0) return undefined
  const chosen = poor ? [...ok].sort((a, b) => a.pricePer500g - b.pricePer500g)[0]! : rich ? [...ok].sort((a, b) => b.positiveRate - a.positiveRate)[0]! : ok[rng.int(0, Math.min(2, ok.length - 1))]!
  const count = packsFor(ctx, store, item, chosen.price, chosen.stock)
  return actor.later(1, 3).call(app, 'buyProduct', { category: item.category, searchQuery: chosen.productId, paymentMethod: paymentFor(habits, actor.user, app, actor.rng, actor.now), count, shippingAddress: 'Home' }, tags)
}

/** Re-buys a staple by keywords; when the usual pack has sold out, picks another from a listing. */
function rebuy(actor: Actor, ctx: PlanContext, app: string, store: Store, item: Item, tags: string[]): any {
  const { profile, habits } = ctx
  const preference = profile.incomeLevel === '<3k' ? { preference: 'price' } : profile.incomeLevel === '>50k' ? { preference: 'quality' } : {}
  const count = packsFor(ctx, store, item, lastUnitPrice(actor, app, item))
  const outcome = attemptOnly(actor, 'conflict', app, 'buyProduct', { category: item.category, searchQuery: item.query, ...preference, paymentMethod: paymentFor(habits, actor.user, app, actor.rng, actor.now), count, shippingAddress: 'Home' }, tags)
  if (outcome.ok) return outcome.data
  return lookAndBuy(actor.later(1, 2), ctx, app, store, item, [...tags.filter((t) => t !== 'routine'), 'noise:sold_out'])
}

function checkLater(actor: Actor, app: string, store: Store, orders: any[]): void {
  const last = orders.at(-1)
  if (!last || store === 'duoduo') return
  actor.later(20, 45).call(app, 'getOrderStatus', { orderId: last.orderId }, ['ctx:groceries', 'follow-up'])
}

/** Whether a staple was ordered since `since` (it is still in the fridge). */
function boughtLately(actor: Actor, item: Item, since: number): boolean {
  return recordsSince(actor, since).some((r) => r.tool === 'buyProduct' && r.args.category === item.category && r.meta?.tags?.includes('ctx:groceries') && dataOf(r) !== undefined && (r.args.searchQuery === item.query || String(dataOf(r).product?.name ?? '').toLowerCase().includes(item.query.replace(/e?s$/, ''))))
}

/** Buys down a list until `most` orders are placed; fresh produce from a listing, staples by name. */
function shop(actor: Actor, ctx: PlanContext, app: string, store: Store, list: { item: Item; fresh: boolean }[], most: number, tags: string[]): any[] {
  const orders: any[] = []
  for (const { item, fresh } of list) {
    if (orders.length >= most) break
    const order = fresh ? lookAndBuy(actor, ctx, app, store, item, tags) : rebuy(actor, ctx, app, store, item, tags)
    if (order) orders.push(order)
    actor.later(1, 3)
  }
  return orders
}

/**
 * A trip: the vegetables, then the staples most needed, at most three orders. What the last two days'
 * trip already brought is skipped, so a Sunday after a Saturday order tops up what was left out.
 */
function routineBasket(actor: Actor, ctx: PlanContext, app: string, store: Store): void {
  const { profile, rng, day } = ctx
  const mine = staples(profile.id)
  const staplesToday = [...(rng.chance(0.85) ? [MILK] : []), ...(rng.chance(0.5) ? [EGGS] : []), ...(mine.yoghurt && rng.chance(0.5) ? [YOGHURT] : []), ...(rng.chance(0.2) ? [RICE] : [])]
  const wanted = [{ item: rng.pick(mine.vegetables), fresh: true }, ...(rng.chance(0.5) ? [{ item: mine.fruit, fresh: true }] : []), ...staplesToday.map((item) => ({ item, fresh: false }))]
  const list = wanted.filter((x) => !boughtLately(actor, x.item, day.start - 2 * DAY))
  if (list.length === 0) return
  const orders = shop(actor, ctx, app, store, list, rng.int(2, MAX_ORDERS_PER_TRIP), ['ctx:groceries', 'routine'])
  if (rng.chance(0.7)) checkLater(actor, app, store, orders)
}

/** A guest's stay: a bigger basket of different things, in a few large orders. */
function guestBasket(actor: Actor, ctx: PlanContext, app: string, store: Store): void {
  const tags = ['ctx:groceries', 'deviation:guest']
  // Down the list until the basket is full: some things the app lacks, or the user may not buy.
  const list = ctx.rng.shuffle(GUEST).map((item) => ({ item: { ...item, count: item.count + 1 }, fresh: true }))
  const orders = shop(actor, ctx, app, store, list, MAX_ORDERS_PER_TRIP, tags)
  checkLater(actor, app, store, orders)
}

/** A next-day pickup order: the afternoon after, a look at whether it is ready at the pickup point. */
function checkPickup(actor: Actor, ctx: PlanContext, app: string, dayStart: number): void {
  const ordered = recordsSince(actor, dayStart - DAY).filter((r) => r.tool === 'buyProduct' && Date.parse(r.ts) < dayStart && r.meta?.tags?.includes('ctx:groceries') && dataOf(r)?.fulfilment === 'pickup')
  const last = ordered.at(-1)
  if (!last || !ctx.rng.chance(0.75)) return
  actor.call(app, 'getOrderStatus', { orderId: dataOf(last).orderId }, ['ctx:groceries', 'follow-up'])
}
