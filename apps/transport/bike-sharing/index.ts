// The bike-sharing factory
export { defineBikeSharing } from './define.ts'
export type { BikeSharingSpec } from './define.ts'
export type { BikeSharingFlavour, BikePricing, BikeRide, BikeSharingState, ParkingArea } from './rides.ts'
export { rideFee } from './rides.ts'
export { BIKE_TYPES, bikesNear, bikeById } from './bikes.ts'
export type { Bike, BikeType } from './bikes.ts'
