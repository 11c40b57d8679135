import type { Rng, UserProfile } from '../../apps/kit/index.ts'

/**
 * The non-routine weeks of a life: trips to another city (train there, hotel, taxi from the station,
 * a show near the hotel), a guest staying a few days, a one-off splurge. Drawn once per user.
 */
export interface LifeEvents {
  trips: { day: number; nights: number; city: string; purpose: 'business' | 'leisure' | 'family' }[]
  guest: { day: number; days: number } | undefined
  splurge: { day: number } | undefined
}

const DESTINATIONS: Record<string, string[]> = {
  beijing: ['shanghai', 'hangzhou', 'shenzhen'],
  shanghai: ['beijing', 'hangzhou', 'shenzhen'],
  hangzhou: ['shanghai', 'beijing', 'shenzhen'],
  shenzhen: ['shanghai', 'beijing', 'hangzhou'],
}

export function drawLifeEvents(profile: UserProfile, totalDays: number, rng: Rng): LifeEvents {
  const trips: LifeEvents['trips'] = []
  const tripCount = profile.age < 16 ? 0 : rng.int(1, 2)
  for (let i = 0; i < tripCount; i++) {
    // Trips start on a Thursday or Friday of week 1+ and do not overlap: a trip drawn into the week
    // of the one before (both fractions near the same boundary) moves to the next week. A trip lasts
    // at most until the Monday after it starts, so trips in different weeks never overlap.
    const before = trips[trips.length - 1]
    const week = Math.max(1 + Math.floor(((i + rng.next()) * (totalDays / 7 - 2)) / tripCount), before ? Math.floor(before.day / 7) + 1 : 0)
    const trip = {
      day: week * 7 + rng.pick([3, 4]),
      nights: rng.int(2, 3),
      city: rng.pick(DESTINATIONS[profile.city] ?? DESTINATIONS.beijing!),
      purpose: profile.age >= 60 ? ('family' as const) : rng.pick(['business', 'leisure'] as const),
    }
    // The same draws either way, so the rest of the user's stream is unchanged; a trip that would
    // not be back before the history ends is left out.
    if (trip.day + trip.nights < totalDays) trips.push(trip)
  }
  const free = (d: number) => trips.every((t) => d < t.day - 1 || d > t.day + t.nights + 1)
  const pickFree = (): number | undefined => {
    for (let k = 0; k < 20; k++) {
      const d = rng.int(7, totalDays - 4)
      if (free(d)) return d
    }
    return undefined
  }
  const guestDay = pickFree()
  const splurgeDay = profile.age >= 18 ? pickFree() : undefined
  return {
    trips,
    guest: guestDay === undefined ? undefined : { day: guestDay, days: rng.int(2, 4) },
    splurge: splurgeDay === undefined ? undefined : { day: splurgeDay },
  }
}

export const travellingOn = (events: LifeEvents, day: number) => events.trips.find((t) => day >= t.day && day <= t.day + t.nights)
