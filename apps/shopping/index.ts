// Apps
export { temu } from './temu.ts'

// The marketplace factory, for more shopping apps (Pinduoduo, Tmall, JD, ...)
export { defineMarketplace } from './marketplace.ts'
export type { MarketplaceSpec } from './marketplace.ts'
export type { MarketplaceFlavour, StoreContext, ProductFields, ExtraParameters } from './flavour.ts'
export { factoryStoreName, flagshipStoreName } from './flavour.ts'
export type { MinorRule } from './minor-rule.ts'
export type { MarketplaceState } from './tools/shared.ts'
export type { Order, OrderStatus } from './orders/order.ts'
export type { CarrierName } from './orders/carriers.ts'

// The catalog, for flavours that add per-product fields or filters
export type { Product, ProductType, BrandTier, BrandLevel, Category, BodySize, Gender } from './catalog/types.ts'
export { productTypes } from './catalog/taxonomy/index.ts'

// Every shopping app, for the catalog
import { temu } from './temu.ts'
export const shoppingApps = [temu]
