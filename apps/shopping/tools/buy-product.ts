import { z } from 'zod'
import { conflict, defineTool, invalidArgument, notFound, toIso, type ToolContext } from '../../kit/index.ts'
import type { Catalog } from '../catalog/generate.ts'
import { roundMoney } from '../catalog/pricing.ts'
import { sizeFor, usualSize } from '../catalog/sizes.ts'
import type { Product } from '../catalog/types.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { enforceMinorRule, type MinorRule } from '../minor-rule.ts'
import { trackingNumber } from '../orders/carriers.ts'
import { cityName, planDelivery, type Order } from '../orders/order.ts'
import { orderView } from '../orders/view.ts'
import { normalizePaymentMethod } from '../../kit/index.ts'
import { chooseProduct, type ChoiceArgs } from './choose-product.ts'
import { categoryParameter, orderSchema, preferenceParameters } from './schemas.ts'
import { catalogOf, type MarketplaceState } from './shared.ts'

interface BuyArgs extends Partial<ChoiceArgs> {
  productId?: string
  paymentMethod: string
  count: number
  shippingAddress: string
}

export interface BuyOptions {
  appName: string
  minorRule?: MinorRule
  /** ToolSpectrum's exact parameters: no productId or category; a productId may be given as searchQuery. */
  exact: boolean
}

const paymentMethod = z.string().trim().min(1).max(60).describe("Payment method, e.g. 'Alipay', 'WeChat Pay', 'Credit Card'.")
const count = z.number().int().min(1).max(9999).describe('Number of items.')
const shippingAddress = z.string().trim().min(1).max(200).describe("Delivery address: a saved place ('Home', 'Office') or a street address.")
const preference = z.enum(['quality', 'price']).optional().describe("'price' buys the cheapest match, 'quality' the best rated; default the most relevant.")

const SIZE_AND_PAY =
  "Clothing and shoes bought by keywords without bodySize come in the buyer's usual size (from the profile). Pays with the payment method and ships to the address; returns the order with its total and estimated delivery date."

/** The size label to store: required when the product is sized, and it must be offered. */
function sizeOf(product: Product, args: BuyArgs): string | undefined {
  if (product.sizes.length === 0) return undefined
  const offered = product.sizes.join(', ')
  if (!args.bodySize) throw invalidArgument('bodySize', `"${product.title}" comes in sizes ${offered}; give bodySize`, 'one of S, M, L, XL, XXL')
  const size = sizeFor(product, args.bodySize)
  if (!size) throw invalidArgument('bodySize', `size ${args.bodySize} is not offered for "${product.title}"; offered: ${offered}`)
  return size
}

/** The listing id a call names: productId, or a productId typed as the searchQuery. */
function listingIdOf(idPattern: RegExp, args: BuyArgs): string | undefined {
  if (args.productId) return args.productId
  const query = args.searchQuery ?? ''
  return idPattern.test(query) ? query.toUpperCase() : undefined
}

/** The listing bought: the one named by id, else the best match of the query. */
function productOf(catalog: Catalog, flavour: MarketplaceFlavour, args: BuyArgs & Record<string, unknown>, id: string | undefined, state: MarketplaceState, ctx: ToolContext, { appName, exact }: BuyOptions): Product {
  if (!id) return chooseProduct(catalog, flavour, args as ChoiceArgs & Record<string, unknown>, ctx, appName, state.sold, args.count, !exact)
  const found = catalog.byId.get(id)
  if (!found) throw notFound(`${appName} has no product "${id}"; ids come from getProductList`)
  const extra = flavour.extraParameters
  if (extra && !extra.accepts(found, args)) {
    const key = Object.keys(extra.shape)[0]!
    const actual = found.extra[key]
    throw invalidArgument(key, `listing ${id} does not match ${key} "${String(args[key])}"${actual !== undefined ? ` (it is "${String(actual)}")` : ''}`)
  }
  return found
}

/** buyProduct: by productId or by query; checks size, stock and policy; pays and schedules delivery. */
export function buyProductTool(flavour: MarketplaceFlavour, { appName, minorRule, exact }: BuyOptions) {
  const extraShape = flavour.extraParameters?.shape ?? {}
  const idPattern = new RegExp(`^${flavour.idPrefix}\\d{9}$`, 'i')
  const input = exact
    ? z.object({
        searchQuery: z.string().trim().min(1).max(200).describe('Keywords of the product to buy (the best match under the preferences is bought), or a productId from getProductList.'),
        ...extraShape,
        paymentMethod,
        count,
        shippingAddress,
        ...preferenceParameters,
        preference,
      })
    : z.object({
        productId: z.string().trim().min(1).max(40).optional().describe('Id of a listing from getProductList; takes precedence over searchQuery.'),
        searchQuery: z.string().trim().min(1).max(200).optional().describe('Keywords of the product to buy when no productId is given.'),
        category: categoryParameter.optional().describe('Narrows a searchQuery to one category.'),
        ...preferenceParameters,
        preference,
        paymentMethod,
        count,
        shippingAddress,
        ...extraShape,
      })
  return defineTool({
    name: 'buyProduct',
    description: exact
      ? `Buys a product: the best match for searchQuery under the given preferences, or the listing whose productId (from getProductList) is given as searchQuery. ${SIZE_AND_PAY}`
      : `Buys a product: give productId (from getProductList) or searchQuery (the best match under the given preferences is bought). ${SIZE_AND_PAY}`,
    effect: 'write',
    input: input as z.ZodObject<z.ZodRawShape>,
    refine: (args) => (exact || args.productId || args.searchQuery ? undefined : { path: 'searchQuery', message: 'Give productId (from getProductList) or searchQuery' }),
    output: orderSchema(flavour),
    run(state: MarketplaceState, rawArgs, ctx) {
      const given = rawArgs as BuyArgs & Record<string, unknown>
      const id = listingIdOf(idPattern, given)
      // By query without a size, the buyer's usual size (from the profile) is bought, as apps remember it;
      // a listing named by id needs its size chosen.
      const args = given.bodySize || id ? given : { ...given, bodySize: usualSize(ctx.user) }
      const product = productOf(catalogOf(ctx, flavour), flavour, args, id, state, ctx, { appName, exact })
      const size = sizeOf(product, args)
      enforceMinorRule(minorRule, product, ctx)
      const left = product.stock - (state.sold[product.id] ?? 0)
      if (args.count > left) throw conflict(left === 0 ? `"${product.title}" is sold out` : `Only ${left} left of "${product.title}"; asked for ${args.count}`)
      const place = ctx.places.resolve(args.shippingAddress)
      const plan = planDelivery(product, ctx.now, flavour, ctx.rng)
      const carrier = ctx.rng.pick(flavour.shipping.carriers)
      const subtotal = roundMoney(product.price * args.count)
      const ship = flavour.shipping
      const shippingFee = roundMoney((ship.freeOver !== undefined && subtotal >= ship.freeOver ? 0 : ship.fee) + (product.type.bulky ? ship.bulkyFee : 0))
      const added = flavour.orderFields?.build(product, args.count, subtotal)
      const order: Order = {
        id: ctx.ids.next('ord'),
        productId: product.id,
        title: product.title,
        brand: product.brand,
        store: product.store,
        category: product.type.category,
        ...(size ? { size } : {}),
        unitPrice: product.price,
        count: args.count,
        subtotal,
        shippingFee,
        total: roundMoney(subtotal + shippingFee + (added?.charge ?? 0)),
        paymentMethod: normalizePaymentMethod(args.paymentMethod),
        shippingPlaceId: place.id,
        shippingAddress: place.name,
        shippingCity: place.city,
        shipsFrom: ship.localWarehouse ? `${cityName(place.city)} ${ship.localWarehouse}` : product.shipsFrom,
        placedAt: toIso(ctx.now),
        ...plan,
        carrier,
        trackingNumber: trackingNumber(carrier, ctx.rng),
        ...(added ? { extra: added.fields } : {}),
        status: 'paid',
      }
      state.orders[order.id] = order
      state.sold[product.id] = (state.sold[product.id] ?? 0) + args.count
      return orderView(order, ctx.now, flavour, false)
    },
  })
}
