import { z } from 'zod'
import { durationText } from '../world/geo.ts'
import type { Booking, Leg } from './types.ts'

/** How an agency shows a booking: its live status follows the virtual clock. */
export const BOOKING_STATUSES = ['awaiting_release', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** `2026-03-02T09:00:00+08:00` -> `2026-03-02 09:00`: stored times are CST wall-clock already. */
export const shown = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`

function span(b: Booking): [number, number] {
  if (b.kind === 'ticket') return [Date.parse(b.legs[0]!.departAt), Date.parse(b.legs[b.legs.length - 1]!.arriveAt)]
  if (b.kind === 'hotel') return [Date.parse(b.checkIn), Date.parse(b.checkOut)]
  return [Date.parse(b.pickupAt), Date.parse(b.returnAt)]
}

export function liveStatus(b: Booking, now: number): BookingStatus {
  if (b.status === 'cancelled') return 'cancelled'
  const [start, end] = span(b)
  if (now >= end) return 'completed'
  if (now >= start) return 'in_progress'
  if (b.kind === 'ticket' && b.issuesAt && now < Date.parse(b.issuesAt)) return 'awaiting_release'
  return 'confirmed'
}

const legView = z.object({
  mode: z.enum(['train', 'flight']),
  number: z.string(),
  carrier: z.string(),
  equipment: z.string(),
  from: z.object({ id: z.string(), name: z.string(), code: z.string().optional() }),
  to: z.object({ id: z.string(), name: z.string(), code: z.string().optional() }),
  departAt: z.string(),
  arriveAt: z.string(),
  duration: z.string(),
  seatClass: z.string(),
  unitFare: z.number(),
  unitTaxes: z.number().optional(),
  seats: z.array(z.string()).optional().describe('Assigned seats (trains); flights choose seats at online check-in.'),
})

export const bookingView = z.object({
  bookingId: z.string(),
  kind: z.enum(['ticket', 'hotel', 'car']),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  bookedAt: z.string(),
  paymentMethod: z.string(),
  total: z.number(),
  currency: z.literal('CNY'),
  ticket: z
    .object({
      mode: z.enum(['train', 'flight']),
      ticketType: z.enum(['one-way', 'round-trip']),
      count: z.number().int(),
      legs: z.array(legView),
      fare: z.number(),
      taxes: z.number(),
      serviceFee: z.number(),
      issuesAt: z.string().optional(),
    })
    .optional(),
  hotel: z
    .object({
      hotelId: z.string(),
      name: z.string(),
      nameZh: z.string(),
      grade: z.string(),
      stars: z.number().int(),
      address: z.string(),
      roomType: z.string(),
      rooms: z.number().int(),
      guestCount: z.number().int(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      dayUse: z.boolean(),
    })
    .optional(),
  car: z
    .object({
      vendor: z.string(),
      pickupStore: z.string(),
      dropoffLocation: z.string(),
      oneWay: z.boolean(),
      vehicleModel: z.string(),
      carType: z.string(),
      model: z.string(),
      seats: z.number().int(),
      plate: z.string(),
      pickupAt: z.string(),
      returnAt: z.string(),
      days: z.number().int(),
      dailyRate: z.number(),
      insurance: z.number(),
      serviceFee: z.number(),
      oneWayFee: z.number(),
      deposit: z.number(),
    })
    .optional(),
  freeCancellationUntil: z.string().optional(),
  cancellationPolicy: z.string(),
  notices: z.array(z.string()).optional(),
  cancelledAt: z.string().optional(),
  cancellationFee: z.number().optional(),
  refund: z.number().optional(),
  cancelReason: z.string().optional(),
})
export type BookingView = z.input<typeof bookingView>

export function titleOf(b: Booking): string {
  if (b.kind === 'ticket') {
    const first = b.legs[0]!
    return `${first.number} ${first.from.name} -> ${first.to.name}${b.ticketType === 'round-trip' ? ' (round trip)' : ''}, ${shown(first.departAt)}`
  }
  if (b.kind === 'hotel') return `${b.hotelName}, ${b.dayUse ? 'day use' : `${b.nights} night${b.nights === 1 ? '' : 's'}`} from ${b.checkIn.slice(0, 10)}`
  return `${b.model} from ${b.pickupStore}, ${shown(b.pickupAt)}`
}

const viewLeg = (l: Leg): z.input<typeof legView> => ({
  mode: l.mode, number: l.number, carrier: l.carrier, equipment: l.equipment, from: l.from, to: l.to,
  departAt: shown(l.departAt), arriveAt: shown(l.arriveAt), duration: durationText(l.durationMin), seatClass: l.seatClass, unitFare: l.unitFare,
  ...(l.mode === 'flight' ? { unitTaxes: l.unitTaxes } : { seats: l.seats }),
})

export function viewBooking(b: Booking, now: number, policy: { freeUntil?: string; text: string }): BookingView {
  const status = liveStatus(b, now)
  const view: BookingView = {
    bookingId: b.bookingId, kind: b.kind, status, title: titleOf(b), bookedAt: shown(b.bookedAt), paymentMethod: b.paymentMethod, total: b.total, currency: 'CNY',
    cancellationPolicy: policy.text,
  }
  if (b.kind === 'ticket') {
    const legs = b.legs.map(viewLeg)
    // Seats of a presale order are only known once the tickets are issued.
    if (status === 'awaiting_release') for (const l of legs) delete l.seats
    view.ticket = { mode: b.mode, ticketType: b.ticketType, count: b.count, legs, fare: b.fare, taxes: b.taxes, serviceFee: b.serviceFee, ...(b.issuesAt ? { issuesAt: shown(b.issuesAt) } : {}) }
  } else if (b.kind === 'hotel') {
    view.hotel = {
      hotelId: b.hotelId, name: b.hotelName, nameZh: b.hotelNameZh, grade: b.grade, stars: b.stars, address: b.address, roomType: b.roomType, rooms: b.rooms,
      guestCount: b.guestCount, checkIn: shown(b.checkIn), checkOut: shown(b.checkOut), nights: b.nights, dayUse: b.dayUse,
    }
  } else {
    view.car = {
      vendor: b.vendor, pickupStore: b.pickupStore, dropoffLocation: b.dropoffLocation, oneWay: b.oneWay, vehicleModel: b.vehicleModel, carType: b.carType, model: b.model,
      seats: b.seats, plate: b.plate, pickupAt: shown(b.pickupAt), returnAt: shown(b.returnAt), days: b.days, dailyRate: b.dailyRate, insurance: b.insurance,
      serviceFee: b.serviceFee, oneWayFee: b.oneWayFee, deposit: b.deposit,
    }
  }
  if (policy.freeUntil && b.status === 'confirmed' && Date.parse(policy.freeUntil) > now) view.freeCancellationUntil = shown(policy.freeUntil)
  if (b.notices.length > 0) view.notices = b.notices
  if (b.status === 'cancelled') {
    view.cancelledAt = shown(b.cancelledAt!)
    view.cancellationFee = b.cancellationFee ?? 0
    view.refund = b.refund ?? 0
    if (b.cancelReason) view.cancelReason = b.cancelReason
  }
  return view
}

export const bookingSummary = z.object({
  bookingId: z.string(),
  kind: z.enum(['ticket', 'hotel', 'car']),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  startsAt: z.string(),
  total: z.number(),
})

const startText = (b: Booking): string => shown(b.kind === 'ticket' ? b.legs[0]!.departAt : b.kind === 'hotel' ? b.checkIn : b.pickupAt)

export const summarize = (b: Booking, now: number): z.input<typeof bookingSummary> => ({
  bookingId: b.bookingId, kind: b.kind, status: liveStatus(b, now), title: titleOf(b), startsAt: startText(b), total: b.total,
})
