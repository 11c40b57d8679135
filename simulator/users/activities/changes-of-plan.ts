import { DAY, hashString, MINUTE, startOfLocalDay } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { rideClassFor } from '../choices.ts'
import { clockText, displayMs } from './dining.ts'
import { lastOk, okData, okSince, undone } from './recall.ts'
import { awayOn, tryCall } from './shared.ts'

/**
 * Plans that change after something is booked: a live show given back when the evening is needed
 * for something else (its reminder deleted with it), a ride booked and called off minutes later,
 * tonight's table given back in the afternoon. (A parcel called off is the parcels planner's.) Each acts on the id the booking returned; all are rare.
 */

/** Whether this show is the one in eight given back, and on which day after booking: fixed per ticket. */
const givenBackAfter = (actor: Actor, ticketId: string): number | undefined => {
  const h = hashString(`${actor.user.id}:${ticketId}:give-back`)
  return h % 8 === 0 ? 2 + ((h >>> 3) % 3) : undefined
}

/** A live show booked a few days ago and still two days off: the tickets go back, then its reminder. */
function giveBackShow(actor: Actor): void {
  const booked = okSince(actor, actor.now - 20 * DAY, 'bookShowTicket', (r) => Boolean(r.meta?.tags?.includes('ctx:shows')))
  const show = booked.find((r) => {
    const after = givenBackAfter(actor, okData(r).ticketId)
    const day = Math.floor((startOfLocalDay(actor.now) - startOfLocalDay(Date.parse(r.ts))) / DAY)
    return after === day && displayMs(String(okData(r).startsAt)) > actor.now + 2 * DAY && !undone(actor, 'cancelShowTicket', 'ticketId', okData(r).ticketId)
  })
  if (!show) return
  const chain = show.meta?.tags?.find((t) => t.startsWith('chain:')) ?? 'follow-up'
  const refund = tryCall(actor, show.app, 'cancelShowTicket', { ticketId: okData(show).ticketId }, ['ctx:shows', chain, 'noise:abandoned'], 'noise:too_late')
  if (!refund.ok) return
  // The reminder set for the show is of no use now.
  const reminder = lastOk(actor, 'createReminder', (r) => Boolean(r.meta?.tags?.includes(chain)))
  if (reminder && !undone(actor, 'deleteReminder', 'reminderId', okData(reminder).reminderId)) {
    actor.later(1, 3).call('Reminders', 'deleteReminder', { reminderId: okData(reminder).reminderId }, ['ctx:reminders', chain])
  }
}

const RIDE_REASONS = ['A friend is picking me up', 'Plans changed', 'Decided to take the metro']

/** A ride booked for half an hour ahead and called off a few minutes later (free while the pickup is over 10 minutes away). */
function rideCalledOff(actor: Actor, dropoff: string): void {
  const { habits, rng } = actor
  const app = habits.apps.ride
  const pickup = actor.now + rng.int(25, 35) * MINUTE
  const tags = ['ctx:ride', 'noise:abandoned']
  const ride = actor.call(app, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: dropoff, pickupTime: clockText(pickup), taxiType: rideClassFor(habits, app, pickup, rng) }, tags)
  actor.later(2, 6).call(app, 'cancelRide', { rideId: ride.rideId, reason: rng.pick(RIDE_REASONS) }, tags)
}

/** A table for tonight given back in the late afternoon, well before the time (free until then). */
function tableCalledOff(actor: Actor): void {
  const tonight = okSince(actor, actor.now - 10 * DAY, 'bookTable').find((r) => {
    const at = displayMs(String(okData(r).time))
    return at > actor.now + 60 * MINUTE && at < startOfLocalDay(actor.now) + DAY && !undone(actor, 'cancelTableBooking', 'bookingId', okData(r).bookingId)
  })
  if (!tonight) return
  const ctx = tonight.meta?.tags?.find((t) => t.startsWith('ctx:')) ?? 'ctx:dining'
  actor.call('Dianping', 'cancelTableBooking', { bookingId: okData(tonight).bookingId }, [ctx, 'noise:abandoned'])
}

export const changesOfPlan: Planner = ({ day, profile, events, rng }) => {
  const out: Activity[] = []
  const away = awayOn(events, day.index) !== undefined
  if (profile.age < 18) return out
  out.push({ at: day.time(rng.pick([20, 21]), rng.int(0, 50)), name: 'show-given-back', run: giveBackShow })
  if (day.dayOff && !away && rng.chance(0.025)) {
    const dropoff = rng.pick(['mall', 'park', 'gym'])
    if (profile.places[dropoff]) out.push({ at: day.time(rng.pick([10, 14, 15]), rng.int(0, 40)), name: 'ride-called-off', run: (actor) => rideCalledOff(actor, dropoff) })
  }
  if ((day.dayOff || day.weekday === 5) && !away && rng.chance(0.06)) out.push({ at: day.time(17, rng.int(30, 55)), name: 'table-called-off', run: tableCalledOff })
  return out
}
