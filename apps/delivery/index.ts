import type { App } from '../kit/index.ts'
import { cainiaoGuoguo } from './cainiao-guoguo.ts'

// Delivery apps
export { cainiaoGuoguo } from './cainiao-guoguo.ts'
export type { DeliveryState, ShipmentRecord, TrackingStatus } from './shipment.ts'

// The parcel network and price lists (for comparisons and tests)
export { quoteFee, zoneOf } from './pricing.ts'
export type { Fee, Zone } from './pricing.ts'
export { networkCities, hubName } from './network.ts'
export type { Company, ShippingType } from './network.ts'

// Every delivery app, for the catalog
export const deliveryApps: readonly App[] = [cainiaoGuoguo]
