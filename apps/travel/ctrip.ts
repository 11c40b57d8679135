import type { Policy } from '../kit/index.ts'
import { defineTravelAgency } from './agency/index.ts'

/** Car rental stores hand keys only to licensed drivers, and China licenses drivers from 18. */
const rentalDriverAge: Policy = {
  id: 'ctrip.car_rental_driver_age',
  rule: 'Self-drive rentals need a licensed driver of 18 or over; younger users cannot rent a car.',
  tools: ['rentCar'],
  check: (_args, user) => (user.age < 18 ? `Car rental refused: the renter must hold a driving licence and be at least 18 (the account holder is ${user.age}).` : undefined),
}

/**
 * Ctrip (携程): China's biggest online travel agency. Trains at the railway's fares plus a small
 * booking fee, flights at airline fares, hotels of every grade with generous free cancellation, and
 * self-drive car rental from eHi and CAR Inc.
 */
export const ctrip = defineTravelAgency({
  id: 'ctrip',
  name: 'Ctrip',
  aliases: ['Trip.com', 'Ctrip Travel', '携程', '携程旅行'],
  description:
    'Full-service travel agency: high-speed train tickets (railway fare plus a 10 CNY booking fee; presale queue for days not yet on sale), flights from every domestic airline at airline fares, hotels from budget chains to five stars with free cancellation until the evening of arrival (the day before for starred hotels), and self-drive car rental.',
  traits: { price: 'mid', service: 'full', trainServiceFee: 10, hotelCancellation: 'lenient', carRental: true },
  terms: {
    brand: 'Ctrip',
    idPrefix: 'ctrip',
    trainServiceFee: 10,
    flightPriceFactor: 1,
    flightRefund: {
      'economy class': [[168, 0.1], [48, 0.2], [4, 0.3], [0, 0.5]],
      'business class': [[168, 0.05], [48, 0.1], [4, 0.15], [0, 0.25]],
    },
    hotelPriceFactor: 1,
    // Budget and comfort hotels: free until 18:00 on the day of arrival; starred hotels: until 18:00 the day before.
    hotelFreeCancelHours: (grade) => (grade === 'budget' || grade === 'comfort' ? 18 : -6),
    dayUseFreeCancelHours: 2,
    carFreeCancelHours: 2,
    minorPolicyId: 'ctrip.minor_intercity_tickets',
  },
  carRental: true,
  policies: [rentalDriverAge],
})
