import { DAY, localParts, MINUTE, startOfLocalDay, toDate } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { displayMs } from './dining.ts'
import { appIdOf } from './food.ts'
import { allOk, lastOk, okData, okSince, undone } from './recall.ts'
import { awayOn, tripsOf } from './shared.ts'

/** The context tag of a record (`ctx:fashion`), for the look that follows it. */
const ctxOf = (r: HistoryRecord, fallback: string): string => r.meta?.tags?.find((t) => t.startsWith('ctx:')) ?? fallback

/** Whether the app lists orders (shopping and grocery apps do; a takeout platform has its own list). */
const listsOrders = (actor: Actor, appId: string): boolean => {
  const app = actor.session.world.registry.resolveApp(appId)
  return app.ok && app.value.tool('listOrders') !== undefined
}

/**
 * A few days after buying something, a look at the app's order list (has it shipped yet?): the
 * app of a purchase made one to six days ago, its own context.
 */
function ordersLook(actor: Actor): void {
  const bought = okSince(actor, actor.now - 6 * DAY, 'buyProduct', (r) => Date.parse(r.ts) < startOfLocalDay(actor.now) && listsOrders(actor, r.app))
  const last = bought[bought.length - 1]
  if (!last) return
  // Once the list showed it delivered (or cancelled), there is nothing left to check.
  const seen = lastOk(actor, 'listOrders', (r) => r.app === last.app && r.ts > last.ts)
  if ((okData(seen)?.orders as { orderId: string; status: string }[] | undefined)?.some((o) => o.orderId === okData(last).orderId && ['delivered', 'cancelled'].includes(o.status))) return
  actor.call(last.app, 'listOrders', { limit: 5 }, [ctxOf(last, 'ctx:shopping'), 'follow-up'])
}

/** Rides this calendar month on the app, so a review has something to show. */
const ridesThisMonth = (actor: Actor, app: string): HistoryRecord[] => {
  const { year, month } = localParts(actor.now)
  return allOk(actor, app, 'bookTaxi').filter((r) => r.ts.startsWith(`${year}-${String(month).padStart(2, '0')}`))
}

/**
 * The month's spending, on its last evening: the completed rides on the ride app (for the budget,
 * or the expense claim), the takeout orders, the shared-bike rides, the coffee; each only where there were some.
 */
function monthReview(actor: Actor): void {
  const { habits, rng } = actor
  const tags = ['ctx:expenses', 'routine']
  if (ridesThisMonth(actor, habits.apps.ride).length >= 2 && rng.chance(0.7)) actor.call(habits.apps.ride, 'listRides', { status: 'completed', limit: 20 }, tags)
  if (allOk(actor, habits.apps.takeout, 'orderTakeout').length >= 3 && rng.chance(0.6)) actor.later(1, 3).call(habits.apps.takeout, 'listTakeoutOrders', { limit: 20 }, tags)
  if (allOk(actor, 'Hellobike', 'endBikeRide').length >= 2 && rng.chance(0.6)) actor.later(1, 3).call('Hellobike', 'listBikeRides', { status: 'completed', limit: 20 }, tags)
  const coffee = habits.apps.coffee
  if (coffee && allOk(actor, coffee, 'orderDrink').length >= 5 && rng.chance(0.6)) actor.later(1, 3).call(coffee, 'listDrinkOrders', { limit: 20 }, tags)
}

/** Sunday evening: this week's takeout, when there was a fair amount of it. */
function takeoutWeek(actor: Actor): void {
  const app = actor.habits.apps.takeout
  const id = appIdOf(actor, app)
  const week = okSince(actor, actor.now - 7 * DAY, 'orderTakeout', (r) => r.app === id)
  if (week.length >= 3) actor.call(app, 'listTakeoutOrders', { limit: 10 }, ['ctx:takeout', 'follow-up'])
}

/** Back at work after a business trip: the trip's rides listed for the expense claim (once). */
function tripExpenses(actor: Actor, chain: string): void {
  const rides = okSince(actor, actor.now - 8 * DAY, 'bookTaxi', (r) => Boolean(r.meta?.tags?.includes(chain)))
  const claimed = rides.length > 0 && okSince(actor, Date.parse(rides.at(-1)!.ts), 'listRides', (r) => Boolean(r.meta?.tags?.includes('ctx:expenses'))).length > 0
  if (rides.length < 2 || claimed) return
  // After the trip, so not part of its chain: the expense claim.
  actor.call(rides.at(-1)!.app, 'listRides', { status: 'completed', limit: 10 }, ['ctx:expenses', 'follow-up'])
}

/** A table booked for tonight (and not cancelled): a look at the bookings before going out. */
function tableTonight(actor: Actor): void {
  const tonight = okSince(actor, actor.now - 10 * DAY, 'bookTable').filter((r) => {
    const at = displayMs(String(okData(r).time))
    return at > actor.now + 40 * MINUTE && at < startOfLocalDay(actor.now) + DAY && !undone(actor, 'cancelTableBooking', 'bookingId', okData(r).bookingId)
  })
  const r = tonight[0]
  if (!r) return
  // The booking itself, or the list of upcoming ones.
  if (actor.rng.chance(0.5)) actor.call('Dianping', 'getTableBooking', { bookingId: okData(r).bookingId }, [ctxOf(r, 'ctx:dining'), 'follow-up'])
  else actor.call('Dianping', 'listTableBookings', { status: 'confirmed' }, [ctxOf(r, 'ctx:dining'), 'follow-up'])
}

/** A live show in the next three days: the ticket orders opened to see the seats and the time. */
function showSoon(actor: Actor): void {
  const soon = okSince(actor, actor.now - 30 * DAY, 'bookShowTicket', (r) => Boolean(r.meta?.tags?.includes('ctx:shows'))).filter((r) => {
    const at = displayMs(String(okData(r).startsAt))
    return at > actor.now + DAY && at < actor.now + 3 * DAY && !undone(actor, 'cancelShowTicket', 'ticketId', okData(r).ticketId)
  })
  const r = soon[0]
  // Seats and time are looked up once; they do not change by the next day.
  if (!r || lastOk(actor, 'listTicketOrders', (l) => l.app === r.app && l.ts > r.ts)) return
  const chain = r.meta?.tags?.find((t) => t.startsWith('chain:'))
  actor.call(r.app, 'listTicketOrders', { status: 'confirmed' }, ['ctx:shows', chain ?? 'follow-up'])
}

/** Parcels sent in the last three days: the list of shipments instead of one tracking page. */
function parcelsList(actor: Actor): void {
  const sent = okSince(actor, actor.now - 3 * DAY, 'createShipment')
  if (sent.length === 0 || Date.parse(sent[0]!.ts) > startOfLocalDay(actor.now)) return
  // Once in a while, not every day the parcel is on its way.
  if (okSince(actor, actor.now - 2 * DAY, 'listShipments').length > 0) return
  actor.call(sent[0]!.app, 'listShipments', { limit: 5 }, ['ctx:parcel', 'follow-up'])
}

/** A marketplace parcel due at home today: the Cainiao Stations near home looked up, for their hours. */
function stationToday(actor: Actor): void {
  const today = toDate(actor.now)
  const due = okSince(actor, actor.now - 12 * DAY, 'buyProduct', (r) => okData(r).estimatedDelivery === today && /^home$/i.test(String(r.args.shippingAddress ?? 'Home')))
  if (due.length === 0 || due.some((r) => undone(actor, 'cancelOrder', 'orderId', okData(r).orderId))) return
  actor.call(actor.habits.apps.parcel, 'getCourierLocations', { location: 'Home' }, [ctxOf(due[0]!, 'ctx:shopping'), 'follow-up'])
}

/**
 * Looking back at what was ordered: a marketplace's order list a few days after a purchase, the
 * month's rides, takeout and bike rides on its last evening, a week of takeout on a Sunday, the
 * rides of a business trip for the expense claim, tonight's table, the tickets of a show in the next
 * days, the parcels on their way, the stations near home on the day a marketplace parcel is due. Reads only; nothing while away, and nothing where nothing was ordered.
 */
export const lookBacks: Planner = ({ day, profile, events, rng }) => {
  const out: Activity[] = []
  const away = awayOn(events, day.index) !== undefined
  if (rng.chance(0.14)) out.push({ at: day.time(rng.pick([12, 21, 22]), rng.int(0, 50)), name: 'orders-look', run: ordersLook })
  const tomorrow = localParts(day.start + DAY).day
  if (tomorrow === 1 && profile.age >= 18) out.push({ at: day.time(21, rng.int(10, 50)), name: 'month-review', run: monthReview })
  if (day.weekday === 0 && rng.chance(0.12)) out.push({ at: day.time(20, rng.int(0, 50)), name: 'takeout-week', run: takeoutWeek })
  const n = tripsOf(events).findIndex((t) => t.purpose === 'business' && day.index > t.day + t.nights && day.index <= t.day + t.nights + 3)
  if (n >= 0 && !day.dayOff && !away && rng.chance(0.7)) out.push({ at: day.time(10, rng.int(10, 50)), name: 'trip-expenses', run: (actor) => tripExpenses(actor, `chain:trip_${n + 1}`) })
  if ((day.weekday === 5 || day.dayOff) && !away && rng.chance(0.5)) out.push({ at: day.time(17, rng.int(0, 25)), name: 'table-tonight', run: tableTonight })
  if (!away && rng.chance(0.3)) out.push({ at: day.time(21, rng.int(0, 50)), name: 'show-soon', run: showSoon })
  if (rng.chance(0.4)) out.push({ at: day.time(rng.pick([12, 21]), rng.int(0, 50)), name: 'parcels-list', run: parcelsList })
  if (!away && rng.chance(0.4)) out.push({ at: day.time(18, rng.int(20, 55)), name: 'station-today', run: stationToday })
  return out
}
