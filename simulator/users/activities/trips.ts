import { DAY, MINUTE, startOfLocalDay, toDate, toDisplay } from '../../../apps/kit/index.ts'
import { haversineKm, placesIn, type ResolvedPlace } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { paymentFor, rideClass, rideClassFor } from '../choices.ts'
import type { LifeEvents } from '../life-events.ts'
import { stayPlan, type StayPlan } from '../stays.ts'
import { bookHotel, type BookedHotel } from './hotels.ts'
import { cityName, fromDisplay, hhmm, mapsApp, seatsAtMinute, stableInt, tripsOf, tryCall, type Trip } from './shared.ts'
import { bookable, bookTrain, isRailway, searchTrain, type Leg } from './trains.ts'

// The helpers other planners import from here.
export { awayOn, cityName, fromDisplay, hhmm, mapsApp, probe, seatsAtMinute, stableInt, tripsOf, tryCall } from './shared.ts'
export type { Trip } from './shared.ts'

interface BookedTrip {
  app: string
  out: Leg
  back: Leg
  hotel: BookedHotel
}

/**
 * What each trip's booking evening booked, per user (keyed by the user's own life events): the
 * activities of the travel days are planned at the times the tickets say. Written while a day runs,
 * read when a later day is planned.
 */
const booked = new WeakMap<LifeEvents, Map<number, BookedTrip>>()

/** What a traveller types for local food in each destination (and what to try when that finds nothing). */
const LOCAL_FOOD: Readonly<Record<string, string>> = { shanghai: 'Shanghainese', hangzhou: 'Zhejiang', shenzhen: 'Cantonese', beijing: 'Peking duck' }
const FALLBACK_FOOD = 'hotpot'

/** The trip's bookings, made a few evenings before: the train there and back, then the hotel. */
function bookingActivity(ctx: PlanContext, trip: Trip, n: number, tags: (context: string, deviation?: boolean) => string[], plan: StayPlan): Activity {
  const { day, profile, habits, events, rng } = ctx
  return {
    at: day.time(rng.pick([20, 21]), rng.int(0, 45)),
    name: 'trip-booking',
    run(actor: Actor) {
      const home = cityName(profile.city)
      const dest = cityName(trip.city)
      const d = day.start + (trip.day - day.index) * DAY
      const r = d + trip.nights * DAY
      const business = trip.purpose === 'business'
      // Both ways looked up first: without a good train either way, the trip is not booked here.
      // The hour this traveller wants to leave, their own for this trip (so travellers spread over the day's trains).
      const leave = d + (business ? rng.int(26, 38) : rng.int(28, 46)) * 15 * MINUTE
      const there = searchTrain(actor, habits, home, dest, toDate(d), { earliest: leave, last: leave + 150 * MINUTE, latest: d + 20.5 * 3600_000 }, tags('ctx:trip_train'), rng)
      const thereTrain = bookable(there, rng)
      if (!thereTrain) return
      const homeAt = r + (business ? rng.int(60, 72) : rng.int(48, 70)) * 15 * MINUTE
      const homeward = searchTrain(actor.later(2, 5), habits, dest, home, toDate(r), { earliest: homeAt, last: homeAt + 150 * MINUTE, latest: r + 23.5 * 3600_000 }, tags('ctx:trip_train'), rng)
      const backTrain = bookable(homeward, rng)
      if (!backTrain) return
      const pay = paymentFor(habits, actor.user, habits.apps.train, rng)
      const out = bookTrain(actor.later(1, 3), habits, there, thereTrain, tags('ctx:trip_train'), pay)
      const back = bookTrain(actor.later(1, 3), habits, homeward, backTrain, tags('ctx:trip_train'), pay)
      const hotel = bookHotel(actor.later(3, 10), habits.apps.hotel, trip.city, toDate(d), toDate(r), plan, undefined, tags('ctx:hotel'), 'deviation:trip', rng)
      if (!hotel) return
      const mine = booked.get(events) ?? new Map<number, BookedTrip>()
      mine.set(n, { app: habits.apps.train, out, back, hotel })
      booked.set(events, mine)
    },
  }
}

/**
 * A change of plan a day after booking: on 12306 the return ticket moves to a later train that day
 * (改签); with an agency the hotel is cancelled and another one booked.
 */
function changeActivity(ctx: PlanContext, trip: Trip, b: BookedTrip, tags: (context: string, deviation?: boolean) => string[], plan: StayPlan): Activity {
  const { day, habits, rng } = ctx
  return {
    at: day.time(rng.pick([12, 21]), rng.int(5, 45)),
    name: 'trip-change',
    run(actor: Actor) {
      if (isRailway(b.app)) {
        const seatClass = habits.values.seatClass
        const res = actor.call(b.app, 'searchTrains', { from: b.back.from, to: b.back.to, date: b.back.date }, tags('ctx:trip_train'))
        const later = res.trains.find((t: any) => {
          const dep = fromDisplay(t.departAt)
          const arr = fromDisplay(t.arriveAt)
          return t.type !== 'K' && dep >= b.back.departAt + 90 * MINUTE && arr <= fromDisplay(`${b.back.date} 23:45`) && t.seats.some((s: any) => s.seatClass === seatClass && s.seatsLeft > 0)
        })
        if (!later) return
        const changed = actor.later(2, 5).call(b.app, 'changeTrainTicket', { ticketId: b.back.id, newTrainNumber: later.trainNumber }, tags('ctx:trip_train'))
        b.back = { ...b.back, number: changed.ticket.trainNumber, departAt: fromDisplay(changed.ticket.departAt), arriveAt: fromDisplay(changed.ticket.arriveAt) }
        return
      }
      const d = toDate(b.out.departAt)
      const r = b.back.date
      actor.call(b.hotel.app, 'cancelBooking', { bookingId: b.hotel.bookingId, reason: rng.pick(['Found a hotel closer to where I need to be', 'Change of plans', 'Booked the wrong hotel']) }, tags('ctx:hotel', b.hotel.deviates))
      const hotel = bookHotel(actor.later(3, 8), b.hotel.app, trip.city, d, r, plan, b.hotel.name, tags('ctx:hotel'), 'deviation:trip', rng)
      if (hotel) b.hotel = hotel
    },
  }
}

/** On arrival: a show or a table near the hotel, that evening or the next. */
function eveningActivity(ctx: PlanContext, trip: Trip, b: BookedTrip, at: number, tags: (context: string, deviation?: boolean) => string[]): Activity {
  const { habits, rng } = ctx
  const show = trip.purpose === 'business' ? rng.chance(0.2) : rng.chance(0.5)
  return {
    at,
    name: 'trip-evening',
    run(actor: Actor) {
      const lastDay = b.back.departAt
      if (show) {
        const movie = rng.chance(0.4)
        const app = movie ? habits.apps.movies : habits.apps.shows
        const type = movie ? 'movie' : rng.pick(['concert', 'drama', 'crosstalk', 'musical'])
        const context = movie ? 'ctx:movie' : 'ctx:shows'
        const ticketType = movie ? habits.values.movieTicketType : 'regular'
        const look = { type, searchQuery: type === 'movie' ? rng.pick(['movie', 'new releases']) : type, location: b.hotel.name }
        // Last night's empty search is not typed again.
        if (actor.foundNothingBefore(app, 'getShowSchedule', look)) return
        const res = actor.call(app, 'getShowSchedule', look, tags(context))
        const pick = (res.shows ?? []).find((s: any) => {
          const starts = fromDisplay(s.startsAt)
          return starts >= actor.now + 60 * MINUTE && starts <= lastDay - 3 * 3600_000 && s.tickets.some((t: any) => t.ticketType === ticketType && t.seatsLeft >= 1)
        })
        if (pick && rng.chance(0.7)) {
          actor.later(2, 6).call(app, 'bookShowTicket', { showId: pick.showId, count: 1, paymentMethod: paymentFor(habits, actor.user, app, rng), ticketType: [ticketType] }, tags(context))
        }
        return
      }
      const party = trip.purpose === 'business' ? rng.int(2, 4) : trip.purpose === 'family' ? 2 : rng.int(1, 2)
      // A search that found nothing the night before is not typed again: the fallback straight away.
      const local = { searchQuery: LOCAL_FOOD[trip.city] ?? 'local food', location: b.hotel.name, sortBy: 'rating' }
      const fallback = { searchQuery: FALLBACK_FOOD, location: b.hotel.name }
      let res = actor.foundNothingBefore('Dianping', 'searchRestaurants', local) ? { restaurants: [] } : actor.call('Dianping', 'searchRestaurants', local, tags('ctx:dining'))
      if (res.restaurants.length === 0) {
        if (actor.foundNothingBefore('Dianping', 'searchRestaurants', fallback)) return
        res = actor.later(1, 2).call('Dianping', 'searchRestaurants', fallback, tags('ctx:dining'))
      }
      if (!rng.chance(0.55)) return
      // Dinner at the usual hour, or the next half hour at least 40 minutes away when it is late already.
      const today = startOfLocalDay(actor.now)
      const soonest = Math.ceil((actor.now + 40 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE
      const slot = Math.max(soonest, today + rng.pick([18, 18.5, 19]) * 3600_000)
      const minute = Math.round((slot - today) / MINUTE)
      if (minute > 20 * 60 + 30) return
      const options = res.restaurants.filter((r: any) => r.takesBookings && seatsAtMinute(r.hours, minute)).slice(0, 2)
      for (const r of options) {
        const table = tryCall(actor.later(1, 4), 'Dianping', 'bookTable', { restaurant: r.restaurantId, date: toDate(slot), time: hhmm(slot), partySize: party }, tags('ctx:dining'), 'noise:sold_out')
        if (table.ok) return
      }
    },
  }
}

/** Arrived by 18:30: the evening near the hotel is that same day (else the next). */
const arrivesEarly = (b: BookedTrip): boolean => toDate(b.out.arriveAt) === toDate(b.out.departAt) && hhmm(b.out.arriveAt) <= '18:30'

/** The travel days of a booked trip. */
function travelDays(ctx: PlanContext, trip: Trip, b: BookedTrip, tags: (context: string, deviation?: boolean) => string[], premier: boolean): Activity[] {
  const { day, profile, habits, rng } = ctx
  const out: Activity[] = []
  const ride = habits.apps.ride
  // The habitual class (as it varies with the hour), or Premier on the employer.
  const taxiType = (at: number) => (premier ? rideClass(ride, 'Premier') : rideClassFor(habits, ride, at, rng))
  const d = day.index - trip.day
  const sameDay = (ms: number) => toDate(ms) === toDate(day.start)
  if (d === 0) {
    out.push({
      at: b.out.departAt - rng.int(75, 90) * MINUTE,
      name: 'trip-ride-to-station',
      run(actor: Actor) {
        actor.call(ride, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: b.out.from, pickupTime: hhmm(actor.now), taxiType: taxiType(actor.now) }, tags('ctx:trip_ride', premier))
      },
    })
    if (sameDay(b.out.arriveAt)) {
      const taxiAt = b.out.arriveAt + rng.int(8, 18) * MINUTE
      out.push({
        at: taxiAt,
        name: 'trip-arrival-taxi',
        run(actor: Actor) {
          // The hotel as the booking names it, now that the traveller is in its city.
          actor.call(ride, 'bookTaxi', { pickupLocation: b.out.to, dropoffLocation: b.hotel.name, pickupTime: hhmm(actor.now), taxiType: taxiType(actor.now) }, tags('ctx:trip_ride', premier))
        },
      })
      if (arrivesEarly(b)) out.push(eveningActivity(ctx, trip, b, Math.max(taxiAt + rng.int(60, 90) * MINUTE, day.time(17, rng.int(0, 50))), tags))
    }
  }
  if (d === 1) {
    const arrivedLate = !arrivesEarly(b)
    // The map: from the hotel to a sight nearby, walking or by metro.
    out.push({
      at: day.time(rng.pick([9, 10]), rng.int(0, 50)),
      name: 'trip-route',
      run(actor: Actor) {
        const hotel = placesIn(trip.city, 'hotel').find((h) => h.name === b.hotel.name)
        const sights = placesIn(trip.city, 'landmark')
        if (!hotel || sights.length === 0) return
        const near = [...sights].sort((x, y) => haversineKm(x, hotel) - haversineKm(y, hotel) || (x.id < y.id ? -1 : 1)).slice(0, 4)
        const sight = rng.pick(near)
        const km = haversineKm(sight, hotel)
        actor.call(mapsApp(profile), 'getRoute', { startLocation: b.hotel.name, endLocation: sight.name, transportMode: km < 2 ? 'walking' : 'transit' }, tags('ctx:maps'))
      },
    })
    if (arrivedLate || rng.chance(0.3)) out.push(eveningActivity(ctx, trip, b, day.time(18, rng.int(0, 40)), tags))
  }
  if (d === trip.nights) {
    out.push({
      at: b.back.departAt - rng.int(75, 90) * MINUTE,
      name: 'trip-ride-back-to-station',
      run(actor: Actor) {
        actor.call(ride, 'bookTaxi', { pickupLocation: b.hotel.name, dropoffLocation: b.back.from, pickupTime: hhmm(actor.now), taxiType: taxiType(actor.now) }, tags('ctx:trip_ride', premier))
      },
    })
    if (sameDay(b.back.arriveAt + 30 * MINUTE) && rng.chance(0.7)) {
      out.push({
        at: b.back.arriveAt + rng.int(8, 15) * MINUTE,
        name: 'trip-ride-home',
        run(actor: Actor) {
          actor.call(ride, 'bookTaxi', { pickupLocation: b.back.to, dropoffLocation: 'Home', pickupTime: hhmm(actor.now), taxiType: taxiType(actor.now) }, tags('ctx:trip_ride', premier))
        },
      })
    }
  }
  return out
}

/**
 * A minor's family trip: the parents book the tickets and the hotel, so the teenager's phone shows
 * only the map and a restaurant search in the destination, on the first full day.
 */
function minorTrip(ctx: PlanContext, trip: Trip, n: number): Activity[] {
  const { day, profile, rng } = ctx
  if (day.index !== trip.day + 1) return []
  const tag = `chain:trip_${n}`
  return [
    {
      at: day.time(rng.pick([10, 11]), rng.int(0, 50)),
      name: 'trip-minor-sights',
      run(actor: Actor) {
        const sights = placesIn(trip.city, 'landmark')
        if (sights.length < 2) return
        const [a, b] = rng.shuffle(sights).slice(0, 2) as [ResolvedPlace, ResolvedPlace]
        actor.call(mapsApp(profile), 'getRoute', { startLocation: a.name, endLocation: b.name, transportMode: 'transit' }, ['ctx:maps', tag])
        if (rng.chance(0.6)) actor.later(20, 90).call('Dianping', 'searchRestaurants', { searchQuery: LOCAL_FOOD[trip.city] ?? 'local food', location: b.name }, ['ctx:dining', tag])
      },
    },
  ]
}

/**
 * Trips to another city (`events.trips`), each a temporal chain tagged `chain:trip_N`: a few evenings
 * before, the train there and back on the habitual app and class and a hotel in the destination; a
 * reminder the evening before; on the day a ride to the station, then in the destination a taxi from
 * the arrival station to the hotel, a show or a restaurant near the hotel, a route on the map; on the
 * last day a taxi back to the station (and home). Hotels are of the grades the budget books; business
 * trips depart from habits (Premier rides, a grade up when the employer pays): those calls are tagged
 * `deviation:trip`. Sometimes plans change after booking. The journey home for the Spring Festival is
 * the hometown planner's.
 */
export const trips: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  const out: Activity[] = []
  tripsOf(events).forEach((trip, i) => {
    const n = i + 1
    if (trip.purpose === 'hometown' || day.index < trip.day - 6 || day.index > trip.day + trip.nights) return
    if (profile.age < 18) {
      out.push(...minorTrip(ctx, trip, n))
      return
    }
    const business = trip.purpose === 'business'
    const plan = stayPlan(profile, business)
    // The employer pays for Premier rides, within reason: not for staff on a low wage.
    const premier = business && habits.values.taxiType === 'Express' && budgetOf(profile).tier !== 'low'
    const chain = `chain:trip_${n}`
    const tags = (context: string, deviation = false) => [context, chain, ...(deviation ? ['deviation:trip'] : [])]
    // Booked 2 to 5 days ahead, a number taken from the trip itself so that every day's planning agrees.
    const lead = 2 + ((trip.day * 7 + trip.nights * 3 + n) % 4)
    const bookDay = trip.day - lead
    if (day.index === bookDay) out.push(bookingActivity(ctx, trip, n, tags, plan))
    const b = booked.get(events)?.get(n)
    if (!b) return
    if (day.index === bookDay + 1 && rng.chance(0.35)) out.push(changeActivity(ctx, trip, b, tags, plan))
    if (day.index === trip.day - 1) {
      out.push({
        at: day.time(21, rng.int(0, 40)),
        name: 'trip-reminder',
        run(actor: Actor) {
          // How early the reminder goes off is the traveller's own.
          const leave = b.out.departAt - (80 + stableInt(profile, 'train-reminder', 0, 6) * 10) * MINUTE
          actor.call(
            'Reminders',
            'createReminder',
            { title: `Train ${b.out.number} to ${cityName(trip.city)}`, time: toDisplay(leave), list: 'Travel', notes: `${b.out.from} ${hhmm(b.out.departAt)} -> ${b.out.to} ${hhmm(b.out.arriveAt)}; hotel: ${b.hotel.name}` },
            ['ctx:reminders', chain],
          )
        },
      })
    }
    if (day.index >= trip.day) out.push(...travelDays(ctx, trip, b, tags, premier))
  })
  return out
}
