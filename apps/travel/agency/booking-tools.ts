import { z } from 'zod'
import { conflict, deepFreeze, defineTool, notFound, ownEntry, toDisplay, toIso, type Tool } from '../../kit/index.ts'
import { cancellationCost, termsOf } from './cancellation.ts'
import type { AgencyState, AgencyTerms, Booking } from './types.ts'
import { BOOKING_STATUSES, bookingSummary, bookingView, liveStatus, summarize, viewBooking } from './views.ts'

/** The follow-ups of every agency booking: getBooking, cancelBooking, listBookings. */
export function bookingTools(terms: AgencyTerms): Tool<AgencyState>[] {
  const { brand } = terms
  const bookingId = z.string().trim().min(1).max(40).describe(`The booking id returned when booking, e.g. '${terms.idPrefix}_0001'.`)
  const find = (state: AgencyState, id: string): Booking => {
    const b = ownEntry(state.bookings, id)
    if (!b) throw notFound(`No ${brand} booking "${id}" in this account`)
    return b
  }

  const getBooking = defineTool({
    name: 'getBooking',
    description: `One ${brand} booking (ticket, hotel or car): live status, details, price paid and the cancellation terms.`,
    effect: 'read',
    input: z.object({ bookingId }),
    output: bookingView,
    run: (state: AgencyState, args, ctx) => {
      const b = find(state, args.bookingId)
      return viewBooking(b, ctx.now, termsOf(b, terms))
    },
  })

  const cancelBooking = defineTool({
    name: 'cancelBooking',
    description: `Cancels a ${brand} booking and refunds it to the original payment, less the fee its terms set at this moment (see getBooking). A trip, stay or rental that has begun cannot be cancelled.`,
    effect: 'write',
    input: z.object({ bookingId, reason: z.string().trim().min(1).max(200).optional().describe("Why, e.g. 'plans changed'.") }),
    output: z.object({
      bookingId: z.string(),
      status: z.literal('cancelled'),
      cancelledAt: z.string(),
      paid: z.number(),
      cancellationFee: z.number(),
      refund: z.number(),
      currency: z.literal('CNY'),
      message: z.string(),
    }),
    run(state: AgencyState, args, ctx) {
      // Read from the committed state and replace the whole record: one write to the draft.
      const b = find(ctx.committed as AgencyState, args.bookingId)
      if (b.status === 'cancelled') throw conflict(`${b.bookingId} was already cancelled at ${toDisplay(Date.parse(b.cancelledAt!))}`)
      const { fee, refund } = cancellationCost(b, terms, ctx.now)
      state.bookings[b.bookingId] = deepFreeze({ ...b, status: 'cancelled' as const, cancelledAt: toIso(ctx.now), cancellationFee: fee, refund, ...(args.reason ? { cancelReason: args.reason } : {}) })
      const kept = b.kind === 'ticket' && refund < b.total - fee ? ` ${brand} keeps its ${b.serviceFee} CNY service fee.` : ''
      return {
        bookingId: b.bookingId, status: 'cancelled' as const, cancelledAt: toDisplay(ctx.now), paid: b.total, cancellationFee: fee, refund, currency: 'CNY' as const,
        message: (fee === 0 ? `Cancelled free of charge; ${refund} CNY goes back to ${b.paymentMethod}.` : `Cancelled with a ${fee} CNY fee; ${refund} CNY goes back to ${b.paymentMethod}.`) + kept,
      }
    },
  })

  const listBookings = defineTool({
    name: 'listBookings',
    description: `The account's ${brand} bookings, soonest start first, optionally only tickets, hotels or cars, or one status.`,
    effect: 'read',
    input: z.object({
      kind: z.enum(['ticket', 'hotel', 'car']).optional().describe('Only bookings of this kind.'),
      status: z.enum(BOOKING_STATUSES).optional().describe('Only bookings currently in this status.'),
    }),
    output: z.object({ count: z.number().int(), bookings: z.array(bookingSummary) }),
    run(state: AgencyState, args, ctx) {
      const rows = Object.values(state.bookings)
        .filter((b) => (!args.kind || b.kind === args.kind) && (!args.status || liveStatus(b, ctx.now) === args.status))
        .map((b) => summarize(b, ctx.now))
        .sort((a, b) => (a.startsAt === b.startsAt ? (a.bookingId < b.bookingId ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1))
      return { count: rows.length, bookings: rows }
    },
  })

  return [getBooking, cancelBooking, listBookings]
}
