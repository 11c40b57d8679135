import { z } from 'zod'
import { conflict, deepFreeze, defineApp, defineTool, notFound, toDate, toDisplay, toIso } from '../kit/index.ts'
import { BOOKING_STATUSES, bookingSchema, bookingStatusAt, bookingView, bookTable as reserve, emptyDianpingState, findRestaurant, SEATING_PREFERENCES, type DianpingState, type TableBooking } from './dianping/booking.ts'
import { reviewSchema, reviewsOf, subScores } from './dianping/reviews.ts'
import { DIANPING_SORTS, dianpingSearchOutput, searchDianping } from './dianping/search.ts'
import { cuisineInput, noteInput, placeInput } from './inputs.ts'
import { cuisines } from './world/cuisines.ts'
import { PRICE_RANGES } from './world/matching.ts'

/** Dianping (大众点评): China's restaurant guide. Stars, per-person spend, diners' reviews, and table bookings. */

const bookingIdInput = z.string().trim().min(1).max(40).describe("Booking id returned by bookTable, e.g. 'tbl_0001'.")

function bookingOf(state: DianpingState, id: string): TableBooking {
  const b = Object.hasOwn(state.bookings, id.trim()) ? state.bookings[id.trim()] : undefined
  if (!b) throw notFound(`No Dianping table booking "${id}" in this account`)
  return b
}

const searchRestaurants = defineTool({
  name: 'searchRestaurants',
  description: 'Finds restaurants around a place to eat in: stars with taste/environment/service scores, review count, average spend per person, distance, hours, tags and whether it takes table bookings.',
  effect: 'read',
  input: z.object({
    searchQuery: z.string().trim().max(100).describe("Keywords: a dish, cuisine, restaurant name or occasion, e.g. 'roast duck', 'Haidilao', 'late night'. Empty lists everything."),
    location: placeInput('Where to search around'),
    cuisine: cuisineInput.optional(),
    sortBy: z.enum(DIANPING_SORTS).optional().describe("Order: 'recommended' (default), 'distance', 'rating', 'review_count', 'price_low' or 'price_high' (per-person spend)."),
    priceRange: z.enum(PRICE_RANGES).optional().describe("Per-person spend: 'low' (under ¥30), 'medium' (¥30-80) or 'high' (over ¥80)."),
    radiusKm: z.number().min(0.5).max(10).optional().describe('Search radius in km (default 5, at most 10).'),
    limit: z.number().int().min(1).max(30).optional().describe('At most this many restaurants (default 10).'),
  }),
  output: dianpingSearchOutput,
  run: (_state: DianpingState, args, ctx) => searchDianping(ctx, args),
})

const getRestaurantReviews = defineTool({
  name: 'getRestaurantReviews',
  description: "Diners' reviews of a restaurant: stars, date, spend per person, taste/environment/service scores, text and recommended dishes.",
  effect: 'read',
  input: z.object({
    restaurantId: z.string().trim().min(1).max(100).describe('Restaurant id from searchRestaurants (a well-known restaurant name also works).'),
    sortBy: z.enum(['latest', 'highest', 'lowest']).optional().describe("Which reviews first: 'latest' (default), 'highest' or 'lowest' stars."),
    limit: z.number().int().min(1).max(20).optional().describe('At most this many reviews (default 5).'),
  }),
  output: z.object({
    restaurant: z.object({ restaurantId: z.string(), name: z.string(), nameZh: z.string(), cuisine: z.string(), rating: z.number(), scores: z.object({ taste: z.number(), environment: z.number(), service: z.number() }), reviewCount: z.number().int(), perCapita: z.number() }),
    reviews: z.array(reviewSchema),
  }),
  run(_state: DianpingState, args, ctx) {
    const r = findRestaurant(ctx, args.restaurantId)
    const sortBy = args.sortBy ?? 'latest'
    const limit = args.limit ?? 5
    return ctx.memo(`dp:reviews-view:${r.id}:${sortBy}:${limit}:${toDate(ctx.now)}`, () => {
      const all = reviewsOf(ctx, r)
      const sorted = sortBy === 'highest' ? [...all].sort((a, b) => b.stars - a.stars) : sortBy === 'lowest' ? [...all].sort((a, b) => a.stars - b.stars) : all
      return deepFreeze({
        restaurant: { restaurantId: r.id, name: r.name, nameZh: r.nameZh, cuisine: cuisines[r.cuisine].en, rating: r.rating, scores: subScores(`${ctx.worldSeed}:dp:scores:${r.id}`, r.rating), reviewCount: r.reviewCount, perCapita: r.perCapita },
        reviews: sorted.slice(0, limit),
      })
    })
  },
})

const bookTable = defineTool({
  name: 'bookTable',
  description: 'Reserves a table: a hall table (up to 4), a large round table (5-10) or a private room (up to 12, with a minimum spend). Refused when the restaurant is fully booked at that time (the refusal names free times that day) or does not take bookings.',
  effect: 'write',
  input: z.object({
    restaurant: z.string().trim().min(1).max(100).describe('Restaurant id from searchRestaurants, or its name.'),
    date: z.string().trim().min(1).max(20).describe("Day: 'YYYY-MM-DD', 'MM-DD', 'today' or 'tomorrow'."),
    time: z.string().trim().min(1).max(10).describe("Arrival time, 'HH:mm' (24-hour), e.g. '18:30'."),
    partySize: z.number().int().min(1).max(30).describe('Number of diners.'),
    name: z.string().trim().min(1).max(40).optional().describe("Name for the booking; default the account holder's ('Mr. Li')."),
    phone: z.string().trim().regex(/^\+?[\d\s-]{7,20}$/).optional().describe("Contact phone; default the account's number."),
    seatingPreference: z.enum(SEATING_PREFERENCES).optional().describe("'no_preference' (default), 'hall', 'window' (requested, not guaranteed) or 'private_room' (minimum spend applies)."),
    note: noteInput.optional(),
  }),
  output: bookingSchema,
  run: (state: DianpingState, args, ctx) => bookingView(reserve(state, args, ctx), ctx.now),
})

const getTableBooking = defineTool({
  name: 'getTableBooking',
  description: 'Shows one table booking: restaurant, time, party, seating, how long the table is held, and its status.',
  effect: 'read',
  input: z.object({ bookingId: bookingIdInput }),
  output: bookingSchema,
  run: (state: DianpingState, args, ctx) => bookingView(bookingOf(state, args.bookingId), ctx.now),
})

const cancelTableBooking = defineTool({
  name: 'cancelTableBooking',
  description: 'Cancels a table booking, free of charge, any time before the booked time; the table goes back on offer.',
  effect: 'write',
  input: z.object({ bookingId: bookingIdInput }),
  output: bookingSchema,
  run(state: DianpingState, args, ctx) {
    const b = bookingOf(state, args.bookingId)
    if (b.status === 'cancelled') throw conflict(`${b.bookingId} was already cancelled at ${toDisplay(Date.parse(b.cancelledAt!))}`)
    if (ctx.now >= Date.parse(b.startsAt)) throw conflict(`${b.bookingId} was for ${toDisplay(Date.parse(b.startsAt))}, which has passed; it can no longer be cancelled`)
    const cancelled: TableBooking = { ...b, status: 'cancelled', cancelledAt: toIso(ctx.now) }
    state.bookings[b.bookingId] = cancelled
    return bookingView(cancelled, ctx.now)
  },
})

const listTableBookings = defineTool({
  name: 'listTableBookings',
  description: "The account's table bookings, soonest first, optionally only one status ('confirmed' = upcoming).",
  effect: 'read',
  input: z.object({ status: z.enum(BOOKING_STATUSES).optional().describe("Only bookings with this status: 'confirmed' (upcoming), 'completed' or 'cancelled'.") }),
  output: z.object({ total: z.number().int(), bookings: z.array(bookingSchema) }),
  run(state: DianpingState, args, ctx) {
    const all = Object.values(state.bookings)
      .filter((b) => !args.status || bookingStatusAt(b, ctx.now) === args.status)
      .sort((a, b) => (a.startsAt === b.startsAt ? (a.bookingId < b.bookingId ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1))
      .map((b) => bookingView(b, ctx.now))
    return { total: all.length, bookings: all }
  },
})

export const dianping = defineApp<DianpingState>({
  id: 'dianping',
  name: 'Dianping',
  aliases: ['Dazhong Dianping', 'Meituan Dianping', '大众点评', '点评'],
  domain: 'food',
  description:
    "China's restaurant guide (大众点评): every restaurant nearby with stars, taste/environment/service scores, per-person spend and diners' reviews, and free table bookings (hall tables, large round tables, private rooms).",
  traits: { focus: 'dine-in discovery', reviews: 'many', bookings: 'free, cancel any time before' },
  initialState: emptyDianpingState,
  tools: [searchRestaurants, getRestaurantReviews, bookTable, getTableBooking, cancelTableBooking, listTableBookings],
})
