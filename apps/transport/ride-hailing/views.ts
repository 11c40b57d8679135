import { z } from 'zod'
import { MINUTE, toDisplay } from '../../kit/index.ts'
import { classNames, classOf, type RideHailingFlavour } from './flavour.ts'
import { LIVE_STATUSES, statusAt, timeline, type LiveStatus, type Ride, type Timeline } from './ride.ts'
import { fareFor, type Fare } from './tariff.ts'

/** What a rider sees of a ride: its live status, where the driver is, the fare; schemas per app (its class names). */

export const fareSchema = z.object({
  total: z.number(),
  currency: z.literal('CNY'),
  breakdown: z.object({
    baseFare: z.number(),
    distanceFee: z.number(),
    timeFee: z.number(),
    longDistanceFee: z.number().describe('远途费 in the city; the empty drive home (空驶费) on intercity rides.'),
    nightSurcharge: z.number(),
    highwayTolls: z.number().optional().describe('Expressway tolls, on intercity rides.'),
  }),
})

const placeView = z.object({ name: z.string(), district: z.string() })
const TRIP_TYPES = ['city', 'intercity'] as const

export function rideSchemas(flavour: RideHailingFlavour) {
  const taxiType = z.enum(classNames(flavour))
  const rideView = z.object({
    rideId: z.string(),
    status: z.enum(LIVE_STATUSES),
    taxiType,
    tripType: z.enum(TRIP_TYPES).describe("'intercity' (城际): between cities, at a fixed price agreed at booking."),
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
    note: z.string().optional(),
    cancelledAt: z.string().optional(),
    cancellationFee: z.number().optional(),
    cancelReason: z.string().optional(),
  })
  const rideSummary = z.object({
    rideId: z.string(),
    status: z.enum(LIVE_STATUSES),
    taxiType,
    pickup: z.string(),
    dropoff: z.string(),
    pickupTime: z.string(),
    fare: z.number().describe('Final fare once completed, the cancellation fee once cancelled, else the estimate (CNY).'),
    plate: z.string(),
  })
  return { taxiType, rideView, rideSummary }
}

type Schemas = ReturnType<typeof rideSchemas>
export type RideView = z.input<Schemas['rideView']>

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

/** The fare charged at the end: the meter for city rides, the agreed price for intercity ones. */
export function finalFare(flavour: RideHailingFlavour, ride: Ride, t: Timeline = timeline(ride)): Fare {
  if (ride.intercity) return ride.fareEstimate
  return fareFor(classOf(flavour, ride.taxiType), false, ride.distanceKm, ride.tripMin, t.startAt)
}

export function rideView(flavour: RideHailingFlavour, ride: Ride, now: number): RideView {
  const t = timeline(ride)
  const status = statusAt(ride, t, now)
  const view: RideView = {
    rideId: ride.rideId,
    status,
    taxiType: ride.taxiType,
    tripType: ride.intercity ? 'intercity' : 'city',
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
  if (status === 'completed') view.finalFare = finalFare(flavour, ride, t)
  if (ride.intercity) view.note = flavour.intercityNote
  if (ride.status === 'cancelled') {
    view.cancelledAt = toDisplay(Date.parse(ride.cancelledAt!))
    view.cancellationFee = ride.cancellationFee ?? 0
    if (ride.cancelReason) view.cancelReason = ride.cancelReason
  }
  return view
}

/** A line of the trip list. */
export function rideSummary(flavour: RideHailingFlavour, ride: Ride, now: number): z.input<Schemas['rideSummary']> {
  const t = timeline(ride)
  const status = statusAt(ride, t, now)
  const fare = status === 'cancelled' ? (ride.cancellationFee ?? 0) : status === 'completed' ? finalFare(flavour, ride, t).total : ride.fareEstimate.total
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
