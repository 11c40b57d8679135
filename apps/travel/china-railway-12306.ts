import { defineApp } from '../kit/index.ts'
import { cancelTrainTicket, changeTrainTicket, getTrainTicket, listTrainTickets } from './railway/after-sale.ts'
import { bookTrainTicket, searchTrains } from './railway/search-book.ts'
import { emptyRailway, type RailwayState } from './railway/tickets.ts'

/**
 * China Railway 12306 (铁路12306): the railway's own ticket office. Every train type and class at
 * the official fare with no service fee, real-name tickets, 15-day presale, one change per ticket,
 * and the railway's refund rule. Shares its timetable with the travel agencies that resell it.
 */
export const chinaRailway12306 = defineApp<RailwayState>({
  id: 'china_railway_12306',
  name: 'China Railway 12306',
  aliases: ['12306', 'Railway 12306', '铁路12306', '中国铁路12306'],
  domain: 'travel',
  description:
    "China Railway's official ticket app: G/D/C high-speed and K conventional trains (sleepers included) at official fares with no service fee; real-name tickets, up to 5 passengers per order, sales open 15 days ahead; one change (改签) per ticket; refunds free 8+ days ahead, then 5%, 10% within 48 h, 20% within 24 h.",
  traits: { price: 'official', serviceFee: 0, trains: 'all types', presaleDays: 15 },
  initialState: emptyRailway,
  tools: [searchTrains, bookTrainTicket, getTrainTicket, listTrainTickets, changeTrainTicket, cancelTrainTicket],
})
