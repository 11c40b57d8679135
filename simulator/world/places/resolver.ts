import { hashString, hashTag, type LatLng, type PlaceKind, type PlaceResolver } from '../../../apps/kit/index.ts'
import { areaById, districtNamed, GEOCODED_PREFIX, isOnlyDistrict, landmarkById, landmarkPlaces, nearestOutlineDistrict, outlineLandmark, type GeoArea } from './areas.ts'
import { cityIdOfKey, lookupKey, lookupKeyIn, nearestDistrict, nearestPlaces, placeById } from './gazetteer.ts'
import { haversineKm, offsetKm } from './geo.ts'
import { placeKey, placeText, type PlaceText } from './normalize.ts'
import type { District, ResolvedPlace } from './types.ts'

/**
 * Free text to a place, for one user in one city. Order: the user's saved labels ("home", "my
 * office", "公司"), then the gazetteer (the user's city first, then the others), then a geocoded
 * address whose id and coordinates follow from the text alone: inside the city the text names (one of
 * the gazetteer cities or an outline city), inside the district it names when the city has one by
 * that name. Never throws.
 */

export interface PlaceResolverOptions {
  /** The user's city: an id or any alias ("Beijing", "北京", "Chengdu"); unknown cities fall back to Beijing. */
  city: string
  /** The user's labels (home, office, gym, ...) to a place id or free text. */
  saved?: Readonly<Record<string, string>>
}

export interface CityPlaceResolver extends PlaceResolver {
  /** The canonical id of the user's city. */
  readonly city: string
  resolve(text: string): ResolvedPlace
  get(id: string): ResolvedPlace | undefined
  near(point: LatLng, kind: PlaceKind, limit: number): ResolvedPlace[]
}

/** Bound on each resolver's memo of geocoded texts; the memo is a pure cache, so clearing it is harmless. */
const MEMO_LIMIT = 10_000

/** Labels that mean the same saved place: whichever of them the user saved, the others reach it. */
const LABEL_SYNONYMS: readonly (readonly string[])[] = [
  ['home', 'house', 'my place', 'residence', 'apartment', 'flat', '家', '我家', '家里', '住处', '住址', '家庭住址', '回家'],
  ['office', 'work', 'workplace', 'company', 'job', 'the office', 'my work', '公司', '单位', '办公室', '上班', '工作单位', '工作地点'],
  ['gym', 'fitness', 'fitness center', 'the gym', '健身房'],
  ['school', 'campus', 'university', '学校'],
  ['parents', 'parents home', "parents' house", "my parents' place", '父母家', '爸妈家'],
]

/** How a label may be said: "home", "my home", "home address", "我的家". */
const labelForms = (label: string): string[] => [label, `my ${label}`, `our ${label}`, `${label} address`, `my ${label} address`, `我的${label}`, `${label}地址`]

export { GEOCODED_PREFIX }

/** A city name or alias to its canonical id. */
export function resolveCityId(text: string): string | undefined {
  return cityIdOfKey(placeKey(text))
}

/** A point within `radiusKm` of `center`, derived from the key alone, uniform over the disc. */
function hashedPoint(center: LatLng, radiusKm: number, seed: string): LatLng {
  const angle = (hashString(`geo-angle:${seed}`) / 2 ** 32) * 2 * Math.PI
  const radius = radiusKm * Math.sqrt(hashString(`geo-radius:${seed}`) / 2 ** 32)
  return offsetKm(center, radius * Math.cos(angle), radius * Math.sin(angle))
}

/** Whitespace collapsed, each word capitalized: '  88 UNKNOWN road' -> '88 Unknown Road'. */
const canonicalAddress = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase())

const districtAt = (area: GeoArea, point: LatLng): string => (area.detailed ? nearestDistrict(area.id, point) : nearestOutlineDistrict(area, point))

/**
 * An address's place: at the city's centre for a bare city name, at a district's centre for a bare
 * district, else a point hashed from the key inside the named district or, naming none, the city.
 */
function geocode(text: string, key: string, area: GeoArea, atCentre: boolean, district: District | undefined): ResolvedPlace {
  const seed = `${area.id}:${key}`
  const point = atCentre
    ? { lat: area.center.lat, lng: area.center.lng }
    : district
      ? isOnlyDistrict(district, key)
        ? { lat: district.center.lat, lng: district.center.lng }
        : hashedPoint(district.center, district.radiusKm, seed)
      : hashedPoint(area.center, area.radiusKm, seed)
  // One name per id: spelling variants that share a key must not differ in what apps store.
  const name = text === '' || atCentre ? area.name : canonicalAddress(text)
  return Object.freeze({
    id: GEOCODED_PREFIX + hashTag(seed), name, city: area.id, district: district?.name ?? districtAt(area, point),
    address: name, kind: 'address' as const, lat: point.lat, lng: point.lng, source: 'geocoded' as const,
  })
}

/** Nearest places of a kind: the gazetteer's, and outline cities' stations and airports. */
function nearWithLandmarks(point: LatLng, kind: PlaceKind, limit: number): ResolvedPlace[] {
  const found = nearestPlaces(point, kind, limit)
  if (kind !== 'station' && kind !== 'airport') return found
  const extra = landmarkPlaces.filter((p) => p.kind === kind)
  if (found.length === 0 && extra.length === 0) return found
  const n = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit))
  return [...found, ...extra]
    .map((p) => ({ p, d: haversineKm(point, p) }))
    .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0))
    .slice(0, n)
    .map((x) => x.p)
}

const COORDINATES = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,，\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/u

/** 'lat,lng' (or 'lng,lat', told apart by range) to a place in the nearest known city; undefined for other text. */
function coordinatePlace(text: string): ResolvedPlace | undefined {
  const m = COORDINATES.exec(text)
  if (!m) return undefined
  let lat = Number(m[1])
  let lng = Number(m[2])
  if (Math.abs(lat) > 90 && Math.abs(lng) <= 90) [lat, lng] = [lng, lat]
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  const point = { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 }
  let area = areaById.get('beijing') as GeoArea
  let best = Infinity
  for (const a of areaById.values()) {
    const d = haversineKm(point, a.center)
    if (d < best) [best, area] = [d, a]
  }
  const name = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`
  return Object.freeze({
    id: GEOCODED_PREFIX + hashTag(`pt:${name}`), name, city: area.id, district: districtAt(area, point), address: name,
    kind: 'address' as const, lat: point.lat, lng: point.lng, source: 'geocoded' as const,
  })
}

export function createPlaceResolver(options: PlaceResolverOptions): CityPlaceResolver {
  const home = areaById.get(resolveCityId(options.city) ?? '') ?? (areaById.get('beijing') as GeoArea)
  const geocoded = new Map<string, ResolvedPlace>()
  const geocodedById = new Map<string, ResolvedPlace>()
  /** resolve's answers by text (a pure cache of a pure function: clearing it is harmless). */
  const answered = new Map<string, ResolvedPlace>()

  /** Gazetteer, then outline landmarks, then geocoding: everything but the saved labels. */
  function lookup(text: string, t: PlaceText): ResolvedPlace {
    const memo = geocoded.get(text)
    if (memo) return memo
    const point = coordinatePlace(text)
    if (point) {
      geocodedById.set(point.id, point)
      return point
    }
    const preferred = t.city ?? home.id
    const hit = lookupKey(t.key, preferred) ?? (t.bare !== t.key && t.city !== undefined ? lookupKeyIn(t.bare, t.city) : undefined)
    if (hit) return hit
    const cityOnly = cityIdOfKey(t.key)
    const area = areaById.get(cityOnly ?? preferred) ?? home
    const landmark = cityOnly ? undefined : outlineLandmark(t.key, t.bare, t.city)
    if (landmark) return landmark
    const place = geocode(text, cityOnly ? area.id : t.bare, area, cityOnly !== undefined, cityOnly ? undefined : districtNamed(area.id, text))
    if (geocoded.size >= MEMO_LIMIT) {
      geocoded.clear()
      geocodedById.clear()
    }
    geocoded.set(text, place)
    geocodedById.set(place.id, place)
    return place
  }
  const lookupText = (raw: string): ResolvedPlace => {
    const text = raw.trim()
    return placeById.get(text) ?? landmarkById.get(text) ?? lookup(text, placeText(text))
  }

  const savedByKey = new Map<string, ResolvedPlace>()
  const entries = Object.entries(options.saved ?? {})
  const savedPlaces = entries.map(([label, value]): [string, ResolvedPlace] => [
    label.trim().toLowerCase(),
    Object.freeze({ ...lookupText(value), source: 'saved' as const, label: label.trim() }),
  ])
  // the labels as saved first, then their synonyms: an explicit label always wins
  for (const [label, place] of savedPlaces) {
    for (const form of labelForms(label)) {
      const key = placeKey(form)
      if (key !== '' && !savedByKey.has(key)) savedByKey.set(key, place)
    }
  }
  for (const [label, place] of savedPlaces) {
    const group = LABEL_SYNONYMS.find((g) => g.some((s) => placeKey(s) === placeKey(label)))
    for (const synonym of group ?? []) {
      for (const form of labelForms(synonym)) {
        const key = placeKey(form)
        if (key !== '' && !savedByKey.has(key)) savedByKey.set(key, place)
      }
    }
  }

  return {
    city: home.id,
    resolve(input: string): ResolvedPlace {
      const text = (typeof input === 'string' ? input : String(input ?? '')).trim()
      const byId = placeById.get(text) ?? landmarkById.get(text)
      if (byId) return byId
      // What resolve answered before, it answers again: apps resolve the same few texts over and over.
      const known = answered.get(text)
      if (known) return known
      const t = placeText(text)
      const place = savedByKey.get(t.key) ?? lookup(text, t)
      if (answered.size >= MEMO_LIMIT) answered.clear()
      answered.set(text, place)
      return place
    },
    resolveCity: resolveCityId,
    get: (id: string) => placeById.get(id) ?? landmarkById.get(id) ?? geocodedById.get(id),
    near: nearWithLandmarks,
    distanceKm: haversineKm,
  }
}
