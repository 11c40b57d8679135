/** The shape of a marketplace catalog: a static taxonomy, and the products an app generates from it. */

/** ToolSpectrum's search categories: the values getProductList's `category` takes. */
export const categories = ['Clothing', 'Electronics', 'Home appliances', 'Furniture', 'Brands'] as const
export type Category = (typeof categories)[number]

/**
 * Where a product sits in a store: a search category, or a department ToolSpectrum has no category
 * for (books, toys, sports, groceries). Those are found by keywords from any category (buyProduct has none).
 */
export const departments = [...categories, 'Books', 'Toys', 'Sports', 'Groceries'] as const
export type Department = (typeof departments)[number]

export const bodySizes = ['S', 'M', 'L', 'XL', 'XXL'] as const
export type BodySize = (typeof bodySizes)[number]

export type Gender = 'male' | 'female' | 'unisex'

/** Real brands by market position; `generic` is a lesser-known label a marketplace invents. */
export type BrandTier = 'budget' | 'mainstream' | 'premium' | 'luxury'
export type BrandLevel = BrandTier | 'generic'

/** A named model with its usual list price in CNY (e.g. iPhone 16, 5999). */
export interface Model {
  readonly name: string
  readonly price: number
  /** The maker's own configurations and their list prices ('256GB', 6999); they replace the type's variant axes. */
  readonly configs?: readonly (readonly [label: string, price: number])[]
  /** No longer sold new: only second-hand apps list it, priced from its last retail price. */
  readonly discontinued?: boolean
}

export interface BrandEntry {
  readonly name: string
  readonly tier: BrandTier
  /** Chinese name, so a query in Chinese finds the brand. */
  readonly zh?: string
  /** Nicknames shoppers type ('LV', 'NB', 'AJ'). */
  readonly aka?: readonly string[]
  /** The company's main brand, which shoppers type too ('Nike Air Jordan', 'Xiaomi Redmi'). */
  readonly parent?: string
  /** Price range that replaces the type's range times the tier factor (luxury labels). */
  readonly price?: readonly [number, number]
  readonly models?: readonly Model[]
}

/** An attribute value; `[value, k]` scales the price by k (256GB, 90% goose down). */
export type AttributeValue = string | readonly [string, number]

export interface AttributeAxis {
  readonly name: string
  readonly values: readonly AttributeValue[]
  /** A variant of a named model too (storage, case size); other axes describe no-model goods only. */
  readonly variant?: boolean
}

/** A kind of product (T-shirt, air fryer): search terms, price level, brands and attributes. */
export interface ProductType {
  readonly key: string
  readonly name: string
  readonly category: Department
  /** Search terms and synonyms in English ('tee', 'airpods'), the name included. */
  readonly terms: readonly string[]
  /** Chinese terms ('T恤'). */
  readonly zh: readonly string[]
  /** Usual price range of a mainstream brand, CNY. */
  readonly price: readonly [number, number]
  readonly brands: readonly BrandEntry[]
  /** False where no-name goods make no sense (phones, laptops, luxury labels). */
  readonly generic?: boolean
  readonly attributes: readonly AttributeAxis[]
  readonly colors?: readonly string[]
  /** Who it is made for; absent means it is not gendered. */
  readonly genders?: readonly Gender[]
  /** Letter sizes (apparel) or EU shoe sizes. */
  readonly sizing?: 'letter' | 'shoe'
  /** Ships by freight: extra days and fee. */
  readonly bulky?: boolean
  /** Restricted for minors above a price (electronics, luxury goods). */
  readonly risk?: 'electronics' | 'luxury'
  /** Filler words of keyword-stuffed titles ('Breathable', 'Summer'). */
  readonly keywords?: readonly string[]
  /** Relative number of listings (popular types get more). */
  readonly weight?: number
  /** Titles lead with the model, a named work ('To Live — Yu Hua (Writers Publishing House, Paperback)'). */
  readonly titledByWork?: boolean
}

/** One listing of an app's catalog; built once per (world seed, app), never stored in state. */
export interface Product {
  readonly id: string
  readonly index: number
  readonly type: ProductType
  readonly brand: string
  readonly level: BrandLevel
  readonly model?: string
  readonly title: string
  readonly gender?: Gender
  readonly attributes: readonly string[]
  readonly colors: readonly string[]
  /** 'S'..'XXL' for apparel, 'EU 42' for shoes; empty when unsized. */
  readonly sizes: readonly string[]
  readonly price: number
  readonly originalPrice?: number
  readonly discountLabel?: string
  readonly rating: number
  readonly reviewCount: number
  readonly sold: number
  /** rating x log10(reviews): what "sort by quality" orders by. */
  readonly quality: number
  readonly stock: number
  /** Days from the dispatch day to the door. */
  readonly deliveryDays: number
  /** Hours from payment to the carrier's pick-up. */
  readonly handlingHours: number
  readonly shippingFee: number
  readonly store: string
  readonly shipsFrom: string
  readonly risk?: 'electronics' | 'luxury'
  /** A flavour's extra per-product fields (group price, condition, authentication...). */
  readonly extra: Readonly<Record<string, string | number | boolean>>
}
