import { z } from 'zod'
import { defineTool } from '../../kit/index.ts'
import { queryTokens } from '../catalog/search-index.ts'
import { applyFilters, bestSellers, rank, sortProducts, type Filters, type SortBy } from '../catalog/search.ts'
import type { Category } from '../catalog/types.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { dispatchDay, sameDayMissed } from '../orders/order.ts'
import { categoryParameter, preferenceParameters, productListSchema } from './schemas.ts'
import { catalogOf, deepFreeze, extraKey, listingView, type MarketplaceState } from './shared.ts'

const PAGE_SIZE = 10

interface ListArgs extends Filters {
  category: Category
  searchQuery: string
  sortBy?: 'quality' | 'price'
}

/** getProductList: search, filter, sort; one page of listings with delivery dates from the virtual clock. */
export function getProductListTool(flavour: MarketplaceFlavour) {
  const output = productListSchema(flavour)
  type Page = z.infer<typeof output>
  return defineTool({
    name: 'getProductList',
    description:
      'Searches the catalog for products matching keywords within a category. Returns the 10 best listings (price in CNY, rating, reviews, sales, sizes, stock, shipping fee, estimated delivery date) and the number of matches. When nothing matches, shows the category\'s best sellers with matched=false.',
    effect: 'read',
    input: z.object({
      category: categoryParameter.describe('Product category to search in.'),
      searchQuery: z.string().trim().min(1).max(200).describe("Keywords: product kind, brand, model, material, colour (e.g. 'cotton t-shirt', 'Xiaomi earbuds')."),
      ...preferenceParameters,
      sortBy: z.enum(['quality', 'price']).optional().describe("'price': cheapest first; 'quality': best rated and most reviewed first. Default: relevance."),
      ...(flavour.extraParameters?.shape ?? {}),
    }),
    output,
    run(state: MarketplaceState, rawArgs, ctx) {
      const args = rawArgs as ListArgs & Record<string, unknown>
      const day = dispatchDay(ctx.now, flavour.shipping.cutoffHour)
      const missed = sameDayMissed(ctx.now, flavour.shipping)
      const key = `list\u0001${args.category}\u0001${args.searchQuery}\u0001${args.bodySize ?? ''}\u0001${args.priceRange ?? ''}\u0001${args.gender ?? ''}\u0001${args.sortBy ?? ''}\u0001${extraKey(flavour, args)}\u0001${day}${missed ? '\u0001late' : ''}`
      const page = ctx.memo(key, (): Page => {
        const catalog = catalogOf(ctx, flavour)
        const tokens = queryTokens(catalog.index, args.searchQuery)
        const ranking = ctx.memo(`rank\u0001${args.category}\u0001${tokens.join(' ')}`, () => rank(catalog, tokens, args.category))
        const pool = ranking.scope === 'none' ? ctx.memo(`best\u0001${args.category}`, () => bestSellers(catalog, args.category)) : ranking.matches
        const extra = flavour.extraParameters
        const filtered = applyFilters(catalog, pool, args, extra ? (p) => extra.accepts(p, args) : undefined)
        const sortBy: SortBy = args.sortBy ?? 'relevance'
        const notes = [
          ranking.scope === 'none' ? `Nothing matched "${args.searchQuery}" in ${args.category}; showing the category's best sellers.` : '',
          ranking.scope === 'all' && !ranking.betterElsewhere ? `Nothing matched "${args.searchQuery}" in ${args.category}; showing matches from other categories.` : '',
          ranking.betterElsewhere ? `Other categories match "${args.searchQuery}" better than ${args.category}; showing those matches.` : '',
          filtered.relaxed.length > 0 ? `No listing fits every filter; ignored: ${filtered.relaxed.join(', ')}.` : '',
        ].filter(Boolean)
        const note = notes.length > 0 ? notes.join(' ') : undefined
        return deepFreeze({
          query: args.searchQuery,
          category: args.category,
          matched: ranking.scope !== 'none',
          ...(note ? { note } : {}),
          ...(filtered.relaxed.length > 0 ? { relaxedFilters: filtered.relaxed } : {}),
          sortBy,
          totalMatches: ranking.scope === 'none' ? 0 : filtered.products.length,
          products: sortProducts(filtered.products, sortBy)
            .slice(0, PAGE_SIZE)
            .map((p) => listingView(p, flavour, day, missed)),
        })
      })
      return withSessionStock(page, state.sold)
    },
  })
}

/** Stock shown net of this session's purchases (the memoized page holds the static stock). */
function withSessionStock<P extends { products: readonly { productId: string; stock: number }[] }>(page: P, sold: Readonly<Record<string, number>>): P {
  if (!page.products.some((p) => sold[p.productId])) return page
  return { ...page, products: page.products.map((p) => (sold[p.productId] ? { ...p, stock: Math.max(0, p.stock - sold[p.productId]!) } : p)) }
}
