import { describe, expect, it } from 'vitest'
import { DAY, fromLocal, HOUR } from '../../apps/kit/index.ts'
import type { AgencyState } from '../../apps/travel/index.ts'
import { profileFromPersona } from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'
import { itToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1', user = {}) => openSession({ world, seed, user })
type S = ReturnType<typeof session>

type Leg = { mode: string; number: string; carrier: string; from: { id: string; name: string; code?: string }; to: { id: string; name: string }; departAt: string; arriveAt: string; duration: string; seatClass: string; unitFare: number; unitTaxes?: number; seats?: string[] }
type Booking = {
  bookingId: string; kind: string; status: string; title: string; total: number; paymentMethod: string
  ticket?: { mode: string; ticketType: string; count: number; legs: Leg[]; fare: number; taxes: number; serviceFee: number; issuesAt?: string }
  hotel?: { hotelId: string; name: string; grade: string; stars: number; roomType: string; rooms: number; nights: number; dayUse: boolean; checkIn: string; checkOut: string }
  car?: { vendor: string; pickupStore: string; model: string; plate: string; days: number; dailyRate: number; oneWayFee: number; oneWay: boolean; pickupAt: string; returnAt: string }
  freeCancellationUntil?: string; cancellationPolicy: string; notices?: string[]
}
type Cancelled = { cancellationFee: number; refund: number; paid: number; message: string }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const fails = (o: { ok: boolean; error?: { code: string; message: string; rule?: string } }, code: string) => {
  expect(o.ok).toBe(false)
  expect(o.error?.code).toBe(code)
  return o.error!
}
const minutes = (d: string) => Number(d.split('h')[0]) * 60 + Number(d.split('h')[1]!.replace('m', ''))
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`)
const bookings = (s: S) => (s.state.apps.ctrip as AgencyState).bookings
const ticket = (s: S, args: Record<string, unknown>) =>
  ok<Booking>(s.call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay', ...args }))

describe('Ctrip: tickets', () => {
  it('books high-speed rail Beijing -> Shanghai at the railway fare plus a 10 CNY fee per ticket, with seats together', () => {
    const s = session()
    const b = ticket(s, { count: 2, transportation: 'train' })
    const leg = b.ticket!.legs[0]!
    expect(b).toMatchObject({ bookingId: 'ctrip_0001', kind: 'ticket', status: 'confirmed', paymentMethod: 'Alipay' })
    expect(leg).toMatchObject({ mode: 'train', carrier: 'China Railway', from: { id: 'bj_beijing_south_station' }, to: { id: 'sh_hongqiao_station' }, seatClass: 'second class', unitFare: 553 })
    expect(leg.number).toMatch(/^G\d+$/)
    expect(at(leg.departAt)).toBeGreaterThanOrEqual(at('2026-03-12 08:00'))
    expect(leg.seats).toHaveLength(2)
    expect(b.ticket).toMatchObject({ fare: 1106, taxes: 0, serviceFee: 20 })
    expect(b.total).toBe(1126)
    expect(b.freeCancellationUntil).toBe(`2026-03-04 ${leg.departAt.slice(11)}`)
    expect(ok<Booking>(s.call('ctrip', 'getBooking', { bookingId: 'ctrip_0001' }))).toEqual(b)
    // Business class on Ctrip is the train's business seat.
    expect(ticket(s, { transportation: 'train', seatType: 'business class' }).ticket!.legs[0]!.unitFare).toBe(1748)
  })

  it('flies Beijing -> Shanghai faster but dearer than the train, business dearer than economy', () => {
    const s = session()
    const train = ticket(s, { transportation: 'train' })
    const flight = ticket(s, { transportation: 'flight' })
    const business = ticket(s, { transportation: 'flight', seatType: 'business class' })
    const leg = flight.ticket!.legs[0]!
    expect(leg.mode).toBe('flight')
    expect(leg.number).toMatch(/^(CA|MU|CZ|HU|FM|HO|9C|MF)\d{4}$/)
    expect(['PEK', 'PKX']).toContain(leg.from.code)
    expect(minutes(leg.duration)).toBeLessThan(minutes(train.ticket!.legs[0]!.duration) - 90)
    expect(flight.total).toBeGreaterThan(train.total)
    expect(leg.unitTaxes).toBe(130)
    expect(business.total).toBeGreaterThan(2 * flight.total)
    // Left to choose, a traveller is put on the train for Shanghai and flown to Shenzhen.
    expect(ticket(s, {}).ticket!.mode).toBe('train')
    expect(ticket(s, { to: 'Shenzhen' }).ticket!.mode).toBe('flight')
  })

  it('books a round trip back between the same stations the next day, and explains a train where no flight flies', () => {
    const s = session()
    const b = ticket(s, { from: 'Hangzhou', to: 'Suzhou', ticketType: 'round-trip', transportation: 'flight', count: 3 })
    const [out, back] = b.ticket!.legs
    expect(b.ticket!.mode).toBe('train')
    expect(b.notices!.join(' ')).toContain('No scheduled flights between Hangzhou and Suzhou')
    expect(back!.from.id).toBe(out!.to.id)
    expect(back!.to.id).toBe(out!.from.id)
    expect(at(back!.departAt)).toBeGreaterThanOrEqual(at(out!.departAt) + DAY)
    expect(b.ticket!.serviceFee).toBe(60)
  })

  it('queues train tickets not yet on sale and issues them when sales open; withdrawing before that is free', () => {
    const s = session()
    const b = ticket(s, { time: '2026-04-01 09:00', transportation: 'train' })
    expect(b.status).toBe('awaiting_release')
    expect(b.ticket!.issuesAt).toBe('2026-03-18 00:00')
    expect(b.ticket!.legs[0]!.seats).toBeUndefined()
    const start = s.snapshot()
    expect(ok<Cancelled>(s.call('ctrip', 'cancelBooking', { bookingId: b.bookingId }))).toMatchObject({ cancellationFee: 0, refund: b.total })
    s.restore(start)
    s.setClock(fromLocal(2026, 3, 18, 1))
    const issued = ok<Booking>(s.call('ctrip', 'getBooking', { bookingId: b.bookingId }))
    expect(issued.status).toBe('confirmed')
    expect(issued.ticket!.legs[0]!.seats).toHaveLength(1)
  })

  it('refunds train tickets by the railway rule as the clock moves and keeps its service fee; flights by the airline bands', () => {
    const s = session()
    const train = ticket(s, { count: 2, transportation: 'train' })
    const flight = ticket(s, { transportation: 'flight' })
    const depart = at(train.ticket!.legs[0]!.departAt)
    const start = s.snapshot()
    const cancelAt = (id: string, clock: number) => {
      s.restore(start)
      s.setClock(clock)
      return s.call('ctrip', 'cancelBooking', { bookingId: id })
    }
    expect(ok<Cancelled>(cancelAt(train.bookingId, fromLocal(2026, 3, 2, 9)))).toMatchObject({ cancellationFee: 0, refund: 1106 })
    expect(ok<Cancelled>(cancelAt(train.bookingId, depart - 5 * DAY))).toMatchObject({ cancellationFee: 55, refund: 1051 })
    expect(ok<Cancelled>(cancelAt(train.bookingId, depart - 30 * HOUR)).cancellationFee).toBe(111)
    const late = ok<Cancelled>(cancelAt(train.bookingId, depart - HOUR))
    expect(late).toMatchObject({ cancellationFee: 221, refund: 885 })
    expect(late.message).toContain('keeps its 20 CNY service fee')
    fails(cancelAt(train.bookingId, depart + 60_000), 'conflict')
    // Economy: 10% of the fare 7+ days out... here 10 days out; 50% in the last 4 hours. Taxes come back.
    const fare = flight.ticket!.fare
    const fDepart = at(flight.ticket!.legs[0]!.departAt)
    expect(ok<Cancelled>(cancelAt(flight.bookingId, fromLocal(2026, 3, 2, 9)))).toMatchObject({ cancellationFee: Math.round(fare * 0.1), refund: flight.total - Math.round(fare * 0.1) })
    expect(ok<Cancelled>(cancelAt(flight.bookingId, fDepart - 2 * HOUR)).cancellationFee).toBe(Math.round(fare * 0.5))
  })

  it('refuses a sold-out cabin (409) once every flight of three days is full, changing nothing', () => {
    const s = session()
    let last: Booking | undefined
    let refused: { code: string; message: string } | undefined
    for (let i = 0; i < 60 && !refused; i++) {
      const o = s.call('Ctrip', 'bookTicket', { from: 'Xiamen', to: 'Shenyang', ticketType: 'one-way', time: '2026-03-10 07:00', count: 9, paymentMethod: 'Visa', transportation: 'flight', seatType: 'business class' })
      if (o.ok) last = o.data as Booking
      else refused = o.error
    }
    expect(refused?.code).toBe('conflict')
    expect(refused?.message).toContain('business class is sold out')
    expect(last!.notices!.join(' ')).toContain('the first with seats')
    const before = s.state
    fails(s.call('Ctrip', 'bookTicket', { from: 'Xiamen', to: 'Shenyang', ticketType: 'one-way', time: '2026-03-10 07:00', count: 9, paymentMethod: 'Visa', transportation: 'flight', seatType: 'business class' }), 'conflict')
    expect(s.state).toBe(before)
  })

  it('refuses past times, unknown bookings and double cancellation', () => {
    const s = session()
    fails(s.call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-01 08:00', count: 1, paymentMethod: 'Alipay' }), 'invalid_arguments')
    fails(s.call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: 'tomorrow evening', count: 1, paymentMethod: 'Alipay' }), 'invalid_arguments')
    fails(s.call('Ctrip', 'getBooking', { bookingId: 'ctrip_0042' }), 'not_found')
    const b = ticket(s, { time: 'current time' })
    ok(s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId }))
    expect(fails(s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId }), 'conflict').message).toContain('already cancelled')
  })
})

describe('Ctrip: hotels', () => {
  const stay = { location: 'Beijing South Railway Station', checkInDate: '2026-03-10', checkOutDate: '2026-03-12', guestCount: 2 }

  it('books the nearest budget hotel for two nights, free to cancel until 18:00 on arrival day, the first night after, never once begun', () => {
    const s = session()
    const b = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, hotelType: 'budget hotel' }))
    expect(b.hotel).toMatchObject({ grade: 'budget', stars: 2, nights: 2, rooms: 1, roomType: 'Standard Queen Room', dayUse: false, checkIn: '2026-03-10 14:00', checkOut: '2026-03-12 12:00' })
    expect(b.hotel!.name).toMatch(/^(Hanting Hotel|Home Inn|Jinjiang Inn|7 Days Inn|ibis Hotel|GreenTree Inn) \(.+\)$|^Home Inn Beijing South/)
    expect(b.freeCancellationUntil).toBe('2026-03-10 18:00')
    expect(b.total).toBeGreaterThan(250)
    expect(b.total).toBeLessThan(900)
    const stored = bookings(s)[b.bookingId]!
    expect(stored.kind === 'hotel' && stored.firstNight).toBeGreaterThan(0)
    const start = s.snapshot()
    const cancelAt = (clock: number) => {
      s.restore(start)
      s.setClock(clock)
      return s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId })
    }
    expect(ok<Cancelled>(cancelAt(fromLocal(2026, 3, 10, 17))).cancellationFee).toBe(0)
    const late = ok<Cancelled>(cancelAt(fromLocal(2026, 3, 10, 19)))
    expect(late.cancellationFee).toBe(stored.kind === 'hotel' ? stored.firstNight : -1)
    expect(late.refund).toBe(b.total - late.cancellationFee)
    fails(cancelAt(fromLocal(2026, 3, 11, 0, 30)), 'conflict')
  })

  it('gives starred hotels until 18:00 the day before, rooms by party size, and prices them well above budget ones', () => {
    const s = session()
    const budget = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: 'Sanlitun', hotelType: 'budget hotel' }))
    const starred = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: 'Sanlitun', hotelType: 'starred hotel' }))
    expect(starred.hotel!.stars).toBeGreaterThanOrEqual(4)
    expect(starred.freeCancellationUntil).toBe('2026-03-09 18:00')
    expect(starred.total).toBeGreaterThan(2 * budget.total)
    const party = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, guestCount: 5, hotelType: 'starred hotel' }))
    expect(party.hotel).toMatchObject({ rooms: 3, roomType: 'Deluxe Twin Room' })
    expect(ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, guestCount: 3 })).hotel!.rooms).toBe(1)
  })

  it('sells day-use rooms, reads a check-out before check-in as next year, and finds hotels in cities off the gazetteer', () => {
    const s = session()
    const day = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, checkInDate: '2026-03-10 10:00', checkOutDate: '2026-03-10 15:00' }))
    expect(day.hotel).toMatchObject({ dayUse: true, nights: 0, checkIn: '2026-03-10 10:00', checkOut: '2026-03-10 15:00' })
    const night = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: day.hotel!.name, checkOutDate: '2026-03-11' }))
    expect(day.total).toBeLessThan(night.total)
    const wrapped = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, checkInDate: '2026-11-15', checkOutDate: '2026-04-05' }))
    expect(wrapped.hotel!.checkOut).toBe('2027-04-05 12:00')
    expect(wrapped.notices!.join(' ')).toContain('read as 2027-04-05')
    const far = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: "Xi'an, Beilin District, South Street 88" }))
    expect(far.hotel!.name).toMatch(/Xi'an|Bell Tower|Pagoda/)
    fails(s.call('Ctrip', 'bookHotel', { ...stay, checkInDate: '2026-02-20' }), 'invalid_arguments')
  })

  it('books a named hotel until its room type is sold out (409), and bookings of the session count against inventory', () => {
    const s = session()
    const list = ok<{ hotels: { hotelId: string; name: string; available: boolean; roomType: string }[] }>(s.call('Ctrip', 'searchHotels', { ...stay, guestCount: 3 }))
    expect(list.hotels.length).toBeGreaterThan(3)
    const target = list.hotels[0]!
    let refused: { message: string } | undefined
    let n = 0
    while (!refused && n < 20) {
      const o = s.call('Ctrip', 'bookHotel', { ...stay, location: target.name, guestCount: 3 })
      if (o.ok) expect((o.data as Booking).hotel!.hotelId).toBe(target.hotelId)
      else refused = fails(o, 'conflict')
      n++
    }
    expect(n).toBeGreaterThan(1)
    expect(refused!.message).toContain(`Sold out: ${target.name}`)
    const again = ok<{ hotels: { hotelId: string; available: boolean }[] }>(s.call('Ctrip', 'searchHotels', { ...stay, location: target.hotelId, guestCount: 3 }))
    expect(again.hotels[0]).toMatchObject({ hotelId: target.hotelId, available: false })
    // Without a named hotel the next nearest with rooms is booked instead.
    expect(ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, guestCount: 3 })).hotel!.hotelId).not.toBe(target.hotelId)
  })
})

describe('Ctrip: car rental', () => {
  const rent = { pickupLocation: 'Beijing South Railway Station', dropoffLocation: 'home', pickupTime: '2026-03-10 09:00', vehicleModel: 'sedan' }

  it('rents a car for a day in town from the store at the station, luxury and high dearer, with a local plate', () => {
    const s = session()
    const low = ok<Booking>(s.call('Ctrip', 'rentCar', rent))
    expect(low.car).toMatchObject({ days: 1, oneWay: false, oneWayFee: 0, pickupAt: '2026-03-10 09:00', returnAt: '2026-03-11 09:00', model: 'Volkswagen Lavida' })
    expect(low.car!.pickupStore).toMatch(/^(eHi Car Services|CAR Inc\.) Beijing South Railway Station Store$/)
    expect(low.car!.plate).toMatch(/^京[A-Z]·[0-9A-Z]{5}$/)
    const high = ok<Booking>(s.call('Ctrip', 'rentCar', { ...rent, priceRange: 'high' }))
    const lux = ok<Booking>(s.call('Ctrip', 'rentCar', { ...rent, carType: 'luxury' }))
    const sports = ok<Booking>(s.call('Ctrip', 'rentCar', { ...rent, vehicleModel: 'sports car', carType: 'luxury', priceRange: 'high' }))
    expect(high.car!.dailyRate).toBeGreaterThan(low.car!.dailyRate)
    expect(lux.car!.dailyRate).toBeGreaterThan(high.car!.dailyRate)
    expect(sports.car!.model).toBe('Porsche 911 Carrera')
    expect(sports.total).toBeGreaterThan(lux.total)
  })

  it('rents one way to another city for the days the drive takes and a one-way fee; cancels free until 2 hours before pickup', () => {
    const s = session()
    const b = ok<Booking>(s.call('Ctrip', 'rentCar', { ...rent, dropoffLocation: 'Shanghai, Jing\'an District, West Nanjing Road 200', vehicleModel: 'suv' }))
    expect(b.car!.oneWay).toBe(true)
    expect(b.car!.days).toBeGreaterThanOrEqual(3)
    expect(b.car!.oneWayFee).toBeGreaterThan(900)
    const start = s.snapshot()
    s.setClock(fromLocal(2026, 3, 10, 6))
    expect(ok<Cancelled>(s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId })).cancellationFee).toBe(0)
    s.restore(start)
    s.setClock(fromLocal(2026, 3, 10, 8))
    expect(ok<Cancelled>(s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId })).cancellationFee).toBe(b.car!.dailyRate / 2)
    s.restore(start)
    s.setClock(fromLocal(2026, 3, 10, 9, 30))
    expect(ok<Booking>(s.call('Ctrip', 'getBooking', { bookingId: b.bookingId })).status).toBe('in_progress')
    fails(s.call('Ctrip', 'cancelBooking', { bookingId: b.bookingId }), 'conflict')
  })
})

describe('Ctrip: listing', () => {
  it('lists tickets, hotels and cars soonest first, by kind and by live status', () => {
    const s = session()
    ticket(s, { time: '2026-03-04 08:00' })
    ok(s.call('Ctrip', 'bookHotel', { location: 'Shanghai Hongqiao', checkInDate: '2026-03-04', checkOutDate: '2026-03-05', guestCount: 1 }))
    ok(s.call('Ctrip', 'rentCar', { pickupLocation: 'Shanghai Hongqiao', dropoffLocation: 'Shanghai Hongqiao', pickupTime: '2026-03-05 10:00', vehicleModel: 'suv' }))
    const all = ok<{ count: number; bookings: { bookingId: string; kind: string; status: string }[] }>(s.call('Ctrip', 'listBookings', {}))
    expect(all.count).toBe(3)
    expect(all.bookings.map((b) => b.kind)).toEqual(['ticket', 'hotel', 'car'])
    expect(ok<{ count: number }>(s.call('Ctrip', 'listBookings', { kind: 'hotel' })).count).toBe(1)
    s.setClock(fromLocal(2026, 3, 4, 20))
    expect(ok<{ bookings: { kind: string }[] }>(s.call('Ctrip', 'listBookings', { status: 'in_progress' })).bookings.map((b) => b.kind)).toEqual(['hotel'])
    expect(ok<{ count: number }>(s.call('Ctrip', 'listBookings', { status: 'completed' })).count).toBe(1)
  })
})

describe('Ctrip: policies', () => {
  const minor = { age: 16, profession: 'High School Student' }

  it('refuses intercity tickets to a user under 18 and changes nothing; the same call succeeds for an adult', () => {
    const kid = session('seed-1', minor)
    const before = kid.state
    const e = fails(kid.call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay' }), 'policy_violation')
    expect(e.rule).toBe('ctrip.minor_intercity_tickets')
    expect(kid.state).toBe(before)
    ok(session().call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay' }))
    // The rule is about tickets: a minor may still look up trains and book a hotel.
    ok(kid.call('Ctrip', 'searchTickets', { from: 'Beijing', to: 'Shanghai', time: '2026-03-12' }))
    ok(kid.call('Ctrip', 'bookHotel', { location: 'Sanlitun', checkInDate: '2026-03-10', checkOutDate: '2026-03-11', guestCount: 1 }))
  })

  it('rents cars only to drivers of 18 or over', () => {
    const args = { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-10 09:00', vehicleModel: 'sedan' }
    expect(fails(session('seed-1', minor).call('Ctrip', 'rentCar', args), 'policy_violation').rule).toBe('ctrip.car_rental_driver_age')
    ok(session('seed-1', { age: 18 }).call('Ctrip', 'rentCar', args))
  })

  itToolSpectrum("matches ToolSpectrum: every Ctrip gold call succeeds, and minors' ticket requests without a gold call are refused", () => {
    const samples = toolspectrumSamples()
    const gold = samples.filter((x) => x.toolCall?.APP === 'Ctrip')
    expect(gold.length).toBe(66)
    for (const sample of gold) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
    const refusals = samples.filter((x) => x.toolCall === null && (x.persona?.Age ?? 99) < 18 && /flight|train|ticket/i.test(x.instruction))
    expect(refusals.length).toBeGreaterThanOrEqual(20)
    for (const sample of refusals) {
      const s = session(sample.id, profileFromPersona(sample.persona, sample.id.replace('#', '_')))
      const o = s.call('Ctrip', 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay', transportation: 'flight' })
      expect(fails(o, 'policy_violation').rule).toBe('ctrip.minor_intercity_tickets')
    }
  })
})

describe('Ctrip: determinism', () => {
  it('gives byte-identical outcomes for two sessions of one seed, and different trips for different queries', () => {
    const calls: [string, Record<string, unknown>][] = [
      ['bookTicket', { from: 'Guangzhou', to: 'Chengdu', ticketType: 'round-trip', time: '2026-03-09 10:00', count: 2, paymentMethod: 'WeChat Pay' }],
      ['bookHotel', { location: 'The Bund', checkInDate: '2026-03-09', checkOutDate: '2026-03-11', guestCount: 2 }],
      ['rentCar', { pickupLocation: 'Shenzhen North', dropoffLocation: 'Guangzhou', pickupTime: '2026-03-09 10:00', vehicleModel: 'suv' }],
    ]
    const a = session('same')
    const b = session('same')
    for (const [tool, args] of calls) expect(JSON.stringify(a.call('Ctrip', tool, args))).toBe(JSON.stringify(b.call('Ctrip', tool, args)))
    const one = ticket(session(), { to: 'Hangzhou' })
    const two = ticket(session(), { to: 'Nanjing' })
    expect(one.ticket!.legs[0]!.to.name).not.toBe(two.ticket!.legs[0]!.to.name)
    expect(one.total).not.toBe(two.total)
  })
})
