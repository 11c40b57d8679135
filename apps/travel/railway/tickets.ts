import { z } from 'zod'
import { conflict, hashString, notFound, ownEntry, type ToolContext } from '../../kit/index.ts'
import { SEAT_CLASSES, TRAIN_TYPES, type SeatClass, type TrainType } from '../rail/fares.ts'
import { durationText } from '../world/geo.ts'
import { travelCity } from '../world/outline.ts'
import type { Hub } from '../world/hubs.ts'
import type { TravelPoint } from '../world/locate.ts'

/** A 12306 ticket order as the session keeps it (`tickets.rail_0001`), and how the app shows it. */
export interface Passenger {
  name: string
  /** Masked resident ID, as the ticket prints it. */
  idNumber: string
  seat: string
}

export interface StationRef {
  id: string
  name: string
}

export interface RailTicket {
  ticketId: string
  /** 12306 order number, E + 9 digits. */
  orderNo: string
  status: 'issued' | 'refunded'
  trainNumber: string
  trainType: TrainType
  trainset: string
  from: StationRef
  to: StationRef
  date: string
  departAt: string
  arriveAt: string
  durationMin: number
  seatClass: SeatClass
  passengers: Passenger[]
  unitFare: number
  /** What the order has cost so far: the fare, plus or minus change differences. */
  paid: number
  paymentMethod: string
  bookedAt: string
  /** 改签: a ticket may be changed once. */
  changedFrom?: { trainNumber: string; departAt: string; seatClass: SeatClass; unitFare: number }
  /** Changed within 8 days of the original departure: a later refund costs at least 5%. */
  changedLate?: boolean
  refundedAt?: string
  refundFee?: number
  refund?: number
}

export interface RailwayState {
  tickets: Record<string, RailTicket>
}

export const emptyRailway = (): RailwayState => ({ tickets: {} })

export const TICKET_STATUSES = ['issued', 'travelling', 'completed', 'refunded'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export function ticketStatus(t: RailTicket, now: number): TicketStatus {
  if (t.status === 'refunded') return 'refunded'
  if (now >= Date.parse(t.arriveAt)) return 'completed'
  if (now >= Date.parse(t.departAt)) return 'travelling'
  return 'issued'
}

export function findTicket(state: RailwayState, id: string): RailTicket {
  const t = ownEntry(state.tickets, id)
  if (!t) throw notFound(`12306 has no ticket order "${id}" in this account`)
  return t
}

/** Seats every live ticket of this account holds, for inventory. */
export function* heldTickets(state: RailwayState): Generator<{ number: string; date: string; seat: string; count: number }> {
  for (const t of Object.values(state.tickets)) if (t.status === 'issued') yield { number: t.trainNumber, date: t.date, seat: t.seatClass, count: t.passengers.length }
}

/** Resident ID region prefixes of the travel cities (first three digits). */
const REGION: Readonly<Record<string, string>> = { beijing: '110', shanghai: '310', tianjin: '120', chongqing: '500', hangzhou: '330', shenzhen: '440', guangzhou: '440' }

export const maskedId = (ctx: ToolContext, name: string): string =>
  `${REGION[ctx.places.resolveCity(ctx.user.city) ?? ''] ?? '110'}***********${String(hashString(`id-card:${ctx.user.id}:${name}`) % 10_000).padStart(4, '0')}`

/**
 * Real-name rule: one person may hold one ticket per train and day, and no two trips that overlap.
 * Refuses (409) naming the passenger and the ticket that clashes.
 */
export function checkRealName(state: RailwayState, names: readonly string[], trainNumber: string, date: string, departAt: number, arriveAt: number, except?: string): void {
  for (const t of Object.values(state.tickets)) {
    if (t.status !== 'issued' || t.ticketId === except) continue
    const clash = t.passengers.find((p) => names.includes(p.name))
    if (!clash) continue
    const sameTrain = t.trainNumber === trainNumber && t.date === date
    const overlaps = departAt < Date.parse(t.arriveAt) && Date.parse(t.departAt) < arriveAt
    if (sameTrain || overlaps) {
      throw conflict(`Real-name rule: ${clash.name} already holds ${t.trainNumber} on ${t.date} (${t.ticketId}), ${sameTrain ? 'the same train' : 'a trip at the same time'}; one person cannot hold both`)
    }
  }
}

export const stationPoint = (ctx: ToolContext, h: Hub): TravelPoint => ({ id: h.id, name: h.name, city: travelCity(ctx, h.city)!, kind: 'station', lat: h.lat, lng: h.lng, hub: h })

const shown = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`

export const ticketView = z.object({
  ticketId: z.string(),
  orderNo: z.string(),
  status: z.enum(TICKET_STATUSES),
  trainNumber: z.string(),
  trainType: z.enum(TRAIN_TYPES),
  trainset: z.string(),
  from: z.string(),
  to: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  duration: z.string(),
  seatClass: z.enum(SEAT_CLASSES),
  passengers: z.array(z.object({ name: z.string(), idNumber: z.string(), seat: z.string() })),
  unitFare: z.number(),
  paid: z.number(),
  currency: z.literal('CNY'),
  paymentMethod: z.string(),
  changedFrom: z.string().optional().describe('The train the ticket was changed from.'),
  canChange: z.boolean(),
  refundedAt: z.string().optional(),
  refundFee: z.number().optional(),
  refund: z.number().optional(),
})

export function viewTicket(t: RailTicket, now: number): z.input<typeof ticketView> {
  const status = ticketStatus(t, now)
  return {
    ticketId: t.ticketId, orderNo: t.orderNo, status, trainNumber: t.trainNumber, trainType: t.trainType, trainset: t.trainset, from: t.from.name, to: t.to.name,
    departAt: shown(t.departAt), arriveAt: shown(t.arriveAt), duration: durationText(t.durationMin), seatClass: t.seatClass, passengers: t.passengers,
    unitFare: t.unitFare, paid: t.paid, currency: 'CNY', paymentMethod: t.paymentMethod, canChange: status === 'issued' && !t.changedFrom,
    ...(t.changedFrom ? { changedFrom: `${t.changedFrom.trainNumber} ${shown(t.changedFrom.departAt)} (${t.changedFrom.seatClass})` } : {}),
    ...(t.status === 'refunded' ? { refundedAt: shown(t.refundedAt!), refundFee: t.refundFee ?? 0, refund: t.refund ?? 0 } : {}),
  }
}
