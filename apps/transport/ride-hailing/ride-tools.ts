import { z } from 'zod'
import { conflict, defineTool, MINUTE, notFound, ownEntry, toDisplay, toIso, type Tool } from '../../kit/index.ts'
import type { RideHailingFlavour } from './flavour.ts'
import { cancellationFeeAt, LIVE_STATUSES, liveStatus, timeline, type Ride, type RideHailingState } from './ride.ts'
import { rideSchemas, rideSummary, rideView } from './views.ts'

/** Following a ride up: its live status, the account's trips, and cancelling. */

const rideIdArg = (f: RideHailingFlavour) =>
  z.string().trim().min(1).max(40).describe(`The ride's id as returned by bookTaxi, e.g. '${f.idPrefix}_0001'.`)

function findRide(state: RideHailingState, rideId: string): Ride {
  const ride = ownEntry(state.rides, rideId)
  if (!ride) throw notFound(`No ride "${rideId}" in this account`)
  return ride
}

export function getRideStatusTool(f: RideHailingFlavour): Tool<RideHailingState> {
  return defineTool({
    name: 'getRideStatus',
    description: "A ride's live status (scheduled, driver_en_route, arrived, in_progress, completed, cancelled), where the driver is, and the final fare once completed.",
    effect: 'read',
    input: z.object({ rideId: rideIdArg(f) }),
    output: rideSchemas(f).rideView,
    run: (state: RideHailingState, args, ctx) => rideView(f, findRide(state, args.rideId), ctx.now),
  })
}

export function listRidesTool(f: RideHailingFlavour): Tool<RideHailingState> {
  return defineTool({
    name: 'listRides',
    description: "The account's trips, latest pickup first, optionally only those in one status; getRideStatus gives a trip's details.",
    effect: 'read',
    input: z.object({
      status: z.enum(LIVE_STATUSES).optional().describe('Only rides currently in this status.'),
      limit: z.number().int().min(1).max(50).optional().describe('At most this many rides (default 10).'),
    }),
    output: z.object({ count: z.number().int(), rides: z.array(rideSchemas(f).rideSummary) }),
    run(state: RideHailingState, args, ctx) {
      const latestFirst = Object.values(state.rides).sort((a, b) => (a.pickupAt === b.pickupAt ? (a.rideId < b.rideId ? 1 : -1) : a.pickupAt < b.pickupAt ? 1 : -1))
      const matching = args.status ? latestFirst.filter((r) => liveStatus(r, ctx.now) === args.status) : latestFirst
      return { count: matching.length, rides: matching.slice(0, args.limit ?? 10).map((r) => rideSummary(f, r, ctx.now)) }
    },
  })
}

export function cancelRideTool(f: RideHailingFlavour): Tool<RideHailingState> {
  return defineTool({
    name: 'cancelRide',
    description: `Cancels a ride. Free while a reservation is more than 10 minutes away or within ${f.freeCancelGraceMin} minutes of booking; a fee applies once the driver has set off.`,
    effect: 'write',
    input: z.object({
      rideId: rideIdArg(f),
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
    run(state: RideHailingState, args, ctx) {
      const ride = findRide(state, args.rideId)
      const status = liveStatus(ride, ctx.now)
      if (status === 'cancelled') throw conflict(`${ride.rideId} was already cancelled at ${toDisplay(Date.parse(ride.cancelledAt!))}`)
      if (status === 'in_progress') throw conflict(`${ride.rideId} is under way; a ride in progress cannot be cancelled, ask the driver to end the trip`)
      if (status === 'completed') throw conflict(`${ride.rideId} was completed at ${toDisplay(timeline(ride).endAt)}; it can no longer be cancelled`)
      const fee = cancellationFeeAt(f, ride, ctx.now)
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
}
