import { notFound, type ToolContext } from '../../kit/index.ts'
import type { Catalog } from '../catalog/generate.ts'
import { queryTokens } from '../catalog/search-index.ts'
import { applyFilters, rank, type Filters } from '../catalog/search.ts'
import type { Category, Product } from '../catalog/types.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { extraKey } from './shared.ts'

export interface ChoiceArgs extends Filters {
  searchQuery: string
  category?: Category
  preference?: 'quality' | 'price'
}

/** How many ranked candidates a query keeps: enough to step past listings this session bought out. */
const CANDIDATES = 40

/**
 * The product a buyProduct by query means: the most relevant matches, filtered by the preferences
 * (relaxed as getProductList does), then the cheapest ('price'), the best rated ('quality') or the
 * most relevant, skipping listings without `count` units left in this session (a second-hand item
 * sells once). The ranking is deterministic and memoized per normalized query and preferences.
 */
export function chooseProduct(
  catalog: Catalog,
  flavour: MarketplaceFlavour,
  args: ChoiceArgs & Record<string, unknown>,
  ctx: ToolContext,
  appName: string,
  sold: Readonly<Record<string, number>>,
  count: number,
  byIdHint: boolean,
): Product {
  const category = args.category ?? '*'
  // Keyed by the query as typed, so a repeated purchase skips tokenizing; the ranking is shared per token set.
  const key = `pick\u0001${category}\u0001${args.searchQuery}\u0001${args.bodySize ?? ''}\u0001${args.priceRange ?? ''}\u0001${args.gender ?? ''}\u0001${args.preference ?? ''}\u0001${extraKey(flavour, args)}`
  const candidates = ctx.memo(key, (): readonly number[] => {
    const tokens = queryTokens(catalog.index, args.searchQuery)
    const ranking = ctx.memo(`rank\u0001${category}\u0001${tokens.join(' ')}`, () => rank(catalog, tokens, args.category))
    if (ranking.scope === 'none') return []
    const extra = flavour.extraParameters
    const { products } = applyFilters(catalog, ranking.matches, args, extra ? (p) => extra.accepts(p, args) : undefined)
    // Stable sorts over the relevance order: the first is what getProductList sorted the same way shows first.
    const ordered =
      args.preference === 'price' ? [...products].sort((a, b) => a.price - b.price) : args.preference === 'quality' ? [...products].sort((a, b) => b.quality - a.quality) : products
    return ordered.slice(0, CANDIDATES).map((p) => p.index)
  })
  if (candidates.length === 0) throw notFound(`Nothing in ${appName} matches "${args.searchQuery}"${args.category ? ` in ${args.category}` : ''}; search with getProductList${byIdHint ? ' and buy by productId' : ' first'}`)
  let fallback: Product | undefined
  for (const i of candidates) {
    const p = catalog.products[i]!
    const left = p.stock - (sold[p.id] ?? 0)
    if (left >= count) return p
    if (left > 0) fallback ??= p
  }
  return fallback ?? catalog.products[candidates[0]!]! // none has enough left: the stock check says how many are
}
