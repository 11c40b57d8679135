import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { hellobikeFlavour, rideFee, type BikeSharingState } from '../../apps/transport/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

/** Hellobike: find a bike near a place, unlock it by number, ride, park, pay by the quarter hour. */

const world = createSandboxWorld({ checkOutputs: true })
const at = (h: number, m = 0) => fromLocal(2026, 3, 2, h, m)
const session = (user = {}, start = at(8)) => openSession({ world, user, start })

type Bike = { bikeId: string; bikeType: string; distanceM: number; batteryPercent?: number; pricing: string }
type Nearby = { center: { name: string; city: string }; count: number; bikes: Bike[]; note?: string }
type Ride = {
  rideId: string
  bikeId: string
  bikeType: string
  status: string
  start: { name: string; district: string; city: string }
  end?: { name: string }
  durationMin: number
  distanceKm?: number
  fee: { rideFee: number; dispatchFee: number; total: number }
  parkingArea?: { name: string; inZone: boolean }
  message?: string
}

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const nearby = (s: ReturnType<typeof session>, location = 'home', extra = {}) => ok<Nearby>(s.call('Hellobike', 'findNearbyBikes', { location, ...extra }))

describe('Hellobike: a ride', () => {
  it('finds bikes near home, unlocks the nearest, rides 16 minutes to the office and pays two quarter hours', () => {
    const s = session()
    const found = nearby(s)
    expect(found.center).toMatchObject({ name: 'Wangjing Xiyuan District 3', city: 'beijing' })
    expect(found.count).toBe(5)
    const d = found.bikes.map((b) => b.distanceM)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(d.every((m) => m <= hellobikeFlavour.searchRadiusM)).toBe(true)
    // Beijing has no shared e-bikes.
    expect(found.bikes.every((b) => b.bikeType === 'bike' && /^1\d{11}$/.test(b.bikeId))).toBe(true)

    const bikeId = found.bikes[0]!.bikeId
    const ride = ok<Ride>(s.call('哈啰出行', 'unlockBike', { bikeId }))
    expect(ride).toMatchObject({ rideId: 'cycle_0001', bikeId, status: 'in_progress', start: { district: 'Chaoyang', city: 'beijing' } })
    expect(ride.start.name).toMatch(/^Near /)
    s.setClock(at(8, 10))
    expect(ok<Ride>(s.call('Hellobike', 'getBikeRide', { rideId: 'cycle_0001' }))).toMatchObject({ status: 'in_progress', durationMin: 10, fee: { total: 1.5 } })
    s.setClock(at(8, 16))
    const ended = ok<Ride>(s.call('Hellobike', 'endBikeRide', { location: 'office' }))
    expect(ended).toMatchObject({ status: 'completed', durationMin: 16, end: { name: 'Wangjing SOHO' }, fee: { rideFee: 3, dispatchFee: 0, total: 3 }, parkingArea: { inZone: true } })
    expect(ended.distanceKm).toBeGreaterThan(0.5)
    expect(ended.message).toContain('3.00 CNY')
    expect((s.state.apps.hellobike as BikeSharingState).rides.cycle_0001).toMatchObject({ status: 'completed', rideFee: 3, bikeId })
    const list = ok<{ count: number; totalSpent: number; rides: Ride[] }>(s.call('Hellobike', 'listBikeRides', {}))
    expect(list).toMatchObject({ count: 1, totalSpent: 3 })
    // The bike now stands at the office, no longer where it was found.
    expect(nearby(s).bikes.map((b) => b.bikeId)).not.toContain(bikeId)
  })

  it('charges 1.50 CNY per started 15 minutes (property over ride lengths)', () => {
    const s = session()
    const bikeId = nearby(s).bikes[0]!.bikeId
    ok(s.call('Hellobike', 'unlockBike', { bikeId }))
    const riding = s.snapshot()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (minutes) => {
        s.restore(riding)
        s.setClock(at(8) + minutes * MINUTE)
        const ride = ok<Ride>(s.call('Hellobike', 'endBikeRide', { location: 'office' }))
        expect(ride.fee.rideFee).toBe(Math.ceil(minutes / 15) * 1.5)
        expect(ride.fee.rideFee).toBe(rideFee(hellobikeFlavour.pricing.bike, minutes))
      }),
      { numRuns: 60 },
    )
    for (const [min, fee] of [[1, 1.5], [15, 1.5], [16, 3], [45, 4.5], [61, 7.5]] as const) expect(rideFee(hellobikeFlavour.pricing.bike, min)).toBe(fee)
  })

  it('adds a 5 CNY dispatch fee for a bike left outside a parking area', () => {
    const s = session()
    ok(s.call('Hellobike', 'unlockBike', { bikeId: nearby(s).bikes[0]!.bikeId }))
    s.setClock(at(8, 20))
    const riding = s.snapshot()
    const outside = Array.from({ length: 40 }, (_, i) => `${i + 1} Nameless Road, Chaoyang District`).find((where) => {
      s.restore(riding)
      return !ok<Ride>(s.call('Hellobike', 'endBikeRide', { location: where })).parkingArea!.inZone
    })!
    s.restore(riding)
    const ride = ok<Ride>(s.call('Hellobike', 'endBikeRide', { location: outside }))
    expect(ride.fee).toMatchObject({ rideFee: 3, dispatchFee: 5, total: 8 })
    expect(ride.message).toMatch(/dispatch fee/)
  })
})

describe('Hellobike: refusals', () => {
  it('answers 409 for a second unlock during a ride and for ending twice, 404 for unknown rides and bikes; nothing changes', () => {
    const s = session()
    const [first, second] = nearby(s).bikes
    expect(s.call('Hellobike', 'endBikeRide', { location: 'office' })).toMatchObject({ ok: false, error: { code: 'conflict' } })
    ok(s.call('Hellobike', 'unlockBike', { bikeId: first!.bikeId }))
    const before = s.state
    expect(s.call('Hellobike', 'unlockBike', { bikeId: second!.bikeId })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('cycle_0001') } })
    expect(s.call('Hellobike', 'getBikeRide', { rideId: 'cycle_0009' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.call('Hellobike', 'endBikeRide', { location: 'office', rideId: 'toString' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.state).toBe(before)
    ok(s.call('Hellobike', 'endBikeRide', { location: 'office' }))
    expect(s.call('Hellobike', 'endBikeRide', { location: 'office', rideId: 'cycle_0001' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('already ended') } })
    for (const bikeId of ['123456789012', 'HB-0001', '999999999999']) {
      expect(s.call('Hellobike', 'unlockBike', { bikeId })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    }
  })

  it('keeps riders under 12 off bikes and under 16 off e-bikes (policy, both sides)', () => {
    const hz = (age: number) => session({ age, city: 'hangzhou', places: { home: 'West Lake' } })
    const ebike = nearby(hz(30), 'home', { bikeType: 'e-bike' }).bikes[0]!
    const bike = nearby(hz(30), 'home', { bikeType: 'bike' }).bikes[0]!
    expect(ebike.bikeId).toMatch(/^8/)
    expect(hz(10).call('Hellobike', 'unlockBike', { bikeId: bike.bikeId })).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'hellobike.minimum_age' } })
    expect(ok<Ride>(hz(14).call('Hellobike', 'unlockBike', { bikeId: bike.bikeId })).bikeType).toBe('bike')
    expect(hz(14).call('Hellobike', 'unlockBike', { bikeId: ebike.bikeId })).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'hellobike.minimum_age' } })
    expect(ok<Ride>(hz(30).call('Hellobike', 'unlockBike', { bikeId: ebike.bikeId })).bikeType).toBe('e-bike')
  })
})

describe('Hellobike: where bikes are', () => {
  it('offers e-bikes with battery where the city allows them, at 3 CNY per 20 minutes, and none in Beijing', () => {
    const s = session({ city: 'hangzhou', places: { home: 'West Lake' } })
    const e = nearby(s, 'home', { bikeType: 'e-bike', radiusM: 600 })
    expect(e.count).toBeGreaterThan(0)
    expect(e.bikes.every((b) => b.bikeType === 'e-bike' && b.batteryPercent! >= 20 && b.batteryPercent! <= 100 && b.pricing === '3.00 CNY per 20 min')).toBe(true)
    ok(s.call('Hellobike', 'unlockBike', { bikeId: e.bikes[0]!.bikeId }))
    s.setClock(at(8, 25))
    expect(ok<Ride>(s.call('Hellobike', 'endBikeRide', { location: 'Hangzhou East Railway Station' })).fee.rideFee).toBe(6)
    const bj = nearby(session(), 'home', { bikeType: 'e-bike' })
    expect(bj).toMatchObject({ count: 0, note: expect.stringMatching(/not offered/) })
  })

  it('is the same in every session at one time, and changes two hours later', () => {
    const ids = (start: number) => nearby(session({}, start), 'Wudaokou', { limit: 10 }).bikes.map((b) => b.bikeId)
    expect(ids(at(8))).toEqual(ids(at(9, 30)))
    expect(ids(at(8))).not.toEqual(ids(at(10, 30)))
    // A bike listed at 08:00 can be unlocked by its number in another session then.
    const id = ids(at(8))[3]!
    expect(ok<Ride>(session().call('Hellobike', 'unlockBike', { bikeId: id })).start.name).toMatch(/Wudaokou|Near/)
  })
})
