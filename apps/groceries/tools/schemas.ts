import { z } from 'zod'
import { orderStatuses } from '../order.ts'
import { departmentNames } from '../catalog/types.ts'

/** Parameters of ToolSpectrum's grocery interface, described in our words. */
export const groceryParameters = {
  category: z.string().trim().min(1).max(100).describe("Aisle to search, in plain words: 'fruits', 'vegetables', 'meat', 'seafood', 'dairy & eggs', 'bakery', 'pantry', 'frozen food', 'snacks', 'beverages'; 'general' searches the whole store."),
  searchQuery: z.string().trim().min(1).max(200).describe("What to look for, e.g. 'cherries', 'chicken breast', 'Wuchang rice', '牛奶'; a productId from getProductList also works."),
  // The toolset types `weight` as int but lists its values as the bands '<250', '250-500', '>500', and
  // 40 of 41 gold calls pass those bands (one passes 250): both readings are the toolset's own.
  weight: z
    .union([z.enum(['<250', '250-500', '>500']), z.number().int().positive().max(100_000)], {
      error: "Expected a pack weight band '<250', '250-500' or '>500' (grams), or a weight in grams as an integer",
    })
    .describe("Pack weight band in grams ('<250', '250-500', '>500'); an integer weight in grams selects its band."),
  sortBy: z.enum(['quality', 'price']).describe("'price': cheapest pack first; 'quality': best reviewed first."),
  types: z.enum(['organic', 'inorganic']).describe("'organic': certified organic listings only (better, dearer); 'inorganic': conventional ones only."),
  pageSize: z.literal([6, 11, 24]).describe('Listings per page: 6, 11 or 24.'),
  paymentMethod: z.string().trim().min(1).max(60).describe("Payment method, e.g. 'Alipay', 'WeChat Pay', 'Balance Payment', 'UnionPay', 'Visa'."),
  count: z.number().int().min(1).max(99).describe('Number of packs to buy.'),
  shippingAddress: z.string().trim().min(1).max(200).describe("Delivery address: a saved place ('Home', 'Office') or a street address; pickup apps choose the pickup point nearest to it."),
  priceRange: z.enum(['low', 'high']).describe("'low': at or below the typical price per 500g of such food in this app; 'high': above it."),
  preference: z.enum(['quality', 'price']).describe("Among the matches: 'price' buys the cheapest pack, 'quality' the best reviewed; default the most relevant."),
}

const money = z.number().nonnegative()
const notice = z.object({ rule: z.string(), message: z.string() })
export const policyNoticesSchema = z.array(notice).optional().describe('App rules applied to this result')

export const listingSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string().optional(),
  department: z.enum(Object.values(departmentNames) as [string, ...string[]]),
  origin: z.string(),
  pack: z.string().describe("How it is sold, e.g. '2.5kg bag'"),
  netWeight: z.string().describe("e.g. '500g', '1.5kg', '550ml'"),
  netWeightGrams: z.number().int().positive().describe('Net weight in grams (1ml counted as 1g)'),
  price: money.describe('CNY per pack'),
  originalPrice: money.optional(),
  promoLabel: z.string().optional(),
  pricePer500g: money.describe('CNY per 500g'),
  organic: z.boolean(),
  storage: z.enum(['ambient', 'chilled', 'frozen', 'live']),
  shelfLife: z.string(),
  stock: z.number().int().nonnegative(),
  positiveRate: z.number().min(0).max(100).describe('Share of positive reviews, percent'),
  reviewCount: z.number().int().nonnegative(),
  soldLabel: z.string(),
  dietFlags: z.array(z.enum(['high_sugar', 'high_fat', 'red_meat', 'fried'])).optional(),
})

export const fulfilmentSchema = z.object({
  mode: z.enum(['delivery', 'pickup']),
  promise: z.string(),
  from: z.string().describe('Store, warehouse or pickup point serving your home address'),
  earliest: z.string().describe('Earliest arrival (delivery) or pickup time if ordered now'),
})

export const pageSchema = z.object({
  query: z.string(),
  category: z.string(),
  departments: z.array(z.string()).describe('Departments the category was read as'),
  matched: z.boolean().describe("False when nothing matched and the departments' best sellers are shown"),
  note: z.string().optional(),
  relaxedFilters: z.array(z.string()).optional(),
  sortBy: z.enum(['relevance', 'price', 'quality']),
  totalMatches: z.number().int().nonnegative(),
  fulfilment: fulfilmentSchema,
  products: z.array(listingSchema),
  policyNotices: policyNoticesSchema,
})

const event = z.object({ time: z.string(), text: z.string() })

export const orderSchema = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  product: z.object({ productId: z.string(), name: z.string(), brand: z.string().optional(), pack: z.string(), origin: z.string() }),
  unitPrice: money,
  count: z.number().int().positive(),
  subtotal: money,
  deliveryFee: money,
  total: money,
  paymentMethod: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  address: z.string(),
  dispatchFrom: z.string().optional(),
  estimatedArrival: z.string().optional(),
  pickupPoint: z.string().optional(),
  pickupFrom: z.string().optional(),
  pickupCode: z.string().optional(),
  distanceKm: z.number().nonnegative(),
  orderTime: z.string(),
  cancellableUntil: z.string().optional(),
  rider: z.string().optional(),
  latestUpdate: event,
  tracking: z.array(event).optional(),
  cancelledAt: z.string().optional(),
  cancelReason: z.string().optional(),
  refundAmount: money.optional(),
  refundEta: z.string().optional(),
  policyNotices: policyNoticesSchema,
})
