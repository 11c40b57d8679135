import type { Rng, UserProfile } from '../../apps/kit/index.ts'
import { calendar, DEFAULT_HISTORY_START } from './calendar.ts'
import { clashesWithHolidays, drawSpringFestival, type SpringFestival } from './festival.ts'
import { hotelsFor, stayPlan } from './stays.ts'

/**
 * The non-routine weeks of a life: trips to another city (train there, hotel, taxi from the station,
 * a show near the hotel), the Spring Festival (home to the family, or the Eve in town), a guest
 * staying a few days, a one-off splurge. Drawn once per user.
 */
export interface LifeEvents {
  /** In date order; a 'hometown' trip (the Spring Festival journey home) may end after the history does. */
  trips: { day: number; nights: number; city: string; purpose: 'business' | 'leisure' | 'family' | 'hometown' }[]
  guest: { day: number; days: number } | undefined
  splurge: { day: number } | undefined
  springFestival: SpringFestival | undefined
}

const DESTINATIONS: Record<string, string[]> = {
  beijing: ['shanghai', 'hangzhou', 'shenzhen'],
  shanghai: ['beijing', 'hangzhou', 'shenzhen'],
  hangzhou: ['shanghai', 'beijing', 'shenzhen'],
  shenzhen: ['shanghai', 'beijing', 'hangzhou'],
}

/**
 * `start` is the history's first day (the calendar decides where the Spring Festival falls). Business
 * trips are for people with an office; every trip stays clear of public holidays and of the journey
 * home, and goes where a hotel of the traveller's grade is known.
 */
export function drawLifeEvents(profile: UserProfile, totalDays: number, rng: Rng, start = DEFAULT_HISTORY_START): LifeEvents {
  const days = calendar(start, Math.ceil(totalDays / 7)).slice(0, totalDays)
  const { festival, trip: home } = drawSpringFestival(profile, days, rng)
  const trips: LifeEvents['trips'] = []
  const drawn = profile.age < 16 ? 0 : rng.int(1, 2)
  // The journey home is the year's big trip: at most one other for those who make it, and for the poorest.
  const tripCount = home || profile.incomeLevel === '<3k' ? Math.min(drawn, 1) : drawn
  for (let i = 0; i < drawn; i++) {
    // Trips start on a Thursday or Friday of week 1+ and do not overlap: a trip drawn into the week
    // of the one before (both fractions near the same boundary) moves to the next week. A trip lasts
    // at most until the Monday after it starts, so trips in different weeks never overlap.
    const before = trips[trips.length - 1]
    const week = Math.max(1 + Math.floor(((i + rng.next()) * (totalDays / 7 - 2)) / drawn), before ? Math.floor(before.day / 7) + 1 : 0)
    const weekday = rng.pick([3, 4])
    const nights = rng.int(2, 3)
    const purpose = profile.age >= 60 ? ('family' as const) : rng.pick(['business', 'leisure'] as const) === 'business' && profile.places.office ? ('business' as const) : ('leisure' as const)
    const plan = stayPlan(profile, purpose === 'business')
    const all = DESTINATIONS[profile.city] ?? DESTINATIONS.beijing!
    const affordable = all.filter((c) => hotelsFor(c, plan).length > 0)
    const city = rng.pick(affordable.length > 0 ? affordable : all)
    // A trip that clashes with a holiday or the journey home moves a week earlier, if that week is free.
    let trip = { day: week * 7 + weekday, nights, city, purpose }
    if (clashesWithHolidays(days, trip, home)) trip = { ...trip, day: trip.day - 7 }
    // The same draws either way, so the rest of the user's stream is unchanged; a trip that would
    // not be back before the history ends, or still clashes, is left out.
    const free = trip.day >= 7 && (!before || trip.day > before.day + before.nights) && !clashesWithHolidays(days, trip, home)
    if (i < tripCount && free && trip.day + trip.nights < totalDays) trips.push(trip)
  }
  if (home) trips.push(home)
  trips.sort((a, b) => a.day - b.day)
  const free = (d: number) => trips.every((t) => d < t.day - 1 || d > t.day + t.nights + 1)
  const pickFree = (): number | undefined => {
    for (let k = 0; k < 20; k++) {
      const d = rng.int(7, totalDays - 4)
      if (free(d)) return d
    }
    return undefined
  }
  // Hosts of the Spring Festival have relatives to stay from New Year's Day (the Eve is the family's own dinner).
  const hosting = festival && festival.plan !== 'hometown' && festival.plan !== 'relatives' && festival.eve + 1 < totalDays
  const guestDay = hosting ? festival.eve + rng.int(1, 2) : pickFree()
  // A splurge needs money to spare: not on a student's allowance, a pension at the bottom or benefits.
  const splurgeDay = profile.age >= 18 && profile.incomeLevel !== '<3k' ? pickFree() : undefined
  return {
    trips,
    guest: guestDay === undefined ? undefined : { day: guestDay, days: rng.int(2, 4) },
    splurge: splurgeDay === undefined ? undefined : { day: splurgeDay },
    springFestival: festival,
  }
}

export const travellingOn = (events: LifeEvents, day: number) => events.trips.find((t) => day >= t.day && day <= t.day + t.nights)
