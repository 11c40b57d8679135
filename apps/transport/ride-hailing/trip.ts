import { DAY, invalidArgument, MINUTE, parseWhen, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { drivingMinutes, roadDistanceKm } from '../roads.ts'
import type { RideClass, RideHailingFlavour } from './flavour.ts'
import { ridePlace, type RidePlace } from './ride.ts'
import { fareFor, type Fare } from './tariff.ts'

/** What a ride request means once its places and time are resolved: shared by quoting and booking. */

const NOW_WORDS = new Set(['now', 'right now', 'asap', 'immediately', 'current time', '现在', '立即', '马上'])
/** A pickup a few minutes ago is read as "now" (the request took a moment); earlier is an error. */
const PAST_TOLERANCE_MS = 5 * MINUTE
/** Within one city, a ride this long is still metered; beyond it, or across a city line, it is intercity. */
const INTERCITY_FROM_KM = 150

export function parsePickupTime(flavour: RideHailingFlavour, text: string | undefined, now: number, path = 'pickupTime'): number {
  if (text === undefined || NOW_WORDS.has(text.trim().toLowerCase())) return now
  const at = parseWhen(text, now, path)
  if (at < now - PAST_TOLERANCE_MS) throw invalidArgument(path, `"${text}" is in the past; a ride can only be booked for now or later`, 'a time from now on')
  const days = flavour.maxAdvanceDays
  if (at > now + days * DAY) {
    throw invalidArgument(path, `"${text}" is more than ${days} days ahead; reservations open ${days} days in advance`, `a time within the next ${days} days`)
  }
  return Math.max(at, now)
}

export interface Trip {
  pickup: RidePlace
  dropoff: RidePlace
  distanceKm: number
  durationMin: number
  startMs: number
  /** Across a city line or very long: a fixed-price 城际 ride. */
  intercity: boolean
}

export function planTrip(flavour: RideHailingFlavour, ctx: ToolContext, pickupText: string, dropoffText: string, startMs: number): Trip {
  const pickup = placeOrNotFound(ctx.places, pickupText, 'pickupLocation')
  const dropoff = placeOrNotFound(ctx.places, dropoffText, 'dropoffLocation')
  if (pickup.id === dropoff.id) {
    throw invalidArgument('dropoffLocation', `the drop-off resolves to the pickup itself (${pickup.name})`, 'a place other than the pickup')
  }
  const distanceKm = roadDistanceKm(pickup, dropoff)
  if (distanceKm > flavour.maxRideKm) {
    throw invalidArgument(
      'dropoffLocation',
      `${dropoff.name} (${dropoff.city}) is about ${Math.round(distanceKm)} km by road from ${pickup.name} (${pickup.city}); rides cover at most ${flavour.maxRideKm} km, take a train or a flight`,
      `a drop-off within ${flavour.maxRideKm} km`,
    )
  }
  return {
    pickup: ridePlace(pickup),
    dropoff: ridePlace(dropoff),
    distanceKm,
    durationMin: drivingMinutes(distanceKm, startMs),
    startMs,
    intercity: pickup.city !== dropoff.city || distanceKm > INTERCITY_FROM_KM,
  }
}

export const quote = (trip: Trip, cls: RideClass): Fare => fareFor(cls, trip.intercity, trip.distanceKm, trip.durationMin, trip.startMs)
