import { z } from 'zod'
import { defineTool, type Tool } from '../kit/index.ts'
import { featuredListing, type FeaturedSettings } from './featured.ts'
import type { RealNameRule } from './real-name.ts'
import type { RefundTerms } from './refunds.ts'
import { buildCatalogue } from './schedule.ts'
import { daySchedule, showSchedule, type ListingSettings } from './show-listing.ts'
import {
  cancelOutput,
  checkPriceRange,
  featuredOutput,
  orderListOutput,
  priceRangeInput,
  scheduleOutput,
  showTypeInput,
  ticketOutput,
  ticketTypeInput,
} from './show-ticket-schemas.ts'
import type { Film, ShowType, StageShow } from './show-types.ts'
import { bookTicket, cancelTicket, getTicket, ticketView, type BookingRules, type ShowTicketState } from './ticket-book.ts'

/** How one ticket app differs from another that shares the show-ticket interface (Maoyan, Damai). */
export interface ShowTicketConfig {
  /** Brand used in descriptions and messages. */
  brand: string
  /** Show types the app sells: the `type` enum, read case-insensitively. */
  types: readonly [ShowType, ...ShowType[]]
  films: readonly Film[]
  stageShows: readonly StageShow[]
  /** Id of the app's policy refusing 18+ shows to users under 18. */
  minorPolicyId: string
  /** Service fee per ticket in CNY. */
  serviceFee: (type: ShowType) => number
  /**
   * Refundable until `cutoffMinutes` before the start, less `feeRate` of the face value; a list is a
   * ladder of such windows (the fee grows as the show nears).
   */
  refund: (type: ShowType) => RefundTerms
  /** Days of showtimes a listing covers by default, today first. */
  listingDays: (type: ShowType) => number
  /** Most tickets in one order. */
  maxPerOrder: number
  /** Multiplies live-show face values (a reseller's markup); films are priced by the cinema. */
  priceFactor?: number
  /** Starts the app's show ids ('dm' gives 'dm-cc_<venue>_...') so apps never book each other's ids; none for Maoyan. */
  showIdPrefix?: string
  /** Prefix of order ids (default 'tkt': 'tkt_0001'). */
  orderIdPrefix?: string
  /** Real-name ticketing: orders bound to the holder's ID, with a per-show limit per ID. */
  realName?: RealNameRule
}

/**
 * The show-ticket tools: getShowSchedule, bookShowTicket, cancelShowTicket, getTicketOrder,
 * listTicketOrders. Schedules are static world data regenerated from show ids; only orders live in
 * state (`tickets.tkt_0001`). Pair with `emptyTicketBook` as the app's initial state.
 */
export function showTicketTools(config: ShowTicketConfig): Tool<ShowTicketState>[] {
  const brand = config.brand
  const listing: ListingSettings = {
    catalogue: buildCatalogue(
      config.types.includes('movie') ? config.films : [],
      config.stageShows.filter((s) => config.types.includes(s.type)),
      { ...(config.priceFactor ? { priceFactor: config.priceFactor } : {}), ...(config.showIdPrefix ? { idPrefix: config.showIdPrefix } : {}) },
    ),
    listingDays: config.listingDays,
  }
  // Featured entries keep a full order's worth of seats in both tiers (twice over under real-name limits).
  const featured: FeaturedSettings = { listing, types: config.types, minSeats: config.maxPerOrder * 2 }
  const rules: BookingRules = {
    brand,
    minorPolicyId: config.minorPolicyId,
    serviceFee: config.serviceFee,
    refund: config.refund,
    day: (ctx, venue, date) => daySchedule(ctx, listing, venue, date),
    featured,
    sells: config.types,
    orderIdPrefix: config.orderIdPrefix ?? 'tkt',
    ...(config.realName ? { realName: config.realName } : {}),
  }
  const typeList = config.types.join(', ')
  const ticketType = ticketTypeInput.describe(
    "Seat tier: 'regular' (standard seats / stands) or 'luxury' (VIP recliners, stalls, floor). A list; a single value is also accepted.",
  )

  const getShowSchedule = defineTool({
    name: 'getShowSchedule',
    description: `Lists ${brand} showtimes at the venues nearest a location for the coming days: title, venue and distance, hall, start time, format and language, rating, and price and seats left per seat tier. Use a showId from here to book. Users under 18 do not see 18+ shows.`,
    effect: 'read',
    input: z.object({
      type: showTypeInput(config.types).describe(`Kind of show, one of: ${typeList} (case-insensitive).`),
      searchQuery: z
        .string()
        .trim()
        .max(200)
        .describe("Keywords: a title, artist, genre or venue/area name; may include a day ('tomorrow', 'Friday', '03-06') or 'evening'. Empty lists everything."),
      location: z.string().trim().min(1).max(200).describe("City, district, venue or saved place ('home', 'office') to search around, e.g. 'Beijing', 'Sanlitun'."),
      price_range: priceRangeInput.optional(),
      ticketType: ticketType.optional(),
    }),
    refine: (args) => checkPriceRange(args.price_range),
    setLike: ['ticketType'],
    output: scheduleOutput,
    run: (state: ShowTicketState, args, ctx) => showSchedule(state, args, ctx, listing),
  })

  const bookShowTicket = defineTool({
    name: 'bookShowTicket',
    description: `Buys ${brand} tickets for a show from getShowSchedule and assigns the best free seats together, in the tier priced as asked or the cheapest of the seat tier with room for the party. Returns the order with seats, total (ticket price plus service fee) and the pickup code.`,
    effect: 'write',
    input: z.object({
      showId: z.string().trim().min(1).max(120).describe("Show id from getShowSchedule, or a featured alias 'show_N' (the N-th entry of listFeaturedShows)."),
      count: z.number().int().min(1).max(config.maxPerOrder).describe(`Number of tickets, 1 to ${config.maxPerOrder} per order.`),
      paymentMethod: z.string().trim().min(1).max(60).describe("How to pay, e.g. 'Alipay', 'WeChat Pay', 'UnionPay', 'Credit Card'."),
      ticketType: ticketType.optional().describe("Seat tier; the first entry is used. Default 'regular'."),
      price: z
        .number()
        .positive()
        .optional()
        .describe("Face value of the tier to buy, one of the show's tickets[].price in getShowSchedule (a stadium show sells several). Default: the cheapest tier of the ticketType with seats for the whole order."),
    }),
    output: ticketOutput,
    run: (state: ShowTicketState, args, ctx) => bookTicket(state, args, ctx, rules),
  })

  const cancelShowTicket = defineTool({
    name: 'cancelShowTicket',
    description: `Cancels a ${brand} ticket order and refunds it to the original payment method under the terms printed on the order (refundPolicy): fees may apply and refunds close some time before the start. The seats go back on sale.`,
    effect: 'write',
    input: z.object({ ticketId: z.string().trim().min(1).max(40).describe("Ticket order id, e.g. 'tkt_0001'.") }),
    output: cancelOutput,
    run: (state: ShowTicketState, args, ctx) => cancelTicket(state, args.ticketId, ctx, rules),
  })

  const getTicketOrder = defineTool({
    name: 'getTicketOrder',
    description: `Shows one ${brand} ticket order: show, venue, seats, price paid, pickup code, status and refund deadline.`,
    effect: 'read',
    input: z.object({ ticketId: z.string().trim().min(1).max(40).describe("Ticket order id, e.g. 'tkt_0001'.") }),
    output: ticketOutput,
    run: (state: ShowTicketState, args) => getTicket(state, args.ticketId, brand),
  })

  const listTicketOrders = defineTool({
    name: 'listTicketOrders',
    description: `Lists the account's ${brand} ticket orders in booking order (oldest first).`,
    effect: 'read',
    input: z.object({
      status: z.enum(['all', 'confirmed', 'cancelled']).optional().describe("Only orders with this status; default 'all'."),
    }),
    output: orderListOutput,
    run: (state: ShowTicketState, args) => ({
      orders: Object.values(state.tickets)
        .filter((t) => !args.status || args.status === 'all' || t.status === args.status)
        .map((t) => {
          const v = ticketView(t)
          return { ticketId: v.ticketId, status: v.status, title: v.title, venueName: v.venue.name, startsAt: v.startsAt, ticketType: v.ticketType, count: v.count, total: v.total }
        }),
    }),
  })

  const listFeaturedShows = defineTool({
    name: 'listFeaturedShows',
    description: `The ${brand} home page's featured shows in the user's city for the coming week, each with its alias 'show_N' (bookable like a showId) and seats left per tier. The list is fixed for the day.`,
    effect: 'read',
    input: z.object({
      type: showTypeInput(config.types).optional().describe(`Only this kind of show (${typeList}); aliases keep their place in the full list.`),
      limit: z.number().int().min(1).max(60).optional().describe('How many entries to show; default 10.'),
    }),
    output: featuredOutput,
    run: (state: ShowTicketState, args, ctx) => featuredListing(state, ctx, featured, args.limit ?? 10, args.type),
  })

  return [getShowSchedule, bookShowTicket, cancelShowTicket, getTicketOrder, listTicketOrders, listFeaturedShows]
}
