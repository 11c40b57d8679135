import { z } from 'zod'
import { deepFreeze, defineTool } from '../../kit/index.ts'
import type { Listing } from '../catalog/build.ts'
import { readCategory } from '../catalog/departments.ts'
import { queryTokens } from '../catalog/search-index.ts'
import { applyFilters, bestSellers, rank, sortListings, weightBand, type Ranking, type SortBy, type WeightBand } from '../catalog/search.ts'
import { inSeason, monthOf, seasonText } from '../catalog/seasons.ts'
import { departmentNames } from '../catalog/types.ts'
import { listNotice } from '../diet-rule.ts'
import type { GroceryFlavour } from '../flavour.ts'
import { groceryParameters as p, pageSchema } from './schemas.ts'
import { catalogOf, fulfilmentSummary, listingView, namedListing, withSessionStock, type GroceryState } from './shared.ts'

/** Which of the optional parameters an app's getProductList has (the toolset gives each app its own). */
export interface ListInterface {
  weight?: 'required' | 'optional'
  types?: boolean
  pageSize?: boolean
}

interface ListArgs {
  category: string
  searchQuery: string
  weight?: WeightBand | number
  sortBy?: 'quality' | 'price'
  types?: 'organic' | 'inorganic'
  pageSize?: number
}

type Page = Omit<z.infer<typeof pageSchema>, 'fulfilment' | 'policyNotices'>

/** getProductList: search an aisle, filter by pack weight and organic, sort; one page with the fulfilment promise. */
export function getProductListTool(flavour: GroceryFlavour, appName: string, shape: ListInterface, dietRule: boolean) {
  return defineTool({
    name: 'getProductList',
    description: `Searches ${appName}'s groceries within an aisle. Returns listings with pack, net weight, price per pack and per 500g, origin, shelf life, stock and reviews, plus how soon an order would arrive. When nothing matches, shows the aisle's best sellers with matched=false.`,
    effect: 'read',
    input: z.object({
      category: p.category,
      searchQuery: p.searchQuery,
      ...(shape.weight === 'required' ? { weight: p.weight } : shape.weight === 'optional' ? { weight: p.weight.optional() } : {}),
      sortBy: p.sortBy.optional().describe(`${p.sortBy.description} Default: ${flavour.defaultSort === 'price' ? 'price' : 'relevance'}.`),
      ...(shape.types ? { types: p.types.optional() } : {}),
      ...(shape.pageSize ? { pageSize: p.pageSize.optional().describe(`${p.pageSize.description} Default ${flavour.pageSize}.`) } : {}),
    }),
    output: pageSchema,
    run(state: GroceryState, rawArgs, ctx) {
      const args = rawArgs as ListArgs
      const band = args.weight === undefined ? undefined : typeof args.weight === 'number' ? weightBand(args.weight) : args.weight
      const sortBy: SortBy = args.sortBy ?? flavour.defaultSort
      const size = args.pageSize ?? flavour.pageSize
      const month = monthOf(ctx.now)
      const key = `list\u0001${args.category}\u0001${args.searchQuery}\u0001${band ?? ''}\u0001${args.types ?? ''}\u0001${sortBy}\u0001${size}\u0001${month}`
      const { page, shown } = ctx.memo(key, () => {
        const catalog = catalogOf(ctx, flavour)
        const reading = readCategory(args.category)
        const scope = reading.everything ? undefined : reading.departments
        const named = namedListing(catalog, args.searchQuery, appName)
        const ranking: Ranking = named
          ? inSeason(named.item, month) ? { scope: 'category', matches: [named] } : { scope: 'none', matches: [], outOfSeason: named.item }
          : rank(catalog, queryTokens(catalog.index, args.searchQuery), scope, month)
        const pool = ranking.scope === 'none' ? bestSellers(catalog, scope, month) : ranking.matches
        const filtered = applyFilters(pool, { ...(band ? { weight: band } : {}), ...(args.types ? { types: args.types } : {}) })
        const aisle = reading.departments.map((d) => departmentNames[d])
        const notes = [
          reading.known ? '' : `"${args.category}" is not an aisle here; searched the whole store.`,
          ranking.outOfSeason ? `${ranking.outOfSeason.name} ${ranking.outOfSeason.terms[0]!.endsWith('s') ? 'are' : 'is'} out of season (on sale ${seasonText(ranking.outOfSeason)}); showing best sellers.` : '',
          ranking.scope === 'none' && !ranking.outOfSeason ? `Nothing matched "${args.searchQuery}"; showing best sellers.` : '',
          ranking.scope === 'all' ? `Nothing matched "${args.searchQuery}" in ${aisle.join(', ')}; showing matches from other aisles.` : '',
          filtered.relaxed.length > 0 ? `No listing fits every filter; ignored: ${filtered.relaxed.join(', ')}.` : '',
        ].filter(Boolean)
        const shown: Listing[] = sortListings(filtered.listings, sortBy).slice(0, size)
        const page: Page = {
          query: args.searchQuery,
          category: args.category,
          departments: reading.everything ? ['All departments'] : aisle,
          matched: ranking.scope !== 'none',
          ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
          ...(filtered.relaxed.length > 0 ? { relaxedFilters: filtered.relaxed } : {}),
          sortBy,
          totalMatches: ranking.scope === 'none' ? 0 : filtered.listings.length,
          products: shown.map((l) => listingView(l, flavour)),
        }
        return deepFreeze({ page, shown })
      })
      const notices = dietRule ? listNotice(shown, ctx, appName) : []
      return { ...withSessionStock(page, state.sold), fulfilment: fulfilmentSummary(ctx, flavour), ...(notices.length > 0 ? { policyNotices: notices } : {}) }
    },
  })
}
