import type { Department, Tier } from './catalog/types.ts'

/** How an order reaches the user: a rider from a store or warehouse, or a neighbourhood pickup point. */
export type FulfilmentSpec = DeliverySpec | PickupSpec

export interface DeliverySpec {
  mode: 'delivery'
  /** What the app promises, shown with every listing. */
  promise: string
  /** Riders deliver between these local times (minutes after midnight); later orders go in the first morning slot. */
  hours: readonly [number, number]
  /** Minutes from payment until the rider leaves with the bag (cancelling is possible until then). */
  packMinutes: number
  /** Where orders leave from: the nearest Hema store (a mall), or a front warehouse near the address. */
  hub: 'nearest_store' | 'front_warehouse'
  /** The hub's name from the place it is near (or its district). */
  hubName(near: string): string
  /** Minutes from the start of work on the order to the door, given the hub's distance. */
  etaMinutes(distanceKm: number): number
  /** Delivery fee below `freeOver` (CNY). */
  fee: number
  freeOver: number
  riderTitle: string
}

export interface PickupSpec {
  mode: 'pickup'
  promise: string
  /** Orders paid before this local hour are collected tomorrow; later ones the day after. */
  cutoffHour: number
  /** Local hour the goods reach the pickup point. */
  readyHour: number
  /** Local hour the goods leave the regional warehouse. */
  departHour: number
  /** Shops that host pickup points (convenience stores, fruit shops, parcel stations). */
  hosts: readonly string[]
}

/**
 * How one grocery app differs from another selling the same food: price level, assortment, own
 * labels, promotions, fulfilment. The tools are the same for all.
 */
export interface GroceryFlavour {
  /** Product ids start with it ('HM' gives HM48213907). */
  idPrefix: string
  /** Multiplies the mid-market price (Dingdong = 1). */
  priceFactor: number
  /** Share of the world's items the app stocks, by tier. */
  assortment: Record<Tier, number>
  /** Chance an item that comes organic has an organic listing here. */
  organicShare: number
  /** An own label sold beside the branded goods (Hema Daily Fresh: only sold on the day). */
  ownLabel?: { name: string; departments: readonly Department[]; priceFactor: number; shelfLifeDays: number }
  /** Crossed-out prices: share of listings, depth, and the label shown. */
  promo: { share: number; depth: readonly [number, number]; label: string }
  /** Positive-review share range, percent. */
  positiveRate: readonly [number, number]
  /** Units sold range (log-uniform). */
  sold: readonly [number, number]
  /** Static stock: perishables (short shelf life or live) and shelf-stable goods. */
  stock: { fresh: readonly [number, number]; shelf: readonly [number, number] }
  /** How sales show: '3k+ sold', 'Group-bought 10k+'. */
  salesLabel(bucket: string): string
  /** Listings per page unless the call says otherwise. */
  pageSize: number
  /** Default order of getProductList (Duoduo defaults to price, per the toolset). */
  defaultSort: 'relevance' | 'price'
  fulfilment: FulfilmentSpec
  /** Days until a refund lands after cancelling. */
  refundDays: number
}
