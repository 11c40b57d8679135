import type { LatLng, PlaceKind } from '../../../apps/kit/index.ts'
import { beijingPlaces } from './beijing.ts'
import { cities } from './cities.ts'
import { haversineKm, planarKm2 } from './geo.ts'
import { hangzhouPlaces } from './hangzhou.ts'
import { northernCities } from './outline-cities-north.ts'
import { southernCities } from './outline-cities-south.ts'
import { placeText } from './normalize.ts'
import { shanghaiPlaces } from './shanghai.ts'
import { shenzhenPlaces } from './shenzhen.ts'
import type { City, GazetteerEntry, ResolvedPlace } from './types.ts'

/**
 * The gazetteer's indexes, built once at module load and never changed: places by id, by city and
 * kind, and by every key their spellings normalize to. Lookups are Map reads.
 */

const ENTRIES_BY_CITY: Readonly<Record<string, readonly GazetteerEntry[]>> = {
  beijing: beijingPlaces,
  shanghai: shanghaiPlaces,
  hangzhou: hangzhouPlaces,
  shenzhen: shenzhenPlaces,
}

const toPlace = (e: GazetteerEntry, city: string): ResolvedPlace =>
  Object.freeze({
    id: e.id, name: e.name, nameZh: e.zh, city, district: e.district, address: e.address,
    kind: e.kind, lat: e.lat, lng: e.lng, source: 'gazetteer' as const,
  })

/** Every gazetteer place, city by city in the order of `cities`. */
export const allPlaces: readonly ResolvedPlace[] = Object.freeze(
  cities.flatMap((c) => (ENTRIES_BY_CITY[c.id] ?? []).map((e) => toPlace(e, c.id))),
)

const entryById = new Map<string, GazetteerEntry>(Object.values(ENTRIES_BY_CITY).flat().map((e) => [e.id, e]))
export const placeById: ReadonlyMap<string, ResolvedPlace> = new Map(allPlaces.map((p) => [p.id, p]))
export const cityById: ReadonlyMap<string, City> = new Map(cities.map((c) => [c.id, c]))

const groupKey = (city: string, kind?: PlaceKind): string => (kind === undefined ? city : `${city}/${kind}`)
const byGroup = new Map<string, ResolvedPlace[]>()
for (const p of allPlaces) {
  for (const g of [groupKey(p.city), groupKey(p.city, p.kind), groupKey('*', p.kind)]) {
    const list = byGroup.get(g)
    if (list) list.push(p)
    else byGroup.set(g, [p])
  }
}

for (const list of byGroup.values()) Object.freeze(list)

/** The places of a city, optionally of one kind, in gazetteer order. */
export const placesIn = (cityId: string, kind?: PlaceKind): readonly ResolvedPlace[] =>
  byGroup.get(groupKey(cityId, kind)) ?? []

/** How strongly a key names a place: its name beats an alias, an alias beats its street address. */
const Rank = { Name: 0, Alias: 1, Address: 2, Bare: 3 } as const

interface Candidate {
  place: ResolvedPlace
  rank: number
  order: number
}

const keyIndex = new Map<string, Candidate[]>()
function addKey(key: string, place: ResolvedPlace, rank: number, order: number): void {
  if (key === '') return
  const list = keyIndex.get(key) ?? []
  if (list.some((c) => c.place === place && c.rank <= rank)) return
  list.push({ place, rank, order })
  keyIndex.set(key, list)
}
allPlaces.forEach((place, order) => {
  const e = entryById.get(place.id) as GazetteerEntry
  const spellings: [string, number][] = [
    [e.name, Rank.Name], [e.zh, Rank.Name], ...(e.aliases ?? []).map((a): [string, number] => [a, Rank.Alias]), [e.address, Rank.Address],
  ]
  for (const [text, rank] of spellings) {
    const t = placeText(text)
    addKey(t.key, place, rank, order)
    // "Park Hyatt Beijing" is also "Park Hyatt" in Beijing; "Beijing Hotel" is not just "hotel"
    if (t.bare !== t.key && t.specific && t.city === place.city) addKey(t.bare, place, Rank.Bare, order)
  }
})
for (const list of keyIndex.values()) list.sort((a, b) => a.rank - b.rank || a.order - b.order)

/** The place a key names: the best in the preferred city, else the best anywhere. */
export function lookupKey(key: string, preferredCity: string): ResolvedPlace | undefined {
  const list = keyIndex.get(key)
  if (list === undefined) return undefined
  for (const c of list) if (c.place.city === preferredCity) return c.place
  return (list[0] as Candidate).place
}

/** The place a key names in one city only (a text that names its city looks nowhere else). */
export function lookupKeyIn(key: string, city: string): ResolvedPlace | undefined {
  const list = keyIndex.get(key)
  if (list === undefined) return undefined
  for (const c of list) if (c.place.city === city) return c.place
  return undefined
}

/** Every key the gazetteer knows, with the places it names (for tests and diagnostics). */
export const indexedKeys = (): ReadonlyMap<string, readonly ResolvedPlace[]> =>
  new Map([...keyIndex].map(([k, list]) => [k, list.map((c) => c.place)]))

const cityKeys = new Map<string, string>()
// Gazetteer cities first: their spellings win over an outline city's.
for (const c of [...cities, ...northernCities, ...southernCities]) {
  for (const text of [c.id, c.name, c.nameZh, ...c.aliases]) {
    const key = placeText(text).key
    if (!cityKeys.has(key)) cityKeys.set(key, c.id)
  }
}

/** A city name or alias to its id. */
export const cityIdOfKey = (key: string): string | undefined => cityKeys.get(key)

/** Places of a kind nearest to a point (all cities), nearest first; ties broken by id. */
export function nearestPlaces(point: LatLng, kind: PlaceKind, limit: number): ResolvedPlace[] {
  const n = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(Math.min(limit, allPlaces.length)))
  if (n === 0) return []
  return (byGroup.get(groupKey('*', kind)) ?? [])
    .map((p) => ({ p, d: haversineKm(point, p) }))
    .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0))
    .slice(0, n)
    .map((x) => x.p)
}

/** The district of the gazetteer place of a city nearest to a point. */
export function nearestDistrict(cityId: string, point: LatLng): string {
  let best: ResolvedPlace | undefined
  let bestD = Infinity
  for (const p of placesIn(cityId)) {
    const d = planarKm2(point, p)
    if (d < bestD || (d === bestD && best !== undefined && p.id < best.id)) {
      best = p
      bestD = d
    }
  }
  return best?.district ?? ''
}
