import { z } from 'zod'
import { conflict, createRng, DAY, deepFreeze, fromLocal, invalidArgument, MINUTE, notFound, parseDay, toDisplay, toIso, type ToolContext } from '../../kit/index.ts'
import { clockOf, displayOf, hoursText, minuteOfDay } from '../world/hours.ts'
import { honorific, maskedMobile } from '../world/people.ts'
import { restaurantById, restaurantsNear } from '../world/restaurants.ts'
import type { Restaurant } from '../world/types.ts'
import { kindFor, SEATS, SITTING_MS, tableLabel, totalOf, worldBooked, type TableKind } from './tables.ts'

/** Table bookings as the session keeps them: reserve, view, cancel. */

export const SEATING_PREFERENCES = ['no_preference', 'hall', 'window', 'private_room'] as const
export type SeatingPreference = (typeof SEATING_PREFERENCES)[number]

export interface TableBooking {
  bookingId: string
  status: 'confirmed' | 'cancelled'
  restaurantId: string
  restaurantName: string
  restaurantNameZh: string
  address: string
  phone: string
  startsAt: string
  partySize: number
  kind: TableKind
  seating: string
  seatingPreference: SeatingPreference
  contactName: string
  contactPhone: string
  note?: string
  bookedAt: string
  cancelledAt?: string
}

export interface DianpingState {
  bookings: Record<string, TableBooking>
}

export const emptyDianpingState = (): DianpingState => ({ bookings: {} })

export interface BookArgs {
  restaurant: string
  date: string
  time: string
  partySize: number
  name?: string | undefined
  phone?: string | undefined
  seatingPreference?: SeatingPreference | undefined
  note?: string | undefined
}

/** Bookings open 30 days ahead; a table is held 15 minutes past the booked time. */
const MAX_AHEAD_MS = 30 * DAY
export const HOLD_MINUTES = 15
const SLOT_MS = 30 * MINUTE
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** A restaurant by id, by a famous name the gazetteer knows, or by name among those within 10 km of the user's home. */
export function findRestaurant(ctx: ToolContext, text: string): Restaurant {
  const byId = restaurantById(ctx, text)
  if (byId) return byId
  const place = ctx.places.resolve(text)
  if (place.source === 'gazetteer' && place.kind === 'restaurant') return restaurantById(ctx, place.id)!
  const q = norm(text)
  const around = ctx.places.resolve('home')
  const near = restaurantsNear(ctx, around, 10)
  const hit =
    near.find((x) => norm(x.restaurant.name) === q || x.restaurant.nameZh === text.trim()) ??
    near.find((x) => norm(x.restaurant.name).includes(q) || x.restaurant.nameZh.includes(text.trim()))
  if (!hit) throw notFound(`Dianping has no restaurant "${text}" nearby; restaurant ids come from searchRestaurants`)
  return hit.restaurant
}

function startOf(ctx: ToolContext, date: string, time: string): number {
  const day = parseDay(date, ctx.now, 'date')
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw invalidArgument('time', `"${time}" is not a time of day`, "'HH:mm', e.g. '18:30'")
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  const at = fromLocal(y, mo, d, Number(m[1]), Number(m[2]))
  if (at < ctx.now) throw invalidArgument('time', `${toDisplay(at)} is in the past`, 'a time from now on')
  if (at > ctx.now + MAX_AHEAD_MS) throw invalidArgument('date', `${day} is more than 30 days ahead; Dianping opens bookings 30 days in advance`, 'a date within 30 days')
  return at
}

/** Tables of a kind this session holds that overlap a sitting starting at `at`. */
function heldOverlapping(ctx: ToolContext, r: Restaurant, kind: TableKind, at: number): number {
  const bookings = (ctx.committed as DianpingState).bookings
  let n = 0
  for (const id in bookings) {
    const b = bookings[id]!
    if (b.status === 'confirmed' && b.restaurantId === r.id && b.kind === kind && Math.abs(Date.parse(b.startsAt) - at) < SITTING_MS) n++
  }
  return n
}

/** Free tables of a kind for a sitting at `at`: the fullest half-hour it spans decides. */
export function freeTables(ctx: ToolContext, r: Restaurant, kind: TableKind, at: number): number {
  let worst = 0
  const first = Math.floor(at / SLOT_MS) * SLOT_MS
  for (let s = first; s < at + SITTING_MS; s += SLOT_MS) worst = Math.max(worst, worldBooked(ctx.worldSeed, r, kind, s))
  return totalOf(r, kind) - worst - heldOverlapping(ctx, r, kind, at)
}

/** Whether the kitchen seats guests at that minute: open, and at least an hour before closing. */
function seatsAt(r: Restaurant, at: number): boolean {
  if (r.closes - r.opens >= 1440) return true
  const m = minuteOfDay(at)
  const lastSeating = r.closes - 60
  return (m >= r.opens && m <= lastSeating) || (lastSeating > 1440 && m <= lastSeating - 1440)
}

/** Other sittings the same day with a free table of the kind, to suggest in a refusal. */
function alternatives(ctx: ToolContext, r: Restaurant, kind: TableKind, at: number): string[] {
  const out: string[] = []
  for (const delta of [-60, 60, -90, 90, -120, 120, -30, 30]) {
    const t = at + delta * MINUTE
    if (t >= ctx.now && seatsAt(r, t) && freeTables(ctx, r, kind, t) > 0) out.push(clockOf(minuteOfDay(t)))
    if (out.length === 3) break
  }
  return out.sort()
}

export function bookTable(state: DianpingState, args: BookArgs, ctx: ToolContext): TableBooking {
  const r = findRestaurant(ctx, args.restaurant)
  if (!r.reservations) throw conflict(`${r.name} does not take table bookings on Dianping; it seats walk-in guests only`)
  const at = startOf(ctx, args.date, args.time)
  if (!seatsAt(r, at)) throw conflict(`${r.name} does not seat guests at ${clockOf(minuteOfDay(at))} (hours ${hoursText(r.opens, r.closes)}, last seating an hour before closing)`)
  const preference = args.seatingPreference ?? 'no_preference'
  const kind = kindFor(args.partySize, preference)
  if (!kind) throw conflict(`${r.name}'s largest table seats ${SEATS.room}; a party of ${args.partySize} needs the restaurant's events team`)
  if (totalOf(r, kind) === 0) throw conflict(`${r.name} has no ${kind === 'room' ? 'private rooms' : 'tables for large parties'}`)
  if (freeTables(ctx, r, kind, at) <= 0) {
    const other = alternatives(ctx, r, kind, at)
    const what = kind === 'room' ? 'private rooms' : `tables for ${args.partySize}`
    throw conflict(`${r.name} is fully booked at ${toDisplay(at)} (${what})${other.length > 0 ? `; free that day at ${other.join(', ')}` : '; no nearby time is free that day'}`)
  }
  const userRng = createRng(`contact:${ctx.user.id}`)
  const booking: TableBooking = {
    bookingId: ctx.ids.next('tbl'),
    status: 'confirmed',
    restaurantId: r.id,
    restaurantName: r.name,
    restaurantNameZh: r.nameZh,
    address: r.address,
    phone: r.phone,
    startsAt: toIso(at),
    partySize: args.partySize,
    kind,
    seating: tableLabel(kind, args.partySize, r) + (preference === 'window' ? ', window seat requested' : ''),
    seatingPreference: preference,
    contactName: args.name ?? honorific(ctx.user.name, ctx.user.gender),
    contactPhone: args.phone ? args.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : maskedMobile(userRng),
    ...(args.note ? { note: args.note } : {}),
    bookedAt: toIso(ctx.now),
  }
  state.bookings[booking.bookingId] = deepFreeze(booking)
  return booking
}

export const BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const bookingStatusAt = (b: TableBooking, now: number): BookingStatus =>
  b.status === 'cancelled' ? 'cancelled' : now >= Date.parse(b.startsAt) + HOLD_MINUTES * MINUTE ? 'completed' : 'confirmed'

export const bookingSchema = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  restaurant: z.object({ restaurantId: z.string(), name: z.string(), nameZh: z.string(), address: z.string(), phone: z.string() }),
  time: z.string(),
  partySize: z.number().int(),
  seating: z.string(),
  seatingPreference: z.enum(SEATING_PREFERENCES),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string().optional(),
  holdUntil: z.string().describe('The table is released if the party has not arrived by then.'),
  bookedAt: z.string(),
  cancelledAt: z.string().optional(),
})

export function bookingView(b: TableBooking, now: number): z.input<typeof bookingSchema> {
  const at = Date.parse(b.startsAt)
  return {
    bookingId: b.bookingId,
    status: bookingStatusAt(b, now),
    restaurant: { restaurantId: b.restaurantId, name: b.restaurantName, nameZh: b.restaurantNameZh, address: b.address, phone: b.phone },
    time: displayOf(b.startsAt),
    partySize: b.partySize,
    seating: b.seating,
    seatingPreference: b.seatingPreference,
    contactName: b.contactName,
    contactPhone: b.contactPhone,
    ...(b.note ? { note: b.note } : {}),
    holdUntil: toDisplay(at + HOLD_MINUTES * MINUTE),
    bookedAt: displayOf(b.bookedAt),
    ...(b.cancelledAt ? { cancelledAt: displayOf(b.cancelledAt) } : {}),
  }
}
