import { z } from 'zod'
import { conflict, defineTool, notFound, toIso, type ToolContext } from '../../kit/index.ts'
import { normalizePaymentMethod } from '../../kit/index.ts'
import { roundMoney, type Catalog, type Listing } from '../catalog/build.ts'
import { readCategory } from '../catalog/departments.ts'
import { queryTokens } from '../catalog/search-index.ts'
import { applyFilters, byQuality, rank } from '../catalog/search.ts'
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
  const named = namedListing(catalog, args.searchQuery, appName)
  if (named) return named
  const index = ctx.memo(`pick\u0001${args.category}\u0001${args.searchQuery}\u0001${args.types ?? ''}\u0001${args.priceRange ?? ''}\u0001${args.preference ?? ''}`, (): number => {
    const reading = readCategory(args.category)
    const ranking = rank(catalog, queryTokens(catalog.index, args.searchQuery), reading.everything ? undefined : reading.departments)
    const { listings } = applyFilters(ranking.matches, { ...(args.types ? { types: args.types } : {}), ...(args.priceRange ? { priceRange: args.priceRange } : {}) })
    if (listings.length === 0) return -1
    let pick = listings[0]!
    for (const l of listings) {
      if (args.preference === 'price' ? l.price < pick.price : args.preference === 'quality' ? byQuality(l, pick) < 0 : false) pick = l
    }
    return pick.index
  })
  if (index < 0) throw notFound(`Nothing in ${appName} matches "${args.searchQuery}"; search with getProductList and buy by productId`)
  return catalog.listings[index]!
}

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
      const place = ctx.places.resolve(args.shippingAddress)
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
