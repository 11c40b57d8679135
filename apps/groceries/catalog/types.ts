/** The grocery world: what a fresh-food app sells, before any one app prices and stocks it. */

export const departments = ['fruit', 'vegetables', 'meat', 'seafood', 'dairy_eggs', 'bakery', 'pantry', 'frozen', 'snacks', 'drinks'] as const
export type Department = (typeof departments)[number]

/** How each department is shown to the user. */
export const departmentNames: Record<Department, string> = {
  fruit: 'Fruit',
  vegetables: 'Vegetables',
  meat: 'Meat & Poultry',
  seafood: 'Seafood',
  dairy_eggs: 'Dairy & Eggs',
  bakery: 'Bakery',
  pantry: 'Rice, Oil & Pantry',
  frozen: 'Frozen',
  snacks: 'Snacks',
  drinks: 'Drinks',
}

/** What the diet rule looks at: the toolset's examples are red meat, candy and fried food. */
export type DietFlag = 'high_sugar' | 'high_fat' | 'red_meat' | 'fried'

/** Which apps stock an item: everyday goods everywhere, upscale ones in mid and premium apps, luxury at Hema. */
export type Tier = 'everyday' | 'upscale' | 'luxury'

export type Storage = 'ambient' | 'chilled' | 'frozen' | 'live'

/** One way an item is packed: '2.5kg bag', '6 x 550ml'. Liquids count 1ml as 1g. */
export interface Pack {
  label: string
  grams: number
}

/** A kind of grocery item as the world knows it (Chilean cherries, Wuchang rice), priced at a mid-market level. */
export interface GroceryItem {
  key: string
  name: string
  /** Chinese name, searchable. */
  zh: string
  department: Department
  /** What a shopper calls it, most specific first ('cherries', 'cherry'); the first is the item's kind. */
  terms: readonly string[]
  brand?: string
  /** Region or country, e.g. 'Chile', 'Wuchang, Heilongjiang'. */
  origin: string
  packs: readonly Pack[]
  /** Mid-market price per 500g in CNY (Dingdong's level). */
  per500g: number
  shelfLifeDays: number
  storage: Storage
  tier: Tier
  /** An organic version is sold too ('both'), or the item is organic itself ('only'). */
  organic?: 'both' | 'only'
  diet?: readonly DietFlag[]
  /** Extra search words: 'baking', 'cake ingredients', 'imported'. */
  tags?: readonly string[]
  /** Months (1-12) it is on sale, wrapping over the new year ([11, 2] is November to February); absent: all year. */
  season?: readonly [from: number, to: number]
}

/** Shorthand for the item tables: grams to a pack. */
export const g = (label: string, grams: number): Pack => ({ label, grams })
