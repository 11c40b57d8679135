import { DAY, fromLocal, hashString, MINUTE, startOfLocalDay, toDate, toDisplay, type Outcome, type Rng, type UserProfile } from '../../../apps/kit/index.ts'
import { cities, haversineKm, placesIn, type ResolvedPlace } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import type { Habits } from '../habits.ts'
import type { LifeEvents } from '../life-events.ts'
import { rideClass } from './commute.ts'

// ---------------------------------------------------------------------------------------------
// Helpers the trips, finance, errands and noise planners share.

export type Trip = LifeEvents['trips'][number]

/** 'HH:mm' of an instant (China time). */
export const hhmm = (ms: number): string => toDisplay(ms).slice(11, 16)

/** An app's 'YYYY-MM-DD HH:mm' (China time) as epoch ms. */
export const fromDisplay = (text: string): number => fromLocal(+text.slice(0, 4), +text.slice(5, 7), +text.slice(8, 10), +text.slice(11, 13), +text.slice(14, 16))

/**
 * A per-person number that comes out the same on every day it is asked: for schedules a planner must
 * know before the day (the fund's payday, when a check-up is booked). It follows from the person
 * (drawn from the population's stream), so it differs between users and between seeds.
 */
export const stableInt = (profile: UserProfile, key: string, lo: number, hi: number): number => lo + (hashString(`${profile.id}:${profile.name}:${key}`) % (hi - lo + 1))

/** The map app a person uses (most use Amap, some Baidu Maps). */
export const mapsApp = (profile: UserProfile): string => (stableInt(profile, 'maps', 0, 4) < 3 ? 'Amap' : 'Baidu_Maps')

export const cityName = (id: string): string => cities.find((c) => c.id === id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1)

/** The user's trips in order, without one that would overlap the trip before it. */
export function tripsOf(events: LifeEvents): Trip[] {
  const out: Trip[] = []
  for (const t of [...events.trips].sort((a, b) => a.day - b.day)) {
    const before = out[out.length - 1]
    if (!before || t.day > before.day + before.nights) out.push(t)
  }
  return out
}

/** The trip the person is on that day (departure day to return day), if any. */
export const awayOn = (events: LifeEvents, day: number): Trip | undefined => tripsOf(events).find((t) => day >= t.day && day <= t.day + t.nights)

/**
 * A call that may fail the way real ones do. Only a conflict (sold out, fully booked, too late) is a
 * realistic failure: anything else is a generator bug and throws. A failure gets `failTag` added.
 */
export function tryCall(actor: Actor, app: string, tool: string, args: Record<string, unknown>, tags: string[], failTag: string): Outcome {
  const outcome = actor.attempt(app, tool, args, tags)
  if (outcome.ok) return outcome
  const record = actor.records[actor.records.length - 1]!
  if (outcome.error.code !== 'conflict') throw new Error(`${app}.${tool} failed unexpectedly: ${outcome.error.code} ${outcome.error.message} args=${JSON.stringify(args)}`)
  record.meta = { ...record.meta, tags: [...tags, failTag] }
  return outcome
}

/**
 * What a call would answer now, tried on a throwaway fork of the session: nothing is recorded and the
 * session is untouched. For planning a realistic failure (a full restaurant) before acting it out.
 */
export function probe(actor: Actor, app: string, tool: string, args: Record<string, unknown>): Outcome {
  const fork = actor.session.fork(`${actor.session.id}:probe`)
  fork.setClock(Math.max(fork.now, actor.now))
  return fork.call(app, tool, args)
}

/** Opening hours as Dianping shows them ('10:30-21:30', '11:00-01:00 (next day)'): whether a table at `minute` can be had. */
export function seatsAtMinute(hours: string, minute: number): boolean {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})/.exec(hours)
  if (!m) return false
  const open = +m[1]! * 60 + +m[2]!
  let close = +m[3]! * 60 + +m[4]!
  if (close <= open) close += 1440
  return minute >= open && minute <= close - 60
}

// ---------------------------------------------------------------------------------------------
// Trips: train there, hotel, taxi from the station, an evening near the hotel, the way back.

interface Leg {
  /** 12306 ticket id or the agency's booking id. */
  id: string
  number: string
  from: string
  to: string
  date: string
  departAt: number
  arriveAt: number
}

interface BookedTrip {
  app: string
  out: Leg
  back: Leg
  hotel: { app: string; bookingId: string; name: string }
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

/** Hotels a budget traveller books: economy and mid-range chains. */
const THRIFTY_HOTEL = /\b(home inn|jinjiang|atour|hanting|7 days|greentree|ibis|garden inn)\b/i

/** Railway classes the agencies sell under their own words. */
const agencySeat = (seatClass: string): 'economy class' | 'business class' => (seatClass === 'second class' ? 'economy class' : 'business class')

const isRailway = (app: string): boolean => /12306/.test(app)

/**
 * A hotel the apps know by name in the destination (a gazetteer hotel, so a taxi or a show search
 * there finds it), of the kind the traveller books, and the landmark or station nearest to it where
 * the search starts.
 */
function hotelTarget(city: string, upscale: boolean, avoid: string | undefined, rng: Rng): { hotel: ResolvedPlace; anchor: ResolvedPlace } | undefined {
  const all = placesIn(city, 'hotel').filter((h) => h.name !== avoid)
  if (all.length === 0) return undefined
  const fitting = all.filter((h) => THRIFTY_HOTEL.test(h.name) !== upscale)
  const hotel = rng.pick(fitting.length > 0 ? fitting : all)
  const anchors = [...placesIn(city, 'landmark'), ...placesIn(city, 'station')]
  const anchor = anchors.map((a) => ({ a, km: haversineKm(a, hotel) })).sort((x, y) => x.km - y.km || (x.a.id < y.a.id ? -1 : 1))[0]?.a ?? hotel
  return { hotel, anchor }
}

interface TrainOption {
  number: string
  from: string
  to: string
  departAt: number
  arriveAt: number
  seatsLeft: number
}

/**
 * Trains leaving in the window and arriving by `latest`, in order; else those leaving up to two hours
 * earlier; else any that arrives by `latest`.
 */
function chooseTrains(options: TrainOption[], earliest: number, lastDeparture: number, latest: number): TrainOption[] {
  const arriving = options.filter((o) => o.arriveAt <= latest)
  const inWindow = arriving.filter((o) => o.departAt >= earliest && o.departAt <= lastDeparture)
  if (inWindow.length > 0) return inWindow
  const near = arriving.filter((o) => o.departAt >= earliest - 2 * 3600_000)
  return near.length > 0 ? near : arriving
}

/** A train search's trains in the habitual class, on the habitual app, in the order it lists them. */
interface TrainSearch {
  from: string
  to: string
  date: string
  candidates: TrainOption[]
}

/**
 * Searches the habitual app for trains on a day: 12306 by stations and day (sometimes only G
 * trains), an agency from a few hours before the wanted window (it lists departures from a time).
 */
function searchTrain(actor: Actor, habits: Habits, from: string, to: string, date: string, window: { earliest: number; last: number; latest: number }, tags: string[], rng: Rng): TrainSearch {
  const app = habits.apps.train
  const seatClass = habits.values.seatClass
  if (isRailway(app)) {
    const res = actor.call(app, 'searchTrains', { from, to, date, ...(rng.chance(0.3) ? { trainTypes: ['G'] } : {}) }, tags)
    const options: TrainOption[] = res.trains
      .filter((t: any) => t.type !== 'K' && t.seats.some((s: any) => s.seatClass === seatClass))
      .map((t: any) => ({ number: t.trainNumber, from: t.from, to: t.to, departAt: fromDisplay(t.departAt), arriveAt: fromDisplay(t.arriveAt), seatsLeft: t.seats.find((s: any) => s.seatClass === seatClass).seatsLeft }))
    return { from, to, date, candidates: chooseTrains(options, window.earliest, window.last, window.latest) }
  }
  const seatType = agencySeat(seatClass)
  const since = Math.max(fromDisplay(`${date} 06:00`), window.earliest - 4 * 3600_000)
  const res = actor.call(app, 'searchTickets', { from, to, time: `${date} ${hhmm(since)}`, transportation: 'train' }, tags)
  const options: TrainOption[] = res.options
    .filter((o: any) => o.mode === 'train' && o.fares.some((f: any) => f.seatType === seatType))
    .map((o: any) => ({ number: o.number, from: o.from, to: o.to, departAt: fromDisplay(o.departAt), arriveAt: fromDisplay(o.arriveAt), seatsLeft: o.fares.find((f: any) => f.seatType === seatType).seatsLeft }))
  return { from, to, date, candidates: chooseTrains(options, window.earliest, window.last, window.latest) }
}

/** The train to book from a search: the first listed with a seat in the class. */
const bookable = (search: TrainSearch): TrainOption | undefined => search.candidates.find((c) => c.seatsLeft > 0)

/**
 * Books the chosen train: on 12306 by its number in the habitual class (a sold-out first choice is
 * tried anyway, refused, before the next train is booked); on an agency by its departure time.
 */
function bookTrain(actor: Actor, habits: Habits, search: TrainSearch, chosen: TrainOption, tags: string[]): Leg {
  const app = habits.apps.train
  const seatClass = habits.values.seatClass
  if (isRailway(app)) {
    const first = search.candidates[0]!
    if (first.seatsLeft === 0) {
      tryCall(actor.later(1, 3), app, 'bookTrainTicket', { trainNumber: first.number, from: first.from, to: first.to, date: search.date, seatClass, paymentMethod: habits.values.paymentMethod }, tags, 'noise:sold_out')
    }
    const t = actor.later(1, 4).call(app, 'bookTrainTicket', { trainNumber: chosen.number, from: chosen.from, to: chosen.to, date: search.date, seatClass, paymentMethod: habits.values.paymentMethod }, tags)
    return { id: t.ticketId, number: t.trainNumber, from: t.from, to: t.to, date: search.date, departAt: fromDisplay(t.departAt), arriveAt: fromDisplay(t.arriveAt) }
  }
  const b = actor
    .later(1, 4)
    .call(app, 'bookTicket', { from: search.from, to: search.to, ticketType: 'one-way', time: toDisplay(chosen.departAt), count: 1, paymentMethod: habits.values.paymentMethod, transportation: 'train', seatType: agencySeat(seatClass) }, tags)
  const leg = b.ticket.legs[0]
  return { id: b.bookingId, number: leg.number, from: leg.from.name, to: leg.to.name, date: leg.departAt.slice(0, 10), departAt: fromDisplay(leg.departAt), arriveAt: fromDisplay(leg.arriveAt) }
}

/** Searches hotels near the landmark or station by the chosen hotel and books the one the apps know by name. */
function bookHotel(actor: Actor, app: string, city: string, checkIn: string, checkOut: string, upscale: boolean, avoid: string | undefined, tags: string[], rng: Rng): BookedTrip['hotel'] | undefined {
  const known = new Set(placesIn(city, 'hotel').map((h) => h.name))
  if (avoid) known.delete(avoid)
  const target = hotelTarget(city, upscale, avoid, rng)
  if (!target) return undefined
  const stay = { checkInDate: checkIn, checkOutDate: checkOut, guestCount: 1, ...(upscale ? { hotelType: 'starred hotel' } : {}) }
  const found = actor.call(app, 'searchHotels', { location: target.anchor.name, ...stay }, tags)
  let pick = found.hotels.find((h: any) => h.name === target.hotel.name && h.available) ?? found.hotels.find((h: any) => known.has(h.name) && h.available)
  if (!pick) {
    // Nothing suitable around there: looked the hotel up by name.
    const named = actor.later(1, 3).call(app, 'searchHotels', { location: target.hotel.name, ...stay }, tags)
    pick = named.hotels.find((h: any) => h.available)
  }
  if (!pick) return undefined
  const b = actor.later(2, 6).call(app, 'bookHotel', { location: pick.name, ...stay }, tags)
  return { app, bookingId: b.bookingId, name: b.hotel.name }
}

/** The trip's bookings, made a few evenings before: the train there and back, then the hotel. */
function bookingActivity(ctx: PlanContext, trip: Trip, n: number, tags: (context: string, deviation?: boolean) => string[], upscale: boolean, deviates: boolean): Activity {
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
      const there = searchTrain(actor, habits, home, dest, toDate(d), { earliest: d + (business ? 7 : 8) * 3600_000, last: d + (business ? 10 : 12) * 3600_000, latest: d + 20.5 * 3600_000 }, tags('ctx:trip_train'), rng)
      const thereTrain = bookable(there)
      if (!thereTrain) return
      const homeward = searchTrain(actor.later(2, 5), habits, dest, home, toDate(r), { earliest: r + (business ? 15 : 13) * 3600_000, last: r + 18 * 3600_000, latest: r + 23.5 * 3600_000 }, tags('ctx:trip_train'), rng)
      const backTrain = bookable(homeward)
      if (!backTrain) return
      const out = bookTrain(actor.later(1, 3), habits, there, thereTrain, tags('ctx:trip_train'))
      const back = bookTrain(actor.later(1, 3), habits, homeward, backTrain, tags('ctx:trip_train'))
      const hotel = bookHotel(actor.later(3, 10), habits.apps.hotel, trip.city, toDate(d), toDate(r), upscale, undefined, tags('ctx:hotel', deviates), rng)
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
function changeActivity(ctx: PlanContext, trip: Trip, b: BookedTrip, tags: (context: string, deviation?: boolean) => string[], upscale: boolean, deviates: boolean): Activity {
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
      actor.call(b.hotel.app, 'cancelBooking', { bookingId: b.hotel.bookingId, reason: rng.pick(['Found a hotel closer to where I need to be', 'Change of plans', 'Booked the wrong hotel']) }, tags('ctx:hotel', deviates))
      const hotel = bookHotel(actor.later(3, 8), b.hotel.app, trip.city, d, r, upscale, b.hotel.name, tags('ctx:hotel', deviates), rng)
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
        const res = actor.call(app, 'getShowSchedule', { type, searchQuery: type === 'movie' ? rng.pick(['movie', 'new releases']) : type, location: b.hotel.name }, tags(context))
        const pick = (res.shows ?? []).find((s: any) => {
          const starts = fromDisplay(s.startsAt)
          return starts >= actor.now + 60 * MINUTE && starts <= lastDay - 3 * 3600_000 && s.tickets.some((t: any) => t.ticketType === ticketType && t.seatsLeft >= 1)
        })
        if (pick && rng.chance(0.7)) {
          actor.later(2, 6).call(app, 'bookShowTicket', { showId: pick.showId, count: 1, paymentMethod: habits.values.paymentMethod, ticketType: [ticketType] }, tags(context))
        }
        return
      }
      const party = trip.purpose === 'business' ? rng.int(2, 4) : trip.purpose === 'family' ? 2 : rng.int(1, 2)
      let res = actor.call('Dianping', 'searchRestaurants', { searchQuery: LOCAL_FOOD[trip.city] ?? 'local food', location: b.hotel.name, sortBy: 'rating' }, tags('ctx:dining'))
      if (res.restaurants.length === 0) res = actor.later(1, 2).call('Dianping', 'searchRestaurants', { searchQuery: FALLBACK_FOOD, location: b.hotel.name }, tags('ctx:dining'))
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
  const taxiType = rideClass(ride, premier ? 'Premier' : habits.values.taxiType)
  const d = day.index - trip.day
  const sameDay = (ms: number) => toDate(ms) === toDate(day.start)
  if (d === 0) {
    out.push({
      at: b.out.departAt - rng.int(75, 90) * MINUTE,
      name: 'trip-ride-to-station',
      run(actor: Actor) {
        actor.call(ride, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: b.out.from, pickupTime: hhmm(actor.now), taxiType }, tags('ctx:trip_ride', premier))
      },
    })
    if (sameDay(b.out.arriveAt)) {
      const taxiAt = b.out.arriveAt + rng.int(8, 18) * MINUTE
      out.push({
        at: taxiAt,
        name: 'trip-arrival-taxi',
        run(actor: Actor) {
          // The hotel as the booking names it, now that the traveller is in its city.
          actor.call(ride, 'bookTaxi', { pickupLocation: b.out.to, dropoffLocation: b.hotel.name, pickupTime: hhmm(actor.now), taxiType }, tags('ctx:trip_ride', premier))
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
        actor.call(ride, 'bookTaxi', { pickupLocation: b.hotel.name, dropoffLocation: b.back.from, pickupTime: hhmm(actor.now), taxiType }, tags('ctx:trip_ride', premier))
      },
    })
    if (sameDay(b.back.arriveAt + 30 * MINUTE) && rng.chance(0.7)) {
      out.push({
        at: b.back.arriveAt + rng.int(8, 15) * MINUTE,
        name: 'trip-ride-home',
        run(actor: Actor) {
          actor.call(ride, 'bookTaxi', { pickupLocation: b.back.to, dropoffLocation: 'Home', pickupTime: hhmm(actor.now), taxiType }, tags('ctx:trip_ride', premier))
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
 * last day a taxi back to the station (and home). Business trips depart from habits (Premier rides,
 * a starred hotel): those calls are tagged `deviation:trip`. Sometimes plans change after booking.
 */
export const trips: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  const out: Activity[] = []
  tripsOf(events).forEach((trip, i) => {
    const n = i + 1
    if (day.index < trip.day - 6 || day.index > trip.day + trip.nights) return
    if (profile.age < 18) {
      out.push(...minorTrip(ctx, trip, n))
      return
    }
    const rich = profile.incomeLevel === '>50k'
    const business = trip.purpose === 'business'
    const upscale = rich || business
    const hotelDeviates = business && !rich
    const premier = business && habits.values.taxiType === 'Express'
    const chain = `chain:trip_${n}`
    const tags = (context: string, deviation = false) => [context, chain, ...(deviation ? ['deviation:trip'] : [])]
    // Booked 2 to 5 days ahead, a number taken from the trip itself so that every day's planning agrees.
    const lead = 2 + ((trip.day * 7 + trip.nights * 3 + n) % 4)
    const bookDay = trip.day - lead
    if (day.index === bookDay) out.push(bookingActivity(ctx, trip, n, tags, upscale, hotelDeviates))
    const b = booked.get(events)?.get(n)
    if (!b) return
    if (day.index === bookDay + 1 && rng.chance(0.35)) out.push(changeActivity(ctx, trip, b, tags, upscale, hotelDeviates))
    if (day.index === trip.day - 1) {
      out.push({
        at: day.time(21, rng.int(0, 40)),
        name: 'trip-reminder',
        run(actor: Actor) {
          const leave = b.out.departAt - 100 * MINUTE
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
