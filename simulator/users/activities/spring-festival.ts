import { dietStanding } from '../../../apps/groceries/index.ts'
import { DAY, toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { paymentFor } from '../choices.ts'
import type { LifeEvents } from '../life-events.ts'
import { stableInt, tryCall } from './shared.ts'

/** Every record of the Eve: its chain, and the life event that explains the bigger table or basket. */
const tags = (context: string) => [context, 'chain:new_year_eve', 'event:spring_festival']

/** Where families book the Eve dinner, by what they like; '' finds anything near home. */
const EVE_CUISINES = ['Cantonese', 'roast duck', 'dumplings', 'Northeastern', 'hotpot', 'Beijing']

/** Eve tables booked, per user, so the afternoon's look at the booking finds it. */
const eveTables = new WeakMap<LifeEvents, string>()

function bookReunionDinner(actor: Actor, ctx: PlanContext, eveStart: number): void {
  const { profile, events, rng } = ctx
  const price = budgetOf(profile).restaurantPrice
  const search = (searchQuery: string) => actor.call('Dianping', 'searchRestaurants', { searchQuery, location: 'Home', priceRange: price, sortBy: 'rating' }, tags('ctx:dining')).restaurants as any[]
  let found = search(rng.pick(EVE_CUISINES))
  if (!found.some((r) => r.takesBookings)) found = search('')
  const party = rng.int(4, 8)
  const time = rng.pick(['17:30', '18:00', '18:00'])
  // A private room for a big family, when the budget runs to its minimum spend.
  const room = party >= 6 && price !== 'low' && rng.chance(0.5) ? { seatingPreference: 'private_room' } : {}
  for (const r of found.filter((x) => x.takesBookings).slice(0, 3)) {
    const args = { restaurant: r.restaurantId, date: toDate(eveStart), time, partySize: party, ...room, note: "New Year's Eve reunion dinner" }
    const table = tryCall(actor.later(1, 4), 'Dianping', 'bookTable', args, tags('ctx:dining'), 'noise:sold_out')
    if (table.ok) {
      eveTables.set(events, (table.data as { bookingId: string }).bookingId)
      return
    }
  }
}

/** One thing on the Eve's shopping list: the aisle, what it is called, its weight band, how many. */
interface Item {
  category: string
  query: string
  weight: '<250' | '250-500' | '>500'
  count: number
}

const it = (category: string, query: string, weight: Item['weight'], count = 1): Item => ({ category, query, weight, count })

/** The feast: a whole fish (年年有余), dumplings made at home, prawns, ribs, chicken, fruit to share. */
const EVE_BASKET = [
  it('seafood', 'sea bass', '>500'),
  it('meat', 'minced pork', '250-500', 2),
  it('pantry', 'flour', '>500'),
  it('vegetables', 'napa cabbage', '>500'),
  it('seafood', 'shrimp', '>500'),
  it('meat', 'pork ribs', '250-500', 2),
  it('meat', 'whole chicken', '>500'),
  it('fruit', 'cherries', '>500'),
  it('snacks', 'mixed nuts', '250-500'),
  it('drinks', 'orange juice', '>500', 2),
]

/** getProductList's arguments in this app's interface (Freshippo requires a weight band). */
const listArgs = (app: string, item: Item) => ({ category: item.category, searchQuery: item.query, ...(/fresh|hema/i.test(app) ? { weight: item.weight } : {}) })

function buyEveBasket(actor: Actor, ctx: PlanContext): void {
  const { profile, habits, rng } = ctx
  const app = habits.apps.groceries
  const standing = dietStanding(profile)
  const tier = budgetOf(profile).tier
  const target = rng.int(5, 7)
  // One basket, one way of paying.
  const paymentMethod = paymentFor(habits, profile, app, rng)
  let bought = 0
  // Down the list until the basket is full: some things the app lacks, or the diet rule forbids.
  for (const item of EVE_BASKET) {
    if (bought >= target) break
    const page = actor.call(app, 'getProductList', listArgs(app, item), tags('ctx:groceries'))
    const ok = ((page.matched ? page.products : []) as any[]).filter((l) => l.stock >= item.count && !(l.dietFlags ?? []).some((f: string) => (f === 'high_sugar' ? standing.sugar : standing.fat)))
    if (ok.length > 0) {
      const chosen = tier === 'low' ? [...ok].sort((a, b) => a.pricePer500g - b.pricePer500g)[0] : tier === 'high' ? [...ok].sort((a, b) => b.positiveRate - a.positiveRate)[0] : ok[rng.int(0, Math.min(2, ok.length - 1))]
      actor.later(1, 3).call(app, 'buyProduct', { category: item.category, searchQuery: chosen.productId, paymentMethod, count: item.count, shippingAddress: 'Home' }, tags('ctx:groceries'))
      bought++
    }
    actor.later(1, 3)
  }
}

/**
 * The Eve in town (除夕) for those who do not go home: the reunion dinner (年夜饭) booked at a
 * restaurant near home a week or two ahead (Eve tables go early), a party of the family, looked up
 * again that afternoon; or the feast cooked at home from a big grocery order the day before or that
 * morning: the whole fish, dumpling filling and flour, prawns, ribs, cherries. Tagged
 * `event:spring_festival` (bigger than the person's usual table or basket) and `chain:new_year_eve`.
 */
export const springFestival: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  const festival = events.springFestival
  if (!festival || profile.age < 18) return []
  const eveStart = day.start + (festival.eve - day.index) * DAY
  if (festival.plan === 'restaurant') {
    const bookDay = festival.eve - stableInt(profile, 'eve-table', 8, 20)
    if (day.index === bookDay) return [{ at: day.time(rng.pick([12, 20, 21]), rng.int(0, 50)), name: 'eve-dinner-booking', run: (actor) => bookReunionDinner(actor, ctx, eveStart) }]
    const booking = eveTables.get(events)
    if (day.index === festival.eve && booking && rng.chance(0.5)) {
      return [{ at: day.time(15, rng.int(0, 50)), name: 'eve-dinner-check', run: (actor) => actor.call('Dianping', 'getTableBooking', { bookingId: booking }, tags('ctx:dining')) }]
    }
    return []
  }
  if (festival.plan !== 'cooking') return []
  // Next-day pickup apps need the day before; the others deliver within the hour, so some wait for the morning.
  const dayBefore = /duoduo/i.test(habits.apps.groceries) || stableInt(profile, 'eve-basket', 0, 1) === 0
  if (day.index !== festival.eve - (dayBefore ? 1 : 0)) return []
  return [{ at: dayBefore ? day.time(rng.pick([10, 16, 20]), rng.int(0, 50)) : day.time(8, rng.int(20, 55)), name: 'eve-groceries', run: (actor) => buyEveBasket(actor, ctx) }]
}
