import { z } from 'zod'
import { conflict, DAY, defineTool, notFound, ownEntry, toDate, toDisplay, toIso } from '../../kit/index.ts'
import type { GroceryFlavour } from '../flavour.ts'
import { byNewest, cancelDeadline, orderStatuses, orderView, statusAt, type GroceryOrder } from '../order.ts'
import { orderSchema } from './schemas.ts'
import type { GroceryState } from './shared.ts'

const orderIdParameter = z.string().trim().min(1).max(40).describe("Order id returned by buyProduct, e.g. 'ord_0001'.")

function findOrder(state: GroceryState, orderId: string, appName: string): GroceryOrder {
  // Own keys only: 'constructor' or '__proto__' must not find Object's members.
  const order = ownEntry(state.orders, orderId)
  if (!order) throw notFound(`${appName} has no order "${orderId}"`)
  return order
}

export function getOrderStatusTool(flavour: GroceryFlavour, appName: string) {
  const spec = flavour.fulfilment
  return defineTool({
    name: 'getOrderStatus',
    description:
      spec.mode === 'pickup'
        ? 'Shows an order: status (paid, packing, in_transit, ready_for_pickup or cancelled), the pickup point, pickup time and code, and its journey so far.'
        : 'Shows an order: status (paid, packing, out_for_delivery, delivered or cancelled), the store it leaves from, the rider once on the way, the estimated arrival and its journey so far.',
    effect: 'read',
    input: z.object({ orderId: orderIdParameter }),
    output: orderSchema,
    run: (state: GroceryState, args, ctx) => orderView(findOrder(state, args.orderId, appName), ctx.now, spec, true),
  })
}

export function listOrdersTool(flavour: GroceryFlavour) {
  const spec = flavour.fulfilment
  return defineTool({
    name: 'listOrders',
    description: "Lists the user's grocery orders in this app, newest first, optionally only those with one status.",
    effect: 'read',
    input: z.object({
      status: z.enum(orderStatuses).optional().describe('Only orders with this status.'),
      limit: z.number().int().min(1).max(100).optional().describe('At most this many orders, newest first (default 10, one page of the app); `total` counts them all.'),
    }),
    output: z.object({ total: z.number().int().nonnegative(), orders: z.array(orderSchema) }),
    run(state: GroceryState, args, ctx) {
      // One page of views: a status filter reads each order's status off its times, not off a full view.
      const newest = Object.values(state.orders).sort(byNewest)
      const matching = args.status ? newest.filter((o) => statusAt(o, ctx.now, spec) === args.status) : newest
      return { total: matching.length, orders: matching.slice(0, args.limit ?? 10).map((o) => orderView(o, ctx.now, spec, false)) }
    },
  })
}

export function cancelOrderTool(flavour: GroceryFlavour, appName: string) {
  const spec = flavour.fulfilment
  return defineTool({
    name: 'cancelOrder',
    description:
      spec.mode === 'pickup'
        ? 'Cancels an order before its group order closes (the nightly cut-off) and refunds it; after that the goods are on their way to the pickup point and it cannot be cancelled.'
        : 'Cancels an order before the rider leaves with it and refunds it; once out for delivery it cannot be cancelled.',
    effect: 'write',
    input: z.object({
      orderId: orderIdParameter,
      reason: z.string().trim().max(200).optional().describe('Why the order is cancelled.'),
    }),
    output: orderSchema,
    run(state: GroceryState, args, ctx) {
      const order = findOrder(state, args.orderId, appName)
      if (order.status === 'cancelled') throw conflict(`Order ${order.id} was already cancelled on ${toDisplay(Date.parse(order.cancelledAt!))}`)
      const deadline = cancelDeadline(order, spec)
      if (ctx.now >= deadline) {
        const status = statusAt(order, ctx.now, spec).replaceAll('_', ' ')
        throw conflict(`Order ${order.id} is ${status} and can no longer be cancelled (the deadline was ${toDisplay(deadline)}); ${spec.mode === 'pickup' ? 'ask the pickup point for an after-sales refund when it arrives' : 'refuse it at the door or request an after-sales refund'}`)
      }
      order.status = 'cancelled'
      order.cancelledAt = toIso(ctx.now)
      if (args.reason) order.cancelReason = args.reason
      order.refundAmount = order.total
      order.refundEta = toDate(ctx.now + flavour.refundDays * DAY)
      const left = (state.sold[order.productId] ?? 0) - order.count
      if (left > 0) state.sold[order.productId] = left
      else delete state.sold[order.productId]
      return orderView(order, ctx.now, spec, false)
    },
  })
}
