import { defineTravelAgency } from './agency/index.ts'

/**
 * Qunar (去哪儿): the price-comparison travel agency. Its flights and hotels come largely from
 * third-party agents, so they sell below Ctrip's, but the agents' refund terms are stricter: dearer
 * flight refunds and hotel cancellation only until three days before arrival. No car rental.
 */
export const qunar = defineTravelAgency({
  id: 'qunar',
  name: 'Qunar',
  aliases: ['Qunar.com', 'Qunar Travel', '去哪儿', '去哪儿旅行', '去哪儿网'],
  description:
    'Price-comparison travel agency: flights and hotels from third-party agents at lower prices than the big agencies (flights about 5% under airline fares, hotels about 7% under), train tickets with a 5 CNY fee; stricter terms: hotel rooms are free to cancel only until 14:00 three days before arrival, flight refunds cost more.',
  traits: { price: 'low', service: 'agents', trainServiceFee: 5, hotelCancellation: 'strict', carRental: false },
  terms: {
    brand: 'Qunar',
    idPrefix: 'qunar',
    trainServiceFee: 5,
    flightPriceFactor: 0.95,
    flightRefund: {
      'economy class': [[168, 0.2], [48, 0.3], [4, 0.4], [0, 0.6]],
      'business class': [[168, 0.1], [48, 0.2], [4, 0.3], [0, 0.4]],
    },
    hotelPriceFactor: 0.93,
    hotelFreeCancelHours: () => -58,
    dayUseFreeCancelHours: 24,
    carFreeCancelHours: 2,
    minorPolicyId: 'qunar.minor_intercity_tickets',
  },
})
