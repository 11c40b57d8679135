import { conflict, DAY, HOUR, startOfLocalDay, toDisplay, toIso } from '../../kit/index.ts'
import { railRefundFee, railRefundRuleText } from '../rail/fares.ts'
import { round2 } from '../world/geo.ts'
import type { AgencyTerms, Booking, CarBooking, HotelBooking, RefundBands, TicketBooking } from './types.ts'

/**
 * What cancelling a booking costs, product by product: train tickets follow the railway's refund
 * rule (the agency keeps its service fee), flights the airline's bands by cabin, hotels are free
 * until a cutoff and cost the first night after it, rental cars are free until shortly before pickup.
 * Once the trip, the stay or the rental has begun, nothing can be cancelled (409).
 */
export interface CancellationTerms {
  /** ISO time until which cancelling is free, when there is such a time. */
  freeUntil?: string
  text: string
}

const hoursText = (h: number): string => (h % 24 === 0 && h >= 48 ? `${h / 24} days` : `${h} hours`)

export function bandsText(bands: RefundBands): string {
  return bands
    .map(([hours, rate], i) => {
      const pct = `${Math.round(rate * 100)}%`
      if (i === 0) return `${pct} of the fare ${hoursText(hours)} or more before departure`
      const upper = bands[i - 1]![0]
      return hours === 0 ? `${pct} in the last ${hoursText(upper)}` : `${pct} from ${hoursText(upper)} to ${hoursText(hours)}`
    })
    .join(', ')
}

const bandRate = (bands: RefundBands, hoursLeft: number): number => (bands.find(([h]) => hoursLeft >= h) ?? bands[bands.length - 1]!)[1]

export function termsOf(b: Booking, terms: AgencyTerms): CancellationTerms {
  if (b.kind === 'ticket') {
    if (b.mode === 'train') {
      const free = Date.parse(b.legs[0]!.departAt) - 8 * DAY
      return {
        ...(b.status === 'confirmed' ? { freeUntil: toIso(free) } : {}),
        text: `${railRefundRuleText} ${terms.brand} keeps its service fee of ${terms.trainServiceFee} CNY per ticket.`,
      }
    }
    const cabin = b.legs[0]!.seatClass === 'business class' ? 'business class' : 'economy class'
    return { text: `Airline refund fee (${cabin}): ${bandsText(terms.flightRefund[cabin])}; taxes are refunded in full; no refund after departure.` }
  }
  if (b.kind === 'hotel') {
    return { freeUntil: b.freeCancelUntil, text: `Free cancellation until ${toDisplay(Date.parse(b.freeCancelUntil))}; after that ${b.dayUse ? 'the day-use price' : 'the first night'} (${b.firstNight} CNY) is charged; no cancellation once the stay has begun.` }
  }
  const free = Date.parse(b.pickupAt) - terms.carFreeCancelHours * HOUR
  return { freeUntil: toIso(free), text: `Free cancellation until ${terms.carFreeCancelHours} hours before pickup; after that half a day's rate (${round2(b.dailyRate / 2)} CNY); no cancellation after pickup.` }
}

export interface CancellationCost {
  fee: number
  refund: number
}

function ticketCost(b: TicketBooking, terms: AgencyTerms, now: number): CancellationCost {
  const first = b.legs[0]!
  if (now >= Date.parse(first.departAt)) {
    throw conflict(`${first.number} left at ${toDisplay(Date.parse(first.departAt))}; a ticket cannot be refunded after departure`)
  }
  // A presale order not yet issued is simply withdrawn: everything comes back.
  if (b.issuesAt && now < Date.parse(b.issuesAt)) return { fee: 0, refund: b.total }
  let fee = 0
  for (const leg of b.legs) {
    const departAt = Date.parse(leg.departAt)
    const perTicket =
      leg.mode === 'train'
        ? railRefundFee(leg.unitFare, departAt, now)
        : Math.round(leg.unitFare * bandRate(terms.flightRefund[leg.seatClass === 'business class' ? 'business class' : 'economy class'], (departAt - now) / HOUR))
    fee += perTicket * b.count
  }
  fee = round2(fee)
  // The agency's service fee is earned on issue and is not refunded.
  return { fee, refund: round2(b.total - fee - b.serviceFee) }
}

function hotelCost(b: HotelBooking, now: number): CancellationCost {
  const lockAt = b.dayUse ? Date.parse(b.checkIn) : startOfLocalDay(Date.parse(b.checkIn)) + DAY
  if (now >= lockAt) throw conflict(`The stay at ${b.hotelName} began on ${b.checkIn.slice(0, 10)}; it can no longer be cancelled`)
  const fee = now <= Date.parse(b.freeCancelUntil) ? 0 : b.firstNight
  return { fee, refund: round2(b.total - fee) }
}

function carCost(b: CarBooking, terms: AgencyTerms, now: number): CancellationCost {
  const pickup = Date.parse(b.pickupAt)
  if (now >= pickup) throw conflict(`The ${b.model} was due for pickup at ${toDisplay(pickup)}; a rental cannot be cancelled after pickup time`)
  const fee = now <= pickup - terms.carFreeCancelHours * HOUR ? 0 : round2(b.dailyRate / 2)
  return { fee, refund: round2(b.total - fee) }
}

export function cancellationCost(b: Booking, terms: AgencyTerms, now: number): CancellationCost {
  if (b.kind === 'ticket') return ticketCost(b, terms, now)
  if (b.kind === 'hotel') return hotelCost(b, now)
  return carCost(b, terms, now)
}
