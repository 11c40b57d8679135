import { calendarDay, DAY, MINUTE, toDate, toDisplay } from '../../../apps/kit/index.ts'
import { PRESALE_DAYS } from '../../../apps/travel/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { paymentFor, rideClassFor } from '../choices.ts'
import { familyHomeIn } from '../hometown.ts'
import type { LifeEvents } from '../life-events.ts'
import { cityName, fromDisplay, hhmm, stableInt, tripsOf, tryCall, withSecondTry, type Trip } from './shared.ts'
import { bookable, bookTrain, isRailway, searchTrain, type Leg } from './trains.ts'

/** Every record of the journey: its chain, and the life event that explains the departure from routine. */
const tags = (context: string) => [context, 'chain:hometown', 'event:spring_festival']

interface Journey {
  out?: Leg
  back?: Leg
}

/** What the booking mornings booked, per user (keyed by the user's own life events). */
const journeys = new WeakMap<LifeEvents, Journey>()
const journeyOf = (events: LifeEvents): Journey => journeys.get(events) ?? journeys.set(events, {}).get(events)!

/** Regional dishes a family goes out for in each hometown ('' finds anything nearby). */
const HOMETOWN_FOOD: Readonly<Record<string, string>> = {
  harbin: 'Northeastern', changchun: 'Northeastern', shenyang: 'Northeastern', dalian: 'seafood', qingdao: 'seafood',
  shijiazhuang: 'dumplings', tianjin: 'dumplings', taiyuan: 'noodles', jinan: 'dumplings', zhengzhou: 'noodles', xian: 'noodles',
  wuhan: 'Hunan', changsha: 'Hunan', nanchang: 'Hunan', chengdu: 'hotpot', chongqing: 'hotpot', guiyang: 'hotpot',
  guangzhou: 'Cantonese', nanning: 'Cantonese', haikou: 'Cantonese', xiamen: 'seafood', fuzhou: 'seafood',
}

/** The trip's day `index` at local midnight, from the day being planned. */
const startOf = (ctx: PlanContext, index: number): number => ctx.day.start + (index - ctx.day.index) * DAY

/**
 * Departure and return windows: the hour a person likes to leave (early, mid-morning, after lunch),
 * a train out that arrives by night, and an afternoon or evening train back.
 */
function window(ctx: PlanContext, index: number, leg: 'out' | 'back') {
  const d = startOf(ctx, index)
  const from = (leg === 'out' ? [7, 8, 9, 10, 13] : [9, 11, 13, 15])[stableInt(ctx.profile, `leaves-${leg}`, 0, leg === 'out' ? 4 : 3)]!
  // Down to the quarter hour, so people leaving the same day for the same city take their own trains.
  const earliest = d + from * 3600_000 + stableInt(ctx.profile, `leaves-${leg}-quarter`, 0, 7) * 15 * MINUTE
  return { earliest, last: earliest + 4 * 3600_000, latest: d + 23 * 3600_000 }
}

/** Searches the wanted day and books the first train with a seat in the class (a sold-out first choice refused first). */
function bookLeg(actor: Actor, ctx: PlanContext, trip: Trip, leg: 'out' | 'back', pay?: string): Leg | undefined {
  const { profile, habits, rng } = ctx
  const [from, to] = leg === 'out' ? [cityName(profile.city), cityName(trip.city)] : [cityName(trip.city), cityName(profile.city)]
  const index = leg === 'out' ? trip.day : trip.day + trip.nights
  const search = searchTrain(actor, habits, from, to, toDate(startOf(ctx, index)), window(ctx, index, leg), tags('ctx:trip_train'), rng)
  const chosen = bookable(search)
  return chosen ? bookTrain(actor.later(1, 3), habits, search, chosen, tags('ctx:trip_train'), pay) : undefined
}

/** The booking activities: 12306 on each leg's opening day, an agency's presale orders before. */
function bookings(ctx: PlanContext, trip: Trip): Activity[] {
  const { day, profile, habits, events, rng } = ctx
  const journey = journeyOf(events)
  const opens = (index: number) => index - (PRESALE_DAYS - 1)
  if (!isRailway(habits.apps.train)) {
    if (day.index !== opens(trip.day) - stableInt(profile, 'presale', 2, 5)) return []
    return [
      {
        at: day.time(rng.pick([20, 21]), rng.int(0, 40)),
        name: 'hometown-presale',
        run(actor) {
          // Kept only once both orders stand: a dropped activity leaves nothing behind.
          const pay = paymentFor(habits, profile, habits.apps.train, rng)
          const there = bookLeg(actor, ctx, trip, 'out', pay)
          const back = there && bookLeg(actor.later(2, 5), ctx, trip, 'back', pay)
          Object.assign(journey, { out: there, back })
        },
      },
    ]
  }
  const checks = stableInt(profile, 'sales-check', 0, 1) === 0
  const out: Activity[] = []
  if (checks && day.index === opens(trip.day) - 1) {
    // The evening before sales open: not on sale yet, so an alarm for the morning they do.
    out.push({
      at: day.time(21, rng.int(0, 50)),
      name: 'hometown-sales-check',
      run(actor) {
        const res = actor.call(habits.apps.train, 'searchTrains', { from: cityName(profile.city), to: cityName(trip.city), date: toDate(startOf(ctx, trip.day)) }, tags('ctx:trip_train'))
        if (res.onSale) return
        actor.later(1, 3).call('Reminders', 'createReminder', { title: `Book train tickets home to ${cityName(trip.city)}`, time: toDisplay(startOf(ctx, day.index + 1) + 7.5 * 3600_000), list: 'Travel', notes: `Tickets for ${res.date} go on sale ${res.salesOpenAt}` }, tags('ctx:reminders'))
      },
    })
  }
  const late = !checks && stableInt(profile, 'books-late', 0, 3) === 0
  if (day.index === opens(trip.day) + (late ? 1 : 0)) {
    // Missed at the release (busy at that hour), the ticket is tried for again that night: nobody gives up going home.
    const book: Activity = { at: checks ? day.time(7, rng.int(32, 45)) : day.time(rng.pick([8, 12, 20]), rng.int(0, 45)), name: 'hometown-booking', run: (actor) => void (journey.out = bookLeg(actor, ctx, trip, 'out')) }
    out.push(...withSecondTry(book, day.time(23, rng.int(10, 40)), () => journey.out !== undefined))
  }
  if (day.index === opens(trip.day + trip.nights) && journey.out) {
    const back: Activity = { at: day.time(rng.pick([8, 12, 21]), rng.int(0, 45)), name: 'hometown-return-booking', run: (actor) => void (journey.back = bookLeg(actor, ctx, trip, 'back')) }
    out.push(...withSecondTry(back, day.time(23, rng.int(10, 40)), () => journey.back !== undefined))
  }
  return out
}

/**
 * Plans that move after the tickets are bought (12306 only: 改签 and 退票 are its own): two days
 * before leaving, the train out changed to a later one the same day (an afternoon at work to finish);
 * a few days after the return is booked, that ticket refunded for a lift back with relatives.
 */
function changes(ctx: PlanContext, trip: Trip, journey: Journey): Activity[] {
  const { day, profile, habits, rng } = ctx
  if (!isRailway(habits.apps.train)) return []
  const out: Activity[] = []
  const leg = journey.out
  if (leg && day.index === trip.day - 2 && rng.chance(0.5)) {
    out.push({
      at: day.time(rng.pick([12, 21]), rng.int(5, 45)),
      name: 'hometown-change',
      run(actor) {
        const res = actor.call(habits.apps.train, 'searchTrains', { from: leg.from, to: leg.to, date: leg.date }, tags('ctx:trip_train'))
        const later = res.trains.find((t: any) => {
          const dep = fromDisplay(t.departAt)
          return t.type !== 'K' && dep >= leg.departAt + 90 * MINUTE && fromDisplay(t.arriveAt) <= leg.departAt + 14 * 3600_000 && toDate(dep) === leg.date && t.seats.some((x: any) => x.seatClass === habits.values.seatClass && x.seatsLeft > 0)
        })
        if (!later) return
        const changed = actor.later(2, 5).call(habits.apps.train, 'changeTrainTicket', { ticketId: leg.id, newTrainNumber: later.trainNumber }, tags('ctx:trip_train'))
        journey.out = { ...leg, number: changed.ticket.trainNumber, departAt: fromDisplay(changed.ticket.departAt), arriveAt: fromDisplay(changed.ticket.arriveAt) }
      },
    })
  }
  const back = journey.back
  const booked = trip.day + trip.nights - (PRESALE_DAYS - 1)
  if (back && day.index === booked + stableInt(profile, 'lift-day', 2, 4) && day.index < trip.day + trip.nights && rng.chance(0.5)) {
    out.push({
      at: day.time(rng.pick([12, 21]), rng.int(5, 45)),
      name: 'hometown-refund',
      run(actor) {
        actor.call(habits.apps.train, 'cancelTrainTicket', { ticketId: back.id }, tags('ctx:trip_train'))
        journey.back = undefined
      },
    })
  }
  return out
}

/** A family dinner in the hometown over the holiday: a big table near the family's home. */
function familyDinner(ctx: PlanContext, trip: Trip, home: string): Activity {
  const { rng } = ctx
  return {
    at: ctx.day.time(10, rng.int(0, 50)),
    name: 'hometown-family-dinner',
    run(actor) {
      const food = HOMETOWN_FOOD[trip.city] ?? ''
      let found = actor.call('Dianping', 'searchRestaurants', { searchQuery: food, location: home }, tags('ctx:dining')).restaurants as any[]
      if (!found.some((r) => r.takesBookings) && food) found = actor.later(1, 2).call('Dianping', 'searchRestaurants', { searchQuery: '', location: home }, tags('ctx:dining')).restaurants
      const party = rng.int(6, 10)
      for (const r of found.filter((x) => x.takesBookings).slice(0, 2)) {
        const table = tryCall(actor.later(1, 4), 'Dianping', 'bookTable', { restaurant: r.restaurantId, date: toDate(ctx.day.start), time: '18:00', partySize: party }, tags('ctx:dining'), 'noise:sold_out')
        if (table.ok) return
      }
    },
  }
}

/**
 * The reunion dinner (年夜饭) in the hometown: a week or so ahead, a big table for the family booked
 * near the parents' home for the Eve (Eve tables go early), tagged `chain:new_year_eve` like the
 * dinners of those who stay. The parents keep house there: nothing is sent to them from afar.
 */
function eveTableAtHome(ctx: PlanContext, trip: Trip, eve: number): Activity {
  const { profile, rng } = ctx
  const home = familyHomeIn(trip.city, stableInt(profile, 'family-home', 0, 99))
  const eveTags = ['ctx:dining', 'chain:new_year_eve', 'event:spring_festival']
  return {
    at: ctx.day.time(rng.pick([12, 21]), rng.int(0, 50)),
    name: 'hometown-eve-table',
    run(actor) {
      const food = HOMETOWN_FOOD[trip.city] ?? ''
      const search = (searchQuery: string) => (actor.call('Dianping', 'searchRestaurants', { searchQuery, location: home }, eveTags).restaurants as any[]).filter((r) => r.takesBookings)
      let found = search(food)
      if (found.length === 0 && food) found = search('')
      const party = rng.int(6, 10)
      for (const r of found.slice(0, 3)) {
        const args = { restaurant: r.restaurantId, date: toDate(startOf(ctx, eve)), time: rng.pick(['17:30', '18:00']), partySize: party, note: "New Year's Eve reunion dinner" }
        if (tryCall(actor.later(1, 4), 'Dianping', 'bookTable', args, eveTags, 'noise:sold_out').ok) return
      }
    },
  }
}

/** The travel days: to the station and home to the family; a dinner out there; the way back. */
function travelDays(ctx: PlanContext, trip: Trip, journey: Journey): Activity[] {
  const { day, profile, habits, events, rng } = ctx
  const ride = habits.apps.ride
  const home = familyHomeIn(trip.city, stableInt(profile, 'family-home', 0, 99))
  const out: Activity[] = []
  const leg = journey.out
  if (leg && day.index === trip.day) {
    out.push({
      at: leg.departAt - rng.int(75, 95) * MINUTE,
      name: 'hometown-ride-to-station',
      run: (actor) => actor.call(ride, 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: leg.from, pickupTime: hhmm(actor.now), taxiType: rideClassFor(habits, ride, actor.now, rng) }, tags('ctx:trip_ride')),
    })
    if (toDate(leg.arriveAt) === day.date && rng.chance(0.45)) {
      out.push({
        at: leg.arriveAt + rng.int(8, 18) * MINUTE,
        name: 'hometown-arrival-taxi',
        run: (actor) => actor.call(ride, 'bookTaxi', { pickupLocation: leg.to, dropoffLocation: home, pickupTime: hhmm(actor.now), taxiType: rideClassFor(habits, ride, actor.now, rng) }, tags('ctx:trip_ride')),
      })
    }
  }
  const eve = events.springFestival?.eve
  const dinnerDay = eve === undefined ? -1 : eve + 2 + stableInt(profile, 'family-dinner', 0, 1)
  if (leg && day.index === dinnerDay && dinnerDay < trip.day + trip.nights && rng.chance(0.4)) out.push(familyDinner(ctx, trip, home))
  const back = journey.back
  if (back && day.index === trip.day + trip.nights) {
    if (rng.chance(0.4)) {
      out.push({
        at: back.departAt - rng.int(60, 80) * MINUTE,
        name: 'hometown-ride-back-to-station',
        run: (actor) => actor.call(ride, 'bookTaxi', { pickupLocation: home, dropoffLocation: back.from, pickupTime: hhmm(actor.now), taxiType: rideClassFor(habits, ride, actor.now, rng) }, tags('ctx:trip_ride')),
      })
    }
    if (toDate(back.arriveAt + 30 * MINUTE) === day.date && rng.chance(0.75)) {
      out.push({
        at: back.arriveAt + rng.int(8, 15) * MINUTE,
        name: 'hometown-ride-home',
        run: (actor) => actor.call(ride, 'bookTaxi', { pickupLocation: back.to, dropoffLocation: 'Home', pickupTime: hhmm(actor.now), taxiType: rideClassFor(habits, ride, actor.now, rng) }, tags('ctx:trip_ride')),
      })
    }
  }
  return out
}

/** A minor goes with the parents, who book: the teenager's phone shows a look for somewhere to eat with the cousins. */
function minorDays(ctx: PlanContext, trip: Trip): Activity[] {
  const { day, profile, events, rng } = ctx
  const eve = events.springFestival?.eve
  if (eve === undefined || day.index !== eve + 1 + stableInt(profile, 'cousins', 0, 2) || !rng.chance(0.6)) return []
  const home = familyHomeIn(trip.city, stableInt(profile, 'family-home', 0, 99))
  return [
    {
      at: day.time(rng.pick([14, 15, 16]), rng.int(0, 50)),
      name: 'hometown-minor-search',
      run: (actor) => actor.call('Dianping', 'searchRestaurants', { searchQuery: rng.pick(['hotpot', 'barbecue', 'milk tea']), location: home }, tags('ctx:dining')),
    },
  ]
}

/**
 * The Spring Festival journey home (春运), a chain tagged `chain:hometown` and `event:spring_festival`:
 * 12306 users check when sales open, set a reminder and book the morning tickets go on sale (15 days
 * ahead), the way back on its own opening day; agency users place presale orders (抢票) for both ways
 * a few days earlier. The evening before, a reminder; on the day a ride to the station and, for some,
 * a taxi to the family's home (others are picked up); a family dinner booked in the hometown over the
 * holiday; the way back, if it falls inside the history.
 */
export const hometown: Planner = (ctx) => {
  const trip = tripsOf(ctx.events).find((t) => t.purpose === 'hometown')
  if (!trip || ctx.day.index > trip.day + trip.nights) return []
  if (ctx.profile.age < 18) return minorDays(ctx, trip)
  const out = bookings(ctx, trip)
  const journey = journeyOf(ctx.events)
  if (ctx.day.index === trip.day - 1 && journey.out && ctx.rng.chance(0.6)) {
    const leg = journey.out
    out.push({
      at: ctx.day.time(21, ctx.rng.int(0, 40)),
      name: 'hometown-reminder',
      run: (actor) =>
        actor.call('Reminders', 'createReminder', { title: `Train ${leg.number} home to ${cityName(trip.city)}`, time: toDisplay(leg.departAt - (80 + stableInt(ctx.profile, 'train-reminder', 0, 6) * 10) * MINUTE), list: 'Travel', notes: `${leg.from} ${hhmm(leg.departAt)} -> ${leg.to} ${hhmm(leg.arriveAt)}` }, tags('ctx:reminders')),
    })
  }
  // Workdays of the journey taken as leave (请假), noted where a reader sees it: the evening before, for the office.
  const leaveDays = Array.from({ length: trip.nights + 1 }, (_, k) => trip.day + k).filter((d) => calendarDay(startOf(ctx, d)).kind === 'workday')
  if (ctx.day.index === trip.day - 1 && leaveDays.length > 0 && ctx.profile.places.office) {
    const dates = leaveDays.map((d) => toDate(startOf(ctx, d)).slice(5).replace('-', '/')).join(', ')
    out.push({
      at: ctx.day.time(ctx.rng.pick([9, 10]), ctx.rng.int(0, 50)),
      name: 'hometown-leave',
      run: (actor) => actor.call('Reminders', 'createReminder', { title: `On leave ${dates}: home to ${cityName(trip.city)} for the Spring Festival`, time: toDisplay(startOf(ctx, trip.day - 1) + (17 * 60 + stableInt(ctx.profile, 'leave-note', 0, 5) * 10) * MINUTE), list: 'Work', notes: 'Hand over open work before leaving' }, tags('ctx:reminders')),
    })
  }
  const eve = ctx.events.springFestival?.eve
  if (eve !== undefined && journey.out && ctx.day.index === eve - stableInt(ctx.profile, 'eve-table-home', 5, 9)) {
    const booked = (actor: Actor) => actor.records.some((r) => r.tool === 'bookTable' && r.outcome?.ok && r.meta?.tags?.includes('chain:new_year_eve'))
    out.push(...withSecondTry(eveTableAtHome(ctx, trip, eve), ctx.day.time(23, ctx.rng.int(20, 50)), booked))
  }
  out.push(...changes(ctx, trip, journey))
  if (ctx.day.index >= trip.day) out.push(...travelDays(ctx, trip, journey))
  return out
}
