import { DAY, MINUTE } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { paymentFor } from '../choices.ts'
import { clockText } from './dining.ts'
import { appIdOf } from './food.ts'
import { allOk, lastOk, okData, okSince } from './recall.ts'
import { awayOn, tripsOf } from './shared.ts'

/**
 * The coffee app beyond the usual cup: the stores near the office looked up in the first weeks, a
 * new drink tried after reading the menu, the week's orders looked over, an order placed ahead for
 * the afternoon and cancelled when a meeting comes up, and on a trip the nearest store to the hotel.
 */

interface MenuDrink {
  drinkId: string
  name: string
  temperatures: string[]
  containsAlcohol?: boolean
}

/** Once, early on: which stores are near the office (or school), before settling on one. */
function storesNearWork(actor: Actor, where: string): void {
  const chain = actor.habits.apps.coffee!
  if (allOk(actor, chain, 'findStores').length > 0) return
  actor.call(chain, 'findStores', { location: where, limit: 5 }, ['ctx:coffee', 'routine'])
}

/** Something new for once: the menu read for a kind of drink, then one the person has not had before. */
function newDrink(actor: Actor, where: string): void {
  const { habits, rng, user } = actor
  const chain = habits.apps.coffee!
  const kind = rng.pick(['latte', 'tea', 'mocha', 'frappe'])
  const args = kind === 'tea' || kind === 'frappe' ? { category: kind } : { searchQuery: kind }
  if (actor.foundNothingBefore(chain, 'getDrinkMenu', args)) return
  const menu = actor.call(chain, 'getDrinkMenu', args, ['ctx:coffee', 'deviation:new_drink'])
  const had = new Set(allOk(actor, chain, 'orderDrink').flatMap((r) => (r.args.items as { drink: string }[]).map((i) => i.drink.toLowerCase())))
  const fresh = (menu.drinks as MenuDrink[]).filter((d) => !d.containsAlcohol && !had.has(d.name.toLowerCase()))
  if (fresh.length === 0) return
  const drink = rng.pick(fresh.slice(0, 5))
  const temperature = drink.temperatures.includes(habits.values.coffee.temperature) ? habits.values.coffee.temperature : drink.temperatures[0]
  actor.later(1, 4).call(
    chain,
    'orderDrink',
    { location: where, items: [{ drink: drink.name, ...(temperature ? { temperature } : {}), quantity: 1 }], fulfillment: 'pickup', paymentMethod: paymentFor(habits, user, chain, rng) },
    ['ctx:coffee', 'deviation:new_drink'],
  )
}

/** Sunday evening: the week's coffee orders, when there were a few. */
function weekOfCoffee(actor: Actor): void {
  const chain = actor.habits.apps.coffee!
  const id = appIdOf(actor, chain)
  if (okSince(actor, actor.now - 7 * DAY, 'orderDrink', (r) => r.app === id).length < 3) return
  actor.call(chain, 'listDrinkOrders', { limit: 10 }, ['ctx:coffee', 'follow-up'])
}

/** Lunchtime: the usual afternoon cup ordered ahead for two o'clock, then cancelled when a meeting is called. */
function orderedAheadCancelled(actor: Actor): void {
  const { habits, rng, user } = actor
  const chain = habits.apps.coffee!
  const ready = Math.ceil((actor.now + 40 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE
  const tags = ['ctx:coffee', 'noise:abandoned']
  const usual = lastOk(actor, 'orderDrink', (r) => r.app === appIdOf(actor, chain))
  if (!usual) return
  const item = (usual.args.items as Record<string, unknown>[])[0]!
  const order = actor.call(chain, 'orderDrink', { location: 'office', items: [{ ...item, quantity: 1 }], fulfillment: 'pickup', paymentMethod: paymentFor(habits, user, chain, rng), pickupTime: clockText(ready) }, tags)
  actor.later(3, 12).call(chain, 'cancelDrinkOrder', { orderId: order.orderId }, tags)
}

/** On a trip's first morning: the store nearest the hotel, and a cup picked up there. */
function tripCoffee(actor: Actor, chain: string, tag: string): void {
  const { habits, rng, user } = actor
  const hotel = lastOk(actor, 'bookHotel', (r) => Boolean(r.meta?.tags?.includes(tag)))
  if (!hotel || actor.records.some((r) => r.tool === 'cancelBooking' && r.args.bookingId === okData(hotel).bookingId)) return
  const found = actor.call(chain, 'findStores', { location: okData(hotel).hotel.name, limit: 3 }, ['ctx:coffee', tag])
  const store = (found.stores as { storeId: string; isOpen: boolean; distanceKm: number }[]).find((s) => s.isOpen && s.distanceKm <= 1.5)
  const usual = lastOk(actor, 'orderDrink', (r) => r.app === appIdOf(actor, chain) && !r.args.pickupTime)
  if (!store || !usual) return
  const item = (usual.args.items as Record<string, unknown>[])[0]!
  actor.later(1, 3).call(chain, 'orderDrink', { store: store.storeId, items: [{ ...item, quantity: 1 }], fulfillment: 'pickup', paymentMethod: paymentFor(habits, user, chain, rng) }, ['ctx:coffee', tag])
}

export const coffeeExtras: Planner = ({ day, profile, habits, events, rng }) => {
  const chain = habits.apps.coffee
  const out: Activity[] = []
  if (!chain) return out
  const away = awayOn(events, day.index)
  const work = profile.places.office ? 'office' : profile.places.school ? 'school' : undefined
  if (work && !day.dayOff && !away && day.index < 14 && rng.chance(0.15)) out.push({ at: day.time(8, rng.int(30, 55)), name: 'coffee-stores', run: (actor) => storesNearWork(actor, work) })
  if (work && !day.dayOff && !away && rng.chance(0.035)) out.push({ at: day.time(15, rng.int(10, 50)), name: 'coffee-new-drink', run: (actor) => newDrink(actor, work) })
  if (day.weekday === 0 && rng.chance(0.2)) out.push({ at: day.time(21, rng.int(0, 50)), name: 'coffee-week', run: weekOfCoffee })
  if (profile.places.office && !day.dayOff && !away && rng.chance(0.03)) out.push({ at: day.time(12, rng.int(20, 50)), name: 'coffee-cancelled', run: orderedAheadCancelled })
  tripsOf(events).forEach((trip, i) => {
    if (trip.purpose !== 'hometown' && day.index === trip.day + 1 && rng.chance(0.4)) out.push({ at: day.time(8, rng.int(10, 30)), name: 'coffee-trip', run: (actor) => tripCoffee(actor, chain, `chain:trip_${i + 1}`) })
  })
  return out
}
