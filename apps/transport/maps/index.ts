// The maps factory
export { defineMapsApp } from './define.ts'
export type { MapsSpec } from './define.ts'
export { MODES, ROUTE_PREFERENCES } from './flavour.ts'
export type { MapsFlavour, Mode, RoutePreference } from './flavour.ts'
export type { MapsState, Favorite } from './favorites-state.ts'

// Pieces for comparisons and tests
export { metroTrip } from './metro.ts'
export { metroFare } from './local-transit.ts'
export { taxiMeter } from './driving.ts'
