import { localParts, type LatLng } from '../kit/index.ts'

/**
 * Didi's fare model: Beijing's published per-class rules (base fare covering the first 3 km, a
 * per-km and a per-minute fee, a long-distance fee beyond 15 km and a night fee from 23:00 to 05:00).
 * Pure functions of distance, minutes and the local start time.
 */
export type TaxiType = 'Express' | 'Premier'
export const TAXI_TYPES = ['Express', 'Premier'] as const

interface PriceRule {
  /** Covers the first `includedKm`. */
  baseFare: number
  includedKm: number
  perKm: number
  perMinute: number
  /** Extra per km beyond `longDistanceFromKm` (远途费). */
  longDistancePerKm: number
  longDistanceFromKm: number
  /** Extra per km when the trip starts between 23:00 and 05:00 (夜间费). */
  nightPerKm: number
  /** Charged when the rider cancels after the driver has set off. */
  cancellationFee: number
}

export const priceRules: Readonly<Record<TaxiType, PriceRule>> = {
  Express: { baseFare: 13, includedKm: 3, perKm: 2.3, perMinute: 0.5, longDistancePerKm: 0.8, longDistanceFromKm: 15, nightPerKm: 0.8, cancellationFee: 5 },
  Premier: { baseFare: 30, includedKm: 3, perKm: 4.2, perMinute: 0.8, longDistancePerKm: 1.6, longDistanceFromKm: 15, nightPerKm: 1.2, cancellationFee: 10 },
}

/** Roads wind: the driven distance is about 1.3 times the straight line. */
const DETOUR_FACTOR = 1.3
const EARTH_RADIUS_KM = 6371

const round2 = (x: number): number => Math.round(x * 100) / 100
const round1 = (x: number): number => Math.round(x * 10) / 10

export function roadDistanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  const straight = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
  return Math.max(0.5, round1(straight * DETOUR_FACTOR))
}

export const isNight = (ms: number): boolean => {
  const h = localParts(ms).hour
  return h >= 23 || h < 5
}

const isRushHour = (ms: number): boolean => {
  const { hour, minute, weekday } = localParts(ms)
  if (weekday === 0 || weekday === 6) return false
  const t = hour * 60 + minute
  return (t >= 7 * 60 && t < 9 * 60 + 30) || (t >= 17 * 60 && t < 19 * 60 + 30)
}

/** City traffic: slow in rush hour, fast at night; long trips use ring roads and expressways. */
export function estimateMinutes(distanceKm: number, startMs: number): number {
  const hour = localParts(startMs).hour
  const cityKmh = isRushHour(startMs) ? 20 : hour >= 22 || hour < 6 ? 38 : 27
  const kmh = cityKmh + Math.min(25, distanceKm * 0.5)
  return Math.max(3, Math.round((distanceKm / kmh) * 60) + 2)
}

export interface FareBreakdown {
  baseFare: number
  distanceFee: number
  timeFee: number
  longDistanceFee: number
  nightSurcharge: number
}

export interface Fare {
  total: number
  currency: 'CNY'
  breakdown: FareBreakdown
}

export function computeFare(taxiType: TaxiType, distanceKm: number, minutes: number, startMs: number): Fare {
  const rule = priceRules[taxiType]
  const breakdown: FareBreakdown = {
    baseFare: rule.baseFare,
    distanceFee: round2(Math.max(0, distanceKm - rule.includedKm) * rule.perKm),
    timeFee: round2(minutes * rule.perMinute),
    longDistanceFee: round2(Math.max(0, distanceKm - rule.longDistanceFromKm) * rule.longDistancePerKm),
    nightSurcharge: isNight(startMs) ? round2(distanceKm * rule.nightPerKm) : 0,
  }
  const total = round2(breakdown.baseFare + breakdown.distanceFee + breakdown.timeFee + breakdown.longDistanceFee + breakdown.nightSurcharge)
  return { total, currency: 'CNY', breakdown }
}
