import type { Category } from '../../../apps/shopping/index.ts'
import type { PlanContext } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import type { Habits } from '../habits.ts'
import { forTheOtherSex } from '../../lives/index.ts'

/**
 * What people shop for, in which contexts, and what they will pay: the wish lists by context, the
 * shopper's budget and size, and the listing they pick from a page.
 */

export type ShopContext = 'daily_goods' | 'electronics' | 'fashion' | 'sneakers' | 'secondhand' | 'luxury'

export interface Want {
  category: Category
  query: string
  /** Only for this gender. */
  only?: 'male' | 'female'
  /** Adults with some income only (a used camera). */
  grownUp?: boolean
  /** Durable: bought once, not again within weeks. */
  once?: boolean
  /** Consumable: sometimes several at once. */
  multi?: boolean
  /** Personal care made for men and for women: searched for one's own ("men's facial cleanser", as 男士洗面奶). */
  personal?: boolean
}

const DAILY: readonly Want[] = [
  { category: 'Electronics', query: 'phone case', once: true },
  { category: 'Clothing', query: 'hat', once: true },
  { category: 'Brands', query: 'sheet mask', multi: true, personal: true },
  { category: 'Brands', query: 'body lotion', multi: true, personal: true },
  { category: 'Brands', query: 'facial cleanser', multi: true, personal: true },
  { category: 'Brands', query: 'sunscreen', multi: true, personal: true },
  { category: 'Home appliances', query: 'electric kettle', once: true },
  { category: 'Home appliances', query: 'humidifier', once: true },
  { category: 'Furniture', query: 'shoe rack', once: true },
  { category: 'Brands', query: 'nail polish', only: 'female', multi: true },
]

const ELECTRONICS: readonly Want[] = [
  { category: 'Electronics', query: 'wireless earbuds', once: true },
  { category: 'Electronics', query: 'gan charger', once: true },
  { category: 'Electronics', query: 'power bank', once: true },
  { category: 'Electronics', query: 'bluetooth speaker', once: true },
  { category: 'Electronics', query: 'mechanical keyboard', once: true },
  { category: 'Electronics', query: 'smartwatch', once: true },
  { category: 'Electronics', query: 'headphones', once: true },
]

/** January and February: winter clothes first. */
const FASHION: readonly Want[] = [
  { category: 'Clothing', query: 'down jacket' },
  { category: 'Clothing', query: 'sweater' },
  { category: 'Clothing', query: 'hoodie' },
  { category: 'Clothing', query: 'jeans' },
  { category: 'Clothing', query: 'sweatpants' },
  { category: 'Clothing', query: 'shirt' },
  { category: 'Clothing', query: 'dress', only: 'female' },
]

const SNEAKERS: readonly Want[] = [
  { category: 'Brands', query: 'sneakers', once: true },
  { category: 'Clothing', query: 'running shoes', once: true },
]

const SECOND_HAND: readonly Want[] = [
  { category: 'Electronics', query: 'mechanical keyboard', once: true },
  { category: 'Electronics', query: 'headphones', once: true },
  { category: 'Furniture', query: 'bookshelf', once: true },
  { category: 'Furniture', query: 'office chair', once: true },
  { category: 'Electronics', query: 'camera', grownUp: true, once: true },
]

export const SPLURGE_ELECTRONICS: readonly Want[] = [
  { category: 'Electronics', query: 'laptop' },
  { category: 'Electronics', query: 'smartphone' },
  { category: 'Electronics', query: 'camera' },
  { category: 'Electronics', query: 'tablet' },
]

const SPLURGE_LUXURY: readonly Want[] = [
  { category: 'Brands', query: 'handbag', only: 'female' },
  { category: 'Brands', query: 'wristwatch' },
]


/** Letter sizes read as EU shoe sizes, as the marketplaces read them (men's scale unless the shoe is a women's). */
const SHOE_SIZE = {
  male: { S: 39, M: 40, L: 42, XL: 43, XXL: 44 },
  female: { S: 35, M: 36, L: 37, XL: 38, XXL: 39 },
} as const

/** The most a buyer under 18 pays for one item: under every minor rule's limit for electronics and luxury goods. */
const MINOR_CAP = 900

export interface Listing {
  productId: string
  title?: string
  price: number
  rating: number
  stock: number
  gender?: string
  sizes?: string[]
  category: string
  /** Shipping on this listing (freight for furniture): part of what the order costs. */
  shippingFee?: number
}

export interface Shopper {
  habits: Habits
  gender: 'male' | 'female'
  minor: boolean
  poor: boolean
  rich: boolean
  elderly: boolean
  /** The most one purchase costs without a life event (budget.ts). */
  maxPurchase: number
}

export const shopperOf = ({ profile, habits }: PlanContext): Shopper => ({
  habits,
  maxPurchase: budgetOf(profile).maxPurchase,
  gender: profile.gender,
  minor: profile.age < 18,
  poor: profile.incomeLevel === '<3k',
  rich: profile.incomeLevel === '>50k',
  elderly: profile.age >= 60,
})

/**
 * The most this shopper pays for one order in a context: what the context is worth to them, never
 * above their budget's single-purchase limit. The splurge (a life event) stretches it to three times
 * that limit, so even a splurge stays within reach of the income.
 */
export function priceCap(s: Shopper, context: ShopContext, splurge: boolean): number {
  // A splurge is saved for, about half a month's pay at most (the budget excuses one month's worth of life events in 30 days).
  if (splurge) return s.rich ? Infinity : Math.round(s.maxPurchase * 1.3)
  const usual = s.minor ? MINOR_CAP : s.poor ? (context === 'daily_goods' ? 200 : context === 'secondhand' ? 400 : 350) : s.rich ? (context === 'daily_goods' ? 1000 : 6000) : context === 'daily_goods' ? 500 : context === 'secondhand' ? 2500 : 2000
  return Math.min(usual, s.maxPurchase)
}

/** Whether a listing comes in the shopper's size (letter sizes, or EU shoe sizes read from them). */
function fits(p: Listing, s: Shopper): boolean {
  if (!p.sizes || p.sizes.length === 0) return true
  const size = s.habits.values.bodySize
  if (p.sizes[0]!.startsWith('EU')) return p.sizes.includes(`EU ${SHOE_SIZE[p.gender === 'female' ? 'female' : 'male'][size]}`)
  return p.sizes.includes(size)
}

/** The listing a shopper picks: affordable with its shipping, in stock, in their size; the cheapest, the best rated, or one of the first few. */
export function pick(products: readonly Listing[], s: Shopper, context: ShopContext, ctx: PlanContext, count: number, splurge = false): Listing | undefined {
  const cap = priceCap(s, context, splurge)
  const ok = products.filter((p) => p.stock >= count && p.price * count + (p.shippingFee ?? 0) <= cap && fits(p, s) && (!p.gender || p.gender === 'unisex' || p.gender === s.gender) && !forTheOtherSex(p.title ?? '', s.gender))
  if (ok.length === 0) return undefined
  if (splurge) return [...ok].sort((a, b) => b.price - a.price || b.rating - a.rating)[ctx.rng.int(0, Math.min(2, ok.length - 1))]
  if (s.poor) return [...ok].sort((a, b) => a.price - b.price)[ctx.rng.int(0, Math.min(1, ok.length - 1))]
  if (s.rich) return [...ok].sort((a, b) => b.rating - a.rating)[ctx.rng.int(0, Math.min(1, ok.length - 1))]
  const top = ok.slice(0, 4)
  return ctx.rng.weighted(top, [4, 3, 2, 1].slice(0, top.length))
}

/** What the shopper searches for in a context; undefined when every durable thing of it is already bought. */
export function wantFor(s: Shopper, context: ShopContext, ctx: PlanContext, bought: ReadonlySet<string> = new Set()): Want | undefined {
  const list =
    context === 'daily_goods' ? DAILY : context === 'electronics' ? ELECTRONICS : context === 'fashion' ? FASHION : context === 'sneakers' ? SNEAKERS : context === 'secondhand' ? SECOND_HAND : SPLURGE_LUXURY
  const options = list.filter((w) => (!w.only || w.only === s.gender) && (!w.grownUp || (!s.minor && !s.poor)) && !(w.once && bought.has(w.query)))
  if (options.length === 0) return undefined
  const want = ctx.rng.pick(options)
  // A keyword purchase takes the app's first match, so the query itself names whose product it is.
  return want.personal ? { ...want, query: `${s.gender === 'male' ? "men's" : "women's"} ${want.query}` } : want
}
