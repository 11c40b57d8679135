import { z } from 'zod'
import { MINUTE } from '../../kit/index.ts'
import { displayOf } from '../world/hours.ts'
import { MILKS, SUGAR_LEVELS, TEMPERATURES, type Milk, type SugarLevel, type Temperature } from './brand.ts'

/** A drink order as the session keeps it, and its live view: received, being made, ready, done. */

export interface DrinkLine {
  drinkId: string
  name: string
  nameZh: string
  size: string
  sizeLabel: string
  temperature: Temperature
  sugar: SugarLevel
  milk?: Milk
  extraShots: number
  quantity: number
  listPrice: number
  unitPrice: number
  subtotal: number
  alcohol?: boolean
}

export interface DrinkOrder {
  orderId: string
  status: 'placed' | 'cancelled'
  fulfillment: 'pickup' | 'delivery'
  storeId: string
  storeName: string
  storeNameZh: string
  storeAddress: string
  items: DrinkLine[]
  deliveryAddress?: { placeId: string; name: string; district: string }
  distanceKm?: number
  itemsTotal: number
  couponSavings: number
  deliveryFee: number
  total: number
  paymentMethod: string
  pickupCode: string
  placedAt: string
  makingAt: string
  readyAt: string
  /** Delivery: handed to the rider; pickup: when an unclaimed order is considered collected. */
  doneAt: string
  scheduled: boolean
  cancelledAt?: string
}

export interface DrinkState {
  orders: Record<string, DrinkOrder>
}

export const emptyDrinkState = (): DrinkState => ({ orders: {} })

export const DRINK_STATUSES = ['received', 'making', 'ready', 'delivering', 'completed', 'cancelled'] as const
export type DrinkStatus = (typeof DRINK_STATUSES)[number]

/** A delivery leaves the counter a few minutes after the drinks are ready. */
export const RIDER_WAIT_MS = 3 * MINUTE

const ms = (iso: string) => Date.parse(iso)

export function drinkStatusAt(o: DrinkOrder, now: number): DrinkStatus {
  if (o.status === 'cancelled') return 'cancelled'
  if (now < ms(o.makingAt)) return 'received'
  if (now < ms(o.readyAt)) return 'making'
  if (o.fulfillment === 'pickup') return now < ms(o.doneAt) ? 'ready' : 'completed'
  if (now < ms(o.readyAt) + RIDER_WAIT_MS) return 'ready'
  return now < ms(o.doneAt) ? 'delivering' : 'completed'
}

const lineSchema = z.object({
  drinkId: z.string(),
  name: z.string(),
  nameZh: z.string(),
  size: z.string(),
  sizeLabel: z.string(),
  temperature: z.enum(TEMPERATURES),
  sugar: z.enum(SUGAR_LEVELS),
  milk: z.enum(MILKS).optional(),
  extraShots: z.number().int(),
  quantity: z.number().int(),
  listPrice: z.number(),
  unitPrice: z.number(),
  subtotal: z.number(),
})

export const drinkOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(DRINK_STATUSES),
  statusText: z.string(),
  fulfillment: z.enum(['pickup', 'delivery']),
  store: z.object({ storeId: z.string(), name: z.string(), nameZh: z.string(), address: z.string() }),
  items: z.array(lineSchema),
  deliveryAddress: z.object({ name: z.string(), district: z.string() }).optional(),
  distanceKm: z.number().optional(),
  itemsTotal: z.number(),
  couponSavings: z.number().describe('Saved against menu prices with the app coupon.'),
  deliveryFee: z.number(),
  total: z.number(),
  currency: z.literal('CNY'),
  paymentMethod: z.string(),
  pickupCode: z.string(),
  placedAt: z.string(),
  readyTime: z.string().describe('When the drinks are ready at the counter.'),
  estimatedDeliveryTime: z.string().optional(),
  minutesUntilReady: z.number().int().optional(),
  cancellableUntil: z.string().optional(),
  cancelledAt: z.string().optional(),
  refund: z.number().optional(),
})
export type DrinkOrderView = z.input<typeof drinkOrderSchema>

function statusText(o: DrinkOrder, status: DrinkStatus): string {
  switch (status) {
    case 'received':
      return o.scheduled ? `Scheduled: the barista starts at ${o.makingAt.slice(11, 16)}` : 'Order received, waiting for the barista'
    case 'making':
      return 'Your drinks are being made'
    case 'ready':
      return o.fulfillment === 'pickup' ? `Ready: show pickup code ${o.pickupCode} at the counter` : 'Ready, waiting for the rider'
    case 'delivering':
      return 'On its way with the rider'
    case 'completed':
      return o.fulfillment === 'pickup' ? 'Collected' : `Delivered to ${o.deliveryAddress?.name ?? 'you'}`
    case 'cancelled':
      return 'Cancelled and refunded'
  }
}

export function drinkOrderView(o: DrinkOrder, now: number): DrinkOrderView {
  const status = drinkStatusAt(o, now)
  return {
    orderId: o.orderId,
    status,
    statusText: statusText(o, status),
    fulfillment: o.fulfillment,
    store: { storeId: o.storeId, name: o.storeName, nameZh: o.storeNameZh, address: o.storeAddress },
    items: o.items.map(({ alcohol: _a, ...line }) => line),
    ...(o.deliveryAddress ? { deliveryAddress: { name: o.deliveryAddress.name, district: o.deliveryAddress.district } } : {}),
    ...(o.distanceKm !== undefined ? { distanceKm: o.distanceKm } : {}),
    itemsTotal: o.itemsTotal,
    couponSavings: o.couponSavings,
    deliveryFee: o.deliveryFee,
    total: o.total,
    currency: 'CNY',
    paymentMethod: o.paymentMethod,
    pickupCode: o.pickupCode,
    placedAt: displayOf(o.placedAt),
    readyTime: displayOf(o.readyAt),
    ...(o.fulfillment === 'delivery' ? { estimatedDeliveryTime: displayOf(o.doneAt) } : {}),
    ...(status === 'received' || status === 'making' ? { minutesUntilReady: Math.max(1, Math.ceil((ms(o.readyAt) - now) / MINUTE)) } : {}),
    ...(status === 'received' ? { cancellableUntil: displayOf(o.makingAt) } : {}),
    ...(o.cancelledAt ? { cancelledAt: displayOf(o.cancelledAt), refund: o.total } : {}),
  }
}
