// The ride-hailing factory
export { defineRideHailing } from './define.ts'
export type { RideHailingSpec } from './define.ts'
export { classNames, classOf } from './flavour.ts'
export type { RideHailingFlavour, RideClass, PriceRule, IntercityRule, CarModel } from './flavour.ts'

// Rides and fares, for comparisons and tests
export { computeFare, intercityFare, fareFor } from './tariff.ts'
export type { Fare, FareBreakdown } from './tariff.ts'
export type { Ride, RideHailingState, LiveStatus } from './ride.ts'
