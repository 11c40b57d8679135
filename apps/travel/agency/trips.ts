import { conflict, DAY, HOUR, MINUTE, toDisplay, toIso, type ToolContext } from '../../kit/index.ts'
import { flightsBetween, type Cabin, type Flight } from '../air/flights.ts'
import { salesOpenAt, slotSeats, slotsFrom, type Held, type Slot } from '../rail/departures.ts'
import type { SeatClass, TrainType } from '../rail/fares.ts'
import { railRoute, type RailRoute } from '../rail/routes.ts'
import { assignSeats } from '../rail/seats.ts'
import { durationText, greatCircleKm } from '../world/geo.ts'
import type { Hub } from '../world/hubs.ts'
import type { TravelPoint } from '../world/locate.ts'
import { travelCity } from '../world/outline.ts'
import { flightLeg, SEARCH_SPAN } from './flight-legs.ts'
import type { AgencyState, AgencyTerms, Leg } from './types.ts'

/**
 * How an agency turns "from, to, when, how" into concrete legs: the mode (a flight where one flies
 * and the train is long, high-speed rail otherwise or when no flight exists), then the first
 * departure from the requested time with enough seats in the class.
 */
export type Mode = 'train' | 'flight'
/** ToolSpectrum's two seat types, and the railway's own names for train seats. */
export const SEAT_TYPES = ['economy class', 'business class', 'second class', 'first class'] as const
export type SeatType = (typeof SEAT_TYPES)[number]

/** Agencies sell high-speed trains; K trains are left to 12306. */
export const AGENCY_TRAIN_TYPES: readonly TrainType[] = ['G', 'C', 'D']
/** Beyond this train time a traveller who did not say how is flown. */
const FLY_WHEN_TRAIN_OVER_MIN = 330

/** The railway class a seat type stands for: economy is second class on a train. */
export const railClassFor = (seat: SeatType): SeatClass => (seat === 'economy class' ? 'second class' : seat)

/** The cabin a seat type stands for on a flight: a train's second class is economy, its first class business. */
export const cabinFor = (seat: SeatType): Cabin => (seat === 'economy class' || seat === 'second class' ? 'economy class' : 'business class')

/** Every seat this agency's live bookings hold, per train or flight and day. */
export function* heldBy(state: AgencyState): Generator<{ number: string; date: string; seat: string; count: number }> {
  for (const b of Object.values(state.bookings)) {
    if (b.kind !== 'ticket' || b.status !== 'confirmed') continue
    for (const l of b.legs) yield { number: l.number, date: l.date, seat: l.seatClass, count: b.count }
  }
}

export interface ModeChoice {
  mode: Mode
  notices: string[]
  readonly rail: RailRoute
  readonly flights: readonly Flight[]
}

export function chooseMode(ctx: ToolContext, from: TravelPoint, to: TravelPoint, requested: Mode | undefined): ModeChoice {
  // Each mode's schedule is looked up only when the choice needs it.
  let rail: RailRoute | undefined
  let flights: readonly Flight[] | undefined
  const railOf = () => (rail ??= railRoute(ctx, from, to, AGENCY_TRAIN_TYPES))
  const flightsOf = () => (flights ??= flightsBetween(ctx, from, to))
  const notices: string[] = []
  let mode = requested
  if (mode === 'flight' && flightsOf().length === 0) {
    const km = Math.round(greatCircleKm(from, to))
    notices.push(`No scheduled flights between ${from.city.name} and ${to.city.name}${from.city.id === to.city.id ? ' (same city)' : ` (about ${km} km apart)`}: booked high-speed rail instead.`)
    mode = 'train'
  }
  if (!mode) {
    let fastest = Infinity
    for (const t of railOf().trains) fastest = Math.min(fastest, t.durationMin)
    mode = flightsOf().length > 0 && fastest > FLY_WHEN_TRAIN_OVER_MIN ? 'flight' : 'train'
    notices.push(mode === 'flight' ? `No mode given: flying, as the fastest train takes ${durationText(fastest)}.` : `No mode given: high-speed rail, the fastest train takes ${durationText(fastest)}.`)
  }
  return {
    mode,
    notices,
    get rail() {
      return railOf()
    },
    get flights() {
      return flightsOf()
    },
  }
}


const EMPTY_ROUTE = (from: TravelPoint, to: TravelPoint): RailRoute => ({ from, to, key: '', trains: [] })

function trainLeg(ctx: ToolContext, route: RailRoute, at: number, count: number, seat: SeatClass, held: Held): { leg: Leg; departure: Slot & { onSale: boolean; arriveAt: number } } {
  const where = `${route.trains[0]?.from.name ?? route.from.name} to ${route.trains[0]?.to.name ?? route.to.name}`
  let checked = 0
  let found: (Slot & { onSale: boolean }) | undefined
  for (const slot of slotsFrom(route.trains, at, ctx.now, SEARCH_SPAN)) {
    if (slot.train.fares[seat] === undefined) continue
    checked++
    const { onSale, left } = slotSeats(ctx.worldSeed, slot, seat, ctx.now, held)
    if (!onSale || left >= count) {
      found = { ...slot, onSale }
      break
    }
  }
  if (checked === 0) throw conflict(`No train with ${seat} seats runs from ${where} in the 72 hours from ${toDisplay(at)}`)
  if (!found) throw conflict(`${seat} is sold out on all ${checked} trains from ${where} in the 72 hours from ${toDisplay(at)} (${count} seat${count === 1 ? '' : 's'} wanted); try another class or day`)
  const d = { ...found, arriveAt: found.departAt + found.train.durationMin * MINUTE }
  const t = d.train
  return {
    departure: d,
    leg: {
      mode: 'train', number: t.number, carrier: 'China Railway', trainType: t.type, equipment: t.trainset,
      from: { id: t.from.id, name: t.from.name }, to: { id: t.to.id, name: t.to.name }, date: d.date,
      departAt: toIso(d.departAt), arriveAt: toIso(d.arriveAt), durationMin: t.durationMin, seatClass: seat, unitFare: t.fares[seat]!, unitTaxes: 0,
      seats: assignSeats(ctx.rng, t.type, seat, count),
    },
  }
}

/** A station or airport as a trip end (it keeps that hub). */
const hubPoint = (ctx: ToolContext, h: Hub): TravelPoint => ({ id: h.id, name: h.name, city: travelCity(ctx, h.city)!, kind: h.kind, lat: h.lat, lng: h.lng, hub: h })

export interface PlannedTrip {
  mode: Mode
  legs: Leg[]
  notices: string[]
  /** When tickets not yet on sale will be issued. */
  issuesAt?: number
}

export function planTrip(
  ctx: ToolContext, state: AgencyState, terms: AgencyTerms, from: TravelPoint, to: TravelPoint, at: number,
  options: { count: number; roundTrip: boolean; mode?: Mode; seatType: SeatType },
): PlannedTrip {
  const choice = chooseMode(ctx, from, to, options.mode)
  const held = [...heldBy(state)]
  const notices = [...choice.notices]
  const legs: Leg[] = []
  let issuesAt: number | undefined
  let ends: [Hub, Hub] | undefined
  const book = (a: TravelPoint, b: TravelPoint, when: number, route: RailRoute, flights: readonly Flight[]): void => {
    if (choice.mode === 'flight') {
      const { leg, flight } = flightLeg(ctx, flights, when, options.count, cabinFor(options.seatType), held, terms, a, b)
      ends ??= [flight.from, flight.to]
      legs.push(leg)
      return
    }
    const { leg, departure } = trainLeg(ctx, route, when, options.count, railClassFor(options.seatType), held)
    if (!departure.onSale) issuesAt = Math.max(issuesAt ?? 0, salesOpenAt(departure.date))
    ends ??= [departure.train.from, departure.train.to]
    legs.push(leg)
  }
  if (choice.mode === 'flight') book(from, to, at, EMPTY_ROUTE(from, to), choice.flights)
  else book(from, to, at, choice.rail, [])
  const late = (leg: Leg, when: number) => {
    if (Date.parse(leg.departAt) >= when + DAY) notices.push(`Nothing had ${options.count} ${leg.seatClass} seat${options.count === 1 ? '' : 's'} in the 24 hours from ${toDisplay(when)}: booked ${leg.number} on ${toDisplay(Date.parse(leg.departAt))}, the first with seats.`)
  }
  late(legs[0]!, at)
  if (options.roundTrip) {
    const out = legs[0]!
    // The way back runs between the same two stations or airports, reversed.
    const [origin, dest] = ends!
    const back = { from: hubPoint(ctx, dest), to: hubPoint(ctx, origin) }
    // One time was given: the return leaves the next day at the same hour (or two hours after arrival).
    const when = Math.max(Date.parse(out.departAt) + DAY, Date.parse(out.arriveAt) + 2 * HOUR)
    if (choice.mode === 'train') book(back.from, back.to, when, railRoute(ctx, back.from, back.to, AGENCY_TRAIN_TYPES), [])
    else book(back.from, back.to, when, EMPTY_ROUTE(back.from, back.to), flightsBetween(ctx, back.from, back.to))
    late(legs[1]!, when)
    notices.push(`Return: ${legs[1]!.number} on ${toDisplay(Date.parse(legs[1]!.departAt))}, the first departure a day after the outbound; cancel and rebook to change it.`)
  }
  if (issuesAt !== undefined) notices.push(`Tickets for this day are not on sale yet: the order waits in the presale queue and is issued when sales open at ${toDisplay(issuesAt)}.`)
  return { mode: choice.mode, legs, notices, ...(issuesAt !== undefined ? { issuesAt } : {}) }
}
