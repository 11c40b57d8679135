import { z } from 'zod'
import { conflict, deepFreeze, defineTool, invalidArgument, notFound, parseDay, toDate, toDisplay, toIso, type ToolContext } from '../../kit/index.ts'
import { departure, departuresOn, SALES_CLOSE_MS, salesOpenAt, type Departure } from '../rail/departures.ts'
import { SEAT_CLASSES, TRAIN_TYPES, type SeatClass } from '../rail/fares.ts'
import { railRoute, trainByNumber, type RailRoute } from '../rail/routes.ts'
import { assignSeats } from '../rail/seats.ts'
import { round2 } from '../world/geo.ts'
import { locate } from '../world/locate.ts'
import { checkRealName, heldTickets, maskedId, viewTicket, ticketView, type RailTicket, type RailwayState } from './tickets.ts'

/** 12306's search and booking: the railway's own timetable and fares, no service fee, real-name tickets. */
const station = (role: string) =>
  z.string().trim().min(1).max(200).describe(`${role} station or city, e.g. 'Beijing South', '上海虹桥', 'Hangzhou' (the station serving the route is used).`)
const dateArg = z.string().trim().min(1).max(40).describe("Travel day: 'YYYY-MM-DD', 'MM-DD', 'today' or 'tomorrow'. Tickets go on sale 15 days ahead.")

/** Most passengers on one 12306 order. */
export const MAX_PASSENGERS = 5

export function readTravelDay(text: string, now: number): string {
  const date = parseDay(text, now, 'date')
  if (date < toDate(now)) throw invalidArgument('date', `${date} is in the past; today is ${toDate(now)}`, 'today or a later day')
  return date
}

export const searchTrains = defineTool({
  name: 'searchTrains',
  description:
    "Lists China Railway trains between two stations or cities on a day (12306's own timetable): train number and type, stations, departure and arrival, duration, and fare and seats left per class. Trains already gone today are not listed.",
  effect: 'read',
  input: z.object({
    from: station('Departure'),
    to: station('Arrival'),
    date: dateArg,
    trainTypes: z
      .array(z.enum(TRAIN_TYPES))
      .max(4)
      .optional()
      .describe("Only these types: 'G' high-speed, 'D' EMU, 'C' intercity, 'K' conventional (sleepers). All when omitted."),
  }),
  setLike: ['trainTypes'],
  output: z.object({
    from: z.string(),
    to: z.string(),
    date: z.string(),
    onSale: z.boolean(),
    salesOpenAt: z.string().optional(),
    trains: z.array(
      z.object({
        trainNumber: z.string(),
        type: z.enum(TRAIN_TYPES),
        trainset: z.string(),
        from: z.string(),
        to: z.string(),
        departAt: z.string(),
        arriveAt: z.string(),
        duration: z.string(),
        km: z.number().int(),
        seats: z.array(z.object({ seatClass: z.enum(SEAT_CLASSES), fare: z.number(), seatsLeft: z.number().int() })),
      }),
    ),
  }),
  run(state: RailwayState, args, ctx) {
    const date = readTravelDay(args.date, ctx.now)
    const route = railRoute(ctx, locate(ctx, args.from), locate(ctx, args.to), args.trainTypes)
    const deps = departuresOn(ctx, route, date, [...heldTickets(state)])
    const onSale = ctx.now >= salesOpenAt(date)
    return {
      from: route.trains[0]?.from.name ?? route.from.name,
      to: route.trains[0]?.to.name ?? route.to.name,
      date,
      onSale,
      ...(onSale ? {} : { salesOpenAt: toDisplay(salesOpenAt(date)) }),
      trains: deps.map((d) => ({
        trainNumber: d.train.number, type: d.train.type, trainset: d.train.trainset, from: d.train.from.name, to: d.train.to.name,
        departAt: d.shown.departAt, arriveAt: d.shown.arriveAt, duration: d.shown.duration, km: d.train.km,
        seats: (Object.keys(d.train.fares) as SeatClass[]).map((seatClass) => ({ seatClass, fare: d.train.fares[seatClass]!, seatsLeft: d.seats[seatClass] ?? 0 })),
      })),
    }
  },
})

/** A train of a route on a day, with its seats, ready to sell (or a clear refusal). */
export function sellable(ctx: ToolContext, state: RailwayState, route: RailRoute, trainNumber: string, date: string, seatClass: SeatClass, count: number): Departure {
  const train = trainByNumber(route, trainNumber)
  if (!train) {
    const some = route.trains.slice(0, 6).map((t) => t.number).join(', ')
    throw notFound(`No train ${trainNumber.trim().toUpperCase()} runs from ${route.trains[0]?.from.name ?? route.from.name} to ${route.trains[0]?.to.name ?? route.to.name}; trains there include ${some || 'none'} (see searchTrains)`)
  }
  if (train.fares[seatClass] === undefined) throw invalidArgument('seatClass', `${train.number} sells ${Object.keys(train.fares).join(', ')}; it has no ${seatClass}`)
  const d = departure(ctx.worldSeed, train, date, ctx.now, [...heldTickets(state)])
  if (d.departAt < ctx.now + SALES_CLOSE_MS) throw conflict(`${train.number} leaves ${train.from.name} at ${toDisplay(d.departAt)}; online sales close 20 minutes before departure`)
  if (!d.onSale) throw conflict(`Tickets for ${date} are not on sale yet; sales open at ${toDisplay(salesOpenAt(date))} (15 days ahead)`)
  const left = d.seats[seatClass] ?? 0
  if (left < count) throw conflict(left === 0 ? `${train.number} on ${date}: ${seatClass} is sold out` : `${train.number} on ${date}: only ${left} ${seatClass} seat${left === 1 ? '' : 's'} left; ${count} wanted`)
  return d
}

export const bookTrainTicket = defineTool({
  name: 'bookTrainTicket',
  description:
    'Buys China Railway tickets on 12306 for a train from searchTrains: real-name tickets for up to 5 passengers (the account holder when none are named), seats assigned together, the fare with no service fee. Returns the ticket order with the E-number and seats.',
  effect: 'write',
  input: z.object({
    trainNumber: z.string().trim().min(2).max(8).describe("Train number, e.g. 'G1', 'D701', 'C2001', 'K101'."),
    from: station('Departure'),
    to: station('Arrival'),
    date: dateArg,
    seatClass: z.enum(SEAT_CLASSES).describe("Class: 'business class', 'first class', 'second class' (G, C and D trains), 'soft sleeper', 'hard sleeper', 'hard seat' (K trains)."),
    passengers: z
      .array(z.string().trim().min(1).max(40))
      .min(1)
      .max(MAX_PASSENGERS)
      .optional()
      .describe("Travellers' names as on their ID cards; the account holder when omitted."),
    paymentMethod: z.string().trim().min(1).max(60).optional().describe("How to pay, e.g. 'Alipay', 'WeChat Pay', 'UnionPay'. The account's first method when omitted."),
  }),
  setLike: ['passengers'],
  refine: (args) => (args.passengers && new Set(args.passengers).size !== args.passengers.length ? { path: 'passengers', message: 'a passenger is listed twice' } : undefined),
  output: ticketView,
  run(state: RailwayState, args, ctx) {
    const committed = ctx.committed as RailwayState
    const date = readTravelDay(args.date, ctx.now)
    const names = args.passengers ?? [ctx.user.name]
    const route = railRoute(ctx, locate(ctx, args.from), locate(ctx, args.to))
    const d = sellable(ctx, committed, route, args.trainNumber, date, args.seatClass, names.length)
    checkRealName(committed, names, d.train.number, date, d.departAt, d.arriveAt)
    const seats = assignSeats(ctx.rng, d.train.type, args.seatClass, names.length)
    const unitFare = d.train.fares[args.seatClass]!
    const ticket: RailTicket = {
      ticketId: ctx.ids.next('rail'), orderNo: `E${String(ctx.rng.int(100_000_000, 999_999_999))}`, status: 'issued',
      trainNumber: d.train.number, trainType: d.train.type, trainset: d.train.trainset, from: { id: d.train.from.id, name: d.train.from.name }, to: { id: d.train.to.id, name: d.train.to.name },
      date, departAt: toIso(d.departAt), arriveAt: toIso(d.arriveAt), durationMin: d.train.durationMin, seatClass: args.seatClass,
      passengers: names.map((name, i) => ({ name, idNumber: maskedId(ctx, name), seat: seats[i]! })), unitFare, paid: round2(unitFare * names.length),
      paymentMethod: args.paymentMethod ?? ctx.user.paymentMethods[0] ?? 'Alipay', bookedAt: toIso(ctx.now),
    }
    // Frozen before it joins the draft: the commit has nothing new to walk.
    state.tickets[ticket.ticketId] = deepFreeze(ticket)
    return viewTicket(ticket, ctx.now)
  },
})
