import { DAY, toDate, toIso, type Outcome, type UserProfile } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import { placesIn } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import type { LifeEvents } from '../life-events.ts'
import { appIdOf } from './food.ts'
import { foundNothingBefore } from './lookups.ts'
import { awayOn, cityName, probe, seatsAtMinute, stableInt } from './shared.ts'

const GETAWAYS: Readonly<Record<string, string[]>> = {
  beijing: ['shanghai', 'hangzhou'],
  shanghai: ['hangzhou', 'beijing'],
  hangzhou: ['shanghai'],
  shenzhen: ['shanghai', 'hangzhou'],
}

/** A thing looked up, in the marketplace category that carries it. */
interface Look {
  query: string
  category: string
}
const look = (query: string, category: string): Look => ({ query, category })
const E = 'Electronics'
const H = 'Home appliances'

/**
 * What someone is into, as things to look for: a gadget on the usual electronics app, something
 * imported on Amazon, something second-hand on Xianyu. Each names a kind of product the apps sell.
 */
const BY_INTEREST: Readonly<Record<string, { gadget: Look; imported: Look; secondHand: Look }>> = {
  hiking: { gadget: look('GPS smartwatch', E), imported: look('down jacket', 'Clothing'), secondHand: look('power bank', E) },
  photography: { gadget: look('mirrorless camera', E), imported: look('Fujifilm camera', E), secondHand: look('camera', E) },
  basketball: { gadget: look('smartwatch', E), imported: look('basketball sneakers', 'Brands'), secondHand: look('sneakers', 'Brands') },
  football: { gadget: look('smartwatch', E), imported: look('running shoes', 'Clothing'), secondHand: look('sneakers', 'Brands') },
  cooking: { gadget: look('air fryer', H), imported: look('rice cooker', H), secondHand: look('microwave oven', H) },
  gaming: { gadget: look('mechanical keyboard', E), imported: look('over-ear headphones', E), secondHand: look('gaming laptop', E) },
  anime: { gadget: look('drawing tablet', E), imported: look('over-ear headphones', E), secondHand: look('tablet', E) },
  fashion: { gadget: look('hair dryer', H), imported: look('perfume', 'Brands'), secondHand: look('handbag', 'Brands') },
  investing: { gadget: look('tablet', E), imported: look('wristwatch', 'Brands'), secondHand: look('desk', 'Furniture') },
  travel: { gadget: look('power bank', E), imported: look('travel charger', E), secondHand: look('camera', E) },
  reading: { gadget: look('tablet', E), imported: look('English novel', 'Brands'), secondHand: look('bookshelf', 'Furniture') },
  skincare: { gadget: look('hair dryer', H), imported: look('sunscreen', 'Brands'), secondHand: look('skincare set', 'Brands') },
  running: { gadget: look('smartwatch', E), imported: look('running shoes', 'Clothing'), secondHand: look('smartwatch', E) },
  'tech gadgets': { gadget: look('wireless earbuds', E), imported: look('mechanical keyboard', E), secondHand: look('tablet', E) },
}
const ELDERLY = { gadget: look('air purifier', H), imported: look('body lotion', 'Brands'), secondHand: look('sofa', 'Furniture') }
const CLOTHES = ['down jacket', 'sweater', 'jeans', 'hoodie']

/** Something this person would look for: by their interests, or what older people shop for. */
function wanted(profile: UserProfile, interests: readonly string[], kind: 'gadget' | 'imported' | 'secondHand', pick: <T>(xs: readonly T[]) => T): Look {
  if (profile.age >= 60) return ELDERLY[kind]
  const known = interests.filter((i) => BY_INTEREST[i])
  return known.length > 0 ? BY_INTEREST[pick(known)]![kind] : BY_INTEREST['tech gadgets']![kind]
}

/** A lookup made unless the same one found nothing before (a person does not search in vain twice). */
function lookOnce(actor: Actor, app: string, tool: string, args: Record<string, unknown>, tags: string[]): void {
  if (!foundNothingBefore(actor, app, tool, args)) actor.call(app, tool, args, tags)
}

/** A weekend day two or so weeks ahead, as 'YYYY-MM-DD'. */
const nextSaturday = (day: PlanContext['day'], weeksAhead: number): string => toDate(day.start + (((6 - day.weekday + 7) % 7) + 7 * weeksAhead) * DAY)

/** A search, a listing or a fare, then nothing: the person closed the app. */
function abandoned(ctx: PlanContext): Activity {
  const { day, profile, habits, rng } = ctx
  const adult = profile.age >= 18
  const kind = adult ? rng.pick(['hotel', 'fare', 'train', 'gadget'] as const) : 'gadget'
  return {
    at: day.time(rng.pick([12, 13, 22, 23]), rng.int(0, 50)),
    name: 'noise-abandoned',
    run(actor: Actor) {
      const dest = rng.pick(GETAWAYS[profile.city] ?? GETAWAYS.beijing!)
      if (kind === 'hotel') {
        const sights = placesIn(dest, 'landmark')
        const checkIn = nextSaturday(day, rng.int(1, 3))
        const place = sights.length > 0 ? rng.pick(sights).name : cityName(dest)
        lookOnce(actor, habits.apps.hotel, 'searchHotels', { location: place, checkInDate: checkIn, checkOutDate: toDate(Date.parse(`${checkIn}T12:00:00+08:00`) + DAY), guestCount: rng.pick([1, 2]) }, ['ctx:hotel', 'noise:abandoned'])
      } else if (kind === 'fare') {
        const sights = placesIn(profile.city, 'landmark')
        if (sights.length === 0) return
        lookOnce(actor, habits.apps.ride, 'estimateFare', { pickupLocation: 'Home', dropoffLocation: rng.pick(sights).name }, ['ctx:ride', 'noise:abandoned'])
      } else if (kind === 'train') {
        const date = nextSaturday(day, rng.int(1, 2))
        const args = /12306/.test(habits.apps.train)
          ? { from: cityName(profile.city), to: cityName(dest), date }
          : { from: cityName(profile.city), to: cityName(dest), time: `${date} 08:00`, transportation: 'train' }
        lookOnce(actor, habits.apps.train, /12306/.test(habits.apps.train) ? 'searchTrains' : 'searchTickets', args, ['ctx:trip_train', 'noise:abandoned'])
      } else {
        const item = wanted(profile, habits.values.interests, 'gadget', (xs) => rng.pick(xs))
        lookOnce(actor, habits.apps.electronics, 'getProductList', { category: item.category, searchQuery: item.query, sortBy: rng.pick(['price', 'quality']) }, ['ctx:electronics', 'noise:abandoned'])
      }
    },
  }
}

/** An app the person rarely opens: Amazon for imported goods, Vipshop for a bargain, Xianyu for second-hand. */
function oneOff(ctx: PlanContext): Activity {
  const { day, profile, habits, rng } = ctx
  const options = ['amazon', 'xianyu', ...(habits.apps.fashion === 'Vipshop' ? [] : ['vipshop'])]
  const kind = rng.pick(options)
  return {
    at: day.time(rng.pick([12, 21, 22]), rng.int(0, 55)),
    name: 'noise-one-off',
    run(actor: Actor) {
      if (kind === 'amazon') {
        const item = wanted(profile, habits.values.interests, 'imported', (xs) => rng.pick(xs))
        lookOnce(actor, 'Amazon', 'getProductList', { category: item.category, searchQuery: item.query }, ['ctx:imported', 'noise:one_off'])
      } else if (kind === 'vipshop') {
        lookOnce(actor, 'Vipshop', 'getProductList', { category: 'Clothing', searchQuery: rng.pick(CLOTHES), bodySize: habits.values.bodySize, gender: profile.gender === 'female' ? 'female' : 'male', sortBy: 'price' }, ['ctx:fashion', 'noise:one_off'])
      } else {
        const item = wanted(profile, habits.values.interests, 'secondHand', (xs) => rng.pick(xs))
        lookOnce(actor, 'Xianyu', 'getProductList', { category: item.category, searchQuery: `second-hand ${item.query}`, condition: 'slightly used', sortBy: 'price' }, ['ctx:secondhand', 'noise:one_off'])
      }
    },
  }
}

/** Whether a booking would clash with the evening already planned (a dinner, a show), by the whereabouts rule itself. */
function clashes(actor: Actor, app: string, tool: string, args: Record<string, unknown>, outcome: Outcome): boolean {
  const mark = actor.whereabouts.mark()
  const record = { ts: toIso(actor.now), app: appIdOf(actor, app), tool, args, outcome: outcome as HistoryRecord['outcome'] }
  const conflicts = actor.whereabouts.admit(record, actor.records.length)
  actor.whereabouts.rewind(mark)
  return conflicts.length > 0
}

/** The Friday or Saturday a table turns out to be fully booked: the same whichever day asks. */
function fullTableDay(profile: UserProfile, events: LifeEvents, weekdayOf: (index: number) => number): number | undefined {
  for (let d = stableInt(profile, 'full-table', 9, 38); d < 46; d++) if ((weekdayOf(d) === 5 || weekdayOf(d) === 6) && !awayOn(events, d)) return d
  return undefined
}

const CRAVINGS = ['hotpot', 'Peking duck', 'Sichuan', 'Japanese', 'Cantonese', 'bbq']

/**
 * A realistic failure: dinner for a few people on a Friday or Saturday night, the first choice fully
 * booked (tried, refused), a table at the next one booked instead. Planned on a fork of the session,
 * so the refusal is certain and replays the same way.
 */
function fullTable(ctx: PlanContext): Activity {
  const { day, profile, rng } = ctx
  return {
    at: day.time(16, rng.int(0, 50)),
    name: 'noise-sold-out',
    run(actor: Actor) {
      const date = toDate(day.start)
      const time = rng.pick(['18:30', '19:00'])
      const minute = +time.slice(0, 2) * 60 + +time.slice(3)
      const party = rng.int(2, 4)
      // Near the usual mall, or out in a busy part of town: wherever the first choice turns out full.
      const areas = ['mall', ...rng.shuffle(placesIn(profile.city, 'landmark')).slice(0, 4).map((p) => p.name)]
      const cravings = rng.shuffle(CRAVINGS).slice(0, 3)
      for (const location of areas) {
        for (const searchQuery of cravings) {
          const search = { searchQuery, location, sortBy: 'rating' }
          const found = probe(actor, 'Dianping', 'searchRestaurants', search)
          if (!found.ok) continue
          const options = (found.data as any).restaurants.filter((r: any) => r.takesBookings && seatsAtMinute(r.hours, minute)).slice(0, 4)
          const tries = options.map((r: any) => ({ r, outcome: probe(actor, 'Dianping', 'bookTable', { restaurant: r.restaurantId, date, time, partySize: party }) }))
          const full = tries.find((t: any) => !t.outcome.ok && t.outcome.error.code === 'conflict' && /fully booked/.test(t.outcome.error.message))
          const free = tries.find((t: any) => t.outcome.ok)
          if (!full || !free || clashes(actor, 'Dianping', 'bookTable', { restaurant: free.r.restaurantId, date, time, partySize: party }, free.outcome)) continue
          actor.call('Dianping', 'searchRestaurants', search, ['ctx:dining', 'noise:sold_out'])
          actor.later(2, 6).attempt('Dianping', 'bookTable', { restaurant: full.r.restaurantId, date, time, partySize: party }, ['ctx:dining', 'noise:sold_out'])
          actor.later(1, 4).call('Dianping', 'bookTable', { restaurant: free.r.restaurantId, date, time, partySize: party }, ['ctx:dining', 'follow-up'])
          return
        }
      }
    },
  }
}

/**
 * Noise, what real phones are full of: searches and fares looked up and dropped (`noise:abandoned`),
 * apps opened once in a while (`noise:one_off`), and a realistic failure followed by another choice
 * (`noise:sold_out`). Nothing while away on a trip.
 */
export const noise: Planner = (ctx) => {
  const { day, profile, events, rng } = ctx
  if (awayOn(events, day.index)) return []
  const out: Activity[] = []
  if (rng.chance(0.09)) out.push(abandoned(ctx))
  if (rng.chance(0.03)) out.push(oneOff(ctx))
  if (profile.age >= 18) {
    const weekdayOf = (index: number) => (day.weekday + ((index - day.index) % 7) + 7) % 7
    if (day.index === fullTableDay(profile, events, weekdayOf)) out.push(fullTable(ctx))
  }
  return out
}
