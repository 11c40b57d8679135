import type { Cabin } from '../air/flights.ts'
import type { CarType, VehicleModel } from '../cars/fleet.ts'
import type { HotelGrade } from '../hotels/brands.ts'
import type { SeatClass, TrainType } from '../rail/fares.ts'

/**
 * A travel agency's bookings as the session keeps them (`bookings.ctrip_0001`), and the terms on
 * which one agency differs from another sharing the interface (Ctrip, Qunar).
 */
export interface HubRef {
  id: string
  name: string
  /** IATA code of an airport. */
  code?: string
}

export interface Leg {
  mode: 'train' | 'flight'
  /** 'G1', 'CA1501'. */
  number: string
  carrier: string
  trainType?: TrainType
  /** Trainset or aircraft. */
  equipment: string
  from: HubRef
  to: HubRef
  date: string
  departAt: string
  arriveAt: string
  durationMin: number
  seatClass: SeatClass | Cabin
  /** Per passenger, CNY. */
  unitFare: number
  /** Airport fee and fuel surcharge per passenger (flights). */
  unitTaxes: number
  seats: string[]
}

interface BookingBase {
  bookingId: string
  status: 'confirmed' | 'cancelled'
  bookedAt: string
  paymentMethod: string
  total: number
  notices: string[]
  cancelledAt?: string
  cancellationFee?: number
  refund?: number
  cancelReason?: string
}

export interface TicketBooking extends BookingBase {
  kind: 'ticket'
  mode: 'train' | 'flight'
  ticketType: 'one-way' | 'round-trip'
  count: number
  legs: Leg[]
  fare: number
  taxes: number
  serviceFee: number
  /** Train tickets beyond the presale window are issued when sales open (预约抢票). */
  issuesAt?: string
}

export interface HotelBooking extends BookingBase {
  kind: 'hotel'
  hotelId: string
  hotelName: string
  hotelNameZh: string
  grade: HotelGrade
  stars: number
  city: string
  address: string
  roomType: string
  rooms: number
  guestCount: number
  checkIn: string
  checkOut: string
  nights: number
  dayUse: boolean
  /** The first night (all rooms): what a late cancellation costs. */
  firstNight: number
  /** The nights booked, for inventory: first and last local day. */
  nightDates: [string, string]
  freeCancelUntil: string
}

export interface CarBooking extends BookingBase {
  kind: 'car'
  vendor: string
  storeId: string
  pickupStore: string
  dropoffLocation: string
  oneWay: boolean
  vehicleModel: VehicleModel
  carType: CarType
  model: string
  seats: number
  plate: string
  pickupAt: string
  returnAt: string
  days: number
  dailyRate: number
  insurance: number
  serviceFee: number
  oneWayFee: number
  deposit: number
}

export type Booking = TicketBooking | HotelBooking | CarBooking

export interface AgencyState {
  bookings: Record<string, Booking>
}

export const emptyAgency = (): AgencyState => ({ bookings: {} })

/** Refund fee rates by time left before departure: the first band whose `hours` is reached applies. */
export type RefundBands = readonly (readonly [hours: number, rate: number])[]

export interface AgencyTerms {
  /** Shown in descriptions and messages. */
  brand: string
  /** Prefix of booking ids: 'ctrip' -> 'ctrip_0001'. */
  idPrefix: string
  /** Per train ticket, CNY, kept on refund. */
  trainServiceFee: number
  /** Multiplies airline fares (agents' consolidated fares sell below the airline's). */
  flightPriceFactor: number
  /** Airline refund fee bands per cabin. */
  flightRefund: Readonly<Record<Cabin, RefundBands>>
  /** Multiplies hotel rates. */
  hotelPriceFactor: number
  /** Free hotel cancellation until this many hours after the start of the check-in day (negative: before it). */
  hotelFreeCancelHours: (grade: HotelGrade) => number
  /** Day-use rooms: free until this many hours before the start. */
  dayUseFreeCancelHours: number
  /** Free car cancellation until this many hours before pickup; half a day's rate after. */
  carFreeCancelHours: number
  /** Id of the under-18 ticket policy. */
  minorPolicyId: string
}
