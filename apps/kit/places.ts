import { AppError } from './errors.ts'

/** What apps know about places; the gazetteer and resolution live in simulator/world/places. */

export type PlaceKind =
  | 'residence'
  | 'office'
  | 'mall'
  | 'cinema'
  | 'theater'
  | 'restaurant'
  | 'cafe'
  | 'gym'
  | 'park'
  | 'station'
  | 'airport'
  | 'hospital'
  | 'university'
  | 'hotel'
  | 'landmark'
  | 'stadium'
  | 'street'
  | 'address'

export interface LatLng {
  lat: number
  lng: number
}

export interface Place extends LatLng {
  /** Stable id, e.g. `bj_sanlitun_taikoo_li`; free-text addresses get `addr_<hash>`. */
  id: string
  name: string
  city: string
  district: string
  kind: PlaceKind
  /** How the text was resolved: a saved label of the user, a gazetteer entry, or a geocoded address. */
  source: 'saved' | 'gazetteer' | 'geocoded'
  /** The user's label when resolved from a saved place ('home', 'office'). */
  label?: string
  /** Street address, when known. */
  address?: string
  /** Chinese name, for gazetteer places. */
  nameZh?: string
}

/**
 * What a search for a place finds: the place, or nothing, with the known places whose names come
 * closest (the user's saved places when none comes close).
 */
export type PlaceLookup = { found: true; place: Place } | { found: false; suggestions: readonly Place[] }

export interface PlaceResolver {
  /**
   * Free text (a saved label, a name in any listed spelling, or an address) to a place; never fails:
   * text that names nothing known is geocoded to a point derived from it. For callers that need a point.
   */
  resolve(text: string): Place
  /**
   * Free text to the place it names, as a real app's search finds it: a saved label or text, a
   * gazetteer name, a city, a district, coordinates, or an address with a street or a building
   * number. Other text ('Mars Base Alpha', '2026-02-22') is not found. A found place is `resolve`'s.
   */
  lookup(text: string): PlaceLookup
  /** A city name or alias to its canonical id (e.g. 'Peking' -> 'beijing'), if known. */
  resolveCity(text: string): string | undefined
  get(id: string): Place | undefined
  /** Places of a kind nearest to a point, nearest first. */
  near(point: LatLng, kind: PlaceKind, limit: number): Place[]
  distanceKm(a: LatLng, b: LatLng): number
}

/** What a suggestion says: the user's label for a saved place ('home'), else the place's name; both resolve. */
export const suggestionText = (p: Place): string => p.label ?? p.name

/**
 * The place a location argument names, or a 404 `not_found` naming the argument and the nearest
 * known places: how a real app's search answers a place it cannot find.
 */
export function placeOrNotFound(places: PlaceResolver, text: string, path: string): Place {
  const r = places.lookup(text)
  if (r.found) return r.place
  const suggestions = [...new Set(r.suggestions.map(suggestionText))]
  const message = `No place called "${text}" was found; try a saved place, a landmark, a station or a street address${suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?)` : ''}`
  throw new AppError('not_found', message, { suggestions, issues: [{ path, code: 'unknown_place', message: `no place called "${text}"` }] })
}
