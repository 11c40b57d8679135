import { z } from 'zod'
import { DAY, conflict, defineTool, notFound, ownEntry, toDate, toDisplay, toIso } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { byNewest, orderStatuses, statusAt, type Order } from '../orders/order.ts'
import { orderView } from '../orders/view.ts'
import { orderSchema } from './schemas.ts'
import type { MarketplaceState } from './shared.ts'

const orderIdParameter = z.string().trim().min(1).max(40).describe("Order id returned by buyProduct, e.g. 'ord_0001'.")

function findOrder(state: MarketplaceState, orderId: string, appName: string): Order {
  const order = ownEntry(state.orders, orderId)
  if (!order) throw notFound(`${appName} has no order "${orderId}"`)
  return order
}

export function getOrderStatusTool(flavour: MarketplaceFlavour, appName: string) {
  return defineTool({
    name: 'getOrderStatus',
    description: 'Shows an order: status (paid, shipped, in_transit, delivered or cancelled), carrier and tracking number once shipped, and the tracking history so far.',
    effect: 'read',
    input: z.object({ orderId: orderIdParameter }),
    output: orderSchema(flavour),
    run: (state: MarketplaceState, args, ctx) => orderView(findOrder(state, args.orderId, appName), ctx.now, flavour, true),
  })
}

export function listOrdersTool(flavour: MarketplaceFlavour) {
  return defineTool({
    name: 'listOrders',
    description: "Lists the user's orders in this app, newest first, optionally only those with one status.",
    effect: 'read',
    input: z.object({
      status: z.enum(orderStatuses).optional().describe('Only orders with this status.'),
      limit: z.number().int().min(1).max(100).optional().describe('At most this many orders, newest first (default 10, one page of the app); `total` counts them all.'),
    }),
    output: z.object({ total: z.number().int().nonnegative(), orders: z.array(orderSchema(flavour)) }),
    run(state: MarketplaceState, args, ctx) {
      // One page of views: a status filter reads each order's status off its times, not off a full view.
      const newest = Object.values(state.orders).sort(byNewest)
      const matching = args.status ? newest.filter((o) => statusAt(o, ctx.now, flavour) === args.status) : newest
      return { total: matching.length, orders: matching.slice(0, args.limit ?? 10).map((o) => orderView(o, ctx.now, flavour, false)) }
    },
  })
}

export function cancelOrderTool(flavour: MarketplaceFlavour, appName: string) {
  return defineTool({
    name: 'cancelOrder',
    description: 'Cancels an order that has not been delivered yet and refunds it to the original payment method; the items go back on sale.',
    effect: 'write',
    input: z.object({
      orderId: orderIdParameter,
      reason: z.string().trim().max(200).optional().describe('Why the order is cancelled.'),
    }),
    output: orderSchema(flavour),
    run(state: MarketplaceState, args, ctx) {
      const order = findOrder(state, args.orderId, appName)
      if (order.status === 'cancelled') throw conflict(`Order ${order.id} was already cancelled on ${toDisplay(Date.parse(order.cancelledAt!))}`)
      const status = statusAt(order, ctx.now, flavour)
      if (status === 'delivered') throw conflict(`Order ${order.id} was delivered on ${toDisplay(Date.parse(order.deliverAt))}; it can no longer be cancelled (request a return instead)`)
      const [beforeShipping, afterShipping] = flavour.refundDays ?? [1, 3]
      order.status = 'cancelled'
      order.cancelledAt = toIso(ctx.now)
      if (args.reason) order.cancelReason = args.reason
      order.refundAmount = order.total
      order.refundEta = toDate(ctx.now + (status === 'paid' ? beforeShipping : afterShipping) * DAY)
      const left = (state.sold[order.productId] ?? 0) - order.count
      if (left > 0) state.sold[order.productId] = left
      else delete state.sold[order.productId]
      return orderView(order, ctx.now, flavour, false)
    },
  })
}
