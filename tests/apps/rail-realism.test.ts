import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

/**
 * Trains a regular user would believe: journey times that exist (Shanghai to Shenzhen is a day's
 * ride of six and a half hours or more, not a Beijing-Shanghai sprint), only the services that run
 * on a line (no daytime D trains or local K numbers between Beijing and Shanghai), seats named as
 * the railway names them on every app, and the Spring Festival rush (春运) selling trains out.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = (start = fromLocal(2026, 3, 2, 8)) => openSession({ world, seed: 'rail', start })
type Seat = { seatClass: string; fare: number; seatsLeft: number }
type Train = { trainNumber: string; type: string; departAt: string; arriveAt: string; duration: string; seats: Seat[] }
type Option = { mode: string; number: string; departAt: string; duration: string; fares: { seatType: string; cabin: string; fare: number; seatsLeft: number }[] }
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const minutes = (d: string) => Number(d.split('h')[0]) * 60 + Number(d.split('h')[1]!.replace('m', ''))
const trains = (s: ReturnType<typeof session>, from: string, to: string, date: string) => ok<{ trains: Train[] }>(s.call('12306', 'searchTrains', { from, to, date })).trains

describe('journey times', () => {
  it('Shanghai -> Shenzhen high-speed trains take six and a half hours or more; flights about two and a half', () => {
    const s = session()
    const g = trains(s, 'Shanghai', 'Shenzhen', '2026-03-12').filter((t) => t.type === 'G')
    expect(g.length).toBeGreaterThan(0)
    for (const t of g) expect(minutes(t.duration), t.trainNumber).toBeGreaterThanOrEqual(390)
    const flights = ok<{ options: Option[] }>(s.call('Qunar', 'searchTickets', { from: 'Shanghai', to: 'Shenzhen', time: '2026-03-12', transportation: 'flight' })).options
    expect(flights.length).toBeGreaterThan(0)
    for (const f of flights) expect(minutes(f.duration)).toBeGreaterThanOrEqual(130)
    for (const f of flights) expect(minutes(f.duration)).toBeLessThanOrEqual(190)
  })

  it('known lines keep their real fastest times: Beijing -> Shanghai from about 4h20, Beijing -> Shenzhen over 8 hours', () => {
    const s = session()
    const fastest = (from: string, to: string) => Math.min(...trains(s, from, to, '2026-03-12').filter((t) => t.type === 'G').map((t) => minutes(t.duration)))
    expect(fastest('Beijing', 'Shanghai')).toBeGreaterThanOrEqual(258)
    expect(fastest('Beijing', 'Shanghai')).toBeLessThanOrEqual(275)
    expect(fastest('Beijing', 'Shenzhen')).toBeGreaterThanOrEqual(480)
    expect(fastest('Shanghai', 'Hangzhou')).toBeLessThanOrEqual(60)
  })
})

describe('services that run', () => {
  it('Beijing -> Shanghai runs G trains by day and sleeper D trains overnight; no daytime D, no local K numbers', () => {
    const s = session()
    const list = trains(s, 'Beijing', 'Shanghai', '2026-03-12')
    for (const t of list) {
      const hour = Number(t.departAt.slice(11, 13))
      if (t.type === 'D') {
        expect(hour, t.trainNumber).toBeGreaterThanOrEqual(18)
        expect(t.arriveAt.slice(0, 10), t.trainNumber).toBe('2026-03-13')
      }
      if (t.type === 'G') expect(Number(t.trainNumber.slice(1)), t.trainNumber).toBeLessThan(1000)
      expect(t.type === 'K' && Number(t.trainNumber.slice(1)) >= 1000, t.trainNumber).toBe(false)
    }
    expect(list.filter((t) => t.type === 'D').map((t) => t.trainNumber)).not.toContain('D1')
  })
})

describe('seats as the railway names them', () => {
  it('Qunar and Ctrip list train seats as second class, first class and business class, and book each', () => {
    for (const app of ['Qunar', 'Ctrip']) {
      const s = session()
      const res = ok<{ options: Option[] }>(s.call(app, 'searchTickets', { from: 'Beijing', to: 'Shanghai', time: '2026-03-12 08:00', transportation: 'train' }))
      const g = res.options.find((o) => o.mode === 'train' && o.number.startsWith('G'))!
      expect(g.fares.map((f) => f.seatType)).toEqual(['second class', 'first class', 'business class'])
      for (const f of g.fares) expect(f.cabin).toBe(f.seatType)
      const book = (seatType: string) =>
        ok<{ ticket: { legs: { seatClass: string }[] } }>(
          s.call(app, 'bookTicket', { from: 'Beijing', to: 'Shanghai', ticketType: 'one-way', time: '2026-03-12 08:00', count: 1, paymentMethod: 'Alipay', transportation: 'train', seatType }),
        ).ticket.legs[0]!.seatClass
      // ToolSpectrum's enumeration stays accepted: economy class is second class on a train.
      expect(book('economy class')).toBe('second class')
      expect(book('second class')).toBe('second class')
      expect(book('first class')).toBe('first class')
      expect(book('business class')).toBe('business class')
    }
  })
})

describe('the Spring Festival rush (春运)', () => {
  const soldOutShare = (list: Train[], seat = 'second class') => {
    const withSeat = list.filter((t) => t.seats.some((x) => x.seatClass === seat))
    return withSeat.filter((t) => t.seats.find((x) => x.seatClass === seat)!.seatsLeft === 0).length / withSeat.length
  }

  it('sells out trains leaving the big cities before the Eve, and trains back after the holiday', () => {
    const out = session(fromLocal(2026, 2, 11, 9))
    for (const to of ['Shijiazhuang', 'Harbin', 'Zhengzhou']) expect(soldOutShare(trains(out, 'Beijing', to, '2026-02-13')), to).toBeGreaterThanOrEqual(0.5)
    const back = session(fromLocal(2026, 2, 22, 9))
    expect(soldOutShare(trains(back, 'Shijiazhuang', 'Beijing', '2026-02-24'))).toBeGreaterThanOrEqual(0.5)
  })

  it('still has seats on most trains the morning sales open, and on an ordinary week', () => {
    const opening = session(fromLocal(2026, 1, 30, 7, 35))
    expect(soldOutShare(trains(opening, 'Beijing', 'Shijiazhuang', '2026-02-13'))).toBeLessThanOrEqual(0.3)
    const ordinary = session(fromLocal(2026, 3, 10, 9))
    expect(soldOutShare(trains(ordinary, 'Beijing', 'Shijiazhuang', '2026-03-12'))).toBeLessThanOrEqual(0.15)
    // The rush is about leaving town: the same day into Beijing is ordinary.
    const inbound = session(fromLocal(2026, 2, 11, 9))
    expect(soldOutShare(trains(inbound, 'Shijiazhuang', 'Beijing', '2026-02-13'))).toBeLessThanOrEqual(0.2)
  })
})
