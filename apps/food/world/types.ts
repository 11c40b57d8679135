/** The shapes of the food world: cuisines, dishes, restaurants. Static data, computed from the world seed. */

export const CUISINES = [
  'sichuan',
  'hunan',
  'cantonese',
  'beijing',
  'jiangzhe',
  'northeastern',
  'northwestern',
  'yunnan',
  'hotpot',
  'bbq',
  'noodles',
  'dumplings',
  'rice_bowl',
  'malatang',
  'breakfast',
  'fast_food',
  'western',
  'japanese',
  'korean',
  'light_meal',
  'tea_drinks',
] as const
export type Cuisine = (typeof CUISINES)[number]

export const SPICE_LEVELS = ['none', 'mild', 'medium', 'hot'] as const
export type SpiceLevel = (typeof SPICE_LEVELS)[number]

export const PORTION_SIZES = ['small', 'regular', 'large'] as const
export type PortionSize = (typeof PORTION_SIZES)[number]

/** Menu sections, in the order a menu shows them. */
export const SECTIONS = ['signature', 'mains', 'staples', 'sides', 'snacks', 'soups', 'desserts', 'drinks'] as const
export type Section = (typeof SECTIONS)[number]

/** How a dish can be resized: a bowl (regular/large), a shareable plate (small/regular), a cup, a pizza. */
export type SizeScheme = 'bowl' | 'plate' | 'cup' | 'pizza' | 'half'

/** A dish as a cuisine or chain lists it, at a mid-range (price level 2) price. */
export interface DishTemplate {
  en: string
  zh: string
  /** CNY at price level 2 (chains: their real menu price). */
  price: number
  section: Section
  /** Default heat 0-3; present when the kitchen adjusts the heat on request. */
  spice?: 0 | 1 | 2 | 3
  sizes?: SizeScheme
  /** What one portion is ('6 pieces', 'about 500 g'). */
  portion?: string
  /** Beer, baijiu, soju...: never sold to minors. */
  alcohol?: boolean
}

export interface CuisineSpec {
  id: Cuisine
  en: string
  zh: string
  /** Words people search with, English and Chinese. */
  keywords: readonly string[]
  /** Minutes a kitchen takes for a typical order. */
  prepMin: number
  /** Per-person spend at price level 2, CNY. */
  perCapita: number
  dishes: readonly DishTemplate[]
  /**
   * How local shops of the cuisine are called: ['Noodle House', '面馆'] takes an owner's name (张记面馆);
   * a third `true` marks a name that stands alone and takes a branch instead (兰州牛肉面(望京店)).
   */
  shopNouns: readonly (readonly [string, string, boolean?])[]
  tags: readonly string[]
  /** Share of local shops of this cuisine among all local shops (weight). */
  weight: number
  /** Opening hours in minutes after midnight; close may pass 1440 (after midnight). */
  hours: readonly [number, number]
}

/** 1: under ¥30 a head, 2: ¥30-80, 3: ¥80-200, 4: over ¥200. */
export type PriceLevel = 1 | 2 | 3 | 4

export interface Restaurant {
  /** `rst_<cell i>_<cell j>_<k>` for generated shops; the gazetteer id for famous ones. */
  id: string
  name: string
  nameZh: string
  city: string
  district: string
  address: string
  lat: number
  lng: number
  cuisine: Cuisine
  /** Chain id, for branches of a chain. */
  chain?: string
  priceLevel: PriceLevel
  perCapita: number
  /** Dianping-style stars, 3.5-5.0. */
  rating: number
  reviewCount: number
  /** Takeout orders a month (across platforms). */
  monthlySales: number
  /** 0-1: drives dine-in demand and queues. */
  popularity: number
  tags: readonly string[]
  opens: number
  closes: number
  prepMin: number
  /** Which takeout platforms list it (fine dining lists on neither). */
  onMeituan: boolean
  onEleme: boolean
  /** Takes table bookings through Dianping. */
  reservations: boolean
  /** Tables: for up to 4, for 5-10, and private rooms (up to 12). */
  tables: { readonly small: number; readonly large: number; readonly rooms: number }
  /** Private-room minimum spend, CNY (0 when no rooms). */
  roomMinimum: number
  /** Merchant full-reduction offers (满减): [spend, off] ascending. */
  offers: readonly (readonly [number, number])[]
  /** Own minimum order for delivery, CNY. */
  minOrder: number
  phone: string
  /** Seed of the menu: the chain id (same menu in every branch) or the restaurant id. */
  menuKey: string
  /** Lower-cased names, cuisine words, tags and address: what a keyword search reads. */
  searchText: string
}

export interface Dish {
  dishId: string
  name: string
  nameZh: string
  section: Section
  /** Price of the default size. */
  price: number
  portion: string
  /** Sizes on offer with their prices; absent when the dish comes one way. */
  sizes?: readonly { size: PortionSize; label: string; price: number }[]
  /** Spice levels the kitchen offers; absent when the heat cannot be changed. */
  spiceLevels?: readonly SpiceLevel[]
  defaultSpice?: SpiceLevel
  alcohol?: boolean
  monthlySales: number
}
