import { localParts, type LatLng } from '../kit/index.ts'

/**
 * How far and how long by road, shared by every transport app so a ride, a map route and a bike
 * trip between the same places agree: a detour factor over the straight line, and a traffic model
 * that follows the virtual clock (rush hours, night) and switches to expressway speeds on long trips.
 */

const EARTH_RADIUS_KM = 6371
const RAD = Math.PI / 180

const round1 = (x: number): number => Math.round(x * 10) / 10

export function straightKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = (b.lng - a.lng) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** City streets wind (1.3 times the straight line); beyond 80 km expressways run straighter (1.2). */
const CITY_DETOUR = 1.3
const HIGHWAY_DETOUR = 1.2
const CITY_SPAN_KM = 80

export function roadDistanceKm(a: LatLng, b: LatLng): number {
  const s = straightKm(a, b)
  const road = CITY_DETOUR * Math.min(s, CITY_SPAN_KM) + HIGHWAY_DETOUR * Math.max(0, s - CITY_SPAN_KM)
  return Math.max(0.5, round1(road))
}

export const isNight = (ms: number): boolean => {
  const h = localParts(ms).hour
  return h >= 23 || h < 5
}

/** Weekday 07:00-09:30 and 17:00-19:30. */
export const isRushHour = (ms: number): boolean => {
  const { hour, minute, weekday } = localParts(ms)
  if (weekday === 0 || weekday === 6) return false
  const t = hour * 60 + minute
  return (t >= 7 * 60 && t < 9 * 60 + 30) || (t >= 17 * 60 && t < 19 * 60 + 30)
}

/** Average city driving speed at a time: slow in rush hour, fast late at night. */
export function cityKmh(startMs: number): number {
  const hour = localParts(startMs).hour
  return isRushHour(startMs) ? 20 : hour >= 22 || hour < 6 ? 38 : 27
}

/** Beyond this, a trip is mostly expressway: 95 km/h, and a 20-minute break every 4 hours at the wheel. */
const LONG_TRIP_KM = 100
const HIGHWAY_KMH = 95
const BREAK_EVERY_MIN = 240
const BREAK_MIN = 20

/** Minutes to drive `distanceKm` starting at `startMs`. Longer city trips use ring roads and expressways. */
export function drivingMinutes(distanceKm: number, startMs: number): number {
  const cityKm = Math.min(distanceKm, LONG_TRIP_KM)
  const kmh = cityKmh(startMs) + Math.min(25, cityKm * 0.5)
  const cityMin = Math.max(3, Math.round((cityKm / kmh) * 60) + 2)
  if (distanceKm <= LONG_TRIP_KM) return cityMin
  // Past the city: expressway, with breaks.
  const highwayMin = ((distanceKm - LONG_TRIP_KM) / HIGHWAY_KMH) * 60
  return Math.round(cityMin + highwayMin + Math.floor(highwayMin / BREAK_EVERY_MIN) * BREAK_MIN)
}
