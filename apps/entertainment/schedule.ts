import { createRng, fromLocal, hashString, localParts, toDisplay, type Place, type Rng } from '../kit/index.ts'
import { capacityOf, cinemaHallMaps } from './seating.ts'
import { stageHall, stageOf } from './venues.ts'
import { typeCodes, type Film, type SeatMap, type SeatTier, type Showtime, type ShowType, type Stage, type StageShow, type TicketType } from './show-types.ts'
import { stageTiers } from './tiers.ts'
import { inSeason } from './tours.ts'
import { worldStageShows } from './productions.ts'

/** What an app screens and stages, with each work's search text computed once. */
export interface Catalogue {
  films: readonly Film[]
  stageShows: readonly StageShow[]
  searchText: ReadonlyMap<string, string>
  /** Stages that host at least one show of a type: a listing searches only venues that can. */
  stagesOf: ReadonlyMap<ShowType, ReadonlySet<Stage>>
  /** Multiplies live-show face values. */
  priceFactor: number
  /** Starts every show id ('dm' gives 'dm-cc_...'), so two apps' ids never name each other's shows. */
  idPrefix: string
  /** Every production of the world, this app's included: tours share venues whoever sells them. */
  tourShows: readonly StageShow[]
  /** Ids of the stage shows this app sells. */
  sells: ReadonlySet<string>
}

export function buildCatalogue(films: readonly Film[], stageShows: readonly StageShow[], flavour: { priceFactor?: number; idPrefix?: string } = {}): Catalogue {
  const searchText = new Map<string, string>()
  for (const f of films) searchText.set(f.id, [f.title, f.titleZh, 'movie film', ...f.genres, f.director, ...f.cast, f.language].join(' | ').toLowerCase())
  const stagesOf = new Map<ShowType, Set<Stage>>()
  for (const s of stageShows) {
    searchText.set(s.id, [s.title, s.titleZh, s.type, s.performer, ...s.keywords].join(' | ').toLowerCase())
    const set = stagesOf.get(s.type) ?? new Set<Stage>()
    for (const stage of s.stages) set.add(stage)
    stagesOf.set(s.type, set)
  }
  const known = new Set(worldStageShows.map((s) => s.id))
  const tourShows = [...worldStageShows, ...stageShows.filter((s) => !known.has(s.id))]
  return {
    films, stageShows, searchText, stagesOf, priceFactor: flavour.priceFactor ?? 1, idPrefix: flavour.idPrefix ? `${flavour.idPrefix}-` : '',
    tourShows, sells: new Set(stageShows.map((s) => s.id)),
  }
}

// ---- show ids: enough to regenerate the show, so nothing about the schedule is stored ----

const ID = /^(?:[a-z]+-)?([a-z]{2})_([a-z0-9_]+)_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})_(\d+)$/

const compact = (date: string) => date.replaceAll('-', '')

export function showIdOf(prefix: string, code: string, venueId: string, date: string, start: number, hall: number): string {
  const p = localParts(start)
  return `${prefix}${code}_${venueId}_${compact(date)}_${String(p.hour).padStart(2, '0')}${String(p.minute).padStart(2, '0')}_${hall}`
}

/** The venue and local day a show id names, or undefined for text that is not one of our ids. */
export function parseShowId(showId: string): { venueId: string; date: string } | undefined {
  const m = ID.exec(showId.trim())
  if (!m) return undefined
  return { venueId: m[2]!, date: `${m[3]}-${m[4]}-${m[5]}` }
}

// ---- prices ----

/** Maoyan-style price: a whole number of yuan minus 0.1 (45.9, 52.9). */
const storePrice = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x))) - 0.1

/** Chain price level from the cinema's name: boutique chains dearer, county chains cheaper. */
function chainLevel(name: string): number {
  if (/lumi[eè]re|emperor|broadway|palace|cinematheque|mixc|sfc/i.test(name)) return 10
  if (/dadi|hengdian|jiahe|golden harvest|county/i.test(name)) return -8
  if (/wanda|cgv|ume|bona|poly|jackie chan|jinyi|omnijoi|stellar|imax/i.test(name)) return 2
  return (hashString(name) % 9) - 4
}

function filmPrices(venue: Place, format: string, start: number, film: Film, rng: Rng): { regular: number; luxury: number } {
  const p = localParts(start)
  const weekend = p.weekday === 0 || p.weekday === 6 || (p.weekday === 5 && p.hour >= 18)
  let x = 40 + chainLevel(venue.name)
  if (format.includes('IMAX')) x += 25
  else if (format.includes('Dolby')) x += 20
  if (format.includes('3D')) x += 5
  if (p.hour < 12) x -= 8
  else if (p.hour >= 18 && p.hour < 22) x += 6
  if (weekend) x += 5
  if (film.popularity >= 7) x += 4
  x += rng.int(-3, 3)
  return { regular: storePrice(x, 31, 80), luxury: storePrice(x * 1.5 + 35 + rng.int(0, 10), 91, 180) }
}

// ---- films at cinemas ----

const DAY_MS = 86_400_000

/** How many screenings a film gets, by days since release; 0 before it opens. */
function screenShare(film: Film, date: string): number {
  const days = (Date.parse(date) - Date.parse(film.release)) / DAY_MS
  if (days < 0) return 0
  if (film.classic) return film.popularity * 0.35
  const fresh = days <= 21 ? 1.6 : days <= 60 ? 1 : days <= 120 ? 0.45 : 0.12
  return film.popularity * fresh
}

function filmLanguage(film: Film, rng: Rng): string {
  if (film.language === 'Mandarin') return 'Mandarin'
  const dubbed = film.genres.includes('animation') ? 0.5 : film.language === 'Cantonese' ? 0.6 : 0.1
  return rng.chance(dubbed) ? 'Mandarin (dubbed)' : `${film.language} (Chinese subtitles)`
}

const ageRating = (w: { adultOnly?: boolean; teen?: boolean }) => (w.adultOnly ? '18+' : w.teen ? '13+' : 'All ages')

interface Hall {
  no: number
  name: string
  kind: 'IMAX' | 'Dolby' | 'standard'
  maps: Record<TicketType, SeatMap>
}

/** A cinema's halls: a pure function of the venue; big multiplexes get an IMAX and a Dolby hall. */
function cinemaHalls(worldSeed: string, venue: Place): Hall[] {
  const rng = createRng(`${worldSeed}:halls:${venue.id}`)
  const count = rng.int(5, 10)
  const imax = rng.chance(0.6)
  const dolby = rng.chance(0.45)
  const halls: Hall[] = []
  for (let no = 1; no <= count; no++) {
    const kind = no === 1 && imax ? 'IMAX' : no === 2 && dolby ? 'Dolby' : 'standard'
    const rows = kind === 'standard' ? rng.int(8, 14) : rng.int(14, 18)
    const seats = kind === 'standard' ? rng.int(12, 20) : rng.int(22, 28)
    const name = kind === 'IMAX' ? `IMAX Hall ${no}` : kind === 'Dolby' ? `Dolby Cinema Hall ${no}` : `Hall ${no}`
    halls.push({ no, name, kind, maps: cinemaHallMaps(rows, seats) })
  }
  return halls
}

function tier(ticketType: TicketType, area: string, price: number, map: SeatMap, soldShare: number): SeatTier {
  const capacity = capacityOf(map)
  return { ticketType, area, price, map, capacity, preSold: Math.min(capacity, Math.round(capacity * soldShare)) }
}

function cinemaDay(worldSeed: string, app: string, venue: Place, date: string, catalogue: Catalogue): Showtime[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const weights = catalogue.films.map((f) => screenShare(f, date))
  const shows: Showtime[] = []
  for (const hall of cinemaHalls(worldSeed, venue)) {
    const rng = createRng(`${worldSeed}:${app}:${venue.id}:${date}:${hall.no}`)
    const needs = hall.kind === 'standard' ? undefined : hall.kind
    const w = catalogue.films.map((f, i) => (needs && !f.formats.includes(needs) ? 0 : weights[i]!))
    if (!w.some((x) => x > 0)) continue
    let start = fromLocal(y, m, d, 9, 30) + 5 * 60_000 * rng.int(0, 18)
    while (start < fromLocal(y, m, d, 23, 30)) {
      const film = rng.weighted(catalogue.films, w)
      const threeD = film.formats.includes('3D') && hall.kind !== 'Dolby' && rng.chance(0.5)
      const format = hall.kind === 'IMAX' ? (threeD ? 'IMAX 3D' : 'IMAX 2D') : hall.kind === 'Dolby' ? 'Dolby Cinema' : threeD ? '3D' : '2D'
      const price = filmPrices(venue, format, start, film, rng)
      const hour = localParts(start).hour
      const busy = (hour >= 18 ? 0.25 : hour < 12 ? -0.15 : 0) + film.popularity * 0.03
      shows.push({
        showId: showIdOf(catalogue.idPrefix, typeCodes.movie, venue.id, date, start, hall.no),
        type: 'movie',
        workId: film.id,
        title: film.title,
        titleZh: film.titleZh,
        venueId: venue.id,
        hall: hall.name,
        start,
        startsAt: toDisplay(start),
        endsAt: toDisplay(start + film.durationMin * 60_000),
        durationMin: film.durationMin,
        format,
        language: filmLanguage(film, rng),
        adultOnly: film.adultOnly === true,
        ageRating: ageRating(film),
        score: film.score,
        performer: null,
        tiers: [
          tier('regular', 'Standard seats', price.regular, hall.maps.regular, Math.max(0, rng.float(0.05, 0.45) + busy)),
          tier('luxury', 'VIP recliners', price.luxury, hall.maps.luxury, Math.max(0, rng.float(0.1, 0.55) + busy)),
        ],
        searchText: catalogue.searchText.get(film.id)!,
      })
      // Next screening: the film, ~20 minutes of ads and cleaning, rounded up to 5 minutes.
      const next = start + (film.durationMin + rng.int(15, 25)) * 60_000
      start = Math.ceil(next / 300_000) * 300_000
    }
  }
  return shows.sort((a, b) => a.start - b.start || a.showId.localeCompare(b.showId))
}

// ---- live shows at theaters and stadiums ----

/** The production a venue stages in the week of a day (see lineup.ts), if any. */
export type Lineup = (venue: Place, date: string) => StageShow | undefined

function stageDay(worldSeed: string, app: string, venue: Place, date: string, catalogue: Catalogue, lineup: Lineup): Showtime[] {
  const stage = stageOf(venue)
  const show = stage && lineup(venue, date)
  if (!stage || !show || !catalogue.sells.has(show.id)) return []
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  if (!inSeason(show.season, m) || !show.weekdays.includes(localParts(fromLocal(y, m, d, 12)).weekday)) return []
  const rng = createRng(`${worldSeed}:${app}:${venue.id}:${date}:stage`)
  const tiers = stageTiers(show, stage, catalogue.priceFactor, rng)
  return show.times.map((time) => {
    const [hh, mm] = time.split(':').map(Number) as [number, number]
    const start = fromLocal(y, m, d, hh, mm)
    return {
      showId: showIdOf(catalogue.idPrefix, typeCodes[show.type], venue.id, date, start, 1),
      type: show.type,
      workId: show.id,
      title: show.title,
      titleZh: show.titleZh,
      venueId: venue.id,
      hall: stageHall[stage],
      start,
      startsAt: toDisplay(start),
      endsAt: toDisplay(start + show.durationMin * 60_000),
      durationMin: show.durationMin,
      format: show.type === 'exhibition' ? 'Timed entry' : 'Live',
      language: show.language ?? 'Mandarin',
      adultOnly: show.adultOnly === true,
      ageRating: show.adultOnly ? '18+' : 'All ages',
      score: null,
      performer: show.performer,
      tiers,
      searchText: catalogue.searchText.get(show.id)!,
    }
  })
}

/** Whether a venue can stage shows of a type at all (cinemas screen films only). */
export function hostsType(venue: Place, type: ShowType, catalogue: Catalogue): boolean {
  if (venue.kind === 'cinema') return type === 'movie' && catalogue.films.length > 0
  const stage = stageOf(venue)
  return stage !== undefined && (catalogue.stagesOf.get(type)?.has(stage) ?? false)
}

/**
 * Every show at a venue on a local day ('YYYY-MM-DD'), in start order: static world data, a pure
 * function of (world seed, app, venue, day) and the city's weekly lineup. Callers memoize it.
 */
export function venueDaySchedule(worldSeed: string, app: string, venue: Place, date: string, catalogue: Catalogue, lineup: Lineup): Showtime[] {
  if (venue.kind === 'cinema') return catalogue.films.length > 0 ? cinemaDay(worldSeed, app, venue, date, catalogue) : []
  if (venue.kind === 'theater' || venue.kind === 'stadium' || venue.kind === 'landmark' || venue.kind === 'park') return stageDay(worldSeed, app, venue, date, catalogue, lineup)
  return []
}
