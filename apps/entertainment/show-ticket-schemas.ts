import { z } from 'zod'
import { showTypes, showTypeSynonyms, ticketTypes, type ShowType, type TicketType } from './show-types.ts'

/** `Movie`, ' CONCERT ', 'film' all read as the enum value; anything else fails the enum check. */
export function showTypeInput(types: readonly [ShowType, ...ShowType[]]) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const t = v.trim().toLowerCase()
    return showTypeSynonyms[t] ?? t
  }, z.enum(types))
}

const ticketTypeValue = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(ticketTypes))

/** ToolSpectrum sends ticketType as a list (['luxury']) and sometimes as a bare string ('luxury'): both read as a list. */
export const ticketTypeInput = z
  .union([z.array(ticketTypeValue).min(1).max(2), ticketTypeValue])
  .transform((v): TicketType[] => (Array.isArray(v) ? v : [v]))

export const priceRangeInput = z
  .array(z.number())
  .length(2)
  .describe('Price per ticket as [min, max] in CNY; max -1 means no upper limit. Common values: [0, 100], [100, 200], [200, -1].')

/** The cross-field check a schema cannot state: min <= max unless max is -1. */
export function checkPriceRange(range: readonly number[] | undefined): { path: string; message: string } | undefined {
  if (!range) return undefined
  const [min, max] = range as [number, number]
  if (min < 0) return { path: 'price_range[0]', message: 'The minimum price cannot be negative' }
  if (max !== -1 && max < min) return { path: 'price_range[1]', message: 'The maximum price must be at least the minimum, or -1 for no upper limit' }
  return undefined
}

const venueOut = z.object({
  venueId: z.string(),
  name: z.string(),
  nameZh: z.string().optional(),
  district: z.string(),
  address: z.string().optional(),
  distanceKm: z.number().optional(),
})

export const showEntryOutput = z.object({
  showId: z.string(),
  title: z.string(),
  titleZh: z.string(),
  type: z.enum(showTypes),
  venue: venueOut,
  hall: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMin: z.number().int(),
  format: z.string(),
  language: z.string(),
  ageRating: z.string(),
  score: z.number().nullable(),
  performer: z.string().nullable(),
  tickets: z.array(
    z.object({
      ticketType: z.enum(ticketTypes),
      area: z.string(),
      price: z.number(),
      seatsLeft: z.number().int(),
    }),
  ),
})

export const scheduleOutput = z.object({
  location: z.object({ query: z.string(), resolvedTo: z.string(), city: z.string() }),
  type: z.enum(showTypes),
  days: z.array(z.string()),
  shows: z.array(showEntryOutput),
  notice: z.string().optional(),
})

export const featuredOutput = z.object({
  city: z.string(),
  days: z.array(z.string()),
  shows: z.array(showEntryOutput.extend({ alias: z.string() })),
})

export const ticketOutput = z.object({
  ticketId: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  showId: z.string(),
  title: z.string(),
  type: z.enum(showTypes),
  venue: venueOut,
  hall: z.string(),
  startsAt: z.string(),
  format: z.string(),
  language: z.string(),
  ticketType: z.enum(ticketTypes),
  seatArea: z.string(),
  seats: z.array(z.string()),
  count: z.number().int(),
  unitPrice: z.number(),
  serviceFee: z.number(),
  total: z.number(),
  paymentMethod: z.string(),
  pickupCode: z.string(),
  bookedAt: z.string(),
  refundableUntil: z.string(),
  refundPolicy: z.string().optional(),
  realName: z.object({ holder: z.string(), idNumber: z.string(), entry: z.string() }).optional(),
  cancelledAt: z.string().optional(),
  refund: z.number().optional(),
})

export const cancelOutput = z.object({
  ticketId: z.string(),
  status: z.literal('cancelled'),
  title: z.string(),
  startsAt: z.string(),
  seatsReleased: z.array(z.string()),
  refund: z.number(),
  refundTo: z.string(),
  message: z.string(),
})

export const orderListOutput = z.object({
  orders: z.array(
    z.object({
      ticketId: z.string(),
      status: z.enum(['confirmed', 'cancelled']),
      title: z.string(),
      venueName: z.string(),
      startsAt: z.string(),
      ticketType: z.enum(ticketTypes),
      count: z.number().int(),
      total: z.number(),
    }),
  ),
})
