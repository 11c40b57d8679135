import { z } from 'zod'
import { MINUTE, toDisplay, type Place } from '../kit/index.ts'
import { computeFare, priceRules, TAXI_TYPES, type Fare, type TaxiType } from './fare.ts'
import type { Car, Driver } from './fleet.ts'

/** A booked ride as Didi keeps it, and its live view: the status follows the virtual clock. */

export interface RidePlace {
  placeId: string
  name: string
  district: string
  city: string
  lat: number
  lng: number
}

export interface Ride {
  rideId: string
  taxiType: TaxiType
  status: 'booked' | 'cancelled'
  pickup: RidePlace
  dropoff: RidePlace
  bookedAt: string
  pickupAt: string
  distanceKm: number
  /** Estimated at booking. */
  durationMin: number
  /** What the trip will really take in traffic: decides the final fare. */
  tripMin: number
  fareEstimate: Fare
  driver: Driver
  car: Car
  /** Driver's drive to the pickup once dispatched. */
  driverEtaMin: number
  cancelledAt?: string
  cancellationFee?: number
  cancelReason?: string
}

export interface DidiState {
  rides: Record<string, Ride>
}

export const LIVE_STATUSES = ['scheduled', 'driver_en_route', 'arrived', 'in_progress', 'completed', 'cancelled'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

export const ridePlace = (p: Place): RidePlace => ({ placeId: p.id, name: p.name, district: p.district, city: p.city, lat: p.lat, lng: p.lng })

/** Reservations get their driver 10 minutes ahead; an immediate ride, at once. */
const DISPATCH_LEAD_MS = 10 * MINUTE
/** Didi waives the fee for a cancellation within 2 minutes of booking. */
export const FREE_CANCEL_GRACE_MS = 2 * MINUTE

export interface Timeline {
  booked: number
  enRouteAt: number
  arrivedAt: number
  startAt: number
  endAt: number
}

export function timeline(ride: Ride): Timeline {
  const booked = Date.parse(ride.bookedAt)
  const pickup = Date.parse(ride.pickupAt)
  const enRouteAt = Math.max(booked, pickup - DISPATCH_LEAD_MS)
  const arrivedAt = enRouteAt + ride.driverEtaMin * MINUTE
  const startAt = Math.max(pickup, arrivedAt + MINUTE)
  return { booked, enRouteAt, arrivedAt, startAt, endAt: startAt + ride.tripMin * MINUTE }
}

function statusAt(ride: Ride, t: Timeline, now: number): LiveStatus {
  if (ride.status === 'cancelled') return 'cancelled'
  if (now < t.enRouteAt) return 'scheduled'
  if (now < t.arrivedAt) return 'driver_en_route'
  if (now < t.startAt) return 'arrived'
  if (now < t.endAt) return 'in_progress'
  return 'completed'
}

export const liveStatus = (ride: Ride, now: number): LiveStatus => statusAt(ride, timeline(ride), now)

/** `2026-03-02T09:00:00+08:00` -> `2026-03-02 09:00`: stored times are already CST wall-clock. */
const displayOf = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
const clock = (ms: number): string => toDisplay(ms).slice(11)
const minutesUntil = (from: number, to: number): number => Math.max(1, Math.ceil((to - from) / MINUTE))

function driverPosition(ride: Ride, status: LiveStatus, t: Timeline, now: number): string {
  const who = `Driver ${ride.driver.name}`
  switch (status) {
    case 'scheduled':
      return `${who} is assigned and sets off at ${toDisplay(t.enRouteAt)}, reaching ${ride.pickup.name} around ${clock(t.arrivedAt)}.`
    case 'driver_en_route': {
      const left = minutesUntil(now, t.arrivedAt)
      // City driving to a pickup averages about 24 km/h.
      return `${who} is ${(Math.round(left * 4) / 10).toFixed(1)} km from ${ride.pickup.name}, arriving in about ${left} min.`
    }
    case 'arrived':
      return `${who} is waiting at ${ride.pickup.name} (${ride.car.color} ${ride.car.model}, ${ride.car.plate}) since ${clock(t.arrivedAt)}.`
    case 'in_progress': {
      const done = (now - t.startAt) / (t.endAt - t.startAt)
      const km = Math.max(0.1, Math.round(ride.distanceKm * (1 - done) * 10) / 10)
      return `On the way to ${ride.dropoff.name}: ${km.toFixed(1)} km and about ${minutesUntil(now, t.endAt)} min to go.`
    }
    case 'completed':
      return `Dropped off at ${ride.dropoff.name} at ${toDisplay(t.endAt)}.`
    case 'cancelled':
      return `Ride cancelled at ${toDisplay(Date.parse(ride.cancelledAt!))}.`
  }
}

const fareSchema = z.object({
  total: z.number(),
  currency: z.literal('CNY'),
  breakdown: z.object({
    baseFare: z.number(),
    distanceFee: z.number(),
    timeFee: z.number(),
    longDistanceFee: z.number(),
    nightSurcharge: z.number(),
  }),
})

const placeView = z.object({ name: z.string(), district: z.string() })

export const rideViewSchema = z.object({
  rideId: z.string(),
  status: z.enum(LIVE_STATUSES),
  taxiType: z.enum(TAXI_TYPES),
  pickup: placeView,
  dropoff: placeView,
  pickupTime: z.string(),
  distanceKm: z.number(),
  durationMin: z.number().int(),
  fareEstimate: fareSchema,
  driver: z.object({ name: z.string(), rating: z.number(), trips: z.number().int(), phone: z.string() }),
  car: z.object({ model: z.string(), color: z.string(), energy: z.enum(['petrol', 'electric', 'plug_in_hybrid']) }),
  plate: z.string(),
  driverEtaMin: z.number().int().optional().describe('Minutes until the driver reaches the pickup, while on the way.'),
  driverArrivesAt: z.string().optional(),
  driverPosition: z.string(),
  estimatedDropoffTime: z.string(),
  finalFare: fareSchema.optional(),
  cancelledAt: z.string().optional(),
  cancellationFee: z.number().optional(),
  cancelReason: z.string().optional(),
})
export type RideView = z.input<typeof rideViewSchema>

export const fareView = fareSchema

export function rideView(ride: Ride, now: number): RideView {
  const t = timeline(ride)
  const status = statusAt(ride, t, now)
  const view: RideView = {
    rideId: ride.rideId,
    status,
    taxiType: ride.taxiType,
    pickup: { name: ride.pickup.name, district: ride.pickup.district },
    dropoff: { name: ride.dropoff.name, district: ride.dropoff.district },
    pickupTime: displayOf(ride.pickupAt),
    distanceKm: ride.distanceKm,
    durationMin: ride.durationMin,
    fareEstimate: ride.fareEstimate,
    driver: ride.driver,
    car: { model: ride.car.model, color: ride.car.color, energy: ride.car.energy },
    plate: ride.car.plate,
    driverPosition: driverPosition(ride, status, t, now),
    estimatedDropoffTime: toDisplay(status === 'completed' ? t.endAt : t.startAt + ride.durationMin * MINUTE),
  }
  if (status === 'driver_en_route') view.driverEtaMin = minutesUntil(now, t.arrivedAt)
  if (status === 'scheduled' || status === 'driver_en_route') view.driverArrivesAt = toDisplay(t.arrivedAt)
  if (status === 'completed') view.finalFare = computeFare(ride.taxiType, ride.distanceKm, ride.tripMin, t.startAt)
  if (ride.status === 'cancelled') {
    view.cancelledAt = toDisplay(Date.parse(ride.cancelledAt!))
    view.cancellationFee = ride.cancellationFee ?? 0
    if (ride.cancelReason) view.cancelReason = ride.cancelReason
  }
  return view
}

export const rideSummarySchema = z.object({
  rideId: z.string(),
  status: z.enum(LIVE_STATUSES),
  taxiType: z.enum(TAXI_TYPES),
  pickup: z.string(),
  dropoff: z.string(),
  pickupTime: z.string(),
  fare: z.number().describe('Final fare once completed, the cancellation fee once cancelled, else the estimate (CNY).'),
  plate: z.string(),
})

/** A line of the trip list. */
export function rideSummary(ride: Ride, now: number): z.input<typeof rideSummarySchema> {
  const t = timeline(ride)
  const status = statusAt(ride, t, now)
  const fare =
    status === 'cancelled' ? (ride.cancellationFee ?? 0) : status === 'completed' ? computeFare(ride.taxiType, ride.distanceKm, ride.tripMin, t.startAt).total : ride.fareEstimate.total
  return {
    rideId: ride.rideId,
    status,
    taxiType: ride.taxiType,
    pickup: ride.pickup.name,
    dropoff: ride.dropoff.name,
    pickupTime: displayOf(ride.pickupAt),
    fare,
    plate: ride.car.plate,
  }
}

export { deepFreeze as frozen } from '../kit/index.ts'

/** Free while the ride is only scheduled or within the grace after booking; the class's fee once the driver has set off. */
export function cancellationFeeAt(ride: Ride, now: number): number {
  const t = timeline(ride)
  if (statusAt(ride, t, now) === 'scheduled') return 0
  if (now - t.booked < FREE_CANCEL_GRACE_MS) return 0
  return priceRules[ride.taxiType].cancellationFee
}
