import { createRng, DAY, hashString, startOfLocalDay, type ToolContext } from '../../kit/index.ts'
import { greatCircleKm, unit } from '../world/geo.ts'
import { airlinesAt, airportsOf, type Hub } from '../world/hubs.ts'
import type { TravelPoint } from '../world/locate.ts'
import { AIRLINES, NARROW_BODIES, WIDE_BODIES, type Airline } from './airlines.ts'

/**
 * Domestic flights between two cities' airports: a daily schedule that is a pure function of the
 * world seed and the airport pair, and fares that follow the published full economy fare (Y), the
 * days left before departure and the carrier (low-cost carriers sell for less, economy only).
 */
export const CABINS = ['economy class', 'business class'] as const
export type Cabin = (typeof CABINS)[number]

export interface Flight {
  number: string
  airline: Airline
  aircraft: string
  from: Hub
  to: Hub
  departMin: number
  durationMin: number
  airKm: number
  /** Published full economy fare (Y), CNY. */
  fullFare: number
  cabins: readonly Cabin[]
}

/** No airline flies city pairs closer than this: high-speed rail has taken them. */
export const MIN_FLIGHT_KM = 400

/** Per passenger, on top of the fare: the airport construction fee and the fuel surcharge. */
export const flightTaxes = (airKm: number): { airportFee: number; fuelSurcharge: number } => ({ airportFee: 50, fuelSurcharge: airKm >= 800 ? 80 : 40 })

const roundTo10 = (x: number): number => Math.round(x / 10) * 10

function buildFlights(worldSeed: string, from: Hub, to: Hub, carriers: readonly string[], perDay: number, trunk: boolean): Flight[] {
  const rng = createRng(`${worldSeed}:air:${from.iata}>${to.iata}`)
  const airKm = Math.round(greatCircleKm(from, to) * 1.08)
  const durationMin = Math.round((50 + (airKm / 780) * 60) / 5) * 5
  const fullFare = roundTo10(150 + 0.95 * airKm)
  const flights: Flight[] = []
  const used = new Map<string, number>()
  for (let i = 0; i < perDay; i++) {
    const airline = AIRLINES[carriers[i % carriers.length]!]!
    const slot = 7 * 60 + ((22 * 60 - 7 * 60) * (i + 0.5)) / perDay
    const departMin = Math.round((slot + rng.int(-20, 20)) / 5) * 5
    const k = used.get(airline.code) ?? 0
    used.set(airline.code, k + 1)
    const [lo, hi] = airline.numbers
    const span = Math.max(1, Math.floor((hi - lo) / 20))
    const base = lo + (hashString(`${airline.code}:${[from.iata, to.iata].sort().join('')}`) % span) * 20
    const number = Math.min(hi, base - (base % 2) + (from.iata! < to.iata! ? 1 : 2) + 2 * k)
    const wide = trunk && !airline.lowCost && rng.chance(0.35)
    flights.push({
      number: `${airline.code}${number}`, airline, aircraft: rng.pick(wide ? WIDE_BODIES : NARROW_BODIES), from, to,
      departMin, durationMin: durationMin + rng.int(0, 2) * 5, airKm, fullFare, cabins: airline.lowCost ? ['economy class'] : CABINS,
    })
  }
  return flights.sort((a, b) => a.departMin - b.departMin || (a.number < b.number ? -1 : 1))
}

/** Every flight between the two points' airports (a named airport is kept), by departure time. */
export function flightsBetween(ctx: ToolContext, from: TravelPoint, to: TravelPoint): readonly Flight[] {
  if (from.city.id === to.city.id || greatCircleKm(from.city.center, to.city.center) < MIN_FLIGHT_KM) return []
  // A named airport keeps its flights only; otherwise every airport of the city flies.
  const end = (p: TravelPoint) => (p.hub?.kind === 'airport' ? p.hub.id : p.city.id)
  return ctx.memo(`air:${end(from)}>${end(to)}`, () => {
    const origins = from.hub?.kind === 'airport' ? [from.hub] : airportsOf(ctx, from.city)
    const dests = to.hub?.kind === 'airport' ? [to.hub] : airportsOf(ctx, to.city)
    const trunk = from.city.tier === 1 && to.city.tier === 1
    const base = trunk ? 14 : from.city.tier === 1 || to.city.tier === 1 ? 7 : 4
    const all: Flight[] = []
    for (const o of origins) {
      for (const d of dests) {
        if (!o.iata || !d.iata) continue
        // The main airport of a city (listed first) gets the bulk of the flights.
        const weight = (from.city.airports[0]!.iata === o.iata ? 1 : 0.5) * (to.city.airports[0]!.iata === d.iata ? 1 : 0.5)
        const carriers = [...new Set([...airlinesAt(from.city, o.iata), ...airlinesAt(to.city, d.iata)])]
        all.push(...buildFlights(ctx.worldSeed, o, d, carriers, Math.max(1, Math.round(base * weight)), trunk))
      }
    }
    return all.sort((a, b) => a.departMin - b.departMin || (a.number < b.number ? -1 : 1))
  })
}

/** Discount bands on the full fare by days before departure. */
const BANDS: readonly (readonly [minDays: number, lo: number, hi: number])[] = [
  [30, 0.42, 0.62],
  [14, 0.5, 0.72],
  [7, 0.6, 0.82],
  [3, 0.72, 0.92],
  [0, 0.85, 1],
]

/** Whole days from `now` to a departure day (0 for today). */
export const daysAhead = (dayStart: number, now: number): number => Math.max(0, Math.round((dayStart - startOfLocalDay(now)) / DAY))

/** The fare of a cabin on a flight's departure day, sold `days` days ahead (before taxes). */
export function flightFare(worldSeed: string, flight: Flight, date: string, cabin: Cabin, days: number): number {
  const u = unit(hashString(`${worldSeed}:fare:${flight.number}:${date}`))
  if (cabin === 'business class') return roundTo10(flight.fullFare * 2.8 * (0.85 + 0.15 * u))
  const [, lo, hi] = BANDS.find((b) => days >= b[0])!
  // Morning and evening business departures sell at the top of the band.
  const peak = (flight.departMin >= 7 * 60 && flight.departMin < 9 * 60) || (flight.departMin >= 17 * 60 && flight.departMin < 20 * 60) ? 0.05 : 0
  const fare = flight.fullFare * Math.min(1, lo + (hi - lo) * u + peak) * (flight.airline.lowCost ? 0.85 : 1)
  return Math.max(roundTo10(fare), 200)
}

export function flightSeatsLeft(worldSeed: string, flight: Flight, date: string, cabin: Cabin): number {
  if (!flight.cabins.includes(cabin)) return 0
  const wide = (WIDE_BODIES as readonly string[]).includes(flight.aircraft)
  const business = cabin === 'business class'
  const capacity = business ? (wide ? 30 : 12) : wide ? 260 : 150
  const u = unit(hashString(`${worldSeed}:flight-seats:${flight.number}:${date}:${cabin}`))
  if (u < (business ? 0.1 : 0.03)) return 0
  return Math.max(1, Math.floor(capacity * (business ? 0.3 + 0.7 * u : 0.1 + 0.8 * u)))
}
