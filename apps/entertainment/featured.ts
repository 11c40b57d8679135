import type { z } from 'zod'
import { DAY, notFound, toDate, type Place, type ToolContext } from '../kit/index.ts'
import type { featuredOutput } from './show-ticket-schemas.ts'
import { daySchedule, entryOf, venuesByDistance, type ListingSettings } from './show-listing.ts'
import { listingDays } from './show-search.ts'
import type { Showtime, ShowType } from './show-types.ts'
import { seatsHeld, type ShowTicketState } from './ticket-book.ts'

/**
 * The app's featured list (its home page: 热映 / 热门演出) and the benchmark aliases that index it.
 * Published benchmarks book `show_10` without ever listing it; per decision 0006 `show_N` is the
 * N-th entry of this list, which depends only on the world, the app, the user's city and the day.
 * It covers the seven days after the session's day, so every entry is still on sale all day long;
 * a show joins it only while each ticket type has a tier with seats for any order the app takes.
 */
export const FEATURED_ALIAS = /^show[_-]?(\d{1,4})$/i

const FEATURED_DAYS = 7
const VENUES_PER_TYPE = 6
const FEATURED_SIZE = 60

export interface FeaturedSettings {
  listing: ListingSettings
  /** Types in the order the home page features them. */
  types: readonly ShowType[]
  /** An entry keeps at least this many seats free in every tier, so any order the app takes fits. */
  minSeats: number
}

export interface FeaturedShow {
  show: Showtime
  venue: Place
  distanceKm: number
}

/**
 * Every work's showtimes at the venues nearest the city centre, works ranked by type order, then by
 * how many showtimes they have (a hit is screened most), then first start; the list takes each
 * work's next showtime in turn (round robin), so the top of the list shows many different works.
 * 18+ shows are never featured.
 */
export function featuredShows(ctx: ToolContext, settings: FeaturedSettings): readonly FeaturedShow[] {
  // Keyed by the profile's city text: resolving it costs more than the memo lookup itself.
  return ctx.memo(`featured:${ctx.user.city}:${toDate(ctx.now)}`, () => {
    const centre = ctx.places.resolve(ctx.user.city)
    const days = listingDays(ctx.now + DAY, FEATURED_DAYS)
    const byWork = new Map<string, { typeRank: number; shows: FeaturedShow[] }>()
    settings.types.forEach((type, typeRank) => {
      for (const venue of venuesByDistance(ctx, settings.listing, type, centre).slice(0, VENUES_PER_TYPE)) {
        const distanceKm = ctx.places.distanceKm(centre, venue)
        for (const day of days) {
          for (const show of daySchedule(ctx, settings.listing, venue, day)) {
            if (show.type !== type || show.adultOnly || !roomyInEveryType(show, settings.minSeats)) continue
            const work = byWork.get(show.workId) ?? { typeRank, shows: [] }
            work.shows.push({ show, venue, distanceKm })
            byWork.set(show.workId, work)
          }
        }
      }
    })
    const works = [...byWork.entries()].map(([workId, w]) => {
      w.shows.sort((a, b) => a.show.start - b.show.start || a.distanceKm - b.distanceKm || a.show.showId.localeCompare(b.show.showId))
      return { workId, ...w }
    })
    works.sort((a, b) => a.typeRank - b.typeRank || b.shows.length - a.shows.length || a.shows[0]!.show.start - b.shows[0]!.show.start || a.workId.localeCompare(b.workId))
    const list: FeaturedShow[] = []
    for (let round = 0; list.length < FEATURED_SIZE; round++) {
      let added = false
      for (const w of works) {
        const next = w.shows[round]
        if (!next || list.length === FEATURED_SIZE) continue
        list.push(next)
        added = true
      }
      if (!added) break
    }
    return Object.freeze(list)
  })
}

/** Each ticket type has a tier with `minSeats` free: an alias booked by ticket type always finds seats. */
const roomyInEveryType = (show: Showtime, minSeats: number): boolean =>
  (['regular', 'luxury'] as const).every((type) => show.tiers.some((t) => t.ticketType === type && t.capacity - t.preSold >= minSeats))

/** The featured show an alias names; 404 past the end of the list. */
export function featuredByAlias(ctx: ToolContext, settings: FeaturedSettings, n: number, brand: string): FeaturedShow {
  const list = featuredShows(ctx, settings)
  const hit = n >= 1 ? list[n - 1] : undefined
  if (!hit) throw notFound(`${brand}'s featured list has ${list.length} shows (show_1 to show_${list.length}); there is no show_${n}. Show ids come from getShowSchedule or listFeaturedShows`)
  return hit
}

/** listFeaturedShows: the first `limit` entries with their aliases and seats left for this session. */
export function featuredListing(state: ShowTicketState, ctx: ToolContext, settings: FeaturedSettings, limit: number, type?: ShowType): z.input<typeof featuredOutput> {
  const held = seatsHeld(state)
  const list = featuredShows(ctx, settings)
  // The entries are static too: built once per city and day, shared by every session.
  const entries = ctx.memo(`featured-entries:${ctx.user.city}:${toDate(ctx.now)}`, () =>
    Object.freeze(list.map(({ show, venue, distanceKm }, i) => Object.freeze({ alias: `show_${i + 1}`, ...entryOf(show, venue, distanceKm) }))),
  )
  const shows: z.input<typeof featuredOutput>['shows'] = []
  for (let i = 0; i < entries.length && shows.length < limit; i++) {
    const entry = entries[i]!
    if (type && entry.type !== type) continue
    const mine = held.get(entry.showId)
    shows.push(mine ? { ...entry, tickets: entry.tickets.map((t) => ({ ...t, seatsLeft: t.seatsLeft - (mine[t.area] ?? 0) })) } : entry)
  }
  return { city: ctx.places.resolve(ctx.user.city).name, days: listingDays(ctx.now + DAY, FEATURED_DAYS), shows }
}
