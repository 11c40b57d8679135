import { notFound, toDisplay, type ToolContext } from '../../kit/index.ts'
import { buildCatalog, FEATURED_SIZE, type Catalog, type Listing } from '../catalog/build.ts'
import { departmentNames } from '../catalog/types.ts'
import type { GroceryFlavour } from '../flavour.ts'
import { hubFor, scheduleFor } from '../fulfilment.ts'
import type { GroceryOrder } from '../order.ts'

/** What a grocery app keeps per session: orders by id, and packs sold per listing (stock is static minus these). */
export interface GroceryState {
  orders: Record<string, GroceryOrder>
  sold: Record<string, number>
}

export const initialGroceryState = (): GroceryState => ({ orders: {}, sold: {} })

/** The app's catalog, built once per world and app. */
export const catalogOf = (ctx: ToolContext, flavour: GroceryFlavour): Catalog => ctx.memo('catalog', () => buildCatalog(ctx.worldSeed, ctx.appId, flavour))

const PRODUCT_ALIAS = /^product[\s_-]?(\d{1,4})$/i

/**
 * A searchQuery that names one listing: a productId, or a benchmark alias `product_N` (decision
 * 0006: the N-th of the app's featured best sellers, the same in every session of a world).
 */
export function namedListing(catalog: Catalog, query: string, appName: string): Listing | undefined {
  const q = query.trim()
  const byId = catalog.byId.get(q.toUpperCase())
  if (byId) return byId
  const alias = PRODUCT_ALIAS.exec(q)
  if (!alias) return undefined
  const n = Number(alias[1])
  const listing = catalog.featured[n - 1]
  if (!listing) throw notFound(`${appName} has no "${q}": product_N names the N-th of the ${FEATURED_SIZE} featured best sellers (1 to ${catalog.featured.length})`)
  return listing
}

const isLiquid = (label: string): boolean => /\d\s*(ml|l)\b/i.test(label)

function weightText(grams: number, liquid: boolean): string {
  if (grams < 1000) return `${grams}${liquid ? 'ml' : 'g'}`
  return `${Math.round(grams / 100) / 10}${liquid ? 'L' : 'kg'}`
}

function shelfLifeText(days: number): string {
  if (days <= 1) return 'sold on the day'
  if (days < 60) return `${days} days`
  if (days < 720) return `${Math.round(days / 30)} months`
  return `${Math.round(days / 365)} years`
}

/** Units sold, bucketed as apps show them: 52, 300+, 3k+, 10k+. */
export function salesBucket(sold: number): string {
  if (sold < 100) return String(sold)
  if (sold < 1000) return `${Math.floor(sold / 100) * 100}+`
  if (sold < 10_000) return `${Math.floor(sold / 1000)}k+`
  return `${Math.floor(sold / 10_000) * 10}k+`
}

/** A listing as the app shows it (stock is the static stock; the page adjusts it for this session). */
export function listingView(l: Listing, flavour: GroceryFlavour) {
  const item = l.item
  return {
    productId: l.id,
    name: l.name,
    ...(l.brand ? { brand: l.brand } : {}),
    department: departmentNames[item.department],
    origin: item.origin,
    pack: l.pack.label,
    netWeight: weightText(l.pack.grams, isLiquid(l.pack.label)),
    netWeightGrams: l.pack.grams,
    price: l.price,
    ...(l.originalPrice !== undefined ? { originalPrice: l.originalPrice, promoLabel: flavour.promo.label } : {}),
    pricePer500g: l.per500g,
    organic: l.organic,
    storage: item.storage,
    shelfLife: shelfLifeText(l.shelfLifeDays),
    stock: l.stock,
    positiveRate: l.positiveRate,
    reviewCount: l.reviewCount,
    soldLabel: flavour.salesLabel(salesBucket(l.sold)),
    ...(item.diet?.length ? { dietFlags: [...item.diet] } : {}),
  }
}

export type ListingView = ReturnType<typeof listingView>

/** How an order placed now would reach the user's home: the hub and the earliest arrival or pickup. */
export function fulfilmentSummary(ctx: ToolContext, flavour: GroceryFlavour) {
  const spec = flavour.fulfilment
  const home = ctx.places.resolve('home')
  const hub = hubFor(spec, home, ctx)
  return { mode: spec.mode, promise: spec.promise, from: hub.name, earliest: toDisplay(scheduleFor(spec, ctx.now, hub).arriveAt) }
}

/** Stock shown net of this session's purchases (memoized pages hold the static stock). */
export function withSessionStock<P extends { products: readonly { productId: string; stock: number }[] }>(page: P, sold: Readonly<Record<string, number>>): P {
  if (!page.products.some((p) => sold[p.productId])) return page
  return { ...page, products: page.products.map((p) => (sold[p.productId] ? { ...p, stock: Math.max(0, p.stock - sold[p.productId]!) } : p)) }
}
