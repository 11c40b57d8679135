// Transport apps
export { didiChuxing } from './didi-chuxing.ts'
export type { DidiState, Ride, LiveStatus } from './ride.ts'

// Didi's fare rules, for comparisons and tests
export { computeFare, priceRules, roadDistanceKm, TAXI_TYPES } from './fare.ts'
export type { TaxiType, Fare, FareBreakdown } from './fare.ts'

// Every transport app, for the catalog
import { didiChuxing } from './didi-chuxing.ts'
export const transportApps = [didiChuxing]
