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

/**
 * The product a buyProduct by query means: the most relevant matches, filtered by the preferences
 * (relaxed as getProductList does), then the cheapest ('price'), the best rated ('quality') or the
 * most relevant. Deterministic, and memoized per normalized query and preferences.
 */
export function chooseProduct(catalog: Catalog, flavour: MarketplaceFlavour, args: ChoiceArgs & Record<string, unknown>, ctx: ToolContext, appName: string): Product {
  const tokens = queryTokens(catalog.index, args.searchQuery)
  const category = args.category ?? '*'
  const key = `pick\u0001${category}\u0001${tokens.join(' ')}\u0001${args.bodySize ?? ''}\u0001${args.priceRange ?? ''}\u0001${args.gender ?? ''}\u0001${args.preference ?? ''}\u0001${extraKey(flavour, args)}`
  const index = ctx.memo(key, (): number => {
    const ranking = ctx.memo(`rank\u0001${category}\u0001${tokens.join(' ')}`, () => rank(catalog, tokens, args.category))
    if (ranking.scope === 'none') return -1
    const extra = flavour.extraParameters
    const { products } = applyFilters(catalog, ranking.matches, args, extra ? (p) => extra.accepts(p, args) : undefined)
    if (products.length === 0) return -1
    let pick = products[0]!
    for (const p of products) {
      if (args.preference === 'price' ? p.price < pick.price : args.preference === 'quality' ? p.quality > pick.quality : false) pick = p
    }
    return pick.index
  })
  if (index < 0) throw notFound(`Nothing in ${appName} matches "${args.searchQuery}"${args.category ? ` in ${args.category}` : ''}; search with getProductList and buy by productId`)
  return catalog.products[index]!
}
