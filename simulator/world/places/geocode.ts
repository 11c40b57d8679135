import { hashString, hashTag, type LatLng, type PlaceKind } from '../../../apps/kit/index.ts'
import { areaById, GEOCODED_PREFIX, isOnlyDistrict, landmarkPlaces, nearestOutlineDistrict, type GeoArea } from './areas.ts'
import { nearestDistrict, nearestPlaces } from './gazetteer.ts'
import { haversineKm, offsetKm } from './geo.ts'
import type { District, ResolvedPlace } from './types.ts'

/**
 * Points for text the gazetteer does not name: an address inside the city and district it names, a
 * point written as coordinates, a shop beside a known place. Each id and point follow from the text
 * alone, so every resolver, in every session, puts the same text at the same place.
 */

/** A point within `radiusKm` of `center`, derived from the key alone, uniform over the disc. */
function hashedPoint(center: LatLng, radiusKm: number, seed: string): LatLng {
  const angle = (hashString(`geo-angle:${seed}`) / 2 ** 32) * 2 * Math.PI
  const radius = radiusKm * Math.sqrt(hashString(`geo-radius:${seed}`) / 2 ** 32)
  return offsetKm(center, radius * Math.cos(angle), radius * Math.sin(angle))
}

/** Whitespace collapsed, each word capitalized: '  88 UNKNOWN road' -> '88 Unknown Road'. */
export const canonicalAddress = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase())

const districtAt = (area: GeoArea, point: LatLng): string => (area.detailed ? nearestDistrict(area.id, point) : nearestOutlineDistrict(area, point))

/**
 * An address's place: at the city's centre for a bare city name, at a district's centre for a bare
 * district, else a point hashed from the key inside the named district or, naming none, the city.
 */
export function geocode(text: string, key: string, area: GeoArea, atCentre: boolean, district: District | undefined): ResolvedPlace {
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

/** A shop or gate written beside a known place ("KFC (Sanlitun Taikoo Li)"): a point within 300 m of it. */
export function beside(anchor: ResolvedPlace, outer: string, outerKey: string): ResolvedPlace {
  const seed = `${anchor.id}:${outerKey}`
  const point = hashedPoint(anchor, 0.3, seed)
  const name = `${canonicalAddress(outer)} (${anchor.name})`
  return Object.freeze({
    id: GEOCODED_PREFIX + hashTag(`beside:${seed}`), name, city: anchor.city, district: anchor.district,
    address: anchor.address ? `${anchor.address}, ${anchor.name}` : name, kind: 'address' as const, lat: point.lat, lng: point.lng, source: 'geocoded' as const,
  })
}

/** Nearest places of a kind: the gazetteer's, and outline cities' stations and airports. */
export function nearWithLandmarks(point: LatLng, kind: PlaceKind, limit: number): ResolvedPlace[] {
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
export function coordinatePlace(text: string): ResolvedPlace | undefined {
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
