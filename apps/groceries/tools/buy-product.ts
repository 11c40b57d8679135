import { z } from 'zod'
import { conflict, defineTool, notFound, toIso, type ToolContext } from '../../kit/index.ts'
import { normalizePaymentMethod } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { roundMoney, type Catalog, type Listing } from '../catalog/build.ts'
import { readCategory } from '../catalog/departments.ts'
import { queryTokens } from '../catalog/search-index.ts'
import { applyFilters, byQuality, rank } from '../catalog/search.ts'
import { inSeason, monthOf, seasonText } from '../catalog/seasons.ts'
import type { GroceryItem } from '../catalog/types.ts'
import { enforceDietRule } from '../diet-rule.ts'
import type { GroceryFlavour } from '../flavour.ts'
import { hubFor, pickupCode, riderFor, scheduleFor } from '../fulfilment.ts'
import { orderView, type GroceryOrder } from '../order.ts'
import { groceryParameters as p, orderSchema } from './schemas.ts'
import { catalogOf, namedListing, type GroceryState } from './shared.ts'

interface BuyArgs {
  category: string
  searchQuery: string
  paymentMethod: string
  count: number
  shippingAddress: string
  types?: 'organic' | 'inorganic'
  priceRange?: 'low' | 'high'
  preference?: 'quality' | 'price'
}

/**
 * The listing a buy by query means: the most relevant matches in the aisle, filtered by organic and
 * price range (relaxed as the list does), then the cheapest pack ('price'), the best reviewed
 * ('quality') or the most relevant. Deterministic, memoized per query and preferences.
 */
function chooseListing(catalog: Catalog, args: BuyArgs, ctx: ToolContext, appName: string): Listing {
  const month = monthOf(ctx.now)
  const named = namedListing(catalog, args.searchQuery, appName)
  if (named) {
    if (!inSeason(named.item, month)) throw outOfSeason(named.item, appName)
    return named
  }
  const picked = ctx.memo(`pick\u0001${args.category}\u0001${args.searchQuery}\u0001${args.types ?? ''}\u0001${args.priceRange ?? ''}\u0001${args.preference ?? ''}\u0001${month}`, (): Listing | GroceryItem | undefined => {
    const reading = readCategory(args.category)
    const ranking = rank(catalog, queryTokens(catalog.index, args.searchQuery), reading.everything ? undefined : reading.departments, month)
    const { listings } = applyFilters(ranking.matches, { ...(args.types ? { types: args.types } : {}), ...(args.priceRange ? { priceRange: args.priceRange } : {}) })
    if (listings.length === 0) return ranking.outOfSeason
    let pick = listings[0]!
    for (const l of listings) {
      if (args.preference === 'price' ? l.price < pick.price : args.preference === 'quality' ? byQuality(l, pick) < 0 : false) pick = l
    }
    return pick
  })
  if (picked === undefined) throw notFound(`Nothing in ${appName} matches "${args.searchQuery}"; search with getProductList and buy by productId`)
  if (!('index' in picked)) throw outOfSeason(picked, appName)
  return picked
}

/** Out-of-season produce is not on the shelf: like a sold-out item, a conflict that names the season. */
const outOfSeason = (item: GroceryItem, appName: string) => conflict(`${item.name} ${item.terms[0]!.endsWith('s') ? 'are' : 'is'} out of season at ${appName}: on sale ${seasonText(item)}`)

/** buyProduct: picks the listing, checks stock and (where the app has it) the diet rule, pays and schedules delivery or pickup. */
export function buyProductTool(flavour: GroceryFlavour, appName: string, dietRule: boolean) {
  const spec = flavour.fulfilment
  return defineTool({
    name: 'buyProduct',
    description:
      spec.mode === 'pickup'
        ? `Orders groceries on ${appName} for next-day self-pickup: the best match of searchQuery in the aisle (or a productId) under the given preferences. Pays, and returns the order with its pickup point near the address and the pickup time.`
        : `Orders groceries on ${appName} for delivery: the best match of searchQuery in the aisle (or a productId) under the given preferences. Pays, and returns the order with the store it leaves from and the estimated arrival time.`,
    effect: 'write',
    input: z.object({
      category: p.category,
      searchQuery: p.searchQuery,
      paymentMethod: p.paymentMethod,
      count: p.count,
      shippingAddress: p.shippingAddress,
      types: p.types.optional(),
      priceRange: p.priceRange.optional(),
      preference: p.preference.optional(),
    }),
    output: orderSchema,
    run(state: GroceryState, args: BuyArgs, ctx) {
      const catalog = catalogOf(ctx, flavour)
      const listing = chooseListing(catalog, args, ctx, appName)
      const notices = dietRule ? enforceDietRule(listing, ctx, appName) : []
      const left = listing.stock - (state.sold[listing.id] ?? 0)
      if (args.count > left) throw conflict(left === 0 ? `"${listing.name}" (${listing.pack.label}) is sold out` : `Only ${left} left of "${listing.name}" (${listing.pack.label}); asked for ${args.count}`)
      const place = placeOrNotFound(ctx.places, args.shippingAddress, 'shippingAddress')
      const hub = hubFor(spec, place, ctx)
      const when = scheduleFor(spec, ctx.now, hub)
      const subtotal = roundMoney(listing.price * args.count)
      const deliveryFee = spec.mode === 'delivery' && subtotal < spec.freeOver ? spec.fee : 0
      const order: GroceryOrder = {
        id: ctx.ids.next('ord'),
        productId: listing.id,
        name: listing.name,
        ...(listing.brand ? { brand: listing.brand } : {}),
        pack: listing.pack.label,
        origin: listing.item.origin,
        unitPrice: listing.price,
        count: args.count,
        subtotal,
        deliveryFee,
        total: roundMoney(subtotal + deliveryFee),
        paymentMethod: normalizePaymentMethod(args.paymentMethod),
        mode: spec.mode,
        placeId: place.id,
        address: place.name,
        hub: hub.name,
        hubDistanceKm: hub.distanceKm,
        placedAt: toIso(ctx.now),
        packAt: toIso(when.packAt),
        dispatchAt: toIso(when.dispatchAt),
        arriveAt: toIso(when.arriveAt),
        ...(spec.mode === 'delivery' ? { rider: riderFor(spec, ctx.rng) } : { pickupCode: pickupCode(ctx.rng) }),
        status: 'paid',
      }
      state.orders[order.id] = order
      state.sold[listing.id] = (state.sold[listing.id] ?? 0) + args.count
      return { ...orderView(order, ctx.now, spec, false), ...(notices.length > 0 ? { policyNotices: notices } : {}) }
    },
  })
}
