import { localParts } from '../../../apps/kit/index.ts'
import type { Planner } from '../activity.ts'

/** The class a habit names, in the ride app's own words (Caocao sells Standard / Comfort). */
export const rideClass = (app: string, taxiType: 'Express' | 'Premier'): string =>
  /caocao/i.test(app) ? (taxiType === 'Express' ? 'Standard' : 'Comfort') : taxiType

/**
 * Weekday commutes for office workers: a ride at the usual time with the usual class on the usual
 * app, or (most days for some) public transport, looked up on the map app. Evening rides home after
 * overtime. Trips and weekends have no commute.
 */
export const commute: Planner = ({ day, profile, habits, events, rng }) => {
  const office = profile.places.office
  if (day.weekend || !office || events.trips.some((t) => day.index >= t.day && day.index <= t.day + t.nights)) return []
  const [h, m] = habits.values.commuteTime.split(':').map(Number) as [number, number]
  const leave = day.time(h, m) - rng.int(10, 25) * 60_000
  const out = []
  if (rng.chance(habits.values.commuteByTaxiShare)) {
    out.push({
      at: leave,
      name: 'commute',
      run: (actor: import('../actor.ts').Actor) => {
        const ride = actor.call(habits.apps.ride, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: habits.values.commuteTime, taxiType: rideClass(habits.apps.ride, habits.values.taxiType) }, ['ctx:commute', 'routine'])
        if (rng.chance(0.3)) actor.later(3, 8).call(habits.apps.ride, 'getRideStatus', { rideId: ride.rideId }, ['ctx:commute', 'follow-up'])
      },
    })
  }
  // Overtime Monday to Thursday: Friday evenings belong to dinners and rides out.
  if (day.weekday >= 1 && day.weekday <= 4 && rng.chance(0.25)) {
    const back = day.time(rng.int(20, 22), rng.pick([0, 15, 30, 45]))
    out.push({
      at: back,
      name: 'overtime-ride-home',
      run: (actor: import('../actor.ts').Actor) => {
        // Booked for a few minutes ahead of when the person actually taps (earlier plans may run over).
        const at = Math.max(back, actor.now + 5 * 60_000)
        const { hour, minute } = localParts(at)
        const when = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
        actor.call(habits.apps.ride, 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'Home', pickupTime: when, taxiType: rideClass(habits.apps.ride, habits.values.taxiType) }, ['ctx:ride_home', 'routine'])
      },
    })
  }
  return out
}
