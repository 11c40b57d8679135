import type { Rng } from '../../apps/kit/index.ts'
import { haversineKm, placesIn, type ResolvedPlace } from '../world/places/index.ts'
import type { Demographics } from './demographics.ts'

/** Labels a user saves in their apps, mapped to gazetteer place ids (or an address for a school). */
export type SavedPlaces = Record<string, string>

const nearest = (from: ResolvedPlace, options: readonly ResolvedPlace[], rng: Rng, among = 3): ResolvedPlace => {
  const sorted = [...options].sort((a, b) => haversineKm(from, a) - haversineKm(from, b) || a.id.localeCompare(b.id))
  return rng.pick(sorted.slice(0, among))
}

const TECH = /bytedance|baidu|tencent|xiaomi|meituan|jd\.com|alibaba|sina|netease|kuaishou|lenovo|software park|zhongguancun|hikvision|ant group|sci-tech|hi-tech|zhangjiang|caohejing/i
const GOVERNMENT = /administrative|municipal|government/i

/**
 * Where a profession works: engineers and designers at tech campuses, analysts and accountants in
 * the business districts' towers, civil servants at the government offices, doctors and nurses at
 * a hospital, retail and catering staff at a mall, teachers at a school near home.
 */
function workplaceFor(city: string, title: string, home: ResolvedPlace, rng: Rng): ResolvedPlace {
  const offices = placesIn(city, 'office')
  if (/Doctor|Nurse/.test(title)) return nearest(home, placesIn(city, 'hospital'), rng, 4)
  if (/Retail|Catering/.test(title)) return nearest(home, placesIn(city, 'mall'), rng, 4)
  if (/Teacher/.test(title) && placesIn(city, 'university').length > 0) return nearest(home, placesIn(city, 'university'), rng, 4)
  const government = offices.filter((o) => GOVERNMENT.test(o.name))
  if (/Civil Servant/.test(title) && government.length > 0) return rng.pick(government)
  const tech = offices.filter((o) => TECH.test(o.name))
  const business = offices.filter((o) => !TECH.test(o.name) && !GOVERNMENT.test(o.name))
  const pool = /Engineer|Product|Designer|AI Researcher/.test(title) ? tech : business
  return rng.pick(pool.length > 0 ? pool : offices)
}

/**
 * Home first (a residential compound), then places near it: an office for commuters (any office
 * tower in the city, since people cross town to work), a gym, and favourites a few km from home.
 */
export function chooseSavedPlaces(city: string, who: Demographics, rng: Rng): SavedPlaces {
  const home = rng.pick(placesIn(city, 'residence'))
  const saved: SavedPlaces = { home: home.id }
  if (who.profession.commutes) saved.office = workplaceFor(city, who.profession.title, home, rng).id
  else if (who.archetype === 'minor') saved.school = `${city === 'beijing' ? 'Beijing' : 'City'} No. ${rng.int(2, 171)} High School`
  else if (who.archetype === 'university_student') saved.school = nearest(home, placesIn(city, 'university'), rng).id
  if (who.age < 65) saved.gym = nearest(home, placesIn(city, 'gym'), rng).id
  saved.mall = nearest(home, placesIn(city, 'mall'), rng).id
  saved.park = nearest(home, placesIn(city, 'park'), rng).id
  if (who.age >= 60) saved.hospital = nearest(home, placesIn(city, 'hospital'), rng).id
  return saved
}
