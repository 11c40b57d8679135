import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../../apps/kit/index.ts'
import type { DianpingState } from '../../apps/food/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const at = (h: number, m = 0, day = 2) => fromLocal(2026, 3, day, h, m)
const session = (seed = 'seed-1', start = at(10)) => openSession({ world, seed, start })
type S = ReturnType<typeof session>

type Entry = { restaurantId: string; name: string; cuisine: string; rating: number; reviewCount: number; perCapita: number; distanceKm: number; takesBookings: boolean; tags: string[]; scores: { taste: number } }
type Search = { total: number; restaurants: Entry[] }
type Booking = { bookingId: string; status: string; restaurant: { restaurantId: string; name: string }; time: string; partySize: number; seating: string; contactName: string; contactPhone: string; holdUntil: string }
type Reviews = { restaurant: { restaurantId: string; rating: number; reviewCount: number }; reviews: { reviewer: string; stars: number; date: string; text: string; recommendedDishes: string[] }[] }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error('expected an error')
  return o.error as { code: string; message: string; issues?: { path: string }[] }
}
const search = (s: S, args: Record<string, unknown>) => ok<Search>(s.call('dianping', 'searchRestaurants', { searchQuery: '', location: 'Wangfujing', ...args }))
const bookings = (s: S) => (s.state.apps.dianping as DianpingState).bookings

describe('Dianping: search -> reviews -> book -> cancel', () => {
  it('books a table at a searched restaurant, shows and lists it, and cancels it', () => {
    const s = session()
    const found = search(s, { searchQuery: 'roast duck', sortBy: 'rating' })
    expect(found.restaurants.length).toBeGreaterThan(2)
    for (let k = 1; k < found.restaurants.length; k++) expect(found.restaurants[k]!.rating).toBeLessThanOrEqual(found.restaurants[k - 1]!.rating)
    const duck = found.restaurants.find((r) => r.restaurantId === 'bj_siji_minfu_dengshikou')!
    expect(duck).toMatchObject({ cuisine: 'Beijing', takesBookings: true })
    expect(duck.perCapita).toBeGreaterThan(100)
    expect(duck.reviewCount).toBeGreaterThan(3000)
    expect(duck.tags).toContain('Must-Eat List (必吃榜)')

    const reviews = ok<Reviews>(s.call('dianping', 'getRestaurantReviews', { restaurantId: duck.restaurantId, limit: 5 }))
    expect(reviews.reviews).toHaveLength(5)
    expect(reviews.reviews.map((r) => r.date)).toEqual([...reviews.reviews.map((r) => r.date)].sort().reverse())
    expect(reviews.reviews.every((r) => r.date < '2026-03-02')).toBe(true)
    expect(reviews.reviews.some((r) => /\([\u4e00-\u9fff]+\)/.test(r.text))).toBe(true)
    const lowest = ok<Reviews>(s.call('dianping', 'getRestaurantReviews', { restaurantId: duck.restaurantId, sortBy: 'lowest', limit: 20 }))
    expect(lowest.reviews[0]!.stars).toBeLessThanOrEqual(lowest.reviews[19]!.stars)

    const b = ok<Booking>(s.call('Dazhong Dianping', 'bookTable', { restaurant: duck.restaurantId, date: '03-04', time: '18:30', partySize: 4, seatingPreference: 'window' }))
    expect(b).toMatchObject({ bookingId: 'tbl_0001', status: 'confirmed', time: '2026-03-04 18:30', partySize: 4, contactName: 'Mr. Li', holdUntil: '2026-03-04 18:45' })
    expect(b.seating).toBe('Hall table for 4, window seat requested')
    expect(b.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(ok<Booking>(s.call('dianping', 'getTableBooking', { bookingId: 'tbl_0001' }))).toEqual(b)
    expect(ok<{ total: number }>(s.call('dianping', 'listTableBookings', { status: 'confirmed' })).total).toBe(1)

    const cancelled = ok<Booking>(s.call('dianping', 'cancelTableBooking', { bookingId: 'tbl_0001' }))
    expect(cancelled.status).toBe('cancelled')
    expect(bookings(s).tbl_0001).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-02T10:00:00+08:00' })
    expect(err(s.call('dianping', 'cancelTableBooking', { bookingId: 'tbl_0001' })).code).toBe('conflict')
    expect(err(s.call('dianping', 'getTableBooking', { bookingId: 'tbl_0042' })).code).toBe('not_found')
    expect(ok<{ total: number }>(s.call('dianping', 'listTableBookings', { status: 'cancelled' })).total).toBe(1)
  })

  it('a booking becomes completed after its time and can no longer be cancelled', () => {
    const s = session()
    ok<Booking>(s.call('dianping', 'bookTable', { restaurant: 'Siji Minfu Dengshikou', date: 'today', time: '13:30', partySize: 2, name: 'Ms. Zhang', phone: '13912345678' }))
    expect(bookings(s).tbl_0001).toMatchObject({ contactName: 'Ms. Zhang', contactPhone: '139****5678', kind: 'small' })
    s.setClock(at(13, 31))
    expect(err(s.call('dianping', 'cancelTableBooking', { bookingId: 'tbl_0001' })).code).toBe('conflict')
    s.setClock(at(14))
    expect(ok<Booking>(s.call('dianping', 'getTableBooking', { bookingId: 'tbl_0001' })).status).toBe('completed')
  })
})

describe('Dianping: when a table cannot be had', () => {
  it('a popular restaurant is fully booked on Friday at 18:30 (409 naming free times), but not on Wednesday afternoon', () => {
    const s = session()
    const before = s.state
    const full = err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '2026-03-06', time: '18:30', partySize: 4 }))
    expect(full.code).toBe('conflict')
    expect(full.message).toMatch(/fully booked at 2026-03-06 18:30/)
    expect(full.message).toMatch(/free that day at \d{2}:\d{2}/)
    expect(s.state).toBe(before)
    const free = full.message.match(/free that day at (\d{2}:\d{2})/)![1]!
    expect(ok<Booking>(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '2026-03-06', time: free, partySize: 4 })).time).toBe(`2026-03-06 ${free}`)
    expect(ok<Booking>(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '2026-03-04', time: '15:00', partySize: 4 })).status).toBe('confirmed')
  })

  it("the session's own bookings fill the private rooms of a sitting until the next is refused; cancelling frees one", () => {
    const s = session()
    const room = () => s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '03-04', time: '12:00', partySize: 8, seatingPreference: 'private_room' })
    const made: string[] = []
    for (let k = 0; k < 10; k++) {
      const o = room()
      if (!o.ok) break
      made.push((o.data as Booking).bookingId)
    }
    expect(made.length).toBeGreaterThan(0)
    expect(made.length).toBeLessThan(10)
    expect(bookings(s)[made[0]!]!.seating).toMatch(/Private room for up to 12 \(minimum spend ¥\d+\)/)
    expect(err(room()).message).toMatch(/fully booked .* \(private rooms\)/)
    // The rooms are held for the sitting (90 minutes); the afternoon has rooms again.
    expect(bookings(s)[made[0]!]!.kind).toBe('room')
    expect(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '03-04', time: '15:00', partySize: 8, seatingPreference: 'private_room' }).ok).toBe(true)
    ok(s.call('dianping', 'cancelTableBooking', { bookingId: made[0]! }))
    expect(room().ok).toBe(true)
  })

  it('refuses walk-in-only restaurants, closed hours, parties too large (409) and bad times (400)', () => {
    const s = session()
    const fast = search(s, { searchQuery: 'KFC', location: 'home' }).restaurants[0]!
    expect(fast.takesBookings).toBe(false)
    expect(err(s.call('dianping', 'bookTable', { restaurant: fast.restaurantId, date: '03-04', time: '12:00', partySize: 2 })).message).toMatch(/walk-in/)
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '03-04', time: '23:00', partySize: 2 })).message).toMatch(/does not seat guests/)
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '03-04', time: '18:00', partySize: 20 })).message).toMatch(/largest table seats 12/)
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: 'today', time: '09:00', partySize: 2 })).issues![0]!.path).toBe('time')
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '2026-05-01', time: '18:00', partySize: 2 })).issues![0]!.path).toBe('date')
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'bj_siji_minfu_dengshikou', date: '03-04', time: 'dinner', partySize: 2 })).issues![0]!.path).toBe('time')
    expect(err(s.call('dianping', 'bookTable', { restaurant: 'Nonexistent Bistro 42', date: '03-04', time: '18:00', partySize: 2 })).code).toBe('not_found')
    expect(Object.keys(bookings(s))).toEqual([])
  })
})

describe('Dianping: search realism and determinism', () => {
  it('sorts by spend and review count, filters by price and cuisine', () => {
    const s = session()
    const low = search(s, { sortBy: 'price_low', limit: 20 }).restaurants
    for (let k = 1; k < low.length; k++) expect(low[k]!.perCapita).toBeGreaterThanOrEqual(low[k - 1]!.perCapita)
    const reviewed = search(s, { sortBy: 'review_count', limit: 20 }).restaurants
    for (let k = 1; k < reviewed.length; k++) expect(reviewed[k]!.reviewCount).toBeLessThanOrEqual(reviewed[k - 1]!.reviewCount)
    const pricey = search(s, { priceRange: 'high', limit: 30 }).restaurants
    expect(pricey.length).toBeGreaterThan(3)
    expect(pricey.every((r) => r.perCapita >= 80)).toBe(true)
    const hotpot = search(s, { cuisine: 'hot pot', limit: 30 }).restaurants
    expect(hotpot.map((r) => r.restaurantId)).toContain('bj_haidilao_wangfujing')
    expect(hotpot.every((r) => r.cuisine === 'Hot Pot')).toBe(true)
    // Dianping lists fine dining that no takeout app carries.
    expect(search(s, { searchQuery: 'TRB' }).restaurants.map((r) => r.restaurantId)).toContain('bj_trb_hutong')
    const near = search(s, { radiusKm: 1, limit: 30 }).restaurants
    expect(near.length).toBeGreaterThan(3)
    expect(near.every((r) => r.distanceKm <= 1)).toBe(true)
  })

  it('gives identical outcomes for the same seed and world, and reviews that follow the clock', () => {
    const a = session()
    const b = session('seed-2')
    const run = (s: S) => JSON.stringify([search(s, { searchQuery: 'dumplings' }), s.call('dianping', 'getRestaurantReviews', { restaurantId: 'bj_quanjude_qianmen' })])
    expect(run(a)).toBe(run(b))
    a.setClock(at(10) + 3 * 24 * 60 * MINUTE)
    const later = ok<Reviews>(a.call('dianping', 'getRestaurantReviews', { restaurantId: 'bj_quanjude_qianmen' }))
    expect(later.reviews[0]!.date > ok<Reviews>(b.call('dianping', 'getRestaurantReviews', { restaurantId: 'bj_quanjude_qianmen' })).reviews[0]!.date).toBe(true)
  })
})
