import { z } from 'zod'
import { conflict, defineApp, defineTool, MINUTE, notFound, toDisplay, toIso } from '../kit/index.ts'
import { TAXI_TYPES, type TaxiType } from './fare.ts'
import { dispatchDriver } from './fleet.ts'
import { cancellationFeeAt, frozen, LIVE_STATUSES, liveStatus, rideSummary, rideSummarySchema, rideView, rideViewSchema, timeline, fareView, type DidiState, type Ride } from './ride.ts'
import { parsePickupTime, planTrip, quote } from './trip.ts'

const placeText = (role: string) =>
  z.string().trim().min(1).max(200).describe(`The ${role} location: a saved place ('home', 'office'), a venue, station or landmark name, or a street address.`)
const pickupTimeText = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .describe("When to be picked up: 'now', 'YYYY-MM-DD HH:mm', ISO 8601, 'MM-DD HH:mm' or 'HH:mm' (the next such time). China Standard Time.")
const taxiTypeArg = z
  .enum(TAXI_TYPES)
  .optional()
  .describe("Ride class: 'Express' (快车, everyday cars, metered fare) or 'Premier' (专车, sedans and MPVs, about twice the price). Default Express.")
const rideIdArg = z.string().trim().min(1).max(40).describe("The ride's id as returned by bookTaxi, e.g. 'ride_0001'.")

const RECENT_BOOKINGS = 5


const findRide = (state: DidiState, rideId: string): Ride => {
  const ride = state.rides[rideId]
  if (!ride) throw notFound(`No ride "${rideId}" in this account`)
  return ride
}

const bookTaxi = defineTool({
  name: 'bookTaxi',
  description: 'Books a ride now or as a reservation; assigns a driver and car and returns the fare estimate with its breakdown.',
  effect: 'write',
  input: z.object({
    pickupLocation: placeText('pickup'),
    dropoffLocation: placeText('drop-off'),
    pickupTime: pickupTimeText,
    taxiType: taxiTypeArg,
  }),
  output: rideViewSchema,
  run(state: DidiState, args, ctx) {
    const taxiType: TaxiType = args.taxiType ?? 'Express'
    const pickupMs = parsePickupTime(args.pickupTime, ctx.now)
    const trip = planTrip(ctx, args.pickupLocation, args.dropoffLocation, pickupMs)
    // Didi takes one ride at a time: a new pickup inside another ride's trip is refused. Only the latest
    // bookings can still be under way, and reading a ride through the write's draft copies it, so older ones are skipped.
    for (const id of Object.keys(state.rides).slice(-RECENT_BOOKINGS)) {
      const other = state.rides[id]!
      if (other.status === 'cancelled') continue
      const t = timeline(other)
      if (pickupMs >= t.enRouteAt && pickupMs < t.endAt) {
        throw conflict(`${other.rideId} (${other.pickup.name} -> ${other.dropoff.name}, ${toDisplay(t.startAt)}) is still under way at that time; cancel it or pick a later time`)
      }
    }
    const rng = ctx.rng
    const { driver, car } = dispatchDriver(rng, taxiType, trip.pickup.city)
    const ride: Ride = {
      rideId: ctx.ids.next('ride'),
      taxiType,
      status: 'booked',
      pickup: trip.pickup,
      dropoff: trip.dropoff,
      bookedAt: toIso(ctx.now),
      pickupAt: toIso(pickupMs),
      distanceKm: trip.distanceKm,
      durationMin: trip.durationMin,
      tripMin: Math.max(3, Math.round(trip.durationMin * rng.float(0.9, 1.25))),
      fareEstimate: quote(trip, taxiType),
      driver,
      car,
      driverEtaMin: rng.int(2, taxiType === 'Premier' ? 10 : 8),
    }
    // Frozen before it joins the draft: the commit then has nothing new to walk.
    state.rides[ride.rideId] = frozen(ride)
    return rideView(ride, ctx.now)
  },
})

const estimateFare = defineTool({
  name: 'estimateFare',
  description: 'Quotes a trip before booking: road distance, expected duration and the fare of each ride class.',
  effect: 'read',
  input: z.object({
    pickupLocation: placeText('pickup'),
    dropoffLocation: placeText('drop-off'),
    pickupTime: pickupTimeText.optional(),
    taxiType: taxiTypeArg.describe('Quote only this class; both when omitted.'),
  }),
  output: z.object({
    pickup: z.object({ name: z.string(), district: z.string() }),
    dropoff: z.object({ name: z.string(), district: z.string() }),
    pickupTime: z.string(),
    distanceKm: z.number(),
    durationMin: z.number().int(),
    options: z.array(z.object({ taxiType: z.enum(TAXI_TYPES), fare: fareView })),
  }),
  run(_state: DidiState, args, ctx) {
    const trip = planTrip(ctx, args.pickupLocation, args.dropoffLocation, parsePickupTime(args.pickupTime, ctx.now))
    const classes: readonly TaxiType[] = args.taxiType ? [args.taxiType] : TAXI_TYPES
    return {
      pickup: { name: trip.pickup.name, district: trip.pickup.district },
      dropoff: { name: trip.dropoff.name, district: trip.dropoff.district },
      pickupTime: toDisplay(trip.startMs),
      distanceKm: trip.distanceKm,
      durationMin: trip.durationMin,
      options: classes.map((taxiType) => ({ taxiType, fare: quote(trip, taxiType) })),
    }
  },
})

const getRideStatus = defineTool({
  name: 'getRideStatus',
  description: "A ride's live status (scheduled, driver_en_route, arrived, in_progress, completed, cancelled), where the driver is, and the final fare once completed.",
  effect: 'read',
  input: z.object({ rideId: rideIdArg }),
  output: rideViewSchema,
  run: (state: DidiState, args, ctx) => rideView(findRide(state, args.rideId), ctx.now),
})

const listRides = defineTool({
  name: 'listRides',
  description: "The account's trips, latest pickup first, optionally only those in one status; getRideStatus gives a trip's details.",
  effect: 'read',
  input: z.object({
    status: z.enum(LIVE_STATUSES).optional().describe('Only rides currently in this status.'),
    limit: z.number().int().min(1).max(50).optional().describe('At most this many rides (default 10).'),
  }),
  output: z.object({ count: z.number().int(), rides: z.array(rideSummarySchema) }),
  run(state: DidiState, args, ctx) {
    const latestFirst = Object.values(state.rides).sort((a, b) => (a.pickupAt === b.pickupAt ? (a.rideId < b.rideId ? 1 : -1) : a.pickupAt < b.pickupAt ? 1 : -1))
    const matching = args.status ? latestFirst.filter((r) => liveStatus(r, ctx.now) === args.status) : latestFirst
    return { count: matching.length, rides: matching.slice(0, args.limit ?? 10).map((r) => rideSummary(r, ctx.now)) }
  },
})

const cancelRide = defineTool({
  name: 'cancelRide',
  description: 'Cancels a ride. Free while a reservation is more than 10 minutes away or within 2 minutes of booking; a fee applies once the driver has set off.',
  effect: 'write',
  input: z.object({
    rideId: rideIdArg,
    reason: z.string().trim().min(1).max(200).optional().describe("Why the ride is cancelled, e.g. 'plans changed'."),
  }),
  output: z.object({
    rideId: z.string(),
    status: z.literal('cancelled'),
    cancelledAt: z.string(),
    cancellationFee: z.number(),
    currency: z.literal('CNY'),
    message: z.string(),
  }),
  run(state: DidiState, args, ctx) {
    const ride = findRide(state, args.rideId)
    const status = liveStatus(ride, ctx.now)
    if (status === 'cancelled') throw conflict(`${ride.rideId} was already cancelled at ${toDisplay(Date.parse(ride.cancelledAt!))}`)
    if (status === 'in_progress') throw conflict(`${ride.rideId} is under way; a ride in progress cannot be cancelled, ask the driver to end the trip`)
    if (status === 'completed') throw conflict(`${ride.rideId} was completed at ${toDisplay(timeline(ride).endAt)}; it can no longer be cancelled`)
    const fee = cancellationFeeAt(ride, ctx.now)
    ride.status = 'cancelled'
    ride.cancelledAt = toIso(ctx.now)
    ride.cancellationFee = fee
    if (args.reason) ride.cancelReason = args.reason
    const sinceBooking = Math.floor((ctx.now - timeline(ride).booked) / MINUTE)
    return {
      rideId: ride.rideId,
      status: 'cancelled' as const,
      cancelledAt: toDisplay(ctx.now),
      cancellationFee: fee,
      currency: 'CNY' as const,
      message:
        fee === 0
          ? 'Cancelled free of charge.'
          : `A ${fee.toFixed(2)} CNY cancellation fee applies: driver ${ride.driver.name} had already set off (booked ${sinceBooking} min ago).`,
    }
  },
})

export const didiChuxing = defineApp<DidiState>({
  id: 'didi_chuxing',
  name: 'Didi Chuxing',
  aliases: ['Didi_Chuxing', 'Didi', 'DiDi', '滴滴出行', '滴滴'],
  domain: 'transport',
  description:
    "China's largest ride-hailing app (滴滴出行): Express (快车) everyday rides at metered fares and Premier (专车) sedans and MPVs at about twice the price; immediate rides or reservations up to 30 days ahead, within 200 km.",
  traits: { price: 'mid', pickupSpeed: 'fast', classes: 'Express, Premier' },
  initialState: () => ({ rides: {} }),
  tools: [bookTaxi, estimateFare, getRideStatus, listRides, cancelRide],
})
