import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteFee, type DeliveryState, type ShipmentRecord } from '../../apps/delivery/index.ts'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'seed-1', start?: number) => openSession({ world, user, seed, ...(start ? { start } : {}) })

type Fee = { chargeableWeightKg: number; volumetricWeightKg?: number; firstWeightFee: number; additionalWeightFee: number; insuranceFee: number; total: number }
type Created = { shipmentId: string; waybillNo: string; company: string; product: string; status: string; sender: { name: string; city: string }; receiver: { name: string; city: string; district: string }; distanceKm: number; zone: string; fee: Fee; pickup: { courier: string; phone: string; expectedAt: string }; estimatedDelivery: string }
type Event = { time: string; status: string; location: string; description: string }
type Tracking = { shipmentId: string; waybillNo: string; company: string; status: string; origin: string; destination: string; estimatedDelivery: string; deliveredAt?: string; sentFromThisAccount: boolean; fee?: Fee; events: Event[] }
type Nearby = { location: { name: string; city: string | null }; serviceable: boolean; stations: { name: string; distanceKm: number; openNow: boolean }[]; couriers: { company: string; name: string; phone: string; distanceKm: number; pickupEtaMinutes: number }[]; message: string }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const refused = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected a refusal')
  return outcome.error as { code: string; message: string; issues?: { path: string }[] }
}
const shipments = (s: ReturnType<typeof session>) => (s.state.apps.cainiao_guoguo as DeliveryState).shipments
const when = (r: ShipmentRecord, leg: keyof Omit<ShipmentRecord['timeline'], 'viaAirHub'>) => Date.parse(r.timeline[leg])

const toShanghai = { senderAddress: 'home', receiverAddress: 'Shanghai Hongqiao Railway Station', packageDetails: { weight: 2.5, dimensions: '30x20x15' } }

describe('Cainiao Guoguo: a shipment from booking to delivery', () => {
  it('books an SF pickup, tracks it through both cities’ hubs as the clock moves, and refuses to cancel once picked up', () => {
    const s = session()
    const created = ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { ...toShanghai, shippingCompany: 'SF', shippingType: 'standard' }))
    const home = world.placesFor(s.user).resolve('home')
    expect(created).toMatchObject({ shipmentId: 'ship_0001', company: 'SF', product: 'SF Standard Express (顺丰标快)', status: 'pending_pickup', sender: { name: home.name, city: 'Beijing' }, receiver: { city: 'Shanghai', district: 'Minhang' } })
    expect(created.waybillNo).toMatch(/^SF\d{13}$/)
    // 2.5 kg is billed as 3 kg: ¥23 for the first, ¥13 for each further kilogram beyond 1,200 km.
    expect(created.zone).toMatch(/^National/)
    expect(created.fee).toMatchObject({ chargeableWeightKg: 3, volumetricWeightKg: 1.5, firstWeightFee: 23, additionalWeightFee: 26, total: 49 })
    expect(created.pickup.phone).toMatch(/^1\d{2}\*{4}\d{4}$/)

    const r = shipments(s).ship_0001!
    // SF sends a courier within the hour of an 08:00 booking.
    expect(when(r, 'pickupAt') - s.now).toBeLessThanOrEqual(75 * MINUTE)
    expect(created.pickup.expectedAt).toBe(r.timeline.pickupAt.slice(0, 16).replace('T', ' '))
    const track = () => ok<Tracking>(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'ship_0001' }))
    expect(track()).toMatchObject({ status: 'pending_pickup', sentFromThisAccount: true, fee: { total: 49 } })
    expect(track().events).toHaveLength(1)

    s.setClock(when(r, 'pickupAt'))
    expect(track().status).toBe('picked_up')
    expect(track().events[0]!.description).toBe(`Picked up by SF Express courier ${created.pickup.courier} (${created.pickup.phone})`)
    const late = refused(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'ship_0001' }))
    expect(late.code).toBe('conflict')
    expect(late.message).toMatch(/picked up/)

    s.setClock(when(r, 'departAt') + MINUTE)
    expect(track()).toMatchObject({ status: 'in_transit' })
    expect(track().events[0]!.description).toBe('Departed SF Beijing Shunyi Hub (顺丰北京顺义集散中心)')
    s.setClock(when(r, 'arriveAt'))
    expect(track().events[0]).toMatchObject({ status: 'arrived_at_destination', location: 'Shanghai', description: 'Arrived at SF Shanghai Qingpu Hub (顺丰上海青浦集散中心)' })
    s.setClock(when(r, 'outAt'))
    expect(track().events[0]!.description).toMatch(/^Out for delivery with courier [A-Z][a-z]+ [A-Z][a-z]+ \(1\d{2}\*{4}\d{4}\)$/)
    s.setClock(when(r, 'deliveredAt'))
    const done = track()
    expect(done.status).toBe('delivered')
    expect(done.events.map((e) => e.status)).toEqual(['delivered', 'out_for_delivery', 'arrived_at_destination', 'in_transit', 'in_transit', 'picked_up', 'pending_pickup'])
    // Beijing to Shanghai by SF standard: next day.
    expect(when(r, 'deliveredAt') - when(r, 'createdAt')).toBeLessThan(48 * 3_600_000)
    expect(done.deliveredAt).toBe(done.events[0]!.time)
    // The same parcel by its waybill number.
    expect(ok<Tracking>(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: created.waybillNo }))).toEqual(done)
  })

  it('cancels a parcel before pickup; a cancelled parcel never moves, and a second cancel is refused', () => {
    const s = session()
    ok(s.call('Cainiao Guoguo', 'createShipment', { ...toShanghai, shippingCompany: 'STO' }))
    const cancelled = ok<{ status: string; refund: number }>(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'ship_0001', reason: 'sent by mistake' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(shipments(s).ship_0001).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-02T08:00:00+08:00', cancelReason: 'sent by mistake' })
    s.setClock(fromLocal(2026, 3, 9, 12))
    const t = ok<Tracking>(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'ship_0001' }))
    expect(t).toMatchObject({ status: 'cancelled', estimatedDelivery: 'cancelled' })
    expect(t.events.map((e) => e.status)).toEqual(['cancelled', 'pending_pickup'])
    expect(refused(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'ship_0001' })).message).toMatch(/already cancelled/)
    expect(refused(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'ship_0042' })).code).toBe('not_found')
    expect(refused(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'shipment_4' })).code).toBe('not_found')
  })

  it('lists the account’s shipments latest first with their live status', () => {
    const s = session()
    ok(s.call('Cainiao Guoguo', 'createShipment', { ...toShanghai, shippingCompany: 'SF' }))
    ok(s.call('Cainiao Guoguo', 'createShipment', { senderAddress: 'office', receiverAddress: '88 Tianhe Road, Guangzhou', packageDetails: { weight: '500g' } }))
    ok(s.call('Cainiao Guoguo', 'cancelShipment', { shipmentId: 'ship_0002' }))
    s.setClock(fromLocal(2026, 3, 2, 12))
    const list = ok<{ count: number; shipments: { shipmentId: string; company: string; status: string; receiver: { city: string } }[] }>(s.call('Cainiao Guoguo', 'listShipments', {}))
    expect(list.shipments.map((x) => [x.shipmentId, x.company, x.status, x.receiver.city])).toEqual([
      ['ship_0002', 'STO', 'cancelled', 'Guangzhou'],
      ['ship_0001', 'SF', 'picked_up', 'Shanghai'],
    ])
    expect(ok<{ count: number }>(s.call('Cainiao Guoguo', 'listShipments', { status: 'cancelled' })).count).toBe(1)
  })

  it('reads weights and sizes in any unit; refuses freight-sized parcels and unreadable weights', () => {
    const s = session()
    const pounds = ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { senderAddress: 'home', receiverAddress: 'office', packageDetails: { weight: '10 pounds', dimensions: '10x10x10' } }))
    expect(shipments(s)[pounds.shipmentId]!.parcel.weightKg).toBe(4.54)
    expect(pounds.fee.chargeableWeightKg).toBe(5)
    // 60x50x40 cm is 20 kg by SF's volume rule (÷6000), 15 kg by STO's (÷8000).
    const bulky = { senderAddress: 'home', receiverAddress: 'office', packageDetails: { weight: 3, dimensions: [60, 50, 40] } }
    expect(ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { ...bulky, shippingCompany: 'SF' })).fee.chargeableWeightKg).toBe(20)
    expect(ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { ...bulky, shippingCompany: 'STO' })).fee.chargeableWeightKg).toBe(15)
    const before = s.state
    expect(refused(s.call('Cainiao Guoguo', 'createShipment', { ...bulky, packageDetails: { weight: '60kg' } })).code).toBe('conflict')
    expect(refused(s.call('Cainiao Guoguo', 'createShipment', { ...bulky, packageDetails: { weight: 'heavy' } })).issues?.map((i) => i.path)).toEqual(['packageDetails.weight'])
    expect(refused(s.call('Cainiao Guoguo', 'createShipment', { ...bulky, packageDetails: { weight: 1, colour: 'red' } })).issues?.map((i) => i.path)).toEqual(['packageDetails.colour'])
    expect(s.state).toBe(before)
  })
})

describe('Cainiao Guoguo: SF versus STO', () => {
  const routes = [
    ['home', 'office'],
    ['home', 'Shanghai Hongqiao Railway Station'],
    ['office', 'West Lake, Hangzhou'],
    ['home', '100 Shennan Avenue, Shenzhen'],
    ['Beijing South Railway Station', 'Chunxi Road, Chengdu'],
  ] as const

  it('SF is dearer and faster than STO on every route, for any weight (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routes), fc.double({ min: 0.2, max: 30, noNaN: true }), fc.constantFrom('fast', 'standard'), ([from, to], weight, shippingType) => {
        const book = (shippingCompany: 'SF' | 'STO') => {
          const s = session()
          const c = ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { senderAddress: from, receiverAddress: to, packageDetails: { weight }, shippingCompany, shippingType }))
          return { fee: c.fee.total, days: when(shipments(s)[c.shipmentId]!, 'deliveredAt'), pickup: when(shipments(s)[c.shipmentId]!, 'pickupAt') }
        }
        const sf = book('SF')
        const sto = book('STO')
        expect(sf.fee).toBeGreaterThan(sto.fee)
        expect(sf.days).toBeLessThan(sto.days)
        expect(sf.pickup).toBeLessThan(sto.pickup)
      }),
      { numRuns: 40 },
    )
  })

  it('prices grow with distance and weight; fast costs more than standard', () => {
    const parcel = { weightKg: 3 }
    expect(quoteFee('STO', 'standard', 'same_city', parcel).total).toBeLessThan(quoteFee('STO', 'standard', 'national', parcel).total)
    expect(quoteFee('SF', 'standard', 'nearby', { weightKg: 1 }).total).toBeLessThan(quoteFee('SF', 'standard', 'nearby', { weightKg: 5 }).total)
    expect(quoteFee('SF', 'standard', 'regional', parcel).total).toBeLessThan(quoteFee('SF', 'fast', 'regional', parcel).total)
    expect(quoteFee('SF', 'standard', 'national', { weightKg: 1, declaredValue: 2000 }).insuranceFee).toBe(10)
  })

  it('same-city SF priority arrives the same day; STO standard across the country takes days', () => {
    const s = session()
    const sf = ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { senderAddress: 'home', receiverAddress: 'office', packageDetails: { weight: 1 }, shippingCompany: 'SF', shippingType: 'fast' }))
    expect(sf.estimatedDelivery.startsWith('2026-03-02')).toBe(true)
    const sto = ok<Created>(s.call('Cainiao Guoguo', 'createShipment', { senderAddress: 'home', receiverAddress: '88 Tianhe Road, Guangzhou', packageDetails: { weight: 1 }, shippingCompany: 'STO' }))
    expect(sto.receiver.city).toBe('Guangzhou')
    expect(when(shipments(s)[sto.shipmentId]!, 'deliveredAt') - s.now).toBeGreaterThan(2 * 86_400_000)
  })
})

describe('Cainiao Guoguo: the parcel network', () => {
  it('tracks a benchmark alias (shipment_4) as a parcel of the world: same in every session of the day, moving with the clock', () => {
    const a = session({}, 'seed-a')
    const b = session({}, 'seed-b')
    const first = ok<Tracking>(a.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'shipment_4', shippingCompany: 'SF' }))
    expect(ok<Tracking>(b.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'shipment_4', shippingCompany: 'SF' }))).toEqual(first)
    expect(first).toMatchObject({ shipmentId: 'shipment_4', company: 'SF', sentFromThisAccount: false })
    expect(first.fee).toBeUndefined()
    expect(first.waybillNo).toMatch(/^SF\d{13}$/)
    expect(first.destination).toContain(world.placesFor(a.user).resolve('home').name)
    const sto = ok<Tracking>(a.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'shipment_4', shippingCompany: 'STO' }))
    expect(sto.waybillNo).toMatch(/^77\d{11}$/)
    // Later the same day, the parcel has moved on (or stayed delivered): its history only grows.
    a.setClock(fromLocal(2026, 3, 2, 23, 50))
    const later = ok<Tracking>(a.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'shipment_4', shippingCompany: 'SF' }))
    expect(later.waybillNo).toBe(first.waybillNo)
    expect(later.events.slice(later.events.length - first.events.length)).toEqual(first.events)
  })

  it('answers 404 for ids that are neither the account’s nor a waybill', () => {
    const s = session()
    for (const shipmentId of ['ship_0001', 'shipment_0', 'hello', 'SF12']) {
      expect(refused(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId })).code).toBe('not_found')
    }
    expect(ok<Tracking>(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: 'SF1234567890123' })).company).toBe('SF')
    expect(ok<Tracking>(s.call('Cainiao Guoguo', 'getShipmentStatus', { shipmentId: '7712345678901' })).company).toBe('STO')
  })
})

describe('Cainiao Guoguo: stations and couriers', () => {
  it('finds Cainiao Stations beside the office and SF couriers closer in time than STO’s', () => {
    const s = session({}, 'seed-1', fromLocal(2026, 3, 2, 10))
    const near = ok<Nearby>(s.call('Cainiao Guoguo', 'getCourierLocations', { location: 'office' }))
    expect(near).toMatchObject({ serviceable: true, location: { name: 'Wangjing SOHO', city: 'beijing' } })
    expect(near.stations[0]!.name).toBe('Cainiao Station (菜鸟驿站) Wangjing SOHO 望京SOHO店')
    expect(near.stations.map((x) => x.distanceKm)).toEqual([...near.stations.map((x) => x.distanceKm)].sort((a, b) => a - b))
    const sf = near.couriers.filter((c) => c.company === 'SF')
    const sto = near.couriers.filter((c) => c.company === 'STO')
    expect(sf.length).toBe(3)
    expect(sto.length).toBe(2)
    expect(Math.max(...sf.map((c) => c.pickupEtaMinutes))).toBeLessThan(Math.min(...sto.map((c) => c.pickupEtaMinutes)))
    expect(ok<Nearby>(s.call('Cainiao Guoguo', 'getCourierLocations', { location: 'office', shippingCompany: 'STO' })).couriers.every((c) => c.company === 'STO')).toBe(true)
    // Coordinates of the same spot reach the same stations.
    const byPoint = ok<Nearby>(s.call('Cainiao Guoguo', 'getCourierLocations', { location: '39.9962, 116.4803' }))
    expect(byPoint.stations).toEqual(near.stations)
  })

  it('has no couriers at night and no service far from any city', () => {
    const night = session({}, 'seed-1', fromLocal(2026, 3, 2, 23))
    const n = ok<Nearby>(night.call('Cainiao Guoguo', 'getCourierLocations', { location: 'home' }))
    expect(n.couriers).toEqual([])
    expect(n.stations.every((x) => !x.openNow)).toBe(true)
    expect(n.message).toMatch(/No SF \/ STO couriers on duty/)
    const sea = ok<Nearby>(night.call('Cainiao Guoguo', 'getCourierLocations', { location: '11.122399, -77.640978' }))
    expect(sea).toMatchObject({ serviceable: false, stations: [], couriers: [] })
  })
})

describeToolSpectrum('Cainiao Guoguo: ToolSpectrum gold calls', () => {
  it('runs every Cainiao Guoguo gold call successfully (shipment_N aliases, US-style addresses, weights in pounds)', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Cainiao Guoguo')
    expect(samples.length).toBe(68)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
