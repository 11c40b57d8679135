import { localParts } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { paymentFor, usually } from '../choices.ts'
import { travellingOn } from '../life-events.ts'
import { changeOn } from '../habit-changes.ts'
import { tryCall } from './shared.ts'

/** The platform's cuisine filter for each habitual lunch. */
const CUISINE: Record<string, string> = {
  noodles: 'noodles',
  'rice bowl': 'rice_bowl',
  dumplings: 'dumplings',
  malatang: 'malatang',
  burger: 'fast_food',
  Sichuan: 'sichuan',
  'light salad': 'light_meal',
}
const CANCEL_REASONS = ['Ordered by mistake', 'Delivery time is too long']
const LATE_NIGHT = ['barbecue skewers', 'crayfish', 'fried chicken', 'malatang']
const WEEKEND_DINNER = ['hotpot', 'pizza', 'Cantonese', 'roast duck', 'Sichuan', 'Korean fried chicken', 'sushi']
const GUEST_DINNER = ['roast duck', 'Sichuan', 'Cantonese', 'hotpot', 'home cooking']

/** Minutes a place with hours like '10:00-21:30' or '17:00-02:00 (next day)' stays open from minute-of-day `m` (0 when closed). */
export function minutesOpen(hours: string, m: number): number {
  const x = /(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})/.exec(hours)
  if (!x) return /24 hours/.test(hours) ? Infinity : 0
  const opens = Number(x[1]) * 60 + Number(x[2])
  let closes = Number(x[3]) * 60 + Number(x[4])
  if (closes <= opens) closes += 1440
  if (m >= opens && m < closes) return closes - m
  if (closes > 1440 && m < closes - 1440) return closes - 1440 - m
  return 0
}

export const minuteOfDay = (ms: number): number => {
  const p = localParts(ms)
  return p.hour * 60 + p.minute
}

/** The registry's id for an app name ('Ele.me' -> 'eleme'), as records store it. */
export function appIdOf(actor: Actor, name: string): string {
  const resolved = actor.session.world.registry.resolveApp(name)
  return resolved.ok ? resolved.value.id : name
}

/**
 * The tags of a takeout call: its context and why it is there. After the lasting switch of platform
 * the change shows on every call (a deviation or one-off keeps its own marker beside it).
 */
function takeoutTags(ctx: PlanContext, context: string, why: string): string[] {
  const c = changeOn(ctx.habits, 'takeout_app', ctx.day.index)
  if (!c) return [context, why]
  return why === 'routine' ? [context, `change:${c.kind}`] : [context, why, `change:${c.kind}`]
}

/** The restaurant of the person's last order of this kind on this platform (people reorder from a favourite). */
function lastOrderFrom(records: readonly HistoryRecord[], appId: string, context: string): string | undefined {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!
    if (r.tool === 'orderTakeout' && r.app === appId && r.outcome?.ok && r.meta?.tags?.includes(context)) {
      return (r.args as { restaurant: string }).restaurant
    }
  }
  return undefined
}

interface Dish {
  dishId: string
  name: string
  section: string
  price: number
  sizes?: { size: string; price: number }[]
  containsAlcohol?: boolean
}

const priceOf = (d: Dish) => (d.sizes?.find((s) => s.size === 'regular') ?? d.sizes?.[0])?.price ?? d.price

/** Dishes for `people`: a main each (different where the menu allows), then sides or drinks up to the minimum order. */
function chooseDishes(actor: Actor, dishes: readonly Dish[], people: number, minOrder: number): { dishId: string; quantity: number }[] {
  const food = dishes.filter((d) => !d.containsAlcohol)
  if (food.length === 0) return []
  const mains = food.filter((d) => ['signature', 'mains', 'staples'].includes(d.section))
  const pool = mains.length > 0 ? mains : food
  const picked = new Map<string, { dish: Dish; quantity: number }>()
  const shuffled = actor.rng.shuffle(pool.slice(0, 8))
  for (let i = 0; i < people; i++) {
    const d = shuffled[i % shuffled.length]!
    const line = picked.get(d.dishId) ?? { dish: d, quantity: 0 }
    line.quantity++
    picked.set(d.dishId, line)
  }
  const total = () => [...picked.values()].reduce((s, l) => s + priceOf(l.dish) * l.quantity, 0)
  const add = (d: Dish, n = 1) => {
    const line = picked.get(d.dishId) ?? { dish: d, quantity: 0 }
    line.quantity += n
    picked.set(d.dishId, line)
  }
  // Up to the minimum order: a side or a drink or two, then whatever closes the gap.
  const extras = food.filter((d) => ['sides', 'snacks', 'drinks', 'soups', 'desserts'].includes(d.section))
  for (let k = 0; total() < minOrder + 1 && k < 2 && extras.length > 0; k++) add(actor.rng.pick(extras))
  const gap = minOrder + 1 - total()
  if (gap > 0) {
    const fits = [...food].sort((a, b) => priceOf(a) - priceOf(b)).find((d) => priceOf(d) >= gap)
    if (fits) add(fits)
    else {
      const dearest = food.reduce((a, b) => (priceOf(b) > priceOf(a) ? b : a))
      add(dearest, Math.ceil(gap / priceOf(dearest)))
    }
  }
  return [...picked.values()].map((l) => ({ dishId: l.dish.dishId, quantity: l.quantity }))
}

interface TakeoutPlan {
  app: string
  query: string
  cuisine?: string | undefined
  address: string
  people: number
  context: string
  tags: string[]
  /** Chance of checking where the rider is. */
  track: number
  /** A pre-order for this time ('HH:mm'), placed an hour or two ahead. */
  deliveryTime?: string
}

/**
 * One takeout order as people place it: search near the delivery address, open a restaurant that is
 * open for a while yet (the favourite when it shows up), read its menu, order, and maybe track it.
 */
export function orderTakeout(actor: Actor, wanted: TakeoutPlan): void {
  // A pre-order needs an hour and more of notice; running late, the person orders for now instead.
  const { deliveryTime: _late, ...asap } = wanted
  const plan: TakeoutPlan = wanted.deliveryTime && Number(wanted.deliveryTime.slice(0, 2)) * 60 + Number(wanted.deliveryTime.slice(3)) - minuteOfDay(actor.now) >= 75 ? wanted : asap
  const { app, address, tags } = plan
  const search = (args: Record<string, unknown>) => {
    if (actor.foundNothingBefore(app, 'searchRestaurants', { location: address, ...args })) return []
    const res = actor.call(app, 'searchRestaurants', { location: address, ...args }, tags)
    // Open long enough to cook the order, a pre-order's too.
    const ahead = plan.deliveryTime ? Number(plan.deliveryTime.slice(0, 2)) * 60 + Number(plan.deliveryTime.slice(3)) - minuteOfDay(actor.now) : 0
    return (res.restaurants as { restaurantId: string; isOpen: boolean; hours: string }[]).filter((r) => r.isOpen && minutesOpen(r.hours, minuteOfDay(actor.now)) > Math.max(45, ahead + 30))
  }
  let open = search({ searchQuery: plan.query })
  if (open.length === 0 && plan.cuisine) {
    actor.later(1, 2)
    open = search({ searchQuery: '', cuisine: plan.cuisine })
  }
  if (open.length === 0) return // nothing open that delivers: the person gives up (the search stays as browsing)
  const favourite = lastOrderFrom(actor.records, appIdOf(actor, app), plan.context)
  const shop = (favourite && actor.rng.chance(0.6) && open.find((r) => r.restaurantId === favourite)) || actor.rng.pick(open.slice(0, 3))
  const menu = actor.later(1, 3).call(app, 'getMenu', { restaurantId: shop.restaurantId }, tags)
  const items = chooseDishes(actor, menu.dishes as Dish[], plan.people, menu.restaurant.minOrder as number)
  if (items.length === 0) return // nothing on the menu for them (a bar's drinks list): they close the app
  const order = actor.later(1, 4).call(
    app,
    'orderTakeout',
    {
      restaurant: shop.restaurantId,
      items,
      deliveryAddress: address,
      paymentMethod: paymentFor(actor.habits, actor.user, app, actor.rng),
      ...(plan.people > 1 ? { tableware: plan.people } : {}),
      ...(plan.deliveryTime ? { deliveryTime: plan.deliveryTime } : {}),
    },
    tags,
  )
  // A pre-order is sometimes called off before the kitchen starts: the evening turned out otherwise.
  if (plan.deliveryTime && actor.rng.chance(0.2)) {
    const reason = actor.rng.pick(['Going out for dinner after all', 'Friends invited us over'])
    tryCall(actor.later(10, 30), app, 'cancelTakeoutOrder', { orderId: order.orderId, reason }, [...tags, 'noise:abandoned'], 'noise:too_late')
    return
  }
  // Now and then called off at once, with the reason; if the restaurant has already accepted, it comes anyway.
  if (!plan.deliveryTime && actor.rng.chance(0.02)) {
    const reason = plan.people > 1 ? 'Guests decided to eat out instead' : actor.rng.pick(address === 'office' ? [...CANCEL_REASONS, 'Colleagues are going out to eat'] : CANCEL_REASONS)
    if (tryCall(actor, app, 'cancelTakeoutOrder', { orderId: order.orderId, reason }, [...tags, 'noise:abandoned'], 'noise:too_late').ok) return
  }
  if (actor.rng.chance(plan.track)) {
    const followUp = tags.map((t) => (t === 'routine' ? 'follow-up' : t))
    actor.later(10, 25).call(app, 'getDeliveryStatus', { orderId: order.orderId }, followUp)
  }
}

/**
 * Takeout on the usual platform: a weekday lunch delivered to the office (home for people without
 * one) in the usual cuisine, paid the usual way; now and then a late-night snack or a weekend dinner
 * at home; while a guest stays, dinner for more people. After the lasting switch of platform the new
 * one takes over.
 */
export const food: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  if (travellingOn(events, day.index)) return []
  const app = habits.apps.takeout
  const office = profile.places.office !== undefined
  const minor = profile.age < 18
  const elderly = profile.age >= 60
  const out: Activity[] = []
  // A make-up Saturday or Sunday at the office: the canteen is shut, so lunch comes by takeout.
  const makeUp = !day.dayOff && (day.weekday === 0 || day.weekday === 6)
  const lunchChance = day.dayOff ? (minor ? 0.1 : 0.12) : minor ? 0 : office ? (makeUp ? 0.9 : 0.5) : elderly ? 0.08 : 0.2
  if (rng.chance(lunchChance)) {
    const address = office && !day.dayOff ? 'office' : 'Home'
    // Friday is for the other favourite; otherwise the usual, as often as the person is steady.
    const cuisine = day.weekday === 5 ? (rng.chance(0.7) ? habits.values.lunchTreat : habits.values.lunchCuisine) : usually(habits, rng, habits.values.lunchCuisine, habits.values.lunchTreat)
    out.push({
      at: day.time(11, rng.int(20, 59)),
      name: 'lunch-takeout',
      run: (actor) =>
        orderTakeout(actor, { app, query: cuisine, cuisine: CUISINE[cuisine], address, people: 1, context: 'ctx:lunch', tags: takeoutTags(ctx, 'ctx:lunch', 'routine'), track: 0.55 }),
    })
  }
  const guest = events.guest && day.index >= events.guest.day && day.index < events.guest.day + events.guest.days ? events.guest : undefined
  // The Eve's dinner is the reunion dinner: booked at a restaurant or cooked at home, never takeout.
  const reunion = events.springFestival?.eve === day.index && events.springFestival.plan !== 'relatives'
  if (!reunion && guest && (day.index === guest.day || rng.chance(0.4))) {
    const people = rng.int(3, 4)
    out.push({
      at: day.time(18, rng.int(0, 30)),
      name: 'guest-dinner',
      run: (actor) =>
        orderTakeout(actor, { app, query: rng.pick(GUEST_DINNER), address: 'Home', people, context: 'ctx:takeout', tags: takeoutTags(ctx, 'ctx:takeout', 'deviation:guest'), track: 0.7 }),
    })
  } else if (!reunion && day.dayOff && rng.chance(elderly ? 0.05 : 0.18)) {
    // Some order at teatime for a set hour (the app's pre-order), the rest when hungry.
    const ahead = rng.chance(0.3) ? rng.pick(['18:30', '19:00']) : undefined
    out.push({
      at: ahead ? day.time(16, rng.int(30, 59)) : day.time(18, rng.int(0, 50)),
      name: 'weekend-dinner-takeout',
      run: (actor) =>
        orderTakeout(actor, { app, query: rng.pick(WEEKEND_DINNER), address: 'Home', people: rng.chance(0.5) ? 2 : 1, context: 'ctx:takeout', tags: takeoutTags(ctx, 'ctx:takeout', 'routine'), track: 0.5, ...(ahead ? { deliveryTime: ahead } : {}) }),
    })
  }
  // A late-night snack is an adult's: a minor's evenings are the family's.
  if (!elderly && !minor && rng.chance(0.04)) {
    out.push({
      at: day.time(22, rng.int(0, 45)),
      name: 'late-night-snack',
      run: (actor) =>
        orderTakeout(actor, { app, query: rng.pick(LATE_NIGHT), address: 'Home', people: 1, context: 'ctx:takeout', tags: takeoutTags(ctx, 'ctx:takeout', 'noise:one_off'), track: 0.3 }),
    })
  }
  return out
}
