import { conflict, DAY, deepFreeze, invalidArgument, MINUTE, notFound, parseWhen, toDisplay, toIso, type Place, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { normalizePaymentMethod } from '../inputs.ts'
import { roadKm } from '../world/grid.ts'
import { hoursText, isOpenAt } from '../world/hours.ts'
import type { DrinkBrand, DrinkSpec, Milk, SugarLevel, Temperature } from './brand.ts'
import { RIDER_WAIT_MS, type DrinkLine, type DrinkOrder, type DrinkState } from './order.ts'
import { nearestStores, storeById, type Store } from './stores.ts'

/** Placing a drink order: pick the store, price each cup with its options, and plan when it is ready. */

export interface DrinkItemArgs {
  drink: string
  size?: string | undefined
  temperature?: Temperature | undefined
  sugar?: SugarLevel | undefined
  milk?: Milk | undefined
  extraShots?: number | undefined
  quantity?: number | undefined
}

export interface DrinkOrderArgs {
  store?: string | undefined
  location?: string | undefined
  items: DrinkItemArgs[]
  fulfillment?: 'pickup' | 'delivery' | undefined
  paymentMethod: string
  pickupTime?: string | undefined
}

const money = (x: number) => Math.round(x * 100) / 100
const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_-]+/g, ' ')
const NOW_WORDS = /^(now|asap|immediately|立即|马上)$/i

/** The drink a customer means: its id, its name in English or Chinese, or the shortest name containing the words. */
export function findDrink(b: DrinkBrand, text: string): DrinkSpec | undefined {
  const q = norm(text)
  const exact = b.menu.find((d) => norm(d.id) === q || norm(d.en) === q || d.zh === text.trim())
  if (exact) return exact
  return b.menu.filter((d) => norm(d.en).includes(q) || d.zh.includes(text.trim())).sort((x, y) => x.en.length - y.en.length)[0]
}

/** The store: named (by id, or by name near the location / home), else the nearest to the location. */
function chooseStore(ctx: ToolContext, b: DrinkBrand, args: DrinkOrderArgs, near: Place | undefined): Store {
  if (args.store) {
    const byId = storeById(ctx, b, args.store)
    if (byId) return byId
    const q = norm(args.store)
    const around = nearestStores(ctx, b, near ?? ctx.places.resolve('home'))
    const hit = around.find((x) => norm(x.store.name).includes(q) || x.store.nameZh.includes(args.store!.trim()))
    if (!hit) throw notFound(`No ${b.brand} store "${args.store}" nearby; store ids come from findStores`)
    return hit.store
  }
  const nearest = nearestStores(ctx, b, near!)[0]
  if (!nearest) throw notFound(`No ${b.brand} store within 10 km of ${near!.name}`)
  return nearest.store
}

function lineOf(b: DrinkBrand, item: DrinkItemArgs, i: number): DrinkLine {
  const drink = findDrink(b, item.drink)
  if (!drink) throw notFound(`${b.brand} has no drink "${item.drink}" on its menu; see getDrinkMenu`)
  const size = b.sizes.find((s) => s.size === (item.size ?? b.sizes[0]!.size))
  if (!size) throw invalidArgument(`items[${i}].size`, `${b.brand} sizes are ${b.sizes.map((s) => `${s.size} (${s.label})`).join(', ')}`, b.sizes.map((s) => s.size).join(' | '))
  const temperature = item.temperature ?? drink.temperatures[0]!
  if (!drink.temperatures.includes(temperature)) throw invalidArgument(`items[${i}].temperature`, `${drink.en} is served ${drink.temperatures.join(' or ')} only`, drink.temperatures.join(' | '))
  let milkCharge = 0
  if (item.milk !== undefined) {
    if (!drink.milk) throw invalidArgument(`items[${i}].milk`, `${drink.en} has no milk to change`, 'omit it')
    const choice = b.milks.find((m) => m.milk === item.milk)
    if (!choice) throw invalidArgument(`items[${i}].milk`, `${b.brand} offers ${b.milks.map((m) => m.milk).join(', ')} milk`, b.milks.map((m) => m.milk).join(' | '))
    milkCharge = choice.upcharge
  }
  const shots = item.extraShots ?? 0
  if (shots > 0 && drink.shots === 0) throw invalidArgument(`items[${i}].extraShots`, `${drink.en} has no espresso to add shots to`, '0')
  const base = drink.couponPrice ?? drink.price
  const unitPrice = money(base + size.upcharge + milkCharge + shots * b.shotPrice)
  const listPrice = money(drink.price + size.upcharge + milkCharge + shots * b.shotPrice)
  const quantity = item.quantity ?? 1
  return {
    drinkId: drink.id, name: drink.en, nameZh: drink.zh, size: size.size, sizeLabel: size.label, temperature,
    sugar: item.sugar ?? 'standard', ...(item.milk ? { milk: item.milk } : {}), extraShots: shots, quantity,
    listPrice, unitPrice, subtotal: money(unitPrice * quantity), ...(drink.alcohol ? { alcohol: true } : {}),
  }
}

export function placeDrinkOrder(state: DrinkState, args: DrinkOrderArgs, ctx: ToolContext, b: DrinkBrand, alcoholPolicyId: string): DrinkOrder {
  const fulfillment = args.fulfillment ?? 'pickup'
  const place = args.location ? placeOrNotFound(ctx.places, args.location, 'location') : undefined
  const store = chooseStore(ctx, b, args, place)
  const lines = args.items.map((item, i) => lineOf(b, item, i))
  const alcohol = lines.find((l) => l.alcohol)
  if (alcohol && ctx.user.age < 18) ctx.deny(alcoholPolicyId, `${alcohol.name} contains alcohol; ${b.brand} does not sell it to users under 18 (the account holder is ${ctx.user.age}).`)
  let km: number | undefined
  if (fulfillment === 'delivery') {
    km = Math.max(0.1, roadKm(ctx.places.distanceKm(store, place!)))
    if (km > b.delivery.radiusKm) throw conflict(`${store.name} is ${km.toFixed(1)} km by road from ${place!.name}; ${b.brand} delivers within ${b.delivery.radiusKm} km. Order for pickup or choose a nearer store`)
  }
  const cups = lines.reduce((n, l) => n + l.quantity, 0)
  const makeMs = Math.min(20, 2 + cups * b.perDrinkMin) * MINUTE
  let makingAt = ctx.now + b.queueMin * MINUTE
  let scheduled = false
  if (args.pickupTime !== undefined && !NOW_WORDS.test(args.pickupTime.trim())) {
    const at = parseWhen(args.pickupTime, ctx.now, 'pickupTime')
    if (at > ctx.now + DAY) throw invalidArgument('pickupTime', `"${args.pickupTime}" is more than a day ahead; ${b.brand} takes orders for today and tomorrow morning`, 'a time within 24 hours')
    if (at - makeMs > makingAt) {
      makingAt = at - makeMs
      scheduled = true
    }
  }
  if (!isOpenAt(store.opens, store.closes, makingAt)) throw conflict(`${store.name} is closed at ${toDisplay(makingAt)} (hours ${hoursText(store.opens, store.closes)})`)
  const readyAt = makingAt + makeMs
  const doneAt = fulfillment === 'delivery' ? readyAt + RIDER_WAIT_MS + ((km! / b.delivery.riderKmh) * 60 + 3) * MINUTE : readyAt + 30 * MINUTE
  const itemsTotal = money(lines.reduce((s, l) => s + l.subtotal, 0))
  const deliveryFee = fulfillment === 'delivery' ? b.delivery.fee : 0
  const sec = (x: number) => toIso(Math.round(x / 1000) * 1000)
  const order: DrinkOrder = {
    orderId: ctx.ids.next(b.prefix),
    status: 'placed',
    fulfillment,
    storeId: store.storeId,
    storeName: store.name,
    storeNameZh: store.nameZh,
    storeAddress: store.address,
    items: lines,
    ...(fulfillment === 'delivery' ? { deliveryAddress: { placeId: place!.id, name: place!.name, district: place!.district }, distanceKm: km! } : {}),
    itemsTotal,
    couponSavings: money(lines.reduce((s, l) => s + (l.listPrice - l.unitPrice) * l.quantity, 0)),
    deliveryFee,
    total: money(itemsTotal + deliveryFee),
    paymentMethod: normalizePaymentMethod(args.paymentMethod),
    pickupCode: b.pickupCode(ctx.rng.int(0, 9999)),
    placedAt: toIso(ctx.now),
    makingAt: sec(makingAt),
    readyAt: sec(readyAt),
    doneAt: sec(doneAt),
    scheduled,
  }
  state.orders[order.orderId] = deepFreeze(order)
  return order
}
