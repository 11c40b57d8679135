import { conflict, DAY, MINUTE, startOfLocalDay, toDate, toDisplay, toIso, type ToolContext } from '../../kit/index.ts'
import { daysAhead, flightFare, flightSeatsLeft, flightTaxes, type Cabin, type Flight } from '../air/flights.ts'
import type { Held, Shown } from '../rail/departures.ts'
import { heldSeats } from '../rail/seats.ts'
import { durationText } from '../world/geo.ts'
import type { TravelPoint } from '../world/locate.ts'
import type { AgencyTerms, Leg } from './types.ts'

/**
 * Flights as an agency sells them: the day's flights of a cabin with seats left and the agency's
 * fare (searches), and the first flight from a time with seats for the party (bookings).
 */

/** When nothing has seats within a day of the requested time, the next two days are tried. */
export const SEARCH_SPAN = 3 * DAY

/** Airlines stop selling a flight an hour before departure. */
const FLIGHT_SALES_CLOSE_MS = 60 * MINUTE

/** A flight on a day with what is left to sell in a cabin and its price at the agency. */
export interface FlightDeparture {
  flight: Flight
  date: string
  departAt: number
  seatsLeft: number
  fare: number
  shown: Shown
}

/** Flights of the cabin from `at` until `until`, in order, lazily (sales close an hour before). */
function* flightSlots(ctx: ToolContext, flights: readonly Flight[], at: number, until: number, cabin: Cabin): Generator<FlightSlot> {
  for (let day = startOfLocalDay(at); day < until; day += DAY) {
    const date = toDate(day)
    const days = daysAhead(day, ctx.now)
    for (const flight of flights) {
      const departAt = day + flight.departMin * MINUTE
      if (departAt < at || departAt >= until || departAt < ctx.now + FLIGHT_SALES_CLOSE_MS || !flight.cabins.includes(cabin)) continue
      yield { flight, date, departAt, days }
    }
  }
}

interface FlightSlot {
  flight: Flight
  date: string
  departAt: number
  days: number
}

const flightSeats = (ctx: ToolContext, f: Flight, date: string, cabin: Cabin, held: Held): number =>
  Math.max(0, flightSeatsLeft(ctx.worldSeed, f, date, cabin) - heldSeats(held, f.number, date, cabin))

const agencyFare = (ctx: ToolContext, slot: FlightSlot, cabin: Cabin, terms: AgencyTerms): number =>
  Math.round(flightFare(ctx.worldSeed, slot.flight, slot.date, cabin, slot.days) * terms.flightPriceFactor)

/** Where a point's flights leave from: the airport named, else the whole city. */
const airportsKey = (p: TravelPoint): string => (p.hub?.kind === 'airport' ? p.hub.id : p.city.id)

interface FlightRun extends FlightSlot {
  seats: number
  fare: number
  shown: Shown
}

/** A day of one cabin's flights as static data (seats before bookings, airline fare), memoized. */
function flightDay(ctx: ToolContext, from: TravelPoint, to: TravelPoint, flights: readonly Flight[], day: number, cabin: Cabin): readonly FlightRun[] {
  const date = toDate(day)
  const days = daysAhead(day, ctx.now)
  return ctx.memo(`air-day:${airportsKey(from)}>${airportsKey(to)}:${date}:${days}:${cabin}`, () =>
    flights
      .filter((f) => f.cabins.includes(cabin))
      .map((flight) => {
        const departAt = day + flight.departMin * MINUTE
        const slot = { flight, date, departAt, days }
        return Object.freeze({
          ...slot, seats: flightSeatsLeft(ctx.worldSeed, flight, date, cabin), fare: flightFare(ctx.worldSeed, flight, date, cabin, days),
          shown: { departAt: toDisplay(departAt), arriveAt: toDisplay(departAt + flight.durationMin * MINUTE), duration: durationText(flight.durationMin) },
        })
      }),
  )
}

/** What a search lists: the day's flights of a cabin from `at` until `until`, with this session's seats and the agency's fares. */
export function flightDepartures(
  ctx: ToolContext, from: TravelPoint, to: TravelPoint, flights: readonly Flight[], at: number, cabin: Cabin, held: Held, terms: AgencyTerms, until = at + DAY,
): FlightDeparture[] {
  const out: FlightDeparture[] = []
  for (let day = startOfLocalDay(at); day < until; day += DAY) {
    for (const run of flightDay(ctx, from, to, flights, day, cabin)) {
      if (run.departAt < at || run.departAt >= until || run.departAt < ctx.now + FLIGHT_SALES_CLOSE_MS) continue
      const seatsLeft = held.length > 0 ? Math.max(0, run.seats - heldSeats(held, run.flight.number, run.date, cabin)) : run.seats
      out.push({ flight: run.flight, date: run.date, departAt: run.departAt, seatsLeft, fare: Math.round(run.fare * terms.flightPriceFactor), shown: run.shown })
    }
  }
  return out
}

export function flightLeg(
  ctx: ToolContext, flights: readonly Flight[], at: number, count: number, cabin: Cabin, held: Held, terms: AgencyTerms, from: TravelPoint, to: TravelPoint,
): { leg: Leg; flight: Flight } {
  let checked = 0
  let found: FlightSlot | undefined
  for (const slot of flightSlots(ctx, flights, at, at + SEARCH_SPAN, cabin)) {
    checked++
    if (flightSeats(ctx, slot.flight, slot.date, cabin, held) >= count) {
      found = slot
      break
    }
  }
  if (checked === 0) throw conflict(`No ${cabin} flights from ${from.city.name} to ${to.city.name} in the 72 hours from ${toDisplay(at)}`)
  if (!found) throw conflict(`${cabin} is sold out on all ${checked} flights from ${from.city.name} to ${to.city.name} in the 72 hours from ${toDisplay(at)}; try another cabin or day`)
  const d = { ...found, fare: agencyFare(ctx, found, cabin, terms) }
  const f = d.flight
  const taxes = flightTaxes(f.airKm)
  const leg: Leg = {
    mode: 'flight', number: f.number, carrier: f.airline.name, equipment: f.aircraft, from: { id: f.from.id, name: f.from.name, code: f.from.iata! },
    to: { id: f.to.id, name: f.to.name, code: f.to.iata! }, date: d.date, departAt: toIso(d.departAt), arriveAt: toIso(d.departAt + f.durationMin * MINUTE),
    durationMin: f.durationMin, seatClass: cabin, unitFare: d.fare, unitTaxes: taxes.airportFee + taxes.fuelSurcharge, seats: [],
  }
  return { leg, flight: f }
}

