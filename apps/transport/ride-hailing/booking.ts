import { z } from 'zod'
import { conflict, defineTool, toDisplay, toIso, type Tool } from '../../kit/index.ts'
import { classOf, type RideHailingFlavour } from './flavour.ts'
import { dispatchDriver } from './fleet.ts'
import { frozen, timeline, type Ride, type RideHailingState } from './ride.ts'
import { parsePickupTime, planTrip, quote } from './trip.ts'
import { fareSchema, rideSchemas, rideView } from './views.ts'

/** Quoting and booking a ride: the same trip planning, so the booked fare is the quoted one. */

const placeText = (role: string) =>
  z.string().trim().min(1).max(200).describe(`The ${role} location: a saved place ('home', 'office'), a venue, station or landmark name, or a street address (with its city when it is not the user's).`)

const pickupTimeText = (f: RideHailingFlavour) =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .describe(`When to be picked up: 'now', 'YYYY-MM-DD HH:mm', ISO 8601, 'MM-DD HH:mm' or 'HH:mm' (the next such time), China Standard Time; reservations up to ${f.maxAdvanceDays} days ahead.`)

export const taxiTypeArg = (f: RideHailingFlavour) =>
  rideSchemas(f)
    .taxiType.optional()
    .describe(`Ride class: ${f.classes.map((c) => `'${c.name}' (${c.zh}, ${c.blurb})`).join('; ')}. Default ${f.classes[0].name}.`)

/** Only the latest bookings can still be under way; reading older ones through the draft would copy them. */
const RECENT_BOOKINGS = 5

export function bookTaxiTool(f: RideHailingFlavour): Tool<RideHailingState> {
  const { rideView: output } = rideSchemas(f)
  return defineTool({
    name: 'bookTaxi',
    description: `Books a ride now or as a reservation (up to ${f.maxAdvanceDays} days ahead); assigns a driver and car and returns the fare estimate with its breakdown. Rides to another city are intercity (城际) rides at a fixed price.`,
    effect: 'write',
    input: z.object({
      pickupLocation: placeText('pickup'),
      dropoffLocation: placeText('drop-off'),
      pickupTime: pickupTimeText(f),
      taxiType: taxiTypeArg(f),
    }),
    output,
    run(state: RideHailingState, args, ctx) {
      const cls = classOf(f, args.taxiType ?? f.classes[0].name)
      const pickupMs = parsePickupTime(f, args.pickupTime, ctx.now)
      const trip = planTrip(f, ctx, args.pickupLocation, args.dropoffLocation, pickupMs)
      // One ride at a time: a new pickup inside another ride's trip is refused.
      for (const id of Object.keys(state.rides).slice(-RECENT_BOOKINGS)) {
        const other = state.rides[id]!
        if (other.status === 'cancelled') continue
        const t = timeline(other)
        if (pickupMs >= t.enRouteAt && pickupMs < t.endAt) {
          throw conflict(`${other.rideId} (${other.pickup.name} -> ${other.dropoff.name}, ${toDisplay(t.startAt)}) is still under way at that time; cancel it or pick a later time`)
        }
      }
      const rng = ctx.rng
      const { driver, car } = dispatchDriver(rng, cls, trip.pickup.city)
      const ride: Ride = {
        rideId: ctx.ids.next(f.idPrefix),
        taxiType: cls.name,
        status: 'booked',
        pickup: trip.pickup,
        dropoff: trip.dropoff,
        bookedAt: toIso(ctx.now),
        pickupAt: toIso(pickupMs),
        distanceKm: trip.distanceKm,
        durationMin: trip.durationMin,
        tripMin: Math.max(3, Math.round(trip.durationMin * rng.float(0.9, 1.25))),
        fareEstimate: quote(trip, cls),
        driver,
        car,
        driverEtaMin: rng.int(cls.eta[0], cls.eta[1]),
        ...(trip.intercity ? { intercity: true as const } : {}),
      }
      // Frozen before it joins the draft: the commit then has nothing new to walk.
      state.rides[ride.rideId] = frozen(ride)
      return rideView(f, ride, ctx.now)
    },
  })
}

export function estimateFareTool(f: RideHailingFlavour): Tool<RideHailingState> {
  const { taxiType } = rideSchemas(f)
  return defineTool({
    name: 'estimateFare',
    description: 'Quotes a trip before booking: road distance, expected duration and the fare of each ride class (intercity trips at their fixed price).',
    effect: 'read',
    input: z.object({
      pickupLocation: placeText('pickup'),
      dropoffLocation: placeText('drop-off'),
      pickupTime: pickupTimeText(f).optional(),
      taxiType: taxiTypeArg(f).describe(`Quote only this class (${f.classes.map((c) => `'${c.name}'`).join(', ')}); every class when omitted.`),
    }),
    output: z.object({
      pickup: z.object({ name: z.string(), district: z.string() }),
      dropoff: z.object({ name: z.string(), district: z.string() }),
      pickupTime: z.string(),
      tripType: z.enum(['city', 'intercity']),
      distanceKm: z.number(),
      durationMin: z.number().int(),
      options: z.array(z.object({ taxiType, fare: fareSchema })),
      note: z.string().optional(),
    }),
    run(_state: RideHailingState, args, ctx) {
      const trip = planTrip(f, ctx, args.pickupLocation, args.dropoffLocation, parsePickupTime(f, args.pickupTime, ctx.now))
      const classes = args.taxiType ? [classOf(f, args.taxiType)] : f.classes
      return {
        pickup: { name: trip.pickup.name, district: trip.pickup.district },
        dropoff: { name: trip.dropoff.name, district: trip.dropoff.district },
        pickupTime: toDisplay(trip.startMs),
        tripType: trip.intercity ? ('intercity' as const) : ('city' as const),
        distanceKm: trip.distanceKm,
        durationMin: trip.durationMin,
        options: classes.map((cls) => ({ taxiType: cls.name, fare: quote(trip, cls) })),
        ...(trip.intercity ? { note: f.intercityNote } : {}),
      }
    },
  })
}
