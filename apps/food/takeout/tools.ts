import { z } from 'zod'
import { conflict, deepFreeze, defineTool, notFound, ownEntry, toDisplay, toIso, type Tool, type ToolContext } from '../../kit/index.ts'
import { cuisineInput, noteInput, paymentMethodInput, placeInput, whenInput } from '../inputs.ts'
import { cuisines } from '../world/cuisines.ts'
import { hoursText, isOpenAt } from '../world/hours.ts'
import { menuOf } from '../world/menu.ts'
import { restaurantById } from '../world/restaurants.ts'
import { PORTION_SIZES, SECTIONS, SPICE_LEVELS, type Restaurant } from '../world/types.ts'
import { cancellableUntil, TAKEOUT_STATUSES, takeoutOrderSchema, takeoutOrderView, takeoutStatusAt, takeoutSummary, takeoutSummarySchema, type TakeoutOrder, type TakeoutState } from './order.ts'
import { placeTakeoutOrder } from './place-order.ts'
import { minOrderOf, offerText, platformRating, type TakeoutPlatform } from './platform.ts'
import { PRICE_RANGES } from '../world/matching.ts'
import { searchOutputSchema, searchRestaurants, TAKEOUT_SORTS } from './search.ts'

/**
 * The takeout tools every delivery platform shares: searchRestaurants, getMenu, orderTakeout,
 * getDeliveryStatus, cancelTakeoutOrder, listTakeoutOrders. Only orders live in state.
 */

const orderIdInput = (p: TakeoutPlatform) => z.string().trim().min(1).max(40).describe(`Order id returned by orderTakeout, e.g. '${p.orderPrefix}_0001'.`)

const dishSchema = z.object({
  dishId: z.string(),
  name: z.string(),
  nameZh: z.string(),
  section: z.enum(SECTIONS),
  price: z.number(),
  portion: z.string(),
  sizes: z.array(z.object({ size: z.enum(PORTION_SIZES), label: z.string(), price: z.number() })).optional(),
  spiceLevels: z.array(z.enum(SPICE_LEVELS)).optional(),
  defaultSpice: z.enum(SPICE_LEVELS).optional(),
  containsAlcohol: z.boolean().optional(),
  monthlySales: z.number().int(),
})

function findOrder(state: TakeoutState, orderId: string, p: TakeoutPlatform): TakeoutOrder {
  const id = orderId.trim()
  const order = ownEntry(state.orders, id)
  if (!order) throw notFound(`No ${p.brand} order "${orderId}" in this account`)
  return order
}

export function takeoutTools(p: TakeoutPlatform, alcoholPolicyId: string): Tool<TakeoutState>[] {
  const searchRestaurantsTool = defineTool({
    name: 'searchRestaurants',
    description: `Finds ${p.brand} restaurants that deliver to an address (within ${p.radiusKm} km): rating, monthly sales, per-person spend, distance, delivery estimate and fee, minimum order and the shop's offers. Closed restaurants are listed last with their opening time.`,
    effect: 'read',
    input: z.object({
      searchQuery: z.string().trim().max(100).describe("Keywords: a dish, cuisine or restaurant name, e.g. 'kung pao chicken', 'KFC', '麻辣烫'. Empty lists everything."),
      location: placeInput('Delivery address'),
      cuisine: cuisineInput.optional(),
      sortBy: z.enum(TAKEOUT_SORTS).optional().describe("Order of the list: 'recommended' (default), 'distance', 'rating', 'delivery_time' (fastest first) or 'sales' (most ordered)."),
      priceRange: z.enum(PRICE_RANGES).optional().describe("Per-person spend: 'low' (under ¥30), 'medium' (¥30-80) or 'high' (over ¥80)."),
      limit: z.number().int().min(1).max(30).optional().describe('At most this many restaurants (default 10).'),
    }),
    output: searchOutputSchema,
    run: (_state: TakeoutState, args, ctx) => searchRestaurants(ctx, p, args),
  })

  const getMenu = defineTool({
    name: 'getMenu',
    description: `A ${p.brand} restaurant's menu: dishes with prices, portion, sizes, spice levels and monthly sales, plus its hours, minimum order, packaging fee and offers.`,
    effect: 'read',
    input: z.object({
      restaurantId: z.string().trim().min(1).max(80).describe('Restaurant id from searchRestaurants.'),
      searchQuery: z.string().trim().max(100).optional().describe("Only dishes whose name contains these words, e.g. 'noodles'."),
    }),
    output: z.object({
      restaurant: z.object({
        restaurantId: z.string(), name: z.string(), nameZh: z.string(), cuisine: z.string(), rating: z.number(), address: z.string(),
        hours: z.string(), isOpen: z.boolean(), minOrder: z.number(), packagingFeePerItem: z.number(), offers: z.array(z.string()),
      }),
      dishes: z.array(dishSchema),
    }),
    run(_state: TakeoutState, args, ctx) {
      const r = restaurantById(ctx, args.restaurantId)
      if (!r || !p.listed(r)) throw notFound(`${p.brand} has no restaurant "${args.restaurantId}"; restaurant ids come from searchRestaurants`)
      const q = args.searchQuery?.toLowerCase() ?? ''
      // Static but for the open flag, which changes on the half hour.
      return ctx.memo(`takeout:menu-view:${r.id}:${q}:${Math.floor(ctx.now / 1_800_000)}`, () => deepFreeze(menuView(r, q, ctx)))
    },
  })

  /** The menu as the app shows it: the restaurant's card, then its dishes (optionally only those matching `q`). */
  function menuView(r: Restaurant, q: string, ctx: ToolContext) {
    const dishes = menuOf(ctx, r).filter((d) => q === '' || `${d.name} ${d.nameZh}`.toLowerCase().includes(q))
    return {
      restaurant: {
        restaurantId: r.id, name: r.name, nameZh: r.nameZh, cuisine: cuisines[r.cuisine].en, rating: platformRating(p, r), address: r.address,
        hours: hoursText(r.opens, r.closes), isOpen: isOpenAt(r.opens, r.closes, ctx.now), minOrder: minOrderOf(p, r),
        packagingFeePerItem: p.packaging.perItem, offers: offerText(r.offers),
      },
      dishes: dishes.map(({ alcohol, sizes, spiceLevels, ...d }) => ({
        ...d,
        ...(sizes ? { sizes: sizes.map((s) => ({ ...s })) } : {}),
        ...(spiceLevels ? { spiceLevels: [...spiceLevels] } : {}),
        ...(alcohol ? { containsAlcohol: true } : {}),
      })),
    }
  }

  const orderTakeout = defineTool({
    name: 'orderTakeout',
    description: `Orders food for delivery through ${p.brand}: prices the dishes, packaging and delivery (${p.fleet}), applies the shop's offer and a membership red packet, assigns a rider and returns the order with its delivery estimate. Cancellable until the restaurant accepts it.`,
    effect: 'write',
    input: z.object({
      restaurant: z.string().trim().min(1).max(100).describe("The restaurant: its id from searchRestaurants, or its name (the nearest branch that delivers to the address)."),
      items: z
        .array(
          z.object({
            dishId: z.string().trim().min(1).max(20).optional().describe("Dish id from getMenu, e.g. 'd03'."),
            name: z.string().trim().min(1).max(100).optional().describe("Dish name in English or Chinese, when no dishId is given, e.g. 'Mapo Tofu'."),
            quantity: z.number().int().min(1).max(50).optional().describe('How many (default 1).'),
            size: z.enum(PORTION_SIZES).optional().describe("Portion, where the dish offers sizes: 'small', 'regular' (default) or 'large'."),
            spiceLevel: z.enum(SPICE_LEVELS).optional().describe("Heat, where the kitchen adjusts it: 'none', 'mild', 'medium' or 'hot'; default the dish's own."),
          }),
        )
        .min(1)
        .max(20)
        .describe('The dishes to order; each names a dishId or a name.'),
      deliveryAddress: placeInput('Where to deliver'),
      paymentMethod: paymentMethodInput,
      deliveryTime: whenInput('When to deliver').optional(),
      note: noteInput.optional(),
      tableware: z.number().int().min(0).max(20).optional().describe('Sets of disposable cutlery; 0 for none (default 1).'),
    }),
    refine(args) {
      const i = args.items.findIndex((item) => !item.dishId && !item.name)
      return i >= 0 ? { path: `items[${i}]`, message: 'Each item needs a dishId or a name' } : undefined
    },
    setLike: ['items'],
    output: takeoutOrderSchema,
    run: (state: TakeoutState, args, ctx) => takeoutOrderView(placeTakeoutOrder(state, args, ctx, p, alcoholPolicyId), ctx.now, p.fleet),
  })

  const getDeliveryStatus = defineTool({
    name: 'getDeliveryStatus',
    description: `Tracks a ${p.brand} order: status (pending_acceptance, scheduled, preparing, rider_picked_up, delivering, delivered, cancelled), the rider and a masked number, where the rider is, and minutes to delivery.`,
    effect: 'read',
    input: z.object({ orderId: orderIdInput(p) }),
    output: takeoutOrderSchema,
    run: (state: TakeoutState, args, ctx) => takeoutOrderView(findOrder(state, args.orderId, p), ctx.now, p.fleet),
  })

  const cancelTakeoutOrder = defineTool({
    name: 'cancelTakeoutOrder',
    description: `Cancels a ${p.brand} order with a full refund, possible until the restaurant accepts it (for a scheduled delivery, until the kitchen starts). Once the food is being prepared it can no longer be cancelled.`,
    effect: 'write',
    input: z.object({
      orderId: orderIdInput(p),
      reason: z.string().trim().min(1).max(200).optional().describe("Why, e.g. 'ordered by mistake'."),
    }),
    output: z.object({ orderId: z.string(), status: z.literal('cancelled'), cancelledAt: z.string(), refund: z.number(), refundTo: z.string(), message: z.string() }),
    run(state: TakeoutState, args, ctx) {
      const order = findOrder(state, args.orderId, p)
      const status = takeoutStatusAt(order, ctx.now)
      if (status === 'cancelled') throw conflict(`${order.orderId} was already cancelled at ${toDisplay(Date.parse(order.cancelledAt!))}`)
      if (status === 'delivered') throw conflict(`${order.orderId} was delivered at ${toDisplay(Date.parse(order.deliverAt))}; ask for an after-sales refund instead`)
      if (ctx.now >= cancellableUntil(order)) {
        throw conflict(`${order.restaurantName} accepted ${order.orderId} and is already preparing it (status ${status}); it can no longer be cancelled, contact the restaurant at ${order.restaurantPhone}`)
      }
      const refund = order.costs.total
      state.orders[order.orderId] = { ...order, status: 'cancelled', cancelledAt: toIso(ctx.now), refund, ...(args.reason ? { cancelReason: args.reason } : {}) }
      return {
        orderId: order.orderId,
        status: 'cancelled' as const,
        cancelledAt: toDisplay(ctx.now),
        refund,
        refundTo: order.paymentMethod,
        message: `Full refund of ¥${refund.toFixed(2)} to ${order.paymentMethod}; it usually arrives within minutes.${order.costs.memberDiscount > 0 ? ' The member red packet is returned to the account.' : ''}`,
      }
    },
  })

  const listTakeoutOrders = defineTool({
    name: 'listTakeoutOrders',
    description: `The account's ${p.brand} orders, newest first, optionally only those in one status; getDeliveryStatus tracks one.`,
    effect: 'read',
    input: z.object({
      status: z.enum(TAKEOUT_STATUSES).optional().describe('Only orders currently in this status.'),
      limit: z.number().int().min(1).max(50).optional().describe('At most this many orders (default 10).'),
    }),
    output: z.object({ total: z.number().int(), orders: z.array(takeoutSummarySchema) }),
    run(state: TakeoutState, args, ctx) {
      const all = Object.values(state.orders)
        .sort((a, b) => (a.placedAt === b.placedAt ? (a.orderId < b.orderId ? 1 : -1) : a.placedAt < b.placedAt ? 1 : -1))
        .map((o) => takeoutSummary(o, ctx.now))
        .filter((o) => !args.status || o.status === args.status)
      return { total: all.length, orders: all.slice(0, args.limit ?? 10) }
    },
  })

  return [searchRestaurantsTool, getMenu, orderTakeout, getDeliveryStatus, cancelTakeoutOrder, listTakeoutOrders]
}
