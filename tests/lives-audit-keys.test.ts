import { describe, expect, it } from 'vitest'
import { fromLocal, userProfileSchema, type UserProfile } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { auditLives, budgetBreaches, crossUserCopies, holidayGaps, profileMismatches, purposelessRepeats, spendingCaps, spendingLedger, spendOf, userBreaches } from '../simulator/lives/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { recordedLife } from './support/recorded-life.ts'

const world = createSandboxWorld()

/** u006: a civil servant living in Majiapu, working at the Tongzhou administrative centre (40 km). */
const person = (over: Partial<UserProfile> = {}): UserProfile =>
  userProfileSchema.parse({
    id: 'k1',
    name: 'Zhao Lei',
    gender: 'male',
    age: 40,
    heightCm: 172,
    weightKg: 70,
    profession: 'Civil Servant',
    incomeLevel: '3k-10k',
    education: 'Bachelor',
    preferences: [],
    city: 'beijing',
    places: { home: 'bj_majiapu_jiayuan', office: 'bj_tongzhou_admin_center' },
    paymentMethods: ['Alipay', 'WeChat Pay'],
    healthConditions: [],
    environment: {},
    ...over,
  })

const life = (profile: UserProfile) => recordedLife(world, profile, `keys:${profile.id}`, fromLocal(2026, 1, 5, 7, 0))

const one = (profile: UserProfile, history: HistoryRecord[]) => [{ profile, history }]

describe('budgetBreaches', () => {
  const commute = (p: UserProfile, days: number) => {
    const l = life(p)
    for (let d = 0; d < days; d++) l.call(fromLocal(2026, 1, 5 + Math.floor((d * 25) / days), 7, 30), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' })
    return l.records
  }

  it('u006: 13 Didi Express rides of ~144 CNY to an office 40 km away in 25 days on 3k-10k break the rides cap', () => {
    const p = person()
    const records = commute(p, 13)
    expect(spendOf(records[0]!)).toMatchObject({ category: 'rides', amount: expect.any(Number) })
    expect(spendOf(records[0]!)!.amount).toBeGreaterThan(140)
    const b = budgetBreaches(one(p, records))
    expect(b.total).toBe(1)
    expect(b.breaches.k1!.map((x) => x.cap)).toContain('rides')
    expect(b.byUser.k1!.examples[0]).toMatch(/rides spending \d+ CNY over the 780 CNY cap for 3k-10k/)
    // The simulator's ledger refuses the ride that breaks the cap.
    const ledger = spendingLedger(spendingCaps(p))
    const refused = records.findIndex((r) => (ledger.breachOf(r) ? true : (ledger.add(r), false)))
    expect(refused).toBe(5)
  })

  it('a careful person (three rides a month, or the same rides on over 50k) is not flagged', () => {
    expect(budgetBreaches(one(person(), commute(person(), 3))).total).toBe(0)
    const rich = person({ incomeLevel: '>50k' })
    expect(budgetBreaches(one(rich, commute(rich, 13))).total).toBe(0)
  })

  it('u002: a 1,799 CNY tablet on under 3k breaks the per-purchase limit unless a splurge (event:*) explains it; it still counts toward the month', () => {
    const p = person({ profession: 'Unemployed', incomeLevel: '<3k', places: { home: 'bj_lugu_community' } })
    const buy = (tags: string[]) => {
      const l = life(p)
      const found = l.peek(fromLocal(2026, 1, 21, 21, 0), 'tmall', 'getProductList', { category: 'Electronics', searchQuery: 'tablet' })
      const tablet = found.products.find((x: { price?: number; unitPrice?: number }) => (x.price ?? x.unitPrice ?? 0) > 1_000) ?? found.products[0]
      l.call(fromLocal(2026, 1, 21, 21, 5), 'tmall', 'buyProduct', { searchQuery: tablet.productId, count: 1, paymentMethod: 'Alipay', shippingAddress: 'Home' }, tags)
      return l.records
    }
    const plain = userBreaches(p, buy([]))
    expect(plain.map((b) => b.cap)).toEqual(expect.arrayContaining(['purchase', 'shopping']))
    const splurge = userBreaches(p, buy(['event:splurge']))
    expect(splurge.map((b) => b.cap)).not.toContain('purchase')
  })
})

describe('savings', () => {
  it('u003: a delivery rider on 3k-10k holding 55,000 CNY at a broker is over the savings cap (six months of income); 20,000 at the bank is not', () => {
    const seen = (app: string, cash: number): HistoryRecord => ({ ts: '2026-01-12T20:00:00+08:00', app, tool: app === 'bank' ? 'getFundHoldings' : 'getPortfolio', args: {}, outcome: { ok: true, data: { availableCash: cash, totalAssets: cash } } })
    const p = person({ profession: 'Delivery Rider', incomeLevel: '3k-10k' })
    expect(userBreaches(p, [seen('tonghuashun', 55_000)]).map((b) => b.cap)).toEqual(['savings'])
    expect(userBreaches(p, [seen('bank', 20_000)])).toEqual([])
  })
})

describe('crossUserCopies', () => {
  const trip = (id: string, home: string) => {
    const p = person({ id, incomeLevel: '10k-50k', places: { home } })
    const l = life(p)
    l.call(fromLocal(2026, 1, 27, 21, 0), 'ctrip', 'bookHotel', { location: 'Home Inn Shanghai Railway Station', checkInDate: '2026-02-05', checkOutDate: '2026-02-08', guestCount: 1 })
    l.call(fromLocal(2026, 1, 27, 21, 10), 'reminders', 'createReminder', { title: 'Train G5 to Shanghai', time: '2026-02-05 07:05' })
    l.call(fromLocal(2026, 1, 27, 21, 20), 'amap', 'saveFavoritePlace', { name: 'Home', location: 'Home' })
    return { profile: p, history: l.records }
  }

  it('three users with the same "Train G5 to Shanghai" reminder are copies; their "Home" favourites are not', () => {
    const c = crossUserCopies([trip('a', 'bj_lugu_community'), trip('b', 'bj_taiheyuan'), trip('c', 'bj_anhui_beili')])
    expect(c.groups.map((g) => g.key)).toEqual(['reminder "Train G5 to Shanghai" at 2026-02-05 07:05'])
    expect(c.groups.every((g) => g.users.join() === 'a,b,c')).toBe(true)
    expect(c.total).toBe(1)
  })

  it('a trip is copied when two of its legs or stays are shared (G5 there, G20 back); strangers on one train are not', () => {
    const leg = (train: string, departAt: string): HistoryRecord => ({ ts: `${departAt.slice(0, 10)}T09:00:00+08:00`, app: 'china_railway_12306', tool: 'bookTrainTicket', args: {}, outcome: { ok: true, data: { trainNumber: train, departAt } } })
    const traveller = (id: string, home: string, legs: HistoryRecord[]) => ({ profile: person({ id, places: { home } }), history: legs })
    const copied = crossUserCopies([
      traveller('a', 'bj_lugu_community', [leg('G5', '2026-02-05 08:05'), leg('G20', '2026-02-08 17:00')]),
      traveller('b', 'bj_taiheyuan', [leg('G5', '2026-02-05 08:05'), leg('G20', '2026-02-08 17:00')]),
      traveller('c', 'bj_anhui_beili', [leg('G5', '2026-02-05 08:05'), leg('G24', '2026-02-09 12:00')]),
    ])
    expect(copied.groups.map((g) => [g.key, g.users.join()])).toEqual([['trip: train G20 on 2026-02-08 + train G5 on 2026-02-05', 'a,b']])
  })

  it('u007 and u010 share a home; four users the same yoga-mat plan', () => {
    const plan = (id: string, home: string) => {
      const p = person({ id, places: { home } })
      const l = life(p)
      l.call(fromLocal(2026, 1, 5, 21, 0), 'keep', 'createHealthPlan', { equipment: ['yoga_mat'], targetAreas: ['legs', 'abs'], goals: ['maintain_health'], activityLevel: 'low' })
      return { profile: p, history: l.records }
    }
    const c = crossUserCopies([plan('u007', 'bj_taiheyuan'), plan('u010', 'bj_taiheyuan'), plan('u004', 'bj_tiantong_dongyuan_1'), plan('u005', 'bj_anhui_beili')])
    expect(c.groups.map((g) => [g.key.split(' ')[0], g.users.length])).toEqual([
      ['home', 2],
      ['keep', 4],
    ])
  })

  it('the same product bought by two users is popular, not a copy', () => {
    const buyer = (id: string, home: string) => {
      const p = person({ id, places: { home } })
      const l = life(p)
      l.call(fromLocal(2026, 1, 6, 20, 0), 'temu', 'buyProduct', { productId: 'TM440236010', count: 1, paymentMethod: 'Alipay', shippingAddress: 'Home' })
      return { profile: p, history: l.records }
    }
    expect(crossUserCopies([buyer('a', 'bj_lugu_community'), buyer('b', 'bj_taiheyuan')]).total).toBe(0)
  })
})

describe('purposelessRepeats', () => {
  const p = person()
  const evenings = (play: boolean) => {
    const l = life(p)
    for (let d = 0; d < 5; d++) {
      const found = l.call(fromLocal(2026, 1, 10 + d * 3, 21, 0), 'tencent_video', 'searchVideos', { query: 'variety', type: 'variety' })
      if (play) l.call(fromLocal(2026, 1, 10 + d * 3, 21, 2), 'tencent_video', 'playVideo', { videoId: found.results[0].videoId })
    }
    return l.records
  }

  it('the same "variety" search with the same results five times, nothing played, counts three', () => {
    expect(purposelessRepeats(one(p, evenings(false)), world.registry)).toMatchObject({ total: 3 })
  })

  it('the same search followed by a video played each time is not counted', () => {
    expect(purposelessRepeats(one(p, evenings(true)), world.registry).total).toBe(0)
  })

  const bikeToCinema = (ticket: boolean) => {
    const l = life(p)
    const day = fromLocal(2026, 1, 10, 13, 0)
    if (ticket) {
      const shows = l.peek(day, 'maoyan', 'getShowSchedule', { type: 'movie', searchQuery: '', location: 'Wanda Cinema Shijingshan' })
      const show = shows.shows.find((s: { venue: { name: string }; startsAt: string }) => s.venue.name === 'Wanda Cinema Shijingshan' && s.startsAt >= '2026-01-10 13:45')
      l.call(day + 2 * 60_000, 'maoyan', 'bookShowTicket', { showId: show.showId, count: 1, paymentMethod: 'Alipay', ticketType: 'regular' })
    }
    const bikes = l.peek(day + 5 * 60_000, 'hellobike', 'findNearbyBikes', { location: 'Home', bikeType: 'bike' })
    const ride = l.call(day + 10 * 60_000, 'hellobike', 'unlockBike', { bikeId: bikes.bikes[0].bikeId })
    l.call(day + 30 * 60_000, 'hellobike', 'endBikeRide', { rideId: ride.rideId, location: 'Wanda Cinema Shijingshan' })
    return l.records
  }

  it('a bike ride to a cinema with no film ticket that day counts; with one it does not', () => {
    expect(purposelessRepeats(one(p, bikeToCinema(false)), world.registry).total).toBe(1)
    expect(purposelessRepeats(one(p, bikeToCinema(true)), world.registry).total).toBe(0)
  })
})

describe('profileMismatches', () => {
  const coffee = (p: UserProfile, app: string) => {
    const l = life(p)
    // The history starts on Monday 5 January, as the simulator's do; week 3 starts on the 26th.
    l.call(fromLocal(2026, 1, 5, 8, 0), 'reminders', 'listReminders', {})
    for (let d = 0; d < 4; d++) l.call(fromLocal(2026, 1, 26 + d, 8, 0), app, 'orderDrink', { location: 'Home', items: [{ drink: 'Latte', quantity: 1 }], fulfillment: 'pickup', paymentMethod: 'Alipay' })
    return l.records
  }
  const habits = { lastingChange: { kind: 'coffee_chain', week: 3, to: 'Starbucks' } }

  it('u002: a lasting change to Starbucks from week 4 that never happens is flagged; the list form `changes` too', () => {
    const p = person()
    const luckin = coffee(p, 'luckin_coffee')
    expect(profileMismatches([{ profile: p, history: luckin, habits }], world.registry).byUser.k1!.examples).toEqual(['declared change coffee_chain to Starbucks from week 3: 0 records show it'])
    expect(profileMismatches([{ profile: p, history: luckin, habits: { changes: [habits.lastingChange] } }], world.registry).total).toBe(1)
    expect(profileMismatches([{ profile: p, history: coffee(p, 'starbucks'), habits }], world.registry).total).toBe(0)
  })

  it('an unemployed man with a commute time and a commute ride is flagged twice', () => {
    const p = person({ profession: 'Unemployed', incomeLevel: '<3k', places: { home: 'bj_majiapu_jiayuan' } })
    const l = life(p)
    l.call(fromLocal(2026, 1, 6, 7, 50), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'Beijing Municipal Administrative Center', pickupTime: 'now', taxiType: 'Express' }, ['ctx:commute', 'routine'])
    const m = profileMismatches([{ profile: p, history: l.records, habits: { values: { commuteTime: '07:50' } } }], world.registry)
    expect(m.total).toBe(2)
    expect(m.byUser.k1!.examples[0]).toMatch(/commute time 07:50 as Unemployed/)
  })

  it("a women's facial cleanser bought by a man is flagged unless it is a gift; a unisex one is not", () => {
    const p = person()
    const buy = (productId: string, tags: string[] = []) => {
      const l = life(p)
      l.call(fromLocal(2026, 1, 31, 15, 12), 'temu', 'buyProduct', { productId, count: 1, paymentMethod: 'Alipay', shippingAddress: 'Home' }, tags)
      return profileMismatches(one(p, l.records), world.registry).total
    }
    expect(buy('TM561283515')).toBe(1)
    expect(buy('TM561283515', ['ctx:daily_goods', 'deviation:gift'])).toBe(0)
    expect(buy('TM440236010')).toBe(0)
  })

  it("u005: a gym and a mall in another user's neighbourhood, over 8 km from home and office, are flagged", () => {
    const far = person({ places: { home: 'bj_majiapu_jiayuan', office: 'bj_tongzhou_admin_center', gym: 'bj_wills_tiantongyuan', mall: 'bj_longde_plaza' } })
    expect(profileMismatches(one(far, []), world.registry).total).toBe(2)
    const near = person({ places: { home: 'bj_tiantong_dongyuan_1', office: 'bj_sina_plaza', gym: 'bj_wills_tiantongyuan', mall: 'bj_longde_plaza' } })
    expect(profileMismatches(one(near, []), world.registry).total).toBe(0)
  })
})

describe('holidayGaps', () => {
  const p = person({ hometown: 'shijiazhuang' })

  it('New Year\'s Eve as a Dedao purchase and a variety search, and no sign of work on the make-up Saturday: four gaps', () => {
    const l = life(p)
    l.call(fromLocal(2026, 2, 10, 8, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' })
    const course = l.peek(fromLocal(2026, 2, 16, 20, 0), 'dedao', 'getCourseList', { category: 'art', level: 'beginner', searchQuery: 'art history' })
    l.call(fromLocal(2026, 2, 16, 20, 5), 'dedao', 'buyCourse', { category: 'art', level: 'beginner', searchQuery: 'art history', courseId: course.courses[0].courseId, paymentMethod: 'Alipay' })
    l.call(fromLocal(2026, 2, 16, 21, 0), 'tencent_video', 'searchVideos', { query: 'variety', type: 'variety' })
    l.call(fromLocal(2026, 2, 18, 9, 0), 'reminders', 'listReminders', {})
    const h = holidayGaps(one(p, l.records))
    expect(h.total).toBe(1)
    expect(h.byUser.k1!.count).toBe(4)
    expect(h.byUser.k1!.examples.map((x) => x.split(':')[0])).toEqual(['reunion dinner', 'red packets', 'Gala'])
  })

  it('a table on the Eve, a red-packet reminder, the Gala in the news and a ride to the office on 14 February: no gap', () => {
    const l = life(p)
    l.call(fromLocal(2026, 2, 10, 20, 0), 'reminders', 'createReminder', { title: 'Send red packets to the family', time: '2026-02-16 20:00' })
    l.call(fromLocal(2026, 2, 14, 8, 0), 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' })
    const found = l.peek(fromLocal(2026, 2, 15, 10, 0), 'dianping', 'searchRestaurants', { searchQuery: '', location: 'Home' })
    l.call(fromLocal(2026, 2, 15, 10, 5), 'dianping', 'bookTable', { restaurant: found.restaurants[0].restaurantId, date: '2026-02-16', time: '18:00', partySize: 6 })
    l.call(fromLocal(2026, 2, 16, 20, 0), 'toutiao', 'getDailyNewsRecommendations', { category: 'entertainment', searchQuery: 'Spring Festival Gala', date: '2026-02-16' })
    l.call(fromLocal(2026, 2, 18, 9, 0), 'reminders', 'listReminders', {})
    expect(holidayGaps(one(p, l.records)).byUser.k1).toEqual({ count: 0, examples: [] })
  })
})

describe('the audit', () => {
  it('carries the five keys as plain numbers, per user too', () => {
    const p = person()
    const a = auditLives([{ profile: p, history: [], habits: { lastingChange: { kind: 'coffee_chain', week: 0, to: 'Starbucks' } } }], world)
    expect(a).toMatchObject({ budgetBreaches: 0, crossUserCopies: 0, purposelessRepeats: 0, profileMismatches: 1, holidayGaps: 0 })
    expect(a.byUser[0]).toMatchObject({ profileMismatches: 1 })
    expect(a.byUser[0]!.examples).toContain('profileMismatches: declared change coffee_chain to Starbucks from week 0: 0 records show it')
  })
})
