import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, fromLocal, HOUR } from '../../apps/kit/index.ts'
import { railRefundFee, type RailwayState } from '../../apps/travel/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1') => openSession({ world, seed })
type S = ReturnType<typeof session>

type Seat = { seatClass: string; fare: number; seatsLeft: number }
type Train = { trainNumber: string; type: string; from: string; to: string; departAt: string; arriveAt: string; duration: string; km: number; seats: Seat[] }
type Search = { from: string; to: string; date: string; onSale: boolean; salesOpenAt?: string; trains: Train[] }
type Ticket = {
  ticketId: string; orderNo: string; status: string; trainNumber: string; from: string; to: string; departAt: string; seatClass: string
  passengers: { name: string; idNumber: string; seat: string }[]; unitFare: number; paid: number; changedFrom?: string; canChange: boolean
  refundFee?: number; refund?: number
}

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const fails = (o: { ok: boolean; error?: { code: string; message: string; rule?: string } }, code: string): string => {
  expect(o.ok).toBe(false)
  expect(o.error?.code).toBe(code)
  return o.error!.message
}
const search = (s: S, from: string, to: string, date: string, trainTypes?: string[]) =>
  ok<Search>(s.call('12306', 'searchTrains', { from, to, date, ...(trainTypes ? { trainTypes } : {}) }))
const seat = (t: Train, cls: string) => t.seats.find((x) => x.seatClass === cls)
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`)
const tickets = (s: S) => (s.state.apps.china_railway_12306 as RailwayState).tickets

describe('12306: the timetable', () => {
  it('lists real-looking G/D/K trains Beijing South -> Shanghai Hongqiao with the published fares and a 4h18m fastest run', () => {
    const r = search(session(), 'Beijing South', 'Shanghai Hongqiao', '2026-03-12')
    expect(r.from).toBe('Beijing South Railway Station')
    expect(r.to).toBe('Shanghai Hongqiao Railway Station')
    expect(r.onSale).toBe(true)
    const g = r.trains.filter((t) => t.type === 'G')
    expect(g.length).toBeGreaterThanOrEqual(10)
    // Odd numbers leave Beijing; the corridor's flagship block starts at G1.
    expect(g[0]!.trainNumber).toBe('G1')
    for (const t of g) {
      expect(Number(t.trainNumber.slice(1)) % 2).toBe(1)
      expect(t.km).toBe(1318)
      expect(seat(t, 'second class')!.fare).toBe(553)
      expect(seat(t, 'first class')!.fare).toBe(933)
      expect(seat(t, 'business class')!.fare).toBe(1748)
    }
    expect(g.map((t) => t.duration).sort()[0]).toBe('4h18m')
    // No K train runs Beijing - Shanghai (its night trains are T and Z); elsewhere K trains leave from the
    // old Beijing Railway Station with sleepers (so a search by station has none). D trains have no business class.
    expect(r.trains.some((t) => t.type === 'K')).toBe(false)
    expect(search(session(), 'Beijing', 'Shanghai', '2026-03-12', ['K']).trains).toEqual([])
    const k = search(session(), 'Beijing', 'Shenzhen', '2026-03-12', ['K']).trains[0]!
    expect(k.from).toBe('Beijing Railway Station')
    expect(k.to).toBe('Shenzhen Railway Station')
    expect(k.seats.map((x) => x.seatClass)).toEqual(['soft sleeper', 'hard sleeper', 'hard seat'])
    expect(r.trains.filter((t) => t.type === 'D').every((t) => !seat(t, 'business class'))).toBe(true)
    // The way back runs even numbers.
    const back = search(session(), 'Shanghai Hongqiao', 'Beijing South', '2026-03-12', ['G'])
    expect(back.trains.every((t) => Number(t.trainNumber.slice(1)) % 2 === 0)).toBe(true)
  })

  it('prices business > first > second and sleepers > seats on every train, and longer trips higher', () => {
    const r = search(session(), 'Beijing', 'Shenzhen', '2026-03-12')
    expect(r.from).toBe('Beijing West Railway Station')
    for (const t of r.trains) {
      const fares = t.seats.map((x) => x.fare)
      expect([...fares].sort((a, b) => b - a)).toEqual(fares)
    }
    const near = search(session(), 'Beijing South', 'Tianjin', '2026-03-12', ['G'])
    expect(near.trains[0]!.seats.find((x) => x.seatClass === 'second class')!.fare).toBeLessThan(seat(r.trains.find((t) => t.type === 'G')!, 'second class')!.fare / 10)
    // Beijing - Tianjin is served by C intercity trains, as in life.
    expect(search(session(), 'Beijing South', 'Tianjin', '2026-03-12', ['C']).trains[0]!.trainNumber).toMatch(/^C20\d\d$/)
  })

  it('resolves cities, stations and Chinese names to the same route, and filters by train type', () => {
    const s = session()
    const a = search(s, 'Beijing', 'Shanghai', '2026-03-12')
    const b = search(s, '北京南站', '上海虹桥', '2026-03-12')
    expect(b.trains.filter((t) => t.type !== 'K').map((t) => t.trainNumber)).toEqual(a.trains.filter((t) => t.type !== 'K').map((t) => t.trainNumber))
    expect(search(s, 'Beijing', 'Shanghai', '2026-03-12', ['D']).trains.every((t) => t.type === 'D')).toBe(true)
  })

  it('does not sell beyond the 15-day presale window and refuses unreadable or past days', () => {
    const s = session()
    const far = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-20')
    expect(far.onSale).toBe(false)
    expect(far.salesOpenAt).toBe('2026-03-06 00:00')
    const msg = fails(s.call('12306', 'bookTrainTicket', { trainNumber: 'G1', from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-20', seatClass: 'second class' }), 'conflict')
    expect(msg).toContain('2026-03-06 00:00')
    // Today plus 14 days is the last day on sale.
    expect(search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-16').onSale).toBe(true)
    fails(s.call('12306', 'searchTrains', { from: 'Beijing', to: 'Shanghai', date: '2026-02-27' }), 'invalid_arguments')
    fails(s.call('12306', 'searchTrains', { from: 'Beijing', to: 'Shanghai', date: 'next Friday' }), 'invalid_arguments')
  })
})

describe('12306: book -> get -> change -> refund', () => {
  it('books real-name tickets for two with seats side by side and no service fee', () => {
    const s = session()
    const g = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12', ['G']).trains.find((t) => seat(t, 'second class')!.seatsLeft >= 2)!
    const t = ok<Ticket>(s.call('China Railway 12306', 'bookTrainTicket', {
      trainNumber: g.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'second class', passengers: ['Li Wei', 'Wang Fang'],
    }))
    expect(t).toMatchObject({ ticketId: 'rail_0001', status: 'issued', trainNumber: g.trainNumber, departAt: g.departAt, unitFare: 553, paid: 1106, canChange: true })
    expect(t.orderNo).toMatch(/^E\d{9}$/)
    expect(t.passengers.map((p) => p.name)).toEqual(['Li Wei', 'Wang Fang'])
    for (const p of t.passengers) {
      expect(p.seat).toMatch(/^Car (0[4-9]|1[0-5]), \d\d[ABCDF]$/)
      expect(p.idNumber).toMatch(/^110\*{11}\d{4}$/)
    }
    expect(new Set(t.passengers.map((p) => p.seat.slice(0, 6))).size).toBe(1)
    expect(ok<Ticket>(s.call('12306', 'getTrainTicket', { ticketId: 'rail_0001' }))).toEqual(t)
    // Bookings reduce what is left for the session.
    const after = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12', ['G']).trains.find((x) => x.trainNumber === g.trainNumber)!
    expect(seat(after, 'second class')!.seatsLeft).toBe(seat(g, 'second class')!.seatsLeft - 2)
    // Real name: the same person cannot hold a second ticket on the train.
    const clash = fails(s.call('12306', 'bookTrainTicket', { trainNumber: g.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'first class', passengers: ['Wang Fang'] }), 'conflict')
    expect(clash).toContain('Wang Fang')
  })

  it('charges the railway refund fee as the clock moves: free 8+ days out, then 5%, 10%, 20%, and no refund after departure', () => {
    const s = session()
    const g = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12', ['G']).trains[2]!
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: g.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'second class', passengers: ['A', 'B'] }))
    const depart = at(g.departAt)
    const start = s.snapshot()
    const refundAt = (clock: number) => {
      s.restore(start)
      s.setClock(clock)
      return s.call('12306', 'cancelTrainTicket', { ticketId: 'rail_0001' })
    }
    expect(ok<{ refundFee: number; refund: number }>(refundAt(fromLocal(2026, 3, 2, 9))).refundFee).toBe(0)
    // 5% of 553 is 27.65, rounded to the half yuan: 27.5 a ticket.
    expect(ok<{ refundFee: number; refund: number }>(refundAt(depart - 5 * DAY))).toMatchObject({ refundFee: 55, refund: 1051 })
    expect(ok<{ refundFee: number }>(refundAt(depart - 30 * HOUR)).refundFee).toBe(111)
    expect(ok<{ refundFee: number }>(refundAt(depart - 2 * HOUR)).refundFee).toBe(221)
    expect(railRefundFee(553, depart, depart - 2 * HOUR)).toBe(110.5)
    fails(refundAt(depart + 60_000), 'conflict')
    // Refunded once, never twice; the seats go back on sale.
    s.restore(start)
    ok(s.call('12306', 'cancelTrainTicket', { ticketId: 'rail_0001' }))
    expect(fails(s.call('12306', 'cancelTrainTicket', { ticketId: 'rail_0001' }), 'conflict')).toContain('already refunded')
    expect(tickets(s).rail_0001!.status).toBe('refunded')
    const again = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12', ['G']).trains.find((x) => x.trainNumber === g.trainNumber)!
    expect(seat(again, 'second class')!.seatsLeft).toBe(seat(g, 'second class')!.seatsLeft)
  })

  it('never lowers the refund fee as departure nears; 0 from 8 days out, at most 20%, on the half yuan (property)', () => {
    const depart = fromLocal(2026, 4, 1, 9)
    fc.assert(
      fc.property(fc.integer({ min: 15, max: 3000 }), fc.integer({ min: 1, max: 20 * 24 * 60 }), fc.integer({ min: 1, max: 20 * 24 * 60 }), (fare, a, b) => {
        const early = depart - Math.max(a, b) * 60_000
        const late = depart - Math.min(a, b) * 60_000
        const feeEarly = railRefundFee(fare, depart, early)
        const feeLate = railRefundFee(fare, depart, late)
        expect(feeLate).toBeGreaterThanOrEqual(feeEarly)
        expect(feeLate).toBeLessThanOrEqual(Math.max(2, fare * 0.2 + 0.25))
        expect(Number.isInteger(feeLate * 2)).toBe(true)
        expect(feeEarly === 0).toBe(depart - early >= 8 * DAY)
      }),
    )
  })

  it('changes a ticket once (改签): a dearer class costs the difference, a second change is refused', () => {
    const s = session()
    const trains = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12', ['G']).trains
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: trains[0]!.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'second class', passengers: ['A', 'B'] }))
    const target = trains.find((t, i) => i > 0 && seat(t, 'first class')!.seatsLeft >= 2)!
    const r = ok<{ ticket: Ticket; fareDifference: number; additionalPayment: number; refund: number; message: string }>(
      s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0001', newTrainNumber: target.trainNumber, newSeatClass: 'first class' }),
    )
    expect(r).toMatchObject({ fareDifference: 760, additionalPayment: 760, refund: 0 })
    expect(r.ticket).toMatchObject({ trainNumber: target.trainNumber, seatClass: 'first class', unitFare: 933, paid: 1866, canChange: false })
    expect(r.ticket.changedFrom).toContain(trains[0]!.trainNumber)
    expect(r.ticket.passengers[0]!.seat).toMatch(/^Car 0[23], /)
    expect(fails(s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0001', newSeatClass: 'second class' }), 'conflict')).toContain('already changed once')
    // A cheaper change refunds the difference less the refund rate of the original departure.
    const other = trains.find((t) => t !== target && t !== trains[0] && seat(t, 'first class')!.seatsLeft >= 1)!
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: other.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'first class', passengers: ['C'] }))
    s.setClock(at(other.departAt) - 3 * DAY)
    const down = ok<{ fareDifference: number; refund: number; changeFee: number }>(s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0002', newSeatClass: 'second class' }))
    expect(down).toEqual(expect.objectContaining({ fareDifference: -380, changeFee: 19, refund: 361 }))
  })

  it('keeps a 5% refund floor after a late change, and limits changes within 48 hours to the same day', () => {
    const s = session()
    const soon = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-05', ['G']).trains[1]!
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: soon.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-05', seatClass: 'second class' }))
    ok(s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0001', newDate: '2026-03-15' }))
    // 13 days out a refund is normally free; a ticket changed within 8 days of its first departure still pays 5%.
    expect(ok<{ refundFee: number }>(s.call('12306', 'cancelTrainTicket', { ticketId: 'rail_0001' })).refundFee).toBe(27.5)

    const tomorrow = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-03', ['G']).trains[0]!
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: tomorrow.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-03', seatClass: 'second class' }))
    expect(fails(s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0002', newDate: '2026-03-06' }), 'conflict')).toContain('Within 48 hours')
    const later = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-03', ['G']).trains.at(-1)!
    ok(s.call('12306', 'changeTrainTicket', { ticketId: 'rail_0002', newTrainNumber: later.trainNumber }))
  })

  it('refuses sold-out classes (409), unknown trains and ids (404), classes a train lacks (400), and changes nothing', () => {
    const s = session()
    const r = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-06', ['G'])
    const full = r.trains.find((t) => seat(t, 'business class')!.seatsLeft === 0)!
    const before = s.state
    expect(fails(s.call('12306', 'bookTrainTicket', { trainNumber: full.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'business class' }), 'conflict')).toContain('sold out')
    expect(s.state).toBe(before)
    // Book a nearly full class out, party by party; the next party is refused.
    const few = r.trains.find((t) => seat(t, 'business class')!.seatsLeft >= 2 && seat(t, 'business class')!.seatsLeft <= 15)!
    let left = seat(few, 'business class')!.seatsLeft
    let n = 0
    while (left > 0) {
      const party = Array.from({ length: Math.min(5, left) }, (_, i) => `Guest ${n}-${i}`)
      ok(s.call('12306', 'bookTrainTicket', { trainNumber: few.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'business class', passengers: party }))
      left -= party.length
      n++
    }
    expect(fails(s.call('12306', 'bookTrainTicket', { trainNumber: few.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'business class', passengers: ['Late Comer'] }), 'conflict')).toContain('sold out')
    fails(s.call('12306', 'bookTrainTicket', { trainNumber: 'G9999', from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'second class' }), 'not_found')
    const d = r.trains.length > 0 ? search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-06', ['D']).trains[0]! : undefined
    fails(s.call('12306', 'bookTrainTicket', { trainNumber: d!.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'business class' }), 'invalid_arguments')
    fails(s.call('12306', 'getTrainTicket', { ticketId: 'rail_0999' }), 'not_found')
    fails(s.call('12306', 'cancelTrainTicket', { ticketId: 'constructor' }), 'not_found')
    fails(s.call('12306', 'bookTrainTicket', { trainNumber: few.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-06', seatClass: 'first class', passengers: ['X', 'X'] }), 'invalid_arguments')
  })

  it('lists the account tickets by status as the clock moves', () => {
    const s = session()
    const g = search(s, 'Hangzhou East', 'Shanghai Hongqiao', '2026-03-02', ['G']).trains[0]!
    ok(s.call('12306', 'bookTrainTicket', { trainNumber: g.trainNumber, from: 'Hangzhou East', to: 'Shanghai Hongqiao', date: '2026-03-02', seatClass: 'second class' }))
    expect(ok<{ count: number }>(s.call('12306', 'listTrainTickets', { status: 'issued' })).count).toBe(1)
    s.setClock(at(g.departAt) + 10 * 60_000)
    expect(ok<{ tickets: Ticket[] }>(s.call('12306', 'listTrainTickets', {})).tickets[0]!.status).toBe('travelling')
    s.setClock(at(g.arriveAt) + 60_000)
    expect(ok<{ count: number }>(s.call('12306', 'listTrainTickets', { status: 'completed' })).count).toBe(1)
    expect(fails(s.call('12306', 'cancelTrainTicket', { ticketId: 'rail_0001' }), 'conflict')).toContain('refunds close at departure')
  })
})

describe('12306 and Ctrip share one timetable', () => {
  it('shows the same high-speed trains, and Ctrip sells them for the same fare plus its service fee', () => {
    const s = session()
    const rail = search(s, 'Beijing South', 'Shanghai Hongqiao', '2026-03-12').trains.filter((t) => t.type !== 'K')
    const ctrip = ok<{ options: { number: string; departAt: string; fares: { seatType: string; fare: number }[]; serviceFee?: number }[] }>(
      s.call('Ctrip', 'searchTickets', { from: 'Beijing South', to: 'Shanghai Hongqiao', time: '2026-03-12', transportation: 'train' }),
    )
    expect(ctrip.options.map((o) => `${o.number} ${o.departAt}`)).toEqual(rail.map((t) => `${t.trainNumber} ${t.departAt}`))
    const g = rail.find((t) => seat(t, 'second class')!.seatsLeft > 0)!
    const viaRail = ok<Ticket>(s.call('12306', 'bookTrainTicket', { trainNumber: g.trainNumber, from: 'Beijing South', to: 'Shanghai Hongqiao', date: '2026-03-12', seatClass: 'second class' }))
    const viaCtrip = ok<{ total: number; ticket: { legs: { number: string }[]; serviceFee: number } }>(
      s.call('Ctrip', 'bookTicket', { from: 'Beijing South', to: 'Shanghai Hongqiao', ticketType: 'one-way', time: g.departAt, count: 1, paymentMethod: 'Alipay', transportation: 'train' }),
    )
    expect(viaCtrip.ticket.legs[0]!.number).toBe(g.trainNumber)
    expect(viaRail.paid).toBe(553)
    expect(viaCtrip.total).toBe(563)
    expect(viaCtrip.total).toBeGreaterThan(viaRail.paid)
  })

  it('is deterministic: two sessions give identical searches and bookings; another day gives other seats', () => {
    const a = session('x')
    const b = session('x')
    const args = { from: 'Shanghai', to: 'Hangzhou', date: '2026-03-04' }
    expect(JSON.stringify(a.call('12306', 'searchTrains', args))).toBe(JSON.stringify(b.call('12306', 'searchTrains', args)))
    const t = search(a, 'Shanghai', 'Hangzhou', '2026-03-04').trains[0]!
    const book = { trainNumber: t.trainNumber, from: 'Shanghai', to: 'Hangzhou', date: '2026-03-04', seatClass: 'second class', passengers: ['A'] }
    expect(JSON.stringify(a.call('12306', 'bookTrainTicket', book))).toBe(JSON.stringify(b.call('12306', 'bookTrainTicket', book)))
    const other = search(a, 'Shanghai', 'Hangzhou', '2026-03-05').trains
    expect(other.map((x) => x.seats.map((y) => y.seatsLeft).join()).join()).not.toBe(search(a, 'Shanghai', 'Hangzhou', '2026-03-04').trains.map((x) => x.seats.map((y) => y.seatsLeft).join()).join())
  })
})
