import type { LatLng, Place, ToolContext } from '../kit/index.ts'
import type { z } from 'zod'
import type { Catalogue } from './schedule.ts'
import { hostsType, venueDaySchedule } from './schedule.ts'
import { lineupOf } from './lineup.ts'
import { tourNotice } from './tour-notice.ts'
import type { scheduleOutput, showEntryOutput } from './show-ticket-schemas.ts'
import { hourOf, listingDays, readShowQuery, wordIn, type ShowQuery } from './show-search.ts'
import { showTypeSynonyms, venueKindsOf, type SeatTier, type Showtime, type ShowType, type TicketType } from './show-types.ts'
import { seatsHeld, type ShowTicketState } from './ticket-book.ts'

/** What a listing needs from the app's configuration. */
export interface ListingSettings {
  catalogue: Catalogue
  /** Days of showtimes a listing covers by default, today first. */
  listingDays: (type: ShowType) => number
}

export interface ScheduleArgs {
  type: ShowType
  searchQuery: string
  location: string
  price_range?: number[] | undefined
  ticketType?: TicketType[] | undefined
}

/** How many venues a listing shows, and showtimes per venue: a phone screen's worth. */
const MAX_VENUES = 5
const PER_VENUE = 4
/** Venues looked through, nearest first: every cinema screens daily, but most stages are dark in a given week. */
const venuesSearched = (type: ShowType): number => (type === 'movie' ? 8 : 24)

type Entry = z.input<typeof showEntryOutput>

/** Days since the epoch in CST: the key of everything that changes only at local midnight. */
const localDayIndex = (now: number) => Math.floor((now + 8 * 3_600_000) / 86_400_000)

/** A place with the optional fields the gazetteer adds (Chinese name, street address). */
type ShownPlace = Place & { nameZh?: string; address?: string }

/** A venue's shows on one day: static, memoized per (app, venue, day). */
export function daySchedule(ctx: ToolContext, settings: ListingSettings, venue: Place, date: string): readonly Showtime[] {
  return ctx.memo(`day:${venue.id}:${date}`, () => venueDaySchedule(ctx.worldSeed, ctx.appId, venue, date, settings.catalogue, (v, d) => lineupOf(ctx, settings.catalogue, v.city, d).get(v.id)))
}

const venueText = (venue: ShownPlace) => [venue.name, venue.nameZh ?? '', venue.district, venue.address ?? ''].join(' | ').toLowerCase()

/** A point and the city it is in: listings stay in that city, as a ticket app's city switch does. */
export type CityPoint = LatLng & { city: string }

/** Venues of the point's city that can stage the type, nearest the point first; static, memoized by point. */
export function venuesByDistance(ctx: ToolContext, settings: ListingSettings, type: ShowType, point: CityPoint): readonly ShownPlace[] {
  return ctx.memo(`venues:${type}:${point.city}:${point.lat.toFixed(5)},${point.lng.toFixed(5)}`, () =>
    venueKindsOf[type]
      .flatMap((kind) => ctx.places.near(point, kind, 100))
      .filter((v) => v.city === point.city && hostsType(v, type, settings.catalogue))
      .map((v) => ({ v, d: ctx.places.distanceKm(point, v) }))
      .sort((a, b) => a.d - b.d || a.v.id.localeCompare(b.v.id))
      .map((x) => x.v),
  )
}

/** The nearest venues, or, when the words name venues ('Wanda', 'Wudaokou'), the nearest of those. */
function venuesFor(ctx: ToolContext, settings: ListingSettings, type: ShowType, point: CityPoint, words: readonly string[]): readonly ShownPlace[] {
  const all = venuesByDistance(ctx, settings, type, point)
  const searched = venuesSearched(type)
  if (words.length === 0) return all.slice(0, searched)
  return ctx.memo(`venues:${type}:${point.city}:${point.lat.toFixed(5)},${point.lng.toFixed(5)}:${words.join(' ')}`, () => {
    const named = all.filter((v) => words.every((w) => wordIn(w, venueText(v))))
    return named.length > 0 ? named.slice(0, searched) : all.slice(0, searched)
  })
}

/** A venue's matching shows in start order, with their listing entries built on first use. */
interface VenueShows {
  venue: ShownPlace
  shows: readonly Showtime[]
  /** Frozen entries with every tier and no session bookings; shared by every listing that shows them. */
  entries: (Entry | undefined)[]
  /** The same under a tier filter (ticketType, price_range), by filter; null when no tier passes. */
  filtered: Map<string, (Entry | null | undefined)[]>
}

/**
 * Static part of a listing, memoized per (type, point, days, words, hours): the venues around the
 * point and their shows that match. Entries are filled lazily: only the first few upcoming shows
 * of a venue are ever displayed.
 */
function matchingShows(ctx: ToolContext, settings: ListingSettings, type: ShowType, point: CityPoint, days: readonly string[], query: ShowQuery): VenueShows[] {
  const key = `list:${type}:${point.city}:${point.lat.toFixed(5)},${point.lng.toFixed(5)}:${days.join(',')}:${query.words.join(' ')}:${query.hours?.join('-') ?? ''}`
  return ctx.memo(key, () =>
    venuesFor(ctx, settings, type, point, query.words).map((venue) => {
      const text = venueText(venue)
      const shows = days.flatMap((day) =>
        daySchedule(ctx, settings, venue, day).filter(
          (s) =>
            s.type === type &&
            (!query.hours || (hourOf(s.start) >= query.hours[0] && hourOf(s.start) < query.hours[1])) &&
            query.words.every((w) => wordIn(w, s.searchText) || wordIn(w, text)),
        ),
      )
      return { venue, shows, entries: [], filtered: new Map() }
    }),
  )
}

const inRange = (price: number, range: number[] | undefined) =>
  !range || (price >= range[0]! && (range[1] === -1 || price <= range[1]!))

/**
 * getShowSchedule: venues of the type's kind nearest the location (or the place the search text
 * names), each with its next showtimes; started shows never appear. 18+ shows are left out for
 * users under 18, and the listing says so.
 */
export function showSchedule(state: ShowTicketState, args: ScheduleArgs, ctx: ToolContext, settings: ListingSettings): z.input<typeof scheduleOutput> {
  // The search text reads the same all day: memoized per local day.
  const count = settings.listingDays(args.type)
  const read = ctx.memo(`query:${localDayIndex(ctx.now)}:${args.type}:${count}:${args.searchQuery}`, () => {
    const window = listingDays(ctx.now, count)
    const ignore = new Set([args.type, ...Object.entries(showTypeSynonyms).filter(([, t]) => t === args.type).map(([w]) => w)])
    const query = readShowQuery(args.searchQuery, ctx.now, window, ignore)
    return { query, days: Object.freeze(query.days.length > 0 ? query.days : window) }
  })
  const { days } = read
  const place = ctx.places.resolve(args.location)
  let area: { point: CityPoint; label: string; city: string } = { point: place, label: place.name, city: place.city }
  let groups = matchingShows(ctx, settings, args.type, area.point, days, read.query)
  if (read.query.words.length > 0 && groups.every((g) => g.shows.length === 0)) {
    // The words named no show and no venue: read them as a place ("Zhongguancun") and list around it.
    const named = ctx.places.resolve(read.query.words.join(' '))
    if (named.source !== 'geocoded') {
      area = { point: named, label: named.name, city: named.city }
      groups = matchingShows(ctx, settings, args.type, named, days, { ...read.query, words: [] })
    }
  }

  const minor = ctx.user.age < 18
  const filter = args.ticketType !== undefined || args.price_range !== undefined ? `${args.ticketType ?? ''}|${args.price_range ?? ''}` : undefined
  const held = seatsHeld(state)
  const shows: Entry[] = []
  let hidden = false
  let capped = false
  let venuesShown = 0
  for (const group of groups) {
    let cache: (Entry | null | undefined)[] | undefined
    if (filter !== undefined && !(cache = group.filtered.get(filter))) group.filtered.set(filter, (cache = []))
    let taken = 0
    for (let i = 0; i < group.shows.length; i++) {
      const s = group.shows[i]!
      if (s.start <= ctx.now) continue
      if (s.adultOnly && minor) {
        hidden = true
        continue
      }
      const base = (group.entries[i] ??= entryOf(s, group.venue, ctx.places.distanceKm(area.point, group.venue)))
      const mine = held.size > 0 && held.has(s.showId)
      // Seats this session holds make the entry its own; a filter alone gives a shared one.
      const entry = mine ? withTickets(base, s, args, held) : cache ? (cache[i] ??= withTickets(base, s, args, held) ?? null) : base
      if (!entry) continue
      if (taken === PER_VENUE) {
        capped = true
        break
      }
      taken++
      shows.push(entry)
    }
    if (taken > 0 && ++venuesShown === MAX_VENUES) break
  }

  const notices: string[] = []
  if (hidden) notices.push('Showtimes rated 18+ are hidden because the account holder is under 18.')
  if (capped) notices.push(`Showing the next ${PER_VENUE} showtimes per venue; add a title, a day ('tomorrow', 'Friday', '03-06') or 'evening' to searchQuery to see others.`)
  if (shows.length === 0 && !hidden) {
    notices.push(`No upcoming ${args.type} showtimes match "${args.searchQuery}" near ${area.label}.`)
    const touring = read.query.words.length > 0 ? tourNotice(ctx, settings, args.type, read.query.words, area.city, days) : undefined
    if (touring) notices.push(touring)
  }
  return {
    location: { query: args.location, resolvedTo: area.label, city: area.city },
    type: args.type,
    days: days as string[],
    shows,
    ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
  }
}

/** An entry with only the tiers the filters keep, and seats this session holds taken off; undefined when no tier is left. */
function withTickets(base: Entry, s: Showtime, args: ScheduleArgs, held: ReturnType<typeof seatsHeld>): Entry | undefined {
  const mine = held.get(s.showId)
  const tickets = s.tiers
    .filter((t) => (!args.ticketType || args.ticketType.includes(t.ticketType)) && inRange(t.price, args.price_range))
    .map((t: SeatTier) => Object.freeze({ ticketType: t.ticketType, area: t.area, price: t.price, seatsLeft: t.capacity - t.preSold - (mine?.[t.area] ?? 0) }))
  return tickets.length === 0 ? undefined : Object.freeze({ ...base, tickets: Object.freeze(tickets) as Entry['tickets'] })
}

export function entryOf(s: Showtime, venue: ShownPlace, distanceKm: number): Entry {
  const tickets = s.tiers.map((t) => Object.freeze({ ticketType: t.ticketType, area: t.area, price: t.price, seatsLeft: t.capacity - t.preSold }))
  return Object.freeze({
    showId: s.showId,
    title: s.title,
    titleZh: s.titleZh,
    type: s.type,
    venue: Object.freeze({
      venueId: venue.id,
      name: venue.name,
      ...(venue.nameZh ? { nameZh: venue.nameZh } : {}),
      district: venue.district,
      distanceKm: Math.round(distanceKm * 10) / 10,
    }),
    hall: s.hall,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    durationMin: s.durationMin,
    format: s.format,
    language: s.language,
    ageRating: s.ageRating,
    score: s.score,
    performer: s.performer,
    tickets: Object.freeze(tickets) as Entry['tickets'],
  })
}
