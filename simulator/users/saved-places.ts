import { ARCHETYPE_CYCLE } from './demographics.ts'
import { createRng, type Rng } from '../../apps/kit/index.ts'
import { haversineKm, placesIn, type ResolvedPlace } from '../world/places/index.ts'
import type { Demographics } from './demographics.ts'

/** Labels a user saves in their apps, mapped to gazetteer place ids (or an address for a school). */
export type SavedPlaces = Record<string, string>

/** Where a user stands in their population: homes are dealt from the population's own order of them. */
export interface PopulationSlot {
  seed: string
  index: number
}

/** Everyday places (gym, mall) lie within this of home or work; a weekend park may be farther. */
const EVERYDAY_KM = 6

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

/** One of the few places nearest home or work within `EVERYDAY_KM` of either, picked by the user's rng. */
function nearHomeOrWork(anchors: readonly ResolvedPlace[], options: readonly ResolvedPlace[], rng: Rng, among = 3): ResolvedPlace {
  const km = (p: ResolvedPlace) => Math.min(...anchors.map((a) => haversineKm(a, p)))
  const sorted = [...options].sort((a, b) => km(a) - km(b) || a.id.localeCompare(b.id))
  const close = sorted.filter((p) => km(p) <= EVERYDAY_KM)
  // With nothing that close (the far suburbs), the nearest there is.
  return rng.pick(close.length > 0 ? close.slice(0, among) : sorted.slice(0, 1))
}

/** Compounds whose flats only a top income buys or rents (villas in Shunyi, CBD towers, Wanliu): nobody else lives there. */
const LUXURY_HOMES = new Set(['bj_central_park', 'bj_capital_paradise', 'bj_yosemite_villas', 'bj_apple_community', 'bj_wanliu_yicheng'])

/**
 * A population's homes: the city's compounds of the person's price class (luxury for a top income,
 * the others for everyone else) in an order drawn from the population seed, dealt one per user, so no
 * two users share a home until the class runs out.
 */
function homeFor(city: string, slot: PopulationSlot, income: string): ResolvedPlace {
  const luxury = income === '>50k'
  const all = placesIn(city, 'residence')
  const fitting = all.filter((p) => LUXURY_HOMES.has(p.id) === luxury)
  const homes = createRng(`${slot.seed}:homes:${city}:${luxury ? 'luxury' : 'ordinary'}`).shuffle(fitting.length > 0 ? fitting : all)
  // One top earner comes in each cycle of archetypes: dealing them by their cycle keeps their compounds apart.
  const position = luxury ? Math.floor(slot.index / ARCHETYPE_CYCLE.length) : slot.index
  return homes[position % homes.length]!
}

/**
 * Home first (a residential compound of the user's own), then places near it: an office for
 * commuters (any office tower in the city, since people cross town to work), a gym and a mall near
 * home or work, and a park for weekends.
 */
export function chooseSavedPlaces(city: string, who: Demographics, rng: Rng, slot: PopulationSlot): SavedPlaces {
  // The draw that once chose the home is still made, so every later draw of the life stays as it was.
  rng.pick(placesIn(city, 'residence'))
  const home = homeFor(city, slot, who.profession.income)
  const saved: SavedPlaces = { home: home.id }
  const anchors = [home]
  if (who.profession.commutes) {
    const office = workplaceFor(city, who.profession.title, home, rng)
    saved.office = office.id
    anchors.push(office)
  } else if (who.archetype === 'minor') saved.school = `${city === 'beijing' ? 'Beijing' : 'City'} No. ${rng.int(2, 171)} High School`
  else if (who.archetype === 'university_student') {
    const school = nearest(home, placesIn(city, 'university'), rng)
    saved.school = school.id
    anchors.push(school)
  }
  if (who.age < 65) saved.gym = nearHomeOrWork(anchors, placesIn(city, 'gym'), rng).id
  saved.mall = nearHomeOrWork(anchors, placesIn(city, 'mall'), rng).id
  saved.park = nearest(home, placesIn(city, 'park'), rng).id
  if (who.age >= 60) saved.hospital = nearest(home, placesIn(city, 'hospital'), rng).id
  return saved
}
