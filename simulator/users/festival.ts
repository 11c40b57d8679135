import { calendarDay, DAY, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { Day } from './calendar.ts'

/**
 * How a person spends the Spring Festival when the history holds its Eve: home to the family in
 * another city (春运: out a day or three before the holiday, back at its end), or the Eve in town,
 * the reunion dinner (年夜饭) at a restaurant or cooked at home, or at relatives' (nothing to book).
 */
export interface SpringFestival {
  /** Day index of Lunar New Year's Eve (除夕). */
  eve: number
  plan: 'hometown' | 'restaurant' | 'cooking' | 'relatives'
}

/** The journey home: leaves on `day`, back `nights` later (possibly after the history ends). */
export interface HometownTrip {
  day: number
  nights: number
  city: string
  purpose: 'hometown'
}

/** Share of people with a family elsewhere who go home for the festival (the rest host their parents or work through it). */
const GOES_HOME = { adult: 0.8, elderly: 0.5, minor: 0.75 }

/** The Spring Festival block's first and last days off, as day indices (the last may lie past the history). */
function holidayBlock(days: readonly Day[], eve: number): { first: number; last: number } {
  let first = eve
  while (first > 0 && days[first - 1]!.holiday === 'Spring Festival') first--
  let last = eve
  while (calendarDay(days[eve]!.start + (last + 1 - eve) * DAY).holiday === 'Spring Festival') last++
  return { first, last }
}

/**
 * When a person leaves and comes back: office workers (and the families of pupils) on the Friday
 * before the holiday (a day of leave), the adjusted working Saturday (leave again) or its first day,
 * back on its last weekend or last day; people without an office leave earlier and some stay longer.
 */
function journeyDays(profile: UserProfile, block: { first: number; last: number }, rng: Rng): { out: number; back: number } {
  const bound = profile.places.office !== undefined || profile.age < 18
  const out = bound ? rng.weighted([block.first - 2, block.first - 1, block.first], [3, 2, 4]) : block.first - rng.int(1, 5)
  const back = bound ? rng.pick([block.last - 1, block.last]) : rng.pick([block.last - 1, block.last, block.last + 3, block.last + 6])
  return { out, back }
}

export function drawSpringFestival(profile: UserProfile, days: readonly Day[], rng: Rng): { festival?: SpringFestival; trip?: HometownTrip } {
  const eve = days.findIndex((d) => d.lunar === 'eve')
  if (eve < 0) return {}
  const group = profile.age < 18 ? 'minor' : profile.age >= 60 ? 'elderly' : 'adult'
  const block = holidayBlock(days, eve)
  if (profile.hometown && profile.hometown !== profile.city && rng.chance(GOES_HOME[group])) {
    const { out, back } = journeyDays(profile, block, rng)
    if (out > 0) return { festival: { eve, plan: 'hometown' }, trip: { day: out, nights: back - out, city: profile.hometown, purpose: 'hometown' } }
  }
  // Minors' Eve is the parents' to arrange; the poorest rarely book a restaurant for it.
  if (group === 'minor') return { festival: { eve, plan: 'relatives' } }
  const restaurant = group === 'elderly' ? 0.35 : profile.incomeLevel === '<3k' ? 0.15 : 0.4
  const cooking = group === 'elderly' ? 0.65 : 0.4
  const plan = rng.weighted(['restaurant', 'cooking', 'relatives'] as const, [restaurant, cooking, Math.max(0, 1 - restaurant - cooking)])
  return { festival: { eve, plan } }
}

/** Whether a trip's days (`day` to `day + nights`) include a public holiday or fall beside the journey home. */
export function clashesWithHolidays(days: readonly Day[], trip: { day: number; nights: number }, home: HometownTrip | undefined): boolean {
  for (let d = trip.day; d <= trip.day + trip.nights; d++) if (days[d]?.kind === 'holiday') return true
  return home !== undefined && trip.day <= home.day + home.nights + 1 && trip.day + trip.nights >= home.day - 1
}
