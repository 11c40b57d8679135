import type { Rng } from '../../apps/kit/index.ts'
import { haversineKm, placesIn, type ResolvedPlace } from '../world/places/index.ts'
import type { Demographics } from './demographics.ts'

/** Labels a user saves in their apps, mapped to gazetteer place ids (or an address for a school). */
export type SavedPlaces = Record<string, string>

const nearest = (from: ResolvedPlace, options: readonly ResolvedPlace[], rng: Rng, among = 3): ResolvedPlace => {
  const sorted = [...options].sort((a, b) => haversineKm(from, a) - haversineKm(from, b) || a.id.localeCompare(b.id))
  return rng.pick(sorted.slice(0, among))
}

/**
 * Home first (a residential compound), then places near it: an office for commuters (any office
 * tower in the city, since people cross town to work), a gym, and favourites a few km from home.
 */
export function chooseSavedPlaces(city: string, who: Demographics, rng: Rng): SavedPlaces {
  const home = rng.pick(placesIn(city, 'residence'))
  const saved: SavedPlaces = { home: home.id }
  if (who.profession.commutes) saved.office = rng.pick(placesIn(city, 'office')).id
  else if (who.archetype === 'minor') saved.school = `${city === 'beijing' ? 'Beijing' : 'City'} No. ${rng.int(2, 171)} High School`
  else if (who.archetype === 'university_student') saved.school = nearest(home, placesIn(city, 'university'), rng).id
  if (who.age < 65) saved.gym = nearest(home, placesIn(city, 'gym'), rng).id
  saved.mall = nearest(home, placesIn(city, 'mall'), rng).id
  saved.park = nearest(home, placesIn(city, 'park'), rng).id
  if (who.age >= 60) saved.hospital = nearest(home, placesIn(city, 'hospital'), rng).id
  return saved
}
