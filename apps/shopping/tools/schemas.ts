import { z } from 'zod'
import { bodySizes, categories, departments } from '../catalog/types.ts'
import { orderStatuses } from '../orders/order.ts'
import type { MarketplaceFlavour } from '../flavour.ts'

/** Parameters shared by getProductList and buyProduct (ToolSpectrum's marketplace interface). */
export const preferenceParameters = {
  bodySize: z.enum(bodySizes).optional().describe('Clothing size; for shoes S..XXL read as EU sizes (men S=39, M=40, L=42, XL=43, XXL=44; women S=35 .. XXL=39).'),
  priceRange: z.enum(['low', 'high']).optional().describe("'low': at or below the usual price of that kind of product in this app; 'high': above it."),
  gender: z.enum(['male', 'female']).optional().describe('Who the product is for; unisex products match both.'),
}

export const categoryParameter = z.enum(categories)
/** A listing's shelf: one of the search categories, or a department such as Books. */
const departmentSchema = z.enum(departments)

const money = z.number().nonnegative()

/** One listing as getProductList shows it, with the flavour's extra fields. */
export function productSchema(flavour: MarketplaceFlavour) {
  return z.object({
    productId: z.string(),
    title: z.string(),
    brand: z.string(),
    store: z.string(),
    category: departmentSchema,
    productType: z.string(),
    price: money.describe('CNY'),
    originalPrice: money.optional().describe('Crossed-out price, when discounted'),
    discountLabel: z.string().optional(),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
    sold: z.number().int().nonnegative(),
    soldLabel: z.string(),
    gender: z.enum(['male', 'female', 'unisex']).optional(),
    sizes: z.array(z.string()).optional(),
    colors: z.array(z.string()).optional(),
    stock: z.number().int().nonnegative(),
    shippingFee: money,
    shipsFrom: z.string(),
    estimatedDelivery: z.string().describe('YYYY-MM-DD if paid now'),
    ...(flavour.productFields?.shape ?? {}),
  })
}

export function productListSchema(flavour: MarketplaceFlavour) {
  return z.object({
    query: z.string(),
    category: categoryParameter,
    matched: z.boolean().describe('False when nothing matched and best sellers are shown instead'),
    note: z.string().optional(),
    relaxedFilters: z.array(z.string()).optional(),
    sortBy: z.enum(['relevance', 'price', 'quality']),
    totalMatches: z.number().int().nonnegative().describe('Listings matching the query and filters (0 when matched is false)'),
    products: z.array(productSchema(flavour)),
  })
}

const trackingEvent = z.object({ time: z.string(), text: z.string() })

const baseOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  product: z.object({ productId: z.string(), title: z.string(), brand: z.string(), store: z.string() }),
  size: z.string().optional(),
  unitPrice: money,
  count: z.number().int().positive(),
  subtotal: money,
  shippingFee: money,
  total: money,
  paymentMethod: z.string(),
  shippingAddress: z.string(),
  orderTime: z.string(),
  estimatedDelivery: z.string(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  latestUpdate: trackingEvent,
  tracking: z.array(trackingEvent).optional(),
  cancelledAt: z.string().optional(),
  cancelReason: z.string().optional(),
  refundAmount: money.optional(),
  refundEta: z.string().optional(),
})

/** An order as the app shows it, with the flavour's order fields (import tax, group buy...). */
export const orderSchema = (flavour: MarketplaceFlavour) => (flavour.orderFields ? baseOrderSchema.extend(flavour.orderFields.shape) : baseOrderSchema)
