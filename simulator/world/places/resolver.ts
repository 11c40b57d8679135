import { hashString, hashTag, type LatLng, type PlaceKind, type PlaceResolver } from '../../../apps/kit/index.ts'
import { cities } from './cities.ts'
import { cityById, cityIdOfKey, lookupKey, nearestDistrict, nearestPlaces, placeById } from './gazetteer.ts'
import { haversineKm, offsetKm } from './geo.ts'
import { placeKey, placeText, type PlaceText } from './normalize.ts'
import type { City, ResolvedPlace } from './types.ts'

/**
 * Free text to a place, for one user in one city. Order: the user's saved labels ("home", "my
 * office", "公司"), then the gazetteer (the user's city first, then the others), then a geocoded
 * address whose id and coordinates follow from the text alone. Never throws.
 */

export interface PlaceResolverOptions {
  /** The user's city: an id or any alias ("Beijing", "北京"); unknown cities fall back to Beijing. */
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

/** Geocoded addresses fall within this distance of the city centre. */
const GEOCODE_RADIUS_KM = 12
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

export const GEOCODED_PREFIX = 'addr_'

/** A city name or alias to its canonical id. */
export function resolveCityId(text: string): string | undefined {
  return cityIdOfKey(placeKey(text))
}

/** A point inside the city, derived from the key alone: within GEOCODE_RADIUS_KM of the centre, uniform over the disc. */
function geocodePoint(city: City, key: string): LatLng {
  const angle = (hashString(`geo-angle:${city.id}:${key}`) / 2 ** 32) * 2 * Math.PI
  const radius = GEOCODE_RADIUS_KM * Math.sqrt(hashString(`geo-radius:${city.id}:${key}`) / 2 ** 32)
  return offsetKm(city.center, radius * Math.cos(angle), radius * Math.sin(angle))
}

/** Whitespace collapsed, each word capitalized: '  88 UNKNOWN road' -> '88 Unknown Road'. */
const canonicalAddress = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase())

function geocode(text: string, key: string, city: City, atCentre: boolean): ResolvedPlace {
  const point = atCentre ? { lat: city.center.lat, lng: city.center.lng } : geocodePoint(city, key)
  // One name per id: spelling variants that share a key must not differ in what apps store.
  const name = text === '' ? city.name : canonicalAddress(text)
  return Object.freeze({
    id: GEOCODED_PREFIX + hashTag(key), name, city: city.id, district: nearestDistrict(city.id, point),
    address: name, kind: 'address' as const, lat: point.lat, lng: point.lng, source: 'geocoded' as const,
  })
}

export function createPlaceResolver(options: PlaceResolverOptions): CityPlaceResolver {
  const home = cityById.get(resolveCityId(options.city) ?? '') ?? (cities[0] as City)
  const geocoded = new Map<string, ResolvedPlace>()
  const geocodedById = new Map<string, ResolvedPlace>()

  /** Gazetteer, then geocoding: everything but the saved labels. */
  function lookup(text: string, t: PlaceText): ResolvedPlace {
    const memo = geocoded.get(text)
    if (memo) return memo
    const preferred = t.city ?? home.id
    const hit = lookupKey(t.key, preferred) ?? (t.bare !== t.key ? lookupKey(t.bare, preferred) : undefined)
    if (hit) return hit
    const cityOnly = cityIdOfKey(t.key)
    const city = cityById.get(cityOnly ?? preferred) ?? home
    const place = geocode(text, cityOnly ? t.key : t.bare, city, cityOnly !== undefined)
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
    return placeById.get(text) ?? lookup(text, placeText(text))
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
      const byId = placeById.get(text)
      if (byId) return byId
      const t = placeText(text)
      return savedByKey.get(t.key) ?? lookup(text, t)
    },
    resolveCity: resolveCityId,
    get: (id: string) => placeById.get(id) ?? geocodedById.get(id),
    near: nearestPlaces,
    distanceKm: haversineKm,
  }
}
