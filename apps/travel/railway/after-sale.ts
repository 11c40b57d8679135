import { z } from 'zod'
import { conflict, DAY, deepFreeze, defineTool, HOUR, invalidArgument, startOfLocalDay, toDisplay, toIso } from '../../kit/index.ts'
import { halfYuan, railRefundFee, railRefundRate, railRefundRuleText, SEAT_CLASSES } from '../rail/fares.ts'
import { railRoute } from '../rail/routes.ts'
import { assignSeats } from '../rail/seats.ts'
import { round2 } from '../world/geo.ts'
import { hubById } from '../world/hubs.ts'
import { readTravelDay, sellable } from './search-book.ts'
import { checkRealName, findTicket, stationPoint, TICKET_STATUSES, ticketStatus, ticketView, viewTicket, type RailTicket, type RailwayState } from './tickets.ts'

/** 12306 after the sale: look up, list, refund (退票) and change (改签) tickets under the railway's rules. */
const ticketId = z.string().trim().min(1).max(40).describe("Ticket order id from bookTrainTicket, e.g. 'rail_0001'.")

export const getTrainTicket = defineTool({
  name: 'getTrainTicket',
  description: 'One 12306 ticket order: train, stations, times, passengers and seats, fare paid, status (issued, travelling, completed, refunded) and whether it can still be changed.',
  effect: 'read',
  input: z.object({ ticketId }),
  output: ticketView,
  run: (state: RailwayState, args, ctx) => viewTicket(findTicket(state, args.ticketId), ctx.now),
})

export const listTrainTickets = defineTool({
  name: 'listTrainTickets',
  description: "The account's 12306 ticket orders, soonest departure first, optionally only one status.",
  effect: 'read',
  input: z.object({ status: z.enum(TICKET_STATUSES).optional().describe('Only orders currently in this status.') }),
  output: z.object({ count: z.number().int(), tickets: z.array(ticketView) }),
  run(state: RailwayState, args, ctx) {
    const tickets = Object.values(state.tickets)
      .filter((t) => !args.status || ticketStatus(t, ctx.now) === args.status)
      .sort((a, b) => (a.departAt === b.departAt ? (a.ticketId < b.ticketId ? -1 : 1) : a.departAt < b.departAt ? -1 : 1))
      .map((t) => viewTicket(t, ctx.now))
    return { count: tickets.length, tickets }
  },
})

export const cancelTrainTicket = defineTool({
  name: 'cancelTrainTicket',
  description: `Refunds a 12306 ticket order (退票) before departure. ${railRefundRuleText}`,
  effect: 'write',
  input: z.object({ ticketId }),
  output: z.object({
    ticketId: z.string(),
    status: z.literal('refunded'),
    refundedAt: z.string(),
    paid: z.number(),
    refundFee: z.number(),
    refund: z.number(),
    currency: z.literal('CNY'),
    message: z.string(),
  }),
  run(state: RailwayState, args, ctx) {
    const t = findTicket(ctx.committed as RailwayState, args.ticketId)
    if (t.status === 'refunded') throw conflict(`${t.ticketId} was already refunded at ${toDisplay(Date.parse(t.refundedAt!))}`)
    const departAt = Date.parse(t.departAt)
    if (ctx.now >= departAt) throw conflict(`${t.trainNumber} left ${t.from.name} at ${toDisplay(departAt)}; refunds close at departure`)
    const fee = round2(railRefundFee(t.unitFare, departAt, ctx.now, t.changedLate) * t.passengers.length)
    const refund = round2(t.paid - fee)
    state.tickets[t.ticketId] = deepFreeze({ ...t, status: 'refunded' as const, refundedAt: toIso(ctx.now), refundFee: fee, refund })
    const rate = railRefundRate(departAt, ctx.now, t.changedLate)
    return {
      ticketId: t.ticketId, status: 'refunded' as const, refundedAt: toDisplay(ctx.now), paid: t.paid, refundFee: fee, refund, currency: 'CNY' as const,
      message: fee === 0 ? `Refunded in full: ${refund} CNY back to ${t.paymentMethod} (8 days or more before departure).` : `Refund fee ${Math.round(rate * 100)}% (${fee} CNY); ${refund} CNY back to ${t.paymentMethod}.`,
    }
  },
})

export const changeTrainTicket = defineTool({
  name: 'changeTrainTicket',
  description:
    'Changes a 12306 ticket (改签) to another train, day or class between the same stations, once per ticket and before departure. A dearer ticket costs the difference; a cheaper one refunds the difference less the refund-fee rate. Within 48 hours of departure only trains leaving by the end of the original day can be chosen.',
  effect: 'write',
  input: z.object({
    ticketId,
    newTrainNumber: z.string().trim().min(2).max(8).optional().describe('Train to change to; the same train when omitted.'),
    newDate: z.string().trim().min(1).max(40).optional().describe("Day to change to ('YYYY-MM-DD'); the ticket's day when omitted."),
    newSeatClass: z.enum(SEAT_CLASSES).optional().describe('Class to change to; the same class when omitted.'),
  }),
  refine: (args) => (!args.newTrainNumber && !args.newDate && !args.newSeatClass ? { path: 'newTrainNumber', message: 'give a new train, day or class' } : undefined),
  output: z.object({ ticket: ticketView, fareDifference: z.number(), additionalPayment: z.number(), refund: z.number(), changeFee: z.number(), message: z.string() }),
  run(state: RailwayState, args, ctx) {
    const committed = ctx.committed as RailwayState
    // Read from the committed state and replace the whole record: one write to the draft.
    const t = findTicket(committed, args.ticketId)
    if (t.status === 'refunded') throw conflict(`${t.ticketId} was refunded at ${toDisplay(Date.parse(t.refundedAt!))}; it cannot be changed`)
    const origDepart = Date.parse(t.departAt)
    if (ctx.now >= origDepart) throw conflict(`${t.trainNumber} left at ${toDisplay(origDepart)}; a ticket cannot be changed after departure`)
    if (t.changedFrom) throw conflict(`${t.ticketId} was already changed once (from ${t.changedFrom.trainNumber}); refund it and buy a new ticket instead`)
    const date = args.newDate ? readTravelDay(args.newDate, ctx.now) : t.date
    const seatClass = args.newSeatClass ?? t.seatClass
    const number = args.newTrainNumber?.toUpperCase() ?? t.trainNumber
    if (number === t.trainNumber && date === t.date && seatClass === t.seatClass) throw invalidArgument('newTrainNumber', 'the change names the same train, day and class as the ticket')
    const from = hubById(ctx, t.from.id, 'station')
    const to = hubById(ctx, t.to.id, 'station')
    if (!from || !to) throw conflict(`${t.ticketId}: its stations are no longer served`)
    const route = railRoute(ctx, stationPoint(ctx, from), stationPoint(ctx, to))
    const names = t.passengers.map((p) => p.name)
    const d = sellable(ctx, committed, route, number, date, seatClass, names.length)
    if (ctx.now >= origDepart - 48 * HOUR && d.departAt >= startOfLocalDay(origDepart) + DAY) {
      throw conflict(`Within 48 hours of departure a ticket can only be changed to a train leaving by the end of ${t.date}`)
    }
    checkRealName(committed, names, d.train.number, date, d.departAt, d.arriveAt, t.ticketId)
    const newFare = d.train.fares[seatClass]!
    const difference = round2((newFare - t.unitFare) * names.length)
    // A cheaper ticket refunds the difference, less the refund rate the original ticket would pay.
    const changeFee = difference < 0 ? halfYuan(-difference * railRefundRate(origDepart, ctx.now)) : 0
    const refund = difference < 0 ? round2(-difference - changeFee) : 0
    const seats = assignSeats(ctx.rng, d.train.type, seatClass, names.length)
    const changed: RailTicket = {
      ...t,
      trainNumber: d.train.number, trainType: d.train.type, trainset: d.train.trainset, date, departAt: toIso(d.departAt), arriveAt: toIso(d.arriveAt),
      durationMin: d.train.durationMin, seatClass, unitFare: newFare, paid: round2(t.paid + Math.max(0, difference) - refund),
      passengers: t.passengers.map((p, i) => ({ ...p, seat: seats[i]! })),
      changedFrom: { trainNumber: t.trainNumber, departAt: t.departAt, seatClass: t.seatClass, unitFare: t.unitFare },
      ...(origDepart - ctx.now < 8 * DAY && d.departAt - ctx.now >= 8 * DAY ? { changedLate: true } : {}),
    }
    state.tickets[t.ticketId] = deepFreeze(changed)
    const message =
      difference > 0 ? `Changed to ${d.train.number}; ${difference} CNY more charged to ${t.paymentMethod}.` : difference < 0 ? `Changed to ${d.train.number}; ${refund} CNY refunded${changeFee > 0 ? ` after a ${changeFee} CNY fee` : ''}.` : `Changed to ${d.train.number} at the same fare.`
    return { ticket: viewTicket(changed, ctx.now), fareDifference: difference, additionalPayment: Math.max(0, difference), refund, changeFee, message }
  },
})
