// The travel apps
export { ctrip } from './ctrip.ts'
export { qunar } from './qunar.ts'
export { chinaRailway12306 } from './china-railway-12306.ts'

// The travel-agency factory (Ctrip, Qunar) and its state
export { defineTravelAgency, minorTicketPolicy } from './agency/index.ts'
export type { TravelAgencySpec } from './agency/index.ts'
export type { AgencyState, AgencyTerms, Booking, TicketBooking, HotelBooking, CarBooking, Leg } from './agency/index.ts'
export type { RailwayState, RailTicket } from './railway/tickets.ts'

// The railway's fares and rules, shared by 12306 and the agencies (for comparisons and tests)
export { fareFor, railRefundFee, railRefundRate, SEAT_CLASSES, TRAIN_TYPES, PRESALE_DAYS } from './rail/fares.ts'
export type { SeatClass, TrainType } from './rail/fares.ts'

// Hotel grades as the agencies grade them (budget to luxury), read from a hotel's name
export { gradeOfName, HOTEL_GRADES } from './hotels/brands.ts'
export type { HotelGrade } from './hotels/brands.ts'

// Every travel app, for the catalog
import type { App } from '../kit/index.ts'
import { chinaRailway12306 } from './china-railway-12306.ts'
import { ctrip } from './ctrip.ts'
import { qunar } from './qunar.ts'
export const travelApps: readonly App[] = [ctrip, qunar, chinaRailway12306]
