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

/** What the journey's `stop`-th update (0 paid, 1 packing, 2 leaves, 3 arrives or ready) says. */
function stopText(order: GroceryOrder, pickup: boolean, stop: number, pack: number, placed: number): string {
  if (pickup) {
    if (stop === 0) return `Order paid; the group order closes at ${toDisplay(pack)}`
    if (stop === 1) return 'Group order closed; the regional warehouse is sorting your goods'
    if (stop === 2) return `On the way to pickup point ${order.hub}`
    return `Ready at ${order.hub}; pickup code ${order.pickupCode}`
  }
  if (stop === 0) return `Order paid; ${order.hub} has received it${pack - placed > 5 * 60_000 ? ` and starts on it at ${toDisplay(pack)}` : ''}`
  if (stop === 1) return `${order.hub} is picking and packing your order`
  if (stop === 2) return `${order.rider} is on the way (${order.hubDistanceKm} km)`
  return `Delivered to ${order.address}`
}

const pickupStops = ['paid', 'packing', 'in_transit', 'ready_for_pickup'] as const
const deliveryStops = ['paid', 'packing', 'out_for_delivery', 'delivered'] as const

/** The order's journey; delivery and pickup orders pass different stops. */
export function milestones(order: GroceryOrder, spec: FulfilmentSpec): Milestone[] {
  const placed = fromIso(order.placedAt)
  const pack = fromIso(order.packAt)
  const pickup = spec.mode === 'pickup'
  const stops = pickup ? pickupStops : deliveryStops
  // Texts are getters: a listing needs every milestone's time but only the latest one's words.
  return [placed, pack, fromIso(order.dispatchAt), fromIso(order.arriveAt)].map((at, stop) => ({
    at,
    status: stops[stop]!,
    get text() {
      return stopText(order, pickup, stop, pack, placed)
    },
  }))
}

/**
 * Status on the clock: the latest milestone passed, read off the stored times without building the
 * journey (a listing filtered by status asks this of every order). Same stops as `milestones`.
 */
export function statusAt(order: GroceryOrder, now: number, spec: FulfilmentSpec): OrderStatus {
  if (order.status === 'cancelled') return 'cancelled'
  const pickup = spec.mode === 'pickup'
  let status: OrderStatus = 'paid'
  if (fromIso(order.packAt) <= now) status = 'packing'
  if (fromIso(order.dispatchAt) <= now) status = pickup ? 'in_transit' : 'out_for_delivery'
  if (fromIso(order.arriveAt) <= now) status = pickup ? 'ready_for_pickup' : 'delivered'
  return status
}

/** Newest first: stored times share one format, so plain comparison orders them (ids break ties). */
export const byNewest = <R extends { id: string; placedAt: string }>(a: R, b: R): number =>
  a.placedAt === b.placedAt ? b.id.localeCompare(a.id) : a.placedAt < b.placedAt ? 1 : -1

/** The last moment the order can be cancelled. */
export const cancelDeadline = (order: GroceryOrder, spec: FulfilmentSpec): number => fromIso(spec.mode === 'pickup' ? order.packAt : order.dispatchAt)

interface TrackingEvent {
  time: string
  text: string
}

/** An order as the app shows it (the tool's output schema, less the buy's policy notices). */
export interface OrderView {
  orderId: string
  status: OrderStatus
  product: { productId: string; name: string; brand?: string; pack: string; origin: string }
  unitPrice: number
  count: number
  subtotal: number
  deliveryFee: number
  total: number
  paymentMethod: string
  fulfilment: 'delivery' | 'pickup'
  address: string
  dispatchFrom?: string
  estimatedArrival?: string
  pickupPoint?: string
  pickupFrom?: string
  pickupCode?: string
  distanceKm: number
  orderTime: string
  cancellableUntil?: string
  rider?: string
  latestUpdate: TrackingEvent
  tracking?: TrackingEvent[]
  cancelledAt?: string
  cancelReason?: string
  refundAmount?: number
  refundEta?: string
}

/**
 * An order as the app shows it at `now`: status from the clock, its journey so far, refund if
 * cancelled. Listings show many of these, so it is built field by field (in the order the app
 * shows them) and, without tracking, formats only the latest update.
 */
export function orderView(order: GroceryOrder, now: number, spec: FulfilmentSpec, withTracking: boolean): OrderView {
  const cancelled = order.status === 'cancelled'
  const cancelledMs = order.cancelledAt ? fromIso(order.cancelledAt) : undefined
  const until = cancelledMs !== undefined ? Math.min(now, cancelledMs) : now
  const pickup = spec.mode === 'pickup'
  const placed = fromIso(order.placedAt)
  const pack = fromIso(order.packAt)
  const dispatch = fromIso(order.dispatchAt)
  const arrive = fromIso(order.arriveAt)
  // The journey's updates so far are those at or before `until`, in the journey's order.
  const last: number = arrive <= until ? 3 : dispatch <= until ? 2 : pack <= until ? 1 : placed <= until ? 0 : -1
  const timeOf = (stop: number): number => (stop === 0 ? placed : stop === 1 ? pack : stop === 2 ? dispatch : arrive)
  let latestUpdate: TrackingEvent | undefined
  let tracking: TrackingEvent[] | undefined
  if (withTracking) {
    tracking = []
    for (let stop = 0; stop < 4; stop++) if (timeOf(stop) <= until) tracking.push({ time: toDisplay(timeOf(stop)), text: stopText(order, pickup, stop, pack, placed) })
    latestUpdate = tracking.at(-1)
  } else if (last >= 0) {
    latestUpdate = { time: toDisplay(timeOf(last)), text: stopText(order, pickup, last, pack, placed) }
  }
  const status: OrderStatus = cancelled ? 'cancelled' : last < 0 ? 'paid' : (pickup ? pickupStops : deliveryStops)[last]!
  if (cancelled) {
    latestUpdate = { time: toDisplay(cancelledMs!), text: `Order cancelled. Refund of ¥${order.refundAmount!.toFixed(2)} to ${order.paymentMethod} expected by ${order.refundEta}` }
    tracking?.push(latestUpdate)
  }
  const deadline = pickup ? pack : dispatch
  const product: OrderView['product'] = order.brand
    ? { productId: order.productId, name: order.name, brand: order.brand, pack: order.pack, origin: order.origin }
    : { productId: order.productId, name: order.name, pack: order.pack, origin: order.origin }
  const view: OrderView = {
    orderId: order.id,
    status,
    product,
    unitPrice: order.unitPrice,
    count: order.count,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    paymentMethod: order.paymentMethod,
    fulfilment: order.mode,
    address: order.address,
  } as OrderView
  if (order.mode === 'pickup') {
    view.pickupPoint = order.hub
    view.pickupFrom = toDisplay(arrive)
  } else {
    view.dispatchFrom = order.hub
    view.estimatedArrival = toDisplay(arrive)
  }
  if (status === 'ready_for_pickup') view.pickupCode = order.pickupCode!
  view.distanceKm = order.hubDistanceKm
  view.orderTime = toDisplay(placed)
  if ((status === 'paid' || status === 'packing') && now < deadline) view.cancellableUntil = toDisplay(deadline)
  if (order.rider && (status === 'out_for_delivery' || status === 'delivered')) view.rider = order.rider
  view.latestUpdate = latestUpdate!
  if (tracking) view.tracking = tracking
  if (cancelled) {
    view.cancelledAt = toDisplay(cancelledMs!)
    if (order.cancelReason) view.cancelReason = order.cancelReason
    view.refundAmount = order.refundAmount!
    view.refundEta = order.refundEta!
  }
  return view
}
