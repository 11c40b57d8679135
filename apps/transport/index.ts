// Transport apps
export { didiChuxing, didiFlavour } from './didi-chuxing.ts'
export { caocaoChuxing, caocaoFlavour } from './caocao-chuxing.ts'
export { baiduMaps, baiduMapsFlavour } from './baidu-maps.ts'
export { amap, amapFlavour } from './amap.ts'
export { hellobike, hellobikeFlavour } from './hellobike.ts'

// The ride-hailing factory, its fares and rides, for comparisons and tests
export { defineRideHailing, classOf, classNames, computeFare, intercityFare, fareFor } from './ride-hailing/index.ts'
export type { RideHailingFlavour, RideClass, PriceRule, Fare, FareBreakdown, Ride, RideHailingState, LiveStatus } from './ride-hailing/index.ts'
export type { RideHailingState as DidiState } from './ride-hailing/index.ts'

// The maps factory
export { defineMapsApp, MODES, ROUTE_PREFERENCES, metroTrip, metroFare, taxiMeter } from './maps/index.ts'
export type { MapsFlavour, Mode, RoutePreference, MapsState, Favorite } from './maps/index.ts'

// The bike-sharing factory
export { defineBikeSharing, rideFee } from './bike-sharing/index.ts'
export type { BikeSharingFlavour, BikeRide, BikeSharingState, BikeType } from './bike-sharing/index.ts'

// Distances and driving times every transport app shares
export { roadDistanceKm, straightKm, drivingMinutes } from './roads.ts'

// Every transport app, for the catalog
import { amap } from './amap.ts'
import { baiduMaps } from './baidu-maps.ts'
import { caocaoChuxing } from './caocao-chuxing.ts'
import { didiChuxing } from './didi-chuxing.ts'
import { hellobike } from './hellobike.ts'
export const transportApps = [didiChuxing, caocaoChuxing, baiduMaps, amap, hellobike]
