import { DAY, invalidArgument, MINUTE, parseWhen, type ToolContext } from '../kit/index.ts'
import { computeFare, estimateMinutes, roadDistanceKm, type Fare, type TaxiType } from './fare.ts'
import { ridePlace, type RidePlace } from './ride.ts'

/** What a ride request means once its places and time are resolved: shared by quoting and booking. */

const NOW_WORDS = new Set(['now', 'right now', 'asap', 'immediately', 'current time', '现在', '立即', '马上'])
/** A pickup a few minutes ago is read as "now" (the request took a moment); earlier is an error. */
const PAST_TOLERANCE_MS = 5 * MINUTE
/** Reservations open 30 days ahead. */
const MAX_ADVANCE_MS = 30 * DAY
/** Beyond this the app points to trains and flights. */
export const MAX_RIDE_KM = 200

export function parsePickupTime(text: string | undefined, now: number, path = 'pickupTime'): number {
  if (text === undefined || NOW_WORDS.has(text.trim().toLowerCase())) return now
  const at = parseWhen(text, now, path)
  if (at < now - PAST_TOLERANCE_MS) throw invalidArgument(path, `"${text}" is in the past; a ride can only be booked for now or later`, 'a time from now on')
  if (at > now + MAX_ADVANCE_MS) throw invalidArgument(path, `"${text}" is more than 30 days ahead; reservations open 30 days in advance`, 'a time within the next 30 days')
  return Math.max(at, now)
}

export interface Trip {
  pickup: RidePlace
  dropoff: RidePlace
  distanceKm: number
  durationMin: number
  startMs: number
}

export function planTrip(ctx: ToolContext, pickupText: string, dropoffText: string, startMs: number): Trip {
  const pickup = ctx.places.resolve(pickupText)
  const dropoff = ctx.places.resolve(dropoffText)
  if (pickup.id === dropoff.id) {
    throw invalidArgument('dropoffLocation', `the drop-off resolves to the pickup itself (${pickup.name})`, 'a place other than the pickup')
  }
  const distanceKm = roadDistanceKm(pickup, dropoff)
  if (distanceKm > MAX_RIDE_KM) {
    throw invalidArgument(
      'dropoffLocation',
      `${dropoff.name} (${dropoff.city}) is about ${Math.round(distanceKm)} km by road from ${pickup.name} (${pickup.city}); rides cover at most ${MAX_RIDE_KM} km, take a train or a flight`,
      `a drop-off within ${MAX_RIDE_KM} km`,
    )
  }
  return { pickup: ridePlace(pickup), dropoff: ridePlace(dropoff), distanceKm, durationMin: estimateMinutes(distanceKm, startMs), startMs }
}

export const quote = (trip: Trip, taxiType: TaxiType): Fare => computeFare(taxiType, trip.distanceKm, trip.durationMin, trip.startMs)
