import { z } from 'zod'
import { deepFreeze, defineTool, startOfLocalDay, toDate, toIso, type Tool } from '../../kit/index.ts'
import { CABINS, flightTaxes } from '../air/flights.ts'
import { departuresOn } from '../rail/departures.ts'
import type { SeatClass } from '../rail/fares.ts'
import { round2 } from '../world/geo.ts'
import { locate } from '../world/locate.ts'
import { readTripTime } from '../world/when.ts'
import { termsOf } from './cancellation.ts'
import { flightDepartures } from './flight-legs.ts'
import { chooseMode, heldBy, planTrip, SEAT_TYPES } from './trips.ts'
import type { AgencyState, AgencyTerms, TicketBooking } from './types.ts'
import { bookingView, viewBooking } from './views.ts'

/** Train seats an agency sells, cheapest first, as the railway names them. */
const TRAIN_SEATS = ['second class', 'first class', 'business class'] as const satisfies readonly SeatClass[]

const place = (role: string) =>
  z.string().trim().min(1).max(200).describe(`The ${role}: a city ('Shanghai'), a station or airport ('Beijing South', 'PVG'), a saved place ('home') or a street address.`)
const timeArg = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .describe("Departure time: 'YYYY-MM-DD HH:mm', ISO 8601, 'MM-DD HH:mm', 'HH:mm' (the next such time) or 'now'. The first departure from then on with seats is booked.")
const transportation = z.enum(['train', 'flight']).describe("'train' (high-speed rail) or 'flight'. When omitted: a flight if the fastest train takes over 5.5 hours, else the train.")
const seatType = z
  .enum(SEAT_TYPES)
  .describe(
    "'economy class' (a train's second class, a flight's economy cabin) or 'business class' (business seats on G trains, the business cabin on flights); trains' own names also work: 'second class', 'first class' (on a flight: business). Default economy.",
  )

export function ticketTools(terms: AgencyTerms): Tool<AgencyState>[] {
  const { brand } = terms

  const bookTicket = defineTool({
    name: 'bookTicket',
    description: `Books ${brand} train or flight tickets for one or more travellers: the first departure from the given time with seats in the class; a round trip returns the next day. Returns the booking with train/flight numbers, stations or airports, seats, fare, taxes, ${terms.trainServiceFee > 0 ? 'service fee ' : ''}and total.`,
    effect: 'write',
    input: z.object({
      from: place('departure place'),
      to: place('destination'),
      ticketType: z.enum(['one-way', 'round-trip']).describe("'one-way' or 'round-trip'."),
      time: timeArg,
      count: z.number().int().min(1).max(9).describe('Number of tickets (travellers), 1 to 9 per order.'),
      paymentMethod: z.string().trim().min(1).max(60).describe("How to pay, e.g. 'Alipay', 'WeChat Pay', 'UnionPay', 'Visa'."),
      transportation: transportation.optional(),
      seatType: seatType.optional(),
    }),
    output: bookingView,
    run(state: AgencyState, args, ctx) {
      const at = readTripTime(args.time, ctx.now, 'time')
      const from = locate(ctx, args.from)
      const to = locate(ctx, args.to)
      const plan = planTrip(ctx, ctx.committed as AgencyState, terms, from, to, at, {
        count: args.count, roundTrip: args.ticketType === 'round-trip', seatType: args.seatType ?? 'economy class', ...(args.transportation ? { mode: args.transportation } : {}),
      })
      const fare = round2(plan.legs.reduce((s, l) => s + l.unitFare, 0) * args.count)
      const taxes = round2(plan.legs.reduce((s, l) => s + l.unitTaxes, 0) * args.count)
      const serviceFee = plan.mode === 'train' ? terms.trainServiceFee * args.count * plan.legs.length : 0
      const booking: TicketBooking = {
        kind: 'ticket', bookingId: ctx.ids.next(terms.idPrefix), status: 'confirmed', bookedAt: toIso(ctx.now), paymentMethod: args.paymentMethod,
        mode: plan.mode, ticketType: args.ticketType, count: args.count, legs: plan.legs, fare, taxes, serviceFee, total: round2(fare + taxes + serviceFee),
        notices: plan.notices, ...(plan.issuesAt !== undefined ? { issuesAt: toIso(plan.issuesAt) } : {}),
      }
      // Frozen before it joins the draft: the commit has nothing new to walk.
      state.bookings[booking.bookingId] = deepFreeze(booking)
      return viewBooking(booking, ctx.now, termsOf(booking, terms))
    },
  })

  const optionSchema = z.object({
    mode: z.enum(['train', 'flight']),
    number: z.string(),
    carrier: z.string(),
    equipment: z.string(),
    from: z.string(),
    to: z.string(),
    departAt: z.string(),
    arriveAt: z.string(),
    duration: z.string(),
    fares: z.array(
      z.object({
        seatType: z.enum(SEAT_TYPES).describe('What to pass as bookTicket seatType: the railway class for trains, the cabin for flights.'),
        cabin: z.string().describe('The class as the railway or airline names it.'),
        fare: z.number(),
        seatsLeft: z.number().int(),
      }),
    ),
    serviceFee: z.number().optional().describe(`${brand}'s fee per train ticket.`),
    taxes: z.number().optional().describe('Airport fee and fuel surcharge per passenger.'),
  })
  type Option = z.input<typeof optionSchema>

  const searchTickets = defineTool({
    name: 'searchTickets',
    description: `Lists ${brand}'s trains and flights between two places on a day, from the given time on: numbers, stations or airports, times, duration, and fare and seats left per class. Book one with bookTicket using its departure time.`,
    effect: 'read',
    input: z.object({ from: place('departure place'), to: place('destination'), time: timeArg.describe("Day or time to search from, e.g. '2026-03-05' or '2026-03-05 14:00'."), transportation: transportation.optional() }),
    output: z.object({
      from: z.string(),
      to: z.string(),
      date: z.string(),
      options: z.array(optionSchema),
      notices: z.array(z.string()).optional(),
    }),
    run(state: AgencyState, args, ctx) {
      const at = readTripTime(args.time, ctx.now, 'time')
      const from = locate(ctx, args.from)
      const to = locate(ctx, args.to)
      const choice = chooseMode(ctx, from, to, args.transportation)
      const held = [...heldBy(state)]
      const date = toDate(at)
      const endOfDay = startOfLocalDay(at) + 86_400_000
      const options: Option[] = []
      if (!args.transportation || choice.mode === 'train') {
        for (const d of departuresOn(ctx, choice.rail, date, held, at)) {
          const fares = TRAIN_SEATS.filter((s) => d.train.fares[s] !== undefined).map((s) => ({ seatType: s, cabin: s, fare: d.train.fares[s]!, seatsLeft: d.seats[s] ?? 0 }))
          options.push({
            mode: 'train' as const, number: d.train.number, carrier: 'China Railway', equipment: d.train.trainset, from: d.train.from.name, to: d.train.to.name,
            departAt: d.shown.departAt, arriveAt: d.shown.arriveAt, duration: d.shown.duration, fares, serviceFee: terms.trainServiceFee,
          })
        }
      }
      const trainCount = options.length
      if (!args.transportation || choice.mode === 'flight') {
        const byNumber = new Map<string, Option>()
        for (const cabin of CABINS) {
          for (const d of flightDepartures(ctx, from, to, choice.flights, at, cabin, held, terms, endOfDay)) {
            const f = d.flight
            const row: Option = byNumber.get(f.number) ?? {
              mode: 'flight' as const, number: f.number, carrier: f.airline.name, equipment: f.aircraft, from: `${f.from.name} (${f.from.iata})`, to: `${f.to.name} (${f.to.iata})`,
              departAt: d.shown.departAt, arriveAt: d.shown.arriveAt, duration: d.shown.duration, fares: [],
              taxes: flightTaxes(f.airKm).airportFee + flightTaxes(f.airKm).fuelSurcharge,
            }
            row.fares.push({ seatType: cabin, cabin, fare: d.fare, seatsLeft: d.seatsLeft })
            byNumber.set(f.number, row)
          }
        }
        options.push(...byNumber.values())
      }
      // Both lists come sorted by departure: merge them ('YYYY-MM-DD HH:mm' strings order like times).
      if (trainCount > 0 && trainCount < options.length) options.sort((a, b) => (a.departAt < b.departAt ? -1 : a.departAt > b.departAt ? 1 : a.number < b.number ? -1 : 1))
      return {
        from: from.name, to: to.name, date, options: options.slice(0, 40),
        ...(choice.notices.length > 0 && args.transportation ? { notices: choice.notices } : {}),
      }
    },
  })

  return [bookTicket, searchTickets]
}
