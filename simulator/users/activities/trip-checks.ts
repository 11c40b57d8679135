import { MINUTE, toDisplay } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { lastOk, okData, undone } from './recall.ts'
import { mapsApp, stableInt, tripsOf, type Trip } from './shared.ts'

/**
 * Around a trip, the bookings looked at and put to use: the evening before leaving the train ticket
 * (12306) or the agency booking opened again, and now and then the whole list; in the destination
 * the hotel saved as a map favourite for the way back (deleted once home) and, on a leisure trip,
 * a self-drive car for the day from the store nearest the hotel; after a business trip the hotel
 * bookings listed for the expense claim. Everything names what the booking calls returned.
 */

const chainOf = (trip: Trip, n: number): string => (trip.purpose === 'hometown' ? 'chain:hometown' : `chain:trip_${n}`)

/** The first successful record of `tool` in the chain (the outbound leg is booked first). */
const firstInChain = (actor: Actor, chain: string, tools: readonly string[]): HistoryRecord | undefined =>
  actor.records.find((r) => tools.includes(r.tool) && r.outcome?.ok && Boolean(r.meta?.tags?.includes(chain)))

/** The evening before: the outbound ticket opened (a railway order or an agency booking), sometimes from the list. */
function checkBookings(actor: Actor, chain: string): void {
  const leg = firstInChain(actor, chain, ['bookTrainTicket', 'bookTicket'])
  if (!leg) return
  const tags = ['ctx:trip_train', chain]
  const list = actor.rng.chance(0.35)
  // The list first now and then, the outbound order opened from it.
  if (leg.tool === 'bookTrainTicket') {
    const ticketId = okData(leg).ticketId
    if (undone(actor, 'cancelTrainTicket', 'ticketId', ticketId)) return
    if (list) actor.call(leg.app, 'listTrainTickets', { status: 'issued' }, tags)
    actor.later(list ? 1 : 0, 2).call(leg.app, 'getTrainTicket', { ticketId }, tags)
    return
  }
  if (list) actor.call(leg.app, 'listBookings', { kind: 'ticket' }, tags)
  actor.later(list ? 1 : 0, 2).call(leg.app, 'getBooking', { bookingId: okData(leg).bookingId }, tags)
  // The hotel too, on the agency it was booked with.
  const hotel = lastOk(actor, 'bookHotel', (r) => Boolean(r.meta?.tags?.includes(chain)))
  if (hotel && actor.rng.chance(0.4) && !undone(actor, 'cancelBooking', 'bookingId', okData(hotel).bookingId)) {
    actor.later(1, 3).call(hotel.app, 'getBooking', { bookingId: okData(hotel).bookingId }, ['ctx:hotel', chain])
  }
}

/** The trip's hotel as the last booking named it (a changed booking replaces the first). */
const hotelOf = (actor: Actor, chain: string): HistoryRecord | undefined => {
  const r = lastOk(actor, 'bookHotel', (x) => Boolean(x.meta?.tags?.includes(chain)))
  return r && !undone(actor, 'cancelBooking', 'bookingId', okData(r).bookingId) ? r : undefined
}

/** The first morning away: the hotel saved on the map, for finding the way back to it. */
function saveHotel(actor: Actor, chain: string, city: string): void {
  const hotel = hotelOf(actor, chain)
  if (!hotel) return
  const City = `${city.charAt(0).toUpperCase()}${city.slice(1)}`
  // Everyone names a favourite their own way.
  const name = [`Hotel in ${City}`, `${City} hotel`, `${City} trip - hotel`, `Hotel (${City})`, `Where I stay in ${City}`][stableInt(actor.user, 'hotel-favourite-name', 0, 4)]!
  actor.call(mapsApp(actor.user), 'saveFavoritePlace', { name, location: okData(hotel).hotel.name, note: `Checking out ${String(okData(hotel).hotel.checkOut).slice(0, 10)}` }, ['ctx:maps', chain])
}

/** Home again: the hotel's favourite is of no use any more. */
function forgetHotel(actor: Actor, chain: string): void {
  const saved = lastOk(actor, 'saveFavoritePlace', (r) => Boolean(r.meta?.tags?.includes(chain)))
  if (!saved || undone(actor, 'deleteFavoritePlace', 'favoriteId', okData(saved).favoriteId)) return
  // After the trip: no longer part of its chain.
  actor.call(saved.app, 'deleteFavoritePlace', { favoriteId: okData(saved).favoriteId }, ['ctx:maps', 'follow-up'])
}

/** A car for the day on a leisure trip, picked up near the hotel an hour on and returned there. */
function rentForTheDay(actor: Actor, chain: string): void {
  const hotel = hotelOf(actor, chain)
  if (!hotel) return
  const { rng } = actor
  const rich = budgetOf(actor.user).tier === 'high'
  const at = Math.ceil((actor.now + 50 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE
  const place = okData(hotel).hotel.name
  actor.call(
    'Ctrip',
    'rentCar',
    { pickupLocation: place, dropoffLocation: place, pickupTime: toDisplay(at), vehicleModel: rng.pick(['sedan', 'suv']), carType: rich ? 'luxury' : 'comfort', priceRange: rich ? 'high' : 'low' },
    ['ctx:car_rental', chain],
  )
}

/** After a business trip, in the office: the hotel bookings listed for the expense claim. */
function hotelInvoice(actor: Actor, chain: string): void {
  const hotel = hotelOf(actor, chain)
  const claimed = actor.records.some((r) => r.tool === 'listBookings' && r.meta?.tags?.includes('ctx:expenses') && Date.parse(r.ts) > Date.parse(hotel?.ts ?? ''))
  if (hotel && !claimed) actor.call(hotel.app, 'listBookings', { kind: 'hotel' }, ['ctx:expenses', 'follow-up'])
}

/** Who rents a car on holiday: adults of 20 to 69 (a licence held a while), not on the tightest budget, about half of them. */
const drives = (ctx: PlanContext): boolean => ctx.profile.age >= 20 && ctx.profile.age < 70 && ctx.profile.incomeLevel !== '<3k'

export const tripChecks: Planner = (ctx) => {
  const { day, profile, rng } = ctx
  const out: Activity[] = []
  if (profile.age < 18) return out
  tripsOf(ctx.events).forEach((trip, i) => {
    const chain = chainOf(trip, i + 1)
    const end = trip.day + trip.nights
    if (day.index === trip.day - 1 && rng.chance(0.6)) out.push({ at: day.time(rng.pick([19, 20]), rng.int(0, 45)), name: 'trip-check-bookings', run: (actor) => checkBookings(actor, chain) })
    if (trip.purpose === 'hometown') return
    if (day.index === trip.day + 1 && rng.chance(0.45)) out.push({ at: day.time(8, rng.int(5, 45)), name: 'trip-save-hotel', run: (actor) => saveHotel(actor, chain, trip.city) })
    if (day.index === end + 1 || day.index === end + 2) out.push({ at: day.time(21, rng.int(0, 50)), name: 'trip-forget-hotel', run: (actor) => forgetHotel(actor, chain) })
    if (trip.purpose !== 'business' && day.index === trip.day + 1 && trip.nights >= 2 && drives(ctx) && rng.chance(0.5)) {
      out.push({ at: day.time(8, rng.int(50, 59)), name: 'trip-rent-car', run: (actor) => rentForTheDay(actor, chain) })
    }
    if (trip.purpose === 'business' && day.index > end && day.index <= end + 3 && !day.dayOff && rng.chance(0.5)) {
      out.push({ at: day.time(11, rng.int(0, 40)), name: 'trip-hotel-invoice', run: (actor) => hotelInvoice(actor, chain) })
    }
  })
  return out
}
