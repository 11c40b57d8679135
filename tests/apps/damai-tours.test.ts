import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

/**
 * Live shows a regular user would believe: a performer is in one place at a time (a tour moves from
 * city to city, one venue per stop), a stadium concert sells several price tiers, popular shows sell
 * out, and the two apps that sell a tour list the same dates.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = (start = fromLocal(2026, 3, 2, 8)) => openSession({ world, seed: 'tours', start })

type Tier = { ticketType: 'regular' | 'luxury'; area: string; price: number; seatsLeft: number }
type Entry = { showId: string; title: string; performer: string | null; venue: { venueId: string; name: string }; startsAt: string; tickets: Tier[] }
type Listing = { shows: Entry[]; notice?: string }
type Failure = { code: string; message: string; issues?: { path: string }[] }

const CITIES = ['Beijing', 'Shanghai', 'Hangzhou', 'Shenzhen']
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const failed = (o: { ok: boolean; error?: unknown }): Failure => {
  if (o.ok) throw new Error(`expected a failure, got ${JSON.stringify(o)}`)
  return o.error as Failure
}
/** Every show of a performer the app lists in the four cities over its window (one listing per week and city). */
function showsOf(s: Session, app: string, performer: string, weeks = 4): (Entry & { city: string })[] {
  const out = new Map<string, Entry & { city: string }>()
  for (const city of CITIES) {
    for (let w = 0; w < weeks; w++) {
      const days = Array.from({ length: 7 }, (_, i) => new Date(s.now + (w * 7 + i) * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10))
      for (const day of days) {
        const listing = ok<Listing>(s.call(app, 'getShowSchedule', { type: 'concert', searchQuery: `${performer} ${day.slice(5)}`, location: city }))
        for (const e of listing.shows) if (e.performer === performer) out.set(e.showId, { ...e, city })
      }
    }
  }
  return [...out.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}

const STARS = ['Jay Chou', 'Mayday', 'JJ Lin', 'G.E.M.', 'Eason Chan', 'Joker Xue']

describe('Damai: tours', () => {
  it('a performer is in one place at a time: one venue a day, one city a week', () => {
    const s = session()
    let seen = 0
    for (const performer of STARS) {
      const shows = showsOf(s, 'damai', performer)
      seen += shows.length
      const byDay = new Map<string, Set<string>>()
      const byWeek = new Map<string, Set<string>>()
      for (const e of shows) {
        const day = e.startsAt.slice(0, 10)
        ;(byDay.get(day) ?? byDay.set(day, new Set()).get(day)!).add(e.venue.venueId)
        const monday = new Date(Date.parse(`${day}T00:00:00Z`) - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10)
        ;(byWeek.get(monday) ?? byWeek.set(monday, new Set()).get(monday)!).add(e.city)
      }
      for (const [day, venues] of byDay) expect([performer, day, venues.size]).toEqual([performer, day, 1])
      for (const [week, cities] of byWeek) expect([performer, week, cities.size]).toEqual([performer, week, 1])
      // A stop lasts a weekend or so: nobody plays every weekend in the same city.
      expect(new Set(shows.map((e) => e.city)).size >= 1 || shows.length === 0).toBe(true)
      expect(shows.filter((e) => e.city === 'Beijing').length).toBeLessThanOrEqual(4)
    }
    expect(seen).toBeGreaterThan(0)
  })

  it('Damai and Maoyan list the same tour dates and venues for a tour they both sell', () => {
    const s = session()
    const at = (app: string) => showsOf(s, app, 'Jay Chou', 8).map((e) => `${e.startsAt} ${e.venue.venueId}`)
    const damai = at('damai')
    expect(damai.length).toBeGreaterThan(0)
    expect(at('maoyan')).toEqual(damai)
  })

  it('says where a touring performer plays next when the city has no date for them', () => {
    const s = session()
    for (const performer of ['Jay Chou', 'Mayday']) {
      const stops = showsOf(s, 'damai', performer)
      const away = CITIES.find((c) => !stops.some((e) => e.city === c))!
      const listing = ok<Listing>(s.call('damai', 'getShowSchedule', { type: 'concert', searchQuery: performer, location: away }))
      expect(listing.shows).toEqual([])
      expect(listing.notice).toMatch(new RegExp(`${performer}.*tour`, 'i'))
    }
  })
})

describe('Damai: price tiers and sell-outs', () => {
  it('a stadium concert sells 4 to 6 price tiers, cheapest first, the floor dearer than the stands', () => {
    const s = session()
    const shows = STARS.flatMap((p) => showsOf(s, 'damai', p, 6))
    const stadium = shows.filter((e) => /Stadium|Sports Cent/.test(e.venue.name) && !/Indoor/.test(e.venue.name))
    expect(stadium.length).toBeGreaterThan(0)
    for (const e of stadium) {
      expect(e.tickets.length).toBeGreaterThanOrEqual(4)
      expect(e.tickets.length).toBeLessThanOrEqual(6)
      const prices = e.tickets.map((t) => t.price)
      expect([...prices].sort((a, b) => a - b)).toEqual(prices)
      expect(new Set(prices).size).toBe(prices.length)
      expect(new Set(e.tickets.map((t) => t.area)).size).toBe(prices.length)
      const regular = e.tickets.filter((t) => t.ticketType === 'regular')
      const luxury = e.tickets.filter((t) => t.ticketType === 'luxury')
      expect(Math.max(...regular.map((t) => t.price))).toBeLessThan(Math.min(...luxury.map((t) => t.price)))
    }
  })

  it('popular tours sell out: tiers with no seats left, and a booking of one is refused (409) and changes nothing', () => {
    const s = session()
    const hot = ['Jay Chou', 'JJ Lin'].flatMap((p) => showsOf(s, 'damai', p, 8))
    expect(hot.length).toBeGreaterThan(0)
    const soldOut = hot.flatMap((e) => e.tickets.filter((t) => t.seatsLeft === 0).map((t) => ({ e, t })))
    expect(soldOut.length).toBeGreaterThan(0)
    const { e, t } = soldOut[0]!
    const before = s.state
    const refused = failed(s.call('damai', 'bookShowTicket', { showId: e.showId, count: 1, paymentMethod: 'Alipay', ticketType: [t.ticketType], price: t.price }))
    expect(refused.code).toBe('conflict')
    expect(refused.message).toMatch(/sold out/)
    expect(s.state).toBe(before)
  })

  it('books the tier asked for by price, else the cheapest tier of the type with seats; an unknown price is a 400', () => {
    const s = session()
    const show = STARS.flatMap((p) => showsOf(s, 'damai', p, 6)).find((e) => e.tickets.filter((t) => t.ticketType === 'regular' && t.seatsLeft >= 2).length >= 2)!
    expect(show).toBeDefined()
    const open = show.tickets.filter((t) => t.ticketType === 'regular' && t.seatsLeft >= 2)
    const dear = open[open.length - 1]!
    const a = ok<{ unitPrice: number; seatArea: string }>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'Alipay', price: dear.price }))
    expect([a.unitPrice, a.seatArea]).toEqual([dear.price, dear.area])
    const b = ok<{ unitPrice: number }>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: 'regular' }))
    expect(b.unitPrice).toBe(open[0]!.price)
    const bad = failed(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', price: 1 }))
    expect(bad.code).toBe('invalid_arguments')
    expect(bad.issues?.[0]?.path).toBe('price')
  })
})

describe('Damai: seasons', () => {
  it('no football in the winter break and no open-air festival in a Beijing January; CBA plays on', () => {
    const s = session(fromLocal(2026, 1, 10, 9))
    const sports = ok<Listing>(s.call('damai', 'getShowSchedule', { type: 'sports', searchQuery: '', location: 'Beijing' })).shows
    expect(sports.length).toBeGreaterThan(0)
    for (const e of sports) expect(e.title).toMatch(/^CBA/)
    expect(ok<Listing>(s.call('damai', 'getShowSchedule', { type: 'festival', searchQuery: '', location: 'Beijing' })).shows).toEqual([])
  })
})
