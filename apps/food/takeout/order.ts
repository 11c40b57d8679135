import { z } from 'zod'
import { MINUTE, toDisplay } from '../../kit/index.ts'
import { displayOf } from '../world/hours.ts'
import { PORTION_SIZES, SPICE_LEVELS } from '../world/types.ts'

/** A takeout order as the session keeps it, and its live view on the virtual clock. */

export interface OrderLine {
  dishId: string
  name: string
  nameZh: string
  quantity: number
  size?: (typeof PORTION_SIZES)[number]
  sizeLabel?: string
  spiceLevel?: (typeof SPICE_LEVELS)[number]
  unitPrice: number
  subtotal: number
  alcohol?: boolean
}

export interface Costs {
  itemsTotal: number
  packagingFee: number
  deliveryFee: number
  fullReduction: number
  memberDiscount: number
  total: number
}

export interface TakeoutOrder {
  orderId: string
  status: 'placed' | 'cancelled'
  restaurantId: string
  restaurantName: string
  restaurantNameZh: string
  restaurantPhone: string
  items: OrderLine[]
  address: { placeId: string; name: string; district: string }
  distanceKm: number
  paymentMethod: string
  note?: string
  tableware: number
  costs: Costs
  /** ISO instants (+08:00) of the order's life. */
  placedAt: string
  acceptAt: string
  /** When the kitchen starts; later than acceptance for a scheduled delivery. */
  prepStartAt: string
  pickupAt: string
  deliverAt: string
  estimatedDeliveryAt: string
  scheduled: boolean
  rider: { name: string; phone: string }
  cancelledAt?: string
  cancelReason?: string
  refund?: number
}

export interface TakeoutState {
  orders: Record<string, TakeoutOrder>
}

export const emptyTakeoutState = (): TakeoutState => ({ orders: {} })

export const TAKEOUT_STATUSES = ['pending_acceptance', 'scheduled', 'preparing', 'rider_picked_up', 'delivering', 'delivered', 'cancelled'] as const
export type TakeoutStatus = (typeof TAKEOUT_STATUSES)[number]

const STATUS_TEXT: Record<TakeoutStatus, string> = {
  pending_acceptance: 'Waiting for the restaurant to accept (等待商家接单)',
  scheduled: 'Accepted; the kitchen starts in time for your delivery slot (预订单)',
  preparing: 'The restaurant is preparing your food (商家备餐中)',
  rider_picked_up: 'The rider has picked up your food (骑手已取餐)',
  delivering: 'On its way (配送中)',
  delivered: 'Delivered (已送达)',
  cancelled: 'Cancelled (已取消)',
}

/** The rider picks up, checks the bag and sets off: shown as its own step for two minutes. */
const PICKUP_STEP_MS = 2 * MINUTE

const ms = (iso: string) => Date.parse(iso)

export function takeoutStatusAt(o: TakeoutOrder, now: number): TakeoutStatus {
  if (o.status === 'cancelled') return 'cancelled'
  if (now < ms(o.acceptAt)) return 'pending_acceptance'
  if (now < ms(o.prepStartAt)) return 'scheduled'
  if (now < ms(o.pickupAt)) return 'preparing'
  if (now < ms(o.pickupAt) + PICKUP_STEP_MS) return 'rider_picked_up'
  if (now < ms(o.deliverAt)) return 'delivering'
  return 'delivered'
}

/** Cancellable free of charge until the restaurant accepts it, or until its kitchen starts on a scheduled one. */
export const cancellableUntil = (o: TakeoutOrder): number => (o.scheduled ? ms(o.prepStartAt) : ms(o.acceptAt))

function riderPosition(o: TakeoutOrder, status: TakeoutStatus, now: number): string | undefined {
  const left = Math.max(1, Math.ceil((ms(o.deliverAt) - now) / MINUTE))
  switch (status) {
    case 'preparing':
      return now < ms(o.pickupAt) - 4 * MINUTE ? `Rider is heading to ${o.restaurantName}.` : `Rider is waiting at ${o.restaurantName} for the food.`
    case 'rider_picked_up':
      return `Rider has picked up the order at ${o.restaurantName}.`
    case 'delivering': {
      const done = (now - ms(o.pickupAt)) / (ms(o.deliverAt) - ms(o.pickupAt))
      const km = Math.max(0.1, Math.round(o.distanceKm * (1 - done) * 10) / 10)
      return `Rider is ${km.toFixed(1)} km from ${o.address.name}, arriving in about ${left} min.`
    }
    case 'delivered':
      return `Delivered to ${o.address.name} at ${displayOf(o.deliverAt)}.`
    default:
      return undefined
  }
}

const lineSchema = z.object({
  dishId: z.string(),
  name: z.string(),
  nameZh: z.string(),
  quantity: z.number().int(),
  size: z.enum(PORTION_SIZES).optional(),
  sizeLabel: z.string().optional(),
  spiceLevel: z.enum(SPICE_LEVELS).optional(),
  unitPrice: z.number(),
  subtotal: z.number(),
})

export const takeoutOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(TAKEOUT_STATUSES),
  statusText: z.string(),
  restaurant: z.object({ restaurantId: z.string(), name: z.string(), nameZh: z.string(), phone: z.string() }),
  items: z.array(lineSchema),
  deliveryAddress: z.object({ name: z.string(), district: z.string() }),
  distanceKm: z.number(),
  costs: z.object({
    itemsTotal: z.number(),
    packagingFee: z.number(),
    deliveryFee: z.number(),
    fullReduction: z.number().describe("The shop's spend-and-save offer (满减)."),
    memberDiscount: z.number().describe("The membership's red packet."),
    total: z.number(),
    currency: z.literal('CNY'),
  }),
  paymentMethod: z.string(),
  note: z.string().optional(),
  tableware: z.number().int(),
  deliveredBy: z.string(),
  placedAt: z.string(),
  scheduledDelivery: z.boolean(),
  estimatedDeliveryTime: z.string(),
  etaMinutes: z.number().int().optional().describe('Minutes until delivery, while the order is under way.'),
  deliveredAt: z.string().optional(),
  rider: z.object({ name: z.string(), phone: z.string() }).optional(),
  riderPosition: z.string().optional(),
  timeline: z.array(z.object({ status: z.enum(TAKEOUT_STATUSES), at: z.string() })),
  cancellableUntil: z.string().optional(),
  cancelledAt: z.string().optional(),
  cancelReason: z.string().optional(),
  refund: z.number().optional(),
})
export type TakeoutOrderView = z.input<typeof takeoutOrderSchema>

/** The steps reached so far, with when each began. */
function timelineOf(o: TakeoutOrder, now: number): { status: TakeoutStatus; at: string }[] {
  const steps: [TakeoutStatus, string][] = [['pending_acceptance', o.placedAt]]
  if (o.scheduled) steps.push(['scheduled', o.acceptAt])
  steps.push(['preparing', o.scheduled ? o.prepStartAt : o.acceptAt], ['rider_picked_up', o.pickupAt])
  const until = o.cancelledAt ? ms(o.cancelledAt) : now
  const out = steps.filter(([, at]) => ms(at) <= until).map(([status, at]) => ({ status, at: displayOf(at) }))
  const setOff = ms(o.pickupAt) + PICKUP_STEP_MS
  if (setOff <= until) out.push({ status: 'delivering', at: toDisplay(setOff) })
  if (ms(o.deliverAt) <= until) out.push({ status: 'delivered', at: displayOf(o.deliverAt) })
  if (o.cancelledAt) out.push({ status: 'cancelled', at: displayOf(o.cancelledAt) })
  return out
}

/** Until the rider has the food the app counts down to its estimate; then to the rider's live arrival. */
function etaLeft(o: TakeoutOrder, status: TakeoutStatus, now: number): number {
  const target = status === 'rider_picked_up' || status === 'delivering' ? ms(o.deliverAt) : ms(o.estimatedDeliveryAt)
  return Math.max(1, Math.ceil((target - now) / MINUTE))
}

export function takeoutOrderView(o: TakeoutOrder, now: number, fleet: string): TakeoutOrderView {
  const status = takeoutStatusAt(o, now)
  const live = status !== 'delivered' && status !== 'cancelled'
  const riderAssigned = status === 'preparing' || status === 'rider_picked_up' || status === 'delivering' || status === 'delivered'
  const position = riderPosition(o, status, now)
  return {
    orderId: o.orderId,
    status,
    statusText: STATUS_TEXT[status],
    restaurant: { restaurantId: o.restaurantId, name: o.restaurantName, nameZh: o.restaurantNameZh, phone: o.restaurantPhone },
    items: o.items.map(({ alcohol: _a, ...line }) => line),
    deliveryAddress: { name: o.address.name, district: o.address.district },
    distanceKm: o.distanceKm,
    costs: { ...o.costs, currency: 'CNY' },
    paymentMethod: o.paymentMethod,
    ...(o.note ? { note: o.note } : {}),
    tableware: o.tableware,
    deliveredBy: fleet,
    placedAt: displayOf(o.placedAt),
    scheduledDelivery: o.scheduled,
    estimatedDeliveryTime: displayOf(o.estimatedDeliveryAt),
    ...(live ? { etaMinutes: etaLeft(o, status, now) } : {}),
    ...(status === 'delivered' ? { deliveredAt: displayOf(o.deliverAt) } : {}),
    ...(riderAssigned ? { rider: o.rider } : {}),
    ...(position ? { riderPosition: position } : {}),
    timeline: timelineOf(o, now),
    ...(status === 'pending_acceptance' || status === 'scheduled' ? { cancellableUntil: toDisplay(cancellableUntil(o)) } : {}),
    ...(o.cancelledAt ? { cancelledAt: displayOf(o.cancelledAt), refund: o.refund ?? o.costs.total } : {}),
    ...(o.cancelReason ? { cancelReason: o.cancelReason } : {}),
  }
}

export const takeoutSummarySchema = z.object({
  orderId: z.string(),
  status: z.enum(TAKEOUT_STATUSES),
  restaurant: z.string(),
  items: z.string().describe("What was ordered, e.g. 'Kung Pao Chicken x1, Steamed Rice x2'."),
  total: z.number(),
  placedAt: z.string(),
  estimatedDeliveryTime: z.string(),
})

export function takeoutSummary(o: TakeoutOrder, now: number): z.input<typeof takeoutSummarySchema> {
  return {
    orderId: o.orderId,
    status: takeoutStatusAt(o, now),
    restaurant: o.restaurantName,
    items: o.items.map((l) => `${l.name} x${l.quantity}`).join(', '),
    total: o.costs.total,
    placedAt: displayOf(o.placedAt),
    estimatedDeliveryTime: displayOf(o.estimatedDeliveryAt),
  }
}
