// Apps
export { temu } from './temu.ts'
export { pinduoduo } from './pinduoduo.ts'
export { tmall } from './tmall.ts'
export { poizon } from './poizon.ts'
export { vipshop } from './vipshop.ts'
export { xianyu } from './xianyu.ts'
export { amazon } from './amazon.ts'
export { jd } from './jd.ts'

// The marketplace factory, for more shopping apps
export { defineMarketplace } from './marketplace.ts'
export type { MarketplaceSpec } from './marketplace.ts'
export type { MarketplaceFlavour, StoreContext, ProductFields, ExtraParameters, ListingVariant, OrderFields } from './flavour.ts'
export { factoryStoreName, flagshipStoreName } from './flavour.ts'
export type { MinorRule } from './minor-rule.ts'
export type { MarketplaceState } from './tools/shared.ts'
export type { Order, OrderStatus } from './orders/order.ts'
export type { CarrierName } from './orders/carriers.ts'

// The catalog, for flavours that add per-product fields or filters
export type { Product, ProductType, BrandTier, BrandLevel, Category, Department, BodySize, Gender } from './catalog/types.ts'
export { productTypes } from './catalog/taxonomy/index.ts'

// Every shopping app, for the catalog
import { amazon } from './amazon.ts'
import { jd } from './jd.ts'
import { pinduoduo } from './pinduoduo.ts'
import { poizon } from './poizon.ts'
import { temu } from './temu.ts'
import { tmall } from './tmall.ts'
import { vipshop } from './vipshop.ts'
import { xianyu } from './xianyu.ts'
export const shoppingApps = [temu, pinduoduo, tmall, poizon, vipshop, xianyu, amazon, jd]
