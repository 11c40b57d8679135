import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { caocaoFlavour, classOf, didiFlavour, fareFor, type Fare, type RideHailingState } from '../../apps/transport/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

/** The ride-hailing factory: Didi and Caocao share tools and meaning, and differ the way the real apps do. */

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1', user = {}) => openSession({ world, seed, user })
const at = (h: number, m = 0, day = 2) => fromLocal(2026, 3, day, h, m)

type Ride = {
  rideId: string
  status: string
  taxiType: string
  tripType: string
  distanceKm: number
  durationMin: number
  fareEstimate: Fare
  finalFare?: Fare
  driver: { name: string; rating: number }
  car: { model: string; energy: string }
  plate: string
  driverEtaMin?: number
  note?: string
}
type Quote = { tripType: string; distanceKm: number; durationMin: number; options: { taxiType: string; fare: Fare }[]; note?: string }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const quote = (app: string, a: string, b: string, pickupTime = '14:00') => ok<Quote>(session().call(app, 'estimateFare', { pickupLocation: a, dropoffLocation: b, pickupTime }))
const fare = (q: Quote, taxiType: string) => q.options.find((o) => o.taxiType === taxiType)!.fare.total

const TRIPS: [string, string][] = [
  ['home', 'office'],
  ['home', 'Beijing Capital International Airport'],
  ['office', 'Sanlitun'],
  ['Tsinghua University', 'Beijing South Railway Station'],
  ['Wudaokou', 'Guomao'],
  ['home', 'Beijing Daxing International Airport'],
]

describe('Caocao Chuxing: a ride from quote to cancellation', () => {
  it('quotes its three classes, books a Standard ride in a Geely EV and follows it to completion', () => {
    const s = session()
    const q = ok<Quote>(s.call('Caocao', 'estimateFare', { pickupLocation: 'home', dropoffLocation: 'Beijing South Railway Station', pickupTime: '09:00' }))
    expect(q.options.map((o) => o.taxiType)).toEqual(['Standard', 'Comfort', 'Business'])
    expect(fare(q, 'Standard')).toBeLessThan(fare(q, 'Comfort'))
    expect(fare(q, 'Comfort')).toBeLessThan(fare(q, 'Business'))

    const ride = ok<Ride>(s.call('曹操出行', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Beijing South Railway Station', pickupTime: '09:00' }))
    expect(ride).toMatchObject({ rideId: 'trip_0001', status: 'scheduled', taxiType: 'Standard', tripType: 'city' })
    expect(ride.fareEstimate.total).toBe(fare(q, 'Standard'))
    expect(['Caocao 60', 'Geely Emgrand EV', 'Maple 60S', 'Geometry A']).toContain(ride.car.model)
    // Company-owned new-energy cars: green Beijing plates (D = electric).
    expect(ride.plate).toMatch(/^京[A-Z]·D[A-Z0-9]\d{4}$/)
    expect(ride.driver.rating).toBeGreaterThanOrEqual(4.8)

    s.setClock(at(9) + (2 * ride.durationMin + 10) * MINUTE)
    const done = ok<Ride>(s.call('Caocao', 'getRideStatus', { rideId: 'trip_0001' }))
    expect(done.status).toBe('completed')
    expect(done.finalFare!.total).toBeGreaterThan(ride.fareEstimate.total * 0.85)
    const list = ok<{ count: number; rides: { rideId: string; status: string; fare: number }[] }>(s.call('Caocao', 'listRides', {}))
    expect(list.rides).toEqual([expect.objectContaining({ rideId: 'trip_0001', status: 'completed', fare: done.finalFare!.total })])
  })

  it('answers 409 for overlapping and finished rides and 404 for unknown ids; refusals change nothing', () => {
    const s = session()
    ok(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:00', taxiType: 'Comfort' }))
    expect(s.call('Caocao', 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'home', pickupTime: '09:05' })).toMatchObject({ ok: false, error: { code: 'conflict' } })
    const before = s.state
    expect(s.call('Caocao', 'cancelRide', { rideId: 'trip_0042' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.call('Caocao', 'getRideStatus', { rideId: 'constructor' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    s.setClock(at(12))
    expect(s.call('Caocao', 'cancelRide', { rideId: 'trip_0001' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('completed') } })
    expect(s.state.apps).toBe(before.apps)
  })

  it('waives the cancellation fee for 3 minutes after booking, where Didi waives it for 2', () => {
    const s = session()
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now' }))
    ok(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now' }))
    s.setClock(at(8, 2) + 30_000)
    expect(ok<{ cancellationFee: number }>(s.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).cancellationFee).toBe(5)
    expect(ok<{ cancellationFee: number }>(s.call('Caocao', 'cancelRide', { rideId: 'trip_0001' })).cancellationFee).toBe(0)
  })
})

describe('same tools, each app its own classes and limits', () => {
  it('shares tool names and parameters; taxiType takes each app its own class names', () => {
    const d = world.registry.resolveApp('Didi_Chuxing')
    const c = world.registry.resolveApp('Caocao')
    if (!d.ok || !c.ok) throw new Error('apps missing')
    expect(c.value.tools.map((t) => t.name)).toEqual(d.value.tools.map((t) => t.name))
    expect(Object.keys(c.value.tool('bookTaxi')!.input.shape)).toEqual(Object.keys(d.value.tool('bookTaxi')!.input.shape))
    const s = session()
    expect(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments', issues: [{ path: 'taxiType', expected: expect.stringContaining('Standard') }] },
    })
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Comfort' })).toMatchObject({ ok: false, error: { issues: [{ path: 'taxiType' }] } })
  })

  it('Caocao books 7 days ahead and 300 km out; Didi a year ahead and across the country', () => {
    const s = session()
    expect(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-12 09:00' })).toMatchObject({ ok: false, error: { issues: [{ path: 'pickupTime' }] } })
    expect(ok<Ride>(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-12 09:00' })).status).toBe('scheduled')
    const tianjin = ok<Ride>(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Tianjin, Heping District, Heping Road 111', pickupTime: '2026-03-03 09:00' }))
    expect(tianjin).toMatchObject({ tripType: 'intercity' })
    expect(tianjin.note).toMatch(/Caocao intercity/)
    expect(s.call('Caocao', 'estimateFare', { pickupLocation: 'home', dropoffLocation: 'Shanghai Hongqiao Railway Station' })).toMatchObject({ ok: false, error: { issues: [{ path: 'dropoffLocation' }] } })
    const far = ok<Quote>(s.call('Didi', 'estimateFare', { pickupLocation: "Shanghai, Jing'an District, West Nanjing Road 200", dropoffLocation: 'Guangzhou, Tianhe District, Tianhe Road 123' }))
    expect(far.tripType).toBe('intercity')
    expect(far.distanceKm).toBeGreaterThan(1300)
  })
})

describe('realism: Caocao is a little cheaper, Didi picks up sooner', () => {
  it('prices every trip class for class under Didi, by 5-20%', () => {
    for (const [a, b] of TRIPS) {
      for (const time of ['08:00', '14:00', '23:30']) {
        const didi = quote('Didi', a, b, time)
        const cc = quote('Caocao', a, b, time)
        const [express, premier, standard, comfort] = [fare(didi, 'Express'), fare(didi, 'Premier'), fare(cc, 'Standard'), fare(cc, 'Comfort')]
        expect(standard, `${a} -> ${b} at ${time}`).toBeLessThan(express)
        expect(standard / express).toBeGreaterThan(0.8)
        expect(comfort, `${a} -> ${b} at ${time}`).toBeLessThan(premier)
        expect(comfort / premier).toBeGreaterThan(0.8)
        expect(cc.distanceKm).toBe(didi.distanceKm)
      }
    }
  })

  it('holds for any city trip and any intercity distance (property)', () => {
    const [express, premier] = [classOf(didiFlavour, 'Express'), classOf(didiFlavour, 'Premier')]
    const [standard, comfort] = [classOf(caocaoFlavour, 'Standard'), classOf(caocaoFlavour, 'Comfort')]
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 300, noNaN: true }), fc.integer({ min: 3, max: 300 }), fc.integer({ min: 0, max: 23 }), fc.boolean(), (km, min, hour, intercity) => {
        const t = at(hour)
        expect(fareFor(standard, intercity, km, min, t).total).toBeLessThan(fareFor(express, intercity, km, min, t).total)
        expect(fareFor(comfort, intercity, km, min, t).total).toBeLessThan(fareFor(premier, intercity, km, min, t).total)
        expect(fareFor(express, true, km + 10, min, t).total).toBeGreaterThan(fareFor(express, true, km, min, t).total)
      }),
    )
  })

  it("dispatches Didi's larger fleet sooner: median driver ETA over 40 bookings", () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const etas = (app: string) =>
      Array.from({ length: 40 }, (_, i) => ok<Ride>(session(`eta-${i}`).call(app, 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now' })).driverEtaMin!)
    const didi = etas('Didi')
    const caocao = etas('Caocao')
    expect(median(didi)).toBeLessThan(median(caocao))
    expect(Math.max(...didi)).toBeLessThanOrEqual(8)
    expect(Math.min(...caocao)).toBeGreaterThanOrEqual(3)
  })

  it('is deterministic: the same seed gives byte-identical outcomes, another seed another driver', () => {
    const call = (seed: string) => JSON.stringify(session(seed).call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Sanlitun', pickupTime: '10:00', taxiType: 'Business' }))
    expect(call('a')).toBe(call('a'))
    expect(call('a')).not.toBe(call('b'))
    expect(JSON.parse(call('a')).data.car.model).toMatch(/Zeekr 009|LEVC TX5/)
  })

  it('stores rides by id in state, so a diff names the ride', () => {
    const s = session()
    ok(s.call('Caocao', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:00' }))
    ok(s.call('Caocao', 'cancelRide', { rideId: 'trip_0001', reason: 'plans changed' }))
    expect((s.state.apps.caocao_chuxing as RideHailingState).rides.trip_0001).toMatchObject({ status: 'cancelled', cancellationFee: 0, cancelReason: 'plans changed' })
  })
})

describeToolSpectrum("ToolSpectrum's Didi_Chuxing gold calls", () => {
  const samples = toolspectrumSamples().filter((s) => s.toolCall?.APP === 'Didi_Chuxing')
  it('has them, and every one succeeds (intercity rides and reservations months ahead included)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(10)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
