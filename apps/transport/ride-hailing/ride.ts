import { MINUTE, type Place } from '../../kit/index.ts'
import { classOf, type RideHailingFlavour } from './flavour.ts'
import type { Car, Driver } from './fleet.ts'
import type { Fare } from './tariff.ts'

/** A booked ride as a ride-hailing app keeps it, and its status, which follows the virtual clock. */

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
  /** The app's class name ('Express', 'Comfort'...). */
  taxiType: string
  status: 'booked' | 'cancelled'
  pickup: RidePlace
  dropoff: RidePlace
  bookedAt: string
  pickupAt: string
  distanceKm: number
  /** Estimated at booking. */
  durationMin: number
  /** What the trip will really take in traffic: decides the final metered fare. */
  tripMin: number
  fareEstimate: Fare
  /** Between cities (城际): a fixed price, no meter. */
  intercity?: true
  driver: Driver
  car: Car
  /** Driver's drive to the pickup once dispatched. */
  driverEtaMin: number
  cancelledAt?: string
  cancellationFee?: number
  cancelReason?: string
}

export interface RideHailingState {
  rides: Record<string, Ride>
}

export const LIVE_STATUSES = ['scheduled', 'driver_en_route', 'arrived', 'in_progress', 'completed', 'cancelled'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

export const ridePlace = (p: Place): RidePlace => ({ placeId: p.id, name: p.name, district: p.district, city: p.city, lat: p.lat, lng: p.lng })

/** Reservations get their driver 10 minutes ahead; an immediate ride, at once. */
const DISPATCH_LEAD_MS = 10 * MINUTE

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

export function statusAt(ride: Ride, t: Timeline, now: number): LiveStatus {
  if (ride.status === 'cancelled') return 'cancelled'
  if (now < t.enRouteAt) return 'scheduled'
  if (now < t.arrivedAt) return 'driver_en_route'
  if (now < t.startAt) return 'arrived'
  if (now < t.endAt) return 'in_progress'
  return 'completed'
}

export const liveStatus = (ride: Ride, now: number): LiveStatus => statusAt(ride, timeline(ride), now)

/** Free while the ride is only scheduled or within the app's grace after booking; the class's fee once the driver has set off. */
export function cancellationFeeAt(flavour: RideHailingFlavour, ride: Ride, now: number): number {
  const t = timeline(ride)
  if (statusAt(ride, t, now) === 'scheduled') return 0
  if (now - t.booked < flavour.freeCancelGraceMin * MINUTE) return 0
  return classOf(flavour, ride.taxiType).cancellationFee
}

export { deepFreeze as frozen } from '../../kit/index.ts'
