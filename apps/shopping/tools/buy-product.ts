import { z } from 'zod'
import { conflict, defineTool, invalidArgument, notFound, toIso } from '../../kit/index.ts'
import { roundMoney } from '../catalog/pricing.ts'
import { sizeFor } from '../catalog/sizes.ts'
import type { Product } from '../catalog/types.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { enforceMinorRule, type MinorRule } from '../minor-rule.ts'
import { trackingNumber } from '../orders/carriers.ts'
import { planDelivery, type Order } from '../orders/order.ts'
import { orderView } from '../orders/view.ts'
import { normalizePaymentMethod } from '../payment.ts'
import { chooseProduct, type ChoiceArgs } from './choose-product.ts'
import { categoryParameter, orderSchema, preferenceParameters } from './schemas.ts'
import { catalogOf, type MarketplaceState } from './shared.ts'

interface BuyArgs extends Partial<ChoiceArgs> {
  productId?: string
  paymentMethod: string
  count: number
  shippingAddress: string
}

/** The size label to store: required when the product is sized, and it must be offered. */
function sizeOf(product: Product, args: BuyArgs): string | undefined {
  if (product.sizes.length === 0) return undefined
  const offered = product.sizes.join(', ')
  if (!args.bodySize) throw invalidArgument('bodySize', `"${product.title}" comes in sizes ${offered}; give bodySize`, 'one of S, M, L, XL, XXL')
  const size = sizeFor(product, args.bodySize)
  if (!size) throw invalidArgument('bodySize', `size ${args.bodySize} is not offered for "${product.title}"; offered: ${offered}`)
  return size
}

/** buyProduct: by productId or by query; checks size, stock and policy; pays and schedules delivery. */
export function buyProductTool(flavour: MarketplaceFlavour, appName: string, minorRule: MinorRule | undefined) {
  return defineTool({
    name: 'buyProduct',
    description:
      'Buys a product: give productId (from getProductList) or searchQuery (the best match under the given preferences is bought). Pays with the payment method and ships to the address; returns the order with its total and estimated delivery date.',
    effect: 'write',
    input: z.object({
      productId: z.string().trim().min(1).max(40).optional().describe('Id of a listing from getProductList; takes precedence over searchQuery.'),
      searchQuery: z.string().trim().min(1).max(200).optional().describe('Keywords of the product to buy when no productId is given.'),
      category: categoryParameter.optional().describe('Narrows a searchQuery to one category.'),
      ...preferenceParameters,
      preference: z.enum(['quality', 'price']).optional().describe("With searchQuery: 'price' buys the cheapest match, 'quality' the best rated; default the most relevant."),
      paymentMethod: z.string().trim().min(1).max(60).describe("Payment method, e.g. 'Alipay', 'WeChat Pay', 'Credit Card'."),
      count: z.number().int().min(1).max(9999).describe('Number of items.'),
      shippingAddress: z.string().trim().min(1).max(200).describe("Delivery address: a saved place ('Home', 'Office') or a street address."),
      ...(flavour.extraParameters?.shape ?? {}),
    }),
    refine: (args) => (args.productId || args.searchQuery ? undefined : { path: 'searchQuery', message: 'Give productId (from getProductList) or searchQuery' }),
    output: orderSchema,
    run(state: MarketplaceState, rawArgs, ctx) {
      const args = rawArgs as BuyArgs & Record<string, unknown>
      const catalog = catalogOf(ctx, flavour)
      let product: Product
      if (args.productId) {
        const found = catalog.byId.get(args.productId)
        if (!found) throw notFound(`${appName} has no product "${args.productId}"; ids come from getProductList`)
        product = found
      } else {
        product = chooseProduct(catalog, flavour, args as ChoiceArgs & Record<string, unknown>, ctx, appName)
      }
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
        total: roundMoney(subtotal + shippingFee),
        paymentMethod: normalizePaymentMethod(args.paymentMethod),
        shippingPlaceId: place.id,
        shippingAddress: place.name,
        shippingCity: place.city,
        shipsFrom: product.shipsFrom,
        placedAt: toIso(ctx.now),
        ...plan,
        carrier,
        trackingNumber: trackingNumber(carrier, ctx.rng),
        status: 'paid',
      }
      state.orders[order.id] = order
      state.sold[product.id] = (state.sold[product.id] ?? 0) + args.count
      return orderView(order, ctx.now, flavour, false)
    },
  })
}
