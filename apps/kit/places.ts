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

export interface PlaceResolver {
  /** Free text (a saved label, a name in any listed spelling, or an address) to a place; never fails. */
  resolve(text: string): Place
  /** A city name or alias to its canonical id (e.g. 'Peking' -> 'beijing'), if known. */
  resolveCity(text: string): string | undefined
  get(id: string): Place | undefined
  /** Places of a kind nearest to a point, nearest first. */
  near(point: LatLng, kind: PlaceKind, limit: number): Place[]
  distanceKm(a: LatLng, b: LatLng): number
}
