import { dietStanding } from '../../../apps/groceries/index.ts'
import { DAY, toDate, type UserProfile } from '../../../apps/kit/index.ts'
import { placesIn } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { paymentFor, rideClassFor } from '../choices.ts'
import type { LifeEvents } from '../life-events.ts'
import { hhmm, stableInt, tryCall, tripsOf, withSecondTry } from './shared.ts'
import { givesRedPackets } from '../../lives/index.ts'

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

/** Who hands out red packets (红包) and to whom: the young receive them, so at most they give one to their parents. */
function redPacketsFor(profile: UserProfile): string | undefined {
  if (!givesRedPackets(profile)) return undefined
  if (profile.age >= 60) return 'the grandchildren'
  return profile.age >= 30 ? 'the kids' : 'Mum and Dad'
}

/** What goes in each red packet: a few hundred yuan, more with the income and the years. */
const redPacketAmount = (profile: UserProfile): number =>
  (profile.incomeLevel === '>50k' ? 1000 : profile.incomeLevel === '10k-50k' ? 500 : 200) + stableInt(profile, 'red-packet-amount', 0, 8) * 100

/**
 * Red packets: no app hands them out, so they show as the reminder set in the two weeks before, to
 * get crisp new notes and 红包 envelopes (and, for those who keep house in town, 春联 and a 福 for the door),
 * due the evening before the journey home or the Eve's morning.
 */
function redPackets(ctx: PlanContext, eveStart: number): Activity[] {
  const { day, profile, events, rng } = ctx
  const festival = events.springFestival!
  const to = redPacketsFor(profile)
  const trip = festival.plan === 'hometown' ? tripsOf(events).find((t) => t.purpose === 'hometown') : undefined
  // Set at least two days before it is due (the evening before the train, or the Friday before the holiday).
  const latest = (trip ? trip.day : festival.eve - 3) - 2
  if (!to || day.index !== Math.min(festival.eve - stableInt(profile, 'red-packets', 6, 13), latest)) return []
  // The quarter hour each person sets for it: their own evening before the train, their own Eve morning.
  const own = stableInt(profile, 'red-packets-at', 0, 11) * 15 * 60_000
  // Due when there is still time to act on it: the evening before the train, or a workday lunchtime before the holiday for the bank's new notes.
  const due = (trip ? day.start + (trip.day - 1 - day.index) * DAY + 19 * 3600_000 : eveStart - 3 * DAY + 12 * 3600_000) + own
  // New notes come from the bank on a working day before the holiday; Beijing says 红包, not the Cantonese 利是.
  const notes = trip ? 'New notes from the bank and 红包 envelopes, before the train home' : ['Change new notes at the bank before the holiday', 'New notes from the bank; 红包 envelopes, 春联 and 福 for the door', 'Get crisp notes before the 15th'][stableInt(profile, 'red-packet-notes', 0, 2)]!
  const remind = (actor: Actor) => actor.call('Reminders', 'createReminder', { title: `${trip ? 'Pack the ' : ''}红包 for ${to} (¥${redPacketAmount(profile)} each)`, time: `${toDate(due)} ${hhmm(due)}`, list: 'Family', notes }, tags('ctx:reminders'))
  const made = (actor: Actor) => actor.records.some((r) => r.tool === 'createReminder' && r.outcome?.ok && String(r.args.title).includes('红包') && Date.parse(r.ts) >= day.start)
  // Set in the evening; an evening taken up (a film, a workout) leaves it for later that night.
  return withSecondTry({ at: day.time(21, rng.int(0, 50)), name: 'red-packets-reminder', run: remind }, day.time(23, rng.int(0, 30)), made)
}

/** The Gala (春晚) watched on the Eve: the next morning, the story about it on Toutiao, where it runs, opened. */
function galaLook(ctx: PlanContext): Activity[] {
  const { day, profile, events, rng } = ctx
  if (day.lunar !== 'new_year' || events.springFestival === undefined) return []
  return [
    {
      at: day.time(rng.pick([10, 11]), rng.int(20, 50)),
      name: 'gala-news',
      run(actor) {
        const args = { category: 'entertainment', searchQuery: 'Spring Festival Gala', date: day.date }
        const feed = actor.call('Toutiao', 'getDailyNewsRecommendations', args, ['ctx:news', 'chain:gala', 'event:spring_festival'])
        const story = (feed.items as { articleId: string; title: string }[]).find((i) => /gala/i.test(i.title))
        if (story) actor.later(1, 3).call('Toutiao', 'getArticle', { articleId: story.articleId }, ['ctx:news', 'chain:gala', 'event:spring_festival'])
      },
    },
  ]
}

/** Who hosts the Eve across town: the parents (or, for the elderly, a grown-up child), at a home of theirs in the city. */
function relativesOf(profile: UserProfile): { who: string; home: string } | undefined {
  const homes = placesIn(profile.city, 'residence').filter((p) => p.id !== profile.places.home)
  if (homes.length === 0) return undefined
  const home = homes[stableInt(profile, 'relatives-home', 0, homes.length - 1)]!.name
  return { who: profile.age >= 60 ? "our son's" : profile.age < 30 ? "Mum and Dad's" : "my parents'", home }
}

/** The Eve at relatives' in town: a note of the time a few days before, a taxi there that morning, one home after the midnight fireworks. */
function eveAtRelatives(ctx: PlanContext, eveStart: number): Activity[] {
  const { day, profile, habits, events, rng } = ctx
  const festival = events.springFestival!
  const host = relativesOf(profile)
  if (!host) return []
  const ride = habits.apps.ride
  const taxi = (from: string, to: string) => (actor: Actor) =>
    void actor.call(ride, 'bookTaxi', { pickupLocation: from, dropoffLocation: to, pickupTime: hhmm(actor.now), taxiType: rideClassFor(habits, ride, actor.now, rng, 2) }, tags('ctx:ride'))
  if (day.index === festival.eve - stableInt(profile, 'eve-note', 3, 5)) {
    // The person's own hour to be reminded, before the late-morning ride there.
    const time = `${toDate(eveStart)} ${hhmm(eveStart + 9 * 3600_000 + stableInt(profile, 'eve-note-at', 0, 7) * 15 * 60_000)}`
    return [{ at: day.time(21, rng.int(0, 50)), name: 'eve-dinner-note', run: (actor) => actor.call('Reminders', 'createReminder', { title: `New Year's Eve dinner at ${host.who}`, time, list: 'Family', notes: host.home }, tags('ctx:reminders')) }]
  }
  // There by late morning, to help wrap the dumplings; home only if the ride there was taken.
  if (day.index === festival.eve) return [{ at: day.time(9, rng.int(15, 50)), name: 'eve-ride-there', run: taxi('Home', host.home) }]
  if (day.index === festival.eve + 1) {
    const went = (actor: Actor) => actor.records.some((r) => r.tool === 'bookTaxi' && r.outcome?.ok && r.args.dropoffLocation === host.home && r.ts.startsWith(toDate(eveStart)))
    return [{ at: day.time(0, rng.int(20, 50)), name: 'eve-ride-home', run: (actor) => void (went(actor) && taxi(host.home, 'Home')(actor)) }]
  }
  return []
}

/**
 * The Spring Festival as each adult lives it (除夕 and 初一), tagged `event:spring_festival`: the
 * reunion dinner (年夜饭, `chain:new_year_eve`) booked at a restaurant near home a week or two ahead
 * (Eve tables go early) and looked up again that afternoon, or cooked at home from a big grocery
 * order the day before or that morning (the whole fish, dumpling filling and flour, prawns, ribs,
 * cherries), the basket too when no table was to be had; or eaten at relatives' across town. Those
 * who go home book a table there (hometown.ts). Red packets for whoever the person gives them to, as
 * a reminder; the morning after, the Gala's story.
 */
export const springFestival: Planner = (ctx) => {
  const { day, profile, habits, events, rng } = ctx
  const festival = events.springFestival
  if (!festival) return []
  // A minor's festival is the family's: the dinner and the red packets are the parents' to arrange; the Gala they watch too.
  if (profile.age < 18) return galaLook(ctx)
  const eveStart = day.start + (festival.eve - day.index) * DAY
  const out: Activity[] = [...redPackets(ctx, eveStart), ...galaLook(ctx)]
  if (festival.plan === 'relatives') return [...out, ...eveAtRelatives(ctx, eveStart)]
  if (festival.plan === 'restaurant') {
    const bookDay = festival.eve - stableInt(profile, 'eve-table', 8, 20)
    if (day.index === bookDay) return [...out, { at: day.time(rng.pick([12, 20, 21]), rng.int(0, 50)), name: 'eve-dinner-booking', run: (actor) => bookReunionDinner(actor, ctx, eveStart) }]
    const booking = eveTables.get(events)
    if (day.index === festival.eve && booking && rng.chance(0.5)) {
      return [...out, { at: day.time(15, rng.int(0, 50)), name: 'eve-dinner-check', run: (actor) => actor.call('Dianping', 'getTableBooking', { bookingId: booking }, tags('ctx:dining')) }]
    }
    // No table to be had: the feast is cooked at home after all.
    if (day.index <= bookDay || booking) return out
  } else if (festival.plan !== 'cooking') return out
  // Next-day pickup apps need the day before; the others deliver within the hour, so some wait for the morning.
  const dayBefore = /duoduo/i.test(habits.apps.groceries) || stableInt(profile, 'eve-basket', 0, 1) === 0
  if (day.index !== festival.eve - (dayBefore ? 1 : 0)) return out
  // The feast is not given up: a basket that did not fit the morning (out, a delivery they would miss) is ordered later that day.
  const bought = (actor: Actor) => actor.records.some((r) => r.tool === 'buyProduct' && r.outcome?.ok && r.meta?.tags?.includes('chain:new_year_eve') && Date.parse(r.ts) >= day.start)
  const first = dayBefore ? day.time(rng.pick([10, 16]), rng.int(0, 50)) : day.time(8, rng.int(20, 55))
  return [...out, ...withSecondTry({ at: first, name: 'eve-groceries', run: (actor) => buyEveBasket(actor, ctx) }, day.time(dayBefore ? 20 : 12, rng.int(0, 50)), bought)]
}
