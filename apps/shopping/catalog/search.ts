import type { Catalog } from './generate.ts'
import { GENDER_TOKENS } from './search-index.ts'
import { sizeFor } from './sizes.ts'
import type { BodySize, Category, Product } from './types.ts'

/** Keep products scoring at least this share of the best: 'men's cotton t-shirt' keeps every tee, drops cotton socks. */
const RELEVANCE_FLOOR = 0.6

export interface Ranking {
  /** 'category': matches in the asked category; 'all': matches in any category; 'none': nothing matched. */
  readonly scope: 'category' | 'all' | 'none'
  /** With scope 'all': the category had matches, but others match more of the query. */
  readonly betterElsewhere?: boolean
  /** Most relevant first, then most trusted (rating x log reviews). */
  readonly matches: readonly Product[]
}

const byQuality = (a: Product, b: Product) => b.quality - a.quality || a.index - b.index

/** A bare number ('13' in 'iPhone 13'): it narrows a match made by words, and matches nothing by itself. */
const NUMBER = /^\d+$/
const isGender = (token: string) => (GENDER_TOKENS as readonly string[]).includes(token)

interface Scores {
  /** Every matched token's weight, gender included. */
  readonly total: Float64Array
  /** Weight of the tokens that say what the product is (not who it is for). */
  readonly content: Float64Array
  /** How many of the query's content tokens each product matches. */
  readonly covered: Uint8Array
}

function scoreAll(catalog: Catalog, tokens: readonly string[]): Scores {
  const n = catalog.products.length
  const total = new Float64Array(n)
  const content = new Float64Array(n)
  const covered = new Uint8Array(n)
  const add = (token: string, kind: 'gender' | 'word' | 'number', onlyMatched: boolean) => {
    const posting = catalog.index.postings.get(token)
    if (!posting) return
    for (let k = 0; k < posting.ids.length; k++) {
      const i = posting.ids[k]!
      if (onlyMatched && content[i] === 0) continue
      total[i]! += posting.weights[k]!
      if (kind === 'gender') continue
      content[i]! += posting.weights[k]!
      covered[i]!++
    }
  }
  const wordTokens = tokens.filter((t) => !isGender(t) && !NUMBER.test(t))
  for (const t of wordTokens) add(t, 'word', false)
  // Numbers count only beside a word that matched ('iPhone 13' is not a Dell XPS 13), unless the query is all numbers ('550').
  const wordsMatched = wordTokens.some((t) => catalog.index.postings.has(t))
  for (const t of tokens) if (NUMBER.test(t)) add(t, 'number', wordsMatched)
  for (const t of tokens) if (isGender(t)) add(t, 'gender', false)
  return { total, content, covered }
}

function select(catalog: Catalog, { total, content }: Scores, inScope: (p: Product) => boolean): Product[] {
  let best = 0
  for (const p of catalog.products) if (content[p.index]! > 0 && inScope(p) && total[p.index]! > best) best = total[p.index]!
  if (best === 0) return []
  const floor = best * RELEVANCE_FLOOR
  return catalog.products
    .filter((p) => content[p.index]! > 0 && total[p.index]! >= floor && inScope(p))
    .sort((a, b) => total[b.index]! - total[a.index]! || byQuality(a, b))
}

/** The most query tokens any product in scope matches. */
function bestCoverage(catalog: Catalog, { covered }: Scores, inScope: (p: Product) => boolean): number {
  let best = 0
  for (const p of catalog.products) if (covered[p.index]! > best && inScope(p)) best = covered[p.index]!
  return best
}

/**
 * Products matching the query tokens: in the category when it has any and nothing elsewhere matches
 * more of the query's words ('Nike Air Jordan 1' asked under Clothing finds the sneakers); else anywhere.
 */
export function rank(catalog: Catalog, tokens: readonly string[], category: Category | undefined): Ranking {
  const scores = scoreAll(catalog, tokens)
  let betterElsewhere = false
  if (category) {
    const inCategory = (p: Product) => p.type.category === category
    const matches = select(catalog, scores, inCategory)
    if (matches.length > 0 && bestCoverage(catalog, scores, inCategory) >= bestCoverage(catalog, scores, () => true)) return { scope: 'category', matches }
    betterElsewhere = matches.length > 0
  }
  const anywhere = select(catalog, scores, () => true)
  return anywhere.length > 0 ? { scope: 'all', matches: anywhere, ...(betterElsewhere ? { betterElsewhere } : {}) } : { scope: 'none', matches: [] }
}

/** What a query with no match shows: the category's best sellers. */
export function bestSellers(catalog: Catalog, category: Category | undefined): Product[] {
  return catalog.products.filter((p) => !category || p.type.category === category).sort((a, b) => b.sold - a.sold || a.index - b.index)
}

export interface Filters {
  bodySize?: BodySize
  priceRange?: 'low' | 'high'
  gender?: 'male' | 'female'
}

type FilterName = keyof Filters
/** The order filters are dropped in when together they leave nothing. */
const relaxOrder: readonly FilterName[] = ['priceRange', 'gender', 'bodySize']

function passes(catalog: Catalog, p: Product, f: Filters, name: FilterName): boolean {
  switch (name) {
    case 'gender':
      return !f.gender || !p.gender || p.gender === 'unisex' || p.gender === f.gender
    case 'bodySize':
      return !f.bodySize || p.sizes.length === 0 || sizeFor(p, f.bodySize) !== undefined
    case 'priceRange': {
      if (!f.priceRange) return true
      const mid = catalog.typeMedian.get(p.type.key) ?? p.price
      return f.priceRange === 'low' ? p.price <= mid : p.price > mid
    }
  }
}

/**
 * Applies the filters given; when together they leave nothing, drops them one at a time
 * (price range, then gender, then size) and says which were dropped.
 */
export function applyFilters(catalog: Catalog, products: readonly Product[], filters: Filters, extra?: (p: Product) => boolean): { products: Product[]; relaxed: FilterName[] } {
  const base = extra ? products.filter(extra) : products
  const active = relaxOrder.filter((name) => filters[name] !== undefined)
  const relaxed: FilterName[] = []
  for (;;) {
    const kept = base.filter((p) => active.every((name) => relaxed.includes(name) || passes(catalog, p, filters, name)))
    const next = active.find((name) => !relaxed.includes(name))
    if (kept.length > 0 || next === undefined) return { products: kept, relaxed }
    relaxed.push(next)
  }
}

export type SortBy = 'relevance' | 'price' | 'quality'

/** Stable sorts over the relevance order: price ascending, or quality (rating x log reviews) descending. */
export function sortProducts(products: readonly Product[], sortBy: SortBy): Product[] {
  if (sortBy === 'price') return [...products].sort((a, b) => a.price - b.price)
  if (sortBy === 'quality') return [...products].sort((a, b) => b.quality - a.quality)
  return [...products]
}
