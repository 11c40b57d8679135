import type { Rng } from '../../../apps/kit/index.ts'
import { haversineKm, placesIn, type ResolvedPlace } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import { aboveHabit, gradeOf, hotelsFor, type HotelGrade, type StayPlan } from '../stays.ts'

/**
 * A hotel for a trip: one the apps know by name in the destination (a gazetteer hotel, so a taxi or
 * a show search there finds it), of a grade the traveller's budget books, searched near the landmark
 * or station closest to it and booked on the habitual hotel app.
 */
export interface BookedHotel {
  app: string
  bookingId: string
  name: string
  /** Above the traveller's habitual grades (the employer pays). */
  deviates: boolean
}

/** How the agencies filter by grade: economy chains, or four and five stars; comfort has no filter. */
const hotelType = (grade: HotelGrade): Record<string, string> =>
  grade === 'budget' ? { hotelType: 'budget hotel' } : grade === 'upscale' || grade === 'luxury' ? { hotelType: 'starred hotel' } : {}

/** The hotel to stay at and the landmark or station nearest to it, where the search starts. */
function hotelTarget(city: string, plan: StayPlan, avoid: string | undefined, rng: Rng): { hotel: ResolvedPlace; anchor: ResolvedPlace } | undefined {
  const fitting = hotelsFor(city, plan, avoid)
  if (fitting.length === 0) return undefined
  const hotel = rng.pick(fitting)
  const anchors = [...placesIn(city, 'landmark'), ...placesIn(city, 'station')]
  const anchor = anchors.map((a) => ({ a, km: haversineKm(a, hotel) })).sort((x, y) => x.km - y.km || (x.a.id < y.a.id ? -1 : 1))[0]?.a ?? hotel
  return { hotel, anchor }
}

/**
 * Searches hotels near the anchor and books the chosen one (or another known hotel of a fitting grade
 * the search lists); a stay above the habitual grades gets `deviationTag` (a cheaper one, where the
 * city has nothing of the usual kind, is no departure a reader needs explained).
 */
export function bookHotel(actor: Actor, app: string, city: string, checkIn: string, checkOut: string, plan: StayPlan, avoid: string | undefined, tags: string[], deviationTag: string, rng: Rng): BookedHotel | undefined {
  const target = hotelTarget(city, plan, avoid, rng)
  if (!target) return undefined
  const grade = gradeOf(target.hotel.name)
  const fitting = new Set(hotelsFor(city, plan, avoid).map((h) => h.name))
  const stay = { checkInDate: checkIn, checkOutDate: checkOut, guestCount: 1, ...hotelType(grade) }
  const tagged = aboveHabit(plan, grade) ? [...tags, deviationTag] : tags
  const found = actor.call(app, 'searchHotels', { location: target.anchor.name, ...stay }, tagged)
  let pick = found.hotels.find((h: any) => h.name === target.hotel.name && h.available) ?? found.hotels.find((h: any) => fitting.has(h.name) && h.available)
  if (!pick) {
    // Nothing suitable around there: looked the hotel up by name.
    const named = actor.later(1, 3).call(app, 'searchHotels', { location: target.hotel.name, ...stay }, tagged)
    pick = named.hotels.find((h: any) => h.available && fitting.has(h.name))
  }
  if (!pick) return undefined
  const deviates = aboveHabit(plan, gradeOf(pick.name))
  const b = actor.later(2, 6).call(app, 'bookHotel', { location: pick.name, ...stay }, deviates ? [...tags, deviationTag] : tags)
  return { app, bookingId: b.bookingId, name: b.hotel.name, deviates }
}
