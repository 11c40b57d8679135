import { fromLocal, MINUTE, toDate } from '../../../apps/kit/index.ts'
import { placesIn } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import { goHome, goTo } from './getting-there.ts'
import type { Activity, Planner } from '../activity.ts'
import { travellingOn } from '../life-events.ts'
import { budgetOf } from '../budget.ts'
import { rideClassFor } from '../choices.ts'
import { minuteOfDay, minutesOpen } from './food.ts'

const DINE_OUT = ['hotpot', 'Sichuan', 'Cantonese', 'roast duck', 'Japanese', 'barbecue', 'Hunan', 'Korean']
const DINE_OUT_ELDERLY = ['Cantonese', 'roast duck', 'Beijing', 'dumplings']

/** `YYYY-MM-DD HH:mm` (how apps show times) as epoch ms. */
export function displayMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text)
  if (!m) throw new Error(`not a display time: ${text}`)
  return fromLocal(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]))
}

/** `HH:mm` of an instant. */
export const clockText = (ms: number): string => {
  const m = minuteOfDay(ms)
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** The next number of a chain kind in this person's history (`chain:dinner_3`). */
export function nextChain(actor: Actor, kind: string): string {
  const prefix = `chain:${kind}_`
  const seen = new Set<string>()
  for (const r of actor.records) for (const t of r.meta?.tags ?? []) if (t.startsWith(prefix)) seen.add(t)
  return `${prefix}${seen.size + 1}`
}

/** Replaces the tags of the record just made (a failed attempt turns out to be noise). */
export function retagLast(actor: Actor, tags: string[]): void {
  const last = actor.records[actor.records.length - 1]
  if (last) last.meta = { ...last.meta, tags }
}

/** The most a dinner out costs a head, by the budget's restaurant class (Dianping's 人均). */
const PER_HEAD_CNY: Record<'low' | 'medium' | 'high', number> = { low: 90, medium: 220, high: Infinity }

interface Listed {
  perCapita?: number
  restaurantId: string
  takesBookings: boolean
  hours: string
  distanceKm?: number
}

/**
 * Books a table at `at` for `party` at one of the restaurants found, trying the next when one is
 * fully booked (the refusal stays in the history as a realistic failure). Returns the booking.
 */
function bookOne(actor: Actor, found: readonly Listed[], at: number, party: number, tags: string[], failedTags: string[]): { bookingId: string } | undefined {
  // The nearest places that take a booking first: nobody crosses town past the same chain's branch next door.
  // And a place whose spend per head the budget runs to (a pensioner does not take three to a five-star hotel's restaurant).
  const perHead = PER_HEAD_CNY[budgetOf(actor.user).restaurantPrice]
  const bookable = found
    .filter((r) => r.takesBookings && minutesOpen(r.hours, minuteOfDay(at)) >= 75 && (r.perCapita ?? 0) <= perHead)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.distanceKm ?? 0) - (b.r.distanceKm ?? 0) || a.i - b.i)
    .map((x) => x.r)
    .slice(0, 3)
  for (const r of bookable) {
    const outcome = actor.attempt('Dianping', 'bookTable', { restaurant: r.restaurantId, date: toDate(at), time: clockText(at), partySize: party }, tags)
    if (outcome.ok) return outcome.data as { bookingId: string }
    retagLast(actor, failedTags)
    actor.later(1, 3)
  }
  return undefined
}

/** The next half hour at least `min` minutes after `ms`. */
const halfHourAfter = (ms: number, min: number) => Math.ceil((ms + min * MINUTE) / (30 * MINUTE)) * 30 * MINUTE

/**
 * Dinner out on Fridays and weekends: a Dianping search around home or the nearby mall, maybe a look
 * at the reviews, a table for two to four; now and then cancelled the same afternoon. On some weekend
 * evenings a temporal chain: a ride from home to a mall or landmark on the usual ride app, then,
 * within the hour, a restaurant search near where the ride dropped them and a table there.
 */
export const dining: Planner = ({ day, profile, habits, events, rng }) => {
  // The Eve's dinner is the reunion dinner (spring-festival.ts, hometown.ts), never another night out.
  if (travellingOn(events, day.index) || !(day.weekday === 5 || day.dayOff) || events.springFestival?.eve === day.index) return []
  const minor = profile.age < 18
  const elderly = profile.age >= 60
  const poor = profile.incomeLevel === '<3k'
  const base = day.weekday === 5 ? 0.2 : 0.22
  if (!rng.chance(base * (minor ? 0.25 : poor ? 0.5 : 1))) return []
  const guest = events.guest && day.index >= events.guest.day && day.index < events.guest.day + events.guest.days
  const cuisine = rng.pick(elderly ? DINE_OUT_ELDERLY : DINE_OUT)
  const price = budgetOf(profile).restaurantPrice
  const priceRange = price === 'medium' ? undefined : price
  const party = guest ? rng.int(3, 5) : minor ? rng.int(3, 4) : rng.pick([2, 2, 2, 3, 4])
  const dinnerTags = ['ctx:dining', guest ? 'deviation:guest' : 'routine']
  const out: Activity[] = []
  if (day.dayOff && !minor && rng.chance(0.7)) {
    const landmarks = placesIn(profile.city, 'landmark')
    const dest = rng.chance(0.6) || landmarks.length === 0 ? 'mall' : rng.pick(landmarks).name
    out.push({
      at: day.time(17, rng.int(0, 50)),
      name: 'dinner-chain',
      run(actor) {
        const chain = nextChain(actor, 'dinner')
        const tags = ['ctx:dining', chain]
        const ride = actor.call(
          habits.apps.ride,
          'bookTaxi',
          { pickupLocation: 'Home', dropoffLocation: dest, pickupTime: clockText(actor.now + rng.int(10, 20) * MINUTE), taxiType: rideClassFor(habits, habits.apps.ride, actor.now, rng, party) },
          ['ctx:ride', chain],
        )
        const booked = actor.now
        // On the way (or just arrived): look for somewhere to eat around the drop-off.
        actor.at(Math.min(displayMs(ride.estimatedDropoffTime) - rng.int(0, 10) * MINUTE, booked + 50 * MINUTE))
        const near = (searchQuery: string) =>
          actor.call('Dianping', 'searchRestaurants', { searchQuery, location: ride.dropoff.name, radiusKm: 2, ...(priceRange ? { priceRange } : {}) }, tags).restaurants as Listed[]
        let found = near(cuisine)
        if (!found.some((r) => r.takesBookings)) {
          actor.later(1, 2)
          found = near('')
        }
        bookOne(actor, found, halfHourAfter(actor.now, 20), party, tags, [...tags, 'noise:sold_out'])
      },
    })
    return out
  }
  // The table booked in the afternoon, for the rides there and back (cleared when it is called off).
  let table: { bookingId: string; address: string; at: number; chain: string } | undefined
  const tableTime = day.time(rng.pick([18, 18, 19]), rng.pick([0, 30]))
  out.push({
    at: day.time(rng.int(14, 16), rng.int(0, 59)),
    name: 'dinner-booking',
    run(actor) {
      const chain = nextChain(actor, 'table')
      const tags = [...dinnerTags, chain]
      const where = rng.chance(0.5) ? 'mall' : 'Home'
      const res = actor.call('Dianping', 'searchRestaurants', { searchQuery: cuisine, location: where, ...(priceRange ? { priceRange } : {}) }, tags)
      const found = res.restaurants as Listed[]
      const first = found.find((r) => r.takesBookings)
      if (first && rng.chance(0.3)) actor.later(1, 4).call('Dianping', 'getRestaurantReviews', { restaurantId: first.restaurantId, sortBy: 'latest', limit: 5 }, tags)
      const at = Math.max(tableTime, halfHourAfter(actor.now, 60))
      const booking = bookOne(actor.later(1, 3), found, at, party, tags, ['ctx:dining', 'noise:sold_out']) as ({ bookingId: string; restaurant: { address: string; name: string } } | undefined)
      if (!booking) return
      if (rng.chance(0.1)) {
        // Plans change that afternoon: the table is given back well before the time.
        const when = Math.min(actor.now + rng.int(20, 80) * MINUTE, at - 20 * MINUTE)
        if (when > actor.now) {
          actor.at(when).call('Dianping', 'cancelTableBooking', { bookingId: booking.bookingId }, ['ctx:dining', 'noise:abandoned'])
          return
        }
      } else if (rng.chance(0.15)) {
        actor.later(30, 60).call('Dianping', 'getTableBooking', { bookingId: booking.bookingId }, ['ctx:dining', 'follow-up'])
      }
      // The car app needs an address it knows: the restaurant's street address, else its name (a branch named after a landmark).
      const known = [booking.restaurant.address, booking.restaurant.name].find((t) => actor.whereabouts.places.lookup(t).found)
      if (known) table = { bookingId: booking.bookingId, address: known, at, chain }
    },
  })
  // There by car or metro (the restaurant's address from the booking is the destination), back by car for those who take one.
  if (rng.chance(0.8)) {
    const outing = () => table && { to: table.address, arriveBy: table.at, party, tags: [table.chain] }
    out.push({ at: tableTime - 65 * MINUTE, name: 'dinner-trip', run: (actor) => void (table && goTo(actor, outing()!)) })
    out.push({ at: tableTime + 80 * MINUTE, name: 'dinner-trip-home', run: (actor) => void (table && goHome(actor, outing()!, table.at + rng.int(80, 100) * MINUTE)) })
  }
  return out
}
