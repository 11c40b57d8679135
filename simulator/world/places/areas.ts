import { hashTag, type LatLng, type PlaceKind } from '../../../apps/kit/index.ts'
import { cities } from './cities.ts'
import { detailedDistricts } from './districts.ts'
import { planarKm2 } from './geo.ts'
import { placeText, words } from './normalize.ts'
import { northernCities } from './outline-cities-north.ts'
import { southernCities } from './outline-cities-south.ts'
import type { District, OutlineCity, OutlineLandmark, ResolvedPlace } from './types.ts'

/**
 * Where geocoded addresses go: every city the world knows (the four gazetteer cities and the outline
 * cities), its centre, its districts and how an address names one ("Haidian District", "海淀区").
 */

export interface GeoArea {
  id: string
  name: string
  nameZh: string
  center: LatLng
  /** Addresses that name no district fall within this distance of the centre. */
  radiusKm: number
  districts: readonly District[]
  /** Whether the city has a gazetteer of places (else only its outline). */
  detailed: boolean
}

/** Gazetteer cities keep their historical 12 km geocoding radius. */
const DETAILED_RADIUS_KM = 12

export const outlineCities: readonly OutlineCity[] = [...northernCities, ...southernCities]
export const outlineCityById: ReadonlyMap<string, OutlineCity> = new Map(outlineCities.map((c) => [c.id, c]))

export const areaById: ReadonlyMap<string, GeoArea> = new Map<string, GeoArea>([
  ...cities.map((c): [string, GeoArea] => [
    c.id,
    { id: c.id, name: c.name, nameZh: c.nameZh, center: c.center, radiusKm: DETAILED_RADIUS_KM, districts: detailedDistricts[c.id] ?? [], detailed: true },
  ]),
  ...outlineCities.map((c): [string, GeoArea] => [
    c.id,
    { id: c.id, name: c.name, nameZh: c.nameZh, center: c.center, radiusKm: c.radiusKm, districts: c.districts, detailed: false },
  ]),
])

/** The district of an outline city nearest to a point (by its centre). */
export function nearestOutlineDistrict(area: GeoArea, point: LatLng): string {
  let best = area.districts[0]
  let bestD = Infinity
  for (const d of area.districts) {
    const dist = planarKm2(point, d.center)
    if (dist < bestD) {
      best = d
      bestD = dist
    }
  }
  return best?.name ?? ''
}

interface DistrictMatcher {
  district: District
  /** ` haidian district `: padded word sequences that name it anywhere in a text. */
  phrases: readonly string[]
  /** `haidian`: the district named alone, as one comma-separated part of an address. */
  bare: readonly string[]
  han: readonly string[]
}

const DISTRICT_SUFFIXES = ['district', 'qu', 'new area', 'new district']

function matcherOf(d: District): DistrictMatcher {
  const base = words(d.name).join(' ')
  const aliases = (d.aliases ?? []).filter((a) => !/\p{Script=Han}/u.test(a)).map((a) => words(a).join(' '))
  const hanAliases = (d.aliases ?? []).filter((a) => /\p{Script=Han}/u.test(a))
  const stem = d.zh.replace(/(?:新区|区|街道|镇)$/u, '')
  return {
    district: d,
    phrases: [...DISTRICT_SUFFIXES.map((s) => ` ${base} ${s} `), ...aliases.map((a) => ` ${a} `)],
    bare: [base, ...aliases],
    // The bare Chinese stem only when it is long enough not to hide inside a street name.
    han: [d.zh, ...hanAliases, ...(stem.length >= 3 ? [stem] : [])],
  }
}

const matchers = new Map<string, readonly DistrictMatcher[]>([...areaById].map(([id, a]) => [id, a.districts.map(matcherOf)]))

/** The district an address names, if the city has one by that name: "Beijing, Haidian District, ..." -> Haidian. */
export function districtNamed(areaId: string, text: string): District | undefined {
  const list = matchers.get(areaId)
  if (!list || list.length === 0) return undefined
  const padded = ` ${words(text).join(' ')} `
  const parts = text.split(/[,，、;；]/u).map((p) => words(p).join(' '))
  const hasHan = /\p{Script=Han}/u.test(text)
  for (const m of list) {
    if (m.phrases.some((p) => padded.includes(p))) return m.district
    if (m.bare.some((b) => parts.includes(b))) return m.district
    if (hasHan && m.han.some((h) => text.includes(h))) return m.district
  }
  return undefined
}

/**
 * The district a text names in the preferred city, else in any other (the gazetteer cities first):
 * "Futian" said in Beijing is Shenzhen's. Undefined when no city has one by that name.
 */
export function districtAnywhere(preferred: string, text: string): { area: GeoArea; district: District } | undefined {
  const own = districtNamed(preferred, text)
  if (own) return { area: areaById.get(preferred) as GeoArea, district: own }
  for (const area of areaById.values()) {
    if (area.id === preferred) continue
    const district = districtNamed(area.id, text)
    if (district) return { area, district }
  }
  return undefined
}

/**
 * The text without the part that names the district ("Sanlitun, Chaoyang District" -> "Sanlitun"),
 * so what is left can be looked up; undefined when nothing was taken off or nothing is left.
 */
export function withoutDistrict(text: string, district: District): string | undefined {
  const m = matcherOf(district)
  const parts = text.split(/[,，、;；]/u)
  const kept = parts.filter((p) => {
    const w = words(p).join(' ')
    return !m.bare.includes(w) && !m.phrases.includes(` ${w} `) && !m.han.includes(p.trim())
  })
  if (kept.length < parts.length) return kept.some((p) => p.trim() !== '') ? kept.join(',') : undefined
  const padded = ` ${words(text).join(' ')} `
  const phrase = m.phrases.find((p) => padded.includes(p))
  if (phrase) return padded.replace(phrase, ' ').trim() || undefined
  const han = m.han.find((h) => text.includes(h))
  return han ? text.replace(han, '').trim() || undefined : undefined
}

/** Whether a bare key is nothing but a district's name ("Haidian District" -> put it at the district's centre). */
export function isOnlyDistrict(district: District, bareKey: string): boolean {
  const m = matcherOf(district)
  const keys = [...m.phrases.map((p) => p.replace(/ /g, '')), ...m.bare.map((b) => b.replace(/ /g, '')), ...m.han]
  return keys.includes(bareKey)
}

/** Ids of places that are not in the gazetteer: geocoded addresses and outline landmarks. */
export const GEOCODED_PREFIX = 'addr_'

export interface Landmark {
  city: string
  kind: Extract<PlaceKind, 'station' | 'airport'>
  /** The landmark as a place: at its real coordinates, one id for every spelling. */
  place: ResolvedPlace
}

function landmarkOf(c: OutlineCity, lm: OutlineLandmark, kind: Landmark['kind']): Landmark {
  const area = areaById.get(c.id) as GeoArea
  const point = { lat: lm.lat, lng: lm.lng }
  const place: ResolvedPlace = Object.freeze({
    id: GEOCODED_PREFIX + hashTag(`${c.id}:${placeText(lm.name).key}`), name: lm.name, nameZh: lm.zh, city: c.id,
    district: lm.district ?? nearestOutlineDistrict(area, point), address: lm.name, kind, lat: lm.lat, lng: lm.lng, source: 'geocoded' as const,
  })
  return { city: c.id, kind, place }
}

/** Outline cities' stations and airports by full key, and by city and bare key. */
const landmarkByKey = new Map<string, Landmark>()
const landmarkByCityKey = new Map<string, Landmark>()
const landmarks: Landmark[] = []
for (const c of outlineCities) {
  const entries: [OutlineLandmark | undefined, Landmark['kind']][] = [[c.railwayStation, 'station'], [c.airport, 'airport']]
  for (const [lm, kind] of entries) {
    if (!lm) continue
    const found = landmarkOf(c, lm, kind)
    landmarks.push(found)
    for (const text of [lm.name, lm.zh, ...(lm.aliases ?? [])]) {
      const t = placeText(text)
      if (!landmarkByKey.has(t.key)) landmarkByKey.set(t.key, found)
      // "Guangzhou South Station, Guangzhou" and "广州南站" meet "Guangzhou South Railway Station" once the city is off.
      if (t.city === c.id || t.city === undefined) landmarkByCityKey.set(`${c.id}/${t.bare}`, found)
    }
  }
}

/** Every outline landmark place, and by id. */
export const landmarkPlaces: readonly ResolvedPlace[] = Object.freeze(landmarks.map((l) => l.place))
export const landmarkById: ReadonlyMap<string, ResolvedPlace> = new Map(landmarkPlaces.map((p) => [p.id, p]))

/** An outline city's station or airport named by a text ('Guangzhou South Railway Station', '广州南站'). */
export function outlineLandmark(key: string, bare: string, city: string | undefined): ResolvedPlace | undefined {
  return (landmarkByKey.get(key) ?? (city !== undefined ? landmarkByCityKey.get(`${city}/${bare}`) : undefined))?.place
}
