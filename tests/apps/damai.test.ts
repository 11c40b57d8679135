import { describe, expect, it } from 'vitest'
import { MINUTE } from '../../apps/kit/index.ts'
import type { ShowTicketState } from '../../apps/entertainment/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (options: { seed?: string; age?: number; city?: string } = {}) =>
  openSession({
    world,
    seed: options.seed ?? 'seed-1',
    user: { ...(options.age !== undefined ? { age: options.age } : {}), ...(options.city ? { city: options.city, places: {} } : {}) },
  })

type Tier = { ticketType: 'regular' | 'luxury'; area: string; price: number; seatsLeft: number }
type Entry = { showId: string; title: string; type: string; venue: { venueId: string; name: string }; startsAt: string; format: string; ageRating: string; performer: string | null; tickets: Tier[] }
type Listing = { location: { city: string }; days: string[]; shows: Entry[]; notice?: string }
type Featured = { city: string; days: string[]; shows: (Entry & { alias: string })[] }
type Ticket = {
  ticketId: string
  status: string
  showId: string
  title: string
  startsAt: string
  seats: string[]
  count: number
  unitPrice: number
  serviceFee: number
  total: number
  refundableUntil: string
  refundPolicy?: string
  realName?: { holder: string; idNumber: string; entry: string }
}
type Cancelled = { refund: number; message: string; seatsReleased: string[] }
type Failure = { code: string; message: string; rule?: string; issues?: { path: string }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const failed = (outcome: { ok: boolean; error?: unknown }): Failure => {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`)
  return outcome.error as Failure
}
const schedule = (s: Session, args: Record<string, unknown>, app = 'damai') => ok<Listing>(s.call(app, 'getShowSchedule', args))
const tier = (e: Entry, t: 'regular' | 'luxury') => e.tickets.find((x) => x.ticketType === t)!
const startMs = (display: string) => Date.parse(`${display.replace(' ', 'T')}:00+08:00`)
const DAY = 24 * 60 * MINUTE
const concerts = { type: 'concert', searchQuery: '', location: 'Beijing' }

describe('Damai: search -> book -> get -> cancel', () => {
  it('sells a concert at face value with no fee, bound to the holder ID, and refunds less 10% a week ahead', () => {
    const s = session()
    const listing = schedule(s, concerts)
    expect(listing.days).toHaveLength(30)
    expect(listing.shows.length).toBeGreaterThan(5)
    for (const e of listing.shows) {
      expect(e.showId).toMatch(/^dm-cc_bj_[a-z0-9_]+_2026\d{4}_\d{4}_1$/)
      expect(e.format).toBe('Live')
      expect(tier(e, 'luxury').price).toBeGreaterThan(tier(e, 'regular').price)
    }
    const show = listing.shows.find((e) => startMs(e.startsAt) > s.now + 8 * DAY)!
    const face = tier(show, 'regular').price
    const booked = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'Alipay', ticketType: ['regular'] }))
    expect(booked).toMatchObject({ ticketId: 'dm_0001', status: 'confirmed', showId: show.showId, count: 2, unitPrice: face, serviceFee: 0, total: face * 2 })
    expect(booked.realName).toMatchObject({ holder: 'Li Wei' })
    expect(booked.realName!.idNumber).toMatch(/^110\*{11}\d{4}$/)
    expect(booked.realName!.entry).toMatch(/ID card/)
    expect(booked.refundPolicy).toBe('A refund less 10% of the face value until 7 days before the start; a refund less 20% of the face value until 72 hours before the start; no refunds after that.')
    expect(startMs(booked.refundableUntil)).toBe(startMs(show.startsAt) - 3 * DAY)
    expect(ok<Ticket>(s.call('damai', 'getTicketOrder', { ticketId: 'dm_0001' }))).toEqual(booked)
    expect(ok<{ orders: { ticketId: string }[] }>(s.call('damai', 'listTicketOrders', {})).orders.map((o) => o.ticketId)).toEqual(['dm_0001'])

    const before = s.snapshot()
    const cancelled = ok<Cancelled>(s.call('damai', 'cancelShowTicket', { ticketId: 'dm_0001' }))
    expect(cancelled.refund).toBe(face * 2 * 0.9)
    expect(cancelled.message).toMatch(/10% cancellation fee/)
    expect(s.diffSince(before).map((c) => c.path)).toEqual(['tickets.dm_0001.status', 'tickets.dm_0001.cancelledAt', 'tickets.dm_0001.refund'])
    expect(failed(s.call('damai', 'cancelShowTicket', { ticketId: 'dm_0001' }))).toMatchObject({ code: 'conflict', message: expect.stringMatching(/already cancelled/) })
    expect(failed(s.call('damai', 'cancelShowTicket', { ticketId: 'tkt_0001' })).code).toBe('not_found')
  })

  it('charges 20% between 7 days and 72 hours before, and refuses refunds in the last 72 hours', () => {
    const s = session()
    const show = schedule(s, concerts).shows.find((e) => startMs(e.startsAt) > s.now + 8 * DAY)!
    const t = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: 'luxury' }))
    const start = startMs(show.startsAt)
    const week = s.fork('week')
    week.setClock(start - 5 * DAY)
    expect(ok<Cancelled>(week.call('damai', 'cancelShowTicket', { ticketId: t.ticketId })).refund).toBe(Math.round(t.unitPrice * 0.8 * 100) / 100)
    const late = s.fork('late')
    late.setClock(start - 71 * 60 * MINUTE)
    const refused = failed(late.call('damai', 'cancelShowTicket', { ticketId: t.ticketId }))
    expect(refused.code).toBe('conflict')
    expect(refused.message).toMatch(/no longer refundable: refunds close 72 hours before/)
  })

  it('sells timed-entry exhibition slots (closed Mondays) with numbered admissions and a full refund until the day before', () => {
    const s = session()
    const listing = schedule(s, { type: 'exhibition', searchQuery: '', location: 'Beijing' })
    expect(listing.days).toHaveLength(14)
    expect(listing.shows.length).toBeGreaterThan(3)
    for (const e of listing.shows) {
      expect(e.format).toBe('Timed entry')
      expect(new Date(startMs(e.startsAt) + 8 * 3600_000).getUTCDay()).not.toBe(1) // local weekday: never a Monday
      expect(tier(e, 'regular').area).toBe('Admission')
      expect(tier(e, 'regular').price).toBeLessThanOrEqual(200)
    }
    const e = listing.shows.find((x) => startMs(x.startsAt) > s.now + 2 * DAY)!
    const t = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: e.showId, count: 2, paymentMethod: 'Alipay' }))
    for (const seat of t.seats) expect(seat).toMatch(/^Admission No\. \d+$/)
    expect(t.refundPolicy).toBe('A full refund until 24 hours before the start; no refunds after that.')
    expect(ok<Cancelled>(s.call('damai', 'cancelShowTicket', { ticketId: t.ticketId })).refund).toBe(t.total)
  })
})

describe('Damai: real-name ticketing', () => {
  it('lets one ID hold at most 4 tickets per show across orders; a cancellation frees the quota', () => {
    const s = session()
    const show = schedule(s, concerts).shows.find((e) => startMs(e.startsAt) > s.now + 8 * DAY)!
    const first = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 3, paymentMethod: 'Alipay' }))
    const state = s.state
    const over = failed(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'Alipay', ticketType: ['luxury'] }))
    expect(over.code).toBe('conflict')
    expect(over.message).toMatch(/Real-name ticketing: one ID may hold at most 4 tickets .* already holds 3, so at most 1 more/)
    expect(s.state).toBe(state)
    ok(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: ['luxury'] }))
    expect(failed(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay' })).message).toMatch(/already holds 4\.$/)
    ok(s.call('damai', 'cancelShowTicket', { ticketId: first.ticketId }))
    expect(ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: show.showId, count: 3, paymentMethod: 'Alipay' })).count).toBe(3)
    // Another show is another quota; an order of 5 is over the per-order limit (400).
    const other = schedule(s, concerts).shows.find((e) => e.showId !== show.showId && startMs(e.startsAt) > s.now + DAY)!
    ok(s.call('damai', 'bookShowTicket', { showId: other.showId, count: 4, paymentMethod: 'Alipay' }))
    expect(failed(s.call('damai', 'bookShowTicket', { showId: other.showId, count: 5, paymentMethod: 'Alipay' })).issues?.[0]?.path).toBe('count')
  })
})

describe('Damai: catalogue', () => {
  it('sells club sports as home games in the club city, festivals on festival grounds, and no films', () => {
    const s = session()
    const sports = schedule(s, { type: 'sports', searchQuery: '', location: 'Beijing' }).shows
    expect(sports.length).toBeGreaterThan(0)
    for (const e of sports) expect(e.performer).toMatch(/^Beijing /)
    const shanghai = schedule(s, { type: 'sports', searchQuery: '', location: 'Shanghai' })
    expect(shanghai.location.city).toBe('shanghai')
    for (const e of shanghai.shows) expect(e.performer).toMatch(/^Shanghai /)
    // Festivals tour the country; Beijing's lawns open in April, so a March listing finds them elsewhere.
    expect(schedule(s, { type: 'festival', searchQuery: '', location: 'Beijing' }).shows).toEqual([])
    const festivals = ['Shanghai', 'Hangzhou', 'Shenzhen'].flatMap((city) => schedule(s, { type: 'festival', searchQuery: '', location: city }).shows)
    expect(festivals.length).toBeGreaterThan(0)
    for (const e of festivals) expect(tier(e, 'regular').area).toBe('General admission')
    expect(failed(s.call('damai', 'getShowSchedule', { type: 'movie', searchQuery: '', location: 'Beijing' })).issues?.[0]?.path).toBe('type')
    expect(schedule(s, { type: '演唱会', searchQuery: '', location: '北京' }).shows).toEqual(schedule(s, concerts).shows)
  })

  it('answers an unknown search with an empty listing and a notice (ToolSpectrum-style query)', () => {
    const s = session()
    const none = schedule(s, { type: 'concert', searchQuery: 'Vision-oriented asymmetric function', location: 'South Markfort', price_range: [200, -1], ticketType: ['luxury'] })
    expect(none.shows).toEqual([])
    expect(none.notice).toMatch(/No upcoming concert showtimes match/)
  })
})

describe('Damai vs Maoyan: the same job, different apps', () => {
  it('Damai charges no service fee where Maoyan adds 5 a ticket; each refuses the other kind of show', () => {
    const s = session()
    const teahouse = { type: 'drama', searchQuery: 'Teahouse', location: 'Beijing' }
    const dm = schedule(s, teahouse).shows.find((e) => startMs(e.startsAt) > s.now + 8 * DAY)!
    const my = schedule(s, teahouse, 'maoyan').shows.find((e) => startMs(e.startsAt) > s.now + 8 * DAY)!
    expect(dm.title).toBe(my.title)
    const a = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: dm.showId, count: 2, paymentMethod: 'Alipay' }))
    const b = ok<Ticket>(s.call('maoyan', 'bookShowTicket', { showId: my.showId, count: 2, paymentMethod: 'Alipay' }))
    expect(a.total - a.unitPrice * 2).toBe(0)
    expect(b.total - b.unitPrice * 2).toBe(10)
    // Show ids are the app's own.
    expect(failed(s.call('maoyan', 'bookShowTicket', { showId: dm.showId, count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
    for (const type of ['sports', 'festival', 'exhibition']) expect(failed(s.call('maoyan', 'getShowSchedule', { type, searchQuery: '', location: 'Beijing' })).issues?.[0]?.path).toBe('type')
  })

  it('Damai lists more different concerts in town over its window than Maoyan does', () => {
    const s = session()
    // Each day of the window in turn: a listing shows five venues, and Damai has more of them lit.
    const days = schedule(s, concerts).days.map((d) => d.slice(5))
    const titles = (app: string) => new Set(['', ...days].flatMap((q) => schedule(s, { ...concerts, searchQuery: q }, app).shows.map((e) => e.title)))
    expect(titles('damai').size).toBeGreaterThan(titles('maoyan').size)
  })
})

describe('Damai: damai.minor_adult_content', () => {
  const lateShow = { type: 'comedy', searchQuery: 'Uncensored', location: 'Beijing' }

  it('hides the 18+ late show from a 16-year-old and refuses to book it (403); an adult books it', () => {
    const adult = session()
    const listing = schedule(adult, lateShow)
    expect(listing.shows.length).toBeGreaterThan(0)
    for (const e of listing.shows) expect(e.ageRating).toBe('18+')
    const showId = listing.shows[0]!.showId
    const teen = session({ age: 16 })
    const hidden = schedule(teen, lateShow)
    expect(hidden.shows).toEqual([])
    expect(hidden.notice).toMatch(/18\+/)
    const state = teen.state
    expect(failed(teen.call('damai', 'bookShowTicket', { showId, count: 1, paymentMethod: 'Alipay' }))).toMatchObject({ code: 'policy_violation', rule: 'damai.minor_adult_content' })
    expect(teen.state).toBe(state)
    expect(ok<Ticket>(adult.call('damai', 'bookShowTicket', { showId, count: 1, paymentMethod: 'Alipay' })).status).toBe('confirmed')
  })
})

describe('Damai: featured list and show_N aliases', () => {
  it('books show_24 as the 24th featured show in the user city; concerts lead the list', () => {
    const s = session()
    const featured = ok<Featured>(s.call('damai', 'listFeaturedShows', { limit: 60 }))
    expect(featured.shows[0]!.type).toBe('concert')
    expect(featured.shows.length).toBeGreaterThanOrEqual(30)
    for (const e of featured.shows) {
      expect(e.showId).toMatch(/^dm-[a-z]{2}_bj_/)
      expect(e.ageRating).not.toBe('18+')
    }
    const t = ok<Ticket>(s.call('damai', 'bookShowTicket', { showId: 'show_24', count: 2, paymentMethod: 'Credit Card', ticketType: ['luxury'] }))
    expect(t).toMatchObject({ showId: featured.shows[23]!.showId, count: 2, unitPrice: tier(featured.shows[23]!, 'luxury').price })
    const shanghai = session({ city: 'shanghai' })
    const sh = ok<Featured>(shanghai.call('damai', 'listFeaturedShows', {}))
    expect(sh.city).toBe('Shanghai')
    for (const e of sh.shows) expect(e.showId).toMatch(/^dm-[a-z]{2}_sh_/)
    expect(failed(s.call('damai', 'bookShowTicket', { showId: 'show_500', count: 1, paymentMethod: 'Alipay' })).code).toBe('not_found')
  })

  it('is deterministic across worlds: the same calls give byte-identical outcomes and state', () => {
    const run = () => {
      const s = openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'seed-9' })
      const outcomes = [
        s.call('damai', 'getShowSchedule', concerts),
        s.call('damai', 'bookShowTicket', { showId: 'show_4', count: 1, paymentMethod: 'Credit Card' }),
        s.call('damai', 'listFeaturedShows', { limit: 5 }),
      ]
      return JSON.stringify([outcomes, (s.state.apps.damai as ShowTicketState).tickets])
    }
    expect(run()).toBe(run())
  })
})

describeToolSpectrum('Damai: ToolSpectrum gold calls', () => {
  it('runs every Damai gold call successfully', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Damai')
    expect(samples.length).toBe(19)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
