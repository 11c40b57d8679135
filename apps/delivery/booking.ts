import { createRng, DAY, deepFreeze, hashString, startOfLocalDay, toIso, type Rng, type ToolContext } from '../kit/index.ts'
import { networkCities, type Company, type NetworkCity, type ShippingType } from './network.ts'
import type { Parcel } from './parcel.ts'
import { quoteFee } from './pricing.ts'
import { planTimeline, resolveEndpoint, routeOf, type Endpoint } from './route.ts'
import { courierFor, type ShipmentRecord } from './shipment.ts'

/** Turning a request into a shipment record; the world's own parcels are built the same way. */

/** SF waybills: 'SF' + 13 digits; STO's: 13 digits starting 77. */
export function waybillNumber(company: Company, draw: () => number): string {
  let digits = String(1 + Math.floor(draw() * 9))
  while (digits.length < (company === 'SF' ? 13 : 11)) digits += String(Math.floor(draw() * 10))
  return company === 'SF' ? `SF${digits}` : `77${digits}`
}

function deliveredTo(rng: Rng, company: Company, receiver: Endpoint): string {
  const code = `${rng.int(1, 9)}-${rng.int(1, 6)}-${rng.int(1000, 9999)}`
  const station = `Cainiao Station (菜鸟驿站) ${receiver.district} No.${rng.int(2, 38)}, pickup code ${code}`
  const roll = rng.next()
  if (company === 'SF') return roll < 0.7 ? 'signed for by the recipient in person' : roll < 0.9 ? `Hive Box smart locker (丰巢) at ${receiver.name}, pickup code ${rng.int(100000, 999999)}` : station
  return roll < 0.72 ? station : 'left at the door as agreed with the recipient'
}

export interface ShipmentRequest {
  shipmentId: string
  waybillNo: string
  company: Company
  shippingType: ShippingType
  sender: Endpoint
  receiver: Endpoint
  parcel: Parcel
  createdAt: number
}

export function buildShipment(ctx: ToolContext, rng: Rng, req: ShipmentRequest): ShipmentRecord {
  const { distanceKm, zone } = routeOf(ctx, req.sender, req.receiver)
  const t = planTimeline(rng, req.company, req.shippingType, zone, req.createdAt)
  return {
    shipmentId: req.shipmentId,
    waybillNo: req.waybillNo,
    company: req.company,
    shippingType: req.shippingType,
    sender: req.sender,
    receiver: req.receiver,
    parcel: req.parcel,
    distanceKm,
    zone,
    fee: quoteFee(req.company, req.shippingType, zone, req.parcel),
    timeline: {
      createdAt: toIso(t.createdAt), pickupAt: toIso(t.pickupAt), departAt: toIso(t.departAt), arriveAt: toIso(t.arriveAt),
      outAt: toIso(t.outAt), deliveredAt: toIso(t.deliveredAt), viaAirHub: t.viaAirHub,
    },
    pickupCourier: courierFor(`${req.waybillNo}:pickup`),
    deliveryCourier: courierFor(`${req.waybillNo}:delivery`),
    deliveredTo: deliveredTo(rng, req.company, req.receiver),
    status: 'active',
  }
}

/** Where the world's parcels come from: e-commerce origins, weighted by how much they ship. */
const ORIGINS: readonly [string, number][] = [['guangzhou', 5], ['shenzhen', 4], ['yiwu', 4], ['hangzhou', 4], ['shanghai', 3], ['suzhou', 3], ['beijing', 2], ['chengdu', 1], ['wuhan', 1], ['xiamen', 1], ['nanjing', 1], ['tianjin', 1]]
const SENDERS = ['JD self-operated warehouse (京东自营仓)', 'Tmall flagship store warehouse (天猫旗舰店仓库)', 'Taobao seller (淘宝卖家)', 'Pinduoduo merchant (拼多多商家)', 'Xiaomi official store (小米官方旗舰店)', 'Uniqlo online store (优衣库网店)', 'Three Squirrels (三只松鼠)', 'Dangdang books warehouse (当当仓库)', 'Vipshop warehouse (唯品会仓库)', 'a friend (个人寄件)']
const CONTENTS = ['clothes', 'books', 'snacks', 'phone accessories', 'cosmetics', 'household goods', 'documents', 'shoes', 'toys', 'small appliance']

const ALIAS = /^shipment[\s_-]?(\d{1,6})$/i
const SF_NUMBER = /^SF\d{12,13}$/i
const STO_NUMBER = /^(?:77|55|66|22)\d{11}$/

function endpointIn(city: NetworkCity, name: string, h: number): Endpoint {
  const angle = ((h % 3600) / 3600) * 2 * Math.PI
  const km = 4 + ((h >>> 12) % 120) / 10
  return {
    text: name, name, city: city.id, cityName: city.name, district: city.name,
    lat: Math.round((city.center.lat + (km * Math.sin(angle)) / 111.32) * 1e6) / 1e6,
    lng: Math.round((city.center.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((city.center.lat * Math.PI) / 180))) * 1e6) / 1e6,
    placeId: `merchant_${city.id}_${h % 1000}`,
  }
}

/**
 * A parcel of the world's network by waybill number ('SF1234567890123', '7712345678901') or
 * benchmark alias ('shipment_4', decision 0006): addressed to the user's home, sent from an
 * e-commerce city one to four days before the session's day, tracked on the virtual clock. The same id
 * reaches the same parcel in a given world and day for a given home address.
 */
export function networkParcel(ctx: ToolContext, id: string, requested: Company | undefined): ShipmentRecord | undefined {
  const text = id.trim()
  const alias = ALIAS.exec(text)
  const byNumber: Company | undefined = SF_NUMBER.test(text) ? 'SF' : STO_NUMBER.test(text) ? 'STO' : undefined
  if (!alias && !byNumber) return undefined
  if (alias && Number(alias[1]) < 1) return undefined
  const company: Company = byNumber ?? requested ?? (hashString(`${ctx.worldSeed}:${text.toLowerCase()}`) % 2 === 0 ? 'SF' : 'STO')
  const today = startOfLocalDay(ctx.now)
  const receiver = resolveEndpoint(ctx, 'home')
  const key = `parcel:${text.toLowerCase()}:${company}:${today}:${receiver.placeId}@${receiver.lat},${receiver.lng}`
  // Static for the day: built once per world, whoever asks.
  return ctx.memo(key, () => {
    const rng = createRng(`${ctx.worldSeed}:${key}`)
    const originId = rng.weighted(ORIGINS.map(([c]) => c), ORIGINS.map(([, w]) => w))
    const origin = networkCities.find((c) => c.id === originId)!
    const sender = endpointIn(origin, rng.pick(SENDERS), hashString(key))
    // Sent one to four days before today: fixed for the whole day, whatever the hour.
    const createdAt = today - rng.int(1, 4) * DAY + rng.int(9, 21) * 3_600_000 + rng.int(0, 59) * 60_000
    return deepFreeze(
      buildShipment(ctx, rng, {
        shipmentId: alias ? `shipment_${Number(alias[1])}` : text.toUpperCase(),
        waybillNo: byNumber ? text.toUpperCase() : waybillNumber(company, rng.next),
        company,
        shippingType: rng.chance(0.3) ? 'fast' : 'standard',
        sender,
        receiver,
        parcel: { weightKg: Math.round(rng.float(0.2, 6) * 100) / 100, contents: rng.pick(CONTENTS) },
        createdAt,
      }),
    )
  })
}
