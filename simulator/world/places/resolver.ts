import type { LatLng, PlaceKind, PlaceResolver } from '../../../apps/kit/index.ts'
import { looksLikeAddress, namesPlaceKind } from './address-shape.ts'
import { areaById, districtAnywhere, districtNamed, GEOCODED_PREFIX, isOnlyDistrict, landmarkById, outlineLandmark, withoutDistrict, type GeoArea } from './areas.ts'
import { cityIdOfKey, lookupKey, lookupKeyIn, placeById } from './gazetteer.ts'
import { beside, coordinatePlace, geocode, nearWithLandmarks } from './geocode.ts'
import { haversineKm } from './geo.ts'
import { placeKey, placeText, type PlaceText } from './normalize.ts'
import { suggestPlaces } from './suggest.ts'
import type { District, ResolvedPlace } from './types.ts'
import { bracketAnchor, withoutNearWords, withoutTerminal } from './variants.ts'

/**
 * Free text to a place, for one user in one city. Order: the user's saved labels ("home", "my
 * office", "公司"), then the gazetteer (the user's city first, then the others), then a geocoded
 * address whose id and coordinates follow from the text alone: inside the city the text names (one of
 * the gazetteer cities or an outline city), inside the district it names when the city has one by
 * that name. Never throws. `lookup` tells the text it found (names, addresses, districts, cities) from
 * text it only geocoded because nothing else was left, and offers the nearest names for that.
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
  lookup(text: string): ResolvedLookup
}

export type ResolvedLookup = { found: true; place: ResolvedPlace } | { found: false; suggestions: readonly ResolvedPlace[] }

/** What one text resolves to, and whether a search would have found it. */
interface Answer {
  place: ResolvedPlace
  found: boolean
  /** For text not found: the nearest known places, worked out on the first lookup. */
  suggestions?: readonly ResolvedPlace[]
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

/** The district a text names in one city, with the city. */
function districtIn(city: string, text: string): { area: GeoArea; district: District } | undefined {
  const district = districtNamed(city, text)
  return district ? { area: areaById.get(city) as GeoArea, district } : undefined
}

/** The gazetteer place (or outline station or airport) a text names, spelled whole: no geocoding. */
function named(text: string, preferred: string): ResolvedPlace | undefined {
  const t = placeText(text)
  const hit = lookupKey(t.key, t.city ?? preferred) ?? (t.bare !== t.key && t.city !== undefined ? lookupKeyIn(t.bare, t.city) : undefined)
  return hit ?? (cityIdOfKey(t.key) === undefined ? outlineLandmark(t.key, t.bare, t.city) : undefined)
}

/**
 * A known place written with something around it: a terminal of an airport, "near ...", a district
 * beside the name ("Sanlitun, Chaoyang District"), a shop beside a known place ("KFC (Sanlitun)").
 */
function namedWithin(text: string, t: PlaceText, home: GeoArea): ResolvedPlace | undefined {
  const preferred = t.city ?? home.id
  const terminal = withoutTerminal(text)
  const airport = terminal === undefined ? undefined : named(terminal, preferred)
  if (airport?.kind === 'airport') return airport
  const near = withoutNearWords(text)
  const around = near === undefined ? undefined : named(near, preferred)
  if (around) return around
  const d = t.city !== undefined ? districtIn(t.city, text) : districtAnywhere(home.id, text)
  // A street address keeps its own point: only a name beside its district is looked up without it.
  const rest = d ? withoutDistrict(text, d.district) : undefined
  if (d && rest !== undefined && !looksLikeAddress(rest)) {
    const r = placeText(rest)
    const hit = lookupKeyIn(r.key, d.area.id) ?? lookupKeyIn(r.bare, d.area.id)
    if (hit) return hit
  }
  const bracket = bracketAnchor(text)
  const anchor = bracket === undefined ? undefined : named(bracket.anchor, preferred)
  return anchor && bracket ? beside(anchor, bracket.outer, placeKey(bracket.outer)) : undefined
}

export function createPlaceResolver(options: PlaceResolverOptions): CityPlaceResolver {
  const home = areaById.get(resolveCityId(options.city) ?? '') ?? (areaById.get('beijing') as GeoArea)
  const geocodedById = new Map<string, ResolvedPlace>()
  /** Answers by text (a pure cache of a pure function: clearing it is harmless). */
  const answered = new Map<string, Answer>()
  const remember = (p: ResolvedPlace): ResolvedPlace => {
    if (p.source === 'geocoded' && !landmarkById.has(p.id)) {
      if (geocodedById.size >= MEMO_LIMIT) geocodedById.clear()
      geocodedById.set(p.id, p)
    }
    return p
  }

  /** Everything but the saved labels: coordinates, the gazetteer, known places within the text, then geocoding. */
  function answerOf(text: string, t: PlaceText): Answer {
    const byId = placeById.get(text) ?? landmarkById.get(text)
    if (byId) return { place: byId, found: true }
    const point = coordinatePlace(text)
    if (point) return { place: remember(point), found: true }
    const hit = named(text, t.city ?? home.id)
    if (hit) return { place: hit, found: true }
    const cityOnly = cityIdOfKey(t.key)
    if (cityOnly) return { place: remember(geocode(text, cityOnly, areaById.get(cityOnly) ?? home, true, undefined)), found: true }
    const within = namedWithin(text, t, home)
    if (within) return { place: remember(within), found: true }
    // An address: in the city it names, else in the city of the district it names ("Futian" is Shenzhen's), else at home.
    const inCity = t.city !== undefined ? areaById.get(t.city) : undefined
    const located = inCity ? { area: inCity, district: districtNamed(inCity.id, text) } : districtAnywhere(home.id, text) ?? { area: home, district: undefined }
    const place = remember(geocode(text, t.bare, located.area, false, located.district))
    const district = located.district
    const found = (district !== undefined && isOnlyDistrict(district, t.bare)) || looksLikeAddress(text) || ((district !== undefined || t.city !== undefined) && namesPlaceKind(text))
    return { place, found }
  }

  const savedByKey = new Map<string, ResolvedPlace>()
  const entries = Object.entries(options.saved ?? {})
  const savedPlaces = entries.map(([label, value]): [string, ResolvedPlace] => {
    const text = value.trim()
    return [label.trim().toLowerCase(), Object.freeze({ ...answerOf(text, placeText(text)).place, source: 'saved' as const, label: label.trim() })]
  })
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
  /** A saved free-text address is known to the user's apps by its text too. */
  const savedIds = new Set(savedPlaces.map(([, p]) => p.id))
  const savedList = savedPlaces.map(([, p]) => p)

  function answer(input: unknown): Answer {
    const text = (typeof input === 'string' ? input : String(input ?? '')).trim()
    // What was answered before is answered again: apps resolve the same few texts over and over.
    const known = answered.get(text)
    if (known) return known
    const t = placeText(text)
    const saved = savedByKey.get(t.key)
    const a: Answer = saved ? { place: saved, found: true } : answerOf(text, t)
    const out: Answer = !a.found && savedIds.has(a.place.id) ? { place: a.place, found: true } : a
    if (answered.size >= MEMO_LIMIT) answered.clear()
    answered.set(text, out)
    return out
  }

  return {
    city: home.id,
    resolve: (text: string): ResolvedPlace => answer(text).place,
    lookup(text: string): ResolvedLookup {
      const a = answer(text)
      if (a.found) return { found: true, place: a.place }
      a.suggestions ??= suggestPlaces(String(text ?? ''), home.id, savedList)
      return { found: false, suggestions: a.suggestions }
    },
    resolveCity: resolveCityId,
    get: (id: string) => placeById.get(id) ?? landmarkById.get(id) ?? geocodedById.get(id),
    near: nearWithLandmarks,
    distanceKm: haversineKm,
  }
}
