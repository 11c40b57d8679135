import { z } from 'zod'
import { conflict, deepFreeze, defineTool, notFound, toDisplay, toIso, type Tool } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { pointKey } from '../world/grid.ts'
import { looseEnum, paymentMethodInput, placeInput, whenInput } from '../inputs.ts'
import { hoursText, isOpenAt } from '../world/hours.ts'
import { DRINK_CATEGORIES, MILKS, SUGAR_LEVELS, TEMPERATURES, type DrinkBrand } from './brand.ts'
import { DRINK_STATUSES, drinkOrderSchema, drinkOrderView, drinkStatusAt, type DrinkOrder, type DrinkState } from './order.ts'
import { placeDrinkOrder } from './place-order.ts'
import { nearestStores } from './stores.ts'

/**
 * The coffee-order tools Luckin and Starbucks share: getDrinkMenu, findStores, orderDrink,
 * getDrinkOrderStatus, cancelDrinkOrder, listDrinkOrders. Only orders live in state.
 */

const storeSchema = z.object({
  storeId: z.string(), name: z.string(), nameZh: z.string(), district: z.string(), address: z.string(), phone: z.string(),
  distanceKm: z.number(), hours: z.string(), isOpen: z.boolean(),
})

function findOrder(state: DrinkState, id: string, b: DrinkBrand): DrinkOrder {
  const o = Object.hasOwn(state.orders, id.trim()) ? state.orders[id.trim()] : undefined
  if (!o) throw notFound(`No ${b.brand} order "${id}" in this account`)
  return o
}

export function drinkTools(b: DrinkBrand, alcoholPolicyId: string): Tool<DrinkState>[] {
  const sizeValues = b.sizes.map((s) => s.size) as [string, ...string[]]
  const sizeText = b.sizes.map((s) => `'${s.size}' (${s.label}${s.upcharge ? `, +¥${s.upcharge}` : ''})`).join(', ')
  const orderIdInput = z.string().trim().min(1).max(40).describe(`Order id returned by orderDrink, e.g. '${b.prefix}_0001'.`)

  const getDrinkMenu = defineTool({
    name: 'getDrinkMenu',
    description: `${b.brand}'s drinks: price of the default size, sizes and their upcharges, hot or iced, milk choices and extra shots. ${b.pricingNote}`,
    effect: 'read',
    input: z.object({
      category: z.enum(DRINK_CATEGORIES).optional().describe("Only 'coffee', 'tea' or 'frappe' drinks."),
      searchQuery: z.string().trim().max(100).optional().describe("Only drinks whose name contains these words, e.g. 'latte', '拿铁'."),
    }),
    output: z.object({
      brand: z.string(),
      pricingNote: z.string(),
      sizes: z.array(z.object({ size: z.string(), label: z.string(), upcharge: z.number() })),
      milks: z.array(z.object({ milk: z.enum(MILKS), upcharge: z.number() })),
      extraShotPrice: z.number(),
      drinks: z.array(z.object({
        drinkId: z.string(), name: z.string(), nameZh: z.string(), category: z.enum(DRINK_CATEGORIES), price: z.number(), menuPrice: z.number(),
        temperatures: z.array(z.enum(TEMPERATURES)), milkChoice: z.boolean(), espressoShots: z.number().int(), containsAlcohol: z.boolean().optional(), description: z.string(),
      })),
    }),
    run(_state: DrinkState, args, ctx) {
      const q = args.searchQuery?.toLowerCase() ?? ''
      return ctx.memo(`drinks:menu-view:${args.category ?? ''}:${q}`, () => deepFreeze({
        brand: b.brand,
        pricingNote: b.pricingNote,
        sizes: b.sizes.map((s) => ({ ...s })),
        milks: b.milks.map((m) => ({ ...m })),
        extraShotPrice: b.shotPrice,
        drinks: b.menu
          .filter((d) => (!args.category || d.category === args.category) && (q === '' || `${d.en} ${d.zh} ${d.id}`.toLowerCase().includes(q)))
          .map((d) => ({
            drinkId: d.id, name: d.en, nameZh: d.zh, category: d.category, price: d.couponPrice ?? d.price, menuPrice: d.price,
            temperatures: [...d.temperatures], milkChoice: d.milk, espressoShots: d.shots, ...(d.alcohol ? { containsAlcohol: true } : {}), description: d.description,
          })),
      }))
    },
  })

  const findStores = defineTool({
    name: 'findStores',
    description: `The ${b.brand} stores nearest a place, with distance, address, hours and whether they are open now.`,
    effect: 'read',
    input: z.object({
      location: placeInput('Where to look around'),
      limit: z.number().int().min(1).max(20).optional().describe('At most this many stores (default 5).'),
    }),
    output: z.object({ stores: z.array(storeSchema) }),
    run(_state: DrinkState, args, ctx) {
      const place = placeOrNotFound(ctx.places, args.location, 'location')
      const limit = args.limit ?? 5
      // Static but for the open flags, which change on the half hour.
      return ctx.memo(`drinks:stores-view:${pointKey(place)}:${limit}:${Math.floor(ctx.now / 1_800_000)}`, () => deepFreeze({
        stores: nearestStores(ctx, b, place).slice(0, limit).map(({ store: s, km }) => ({
          storeId: s.storeId, name: s.name, nameZh: s.nameZh, district: s.district, address: s.address, phone: s.phone,
          distanceKm: Math.round(km * 10) / 10, hours: hoursText(s.opens, s.closes), isOpen: isOpenAt(s.opens, s.closes, ctx.now),
        })),
      }))
    },
  })

  const orderDrink = defineTool({
    name: 'orderDrink',
    description: `Orders ${b.brand} drinks for pickup at a store (with a pickup code) or delivery (¥${b.delivery.fee} fee, within ${b.delivery.radiusKm} km). Give a store, or a location to use the nearest store. Cancellable until the barista starts.`,
    effect: 'write',
    input: z.object({
      store: z.string().trim().min(1).max(100).optional().describe('Store id from findStores, or a store name; default the store nearest `location`.'),
      location: placeInput('Where you are (pickup: the nearest store is used) or, for delivery, where to deliver').optional(),
      items: z
        .array(
          z.object({
            drink: z.string().trim().min(1).max(60).describe("Drink id or name from getDrinkMenu, e.g. 'latte', '生椰拿铁'."),
            size: looseEnum(sizeValues, b.sizeSynonyms).optional().describe(`Cup size: ${sizeText}; default '${sizeValues[0]}'.`),
            temperature: z.enum(TEMPERATURES).optional().describe("'hot' or 'iced'; default the drink's usual."),
            sugar: z.enum(SUGAR_LEVELS).optional().describe("'standard' (default), 'less' or 'none'."),
            milk: z.enum(MILKS).optional().describe(`Milk, for drinks with milk: ${b.milks.map((m) => `${m.milk}${m.upcharge ? ` (+¥${m.upcharge})` : ''}`).join(', ')}.`),
            extraShots: z.number().int().min(0).max(4).optional().describe(`Extra espresso shots, ¥${b.shotPrice} each (default 0).`),
            quantity: z.number().int().min(1).max(20).optional().describe('How many cups (default 1).'),
          }),
        )
        .min(1)
        .max(10)
        .describe('The drinks to order.'),
      fulfillment: z.enum(['pickup', 'delivery']).optional().describe("'pickup' (default) or 'delivery' to `location`."),
      paymentMethod: paymentMethodInput,
      pickupTime: whenInput('When the drinks should be ready').optional(),
    }),
    refine(args) {
      if (!args.store && !args.location) return { path: 'location', message: 'Give a store or a location (the nearest store is used)' }
      if (args.fulfillment === 'delivery' && !args.location) return { path: 'location', message: 'A delivery needs the address in `location`' }
      return undefined
    },
    setLike: ['items'],
    output: drinkOrderSchema,
    run: (state: DrinkState, args, ctx) => drinkOrderView(placeDrinkOrder(state, args, ctx, b, alcoholPolicyId), ctx.now),
  })

  const getDrinkOrderStatus = defineTool({
    name: 'getDrinkOrderStatus',
    description: `A ${b.brand} order's status (received, making, ready, delivering, completed, cancelled), pickup code and ready time.`,
    effect: 'read',
    input: z.object({ orderId: orderIdInput }),
    output: drinkOrderSchema,
    run: (state: DrinkState, args, ctx) => drinkOrderView(findOrder(state, args.orderId, b), ctx.now),
  })

  const cancelDrinkOrder = defineTool({
    name: 'cancelDrinkOrder',
    description: `Cancels a ${b.brand} order with a full refund while it is still waiting for the barista; once the drinks are being made it cannot be cancelled.`,
    effect: 'write',
    input: z.object({ orderId: orderIdInput }),
    output: drinkOrderSchema,
    run(state: DrinkState, args, ctx) {
      const o = findOrder(state, args.orderId, b)
      const status = drinkStatusAt(o, ctx.now)
      if (status === 'cancelled') throw conflict(`${o.orderId} was already cancelled at ${toDisplay(Date.parse(o.cancelledAt!))}`)
      if (status !== 'received') throw conflict(`${o.orderId} is ${status === 'making' ? 'already being made' : `already ${status}`}; it can no longer be cancelled`)
      const cancelled: DrinkOrder = { ...o, status: 'cancelled', cancelledAt: toIso(ctx.now) }
      state.orders[o.orderId] = cancelled
      return drinkOrderView(cancelled, ctx.now)
    },
  })

  const listDrinkOrders = defineTool({
    name: 'listDrinkOrders',
    description: `The account's ${b.brand} orders, newest first, optionally only one status.`,
    effect: 'read',
    input: z.object({
      status: z.enum(DRINK_STATUSES).optional().describe('Only orders currently in this status.'),
      limit: z.number().int().min(1).max(50).optional().describe('At most this many orders (default 10).'),
    }),
    output: z.object({
      total: z.number().int(),
      orders: z.array(z.object({ orderId: z.string(), status: z.enum(DRINK_STATUSES), store: z.string(), items: z.string(), total: z.number(), placedAt: z.string(), pickupCode: z.string() })),
    }),
    run(state: DrinkState, args, ctx) {
      const all = Object.values(state.orders)
        .sort((x, y) => (x.placedAt === y.placedAt ? (x.orderId < y.orderId ? 1 : -1) : x.placedAt < y.placedAt ? 1 : -1))
        .map((o) => ({
          orderId: o.orderId, status: drinkStatusAt(o, ctx.now), store: o.storeName, items: o.items.map((l) => `${l.name} (${l.sizeLabel}, ${l.temperature}) x${l.quantity}`).join(', '),
          total: o.total, placedAt: toDisplay(Date.parse(o.placedAt)), pickupCode: o.pickupCode,
        }))
        .filter((o) => !args.status || o.status === args.status)
      return { total: all.length, orders: all.slice(0, args.limit ?? 10) }
    },
  })

  return [getDrinkMenu, findStores, orderDrink, getDrinkOrderStatus, cancelDrinkOrder, listDrinkOrders]
}
