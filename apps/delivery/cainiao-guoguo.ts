import { z } from 'zod'
import { conflict, deepFreeze, defineApp, defineTool, notFound, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { buildShipment, networkParcel, waybillNumber } from './booking.ts'
import { couriersNear, courierSchema, locate, stationOpen, stationSchema, stationsNear } from './couriers.ts'
import { carriers, COMPANIES, SHIPPING_TYPES, type Company } from './network.ts'
import { packageDetailsSchema, readParcel } from './parcel.ts'
import { zoneLabels } from './pricing.ts'
import { deliveryPromise, resolveEndpoint } from './route.ts'
import { statusAt, timelineOf, trackingSchema, trackingView, TRACKING_STATUSES, type DeliveryState, type ShipmentRecord } from './shipment.ts'

const companyArg = z
  .enum(COMPANIES)
  .describe("Carrier: 'SF' (SF Express: courier within the hour, next-day delivery between big cities, about twice the price) or 'STO' (STO Express: cheapest, 2-4 days across the country).")
const shipmentIdArg = z.string().trim().min(1).max(40).describe("The shipment id from createShipment ('ship_0001') or any SF / STO waybill number.")

const endpointView = z.object({ name: z.string(), city: z.string(), district: z.string() })
const viewOf = (e: ShipmentRecord['sender']) => ({ name: e.name, city: e.cityName, district: e.district })

/** The user's own shipment by id or waybill number. */
function ownShipment(state: Readonly<DeliveryState>, id: string): ShipmentRecord | undefined {
  const text = id.trim()
  for (const key of [text, text.toLowerCase()]) if (Object.hasOwn(state.shipments, key)) return state.shipments[key]
  const upper = text.toUpperCase()
  return Object.values(state.shipments).find((s) => s.waybillNo === upper)
}

const createShipment = defineTool({
  name: 'createShipment',
  description:
    'Books a parcel pickup: a courier collects it at the sender address and it is delivered to the receiver. Returns the waybill, the fee (first kilogram plus each further one, by distance; paid to the courier at pickup), the pickup time and the promised delivery.',
  effect: 'write',
  input: z.object({
    senderAddress: z.string().trim().min(1).max(200).describe("Where the courier collects the parcel: a saved place ('home', 'office'), a landmark or a street address."),
    receiverAddress: z.string().trim().min(1).max(200).describe('Where the parcel goes: an address in any city.'),
    packageDetails: packageDetailsSchema.describe('The parcel: weight (required), dimensions, contents, declared value.'),
    shippingCompany: companyArg.optional().describe("Carrier: 'SF' (fast, dear) or 'STO' (cheap, slow). Default STO, or SF for shippingType 'fast'."),
    shippingType: z.enum(SHIPPING_TYPES).optional().describe("'standard' (default) or 'fast' (SF Priority: by air between distant cities, same-day within a city; STO Priority: about a day sooner)."),
  }),
  output: z.object({
    shipmentId: z.string(),
    waybillNo: z.string(),
    company: z.enum(COMPANIES),
    carrier: z.string(),
    product: z.string(),
    status: z.enum(TRACKING_STATUSES),
    sender: endpointView,
    receiver: endpointView,
    distanceKm: z.number(),
    zone: z.string(),
    fee: trackingSchema.shape.fee.unwrap(),
    payment: z.string(),
    pickup: z.object({ courier: z.string(), phone: z.string(), expectedAt: z.string() }),
    estimatedDelivery: z.string(),
    message: z.string(),
  }),
  run(state: DeliveryState, args, ctx) {
    const shippingType = args.shippingType ?? 'standard'
    const company: Company = args.shippingCompany ?? (shippingType === 'fast' ? 'SF' : 'STO')
    const parcel = readParcel(args.packageDetails)
    const sender = resolveEndpoint(ctx, args.senderAddress)
    const receiver = resolveEndpoint(ctx, args.receiverAddress)
    const rng = ctx.rng
    const record = buildShipment(ctx, rng, {
      shipmentId: ctx.ids.next('ship'),
      waybillNo: waybillNumber(company, rng.next),
      company,
      shippingType,
      sender,
      receiver,
      parcel,
      createdAt: ctx.now,
    })
    // Frozen before it joins the draft: the commit then has nothing new to walk.
    state.shipments[record.shipmentId] = deepFreeze(record)
    const t = timelineOf(record)
    const carrier = carriers[company]
    return {
      shipmentId: record.shipmentId,
      waybillNo: record.waybillNo,
      company,
      carrier: `${carrier.name} (${carrier.nameZh})`,
      product: carrier.products[shippingType],
      status: statusAt(record, ctx.now),
      sender: viewOf(sender),
      receiver: viewOf(receiver),
      distanceKm: record.distanceKm,
      zone: zoneLabels[record.zone],
      fee: record.fee,
      payment: 'Paid to the courier at pickup (Alipay or WeChat Pay)',
      pickup: { courier: record.pickupCourier.name, phone: record.pickupCourier.phone, expectedAt: toDisplay(t.pickupAt) },
      estimatedDelivery: deliveryPromise(t.deliveredAt),
      message: `${carrier.name} courier ${record.pickupCourier.name} will collect the parcel around ${toDisplay(t.pickupAt)}; ${record.fee.total.toFixed(2)} CNY for ${record.fee.chargeableWeightKg} kg.`,
    }
  },
})

const getShipmentStatus = defineTool({
  name: 'getShipmentStatus',
  description: "Tracks a parcel: the user's own shipment or any SF / STO waybill. Current status, estimated delivery and every scan so far (pickup, hubs, out for delivery, delivered), latest first.",
  effect: 'read',
  input: z.object({ shipmentId: shipmentIdArg, shippingCompany: companyArg.optional().describe("Carrier of the waybill, 'SF' or 'STO', when the number does not say.") }),
  output: trackingSchema,
  run(state: DeliveryState, args, ctx) {
    const own = ownShipment(state, args.shipmentId)
    if (own) return trackingView(own, ctx.now, true)
    const parcel = networkParcel(ctx, args.shipmentId, args.shippingCompany)
    if (!parcel) throw notFound(`No shipment "${args.shipmentId}": neither one of yours nor a valid SF or STO waybill number`)
    return trackingView(parcel, ctx.now, false)
  },
})

const getCourierLocations = defineTool({
  name: 'getCourierLocations',
  description: 'Shows the Cainiao Stations (菜鸟驿站) near a location, for dropping off or collecting parcels, and the SF / STO couriers working the area now, with distance and how soon they can pick up.',
  effect: 'read',
  input: z.object({
    location: z.string().trim().min(1).max(200).describe("Where you are: coordinates ('39.99, 116.47'), a saved place ('home') or an address."),
    shippingCompany: companyArg.optional().describe("Only this carrier's couriers ('SF' or 'STO'); both when omitted."),
  }),
  output: z.object({
    location: z.object({ query: z.string(), name: z.string(), city: z.string().nullable(), lat: z.number(), lng: z.number() }),
    serviceable: z.boolean(),
    stations: z.array(stationSchema),
    couriers: z.array(courierSchema),
    message: z.string(),
  }),
  run(_state: DeliveryState, args, ctx: ToolContext) {
    const where = locate(ctx, args.location)
    const location = { query: where.query, name: where.name, city: where.city, lat: where.lat, lng: where.lng }
    if (!where.serviceable) {
      return { location, serviceable: false, stations: [], couriers: [], message: 'No Cainiao Stations or couriers here: pickup and delivery cover mainland Chinese cities.' }
    }
    const companies = args.shippingCompany ? [args.shippingCompany] : COMPANIES
    // What is around a point changes by the half hour (opening hours, couriers' rounds): memoized per half hour.
    const around = ctx.memo(`around:${where.lat},${where.lng}:${companies.join('+')}:${Math.floor(ctx.now / 1_800_000)}`, () => {
      const stations = stationsNear(ctx, where).map(({ open, close, ...s }) => ({
        ...s,
        hours: `${String(open).padStart(2, '0')}:00-${close}:00`,
        openNow: stationOpen({ open, close }, ctx.now),
        services: ['collect parcels with a pickup code', 'send parcels (SF, STO, YTO, ZTO, Yunda)'],
      }))
      const couriers = couriersNear(where, companies, ctx.now)
      const message =
        couriers.length > 0
          ? `${couriers.length} courier${couriers.length > 1 ? 's' : ''} nearby; the nearest can pick up in about ${Math.min(...couriers.map((c) => c.pickupEtaMinutes))} minutes.`
          : `No ${companies.join(' / ')} couriers on duty now (SF 08:00-21:00, STO 08:30-19:00); drop the parcel at a Cainiao Station or book a pickup for later.`
      return deepFreeze({ serviceable: true, stations, couriers, message })
    })
    return { location, ...around }
  },
})

const cancelShipment = defineTool({
  name: 'cancelShipment',
  description: 'Cancels a shipment you booked, free of charge, as long as the courier has not picked it up yet.',
  effect: 'write',
  input: z.object({ shipmentId: shipmentIdArg, reason: z.string().trim().min(1).max(200).optional().describe("Why, e.g. 'sent by mistake'.") }),
  output: z.object({ shipmentId: z.string(), waybillNo: z.string(), status: z.literal('cancelled'), cancelledAt: z.string(), refund: z.number(), message: z.string() }),
  run(state: DeliveryState, args, ctx) {
    const found = ownShipment(ctx.committed as DeliveryState, args.shipmentId)
    if (!found) throw notFound(`No shipment "${args.shipmentId}" sent from this account`)
    const status = statusAt(found, ctx.now)
    if (status === 'cancelled') throw conflict(`${found.shipmentId} was already cancelled at ${toDisplay(Date.parse(found.cancelledAt!))}`)
    if (status !== 'pending_pickup') {
      throw conflict(`${found.shipmentId} was picked up at ${toDisplay(timelineOf(found).pickupAt)} and is ${status.replace(/_/g, ' ')}; ask ${carriers[found.company].name} to return it to the sender instead`)
    }
    const record = state.shipments[found.shipmentId]!
    record.status = 'cancelled'
    record.cancelledAt = toIso(ctx.now)
    if (args.reason) record.cancelReason = args.reason
    return {
      shipmentId: found.shipmentId,
      waybillNo: found.waybillNo,
      status: 'cancelled' as const,
      cancelledAt: toDisplay(ctx.now),
      refund: 0,
      message: `Cancelled before pickup: nothing to pay, courier ${found.pickupCourier.name} has been told.`,
    }
  },
})

const listShipments = defineTool({
  name: 'listShipments',
  description: 'The shipments you booked, latest first, with their live status; getShipmentStatus gives the full tracking.',
  effect: 'read',
  input: z.object({
    status: z.enum(TRACKING_STATUSES).optional().describe('Only shipments currently in this status.'),
    limit: z.number().int().min(1).max(50).optional().describe('At most this many (default 10).'),
  }),
  output: z.object({
    count: z.number().int(),
    shipments: z.array(
      z.object({
        shipmentId: z.string(), waybillNo: z.string(), company: z.enum(COMPANIES), status: z.enum(TRACKING_STATUSES),
        receiver: endpointView, createdAt: z.string(), estimatedDelivery: z.string(), fee: z.number(),
      }),
    ),
  }),
  run(state: DeliveryState, args, ctx) {
    const latestFirst = Object.values(state.shipments)
      .reverse()
      .map((s) => {
        const t = timelineOf(s)
        return { s, t, status: statusAt(s, ctx.now, t) }
      })
    const matching = args.status ? latestFirst.filter((x) => x.status === args.status) : latestFirst
    return {
      count: matching.length,
      shipments: matching.slice(0, args.limit ?? 10).map(({ s, t, status }) => ({
        shipmentId: s.shipmentId, waybillNo: s.waybillNo, company: s.company, status, receiver: viewOf(s.receiver),
        createdAt: toDisplay(t.createdAt), estimatedDelivery: s.status === 'cancelled' ? 'cancelled' : deliveryPromise(t.deliveredAt), fee: s.fee.total,
      })),
    }
  },
})

/** Cainiao Guoguo (菜鸟裹裹): Alibaba's parcel app for sending with any carrier and tracking every parcel. */
export const cainiaoGuoguo = defineApp<DeliveryState>({
  id: 'cainiao_guoguo',
  name: 'Cainiao Guoguo',
  aliases: ['Cainiao_Guoguo', 'Cainiao', 'Guoguo', 'CaiNiao GuoGuo', '菜鸟裹裹', '菜鸟'],
  domain: 'delivery',
  description:
    "Alibaba's parcel app (菜鸟裹裹): book a courier pickup with SF Express (fast, about twice the price) or STO Express (cheapest, slower), track any SF or STO waybill, and find nearby Cainiao Stations and couriers.",
  traits: { carriers: 'SF, STO', price: 'SF high / STO low', speed: 'SF next-day / STO 2-4 days' },
  initialState: () => ({ shipments: {} }),
  tools: [createShipment, getShipmentStatus, getCourierLocations, cancelShipment, listShipments],
})
