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
    // Trips start on a Thursday or Friday of week 1+ and do not overlap.
    const week = 1 + Math.floor(((i + rng.next()) * (totalDays / 7 - 2)) / tripCount)
    const day = week * 7 + rng.pick([3, 4])
    trips.push({
      day,
      nights: rng.int(2, 3),
      city: rng.pick(DESTINATIONS[profile.city] ?? DESTINATIONS.beijing!),
      purpose: profile.age >= 60 ? 'family' : rng.pick(['business', 'leisure']),
    })
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
