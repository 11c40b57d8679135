import { MINUTE, toDisplay } from '../../../apps/kit/index.ts'
import { displayMs } from '../../lives/index.ts'
import { Implausible, type Actor } from '../actor.ts'
import { budgetOf } from '../budget.ts'
import { rideClassFor } from '../choices.ts'
import { mapsApp } from './shared.ts'

/** 'HH:mm' of an instant, as the ride apps take a pickup time. */
const clockText = (ms: number) => toDisplay(ms).slice(11, 16)

export interface Outing {
  /** Where the booking is, as the booking's outcome names it (an address or a venue the apps know). */
  to: string
  /** When the booking starts (epoch ms): the person arrives before it. */
  arriveBy: number
  party: number
  /** The outing's tags (its chain), so the trip there belongs to the plan. */
  tags: string[]
  from?: string
}

/**
 * Going to something booked, the way the person's budget goes: a car on the usual ride app for those
 * who can afford one, else the metro after a route lookup on the map app. Either way the destination
 * is the booking's own place, so the plan's later call takes its value from the earlier outcome. The
 * activity is dropped when the person would arrive late (a reader would not believe it).
 */
export function goTo(actor: Actor, outing: Outing): void {
  const { habits, user, rng } = actor
  const from = outing.from ?? 'Home'
  if (budgetOf(user).tier !== 'low') {
    const pickup = outing.arriveBy - rng.int(40, 50) * MINUTE
    if (pickup < actor.now + 5 * MINUTE) return
    actor.at(pickup - rng.int(5, 15) * MINUTE)
    const ride = actor.call(habits.apps.ride, 'bookTaxi', { pickupLocation: from, dropoffLocation: outing.to, pickupTime: clockText(pickup), taxiType: rideClassFor(habits, habits.apps.ride, pickup, rng, outing.party) }, ['ctx:ride', ...outing.tags])
    if (displayMs(ride.estimatedDropoffTime) > outing.arriveBy + 5 * MINUTE) throw new Implausible(actor.records.at(-1)!, 'would arrive after the booking starts')
    return
  }
  // The route is looked up when leaving; the metro takes at most the hour left.
  actor.at(Math.max(actor.now, outing.arriveBy - rng.int(55, 65) * MINUTE))
  const route = actor.call(mapsApp(user), 'getRoute', { startLocation: from, endLocation: outing.to, transportMode: 'transit' }, ['ctx:maps', ...outing.tags])
  if (actor.now + Number(route.durationMin) * MINUTE > outing.arriveBy + 5 * MINUTE) throw new Implausible(actor.records.at(-1)!, 'the metro would arrive after the booking starts')
}

/** Home after the outing: a car for those who take one there (late and tired), the metro otherwise (no record). */
export function goHome(actor: Actor, outing: Outing, leaveAt: number): void {
  const { habits, user, rng } = actor
  if (budgetOf(user).tier === 'low') return
  const leave = Math.max(actor.now + 3 * MINUTE, leaveAt)
  actor.at(leave - 3 * MINUTE).call(habits.apps.ride, 'bookTaxi', { pickupLocation: outing.to, dropoffLocation: outing.from ?? 'Home', pickupTime: clockText(leave), taxiType: rideClassFor(habits, habits.apps.ride, leave, rng, outing.party) }, ['ctx:ride', ...outing.tags])
}
