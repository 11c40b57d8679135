import { z } from 'zod'
import { hashString, toDisplay } from '../kit/index.ts'
import { carriers, hubName, networkCityById, SF_AIR_HUB, type Company, type ShippingType } from './network.ts'
import type { Parcel } from './parcel.ts'
import type { Fee, Zone } from './pricing.ts'
import { deliveryPromise, type Endpoint, type Timeline } from './route.ts'

/** A parcel's record (the user's own, or one of the world's network) and its tracking view at a time. */

export interface Courier {
  name: string
  phone: string
}

export interface ShipmentRecord {
  shipmentId: string
  waybillNo: string
  company: Company
  shippingType: ShippingType
  sender: Endpoint
  receiver: Endpoint
  parcel: Parcel
  distanceKm: number
  zone: Zone
  fee: Fee
  /** Every leg, ISO 8601 (+08:00). */
  timeline: { createdAt: string; pickupAt: string; departAt: string; arriveAt: string; outAt: string; deliveredAt: string; viaAirHub: boolean }
  pickupCourier: Courier
  deliveryCourier: Courier
  /** Where the parcel is left: the recipient in person, a locker, or a Cainiao Station with a pickup code. */
  deliveredTo: string
  status: 'active' | 'cancelled'
  cancelledAt?: string
  cancelReason?: string
}

export interface DeliveryState {
  shipments: Record<string, ShipmentRecord>
}

export const TRACKING_STATUSES = ['pending_pickup', 'picked_up', 'in_transit', 'arrived_at_destination', 'out_for_delivery', 'delivered', 'cancelled'] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

const statusText: Readonly<Record<TrackingStatus, string>> = {
  pending_pickup: 'Waiting for pickup (待揽收)',
  picked_up: 'Picked up (已揽收)',
  in_transit: 'In transit (运输中)',
  arrived_at_destination: 'At the destination hub (到达目的地)',
  out_for_delivery: 'Out for delivery (派送中)',
  delivered: 'Delivered (已签收)',
  cancelled: 'Cancelled (已取消)',
}

const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Luo', 'Gao']
const GIVEN = ['Jun', 'Wei', 'Qiang', 'Lei', 'Peng', 'Tao', 'Bin', 'Hao', 'Gang', 'Long', 'Fei', 'Chao', 'Jie', 'Yong', 'Bo', 'Kai']
const PHONE = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '177', '199', '188']

/** A courier derived from a key: stable without being stored anywhere. */
export function courierFor(key: string): Courier {
  const h = hashString(key)
  const tail = String(h % 10_000).padStart(4, '0')
  return { name: `${SURNAMES[h % SURNAMES.length]} ${GIVEN[(h >>> 5) % GIVEN.length]}`, phone: `${PHONE[(h >>> 10) % PHONE.length]}****${tail}` }
}

export const timelineOf = (r: ShipmentRecord): Timeline => ({
  createdAt: Date.parse(r.timeline.createdAt),
  pickupAt: Date.parse(r.timeline.pickupAt),
  departAt: Date.parse(r.timeline.departAt),
  arriveAt: Date.parse(r.timeline.arriveAt),
  outAt: Date.parse(r.timeline.outAt),
  deliveredAt: Date.parse(r.timeline.deliveredAt),
  viaAirHub: r.timeline.viaAirHub,
})

export function statusAt(r: ShipmentRecord, now: number, t: Timeline = timelineOf(r)): TrackingStatus {
  if (r.status === 'cancelled') return 'cancelled'
  if (now >= t.deliveredAt) return 'delivered'
  if (now >= t.outAt) return 'out_for_delivery'
  if (now >= t.arriveAt) return 'arrived_at_destination'
  if (now >= t.departAt) return 'in_transit'
  if (now >= t.pickupAt) return 'picked_up'
  return 'pending_pickup'
}

export const trackingEventSchema = z.object({ time: z.string(), status: z.enum(TRACKING_STATUSES), location: z.string(), description: z.string() })
type TrackingEvent = z.infer<typeof trackingEventSchema>

const cityName = (id: string) => networkCityById.get(id)?.name ?? id
const placeLine = (city: string, district: string) => (district && district !== city ? `${city} · ${district}` : city)

/** Every event up to `now`, latest first, as a tracking page lists them. */
export function eventsUntil(r: ShipmentRecord, now: number, own: boolean, t: Timeline = timelineOf(r)): TrackingEvent[] {
  const carrier = carriers[r.company]
  const sameCity = r.sender.city === r.receiver.city
  const from = cityName(r.sender.city)
  const to = cityName(r.receiver.city)
  const mid = Math.round((t.departAt + t.arriveAt) / 2 / 60_000) * 60_000
  const all: [number, TrackingStatus, string, string][] = [
    [t.createdAt, 'pending_pickup', from, own ? `Order placed on Cainiao Guoguo; a ${carrier.name} courier will collect it` : `${carrier.name} received the shipment details from the sender`],
    [t.pickupAt, 'picked_up', placeLine(from, r.sender.district), `Picked up by ${carrier.name} courier ${r.pickupCourier.name} (${r.pickupCourier.phone})`],
    [t.departAt, 'in_transit', from, sameCity ? `Sorted at ${hubName(r.company, r.sender.city)}` : `Departed ${hubName(r.company, r.sender.city)}`],
    ...(sameCity
      ? []
      : [[mid, 'in_transit', t.viaAirHub ? 'Ezhou' : `${from} → ${to}`, t.viaAirHub ? `Transited ${SF_AIR_HUB}, flying to ${to}` : `On the line-haul truck to ${to}`] as [number, TrackingStatus, string, string]]),
    [t.arriveAt, 'arrived_at_destination', to, sameCity ? `Arrived at the ${carrier.name} ${r.receiver.district} delivery station` : `Arrived at ${hubName(r.company, r.receiver.city)}`],
    [t.outAt, 'out_for_delivery', placeLine(to, r.receiver.district), `Out for delivery with courier ${r.deliveryCourier.name} (${r.deliveryCourier.phone})`],
    [t.deliveredAt, 'delivered', placeLine(to, r.receiver.district), `Delivered: ${r.deliveredTo}`],
  ]
  const until = r.status === 'cancelled' && r.cancelledAt ? Math.min(now, Date.parse(r.cancelledAt)) : now
  const events: TrackingEvent[] = all.filter(([at]) => at <= until).map(([at, status, location, description]) => ({ time: toDisplay(at), status, location, description }))
  if (r.status === 'cancelled' && r.cancelledAt) {
    events.push({ time: toDisplay(Date.parse(r.cancelledAt)), status: 'cancelled', location: from, description: `Cancelled by the sender${r.cancelReason ? `: ${r.cancelReason}` : ''}` })
  }
  return events.reverse()
}

const feeSchema = z.object({
  chargeableWeightKg: z.number(),
  volumetricWeightKg: z.number().optional(),
  firstWeightFee: z.number(),
  additionalWeightFee: z.number(),
  insuranceFee: z.number(),
  total: z.number(),
  currency: z.literal('CNY'),
})

export const trackingSchema = z.object({
  shipmentId: z.string(),
  waybillNo: z.string(),
  company: z.enum(['SF', 'STO']),
  carrier: z.string(),
  product: z.string(),
  status: z.enum(TRACKING_STATUSES),
  statusText: z.string(),
  origin: z.string(),
  destination: z.string(),
  distanceKm: z.number(),
  weightKg: z.number(),
  estimatedDelivery: z.string(),
  deliveredAt: z.string().optional(),
  sentFromThisAccount: z.boolean(),
  fee: feeSchema.optional(),
  events: z.array(trackingEventSchema),
})

export function trackingView(r: ShipmentRecord, now: number, own: boolean): z.input<typeof trackingSchema> {
  const t = timelineOf(r)
  const status = statusAt(r, now, t)
  const carrier = carriers[r.company]
  return {
    shipmentId: r.shipmentId,
    waybillNo: r.waybillNo,
    company: r.company,
    carrier: `${carrier.name} (${carrier.nameZh})`,
    product: carrier.products[r.shippingType],
    status,
    statusText: statusText[status],
    origin: `${r.sender.name}, ${cityName(r.sender.city)}`,
    destination: `${r.receiver.name}, ${cityName(r.receiver.city)}`,
    distanceKm: r.distanceKm,
    weightKg: r.parcel.weightKg,
    estimatedDelivery: status === 'cancelled' ? 'cancelled' : deliveryPromise(t.deliveredAt),
    ...(status === 'delivered' ? { deliveredAt: toDisplay(t.deliveredAt) } : {}),
    sentFromThisAccount: own,
    ...(own ? { fee: r.fee } : {}),
    events: eventsUntil(r, now, own, t),
  }
}
