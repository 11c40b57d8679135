import { fromIso, toDisplay } from '../kit/index.ts'
import type { FulfilmentSpec } from './flavour.ts'

/** An order as the app's state keeps it: a snapshot of what was bought, where it goes, and when it moves. */
export interface GroceryOrder {
  id: string
  productId: string
  name: string
  brand?: string
  pack: string
  origin: string
  unitPrice: number
  count: number
  subtotal: number
  deliveryFee: number
  total: number
  paymentMethod: string
  mode: 'delivery' | 'pickup'
  /** Resolved place id: 'Home' and the saved home address reach the same state. */
  placeId: string
  address: string
  hub: string
  hubDistanceKm: number
  placedAt: string
  packAt: string
  dispatchAt: string
  arriveAt: string
  rider?: string
  pickupCode?: string
  /** Only cancellation is stored; the rest of the journey follows from the clock. */
  status: 'paid' | 'cancelled'
  cancelledAt?: string
  cancelReason?: string
  refundAmount?: number
  refundEta?: string
}

export const orderStatuses = ['paid', 'packing', 'out_for_delivery', 'in_transit', 'ready_for_pickup', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

interface Milestone {
  at: number
  status: Exclude<OrderStatus, 'cancelled'>
  text: string
}

/** The order's journey; delivery and pickup orders pass different stops. */
export function milestones(order: GroceryOrder, spec: FulfilmentSpec): Milestone[] {
  const placed = fromIso(order.placedAt)
  const pack = fromIso(order.packAt)
  const dispatch = fromIso(order.dispatchAt)
  const arrive = fromIso(order.arriveAt)
  // Texts are getters: a listing needs every milestone's time but only the latest one's words.
  if (spec.mode === 'pickup') {
    return [
      { at: placed, status: 'paid', get text() { return `Order paid; the group order closes at ${toDisplay(pack)}` } },
      { at: pack, status: 'packing', text: 'Group order closed; the regional warehouse is sorting your goods' },
      { at: dispatch, status: 'in_transit', get text() { return `On the way to pickup point ${order.hub}` } },
      { at: arrive, status: 'ready_for_pickup', get text() { return `Ready at ${order.hub}; pickup code ${order.pickupCode}` } },
    ]
  }
  const later = pack - placed > 5 * 60_000
  return [
    { at: placed, status: 'paid', get text() { return `Order paid; ${order.hub} has received it${later ? ` and starts on it at ${toDisplay(pack)}` : ''}` } },
    { at: pack, status: 'packing', get text() { return `${order.hub} is picking and packing your order` } },
    { at: dispatch, status: 'out_for_delivery', get text() { return `${order.rider} is on the way (${order.hubDistanceKm} km)` } },
    { at: arrive, status: 'delivered', get text() { return `Delivered to ${order.address}` } },
  ]
}

/** Status on the clock; cancelling is allowed until the order leaves (`dispatchAt` for delivery, the cut-off for pickup). */
export function statusAt(order: GroceryOrder, now: number, spec: FulfilmentSpec): OrderStatus {
  if (order.status === 'cancelled') return 'cancelled'
  let status: OrderStatus = 'paid'
  for (const m of milestones(order, spec)) if (m.at <= now) status = m.status
  return status
}

/** The last moment the order can be cancelled. */
export const cancelDeadline = (order: GroceryOrder, spec: FulfilmentSpec): number => fromIso(spec.mode === 'pickup' ? order.packAt : order.dispatchAt)

/** An order as the app shows it at `now`: status from the clock, its journey so far, refund if cancelled. */
export function orderView(order: GroceryOrder, now: number, spec: FulfilmentSpec, withTracking: boolean) {
  const until = order.cancelledAt ? Math.min(now, fromIso(order.cancelledAt)) : now
  const passed = milestones(order, spec).filter((m) => m.at <= until)
  // Without tracking only the latest update is shown: format just that one.
  const events = (withTracking ? passed : passed.slice(-1)).map((m) => ({ time: toDisplay(m.at), text: m.text }))
  const status: OrderStatus = order.status === 'cancelled' ? 'cancelled' : (passed.at(-1)?.status ?? 'paid')
  if (order.status === 'cancelled') {
    events.push({ time: toDisplay(fromIso(order.cancelledAt!)), text: `Order cancelled. Refund of ¥${order.refundAmount!.toFixed(2)} to ${order.paymentMethod} expected by ${order.refundEta}` })
  }
  const deadline = cancelDeadline(order, spec)
  const pickup = order.mode === 'pickup'
  return {
    orderId: order.id,
    status,
    product: { productId: order.productId, name: order.name, ...(order.brand ? { brand: order.brand } : {}), pack: order.pack, origin: order.origin },
    unitPrice: order.unitPrice,
    count: order.count,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    paymentMethod: order.paymentMethod,
    fulfilment: order.mode,
    address: order.address,
    ...(pickup ? { pickupPoint: order.hub, pickupFrom: toDisplay(fromIso(order.arriveAt)) } : { dispatchFrom: order.hub, estimatedArrival: toDisplay(fromIso(order.arriveAt)) }),
    ...(status === 'ready_for_pickup' ? { pickupCode: order.pickupCode! } : {}),
    distanceKm: order.hubDistanceKm,
    orderTime: toDisplay(fromIso(order.placedAt)),
    ...(status === 'paid' || status === 'packing' ? (now < deadline ? { cancellableUntil: toDisplay(deadline) } : {}) : {}),
    ...(order.rider && (status === 'out_for_delivery' || status === 'delivered') ? { rider: order.rider } : {}),
    latestUpdate: events.at(-1)!,
    ...(withTracking ? { tracking: events } : {}),
    ...(order.status === 'cancelled'
      ? { cancelledAt: toDisplay(fromIso(order.cancelledAt!)), ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}), refundAmount: order.refundAmount!, refundEta: order.refundEta! }
      : {}),
  }
}
