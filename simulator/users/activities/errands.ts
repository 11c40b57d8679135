import { DAY, fromLocal, localParts, MINUTE, toDate, type UserProfile } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import { haversineKm, nearestPlaces, placeById, placesIn, type ResolvedPlace } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import type { LifeEvents } from '../life-events.ts'
import { awayOn, mapsApp, stableInt } from './trips.ts'
import { fastingReminder } from './health-extras.ts'

/** Hellobike's bikes near a spot change every two hours: a search and the unlock fall in one such window. */
const BIKE_WINDOW_MS = 2 * 3600_000

/** The latest record of a tool whose tags include `tag` (and whose args pass `match`). */
function lastRecord(actor: Actor, tool: string, tag: string, match: (args: Record<string, unknown>) => boolean = () => true): HistoryRecord | undefined {
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (r.tool === tool && r.outcome?.ok && (r.meta?.tags ?? []).includes(tag) && match(r.args)) return r
  }
  return undefined
}

const dataOf = (r: HistoryRecord | undefined): any => (r?.outcome?.ok ? r.outcome.data : undefined)

/** The saved label a call names, and where it is (saved places that are gazetteer places only). */
function savedSpot(profile: UserProfile, label: string): { label: string; place: ResolvedPlace } | undefined {
  const id = profile.places[label]
  const place = id ? placeById.get(id) : undefined
  return place ? { label: label === 'home' ? 'Home' : label, place } : undefined
}

const canRide = (profile: UserProfile): boolean => profile.age >= 12 && profile.age < 70

/**
 * Places a short ride from home, for their own sake: a park, a mall, a cafe; not a cinema, which
 * is ridden to only for a film booked there (the ride would otherwise end at a door with no ticket).
 */
const shortRideCache = new Map<string, { place: ResolvedPlace; km: number }[]>()
function shortRides(home: ResolvedPlace): { place: ResolvedPlace; km: number }[] {
  let spots = shortRideCache.get(home.id)
  if (!spots) {
    spots = (['park', 'mall', 'cafe', 'gym', 'landmark'] as const)
      .flatMap((kind) => nearestPlaces(home, kind, 3))
      .filter((p) => p.city === home.city)
      .map((place) => ({ place, km: haversineKm(home, place) }))
      .filter((s) => s.km >= 0.8 && s.km <= 4.5)
      .sort((a, b) => (a.place.id < b.place.id ? -1 : 1))
    shortRideCache.set(home.id, spots)
  }
  return spots
}

/**
 * A short shared-bike ride: bikes near the start, the nearest unlocked, and the ride ended at the
 * destination 10 to 25 minutes later (by the distance). E-bikes only from 16.
 */
function bikeRide(actor: Actor, profile: UserProfile, rng: PlanContext['rng'], from: string, to: string, km: number, tags: string[]): boolean {
  // Keep the search and the unlock inside one of the app's two-hour windows.
  const window = Math.floor(actor.now / BIKE_WINDOW_MS)
  if (Math.floor((actor.now + 12 * MINUTE) / BIKE_WINDOW_MS) !== window) actor.at((window + 1) * BIKE_WINDOW_MS + rng.int(2, 8) * MINUTE)
  // Someone told once that e-bikes are not offered here asks for a pedal bike from then on.
  const wanted = profile.age >= 16 && rng.chance(0.35) ? 'e-bike' : 'bike'
  const bikeType = actor.foundNothingBefore('Hellobike', 'findNearbyBikes', { location: from, bikeType: wanted }) ? 'bike' : wanted
  if (actor.foundNothingBefore('Hellobike', 'findNearbyBikes', { location: from, bikeType })) return false
  const found = actor.call('Hellobike', 'findNearbyBikes', { location: from, bikeType }, tags)
  const bike = found.bikes?.[0]
  if (!bike) return false
  const ride = actor.later(1, 2).call('Hellobike', 'unlockBike', { bikeId: bike.bikeId }, tags)
  // Riding time by the distance; the app is closed 1 to 3 minutes after the unlock, so the ride lasts 10 to 25 minutes.
  const minutes = Math.min(22, Math.max(9, Math.round(km * (bikeType === 'e-bike' ? 3.5 : 5)) + rng.int(0, 3)))
  actor.later(minutes, minutes).call('Hellobike', 'endBikeRide', { location: to, rideId: ride.rideId }, tags)
  if (rng.chance(0.15)) actor.later(1, 10).call('Hellobike', 'getBikeRide', { rideId: ride.rideId }, [...tags.filter((t) => t.startsWith('ctx:')), 'follow-up'])
  return true
}

/** A reminder's id, from the createReminder that made it. */
const reminderId = (actor: Actor, title: string): string | undefined => dataOf(lastRecord(actor, 'createReminder', 'ctx:reminders', (a) => a.title === title))?.reminderId

const BILLS = ['Pay the electricity bill', 'Pay the phone bill', 'Credit card repayment', 'Pay the water and gas bill']

function relativeFor(profile: UserProfile, pick: <T>(xs: readonly T[]) => T): string {
  if (profile.age < 18) return pick(['Mum', 'Dad', 'Grandma', 'Grandpa'])
  if (profile.age >= 60) return pick(['grandson Lele', 'granddaughter Tiantian', 'my sister'])
  return pick(['Mum', 'Dad', 'my sister', 'my brother', 'Grandma'])
}

/** How old the relative turns: parents a generation up, grandparents two, siblings near the person's age, grandchildren small. */
function relativeAge(profile: UserProfile, who: string): number {
  const offset = (lo: number, hi: number) => stableInt(profile, `relative-age:${who}`, lo, hi)
  if (/grand(son|daughter)/.test(who)) return offset(3, 14)
  if (/Grand/.test(who)) return profile.age + offset(46, 58)
  if (/Mum|Dad/.test(who)) return profile.age + offset(22, 34)
  return Math.max(2, profile.age + offset(-7, 7))
}

const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`

/** The check-up's booking day and day, avoiding trips and Sundays; the same on every day it is asked. */
function healthCheckDays(profile: UserProfile, events: LifeEvents, weekday: (day: number) => number): { book: number; check: number } | undefined {
  let book = stableInt(profile, 'health-book', 6, 20)
  while (awayOn(events, book) && book < 40) book++
  let check = book + stableInt(profile, 'health-wait', 4, 8)
  while ((awayOn(events, check) || weekday(check) === 0) && check < 46) check++
  if (awayOn(events, check) || weekday(check) === 0 || check >= 45) return undefined
  return { book, check }
}

function checkPackage(profile: UserProfile): string {
  const conditions = profile.healthConditions.join(' ').toLowerCase()
  if (/hypertension|blood pressure|heart|cardio|cholesterol/.test(conditions)) return 'cardio_cerebral'
  if (/diabet|glucose|sugar/.test(conditions)) return 'diabetes_metabolic'
  return 'senior'
}

/**
 * Errands: short Hellobike rides to nearby saved places; on weekends the map before going somewhere
 * new (a route, then what is near it, and a bike there when it is close); reminders for bills
 * (monthly, ticked off when paid) and a relative's birthday (looked at on the day); for the elderly a
 * check-up on Ping An Health with a fasting reminder, and the report read a few days later.
 */
export const errands: Planner = ({ day, profile, events, rng }) => {
  const out: Activity[] = []
  const away = awayOn(events, day.index) !== undefined
  const weekdayOf = (index: number) => (day.weekday + ((index - day.index) % 7) + 7) % 7
  const home = savedSpot(profile, 'home')

  // A shared bike to somewhere a short ride from home (a park, a mall, a cafe...), in the evening or
  // at the weekend; to campus on weekday mornings when it is close (an office is the commute's).
  if (!away && home && canRide(profile)) {
    const campus = savedSpot(profile, 'school')
    const campusKm = campus ? haversineKm(home.place, campus.place) : Infinity
    const spots = shortRides(home.place)
    if (!day.dayOff && campus && campusKm >= 0.6 && campusKm <= 6 && rng.chance(0.25)) {
      out.push({ at: day.time(7, rng.int(20, 45)), name: 'bike-campus', run: (actor: Actor) => void bikeRide(actor, profile, rng, 'Home', campus.label, campusKm, ['ctx:bike', 'routine']) })
    } else if (spots.length > 0 && rng.chance(day.dayOff ? 0.25 : 0.08)) {
      // A winter evening after work is dark: then only to the mall or a café, parks and sights by day.
      const open = day.dayOff ? spots : spots.filter((s) => s.place.kind === 'mall' || s.place.kind === 'cafe')
      const to = open.length > 0 ? rng.pick(open) : undefined
      const at = day.dayOff ? day.time(rng.int(10, 16), rng.int(10, 40)) : day.time(rng.pick([18, 19]), rng.int(10, 40))
      if (to) out.push({ at, name: 'bike-ride', run: (actor: Actor) => void bikeRide(actor, profile, rng, 'Home', to.place.name, to.km, ['ctx:bike', 'routine']) })
    }
  }

  // Somewhere new on a weekend: the route first, then what is around it.
  if (!away && day.dayOff && rng.chance(0.3)) {
    const kind = rng.pick(['landmark', 'park', 'mall'] as const)
    const saved = new Set(Object.values(profile.places))
    const options = placesIn(profile.city, kind).filter((p) => !saved.has(p.id))
    if (options.length > 0) {
      const place = rng.pick(options)
      out.push({
        at: day.time(rng.pick([9, 10, 14]), rng.int(0, 50)),
        name: 'outing',
        run(actor: Actor) {
          const n = 1 + new Set(actor.records.flatMap((r) => (r.meta?.tags ?? []).filter((t) => t.startsWith('chain:outing_')))).size
          const tags = ['ctx:maps', `chain:outing_${n}`]
          const maps = mapsApp(profile)
          const route = actor.call(maps, 'getRoute', { startLocation: 'Home', endLocation: place.name, transportMode: profile.incomeLevel === '>50k' ? 'driving' : 'transit' }, tags)
          if (rng.chance(0.6)) actor.later(1, 4).call(maps, 'searchNearby', { location: place.name, category: rng.pick(['restaurant', 'cafe'] as const), radiusKm: 2 }, tags)
          if (home && canRide(profile) && route.distanceKm <= 4 && rng.chance(0.6)) {
            actor.later(10, 40)
            bikeRide(actor, profile, rng, 'Home', place.name, route.distanceKm, ['ctx:bike', `chain:outing_${n}`])
          }
        },
      })
    }
  }

  // A monthly bill: the reminder set in the first days, ticked off on the day each month.
  if (profile.age >= 18) {
    const bill = BILLS[stableInt(profile, 'bill', 0, BILLS.length - 1)]!
    const billDay = stableInt(profile, 'bill-day', 15, 25)
    const setOn = stableInt(profile, 'bill-set', 0, 3)
    if (day.index === setOn) {
      // The next bill day: this month's, or next month's when it has passed.
      const { year, month, day: today } = localParts(day.start)
      const first = billDay > today ? fromLocal(year, month, billDay) : fromLocal(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, billDay)
      out.push({
        at: day.time(21, rng.int(0, 50)),
        name: 'bill-reminder',
        run(actor: Actor) {
          // The person's own evening hour for bills, before the evening's payment round.
          const at = `${toDate(first)} ${stableInt(profile, 'bill-hour', 18, 21)}:${String(stableInt(profile, 'bill-minute', 0, 59)).padStart(2, '0')}`
          actor.call('Reminders', 'createReminder', { title: bill, time: at, repeat: 'monthly', list: 'Bills' }, ['ctx:reminders', 'routine'])
        },
      })
    }
    if (day.index > setOn && localParts(day.start).day === billDay) {
      out.push({
        at: day.time(20, rng.int(5, 55)),
        name: 'bill-paid',
        run(actor: Actor) {
          const id = reminderId(actor, bill)
          if (id) actor.call('Reminders', 'completeReminder', { reminderId: id }, ['ctx:reminders', 'follow-up'])
        },
      })
    }
  }

  // A relative's birthday: set a week or so ahead, looked at in the morning, done in the evening.
  const birthday = stableInt(profile, 'birthday', 14, 44)
  const noticed = birthday - stableInt(profile, 'birthday-ahead', 4, 9)
  const who = relativeFor(profile, (xs) => xs[stableInt(profile, 'relative', 0, xs.length - 1)]!)
  const title = `${who.charAt(0).toUpperCase()}${who.slice(1)}'s ${ordinal(relativeAge(profile, who))} birthday`
  if (day.index === noticed) {
    out.push({
      at: day.time(21, rng.int(10, 50)),
      name: 'birthday-reminder',
      run(actor: Actor) {
        actor.call('Reminders', 'createReminder', { title, time: toDate(day.start + (birthday - day.index) * DAY), list: 'Birthdays', notes: rng.pick(['Call in the evening', 'Send a red packet', 'Order flowers']) }, ['ctx:reminders', 'chain:birthday_1'])
      },
    })
  }
  if (day.index === birthday) {
    out.push({
      at: day.time(7, rng.int(30, 55)),
      name: 'birthday-today',
      run(actor: Actor) {
        actor.call('Reminders', 'listReminders', { date: toDate(day.start) }, ['ctx:reminders', 'chain:birthday_1'])
      },
    })
    out.push({
      at: day.time(21, rng.int(0, 40)),
      name: 'birthday-done',
      run(actor: Actor) {
        const id = reminderId(actor, title)
        if (id) actor.call('Reminders', 'completeReminder', { reminderId: id }, ['ctx:reminders', 'chain:birthday_1'])
      },
    })
  }
  if (day.weekday === 0 && rng.chance(0.25)) {
    out.push({
      at: day.time(21, rng.int(30, 55)),
      name: 'reminders-week',
      run(actor: Actor) {
        // A list that came up empty once (everything done) is not opened every Sunday after.
        if (!actor.foundNothingBefore('Reminders', 'listReminders', {})) actor.call('Reminders', 'listReminders', {}, ['ctx:reminders', 'routine'])
      },
    })
  }

  // The elderly: a check-up on Ping An Health, a fasting reminder for the evening before, the report after.
  if (profile.age >= 60) {
    const plan = healthCheckDays(profile, events, weekdayOf)
    const tags = (context: string) => [context, 'chain:health_1']
    if (plan && day.index === plan.book) {
      const checkDate = toDate(day.start + (plan.check - day.index) * DAY)
      const eveBefore = toDate(day.start + (plan.check - 1 - day.index) * DAY)
      const time = rng.pick(['07:30', '08:00'])
      out.push({
        at: day.time(10, rng.int(0, 50)),
        name: 'health-check',
        run(actor: Actor) {
          const where = profile.places.hospital ? 'hospital' : 'Home'
          const check = actor.call('Ping An Health', 'bookHealthCheck', { packageId: checkPackage(profile), date: checkDate, time, location: where }, tags('ctx:health_check'))
          actor
            .later(1, 5)
            .call('Reminders', 'createReminder', { ...fastingReminder(profile, eveBefore, check.startsAt), list: 'Health', notes: `${check.centre.name}, ${check.startsAt}; bring ID card` }, tags('ctx:reminders'))
        },
      })
    }
    if (plan && day.index === plan.check + 4) {
      out.push({
        at: day.time(rng.pick([9, 10, 15]), rng.int(0, 50)),
        name: 'health-report',
        run(actor: Actor) {
          const booked = dataOf(lastRecord(actor, 'bookHealthCheck', 'chain:health_1'))
          if (booked) actor.call('Ping An Health', 'getHealthCheck', { checkId: booked.checkId }, tags('ctx:health_check'))
        },
      })
    }
  }
  return out
}
