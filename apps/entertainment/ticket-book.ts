import type { z } from 'zod'
import { conflict, invalidArgument, notFound, toDisplay, toIso, type Place, type ToolContext } from '../kit/index.ts'
import { FEATURED_ALIAS, featuredByAlias, type FeaturedSettings } from './featured.ts'
import { checkRealNameLimit, realNameEntry, realNameHolder, type RealNameHolder, type RealNameRule } from './real-name.ts'
import { lastRefundMinutes, refundRuleAt, refundSteps, refundTermsText, spanText, type RefundTerms } from './refunds.ts'
import { parseShowId } from './schedule.ts'
import { nextFreeSeats, seatLabel } from './seating.ts'
import type { cancelOutput, ticketOutput } from './show-ticket-schemas.ts'
import type { SeatTier, Showtime, ShowType, TicketType } from './show-types.ts'

/** A ticket order as the session keeps it: what the user bought, with the seats it holds. */
export interface ShowTicket {
  ticketId: string
  status: 'confirmed' | 'cancelled'
  showId: string
  type: ShowType
  title: string
  venueId: string
  venueName: string
  venueNameZh?: string
  district: string
  hall: string
  /** ISO 8601 (+08:00). */
  startsAt: string
  format: string
  language: string
  ticketType: TicketType
  seatArea: string
  /** Positions in the tier's selling order; labels below. */
  seatIndices: number[]
  seats: string[]
  count: number
  unitPrice: number
  serviceFee: number
  total: number
  paymentMethod: string
  pickupCode: string
  bookedAt: string
  refundableUntil: string
  /** The refund terms as sold (a later change of terms does not touch old orders' text). */
  refundPolicy?: string
  /** Real-name ticketing: the ID the order is bound to. */
  holder?: RealNameHolder
  cancelledAt?: string
  refund?: number
}

export interface ShowTicketState {
  tickets: Record<string, ShowTicket>
}

export const emptyTicketBook = (): ShowTicketState => ({ tickets: {} })

/** What booking and refunds need from the app's configuration. */
export interface BookingRules {
  brand: string
  minorPolicyId: string
  serviceFee: (type: ShowType) => number
  refund: (type: ShowType) => RefundTerms
  /** Regenerates a venue's day of shows (memoized by the caller). */
  day: (ctx: ToolContext, venue: Place, date: string) => readonly Showtime[]
  /** The home page's list, which `show_N` aliases index. */
  featured: FeaturedSettings
  sells: readonly ShowType[]
  orderIdPrefix: string
  realName?: RealNameRule
}

const money = (x: number) => Math.round(x * 100) / 100

/** Seats this session holds, by show id then seat area (a tier's name; confirmed orders only). */
export function seatsHeld(state: ShowTicketState): Map<string, Record<string, number>> {
  const held = new Map<string, Record<string, number>>()
  const tickets = state.tickets // listings read the frozen committed state
  for (const id in tickets) {
    const t = tickets[id]!
    if (t.status !== 'confirmed') continue
    const byArea = held.get(t.showId) ?? {}
    byArea[t.seatArea] = (byArea[t.seatArea] ?? 0) + t.count
    held.set(t.showId, byArea)
  }
  return held
}

/** The show an id names, regenerated from the schedule; 404 when the id names nothing we sell. */
export function findShow(ctx: ToolContext, rules: BookingRules, showId: string): { show: Showtime; venue: Place } {
  const alias = FEATURED_ALIAS.exec(showId.trim())
  if (alias) return featuredByAlias(ctx, rules.featured, Number(alias[1]), rules.brand)
  const parsed = parseShowId(showId)
  const venue = parsed && ctx.places.get(parsed.venueId)
  const show = parsed && venue ? rules.day(ctx, venue, parsed.date).find((s) => s.showId === showId.trim()) : undefined
  if (!show || !venue || !rules.sells.includes(show.type)) {
    throw notFound(`${rules.brand} has no show "${showId}"; show ids come from getShowSchedule`)
  }
  return { show, venue }
}

export interface BookArgs {
  showId: string
  count: number
  paymentMethod: string
  ticketType?: TicketType[] | undefined
  price?: number | undefined
}

const freeIn = (tier: SeatTier, taken: ReadonlyMap<string, ReadonlySet<number>>, count: number): number[] => nextFreeSeats(tier.capacity, tier.preSold, taken.get(tier.area) ?? new Set(), count)

/**
 * The tier an order buys: the one priced as asked, else the cheapest of the ticket type with seats
 * for the whole party. A price the show does not sell is a 400; seats too few, a 409 that says so.
 */
function chooseTier(show: Showtime, args: BookArgs, taken: ReadonlyMap<string, ReadonlySet<number>>): { tier: SeatTier; seats: number[] } {
  const wanted = args.ticketType?.[0]
  const when = toDisplay(show.start)
  let candidates: readonly SeatTier[]
  if (args.price !== undefined) {
    const priced = show.tiers.find((t) => t.price === args.price)
    const sold = show.tiers.map((t) => `${t.price} (${t.area}, ${t.ticketType})`).join(', ')
    if (!priced) throw invalidArgument('price', `"${show.title}" at ${when} sells tickets at ${sold}; none at ${args.price}`)
    if (wanted && priced.ticketType !== wanted) throw invalidArgument('price', `the ${args.price} tier (${priced.area}) is ${priced.ticketType}, not ${wanted}`)
    candidates = [priced]
  } else {
    const type = wanted ?? 'regular'
    candidates = show.tiers.filter((t) => t.ticketType === type)
  }
  let best: { tier: SeatTier; seats: number[] } | undefined
  for (const tier of candidates) {
    const seats = freeIn(tier, taken, args.count)
    if (seats.length === args.count) return { tier, seats }
    if (!best || seats.length > best.seats.length) best = { tier, seats }
  }
  const { tier, seats } = best!
  const type = tier.ticketType
  const where = candidates.length === 1 ? `${type} seats (${tier.area})` : `All ${candidates.length} ${type} tiers`
  throw conflict(
    seats.length === 0
      ? `${where} for "${show.title}" at ${when} are sold out`
      : `Only ${seats.length} ${type} seat(s) (${tier.area}) left for "${show.title}" at ${when}; asked for ${args.count}`,
  )
}

export function bookTicket(state: ShowTicketState, args: BookArgs, ctx: ToolContext, rules: BookingRules): z.input<typeof ticketOutput> {
  const { show, venue } = findShow(ctx, rules, args.showId)
  if (show.adultOnly && ctx.user.age < 18) {
    ctx.deny(rules.minorPolicyId, `"${show.title}" is rated 18+; ${rules.brand} does not sell 18+ shows to users under 18 (account holder is ${ctx.user.age}).`)
  }
  if (show.start <= ctx.now) throw conflict(`"${show.title}" at ${venue.name} started at ${toDisplay(show.start)}; tickets are no longer on sale`)
  // Seats this session holds in each area of the show, and how many tickets it holds in all.
  const taken = new Map<string, Set<number>>()
  let heldForShow = 0
  // Scan the committed tickets, not the draft: walking the draft would proxy every ticket.
  const tickets = (ctx.committed as ShowTicketState).tickets
  for (const id in tickets) {
    const t = tickets[id]!
    if (t.status !== 'confirmed' || t.showId !== show.showId) continue
    heldForShow += t.count
    const mine = taken.get(t.seatArea) ?? taken.set(t.seatArea, new Set()).get(t.seatArea)!
    for (const i of t.seatIndices) mine.add(i)
  }
  const holder = rules.realName ? realNameHolder(ctx.user) : undefined
  if (rules.realName && holder) checkRealNameLimit(rules.realName, holder, show.title, heldForShow, args.count)
  const { tier, seats } = chooseTier(show, args, taken)
  const ticketType = tier.ticketType
  const fee = money(rules.serviceFee(show.type) * args.count)
  const steps = refundSteps(rules.refund(show.type))
  const nameZh = (venue as Place & { nameZh?: string }).nameZh
  const ticket: ShowTicket = {
    ticketId: ctx.ids.next(rules.orderIdPrefix),
    status: 'confirmed',
    showId: show.showId,
    type: show.type,
    title: show.title,
    venueId: venue.id,
    venueName: venue.name,
    ...(nameZh ? { venueNameZh: nameZh } : {}),
    district: venue.district,
    hall: show.hall,
    startsAt: toIso(show.start),
    format: show.format,
    language: show.language,
    ticketType,
    seatArea: tier.area,
    seatIndices: seats,
    seats: seats.map((i) => seatLabel(tier.map, i)),
    count: args.count,
    unitPrice: tier.price,
    serviceFee: fee,
    total: money(tier.price * args.count + fee),
    paymentMethod: args.paymentMethod,
    pickupCode: String(ctx.rng.int(0, 999_999)).padStart(6, '0'),
    bookedAt: toIso(ctx.now),
    refundableUntil: toIso(show.start - lastRefundMinutes(steps) * 60_000),
    refundPolicy: refundTermsText(steps),
    ...(holder ? { holder } : {}),
  }
  state.tickets[ticket.ticketId] = ticket
  return ticketView(ticket)
}

function orderOf(state: ShowTicketState, ticketId: string, brand: string): ShowTicket {
  const ticket = Object.hasOwn(state.tickets, ticketId.trim()) ? state.tickets[ticketId.trim()] : undefined
  if (!ticket) throw notFound(`No ${brand} ticket order "${ticketId}" in this account`)
  return ticket
}

export function cancelTicket(state: ShowTicketState, ticketId: string, ctx: ToolContext, rules: BookingRules): z.input<typeof cancelOutput> {
  const ticket = orderOf(state, ticketId, rules.brand)
  if (ticket.status === 'cancelled') throw conflict(`Ticket ${ticket.ticketId} was already cancelled at ${toDisplay(Date.parse(ticket.cancelledAt!))}`)
  const start = Date.parse(ticket.startsAt)
  const steps = refundSteps(rules.refund(ticket.type))
  if (ctx.now >= start) throw conflict(`"${ticket.title}" started at ${toDisplay(start)}; used or expired tickets cannot be refunded`)
  const rule = refundRuleAt(steps, (start - ctx.now) / 60_000)
  if (!rule) {
    throw conflict(`Ticket ${ticket.ticketId} is no longer refundable: refunds close ${spanText(lastRefundMinutes(steps))} before the start (${toDisplay(Date.parse(ticket.refundableUntil))})`)
  }
  const feeRate = rule.feeRate
  const refund = money(ticket.total - feeRate * ticket.unitPrice * ticket.count)
  ticket.status = 'cancelled'
  ticket.cancelledAt = toIso(ctx.now)
  ticket.refund = refund
  return {
    ticketId: ticket.ticketId,
    status: 'cancelled',
    title: ticket.title,
    startsAt: toDisplay(start),
    seatsReleased: [...ticket.seats],
    refund,
    refundTo: ticket.paymentMethod,
    message:
      feeRate > 0
        ? `Refund of ¥${refund.toFixed(2)} (less a ${Math.round(feeRate * 100)}% cancellation fee) to ${ticket.paymentMethod} within 1-3 working days.`
        : `Full refund of ¥${refund.toFixed(2)} to ${ticket.paymentMethod} within 1-3 working days.`,
  }
}

export function getTicket(state: ShowTicketState, ticketId: string, brand: string): z.input<typeof ticketOutput> {
  return ticketView(orderOf(state, ticketId, brand))
}

/** The order as the app shows it: display times, the venue as one object, no internal seat indices. */
export function ticketView(t: ShowTicket): z.input<typeof ticketOutput> {
  return {
    ticketId: t.ticketId,
    status: t.status,
    showId: t.showId,
    title: t.title,
    type: t.type,
    venue: { venueId: t.venueId, name: t.venueName, ...(t.venueNameZh ? { nameZh: t.venueNameZh } : {}), district: t.district },
    hall: t.hall,
    startsAt: toDisplay(Date.parse(t.startsAt)),
    format: t.format,
    language: t.language,
    ticketType: t.ticketType,
    seatArea: t.seatArea,
    seats: [...t.seats],
    count: t.count,
    unitPrice: t.unitPrice,
    serviceFee: t.serviceFee,
    total: t.total,
    paymentMethod: t.paymentMethod,
    pickupCode: t.pickupCode,
    bookedAt: toDisplay(Date.parse(t.bookedAt)),
    refundableUntil: toDisplay(Date.parse(t.refundableUntil)),
    ...(t.refundPolicy ? { refundPolicy: t.refundPolicy } : {}),
    ...(t.holder ? { realName: { ...t.holder, entry: realNameEntry } } : {}),
    ...(t.cancelledAt ? { cancelledAt: toDisplay(Date.parse(t.cancelledAt)) } : {}),
    ...(t.refund !== undefined ? { refund: t.refund } : {}),
  }
}
