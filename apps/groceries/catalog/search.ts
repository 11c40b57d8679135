import type { Catalog, Listing } from './build.ts'
import { WORD_MATCH } from './search-index.ts'
import { inSeason } from './seasons.ts'
import type { Department, GroceryItem } from './types.ts'

/** Keep listings scoring at least this share of the best: 'organic potatoes' keeps every potato, drops organic carrots. */
const RELEVANCE_FLOOR = 0.6

export interface Ranking {
  /** 'category': matches in the asked departments; 'all': matches elsewhere; 'none': nothing matched. */
  readonly scope: 'category' | 'all' | 'none'
  /** Most relevant first, then best reviewed. */
  readonly matches: readonly Listing[]
  /** When nothing on sale matched: the item that would have, out of season this month. */
  readonly outOfSeason?: GroceryItem
}

export const byQuality = (a: Listing, b: Listing): number => b.positiveRate - a.positiveRate || b.reviewCount - a.reviewCount || a.index - b.index

function select(catalog: Catalog, score: Float64Array, inScope: (l: Listing) => boolean): { best: number; list: Listing[] } {
  let best = 0
  for (const l of catalog.listings) if (score[l.index]! > best && inScope(l)) best = score[l.index]!
  if (best === 0) return { best, list: [] }
  const floor = best * RELEVANCE_FLOOR
  const list = catalog.listings.filter((l) => score[l.index]! >= floor && inScope(l)).sort((a, b) => score[b.index]! - score[a.index]! || byQuality(a, b))
  return { best, list }
}

/**
 * Listings on sale this month matching the query tokens: in the asked departments when one of them
 * really matches there (more than the department's own name), else anywhere ('frozen vegetables'
 * asked under Vegetables finds the freezer aisle).
 */
export function rank(catalog: Catalog, tokens: readonly string[], scope: readonly Department[] | undefined, month: number): Ranking {
  const score = new Float64Array(catalog.listings.length)
  for (const token of tokens) {
    const posting = catalog.index.postings.get(token)
    if (!posting) continue
    for (let k = 0; k < posting.ids.length; k++) score[posting.ids[k]!]! += posting.weights[k]!
  }
  const onSale = (l: Listing) => inSeason(l.item, month)
  if (scope) {
    const inDepartments = select(catalog, score, (l) => onSale(l) && scope.includes(l.item.department))
    if (inDepartments.best >= WORD_MATCH) return { scope: 'category', matches: inDepartments.list }
  }
  const anywhere = select(catalog, score, onSale)
  if (anywhere.list.length > 0) return { scope: scope ? 'all' : 'category', matches: anywhere.list }
  const later = select(catalog, score, (l) => !onSale(l)).list[0]
  return { scope: 'none', matches: [], ...(later && score[later.index]! >= WORD_MATCH ? { outOfSeason: later.item } : {}) }
}

/** What a query with no match shows: the departments' best sellers on sale this month. */
export function bestSellers(catalog: Catalog, scope: readonly Department[] | undefined, month: number): Listing[] {
  return catalog.listings.filter((l) => inSeason(l.item, month) && (!scope || scope.includes(l.item.department))).sort((a, b) => b.sold - a.sold || a.index - b.index)
}

export type WeightBand = '<250' | '250-500' | '>500'

/** The band a gram weight falls in (an int weight in grams reads as its band). */
export const weightBand = (grams: number): WeightBand => (grams < 250 ? '<250' : grams <= 500 ? '250-500' : '>500')

export interface Filters {
  weight?: WeightBand
  types?: 'organic' | 'inorganic'
  priceRange?: 'low' | 'high'
}

type FilterName = keyof Filters
/** The order filters are dropped in when together they leave nothing. */
const relaxOrder: readonly FilterName[] = ['priceRange', 'types', 'weight']

const median = (values: readonly number[]): number => {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/**
 * Applies the filters given; when together they leave nothing, drops them one at a time (price
 * range, organic, weight band) and says which were dropped. 'low'/'high' price is per 500g against
 * the median of the matches, so a 10kg bag of rice is not 'high' for being big.
 */
export function applyFilters(listings: readonly Listing[], filters: Filters): { listings: Listing[]; relaxed: FilterName[] } {
  const active = relaxOrder.filter((name) => filters[name] !== undefined)
  if (active.length === 0) return { listings: [...listings], relaxed: [] }
  const mid = filters.priceRange ? median(listings.map((l) => l.per500g)) : 0
  const passes = (l: Listing, name: FilterName): boolean => {
    switch (name) {
      case 'weight':
        return weightBand(l.pack.grams) === filters.weight
      case 'types':
        return l.organic === (filters.types === 'organic')
      case 'priceRange':
        return filters.priceRange === 'low' ? l.per500g <= mid : l.per500g > mid
    }
  }
  const relaxed: FilterName[] = []
  for (;;) {
    const kept = listings.filter((l) => active.every((name) => relaxed.includes(name) || passes(l, name)))
    const next = active.find((name) => !relaxed.includes(name))
    if (kept.length > 0 || next === undefined) return { listings: kept, relaxed }
    relaxed.push(next)
  }
}

export type SortBy = 'relevance' | 'price' | 'quality'

/** Stable sorts over the relevance order: pack price ascending, or best reviewed first. */
export function sortListings(listings: readonly Listing[], sortBy: SortBy): Listing[] {
  if (sortBy === 'price') return [...listings].sort((a, b) => a.price - b.price)
  if (sortBy === 'quality') return [...listings].sort(byQuality)
  return [...listings]
}
