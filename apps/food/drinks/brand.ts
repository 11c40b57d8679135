/** What a coffee brand sells and how it serves: menu, sizes, options, speed, delivery. Luckin and Starbucks differ only here. */

export const TEMPERATURES = ['hot', 'iced'] as const
export type Temperature = (typeof TEMPERATURES)[number]
export const SUGAR_LEVELS = ['standard', 'less', 'none'] as const
export type SugarLevel = (typeof SUGAR_LEVELS)[number]
export const MILKS = ['whole', 'skim', 'oat', 'soy', 'coconut'] as const
export type Milk = (typeof MILKS)[number]
export const DRINK_CATEGORIES = ['coffee', 'tea', 'frappe'] as const
export type DrinkCategory = (typeof DRINK_CATEGORIES)[number]

export interface DrinkSpec {
  /** Stable id, e.g. 'coconut_latte'. */
  id: string
  en: string
  zh: string
  category: DrinkCategory
  /** Menu price of the default size, CNY. */
  price: number
  /** The price with the brand's standing coupon (Luckin), CNY. */
  couponPrice?: number
  temperatures: readonly Temperature[]
  /** Takes a milk choice. */
  milk: boolean
  /** Espresso shots in the default size (0: no coffee). */
  shots: number
  alcohol?: boolean
  description: string
}

export interface DrinkBrand {
  brand: string
  /** Prefix of order ids ('lk' gives 'lk_0001') and of generated store ids. */
  prefix: string
  /** Names a gazetteer cafe of this brand. */
  storePattern: RegExp
  storeName: { en: string; zh: string }
  /** Stores per ~2 km cell by how central the cell is: [dense, city, outskirts]. */
  density: readonly [number, number, number]
  hours: readonly [number, number]
  /** Sizes in order, the first the default, with the upcharge over it. */
  sizes: readonly { size: string; label: string; upcharge: number }[]
  /** Other words for the sizes ('大杯', 'medium'), lower-cased. */
  sizeSynonyms: Readonly<Record<string, string>>
  milks: readonly { milk: Milk; upcharge: number }[]
  shotPrice: number
  /** Minutes before the barista starts (the cancellable window) and minutes per drink. */
  queueMin: number
  perDrinkMin: number
  delivery: { fee: number; radiusKm: number; riderKmh: number }
  pickupCode: (n: number) => string
  menu: readonly DrinkSpec[]
  /** One line on how prices work, shown with the menu. */
  pricingNote: string
}
