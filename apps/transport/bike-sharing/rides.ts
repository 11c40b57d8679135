import { z } from 'zod'
import { hashString, MINUTE, toDisplay, type Place } from '../../kit/index.ts'
import { BIKE_TYPES, type BikeType } from './bikes.ts'

/** A bike ride as the app keeps it, what it costs, where it was parked, and how it is shown. */

export interface BikePricing {
  /** Charged per started block of `unitMin` minutes. */
  unitMin: number
  unitFee: number
  /** What the app calls the vehicle. */
  model: string
}

export interface BikeSharingFlavour {
  brand: string
  /** Ride ids: `cycle` gives cycle_0001. */
  idPrefix: string
  pricing: Readonly<Record<BikeType, BikePricing>>
  /** Charged for leaving the bike outside a parking area (调度费). */
  dispatchFee: number
  /** The youngest rider allowed on each type. */
  minAge: Readonly<Record<BikeType, number>>
  /** findNearbyBikes' radius when none is given, metres. */
  searchRadiusM: number
}

export interface PlaceRef {
  placeId: string
  name: string
  district: string
  city: string
  lat: number
  lng: number
}

export interface ParkingArea {
  name: string
  distanceM: number
  inZone: boolean
}

export interface BikeRide {
  rideId: string
  bikeId: string
  bikeType: BikeType
  status: 'in_progress' | 'completed'
  unlockedAt: string
  start: PlaceRef
  end?: PlaceRef
  endedAt?: string
  distanceKm?: number
  rideFee?: number
  dispatchFee?: number
  parkingArea?: ParkingArea
}

export interface BikeSharingState {
  rides: Record<string, BikeRide>
}

export const placeRef = (p: Place): PlaceRef => ({ placeId: p.id, name: p.name, district: p.district, city: p.city, lat: p.lat, lng: p.lng })

const round2 = (x: number): number => Math.round(x * 100) / 100

/** Whole minutes ridden, at least one. */
export const minutesBetween = (fromIso: string, toMs: number): number => Math.max(1, Math.ceil((toMs - Date.parse(fromIso)) / MINUTE))

/** Every started block is charged: 16 minutes on a 1.5 CNY / 15 min bike is 3.00 CNY. */
export const rideFee = (p: BikePricing, minutes: number): number => round2(Math.ceil(Math.max(1, minutes) / p.unitMin) * p.unitFee)

/** Kinds of place that always have a marked parking area at the door. */
const PARKING_KINDS = new Set(['station', 'mall', 'office', 'university', 'residence', 'park', 'hospital', 'landmark', 'stadium', 'cinema', 'street', 'hotel', 'theater', 'gym'])

/** Where the bike was left: at a marked area for known places; an address is inside one four times in five. */
export function parkingAreaAt(brand: string, place: Place): ParkingArea {
  if (PARKING_KINDS.has(place.kind)) return { name: `${brand} parking area, ${place.name}`, distanceM: 0, inZone: true }
  const h = hashString(`parking:${place.id}`)
  if (h % 5 !== 0) return { name: `${brand} parking area near ${place.name}`, distanceM: 0, inZone: true }
  return { name: `${brand} parking area, ${place.district || 'nearby'} (${80 + (h % 250)} m away)`, distanceM: 80 + (h % 250), inZone: false }
}

const placeOut = z.object({ name: z.string(), district: z.string(), city: z.string() })

export const bikeRideOut = z.object({
  rideId: z.string(),
  bikeId: z.string(),
  bikeType: z.enum(BIKE_TYPES),
  model: z.string(),
  status: z.enum(['in_progress', 'completed']),
  unlockedAt: z.string(),
  start: placeOut,
  end: placeOut.optional(),
  endedAt: z.string().optional(),
  durationMin: z.number().int().describe('Minutes so far while riding; the whole ride once ended.'),
  distanceKm: z.number().optional(),
  pricing: z.string(),
  fee: z.object({ rideFee: z.number(), dispatchFee: z.number(), total: z.number(), currency: z.literal('CNY') }).describe('Charged at the end; while riding, what ending now would cost before any parking fee.'),
  parkingArea: z.object({ name: z.string(), distanceM: z.number().int(), inZone: z.boolean() }).optional(),
})

export const pricingLabel = (p: BikePricing): string => `${p.unitFee.toFixed(2)} CNY per ${p.unitMin} min`

export function bikeRideView(f: BikeSharingFlavour, ride: BikeRide, now: number): z.input<typeof bikeRideOut> {
  const pricing = f.pricing[ride.bikeType]
  const ended = ride.status === 'completed'
  const minutes = minutesBetween(ride.unlockedAt, ended ? Date.parse(ride.endedAt!) : now)
  const fee = ended ? ride.rideFee! : rideFee(pricing, minutes)
  const dispatch = ended ? (ride.dispatchFee ?? 0) : 0
  const view: z.input<typeof bikeRideOut> = {
    rideId: ride.rideId,
    bikeId: ride.bikeId,
    bikeType: ride.bikeType,
    model: pricing.model,
    status: ride.status,
    unlockedAt: toDisplay(Date.parse(ride.unlockedAt)),
    start: { name: ride.start.name, district: ride.start.district, city: ride.start.city },
    durationMin: minutes,
    pricing: pricingLabel(pricing),
    fee: { rideFee: fee, dispatchFee: dispatch, total: round2(fee + dispatch), currency: 'CNY' },
  }
  if (ended) {
    view.end = { name: ride.end!.name, district: ride.end!.district, city: ride.end!.city }
    view.endedAt = toDisplay(Date.parse(ride.endedAt!))
    view.distanceKm = ride.distanceKm!
    view.parkingArea = ride.parkingArea!
  }
  return view
}
