import { localParts, MINUTE } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { rideClassFor, usually } from '../choices.ts'
import { travellingOn } from '../life-events.ts'

export { rideClass } from '../choices.ts'

const hhmm = (ms: number) => {
  const { hour, minute } = localParts(ms)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/**
 * Workday commutes for office workers (adjusted Saturdays included, public holidays not): a ride at
 * the usual time, or a little later now and then, in the class the budget allows, on the usual app;
 * most days public transport, which leaves no call. An evening ride home after overtime.
 */
export const commute: Planner = ({ day, profile, habits, events, rng }) => {
  const office = profile.places.office
  const time = habits.values.commuteTime
  if (day.dayOff || !office || !time || travellingOn(events, day.index)) return []
  const [h, m] = time.split(':').map(Number) as [number, number]
  const pickup = day.time(h, m) + usually(habits, rng, 0, rng.pick([-10, 15, 20])) * MINUTE
  const out: Activity[] = []
  if (rng.chance(habits.values.commuteByTaxiShare)) {
    out.push({
      at: pickup - rng.int(10, 25) * MINUTE,
      name: 'commute',
      run: (actor: Actor) => {
        const ride = actor.call(habits.apps.ride, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: hhmm(pickup), taxiType: rideClassFor(habits, habits.apps.ride, pickup, rng) }, ['ctx:commute', 'routine'])
        if (rng.chance(0.3)) actor.later(3, 8).call(habits.apps.ride, 'getRideStatus', { rideId: ride.rideId }, ['ctx:commute', 'follow-up'])
      },
    })
  }
  // Overtime Monday to Thursday (Friday evenings belong to dinners and rides out); a car home only where the budget runs to cars at this distance.
  if (day.weekday >= 1 && day.weekday <= 4 && rng.chance(0.25 * Math.min(1, habits.values.commuteByTaxiShare * 4))) {
    const back = day.time(rng.int(20, 22), rng.pick([0, 15, 30, 45]))
    out.push({
      at: back,
      name: 'overtime-ride-home',
      run: (actor: Actor) => {
        // Booked for a few minutes ahead of when the person actually taps (earlier plans may run over).
        const at = Math.max(back, actor.now + 5 * MINUTE)
        actor.call(habits.apps.ride, 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'Home', pickupTime: hhmm(at), taxiType: rideClassFor(habits, habits.apps.ride, at, rng) }, ['ctx:ride_home', 'routine'])
      },
    })
  }
  return out
}
