/**
 * What makes one ride-hailing app differ from another booking the same kind of ride: its classes
 * (names, tariffs, cars, drivers), how far ahead and how far it books, and its cancellation grace.
 * The tools (bookTaxi, estimateFare, getRideStatus, listRides, cancelRide) are the same for all.
 */

/** A city tariff as the apps publish it per class. */
export interface PriceRule {
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
}

/** Intercity (城际) rides: a fixed price from the distance, agreed at booking. */
export interface IntercityRule {
  baseFare: number
  perKm: number
  /** The driver drives home empty (空驶费). */
  emptyReturnPerKm: number
  /** Expressway tolls, passed on. */
  tollPerKm: number
}

export interface CarModel {
  model: string
  /** New-energy cars carry green plates (D = battery electric, F = plug-in hybrid). */
  energy: 'petrol' | 'electric' | 'plug_in_hybrid'
  colors: readonly string[]
}

export interface RideClass {
  /** The `taxiType` value, e.g. 'Express'. */
  name: string
  /** Chinese name shown in the app: 快车, 专车. */
  zh: string
  /** How an agent tells the classes apart (one line). */
  blurb: string
  tariff: PriceRule
  intercity: IntercityRule
  cars: readonly CarModel[]
  /** Driver ratings and completed trips of the class. */
  rating: readonly [number, number]
  trips: readonly [number, number]
  /** Minutes for the dispatched driver to reach the pickup. */
  eta: readonly [number, number]
  /** Charged when the rider cancels after the driver has set off. */
  cancellationFee: number
}

export interface RideHailingFlavour {
  /** The classes; the first is the default when `taxiType` is omitted. */
  classes: readonly [RideClass, ...RideClass[]]
  /** Ride ids: `ride` gives ride_0001. */
  idPrefix: string
  /** Reservations open this many days ahead. */
  maxAdvanceDays: number
  /** Longest ride accepted, by road. */
  maxRideKm: number
  /** Minutes after booking in which a cancellation is free. */
  freeCancelGraceMin: number
  /** What the app says about an intercity ride (its 城际 service). */
  intercityNote: string
}

export const classNames = (f: RideHailingFlavour): [string, ...string[]] => f.classes.map((c) => c.name) as [string, ...string[]]

export function classOf(f: RideHailingFlavour, name: string): RideClass {
  const found = f.classes.find((c) => c.name === name)
  if (!found) throw new Error(`no ride class "${name}"`)
  return found
}
