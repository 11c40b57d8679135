import type { PlaceKind } from '../kit/index.ts'

/** Every kind of show a ticket app may sell; an app's `type` enum is the subset it sells. */
export const showTypes = ['movie', 'concert', 'drama', 'musical', 'crosstalk', 'comedy', 'dance', 'opera', 'sports', 'festival', 'exhibition'] as const
export type ShowType = (typeof showTypes)[number]

/** How people and models also spell a type; read case-insensitively before the enum check. */
export const showTypeSynonyms: Readonly<Record<string, ShowType>> = {
  film: 'movie',
  films: 'movie',
  movies: 'movie',
  cinema: 'movie',
  concerts: 'concert',
  gig: 'concert',
  livehouse: 'concert',
  play: 'drama',
  theater: 'drama',
  theatre: 'drama',
  dramas: 'drama',
  musicals: 'musical',
  xiangsheng: 'crosstalk',
  'stand-up': 'comedy',
  standup: 'comedy',
  ballet: 'dance',
  'peking opera': 'opera',
  sport: 'sports',
  match: 'sports',
  festivals: 'festival',
  'music festival': 'festival',
  game: 'sports',
  games: 'sports',
  exhibitions: 'exhibition',
  expo: 'exhibition',
  'art exhibition': 'exhibition',
  展览: 'exhibition',
  演唱会: 'concert',
  话剧: 'drama',
  音乐节: 'festival',
  体育: 'sports',
}

/** The two seat tiers every show sells (ToolSpectrum's `ticketType`). */
export const ticketTypes = ['regular', 'luxury'] as const
export type TicketType = (typeof ticketTypes)[number]

/** Two-letter code that starts a show id of this type: `mv_<venue>_<yyyymmdd>_<hhmm>_<hall>`. */
export const typeCodes: Readonly<Record<ShowType, string>> = {
  movie: 'mv',
  concert: 'cc',
  drama: 'dr',
  musical: 'mu',
  crosstalk: 'xt',
  comedy: 'cm',
  dance: 'dn',
  opera: 'op',
  sports: 'sp',
  festival: 'fs',
  exhibition: 'ex',
}

/** Which gazetteer places host which shows. */
export const venueKindsOf: Readonly<Record<ShowType, readonly PlaceKind[]>> = {
  movie: ['cinema'],
  concert: ['stadium', 'theater'],
  drama: ['theater'],
  musical: ['theater'],
  crosstalk: ['theater'],
  comedy: ['theater'],
  dance: ['theater'],
  opera: ['theater'],
  // Arenas the gazetteer lists as theatres (Wukesong, the Mercedes-Benz Arena) host games too.
  sports: ['stadium', 'theater'],
  festival: ['stadium', 'park'],
  exhibition: ['landmark'],
}

export type FilmFormat = '2D' | '3D' | 'IMAX' | 'Dolby'

/** A film of the catalogue: static world data. */
export interface Film {
  id: string
  title: string
  titleZh: string
  genres: readonly string[]
  director: string
  cast: readonly string[]
  durationMin: number
  /** Audience score out of 10, as ticket apps show it. */
  score: number
  /** Release date in mainland China ('YYYY-MM-DD'); not screened before it. */
  release: string
  /** Original spoken language; foreign films run subtitled, some animations also dubbed. */
  language: 'Mandarin' | 'Cantonese' | 'English' | 'Japanese'
  formats: readonly FilmFormat[]
  /** Relative share of screenings while fresh. */
  popularity: number
  /** Restricted to viewers 18 and over (horror, graphic thrillers). */
  adultOnly?: boolean
  /** Advised for 13 and over (violence); shown as a rating, not enforced. */
  teen?: boolean
  /** A re-release: keeps a small steady share of screenings whatever its age. */
  classic?: boolean
}

/**
 * What kind of stage a venue is, read from the gazetteer kind and name: a play does not run at a
 * livehouse, a stadium tour does not play a concert hall.
 */
export type Stage = 'stadium' | 'arena' | 'theater' | 'concert_hall' | 'opera_house' | 'livehouse' | 'gallery' | 'open_air'

/** A live production (concert tour, play, musical...) that runs at theaters or stadiums. */
export interface StageShow {
  id: string
  title: string
  titleZh: string
  type: Exclude<ShowType, 'movie'>
  /** Artist, company or troupe. */
  performer: string
  keywords: readonly string[]
  durationMin: number
  /** Sung or spoken language as the listing shows it; default 'Mandarin'. */
  language?: string
  /** Stages it plays on. */
  stages: readonly Stage[]
  /** Face value ranges in CNY per tier. */
  prices: Readonly<Record<TicketType, readonly [number, number]>>
  popularity: number
  adultOnly?: boolean
  /** Start times ('HH:mm') on each day the show plays. */
  times: readonly string[]
  /** Weekdays it plays (0 = Sunday). */
  weekdays: readonly number[]
  /** Cities it plays in (a club's home games); every city when omitted. */
  cities?: readonly string[]
  /** How it moves between cities; defaults by type and stage (see tours.ts). */
  tour?: TourSpec
  /** Months it plays, first and last (1-12); [10, 4] spans the new year: a league's season. */
  season?: readonly [number, number]
}

/**
 * A production is in one place at a time. A touring act plays one city per stop, a round of stops
 * covering every city once plus cities the apps do not sell and weeks off; a resident company plays
 * its home city most weeks, at its own venue when it has one.
 */
export interface TourSpec {
  /** A resident company's (or a club's) city. */
  home?: string
  /** The home venue's gazetteer name (its own theatre, the club's ground). */
  venue?: string
  /** Resident: weeks away in every `round` weeks. */
  away?: number
  round?: number
  /** Touring: weeks at each stop, stops in other cities and weeks off per round. */
  stopWeeks?: number
  elsewhere?: number
  rest?: number
  /** A world tour also stops abroad. */
  abroad?: boolean
}

/** The seats of one tier in one hall, in the order a box office sells them (best first). */
export interface SeatMap {
  /** Printed before the row, e.g. 'Floor', 'Balcony'; empty in cinemas. */
  section: string
  /** General admission: tickets are numbered ('Standing No. 37'), not seats. */
  standing?: boolean
  /** Row numbers, most wanted first. */
  rows: readonly number[]
  seatsPerRow: number
}

/** Seats of one tier at one show. */
export interface SeatTier {
  ticketType: TicketType
  /** What the tier is called on the seat map, e.g. 'Standard seats', 'VIP recliners', 'Floor'. */
  area: string
  price: number
  map: SeatMap
  capacity: number
  /** Seats other customers hold (static world data). */
  preSold: number
}

/** One performance or screening: regenerated from its id, never stored. */
export interface Showtime {
  showId: string
  type: ShowType
  /** Film or stage show id in the catalogue. */
  workId: string
  title: string
  titleZh: string
  venueId: string
  hall: string
  /** Epoch ms. */
  start: number
  /** As the app shows them: '2026-03-02 19:30'. */
  startsAt: string
  endsAt: string
  durationMin: number
  /** '2D', 'IMAX 3D'... for films; 'Live' for stage shows. */
  format: string
  language: string
  adultOnly: boolean
  /** 'All ages', '13+' or '18+'. */
  ageRating: string
  score: number | null
  performer: string | null
  tiers: readonly SeatTier[]
  /** Lower-cased words a search matches against (titles, genres, people). */
  searchText: string
}
