import { z } from 'zod'
import { conflict, defineTool, notFound, ownEntry, toDisplay, toIso, type Place, type Tool, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { roadDistanceKm } from '../roads.ts'
import { BIKE_TYPES, bikeById, bikesNear, ebikesAllowed, seedOf, windowOf, type Bike } from './bikes.ts'
import { bikeRideOut, bikeRideView, minutesBetween, parkingAreaAt, placeRef, pricingLabel, rideFee, type BikeRide, type BikeSharingFlavour, type BikeSharingState } from './rides.ts'

/** Finding, unlocking and ending shared bikes, and the rides that follow. */

const locationText = (role: string) =>
  z.string().trim().min(1).max(200).describe(`The ${role}: a saved place ('home', 'office'), a landmark, station or street address, or 'lat,lng' coordinates.`)
const bikeIdArg = z.string().trim().min(1).max(20).describe("The bike's number as findNearbyBikes lists it (or as printed on the bike), e.g. '139990434702'.")

/** Bikes are only parked where the app operates: within this distance of a railway station of a known city. */
const SERVICE_AREA_KM = 40
const LANDMARK_KINDS = ['station', 'mall', 'residence', 'office', 'university', 'park', 'landmark'] as const

/**
 * The spot a bike stands at, as the app names it: next to the nearest known place ('Near Wangjing
 * SOHO'), in the city and district its coordinates resolve to. Undefined outside the service area.
 */
function spotOfBike(ctx: ToolContext, bike: Bike): Place | undefined {
  const station = ctx.places.near(bike, 'station', 1)[0]
  if (!station || ctx.places.distanceKm(bike, station) > SERVICE_AREA_KM) return undefined
  const point = ctx.places.resolve(`${bike.lat},${bike.lng}`)
  let best: Place | undefined
  let bestKm = 0.4
  for (const kind of LANDMARK_KINDS) {
    const p = ctx.places.near(bike, kind, 1)[0]
    const km = p ? ctx.places.distanceKm(bike, p) : Infinity
    if (p && km < bestKm) [best, bestKm] = [p, km]
  }
  const name = best ? `Near ${best.name}` : `${point.district || point.city} (${point.name})`
  return { ...point, name }
}

/** The user's ride in progress, if any: only the latest ride can still be going. */
function rideInProgress(state: BikeSharingState): BikeRide | undefined {
  const ids = Object.keys(state.rides)
  const last = ids.length > 0 ? state.rides[ids[ids.length - 1]!] : undefined
  return last?.status === 'in_progress' ? last : undefined
}

export function findNearbyBikesTool(f: BikeSharingFlavour): Tool<BikeSharingState> {
  return defineTool({
    name: 'findNearbyBikes',
    description: `Shared ${f.brand} bikes parked near a place right now, nearest first, with their numbers (for unlockBike), distance and, for e-bikes, battery.`,
    effect: 'read',
    input: z.object({
      location: locationText('place to look around'),
      bikeType: z.enum(BIKE_TYPES).optional().describe("Only 'bike' (pedal bikes) or 'e-bike' (electric-assist, not offered in every city)."),
      radiusM: z.number().int().min(50).max(1000).optional().describe(`Search radius in metres (default ${f.searchRadiusM}).`),
      limit: z.number().int().min(1).max(20).optional().describe('At most this many bikes (default 5).'),
    }),
    output: z.object({
      center: z.object({ name: z.string(), district: z.string(), city: z.string() }),
      count: z.number().int(),
      bikes: z.array(
        z.object({
          bikeId: z.string(),
          bikeType: z.enum(BIKE_TYPES),
          model: z.string(),
          distanceM: z.number().int(),
          walkingMin: z.number().int(),
          batteryPercent: z.number().int().optional(),
          rangeKm: z.number().optional(),
          pricing: z.string(),
        }),
      ),
      note: z.string().optional(),
    }),
    run(state: BikeSharingState, args, ctx) {
      const center = placeOrNotFound(ctx.places, args.location, 'location')
      const radius = args.radiusM ?? f.searchRadiusM
      const window = windowOf(ctx.now)
      const all = ctx.memo(`bikes:${ctx.user.id}:${center.id}:${radius}:${window}`, () => bikesNear(seedOf(ctx.worldSeed, ctx.user.id), center, radius, window, ebikesAllowed(center.city)))
      // A bike the user is riding or has ridden elsewhere is no longer where it was parked.
      const moved = new Set(Object.values(state.rides).map((r) => r.bikeId))
      const bikes = all.filter((b) => (!args.bikeType || b.bike.type === args.bikeType) && !moved.has(b.bike.bikeId)).slice(0, args.limit ?? 5)
      const noEbikes = args.bikeType === 'e-bike' && !ebikesAllowed(center.city)
      return {
        center: { name: center.name, district: center.district, city: center.city },
        count: bikes.length,
        bikes: bikes.map(({ bike, distanceM }) => ({
          bikeId: bike.bikeId,
          bikeType: bike.type,
          model: f.pricing[bike.type].model,
          distanceM,
          walkingMin: Math.max(1, Math.round(distanceM / 75)),
          ...(bike.batteryPercent !== undefined ? { batteryPercent: bike.batteryPercent, rangeKm: Math.round(bike.batteryPercent * 0.6) } : {}),
          pricing: pricingLabel(f.pricing[bike.type]),
        })),
        ...(noEbikes ? { note: `${f.brand} e-bikes are not offered in this city; pedal bikes only.` } : bikes.length === 0 ? { note: `No bikes within ${radius} m right now; try a larger radius.` } : {}),
      }
    },
  })
}

export function unlockBikeTool(f: BikeSharingFlavour): Tool<BikeSharingState> {
  return defineTool({
    name: 'unlockBike',
    description: `Unlocks a bike by its number and starts a ride; billing runs until endBikeRide (${pricingLabel(f.pricing.bike)} for bikes, ${pricingLabel(f.pricing['e-bike'])} for e-bikes). One ride at a time.`,
    effect: 'write',
    input: z.object({ bikeId: bikeIdArg }),
    output: bikeRideOut,
    run(state: BikeSharingState, args, ctx) {
      // Reads go to the committed state: reading through the draft would copy every ride it touches.
      const committed = ctx.committed as BikeSharingState
      const current = rideInProgress(committed)
      if (current) throw conflict(`${current.rideId} on bike ${current.bikeId} is still in progress since ${toDisplay(Date.parse(current.unlockedAt))}; end it with endBikeRide first`)
      const bikeId = args.bikeId.trim()
      // A bike the user parked earlier stays where they left it.
      const lastOnBike = Object.values(committed.rides).filter((r) => r.bikeId === bikeId).pop()
      let start: Place
      let bikeType = lastOnBike?.bikeType
      if (lastOnBike?.end) start = ctx.places.get(lastOnBike.end.placeId) ?? ctx.places.resolve(`${lastOnBike.end.lat},${lastOnBike.end.lng}`)
      else {
        const bike = bikeById(seedOf(ctx.worldSeed, ctx.user.id), bikeId, windowOf(ctx.now), (p) => ebikesAllowed(ctx.places.resolve(`${p.lat},${p.lng}`).city))
        // Where a parked bike stands is named once per world and spot (a bike moves between windows).
        const spot = bike && ctx.memo(`bike-spot:${bike.bikeId}:${bike.lat},${bike.lng}`, () => spotOfBike(ctx, bike))
        if (!bike || !spot) throw notFound(`No ${f.brand} bike number "${bikeId}" is parked here now; check the number on the bike or use findNearbyBikes`)
        start = spot
        bikeType = bike.type
      }
      const ride: BikeRide = { rideId: ctx.ids.next(f.idPrefix), bikeId, bikeType: bikeType!, status: 'in_progress', unlockedAt: toIso(ctx.now), start: placeRef(start) }
      state.rides[ride.rideId] = ride
      return bikeRideView(f, ride, ctx.now)
    },
  })
}

export function endBikeRideTool(f: BikeSharingFlavour): Tool<BikeSharingState> {
  return defineTool({
    name: 'endBikeRide',
    description: `Locks the bike and ends the ride: the fee follows the minutes ridden (every started block charged); parking outside a ${f.brand} parking area adds a ${f.dispatchFee.toFixed(2)} CNY dispatch fee.`,
    effect: 'write',
    input: z.object({
      location: locationText('place where the bike is parked'),
      rideId: z.string().trim().min(1).max(40).optional().describe(`The ride to end (default: the ride in progress), e.g. '${f.idPrefix}_0001'.`),
    }),
    output: bikeRideOut.extend({ message: z.string() }),
    run(state: BikeSharingState, args, ctx) {
      const id = args.rideId ?? rideInProgress(ctx.committed as BikeSharingState)?.rideId
      const ride = id === undefined ? undefined : ownEntry(state.rides, id)
      if (!ride) throw args.rideId ? notFound(`No bike ride "${args.rideId}" in this account`) : conflict('No bike ride is in progress; unlock a bike first')
      if (ride.status === 'completed') throw conflict(`${ride.rideId} already ended at ${toDisplay(Date.parse(ride.endedAt!))}`)
      const end = placeOrNotFound(ctx.places, args.location, 'location')
      const minutes = minutesBetween(ride.unlockedAt, ctx.now)
      const parking = parkingAreaAt(f.brand, end)
      ride.status = 'completed'
      ride.end = placeRef(end)
      ride.endedAt = toIso(ctx.now)
      ride.distanceKm = end.id === ride.start.placeId ? 0 : roadDistanceKm(ride.start, end)
      ride.rideFee = rideFee(f.pricing[ride.bikeType], minutes)
      ride.dispatchFee = parking.inZone ? 0 : f.dispatchFee
      ride.parkingArea = parking
      const view = bikeRideView(f, ride, ctx.now)
      const message = parking.inZone
        ? `Ride ended: ${minutes} min, ${view.fee.total.toFixed(2)} CNY. Parked in ${parking.name}.`
        : `Ride ended: ${minutes} min, ${view.fee.total.toFixed(2)} CNY including a ${f.dispatchFee.toFixed(2)} CNY dispatch fee: the bike was left outside a parking area (nearest: ${parking.name}).`
      return { ...view, message }
    },
  })
}

export function getBikeRideTool(f: BikeSharingFlavour): Tool<BikeSharingState> {
  return defineTool({
    name: 'getBikeRide',
    description: 'A bike ride: in progress (minutes and fee so far) or completed (where it was parked, what it cost).',
    effect: 'read',
    input: z.object({ rideId: z.string().trim().min(1).max(40).describe(`The ride's id as returned by unlockBike, e.g. '${f.idPrefix}_0001'.`) }),
    output: bikeRideOut,
    run(state: BikeSharingState, args, ctx) {
      const ride = ownEntry(state.rides, args.rideId)
      if (!ride) throw notFound(`No bike ride "${args.rideId}" in this account`)
      return bikeRideView(f, ride, ctx.now)
    },
  })
}

export function listBikeRidesTool(f: BikeSharingFlavour): Tool<BikeSharingState> {
  return defineTool({
    name: 'listBikeRides',
    description: "The account's bike rides, latest first, optionally only those in progress or completed.",
    effect: 'read',
    input: z.object({
      status: z.enum(['in_progress', 'completed']).optional().describe('Only rides in this status.'),
      limit: z.number().int().min(1).max(50).optional().describe('At most this many rides (default 10).'),
    }),
    output: z.object({ count: z.number().int(), totalSpent: z.number(), rides: z.array(bikeRideOut) }),
    run(state: BikeSharingState, args, ctx) {
      const all = Object.values(state.rides).reverse()
      const matching = args.status ? all.filter((r) => r.status === args.status) : all
      const views = matching.map((r) => bikeRideView(f, r, ctx.now))
      const spent = views.filter((v) => v.status === 'completed').reduce((s, v) => s + v.fee.total, 0)
      return { count: matching.length, totalSpent: Math.round(spent * 100) / 100, rides: views.slice(0, args.limit ?? 10) }
    },
  })
}
