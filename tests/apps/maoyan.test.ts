import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MINUTE } from '../../apps/kit/index.ts'
import { defineApp } from '../../apps/kit/index.ts'
import { emptyTicketBook, maoyan, showTicketTools, type ShowTicketState, type StageShow } from '../../apps/entertainment/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (options: { seed?: string; age?: number } = {}) =>
  openSession({ world, seed: options.seed ?? 'seed-1', ...(options.age !== undefined ? { user: { age: options.age } } : {}) })

type Tier = { ticketType: 'regular' | 'luxury'; area: string; price: number; seatsLeft: number }
type Entry = {
  showId: string
  title: string
  type: string
  venue: { venueId: string; name: string; district: string; distanceKm: number }
  hall: string
  startsAt: string
  format: string
  language: string
  ageRating: string
  durationMin: number
  performer: string | null
  tickets: Tier[]
}
type Listing = { location: { resolvedTo: string; city: string }; days: string[]; shows: Entry[]; notice?: string }
type Ticket = {
  ticketId: string
  status: string
  showId: string
  title: string
  venue: { venueId: string; name: string }
  startsAt: string
  ticketType: string
  seatArea: string
  seats: string[]
  count: number
  unitPrice: number
  serviceFee: number
  total: number
  paymentMethod: string
  pickupCode: string
  refundableUntil: string
  refund?: number
}
type Failure = { ok: false; error: { code: string; message: string; rule?: string; issues?: { path: string }[] } }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const failed = (outcome: { ok: boolean }): Failure['error'] => {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`)
  return (outcome as Failure).error
}
const schedule = (s: Session, args: Record<string, unknown>) => ok<Listing>(s.call('maoyan', 'getShowSchedule', args))
const tickets = (s: Session) => (s.state.apps.maoyan as ShowTicketState).tickets
const tier = (e: Entry, t: 'regular' | 'luxury') => e.tickets.find((x) => x.ticketType === t)!
/** The same show in a fresh listing (seats left reflect this session's bookings). */
const relist = (s: Session, args: Record<string, unknown>, showId: string) => schedule(s, args).shows.find((e) => e.showId === showId)!
const startMs = (display: string) => Date.parse(`${display.replace(' ', 'T')}:00+08:00`)

const pegasus = { type: 'movie', searchQuery: 'Pegasus 3', location: 'Wangjing SOHO' }

describe('Maoyan: search -> book -> get -> cancel', () => {
  it('lists nearby showtimes, books two seats, shows the order, cancels with a full refund and frees the seats', () => {
    const s = session()
    const listing = schedule(s, pegasus)
    expect(listing.location).toEqual({ query: 'Wangjing SOHO', resolvedTo: 'Wangjing SOHO', city: 'beijing' })
    expect(listing.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'])
    expect(listing.shows.length).toBeGreaterThan(5)
    for (const e of listing.shows) {
      expect(e.title).toBe('Pegasus 3')
      expect(e.showId).toMatch(/^mv_bj_[a-z0-9_]+_2026030\d_\d{4}_\d+$/)
      expect(startMs(e.startsAt)).toBeGreaterThan(s.now)
      expect(e.durationMin).toBe(118)
      expect(e.ageRating).toBe('All ages')
      expect(['2D', 'IMAX 2D', 'Dolby Cinema']).toContain(e.format)
    }
    // The nearest cinema to Wangjing SOHO comes first; venues never get farther then nearer.
    expect(listing.shows[0]!.venue).toMatchObject({ venueId: 'bj_jinyi_wangjing', name: 'Jinyi Cinema Wangjing', district: 'Chaoyang' })
    const distances = listing.shows.map((e) => e.venue.distanceKm)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)

    const show = listing.shows.find((e) => startMs(e.startsAt) > s.now + 3 * 60 * MINUTE)!
    const regular = tier(show, 'regular')
    const booked = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'WeChat Pay', ticketType: ['regular'] }))
    expect(booked).toMatchObject({
      ticketId: 'tkt_0001',
      status: 'confirmed',
      showId: show.showId,
      title: 'Pegasus 3',
      venue: { venueId: show.venue.venueId, name: show.venue.name },
      startsAt: show.startsAt,
      ticketType: 'regular',
      seatArea: 'Standard seats',
      count: 2,
      unitPrice: regular.price,
      serviceFee: 4,
      paymentMethod: 'WeChat Pay',
    })
    expect(booked.total).toBeCloseTo(regular.price * 2 + 4, 2)
    expect(booked.seats).toHaveLength(2)
    for (const seat of booked.seats) expect(seat).toMatch(/^Row \d+ Seat \d+$/)
    expect(new Set(booked.seats).size).toBe(2)
    expect(booked.pickupCode).toMatch(/^\d{6}$/)
    expect(startMs(booked.refundableUntil)).toBe(startMs(show.startsAt) - 60 * MINUTE)
    expect(tier(relist(s, pegasus, show.showId), 'regular').seatsLeft).toBe(regular.seatsLeft - 2)

    expect(ok<Ticket>(s.call('maoyan', 'getTicketOrder', { ticketId: 'tkt_0001' }))).toEqual(booked)
    expect(ok<{ orders: unknown[] }>(s.call('maoyan', 'listTicketOrders', {})).orders).toEqual([
      { ticketId: 'tkt_0001', status: 'confirmed', title: 'Pegasus 3', venueName: show.venue.name, startsAt: show.startsAt, ticketType: 'regular', count: 2, total: booked.total },
    ])

    const before = s.snapshot()
    const cancelled = ok<{ refund: number; seatsReleased: string[]; refundTo: string; status: string }>(s.call('maoyan', 'cancelShowTicket', { ticketId: 'tkt_0001' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: booked.total, refundTo: 'WeChat Pay', seatsReleased: booked.seats })
    expect(s.diffSince(before).map((c) => `${c.app}:${c.path}`)).toEqual([
      'maoyan:tickets.tkt_0001.status',
      'maoyan:tickets.tkt_0001.cancelledAt',
      'maoyan:tickets.tkt_0001.refund',
    ])
    expect(tier(relist(s, pegasus, show.showId), 'regular').seatsLeft).toBe(regular.seatsLeft)
    expect(ok<Ticket>(s.call('maoyan', 'getTicketOrder', { ticketId: 'tkt_0001' }))).toMatchObject({ status: 'cancelled', refund: booked.total })
    expect(ok<{ orders: unknown[] }>(s.call('maoyan', 'listTicketOrders', { status: 'confirmed' })).orders).toEqual([])

    const again = failed(s.call('maoyan', 'cancelShowTicket', { ticketId: 'tkt_0001' }))
    expect(again.code).toBe('conflict')
    expect(again.message).toMatch(/already cancelled/)
  })

  it('gives the freed seats to the next booking', () => {
    const s = session()
    const show = schedule(s, pegasus).shows[3]!
    const first = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 3, paymentMethod: 'Alipay' }))
    const second = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'Alipay' }))
    expect(second.seats.some((x) => first.seats.includes(x))).toBe(false)
    ok(s.call('maoyan', 'cancelShowTicket', { ticketId: first.ticketId }))
    const third = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 3, paymentMethod: 'Alipay' }))
    expect(third.seats).toEqual(first.seats)
  })
})

describe('Maoyan: seats run out', () => {
  it('sells every luxury seat in orders of at most 6, then refuses one more with 409 and changes nothing', () => {
    const s = session()
    const show = schedule(s, pegasus).shows[0]!
    let left = tier(show, 'luxury').seatsLeft
    expect(left).toBeGreaterThan(0)
    const sold = new Set<string>()
    while (left > 0) {
      const count = Math.min(6, left)
      const t = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count, paymentMethod: 'Alipay', ticketType: 'luxury' }))
      expect(t.seatArea).toBe('VIP recliners')
      for (const seat of t.seats) sold.add(seat)
      left -= count
    }
    expect(sold.size).toBe(tier(show, 'luxury').seatsLeft)
    expect(tier(relist(s, pegasus, show.showId), 'luxury').seatsLeft).toBe(0)

    const state = s.state
    const soldOut = failed(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: ['luxury'] }))
    expect(soldOut.code).toBe('conflict')
    expect(soldOut.message).toMatch(/sold out/)
    expect(s.state).toBe(state)
    // Regular seats of the same show are still on sale.
    ok(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: ['regular'] }))
  })

  it('says how many are left when an order asks for more', () => {
    const s = session()
    const show = schedule(s, pegasus).shows.find((e) => tier(e, 'luxury').seatsLeft > 6)!
    const left = tier(show, 'luxury').seatsLeft
    let remaining = left
    while (remaining > 3) {
      const count = Math.min(6, remaining - 3)
      ok(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count, paymentMethod: 'Alipay', ticketType: ['luxury'] }))
      remaining -= count
    }
    const tooMany = failed(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 5, paymentMethod: 'Alipay', ticketType: ['luxury'] }))
    expect(tooMany).toMatchObject({ code: 'conflict' })
    expect(tooMany.message).toMatch(/^Only 3 luxury seat\(s\)/)
  })
})

describe('Maoyan: prices and filters', () => {
  it('keeps only ticket tiers inside price_range ([min, max], max -1 = no limit)', () => {
    const s = session()
    const cheap = schedule(s, { ...pegasus, price_range: [0, 100] })
    const mid = schedule(s, { ...pegasus, price_range: [100, 200] })
    const dear = schedule(s, { ...pegasus, price_range: [200, -1] })
    expect(cheap.shows.length).toBeGreaterThan(0)
    expect(mid.shows.length).toBeGreaterThan(0)
    for (const e of cheap.shows) for (const t of e.tickets) expect(t.price).toBeLessThanOrEqual(100)
    expect(cheap.shows.flatMap((e) => e.tickets).some((t) => t.ticketType === 'regular')).toBe(true)
    for (const e of mid.shows) for (const t of e.tickets) expect(t.price).toBeGreaterThanOrEqual(100)
    for (const e of mid.shows) for (const t of e.tickets) expect(t.price).toBeLessThanOrEqual(200)
    // Films never cost 200 a seat; concerts do.
    expect(dear.shows).toEqual([])
    const concerts = schedule(s, { type: 'concert', searchQuery: '', location: 'Beijing', price_range: [200, -1] })
    expect(concerts.shows.length).toBeGreaterThan(0)
    for (const e of concerts.shows) for (const t of e.tickets) expect(t.price).toBeGreaterThanOrEqual(200)

    const bad = failed(s.call('maoyan', 'getShowSchedule', { ...pegasus, price_range: [300, 100] }))
    expect(bad.code).toBe('invalid_arguments')
    expect(bad.issues?.[0]?.path).toBe('price_range[1]')
  })

  it('filters tiers by ticketType and prices luxury above regular for films and live shows', () => {
    const s = session()
    const luxuryOnly = schedule(s, { ...pegasus, ticketType: ['luxury'] })
    for (const e of luxuryOnly.shows) expect(e.tickets.map((t) => t.ticketType)).toEqual(['luxury'])
    const films = schedule(s, { type: 'movie', searchQuery: '', location: 'Beijing' }).shows
    const concerts = schedule(s, { type: 'concert', searchQuery: '', location: 'Beijing' }).shows
    expect(films.length).toBeGreaterThan(10)
    expect(concerts.length).toBeGreaterThan(5)
    for (const e of [...films, ...concerts]) expect(tier(e, 'luxury').price).toBeGreaterThan(tier(e, 'regular').price)
    for (const e of films) {
      expect(tier(e, 'regular').price).toBeGreaterThanOrEqual(30)
      expect(tier(e, 'regular').price).toBeLessThanOrEqual(80)
      expect(tier(e, 'luxury').price).toBeGreaterThanOrEqual(90)
      expect(tier(e, 'luxury').price).toBeLessThanOrEqual(180)
    }
    // A pop concert's cheapest seat is 180 or more; an orchestra's upper balcony sells from 80.
    for (const e of concerts) expect(tier(e, 'regular').price).toBeGreaterThanOrEqual(/Orchestra/.test(e.performer ?? '') ? 80 : 180)
  })

  it('reads type case-insensitively and ticketType as a list or a single value', () => {
    const s = session()
    expect(schedule(s, { ...pegasus, type: 'MOVIE' })).toEqual(schedule(s, pegasus))
    expect(schedule(s, { ...pegasus, type: 'Film' })).toEqual(schedule(s, pegasus))
    expect(schedule(s, { ...pegasus, ticketType: 'luxury' })).toEqual(schedule(s, { ...pegasus, ticketType: ['luxury'] }))
    expect(failed(s.call('maoyan', 'getShowSchedule', { ...pegasus, type: 'podcast' })).issues?.[0]?.path).toBe('type')
  })

  it('reads a day in the search text', () => {
    const s = session()
    const friday = schedule(s, { ...pegasus, searchQuery: 'Pegasus 3 Friday evening' })
    expect(friday.days).toEqual(['2026-03-06'])
    expect(friday.shows.length).toBeGreaterThan(0)
    for (const e of friday.shows) expect(e.startsAt).toMatch(/^2026-03-06 (1[89]|2\d):/)
  })
})

describe('Maoyan: locations', () => {
  it('lists the same venues first for "Sanlitun" and "三里屯"', () => {
    const s = session()
    const en = schedule(s, { type: 'movie', searchQuery: '', location: 'Sanlitun' })
    const zh = schedule(s, { type: 'movie', searchQuery: '', location: '三里屯' })
    expect(en.location.resolvedTo).toBe('Sanlitun Taikoo Li')
    expect(zh.location.resolvedTo).toBe('Sanlitun Taikoo Li')
    const venues = (l: Listing) => [...new Set(l.shows.map((e) => e.venue.venueId))]
    expect(venues(en)).toEqual(venues(zh))
    expect(venues(en)[0]).toBe('bj_megabox_sanlitun')
    expect(en.shows).toEqual(zh.shows)
  })

  it('reads venue names and places in searchQuery', () => {
    const s = session()
    // A word in a cinema's name finds that cinema anywhere in town...
    const named = schedule(s, { type: 'movie', searchQuery: 'Wudaokou', location: 'Beijing' })
    expect(named.location.resolvedTo).toBe('Beijing')
    expect([...new Set(named.shows.map((e) => e.venue.venueId))]).toEqual(['bj_bona_wudaokou'])
    const wanda = schedule(s, { type: 'movie', searchQuery: 'Wanda', location: 'Beijing' })
    expect(wanda.shows[0]!.venue.venueId).toBe('bj_wanda_cinema_cbd')
    for (const e of wanda.shows) expect(e.venue.name).toMatch(/^Wanda Cinema/)
    // ...and a place that names no show and no venue becomes the centre of the search.
    const zgc = schedule(s, { type: 'movie', searchQuery: 'Zhongguancun', location: 'Beijing' })
    expect(zgc.location.resolvedTo).toBe('Zhongguancun')
    expect(zgc.shows[0]!.venue.venueId).toBe('bj_ume_huaxing')
  })
})

describe('Maoyan: time', () => {
  it('refuses a show that already started (409) and a refund inside the last hour (409)', () => {
    const s = session()
    const show = schedule(s, pegasus).shows[0]!
    const start = startMs(show.startsAt)
    const t = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay' }))

    const late = s.fork('late')
    late.setClock(start - 30 * MINUTE)
    const noRefund = failed(late.call('maoyan', 'cancelShowTicket', { ticketId: t.ticketId }))
    expect(noRefund.code).toBe('conflict')
    expect(noRefund.message).toMatch(/no longer refundable.*60 minutes/)

    const inTime = s.fork('in-time')
    inTime.setClock(start - 61 * MINUTE)
    expect(ok<{ refund: number }>(inTime.call('maoyan', 'cancelShowTicket', { ticketId: t.ticketId })).refund).toBe(t.total)

    const started = s.fork('started')
    started.setClock(start + MINUTE)
    const tooLate = failed(started.call('maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay' }))
    expect(tooLate.code).toBe('conflict')
    expect(tooLate.message).toMatch(/started/)
    expect(schedule(started, pegasus).shows.some((e) => e.showId === show.showId)).toBe(false)
  })
})

describe('Maoyan: maoyan.minor_adult_content', () => {
  const horror = { type: 'movie', searchQuery: 'Scream 7', location: 'Wangjing SOHO' }

  it('hides 18+ showtimes from a 16-year-old and refuses to book one (403); an adult books the same show', () => {
    const adult = session()
    const listing = schedule(adult, horror)
    expect(listing.shows.length).toBeGreaterThan(0)
    for (const e of listing.shows) expect(e.ageRating).toBe('18+')
    const showId = listing.shows[0]!.showId

    const teen = session({ age: 16 })
    const hidden = schedule(teen, horror)
    expect(hidden.shows).toEqual([])
    expect(hidden.notice).toMatch(/18\+.*under 18/)
    const state = teen.state
    const refused = failed(teen.call('maoyan', 'bookShowTicket', { showId, count: 1, paymentMethod: 'Alipay' }))
    expect(refused).toMatchObject({ code: 'policy_violation', rule: 'maoyan.minor_adult_content' })
    expect(refused.message).toMatch(/18\+/)
    expect(teen.state).toBe(state)
    // A film for all ages is fine for the teenager.
    ok(teen.call('maoyan', 'bookShowTicket', { showId: schedule(teen, pegasus).shows[0]!.showId, count: 1, paymentMethod: 'Alipay' }))

    expect(ok<Ticket>(adult.call('maoyan', 'bookShowTicket', { showId, count: 1, paymentMethod: 'Alipay' })).status).toBe('confirmed')
  })

  it('keeps 18+ titles out of a minor\'s general listing', () => {
    const teen = session({ age: 15 })
    const all = schedule(teen, { type: 'movie', searchQuery: '', location: 'Beijing' })
    expect(all.shows.length).toBeGreaterThan(0)
    for (const e of all.shows) expect(e.ageRating).not.toBe('18+')
  })
})

describe('Maoyan: bad ids and arguments', () => {
  it('answers 404 for ids that name nothing and 400 for an order of 7', () => {
    const s = session()
    expect(failed(s.call('maoyan', 'bookShowTicket', { showId: 'show_999', count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(failed(s.call('maoyan', 'bookShowTicket', { showId: 'show_0', count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(failed(s.call('maoyan', 'bookShowTicket', { showId: 'mv_bj_jinyi_wangjing_20260302_0931_99', count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(failed(s.call('maoyan', 'cancelShowTicket', { ticketId: 'tkt_9999' })).code).toBe('not_found')
    expect(failed(s.call('maoyan', 'getTicketOrder', { ticketId: 'tkt_0001' })).code).toBe('not_found')
    const seven = failed(s.call('maoyan', 'bookShowTicket', { showId: schedule(s, pegasus).shows[0]!.showId, count: 7, paymentMethod: 'Alipay' }))
    expect(seven.code).toBe('invalid_arguments')
    expect(seven.issues?.[0]?.path).toBe('count')
    expect(tickets(s)).toEqual({})
  })
})

type Featured = { city: string; days: string[]; shows: (Entry & { alias: string })[] }

describe('Maoyan: featured list and show_N aliases (decision 0006)', () => {
  it('books show_10 as the 10th featured show: films first, tomorrow or later, never 18+', () => {
    const s = session()
    const featured = ok<Featured>(s.call('maoyan', 'listFeaturedShows', { limit: 60 }))
    expect(featured.city).toBe('Beijing')
    expect(featured.days[0]).toBe('2026-03-03')
    expect(featured.shows.map((e) => e.alias).slice(0, 3)).toEqual(['show_1', 'show_2', 'show_3'])
    expect(featured.shows.length).toBeGreaterThanOrEqual(30)
    // A film app features films first; different works fill the top of the list.
    expect(featured.shows.slice(0, 10).every((e) => e.type === 'movie')).toBe(true)
    expect(new Set(featured.shows.slice(0, 10).map((e) => e.title)).size).toBe(10)
    for (const e of featured.shows) {
      expect(e.ageRating).not.toBe('18+')
      expect(e.startsAt >= '2026-03-03').toBe(true)
      for (const t of e.tickets) expect(t.seatsLeft).toBeGreaterThanOrEqual(12)
    }
    const tenth = featured.shows[9]!
    const t = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: 'show_10', count: 4, paymentMethod: 'WeChat Pay', ticketType: ['regular'] }))
    expect(t).toMatchObject({ showId: tenth.showId, title: tenth.title, startsAt: tenth.startsAt, count: 4, unitPrice: tier(tenth, 'regular').price })
    // The alias and the canonical id reach the same show, and the listing counts this session's seats.
    const again = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: tenth.showId, count: 1, paymentMethod: 'WeChat Pay' }))
    expect(again.showId).toBe(t.showId)
    const after = ok<Featured>(s.call('maoyan', 'listFeaturedShows', { limit: 10 })).shows[9]!
    expect(tier(after, 'regular').seatsLeft).toBe(tier(tenth, 'regular').seatsLeft - 5)
  })

  it('resolves an alias the same all day and in every session of a world, and anew the next day', () => {
    const a = session({ seed: 'one' })
    const b = session({ seed: 'two' })
    const book = (s: Session, alias: string) => ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: alias, count: 2, paymentMethod: 'Alipay' })).showId
    const morning = [book(a, 'show_1'), book(a, 'show_24')]
    b.setClock(a.now + 14 * 60 * MINUTE) // 22:00 the same day
    expect([book(b, 'show_1'), book(b, 'show_24')]).toEqual(morning)
    // Tomorrow the list starts a day later: the first film's first showtime is another one.
    const next = session({ seed: 'three' })
    next.setClock(a.now + 24 * 60 * MINUTE)
    const tomorrow = book(next, 'show_1')
    expect(tomorrow).not.toBe(morning[0])
    expect(tomorrow).toMatch(/_20260304_/)
  })

  it('filters the featured list by type without renumbering, and hides nothing a minor may see', () => {
    const s = session()
    const concerts = ok<Featured>(s.call('maoyan', 'listFeaturedShows', { type: 'concert', limit: 5 })).shows
    expect(concerts.length).toBeGreaterThan(0)
    for (const e of concerts) expect(e.type).toBe('concert')
    const all = ok<Featured>(s.call('maoyan', 'listFeaturedShows', { limit: 60 })).shows
    expect(all.find((e) => e.alias === concerts[0]!.alias)!.showId).toBe(concerts[0]!.showId)
    const teen = session({ age: 15 })
    expect(ok<Featured>(teen.call('maoyan', 'listFeaturedShows', { limit: 60 })).shows.map((e) => e.showId)).toEqual(all.map((e) => e.showId))
    expect(ok<Ticket>(teen.call('maoyan', 'bookShowTicket', { showId: 'show_1', count: 1, paymentMethod: 'Alipay' })).showId).toBe(all[0]!.showId)
  })
})

describe('Maoyan: determinism', () => {
  it('gives byte-identical listings and bookings in two sessions of the same seed, in separate worlds', () => {
    const run = () => {
      const s = openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'seed-7' })
      const listing = s.call('maoyan', 'getShowSchedule', { type: 'movie', searchQuery: 'Zootopia', location: 'Sanlitun' })
      const showId = ok<Listing>(listing).shows[0]!.showId
      const booking = s.call('maoyan', 'bookShowTicket', { showId, count: 2, paymentMethod: 'Alipay', ticketType: ['luxury'] })
      return JSON.stringify([listing, booking, s.state.apps.maoyan])
    }
    expect(run()).toBe(run())
  })

  it('lists different shows for a different query', () => {
    const s = session()
    const a = schedule(s, { type: 'movie', searchQuery: 'Zootopia', location: 'Sanlitun' }).shows.map((e) => e.showId)
    const b = schedule(s, { type: 'movie', searchQuery: 'Avatar', location: 'Sanlitun' }).shows.map((e) => e.showId)
    expect(a.length).toBeGreaterThan(0)
    expect(b.length).toBeGreaterThan(0)
    expect(a.filter((id) => b.includes(id))).toEqual([])
  })

  it('property: booking then cancelling any order restores the seats and refunds the total', () => {
    const base = session()
    const shows = schedule(base, pegasus).shows.filter((e) => startMs(e.startsAt) > base.now + 2 * 60 * MINUTE)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: shows.length - 1 }), fc.integer({ min: 1, max: 6 }), fc.constantFrom('regular', 'luxury'), (i, count, type) => {
        const s = base.fork('p')
        const show = shows[i]!
        const t = tier(show, type as 'regular' | 'luxury')
        fc.pre(t.seatsLeft >= count)
        const booked = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: show.showId, count, paymentMethod: 'Alipay', ticketType: [type] }))
        expect(booked.total).toBeCloseTo(t.price * count + 2 * count, 2)
        expect(tier(relist(s, pegasus, show.showId), t.ticketType).seatsLeft).toBe(t.seatsLeft - count)
        expect(ok<{ refund: number }>(s.call('maoyan', 'cancelShowTicket', { ticketId: booked.ticketId })).refund).toBe(booked.total)
        expect(tier(relist(s, pegasus, show.showId), t.ticketType).seatsLeft).toBe(t.seatsLeft)
      }),
      { numRuns: 40 },
    )
  })
})

describe('show-ticket factory', () => {
  const gig: StageShow = {
    id: 'test_band', title: 'Test Band Live', titleZh: '测试乐队', type: 'concert', performer: 'Test Band', keywords: ['rock'], durationMin: 120,
    stages: ['livehouse', 'arena', 'stadium'], prices: { regular: [200, 400], luxury: [600, 800] }, popularity: 1, times: ['20:00'], weekdays: [0, 1, 2, 3, 4, 5, 6],
    // A house band: in town every week, so the factory's listing always has it.
    tour: { home: 'beijing', away: 0 },
  }
  const other = defineApp({
    id: 'other_tickets',
    name: 'Other Tickets',
    domain: 'entertainment',
    description: 'A second app built on the same factory.',
    policies: [{ id: 'other_tickets.minor_adult_content', rule: 'No 18+ shows for minors.' }],
    initialState: emptyTicketBook,
    tools: showTicketTools({
      brand: 'Other', types: ['concert'], films: [], stageShows: [gig], minorPolicyId: 'other_tickets.minor_adult_content',
      serviceFee: () => 0, refund: () => ({ cutoffMinutes: 24 * 60, feeRate: 0 }), listingDays: () => 14, maxPerOrder: 4, priceFactor: 1.1, showIdPrefix: 'ot', orderIdPrefix: 'ot',
    }),
  })
  const w = createSandboxWorld({ apps: [maoyan, other], checkOutputs: true })

  it('builds a second app whose ids, prices and limits are its own', () => {
    const s = openSession({ world: w })
    const listing = ok<Listing>(s.call('other_tickets', 'getShowSchedule', { type: 'concert', searchQuery: 'test band', location: 'Beijing' }))
    expect(listing.shows.length).toBeGreaterThan(0)
    for (const e of listing.shows) {
      expect(e.showId).toMatch(/^ot-cc_bj_/)
      expect(e.title).toBe('Test Band Live')
      expect(tier(e, 'regular').price % 10).toBe(0)
      expect(tier(e, 'regular').price).toBeGreaterThanOrEqual(220)
    }
    const showId = listing.shows[0]!.showId
    expect(failed(s.call('maoyan', 'bookShowTicket', { showId, count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
    expect(failed(s.call('other_tickets', 'bookShowTicket', { showId, count: 5, paymentMethod: 'Alipay' })).issues?.[0]?.path).toBe('count')
    const t = ok<Ticket>(s.call('other_tickets', 'bookShowTicket', { showId, count: 2, paymentMethod: 'Alipay' }))
    expect(t).toMatchObject({ ticketId: 'ot_0001', serviceFee: 0, total: t.unitPrice * 2 })
    expect(failed(s.call('other_tickets', 'getShowSchedule', { type: 'movie', searchQuery: '', location: 'Beijing' })).issues?.[0]?.path).toBe('type')
  })
})

describeToolSpectrum('Maoyan: ToolSpectrum gold calls', () => {
  it('runs every Maoyan gold call successfully (show_N aliases, BMI-adapted plans included)', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Maoyan')
    expect(samples.length).toBe(46)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
