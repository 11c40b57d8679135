import type { z } from 'zod'
import type { Rng } from '../kit/index.ts'
import type { CarrierName } from './orders/carriers.ts'
import type { BrandLevel, BrandTier, Department, Gender, Product, ProductType } from './catalog/types.ts'

/** What a store-naming rule sees: the brand and how the app stocks it. */
export interface StoreContext {
  brand: string
  level: BrandLevel
  type: ProductType
  rng: Rng
}

/** Extra parameters a marketplace adds to getProductList and buyProduct (Xianyu's `condition`). */
export interface ExtraParameters {
  shape: z.ZodRawShape
  /** Whether a product satisfies the extra arguments given. */
  accepts(product: Product, args: Record<string, unknown>): boolean
}

type Fields = Record<string, string | number | boolean>

/** Extra per-product fields a marketplace shows (group-buy price, condition, authentication...). */
export interface ProductFields {
  shape: z.ZodRawShape
  build(product: Omit<Product, 'extra'>, rng: Rng): Fields
  /** Fields that move with the calendar (a flash sale's end), for a listing paid on dispatch day `day`. */
  atDay?(product: Product, day: number): Fields
}

/** How one listing varies before it is priced: a second-hand item's condition and what it does to the price. */
export interface ListingVariant {
  priceFactor: number
  fields: Fields
  /** Show the unvaried price crossed out under this label (the retail price of a used item) instead of a random discount. */
  listPriceLabel?: string
}

/** What an order adds in one app (group buy, authentication, import tax), and any charge on its total. */
export interface OrderFields {
  shape: z.ZodRawShape
  /** May refuse the order by throwing a conflict (the cross-border per-order limit). */
  build(product: Product, count: number, subtotal: number): { fields: Fields; charge?: number }
}

/**
 * How one marketplace differs from another selling the same kinds of goods: its price level,
 * discounts, brands, stores, logistics and extra fields. The tools are the same for all.
 */
export interface MarketplaceFlavour {
  /** Product ids start with it ('TM' gives TM604381229). */
  idPrefix: string
  /** Multiplies every tier-priced product (a cheap app < 1 < a premium app). */
  priceFactor: number
  /** Multiplies named models' list prices (an iPhone costs about the same everywhere); default 1. */
  modelPriceFactor?: number
  /** Named models sell at exactly the maker's list price, never crossed out: each brand runs its own flagship here. */
  listPriceModels?: boolean
  /** Lists models no longer sold new (a second-hand market). */
  stocksDiscontinued?: boolean
  /** Listings each model (and configuration) gets at least, one per `variant` ordinal: a used phone in every condition. */
  variantsPerModel?: number
  /** Share of listings under lesser-known labels, the weights of the real brand tiers stocked, and brands not sold. */
  brands: { generic: number; tiers: Partial<Record<BrandTier, number>>; exclude?: ReadonlySet<string> }
  /** Crossed-out original prices: share of listings discounted, depth range, label shown. */
  discount: { share: number; depth: readonly [number, number]; label: string }
  shipping: {
    /** Days from the dispatch day to the door, for a parcel. */
    days: readonly [number, number]
    /** Extra days for furniture and large appliances. */
    bulkyExtraDays: number
    /** Hours from payment to carrier pick-up. */
    handlingHours: readonly [number, number]
    /** Orders paid at or after this local hour dispatch the next day. */
    cutoffHour: number
    /** Listings due the dispatch day itself (0 days) arrive that day only when paid before this hour, else the next (JD's 211). */
    sameDayBefore?: number
    /** Fee per order, waived at `freeOver` (CNY); bulky goods add `bulkyFee`. */
    fee: number
    freeOver?: number
    bulkyFee: number
    carriers: readonly CarrierName[]
    /** Cities parcels ship from. */
    origins: readonly string[]
    /** Orders ship from this warehouse in the buyer's own city instead (JD stocks goods near its buyers). */
    localWarehouse?: string
  }
  /** Rating range of listings (one decimal). */
  rating: readonly [number, number]
  /** Units sold range (log-uniform). */
  sold: readonly [number, number]
  /** Static stock per listing. */
  stock: readonly [number, number]
  /** Listings per product type (scaled by the type's weight). */
  listingsPerType: number
  /** Keyword-stuffed titles (bargain apps) or clean brand titles. */
  titleStyle: 'keyword' | 'clean'
  storeName(store: StoreContext): string
  /** How sales show: `${bucket} sold` by default ('10k+ sold'). */
  salesLabel?: (bucket: string) => string
  /** Departments the app does not sell (every one by default). */
  excludeCategories?: readonly Department[]
  /** Weights of who gendered listings are made for (Vipshop sells mostly to women); even by default. */
  audience?: Partial<Record<Gender, number>>
  /** Scales the number of listings per department (Vipshop: mostly clothing and beauty). */
  departmentWeights?: Partial<Record<Department, number>>
  /** Scales the listings of the product types (by key) the app is known for (Poizon's sneakers). */
  typeWeights?: Readonly<Record<string, number>>
  productFields?: ProductFields
  variant?: (ordinal: number, rng: Rng) => ListingVariant
  orderFields?: OrderFields
  extraParameters?: ExtraParameters
  /** A stop between pick-up and the road (Poizon's authentication centre). */
  inspection?: { afterShipHours: number; text: string }
  /** Days until a refund lands: cancelled before shipping, after shipping. Default [1, 3]. */
  refundDays?: readonly [number, number]
}

const traders = ['Huaxin', 'Jiayi', 'Shengda', 'Yuexiang', 'Boyu', 'Hengtai', 'Xinrui', 'Kaiyue', 'Mingchuang', 'Haoyun']
const specialty: Record<ProductType['category'], string> = {
  Electronics: 'Digital', 'Home appliances': 'Appliances', Furniture: 'Home', Clothing: 'Apparel', Brands: 'Trend', Books: 'Books', Toys: 'Toys', Sports: 'Sports', Groceries: 'Food',
}

/**
 * Store names as bargain apps show them: a Chinese mass brand's own shop, a no-name label's factory
 * shop; premium and luxury brands run no store there, so their goods come from resellers.
 */
export function factoryStoreName({ brand, level, type, rng }: StoreContext): string {
  if (level === 'premium' || level === 'luxury') return `${rng.pick(traders)} ${level === 'luxury' ? 'Luxury Boutique' : `${specialty[type.category]} Specialty Store`}`
  if (level !== 'generic') return rng.pick([`${brand} Authorized Store`, `${brand} Official Store`])
  return rng.pick([`${brand} Official Store`, `${brand} Store`, `${brand} Factory Outlet`, `${brand} Direct`])
}

/** Store names of a brand mall: every real brand has its flagship. */
export function flagshipStoreName({ brand, level }: StoreContext): string {
  return level === 'generic' ? `${brand} Flagship Store` : `${brand} Official Flagship Store`
}
