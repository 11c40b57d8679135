import { DAY, fromIso, HOUR, MINUTE, toDate, toIso, type Rng } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import type { Product } from '../catalog/types.ts'
import type { CarrierName } from './carriers.ts'

/** An order as the app's state keeps it: a snapshot of what was bought, and when it moves. */
export interface Order {
  id: string
  productId: string
  title: string
  brand: string
  store: string
  category: string
  size?: string
  unitPrice: number
  count: number
  subtotal: number
  shippingFee: number
  total: number
  paymentMethod: string
  /** Resolved place id: 'Home' and the saved home address reach the same state. */
  shippingPlaceId: string
  shippingAddress: string
  shippingCity: string
  shipsFrom: string
  placedAt: string
  shipAt: string
  deliverAt: string
  estimatedDelivery: string
  carrier: CarrierName
  trackingNumber: string
  /** The app's own order fields (group buy, seller, import tax), shown with the order. */
  extra?: Record<string, string | number | boolean>
  /** Only cancellation is stored; paid -> shipped -> in_transit -> delivered follows from the clock. */
  status: 'paid' | 'cancelled'
  cancelledAt?: string
  cancelReason?: string
  refundAmount?: number
  refundEta?: string
}

export const orderStatuses = ['paid', 'shipped', 'in_transit', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

const CST = 8 * HOUR

/** The day an order paid at `now` leaves the warehouse queue: today, or tomorrow after the cut-off (CST arithmetic: hot path). */
export function dispatchDay(now: number, cutoffHour: number): number {
  const local = now + CST
  const dayStart = local - (((local % DAY) + DAY) % DAY)
  return dayStart - CST + (local - dayStart >= cutoffHour * HOUR ? DAY : 0)
}

/** Whether an order paid at `now` has missed the same-day cut-off but not the dispatch cut-off (JD: 11:00 to 23:00). */
export function sameDayMissed(now: number, shipping: MarketplaceFlavour['shipping']): boolean {
  if (shipping.sameDayBefore === undefined) return false
  const hour = Math.floor((((now + CST) % DAY) + DAY) % DAY / HOUR)
  return hour >= shipping.sameDayBefore && hour < shipping.cutoffHour
}

/** Days from the dispatch day to the door: a same-day listing arrives the next day once the same-day cut-off has passed. */
export const daysToDoor = (deliveryDays: number, missedSameDay: boolean): number => (deliveryDays === 0 && missedSameDay ? 1 : deliveryDays)

/** When an order bought now is picked up and delivered (delivery on the estimated day, daytime, at least 3 hours out). */
export function planDelivery(product: Product, now: number, flavour: MarketplaceFlavour, rng: Rng) {
  const days = daysToDoor(product.deliveryDays, sameDayMissed(now, flavour.shipping))
  const day = dispatchDay(now, flavour.shipping.cutoffHour) + days * DAY
  const deliverAt = Math.max(day + rng.int(10, 19) * HOUR + rng.int(0, 59) * MINUTE, now + 3 * HOUR)
  const wanted = now + product.handlingHours * HOUR + rng.int(0, 59) * MINUTE
  const shipAt = Math.max(now + 30 * MINUTE, Math.min(wanted, deliverAt - 14 * HOUR))
  return { shipAt: toIso(shipAt), deliverAt: toIso(deliverAt), estimatedDelivery: toDate(day) }
}

export const PAID = 'Order paid; the seller is preparing your parcel'

interface Milestone {
  at: number
  status: Exclude<OrderStatus, 'cancelled'>
  text: string
}

export const cityName = (city: string): string => city.replace(/(^|[\s_-])([a-z])/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase())

/** The parcel's journey; times are spread over the pick-up to delivery span so they stay in order. */
export function milestones(order: Order, flavour: MarketplaceFlavour, courier: string): Milestone[] {
  const placed = fromIso(order.placedAt)
  const ship = fromIso(order.shipAt)
  const deliver = fromIso(order.deliverAt)
  const span = deliver - ship
  const out: Milestone[] = [
    { at: placed, status: 'paid', text: PAID },
    // Texts are getters: a listing needs every milestone's time but only the latest one's words.
    { at: ship, status: 'shipped', get text() { return `${order.carrier} picked up the parcel in ${order.shipsFrom} (waybill ${order.trackingNumber})` } },
    { at: ship + Math.min(6 * HOUR, 0.15 * span), status: 'in_transit', get text() { return `Departed the ${order.shipsFrom} sorting centre` } },
  ]
  if (flavour.inspection) out.push({ at: ship + Math.min(flavour.inspection.afterShipHours * HOUR, 0.4 * span), status: 'in_transit', text: flavour.inspection.text })
  const city = () => cityName(order.shippingCity)
  out.push(
    { at: ship + 0.5 * span, status: 'in_transit', get text() { return `In transit to ${city()}` } },
    { at: deliver - Math.min(12 * HOUR, 0.3 * span), status: 'in_transit', get text() { return `Arrived at the ${city()} sorting centre` } },
    { at: deliver - Math.min(3 * HOUR, 0.08 * span), status: 'in_transit', get text() { return `Out for delivery with ${courier}` } },
    { at: deliver, status: 'delivered', get text() { return `Delivered to ${order.shippingAddress}` } },
  )
  return out.sort((a, b) => a.at - b.at)
}

/**
 * Status on the clock: the journey's latest stop passed (the last of `milestones` at or before now,
 * ties to the later stop), read off the stored times without building the journey: a listing
 * filtered by status asks this of every order.
 */
export function statusAt(order: Order, now: number, flavour: MarketplaceFlavour): OrderStatus {
  if (order.status === 'cancelled') return 'cancelled'
  const ship = fromIso(order.shipAt)
  if (now < ship) return 'paid' // nothing after payment happens before pick-up
  const deliver = fromIso(order.deliverAt)
  const span = deliver - ship
  let status: OrderStatus = 'paid'
  let latest = fromIso(order.placedAt)
  if (latest > now) latest = -Infinity
  const passed = (at: number, s: OrderStatus) => {
    if (at <= now && at >= latest) {
      latest = at
      status = s
    }
  }
  passed(ship, 'shipped')
  passed(ship + Math.min(6 * HOUR, 0.15 * span), 'in_transit')
  if (flavour.inspection) passed(ship + Math.min(flavour.inspection.afterShipHours * HOUR, 0.4 * span), 'in_transit')
  passed(ship + 0.5 * span, 'in_transit')
  passed(deliver - Math.min(12 * HOUR, 0.3 * span), 'in_transit')
  passed(deliver - Math.min(3 * HOUR, 0.08 * span), 'in_transit')
  passed(deliver, 'delivered')
  return status
}

/** Newest first: stored times share one format, so plain comparison orders them (ids break ties). */
export const byNewest = (a: Order, b: Order): number => (a.placedAt === b.placedAt ? b.id.localeCompare(a.id) : a.placedAt < b.placedAt ? 1 : -1)
