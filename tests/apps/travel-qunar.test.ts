import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1', user = {}) => openSession({ world, seed, user })

type Booking = {
  bookingId: string; status: string; total: number; freeCancellationUntil?: string
  ticket?: { mode: string; legs: { number: string; departAt: string; unitFare: number; seatClass: string }[]; fare: number; serviceFee: number }
  hotel?: { hotelId: string; name: string; nights: number; rooms: number }
}
type Hotels = { hotels: { hotelId: string; name: string; pricePerNight: number; total: number }[] }
type Options = { options: { mode: string; number: string; departAt: string; fares: { seatType: string; fare: number }[]; serviceFee?: number }[] }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const stay = { location: 'Wangfujing', checkInDate: '2026-03-13', checkOutDate: '2026-03-15', guestCount: 2 }

describe('Qunar: a second agency on the same interface', () => {
  it('has the agency tools without car rental', () => {
    const s = session()
    const o = s.call('Qunar', 'rentCar', { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-10 09:00', vehicleModel: 'sedan' })
    expect(o.ok).toBe(false)
    if (!o.ok) expect(o.error.code).toBe('unknown_tool')
    const b = ok<Booking>(s.call('去哪儿', 'bookHotel', stay))
    expect(b.bookingId).toBe('qunar_0001')
    expect(ok<Booking>(s.call('qunar', 'getBooking', { bookingId: 'qunar_0001' }))).toEqual(b)
  })

  it('sells the same hotels for less than Ctrip, night for night', () => {
    const s = session()
    const ctrip = ok<Hotels>(s.call('Ctrip', 'searchHotels', stay)).hotels
    const qunar = ok<Hotels>(s.call('Qunar', 'searchHotels', stay)).hotels
    expect(qunar.map((h) => h.hotelId)).toEqual(ctrip.map((h) => h.hotelId))
    ctrip.forEach((h, i) => {
      expect(qunar[i]!.total).toBeLessThan(h.total)
      expect(qunar[i]!.total / h.total).toBeCloseTo(0.93, 1)
    })
    expect(median(qunar.map((h) => h.pricePerNight))).toBeLessThan(median(ctrip.map((h) => h.pricePerNight)))
    // The same booking of one named hotel costs less on Qunar.
    const name = ctrip[0]!.name
    const viaCtrip = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: name }))
    const viaQunar = ok<Booking>(s.call('Qunar', 'bookHotel', { ...stay, location: name }))
    expect(viaQunar.hotel!.hotelId).toBe(viaCtrip.hotel!.hotelId)
    expect(viaQunar.total).toBeLessThan(viaCtrip.total)
  })

  it('sells the same flights for about 5% less, and train tickets with a 5 CNY fee instead of 10', () => {
    const s = session()
    const q = { from: 'Beijing', to: 'Guangzhou', time: '2026-03-20' }
    const ctrip = ok<Options>(s.call('Ctrip', 'searchTickets', { ...q, transportation: 'flight' })).options
    const qunar = ok<Options>(s.call('Qunar', 'searchTickets', { ...q, transportation: 'flight' })).options
    expect(qunar.map((o) => o.number)).toEqual(ctrip.map((o) => o.number))
    ctrip.forEach((o, i) => expect(qunar[i]!.fares[0]!.fare).toBeLessThan(o.fares[0]!.fare))
    const booking = { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 2, paymentMethod: 'Alipay', transportation: 'train' }
    const c = ok<Booking>(s.call('Ctrip', 'bookTicket', booking))
    const n = ok<Booking>(s.call('Qunar', 'bookTicket', booking))
    expect(n.ticket!.legs[0]!.number).toBe(c.ticket!.legs[0]!.number)
    expect(n.ticket!.fare).toBe(c.ticket!.fare)
    expect([n.ticket!.serviceFee, c.ticket!.serviceFee]).toEqual([10, 20])
  })

  it('has stricter cancellation terms: a hotel two days out costs the first night on Qunar and nothing on Ctrip', () => {
    const s = session()
    const name = ok<Hotels>(s.call('Ctrip', 'searchHotels', { ...stay, hotelType: 'budget hotel' })).hotels[0]!.name
    const c = ok<Booking>(s.call('Ctrip', 'bookHotel', { ...stay, location: name }))
    const n = ok<Booking>(s.call('Qunar', 'bookHotel', { ...stay, location: name }))
    expect(n.freeCancellationUntil).toBe('2026-03-10 14:00')
    expect(c.freeCancellationUntil).toBe('2026-03-13 18:00')
    s.setClock(fromLocal(2026, 3, 11, 9))
    const qc = ok<{ cancellationFee: number; refund: number }>(s.call('Qunar', 'cancelBooking', { bookingId: n.bookingId }))
    const cc = ok<{ cancellationFee: number }>(s.call('Ctrip', 'cancelBooking', { bookingId: c.bookingId }))
    expect(qc.cancellationFee).toBeGreaterThan(0)
    expect(qc.refund).toBe(n.total - qc.cancellationFee)
    expect(cc.cancellationFee).toBe(0)
    // Flights: 20% of the fare a week or more out on Qunar's agent fares, 10% on Ctrip.
    const fly = { from: 'Beijing', to: 'Chengdu', ticketType: 'one-way', time: '2026-03-25 09:00', count: 1, paymentMethod: 'Visa', transportation: 'flight' }
    const fq = ok<Booking>(s.call('Qunar', 'bookTicket', fly))
    const fc = ok<Booking>(s.call('Ctrip', 'bookTicket', fly))
    expect(ok<{ cancellationFee: number }>(s.call('Qunar', 'cancelBooking', { bookingId: fq.bookingId })).cancellationFee).toBe(Math.round(fq.ticket!.fare * 0.2))
    expect(ok<{ cancellationFee: number }>(s.call('Ctrip', 'cancelBooking', { bookingId: fc.bookingId })).cancellationFee).toBe(Math.round(fc.ticket!.fare * 0.1))
  })

  it('refuses intercity tickets to minors under its own rule, and sells them to adults', () => {
    const args = { from: 'Shanghai', to: 'Beijing', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay' }
    const o = session('seed-1', { age: 15 }).call('Qunar', 'bookTicket', args)
    expect(o.ok).toBe(false)
    if (!o.ok) expect(o.error).toMatchObject({ code: 'policy_violation', rule: 'qunar.minor_intercity_tickets' })
    ok(session('seed-1', { age: 25 }).call('Qunar', 'bookTicket', args))
  })
})
