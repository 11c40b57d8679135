import type { LatLng } from '../../../apps/kit/index.ts'
import type { Bounds } from './types.ts'

/** Distances on the sphere, and moving a point by kilometres. */

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_LAT = 111.32
const RAD = Math.PI / 180

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = (b.lng - a.lng) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Squared planar distance in km²; cheap, and orders points the same as haversine at city scale. */
export function planarKm2(a: LatLng, b: LatLng): number {
  const dy = (b.lat - a.lat) * KM_PER_DEGREE_LAT
  const dx = (b.lng - a.lng) * KM_PER_DEGREE_LAT * Math.cos(((a.lat + b.lat) / 2) * RAD)
  return dx * dx + dy * dy
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6

/** The point `northKm` north and `eastKm` east of `from`, rounded to 6 decimals (~0.1 m). */
export function offsetKm(from: LatLng, northKm: number, eastKm: number): LatLng {
  const lat = from.lat + northKm / KM_PER_DEGREE_LAT
  const lng = from.lng + eastKm / (KM_PER_DEGREE_LAT * Math.cos(from.lat * RAD))
  return { lat: round6(lat), lng: round6(lng) }
}

export const inBounds = (p: LatLng, b: Bounds): boolean =>
  p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng
