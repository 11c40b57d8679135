import { conflict, DAY, deepFreeze, invalidArgument, MINUTE, notFound, parseWhen, toDisplay, toIso, type Place, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { normalizePaymentMethod } from '../inputs.ts'
import { roadKm } from '../world/grid.ts'
import { clockOf, isOpenAt, minuteOfDay, nextOpening } from '../world/hours.ts'
import { findDish, menuOf } from '../world/menu.ts'
import { riderOf } from '../world/people.ts'
import { restaurantById } from '../world/restaurants.ts'
import type { PortionSize, Restaurant, SpiceLevel } from '../world/types.ts'
import type { Costs, OrderLine, TakeoutOrder, TakeoutState } from './order.ts'
import { deliveryFeeOf, etaMinutes, fullReductionOf, minOrderOf, needsBox, prepMinutes, rideMinutes, type TakeoutPlatform } from './platform.ts'
import { deliverableFrom } from './search.ts'

/** Placing a takeout order: resolve the shop, the dishes and the address, price it, and plan its delivery. */

export interface OrderItemArgs {
  dishId?: string | undefined
  name?: string | undefined
  quantity?: number | undefined
  size?: PortionSize | undefined
  spiceLevel?: SpiceLevel | undefined
}

export interface OrderArgs {
  restaurant: string
  items: OrderItemArgs[]
  deliveryAddress: string
  paymentMethod: string
  deliveryTime?: string | undefined
  note?: string | undefined
  tableware?: number | undefined
}

const money = (x: number) => Math.round(x * 100) / 100
/** Pre-orders open two days ahead. */
const MAX_AHEAD_MS = 2 * DAY
/** A requested time this close to the earliest possible one is read as "as soon as possible". */
const ASAP_TOLERANCE_MS = 10 * MINUTE
const NOW_WORDS = /^(now|asap|as soon as possible|immediately|right now|立即|尽快|马上)$/i

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')
/** Stored instants keep whole seconds (the ISO form has no milliseconds). */
const sec = (ms: number) => Math.round(ms / 1000) * 1000

/** The restaurant an id or a name means, among those that deliver to the address (404 when none). */
export function resolveRestaurant(ctx: ToolContext, p: TakeoutPlatform, text: string, address: Place): { r: Restaurant; km: number } {
  const byId = restaurantById(ctx, text)
  if (byId) {
    if (!p.listed(byId)) throw notFound(`${byId.name} is not on ${p.brand}; search ${p.brand} for restaurants that deliver to ${address.name}`)
    return { r: byId, km: Math.max(0.1, roadKm(ctx.places.distanceKm(address, byId))) }
  }
  const q = norm(text)
  const reach = deliverableFrom(ctx, p, address)
  const hit =
    reach.find(({ r }) => norm(r.name) === q || r.nameZh === text.trim()) ??
    reach.find(({ r }) => norm(r.name).includes(q) || r.nameZh.includes(text.trim()) || (r.chain !== undefined && q.includes(norm(r.name.split(' (')[0]!))))
  if (!hit) throw notFound(`No restaurant "${text}" on ${p.brand} delivers to ${address.name}; restaurant ids come from searchRestaurants`)
  return hit
}

function orderLines(ctx: ToolContext, p: TakeoutPlatform, r: Restaurant, items: readonly OrderItemArgs[]): OrderLine[] {
  const menu = menuOf(ctx, r)
  return items.map((item, i) => {
    const dish = findDish(menu, item)
    if (!dish) throw notFound(`${r.name} has no dish "${item.dishId ?? item.name}" on its ${p.brand} menu; dish ids come from getMenu`)
    let unitPrice = dish.price
    let sizeFields: Pick<OrderLine, 'size' | 'sizeLabel'> = {}
    if (dish.sizes) {
      const wanted = item.size ?? 'regular'
      const row = dish.sizes.find((s) => s.size === wanted) ?? (item.size ? undefined : dish.sizes[0])
      if (!row) throw invalidArgument(`items[${i}].size`, `${dish.name} comes in ${dish.sizes.map((s) => `${s.size} (${s.label})`).join(' or ')}`, dish.sizes.map((s) => s.size).join(' | '))
      unitPrice = row.price
      sizeFields = { size: row.size, sizeLabel: row.label }
    } else if (item.size && item.size !== 'regular') {
      throw invalidArgument(`items[${i}].size`, `${dish.name} comes in one size (${dish.portion})`, 'regular')
    }
    if (item.spiceLevel && !dish.spiceLevels && item.spiceLevel !== 'none') {
      throw invalidArgument(`items[${i}].spiceLevel`, `the kitchen cannot change the heat of ${dish.name}; add a note instead`, 'omit it')
    }
    const quantity = item.quantity ?? 1
    const spice = dish.spiceLevels ? (item.spiceLevel ?? dish.defaultSpice) : undefined
    return {
      dishId: dish.dishId,
      name: dish.name,
      nameZh: dish.nameZh,
      quantity,
      ...sizeFields,
      ...(spice ? { spiceLevel: spice } : {}),
      unitPrice,
      subtotal: money(unitPrice * quantity),
      ...(dish.alcohol ? { alcohol: true } : {}),
    }
  })
}

/** Red packets of the membership already spent this month on orders that still stand. */
function memberPacketsUsed(ctx: ToolContext, month: string): number {
  const orders = (ctx.committed as TakeoutState).orders
  let used = 0
  for (const id in orders) {
    const o = orders[id]!
    if (o.status === 'placed' && o.costs.memberDiscount > 0 && o.placedAt.startsWith(month)) used++
  }
  return used
}

function costsOf(ctx: ToolContext, p: TakeoutPlatform, r: Restaurant, lines: readonly OrderLine[], boxed: number, km: number, at: number): Costs {
  const itemsTotal = money(lines.reduce((s, l) => s + l.subtotal, 0))
  const minimum = minOrderOf(p, r)
  if (itemsTotal < minimum) throw conflict(`${r.name} delivers orders of ¥${minimum} or more on ${p.brand}; this one is ¥${itemsTotal.toFixed(2)} (¥${(minimum - itemsTotal).toFixed(2)} short)`)
  const packagingFee = money(Math.min(p.packaging.cap, boxed * p.packaging.perItem))
  const deliveryFee = deliveryFeeOf(p, km, { at, weather: ctx.user.environment.weather })
  const fullReduction = fullReductionOf(r.offers, itemsTotal)
  const m = p.member
  const eligible = itemsTotal - fullReduction >= m.threshold && memberPacketsUsed(ctx, toIso(ctx.now).slice(0, 7)) < m.perMonth
  const memberDiscount = eligible ? m.off : 0
  return { itemsTotal, packagingFee, deliveryFee, fullReduction, memberDiscount, total: money(itemsTotal + packagingFee + deliveryFee - fullReduction - memberDiscount) }
}

interface Plan {
  acceptAt: number
  prepStartAt: number
  pickupAt: number
  deliverAt: number
  estimatedAt: number
  scheduled: boolean
}

/** When each step happens: quoted from the app's estimate, realised with the call's rng. */
function planDelivery(ctx: ToolContext, p: TakeoutPlatform, r: Restaurant, km: number, deliveryTime: string | undefined): Plan {
  const now = ctx.now
  const weather = ctx.user.environment.weather
  const eta = etaMinutes(p, r, km, { at: now, weather })
  const earliest = now + eta * MINUTE
  let target: number | undefined
  if (deliveryTime !== undefined && !NOW_WORDS.test(deliveryTime.trim())) {
    const at = parseWhen(deliveryTime, now, 'deliveryTime')
    if (at > now + MAX_AHEAD_MS) throw invalidArgument('deliveryTime', `"${deliveryTime}" is more than 2 days ahead; ${p.brand} takes pre-orders up to 2 days in advance`, 'a time within 2 days')
    if (at < earliest - ASAP_TOLERANCE_MS) throw conflict(`The earliest ${r.name} can deliver is ${toDisplay(earliest)} (about ${eta} min); choose a later deliveryTime or 'now'`)
    if (at > earliest + ASAP_TOLERANCE_MS) target = at
  }
  const rng = ctx.rng
  const acceptAt = now + rng.int(p.acceptMin[0], p.acceptMin[1]) * MINUTE
  if (target === undefined) {
    if (!isOpenAt(r.opens, r.closes, now)) {
      const opens = nextOpening(r.opens, r.closes, now)
      throw conflict(`${r.name} is closed now (opens ${toDisplay(opens)}); set deliveryTime to pre-order for after ${clockOf(minuteOfDay(opens))}`)
    }
    const prep = prepMinutes(r, now) * rng.float(0.85, 1.2)
    const riderThere = acceptAt + (p.dispatchMin + rng.float(3, 9)) * MINUTE
    const pickupAt = Math.max(acceptAt + prep * MINUTE, riderThere)
    const deliverAt = pickupAt + (rideMinutes(p, km, { at: now, weather }) * rng.float(0.9, 1.15) + 3) * MINUTE
    return { acceptAt: sec(acceptAt), prepStartAt: sec(acceptAt), pickupAt: sec(pickupAt), deliverAt: sec(deliverAt), estimatedAt: sec(earliest), scheduled: false }
  }
  // A scheduled order: the kitchen starts so that it arrives on time.
  const ride = rideMinutes(p, km, { at: target, weather }) + 3
  const prep = prepMinutes(r, target)
  const pickupAt = target - ride * MINUTE
  const prepStartAt = Math.max(acceptAt, pickupAt - prep * MINUTE)
  if (!isOpenAt(r.opens, r.closes, prepStartAt)) {
    throw conflict(`${r.name} is closed at ${toDisplay(prepStartAt)}, when it would have to start cooking (hours ${clockOf(r.opens)}-${clockOf(r.closes)}); choose another deliveryTime`)
  }
  return { acceptAt: sec(acceptAt), prepStartAt: sec(prepStartAt), pickupAt: sec(pickupAt), deliverAt: sec(target), estimatedAt: sec(target), scheduled: true }
}

export function placeTakeoutOrder(state: TakeoutState, args: OrderArgs, ctx: ToolContext, p: TakeoutPlatform, alcoholPolicyId: string): TakeoutOrder {
  const address = placeOrNotFound(ctx.places, args.deliveryAddress, 'deliveryAddress')
  const { r, km } = resolveRestaurant(ctx, p, args.restaurant, address)
  if (km > p.radiusKm) {
    throw conflict(`${r.name} is ${km.toFixed(1)} km by road from ${address.name}; ${p.brand} delivers within ${p.radiusKm} km. Search for restaurants near ${address.name}`)
  }
  const lines = orderLines(ctx, p, r, args.items)
  const alcohol = lines.find((l) => l.alcohol)
  if (alcohol && ctx.user.age < 18) {
    ctx.deny(alcoholPolicyId, `${p.brand} does not deliver alcohol (${alcohol.name}) to users under 18; the account holder is ${ctx.user.age}.`)
  }
  const menu = menuOf(ctx, r)
  const boxed = lines.reduce((n, l) => n + (needsBox(menu.find((d) => d.dishId === l.dishId)!) ? l.quantity : 0), 0)
  const plan = planDelivery(ctx, p, r, km, args.deliveryTime)
  const costs = costsOf(ctx, p, r, lines, boxed, km, plan.scheduled ? plan.deliverAt : ctx.now)
  const order: TakeoutOrder = {
    orderId: ctx.ids.next(p.orderPrefix),
    status: 'placed',
    restaurantId: r.id,
    restaurantName: r.name,
    restaurantNameZh: r.nameZh,
    restaurantPhone: r.phone,
    items: lines,
    address: { placeId: address.id, name: address.name, district: address.district },
    distanceKm: km,
    paymentMethod: normalizePaymentMethod(args.paymentMethod),
    ...(args.note ? { note: args.note } : {}),
    tableware: args.tableware ?? 1,
    costs,
    placedAt: toIso(ctx.now),
    acceptAt: toIso(plan.acceptAt),
    prepStartAt: toIso(plan.prepStartAt),
    pickupAt: toIso(plan.pickupAt),
    deliverAt: toIso(plan.deliverAt),
    estimatedDeliveryAt: toIso(plan.estimatedAt),
    scheduled: plan.scheduled,
    rider: riderOf(ctx.rng),
  }
  // Frozen before it joins the draft: the commit has nothing new to walk.
  state.orders[order.orderId] = deepFreeze(order)
  return order
}
