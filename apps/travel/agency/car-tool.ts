import { z } from 'zod'
import { deepFreeze, defineTool, toIso, type Tool } from '../../kit/index.ts'
import { CAR_TYPES, PRICE_RANGES, rentalPlate, VEHICLE_MODELS } from '../cars/fleet.ts'
import { locate } from '../world/locate.ts'
import { readTripTime } from '../world/when.ts'
import { termsOf } from './cancellation.ts'
import { quoteRental, RENTAL_SERVICE_FEE, returnTime } from './rentals.ts'
import type { AgencyState, AgencyTerms, CarBooking } from './types.ts'
import { bookingView, viewBooking } from './views.ts'

const place = (role: string) =>
  z.string().trim().min(1).max(200).describe(`The ${role}: a station, airport, landmark, saved place or street address; the nearest rental store is used.`)

/** rentCar: self-drive rentals from eHi and CAR Inc. stores, one-way to another city for a fee. */
export function carRentalTool(terms: AgencyTerms): Tool<AgencyState> {
  return defineTool({
    name: 'rentCar',
    description: `Rents a self-drive car through ${terms.brand} from eHi or CAR Inc. at the store nearest the pickup; one day in town, or enough days to drive to a drop-off in another city (one-way fee applies). Returns the car, plate, store, return time and price breakdown.`,
    effect: 'write',
    input: z.object({
      pickupLocation: place('pickup location'),
      dropoffLocation: place('drop-off location'),
      pickupTime: z.string().trim().min(1).max(40).describe("Pickup time: 'YYYY-MM-DD HH:mm', ISO 8601, 'MM-DD HH:mm', 'HH:mm' or 'now'."),
      vehicleModel: z.enum(VEHICLE_MODELS).describe("Body style: 'sedan', 'suv' or 'sports car'."),
      carType: z.enum(CAR_TYPES).optional().describe("'comfort' (Volkswagen, Toyota, Haval...) or 'luxury' (BMW, Mercedes-Benz, Audi, Porsche). Default comfort."),
      priceRange: z.enum(PRICE_RANGES).optional().describe("'low' (the cheapest model of the class free) or 'high' (the top model). Default low."),
    }),
    output: bookingView,
    run(state: AgencyState, args, ctx) {
      const pickupAt = readTripTime(args.pickupTime, ctx.now, 'pickupTime')
      const pickup = locate(ctx, args.pickupLocation)
      const dropoff = locate(ctx, args.dropoffLocation)
      const carType = args.carType ?? 'comfort'
      const q = quoteRental(ctx, ctx.committed as AgencyState, pickup, dropoff, pickupAt, args.vehicleModel, carType, args.priceRange ?? 'low')
      const notices: string[] = []
      if (q.oneWayFee > 0) notices.push(`One-way rental to ${dropoff.city.name} (about ${q.roadKm} km by road): ${q.days} day${q.days === 1 ? '' : 's'} and a ${q.oneWayFee} CNY one-way fee.`)
      notices.push(`A ${q.model.deposit} CNY deposit is pre-authorized on the card at pickup and released after return; bring your driving licence and ID card.`)
      const booking: CarBooking = {
        kind: 'car', bookingId: ctx.ids.next(terms.idPrefix), status: 'confirmed', bookedAt: toIso(ctx.now), paymentMethod: ctx.user.paymentMethods[0] ?? 'Alipay',
        total: q.total, notices, vendor: q.store.brand.name, storeId: q.store.id, pickupStore: q.store.name, dropoffLocation: dropoff.name, oneWay: q.oneWayFee > 0,
        vehicleModel: args.vehicleModel, carType, model: q.model.name, seats: q.model.seats, plate: rentalPlate(ctx.rng, pickup.city.plate),
        pickupAt: toIso(pickupAt), returnAt: toIso(returnTime(pickupAt, q.days)), days: q.days, dailyRate: q.dailyRate, insurance: q.insurance,
        serviceFee: RENTAL_SERVICE_FEE, oneWayFee: q.oneWayFee, deposit: q.model.deposit,
      }
      // Frozen before it joins the draft: the commit has nothing new to walk.
      state.bookings[booking.bookingId] = deepFreeze(booking)
      return viewBooking(booking, ctx.now, termsOf(booking, terms))
    },
  })
}
