import { fromIso, toDisplay } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { courierOf } from './carriers.ts'
import { milestones, PAID, type Order, type OrderStatus } from './order.ts'

export interface TrackingEvent {
  time: string
  text: string
}

/** An order as the app shows it at `now`: status from the clock, tracking so far, refund if cancelled. */
export function orderView(order: Order, now: number, flavour: MarketplaceFlavour, withTracking: boolean) {
  const until = order.cancelledAt ? Math.min(now, fromIso(order.cancelledAt)) : now
  // Before pick-up only the payment has happened (every later milestone is at or after it): skip the journey.
  const passed =
    until < fromIso(order.shipAt)
      ? [{ at: fromIso(order.placedAt), status: 'paid' as const, text: PAID }]
      : milestones(order, flavour, courierOf(order.trackingNumber)).filter((m) => m.at <= until)
  // Without tracking only the latest update is shown: format just that one.
  const events: TrackingEvent[] = (withTracking ? passed : passed.slice(-1)).map((m) => ({ time: toDisplay(m.at), text: m.text }))
  let status: OrderStatus = passed.at(-1)?.status ?? 'paid'
  const shipped = status !== 'paid'
  if (order.status === 'cancelled') {
    status = 'cancelled'
    events.push({
      time: toDisplay(fromIso(order.cancelledAt!)),
      text: `Order cancelled${shipped ? '; the parcel is being returned to the seller' : ''}. Refund of ¥${order.refundAmount!.toFixed(2)} to ${order.paymentMethod} expected by ${order.refundEta}`,
    })
  }
  return {
    orderId: order.id,
    status,
    product: { productId: order.productId, title: order.title, brand: order.brand, store: order.store },
    ...(order.size ? { size: order.size } : {}),
    unitPrice: order.unitPrice,
    count: order.count,
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    ...order.extra,
    total: order.total,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderTime: toDisplay(fromIso(order.placedAt)),
    estimatedDelivery: order.estimatedDelivery,
    ...(shipped ? { carrier: order.carrier, trackingNumber: order.trackingNumber } : {}),
    latestUpdate: events.at(-1)!,
    ...(withTracking ? { tracking: events } : {}),
    ...(order.status === 'cancelled'
      ? { cancelledAt: toDisplay(fromIso(order.cancelledAt!)), ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}), refundAmount: order.refundAmount!, refundEta: order.refundEta! }
      : {}),
  }
}
