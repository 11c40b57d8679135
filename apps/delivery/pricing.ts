import type { Company, ShippingType } from './network.ts'
import type { Parcel } from './parcel.ts'

/**
 * Carrier price lists: a first-kilogram price and a price per further kilogram by distance zone,
 * on the chargeable weight (the larger of actual and volumetric weight). SF costs about twice STO.
 */

export const ZONES = ['same_city', 'nearby', 'regional', 'national'] as const
export type Zone = (typeof ZONES)[number]

export const zoneLabels: Readonly<Record<Zone, string>> = {
  same_city: 'Same city (同城)',
  nearby: 'Nearby, under 500 km (省内/邻省)',
  regional: 'Regional, 500-1,200 km (跨省)',
  national: 'National, over 1,200 km (远程)',
}

export function zoneOf(sameCity: boolean, distanceKm: number): Zone {
  if (sameCity && distanceKm < 100) return 'same_city'
  if (distanceKm < 500) return 'nearby'
  if (distanceKm < 1200) return 'regional'
  return 'national'
}

type Table = Readonly<Record<Zone, readonly [first: number, perKg: number]>>

const PRICES: Readonly<Record<Company, Readonly<Record<ShippingType, Table>>>> = {
  SF: {
    standard: { same_city: [13, 2], nearby: [18, 5], regional: [22, 10], national: [23, 13] },
    fast: { same_city: [16, 3], nearby: [22, 7], regional: [26, 13], national: [28, 16] },
  },
  STO: {
    standard: { same_city: [8, 1.5], nearby: [10, 2.5], regional: [12, 4], national: [15, 6] },
    fast: { same_city: [10, 2], nearby: [13, 3.5], regional: [16, 5], national: [19, 7.5] },
  },
}

/** cm³ per kilogram of volumetric weight: STO is more lenient with light, bulky parcels. */
const VOLUME_DIVISOR: Readonly<Record<Company, number>> = { SF: 6000, STO: 8000 }
const INSURANCE: Readonly<Record<Company, { rate: number; min: number }>> = { SF: { rate: 0.005, min: 1 }, STO: { rate: 0.01, min: 2 } }

export interface Fee {
  chargeableWeightKg: number
  volumetricWeightKg?: number
  firstWeightFee: number
  additionalWeightFee: number
  insuranceFee: number
  total: number
  currency: 'CNY'
}

const money = (x: number): number => Math.round(x * 100) / 100

export function quoteFee(company: Company, type: ShippingType, zone: Zone, parcel: Parcel): Fee {
  const volumetric = parcel.dimensionsCm ? money(parcel.dimensionsCm.reduce((a, b) => a * b, 1) / VOLUME_DIVISOR[company]) : undefined
  // Billed in whole kilograms, rounded up.
  const chargeable = Math.max(1, Math.ceil(Math.max(parcel.weightKg, volumetric ?? 0) - 1e-9))
  const [first, perKg] = PRICES[company][type][zone]
  const additional = money((chargeable - 1) * perKg)
  const ins = INSURANCE[company]
  const insuranceFee = parcel.declaredValue ? money(Math.max(ins.min, parcel.declaredValue * ins.rate)) : 0
  return {
    chargeableWeightKg: chargeable,
    ...(volumetric !== undefined ? { volumetricWeightKg: volumetric } : {}),
    firstWeightFee: first,
    additionalWeightFee: additional,
    insuranceFee,
    total: money(first + additional + insuranceFee),
    currency: 'CNY',
  }
}
