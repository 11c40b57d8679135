import { DAY, HOUR, MINUTE, startOfLocalDay, toDate, toDisplay } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { paymentFor } from '../choices.ts'
import { travellingOn } from '../life-events.ts'
import { displayMs, nextChain, retagLast } from './dining.ts'

interface Tier {
  ticketType: 'regular' | 'luxury'
  price: number
  seatsLeft: number
}
interface Listed {
  showId: string
  title: string
  startsAt: string
  ageRating: string
  score: number | null
  venue: { name: string }
  tickets: Tier[]
}

/** The most seats one tier of the type has left: a booking by ticket type takes the cheapest tier with room for the party. */
const seatsOf = (s: Listed, type: string) => Math.max(0, ...s.tickets.filter((t) => t.ticketType === type).map((t) => t.seatsLeft))

/** Live shows a person goes to, by age and taste; the cheap kinds for a small budget. */
function showKinds(age: number, poor: boolean, interests: readonly string[]): string[] {
  if (poor) return ['crosstalk', 'drama']
  if (age >= 55) return ['opera', 'crosstalk', 'drama']
  const sporty = interests.some((i) => i === 'basketball' || i === 'football')
  if (age < 30) return ['concert', 'concert', 'musical', ...(sporty ? ['sports'] : ['exhibition'])]
  return ['concert', 'drama', 'musical', 'crosstalk', ...(sporty ? ['sports'] : [])]
}

/** A table or a show already booked within two and a half hours of a start: the evening is taken. */
function committedAround(actor: Actor, start: number): boolean {
  const window = 150 * MINUTE
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (Date.parse(r.ts) < start - 30 * DAY) break
    if (!r.outcome?.ok || (r.tool !== 'bookTable' && r.tool !== 'bookShowTicket')) continue
    const d = r.outcome.data as { time?: string; startsAt?: string }
    const text = (r.tool === 'bookTable' ? d.time : d.startsAt) ?? ''
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) && Math.abs(displayMs(text) - start) < window) return true
  }
  return false
}

/**
 * A film this afternoon or tonight: the listing near home or the mall, a showtime that starts soon
 * enough, the usual seat tier, one ticket or two with a partner or friend (three with a guest). Now
 * and then the wanted showtime is sold out in that tier: the refusal stays, another showtime follows.
 */
function movieOuting(actor: Actor, count: number, marker: string, splurge: boolean): void {
  const { habits } = actor
  const rng = actor.rng
  const usual = habits.values.movieTicketType
  const tags = ['ctx:movie', marker]
  const hour = Number(toDisplay(actor.now).slice(11, 13))
  const listing = actor.call(
    habits.apps.movies,
    'getShowSchedule',
    { type: 'movie', searchQuery: hour < 16 ? 'today' : 'tonight', location: rng.chance(0.5) ? 'mall' : 'Home' },
    tags,
  )
  const soon = (listing.shows as Listed[]).filter((s) => {
    const start = displayMs(s.startsAt)
    // Time to get there: an hour and more from now (films bought that far ahead can still be refunded).
    return start >= actor.now + 70 * MINUTE && start <= actor.now + 4 * HOUR && !committedAround(actor, start)
  })
  // A date night may be worth the recliners; a showtime already gone in that tier is tried anyway.
  const wanted = splurge && usual === 'regular' ? 'luxury' : usual
  const full = soon.find((s) => seatsOf(s, wanted) < count)
  if (full && rng.chance(0.6)) {
    const failed = actor.later(1, 3).attempt(habits.apps.movies, 'bookShowTicket', { showId: full.showId, count, paymentMethod: paymentFor(habits, actor.user, habits.apps.movies, rng), ticketType: wanted }, tags)
    if (!failed.ok) retagLast(actor, ['ctx:movie', 'noise:sold_out'])
  }
  const open = soon.filter((s) => seatsOf(s, usual) >= count)
  if (open.length === 0) return
  // The same film at another time if the first choice was full; else a well-rated one.
  const ranked = [...open].sort((a, b) => Number(b.title === full?.title) - Number(a.title === full?.title) || (b.score ?? 0) - (a.score ?? 0))
  const show = full ? ranked[0]! : rng.pick(ranked.slice(0, 3))
  const ticket = actor.later(1, 4).call(habits.apps.movies, 'bookShowTicket', { showId: show.showId, count, paymentMethod: paymentFor(habits, actor.user, habits.apps.movies, rng), ticketType: usual }, tags)
  if (rng.chance(0.25)) actor.later(20, 60).call(habits.apps.movies, 'getTicketOrder', { ticketId: ticket.ticketId }, ['ctx:movie', 'follow-up'])
}

/**
 * A concert, play or game a few weeks out, on a day the person is in town, booked on the usual
 * live-show app, then a reminder set on the phone for before it starts: a temporal chain across apps
 * (`chain:show_N`).
 */
function bookLiveShow(actor: Actor, kinds: readonly string[], poor: boolean, awayOn: (dayStart: number) => boolean): void {
  const { habits, rng } = actor
  const chain = nextChain(actor, 'show')
  const tags = ['ctx:shows', chain]
  const tier = habits.values.movieTicketType
  const type = rng.pick(kinds)
  // Now and then the app's home page first: what is featured this coming week.
  const featured = { type, limit: 10 }
  if (rng.chance(0.35) && !actor.foundNothingBefore(habits.apps.shows, 'listFeaturedShows', featured)) actor.call(habits.apps.shows, 'listFeaturedShows', featured, ['ctx:shows', 'noise:browse'])
  const listing = actor.call(
    habits.apps.shows,
    'getShowSchedule',
    { type, searchQuery: '', location: rng.chance(0.7) ? 'Home' : 'mall', ...(poor ? { price_range: [0, 300] } : {}) },
    tags,
  )
  const count = rng.chance(0.6) ? 2 : 1
  // Not a show already seen or booked.
  const seen = new Set<string>()
  for (const r of actor.records) if (r.tool === 'bookShowTicket' && r.outcome?.ok) seen.add((r.outcome.data as { title: string }).title)
  const ahead = (listing.shows as Listed[]).filter((s) => {
    const start = displayMs(s.startsAt)
    // Not on a day the person will be away (a trip, the journey home), nor an evening already taken.
    return start >= actor.now + 3 * DAY && start <= actor.now + 25 * DAY && seatsOf(s, tier) >= count && !seen.has(s.title) && !awayOn(startOfLocalDay(start)) && !committedAround(actor, start)
  })
  if (ahead.length === 0) {
    // Nothing worth going to: the look stays as browsing, not a chain.
    retagLast(actor, ['ctx:shows', 'noise:browse'])
    return
  }
  const show = rng.pick(ahead.slice(0, 4))
  const ticket = actor.later(2, 8).call(habits.apps.shows, 'bookShowTicket', { showId: show.showId, count, paymentMethod: paymentFor(habits, actor.user, habits.apps.shows, rng), ticketType: tier }, tags)
  const start = displayMs(show.startsAt)
  // Everyone sets it their own way: how long before, and in their own words.
  const sameDay = rng.chance(0.5)
  const remindAt = sameDay ? start - rng.int(90, 240) * MINUTE : displayMs(`${toDate(start - DAY)} ${rng.int(19, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`)
  // Worded for when it goes off: tonight's show on the day, tomorrow's the evening before.
  const when = sameDay ? 'tonight' : 'tomorrow'
  const title = rng.pick([`${show.title} at ${show.venue.name}`, `${show.title} (${show.venue.name}) ${when}`, `Go to ${show.title} ${when}`, `${show.title} ${when}, ${show.venue.name}`])
  actor.later(1, 3).call(
    'Reminders',
    'createReminder',
    { title, time: toDisplay(remindAt), notes: `${habits.apps.shows} order ${ticket.ticketId}, ${count} ticket${count > 1 ? 's' : ''}`, location: show.venue.name },
    ['ctx:reminders', chain],
  )
}

/** The day of a booked live show: a look at the order (seats, pickup code) in the afternoon. */
function checkTicketToday(actor: Actor, dayStart: number): void {
  for (const r of actor.records) {
    if (r.tool !== 'bookShowTicket' || !r.outcome?.ok || !r.meta?.tags?.includes('ctx:shows')) continue
    const t = r.outcome.data as { ticketId: string; startsAt: string }
    const start = displayMs(t.startsAt)
    if (start >= dayStart && start < dayStart + DAY && start > actor.now + HOUR) {
      const chain = r.meta.tags.find((x) => x.startsWith('chain:'))
      actor.call(r.app, 'getTicketOrder', { ticketId: t.ticketId }, ['ctx:shows', chain ?? 'follow-up'])
      return
    }
  }
}

/**
 * Weekend films on the usual movie app; every few weeks a live show booked days ahead with a
 * reminder before it; on the show's day a look at the order. Minors only ever see (and book) what
 * the listings show them: the apps hide 18+ showtimes from under-18s.
 */
export const entertainment: Planner = ({ day, profile, habits, events, rng }) => {
  if (travellingOn(events, day.index)) return []
  const elderly = profile.age >= 60
  const poor = profile.incomeLevel === '<3k'
  const out: Activity[] = []
  const guest = events.guest && day.index >= events.guest.day && day.index < events.guest.day + events.guest.days
  const movieChance = day.dayOff ? (elderly ? 0.08 : 0.22) : day.weekday === 5 ? 0.08 : 0
  if (rng.chance(guest && day.dayOff ? 0.5 : movieChance)) {
    const count = guest ? 3 : rng.chance(0.45) ? 2 : 1
    const splurge = count === 2 && !poor && rng.chance(0.35)
    out.push({
      at: day.weekday === 5 ? day.time(18, rng.int(0, 40)) : day.time(rng.pick([12, 14, 16, 18]), rng.int(0, 50)),
      name: 'movie',
      run: (actor) => movieOuting(actor, count, guest ? 'deviation:guest' : 'routine', splurge),
    })
  }
  if (day.weekday >= 1 && day.weekday <= 4 && rng.chance(0.07)) {
    const kinds = showKinds(profile.age, poor, habits.values.interests)
    const awayOn = (dayStart: number) => travellingOn(events, day.index + Math.round((dayStart - day.start) / DAY)) !== undefined
    out.push({ at: day.time(21, rng.int(0, 45)), name: 'live-show-booking', run: (actor) => bookLiveShow(actor, kinds, poor, awayOn) })
  }
  if (rng.chance(0.6)) out.push({ at: day.time(15, rng.int(0, 59)), name: 'show-day-check', run: (actor) => checkTicketToday(actor, day.start) })
  return out
}
