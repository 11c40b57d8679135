import { isNight } from '../roads.ts'
import type { IntercityRule, PriceRule, RideClass } from './flavour.ts'

/** Fares from a class's tariff: metered in the city, a fixed long-distance price between cities. */

const round2 = (x: number): number => Math.round(x * 100) / 100

export interface FareBreakdown {
  baseFare: number
  distanceFee: number
  timeFee: number
  longDistanceFee: number
  nightSurcharge: number
  /** Expressway tolls, on intercity rides. */
  highwayTolls?: number
}

export interface Fare {
  total: number
  currency: 'CNY'
  breakdown: FareBreakdown
}

/** The metered city fare: base, distance beyond the included km, minutes, long-distance and night fees. */
export function computeFare(rule: PriceRule, distanceKm: number, minutes: number, startMs: number): Fare {
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

/** Tolls start once the car is on the expressway, about 10 km out of town. */
const TOLL_FREE_KM = 10

/** An intercity ride's fixed price: no meter, no night fee; the empty drive home and the tolls are in it. */
export function intercityFare(rule: IntercityRule, distanceKm: number): Fare {
  const breakdown: FareBreakdown = {
    baseFare: rule.baseFare,
    distanceFee: round2(distanceKm * rule.perKm),
    timeFee: 0,
    longDistanceFee: round2(distanceKm * rule.emptyReturnPerKm),
    nightSurcharge: 0,
    highwayTolls: round2(Math.max(0, distanceKm - TOLL_FREE_KM) * rule.tollPerKm),
  }
  const total = round2(breakdown.baseFare + breakdown.distanceFee + breakdown.longDistanceFee + (breakdown.highwayTolls ?? 0))
  return { total, currency: 'CNY', breakdown }
}

/** The fare of a trip in a class: intercity at the fixed price, else metered for the given minutes. */
export const fareFor = (cls: RideClass, intercity: boolean, distanceKm: number, minutes: number, startMs: number): Fare =>
  intercity ? intercityFare(cls.intercity, distanceKm) : computeFare(cls.tariff, distanceKm, minutes, startMs)
