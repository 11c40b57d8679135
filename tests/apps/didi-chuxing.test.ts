import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import { classOf, computeFare as tariffFare, didiFlavour, roadDistanceKm, type DidiState, type Fare } from '../../apps/transport/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
/** Didi's metered city fare for a class. */
const computeFare = (taxiType: 'Express' | 'Premier', km: number, min: number, startMs: number): Fare => tariffFare(classOf(didiFlavour, taxiType).tariff, km, min, startMs)
const session = (seed = 'seed-1') => openSession({ world, seed })
const at = (h: number, m = 0, day = 2) => fromLocal(2026, 3, day, h, m)

type Ride = {
  rideId: string
  status: string
  taxiType: string
  pickup: { name: string; district: string }
  dropoff: { name: string; district: string }
  distanceKm: number
  durationMin: number
  fareEstimate: Fare
  finalFare?: Fare
  driver: { name: string; rating: number; trips: number; phone: string }
  car: { model: string; color: string; energy: string }
  plate: string
  driverEtaMin?: number
  driverPosition: string
  cancellationFee?: number
}
type Quote = { distanceKm: number; durationMin: number; options: { taxiType: string; fare: Fare }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const rides = (s: ReturnType<typeof session>) => (s.state.apps.didi_chuxing as DidiState).rides

describe('Didi Chuxing: booking', () => {
  it('books an immediate Express ride home -> office with a real-looking driver, car, plate and metered fare', () => {
    const s = session()
    const places = world.placesFor(s.user)
    const home = places.resolve('home')
    const office = places.resolve('office')
    const ride = ok<Ride>(s.call('Didi_Chuxing', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now' }))

    expect(ride).toMatchObject({ rideId: 'ride_0001', status: 'driver_en_route', taxiType: 'Express', pickupTime: '2026-03-02 08:00' })
    expect(ride.pickup).toEqual({ name: home.name, district: home.district })
    expect(ride.dropoff).toEqual({ name: office.name, district: office.district })
    expect(ride.distanceKm).toBe(roadDistanceKm(home, office))
    // Monday 08:00 is rush hour: the metered fare follows distance and minutes.
    expect(ride.fareEstimate).toEqual(computeFare('Express', ride.distanceKm, ride.durationMin, at(8)))
    const b = ride.fareEstimate.breakdown
    expect(b.baseFare).toBe(13)
    expect(b.nightSurcharge).toBe(0)
    expect(ride.fareEstimate.total).toBeCloseTo(b.baseFare + b.distanceFee + b.timeFee + b.longDistanceFee + b.nightSurcharge, 2)
    expect(ride.driver.name).toMatch(/^[A-Z][a-z]+ \([\u4e00-\u9fff]师傅\)$/)
    expect(ride.driver.rating).toBeGreaterThanOrEqual(4.7)
    expect(ride.driver.rating).toBeLessThanOrEqual(5)
    expect(ride.driver.phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(['BYD Qin Plus EV', 'GAC Aion S', 'BYD Qin Plus DM-i', 'Toyota Corolla', 'Volkswagen Lavida', 'Nissan Sylphy', 'Geely Emgrand']).toContain(ride.car.model)
    expect(ride.plate).toMatch(ride.car.energy === 'petrol' ? /^京[A-Z]·[A-Z0-9]{5}$/ : /^京[A-Z]·[DF][A-Z0-9]\d{4}$/)
    expect(ride.driverEtaMin).toBeGreaterThanOrEqual(2)
    expect(ride.driverEtaMin).toBeLessThanOrEqual(8)
    expect(ride.driverPosition).toContain(home.name)

    const stored = rides(s).ride_0001!
    expect(stored).toMatchObject({ status: 'booked', pickupAt: '2026-03-02T08:00:00+08:00', pickup: { placeId: home.id }, dropoff: { placeId: office.id } })
  })

  it('prices Premier well above Express for the same trip, and longer trips higher', () => {
    const s = session()
    const near = ok<Quote>(s.call('didi_chuxing', 'estimateFare', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '14:00' }))
    const far = ok<Quote>(s.call('didi_chuxing', 'estimateFare', { pickupLocation: 'home', dropoffLocation: 'Beijing Capital International Airport', pickupTime: '14:00' }))
    const [express, premier] = near.options
    expect(express!.taxiType).toBe('Express')
    expect(premier!.fare.total / express!.fare.total).toBeGreaterThan(1.6)
    expect(premier!.fare.breakdown.baseFare).toBe(30)
    expect(far.distanceKm).toBeGreaterThan(near.distanceKm)
    expect(far.options[0]!.fare.total).toBeGreaterThan(express!.fare.total)
    expect(far.options[0]!.fare.breakdown.longDistanceFee).toBeGreaterThan(0)

    // The booked fare is the quoted one, in either class.
    const a = s.fork('a')
    const bookedPremier = ok<Ride>(a.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '14:00', taxiType: 'Premier' }))
    expect(bookedPremier.fareEstimate).toEqual(premier!.fare)
    expect(['Toyota Camry', 'Buick GL8', 'Audi A6L', 'Honda Accord', 'Volkswagen Passat', 'BYD Han EV']).toContain(bookedPremier.car.model)
  })

  it('adds the night surcharge between 23:00 and 05:00', () => {
    const s = session()
    const quoteAt = (pickupTime: string) => ok<Quote>(s.call('Didi', 'estimateFare', { pickupLocation: 'office', dropoffLocation: 'Sanlitun', pickupTime, taxiType: 'Express' }))
    const day = quoteAt('2026-03-02 14:00')
    const night = quoteAt('2026-03-02 23:30')
    const early = quoteAt('2026-03-03 04:30')
    const dayFare = day.options[0]!.fare
    const nightFare = night.options[0]!.fare
    expect(dayFare.breakdown.nightSurcharge).toBe(0)
    expect(nightFare.breakdown.nightSurcharge).toBeCloseTo(night.distanceKm * 0.8, 2)
    expect(early.options[0]!.fare.breakdown.nightSurcharge).toBeGreaterThan(0)
    // Same distance fee; the night's empty roads are quicker, the surcharge is what makes it dearer.
    expect(nightFare.breakdown.distanceFee).toBe(dayFare.breakdown.distanceFee)
    expect(night.durationMin).toBeLessThan(day.durationMin)
    expect(nightFare.total - nightFare.breakdown.nightSurcharge).toBeLessThan(dayFare.total)
  })

  it('"Home" and "home" reach the same state; the same seed gives byte-identical outcomes', () => {
    const a = session()
    const b = session()
    const outA = a.call('Didi', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:30' })
    const outB = b.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:30' })
    expect(JSON.stringify(outA)).toBe(JSON.stringify(outB))
    expect(a.state.apps.didi_chuxing).toEqual(b.state.apps.didi_chuxing)
    // Another seed dispatches another driver.
    const c = session('seed-2')
    const outC = ok<Ride>(c.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:30' }))
    expect(`${outC.driver.name}${outC.plate}`).not.toBe(`${ok<Ride>(outA).driver.name}${ok<Ride>(outA).plate}`)
  })

  it('refuses bad trips with 400s that change nothing', () => {
    const s = session()
    const before = s.state
    const same = s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Home', pickupTime: 'now' })
    expect(same).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: 'dropoffLocation' }] } })
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-01 08:00' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments', issues: [{ path: 'pickupTime' }] },
    })
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'soonish' })).toMatchObject({ ok: false, error: { issues: [{ path: 'pickupTime' }] } })
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Luxe' })).toMatchObject({ ok: false, error: { issues: [{ path: 'taxiType' }] } })
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now', tip: 5 })).toMatchObject({ ok: false, error: { issues: [{ path: 'tip', code: 'unknown_parameter' }] } })
    expect(s.state).toBe(before)
  })

  it('books intercity (城际) rides at a fixed long-distance price, and plates cars where the ride starts', () => {
    const s = session()
    // ToolSpectrum's gold call: Beijing -> Hangzhou is over 1,000 km, an intercity ride.
    const far = ok<Ride & { tripType: string; note?: string }>(
      s.call('Didi_Chuxing', 'bookTaxi', {
        pickupLocation: 'Beijing, Haidian District, Zhongguancun Street 18, Apt. 302',
        dropoffLocation: 'Hangzhou, Binjiang District, Wangjiang Road 1000, Tech Park Office 1001',
        pickupTime: '2026-03-05T14:30:00',
        taxiType: 'Premier',
      }),
    )
    expect(far).toMatchObject({ tripType: 'intercity', status: 'scheduled', pickup: { district: 'Haidian' }, dropoff: { district: 'Binjiang' } })
    expect(far.note).toMatch(/城际/)
    expect(far.distanceKm).toBeGreaterThan(1300)
    expect(far.distanceKm).toBeLessThan(1600)
    // About 14-17 hours on the expressway, with breaks; priced per km (about 4.25 CNY/km in Premier), tolls included.
    expect(far.durationMin).toBeGreaterThan(13 * 60)
    expect(far.durationMin).toBeLessThan(18 * 60)
    const b = far.fareEstimate.breakdown
    expect(b.highwayTolls).toBeGreaterThan(500)
    expect(b.timeFee).toBe(0)
    expect(far.fareEstimate.total / far.distanceKm).toBeGreaterThan(3.5)
    expect(far.fareEstimate.total / far.distanceKm).toBeLessThan(5)
    expect(far.plate).toMatch(/^京/)
    // The fixed price is what is charged at the end.
    s.setClock(Date.parse('2026-03-07T12:00:00+08:00'))
    expect(ok<Ride>(s.call('Didi', 'getRideStatus', { rideId: far.rideId })).finalFare).toEqual(far.fareEstimate)

    const shanghai = openSession({ world, user: { city: 'shanghai', places: { home: 'The Bund' } } })
    const ride = ok<Ride>(shanghai.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Shanghai Hongqiao Railway Station', pickupTime: 'now', taxiType: 'Premier' }))
    expect(ride.plate).toMatch(/^沪[A-Z]·/)
    expect(ride.distanceKm).toBeGreaterThan(15)
    expect((ride as Ride & { tripType: string }).tripType).toBe('city')
    // Cars are plated where the ride starts, in outline cities too.
    const cq = ok<Ride>(shanghai.call('Didi', 'bookTaxi', { pickupLocation: 'Chongqing, Yuzhong District, Jiefangbei Road 100', dropoffLocation: 'Chongqing, Jiangbei District, Zengjiayan Road 55', pickupTime: '2026-03-03 09:00' }))
    expect(cq.plate).toMatch(/^渝/)
    expect(cq.pickup.district).toBe('Yuzhong')
  })

  it('takes reservations up to a year ahead, not beyond', () => {
    const s = session()
    expect(ok<Ride>(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-09-01 09:00' })).status).toBe('scheduled')
    expect(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2027-04-01 09:00' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments', issues: [{ path: 'pickupTime' }] },
    })
  })
})

describe('Didi Chuxing: a ride over time', () => {
  it('moves scheduled -> driver_en_route -> arrived -> in_progress -> completed with the virtual clock', () => {
    const s = session()
    const booked = ok<Ride>(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Beijing South Railway Station', pickupTime: '09:00' }))
    expect(booked.status).toBe('scheduled')
    const statusAt = (ms: number) => {
      s.setClock(ms)
      return ok<Ride>(s.call('Didi', 'getRideStatus', { rideId: booked.rideId }))
    }
    // The driver sets off 10 min ahead and needs 2-8 min, so waits at the door before 09:00.
    expect(statusAt(at(8, 49)).status).toBe('scheduled')
    const enRoute = statusAt(at(8, 50) + 30_000)
    expect(enRoute.status).toBe('driver_en_route')
    expect(enRoute.driverPosition).toMatch(/km from .* arriving in about \d+ min/)
    expect(statusAt(at(8, 59) + 30_000).status).toBe('arrived')
    const riding = statusAt(at(9, 1))
    expect(riding.status).toBe('in_progress')
    expect(riding.driverPosition).toContain('Beijing South Railway Station')
    const done = statusAt(at(9) + (2 * booked.durationMin + 5) * MINUTE)
    expect(done.status).toBe('completed')
    expect(done.finalFare!.total).toBeGreaterThanOrEqual(booked.fareEstimate.total * 0.9)
    expect(done.finalFare!.total).toBeLessThanOrEqual(booked.fareEstimate.total * 1.3)
    // Reads never change the state.
    expect(rides(s).ride_0001!.status).toBe('booked')
  })

  it('cancels free while scheduled or just booked, charges 5 CNY Express / 10 CNY Premier once the driver has set off', () => {
    const s = session()
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:00' }))
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'home', pickupTime: '18:00', taxiType: 'Premier' }))
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-03 09:00' }))
    expect(ok<{ cancellationFee: number }>(s.call('Didi', 'cancelRide', { rideId: 'ride_0003', reason: 'plans changed' })).cancellationFee).toBe(0)
    s.setClock(at(8, 55))
    const late = ok<{ cancellationFee: number; message: string }>(s.call('Didi', 'cancelRide', { rideId: 'ride_0001' }))
    expect(late.cancellationFee).toBe(5)
    expect(late.message).toContain('5.00 CNY')
    s.setClock(at(17, 55))
    expect(ok<{ cancellationFee: number }>(s.call('Didi', 'cancelRide', { rideId: 'ride_0002' })).cancellationFee).toBe(10)
    expect(rides(s).ride_0001).toMatchObject({ status: 'cancelled', cancellationFee: 5, cancelledAt: '2026-03-02T08:55:00+08:00' })
    expect(rides(s).ride_0003).toMatchObject({ status: 'cancelled', cancellationFee: 0, cancelReason: 'plans changed' })
    expect(ok<Ride>(s.call('Didi', 'getRideStatus', { rideId: 'ride_0002' }))).toMatchObject({ status: 'cancelled', cancellationFee: 10 })
  })

  it('an immediate ride is free to cancel within 2 minutes of booking, charged after', () => {
    const a = session()
    ok(a.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: 'now' }))
    const b = a.fork('b')
    a.setClock(at(8, 1))
    expect(ok<{ cancellationFee: number }>(a.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).cancellationFee).toBe(0)
    b.setClock(at(8, 2) + 30_000)
    expect(ok<{ cancellationFee: number }>(b.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).cancellationFee).toBe(5)
  })

  it('answers 409 for a cancelled, running or finished ride and for an overlapping booking; 404 for unknown ids', () => {
    const s = session()
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'Beijing South Railway Station', pickupTime: '09:00' }))
    // A second ride while the first is still driving to the station is refused.
    const overlap = s.call('Didi', 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'Sanlitun', pickupTime: '09:20' })
    expect(overlap).toMatchObject({ ok: false, error: { code: 'conflict' } })
    expect(!overlap.ok && overlap.error.message).toContain('ride_0001')
    const fork = s.fork('f')
    ok(fork.call('Didi', 'cancelRide', { rideId: 'ride_0001' }))
    expect(fork.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('already cancelled') } })
    s.setClock(at(9, 2))
    const before = s.state
    expect(s.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('under way') } })
    s.setClock(at(13))
    expect(s.call('Didi', 'cancelRide', { rideId: 'ride_0001' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('completed') } })
    expect(s.state.apps).toBe(before.apps)
    expect(s.call('Didi', 'getRideStatus', { rideId: 'ride_0042' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.call('Didi', 'cancelRide', { rideId: 'ride_0042' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
  })

  it('lists rides latest pickup first, filtered by live status', () => {
    const s = session()
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '09:00' }))
    ok(s.call('Didi', 'bookTaxi', { pickupLocation: 'office', dropoffLocation: 'home', pickupTime: '18:30' }))
    s.setClock(at(12))
    const all = ok<{ count: number; rides: Ride[] }>(s.call('Didi', 'listRides', {}))
    expect(all.rides.map((r) => [r.rideId, r.status])).toEqual([
      ['ride_0002', 'scheduled'],
      ['ride_0001', 'completed'],
    ])
    expect(ok<{ count: number }>(s.call('Didi', 'listRides', { status: 'completed' })).count).toBe(1)
  })
})

describe('Didi fare model', () => {
  it('grows with distance and minutes, and Premier always costs more than Express', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 150, noNaN: true }), fc.double({ min: 0.1, max: 50, noNaN: true }), fc.integer({ min: 3, max: 240 }), fc.integer({ min: 0, max: 23 }), (km, extra, min, hour) => {
        const t = at(hour)
        const base = computeFare('Express', km, min, t).total
        expect(computeFare('Express', km + extra, min, t).total).toBeGreaterThanOrEqual(base)
        expect(computeFare('Express', km, min + 5, t).total).toBeGreaterThan(base)
        expect(computeFare('Premier', km, min, t).total).toBeGreaterThan(base * 1.5)
      }),
    )
  })
})
