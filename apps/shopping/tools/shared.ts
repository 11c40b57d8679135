import { DAY, toDate, type ToolContext } from '../../kit/index.ts'
import { buildCatalog, type Catalog } from '../catalog/generate.ts'
import { salesBucket } from '../catalog/pricing.ts'
import type { Product } from '../catalog/types.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { daysToDoor, type Order } from '../orders/order.ts'

/** What a marketplace keeps per session: orders by id, and units sold per product (stock is static minus these). */
export interface MarketplaceState {
  orders: Record<string, Order>
  sold: Record<string, number>
}

export const initialMarketplaceState = (): MarketplaceState => ({ orders: {}, sold: {} })

/** The app's catalog, built once per world and app. */
export const catalogOf = (ctx: ToolContext, flavour: MarketplaceFlavour): Catalog =>
  ctx.memo('catalog', () => buildCatalog(ctx.worldSeed, ctx.appId, flavour))

/** A listing as shown when paid on the dispatch day `day` (epoch ms of its local midnight). */
export function listingView(p: Product, flavour: MarketplaceFlavour, day: number, missedSameDay = false) {
  return {
    productId: p.id,
    title: p.title,
    brand: p.brand,
    store: p.store,
    category: p.type.category,
    productType: p.type.name,
    price: p.price,
    ...(p.originalPrice ? { originalPrice: p.originalPrice, discountLabel: p.discountLabel! } : {}),
    rating: p.rating,
    reviewCount: p.reviewCount,
    sold: p.sold,
    soldLabel: (flavour.salesLabel ?? ((b: string) => `${b} sold`))(salesBucket(p.sold)),
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.sizes.length > 0 ? { sizes: [...p.sizes] } : {}),
    ...(p.colors.length > 0 ? { colors: [...p.colors] } : {}),
    stock: p.stock,
    shippingFee: p.shippingFee,
    shipsFrom: p.shipsFrom,
    estimatedDelivery: toDate(day + daysToDoor(p.deliveryDays, missedSameDay) * DAY),
    ...p.extra,
    ...flavour.productFields?.atDay?.(p, day),
  }
}

export type ListingView = ReturnType<typeof listingView>

export { deepFreeze } from '../../kit/index.ts'

/** Text of the extra parameters' values, for memo keys. */
export const extraKey = (flavour: MarketplaceFlavour, args: Record<string, unknown>): string =>
  flavour.extraParameters ? Object.keys(flavour.extraParameters.shape).map((k) => String(args[k] ?? '')).join('\u0001') : ''
