import type { Place } from '../kit/index.ts'
import { stadiumMaps, theaterMaps } from './seating.ts'
import type { SeatMap, ShowType, Stage, TicketType } from './show-types.ts'

/** The stage a gazetteer venue offers, from its kind and name; undefined for places that stage nothing. */
export function stageOf(venue: Place): Stage | undefined {
  // Art districts and museums with paid special exhibitions sell timed-entry tickets.
  if (venue.kind === 'landmark') return /museum|art district|art zone|loft|gallery/i.test(venue.name) ? 'gallery' : undefined
  // The big lawns that host music festivals; a temple garden does not.
  if (venue.kind === 'park') return /chaoyang park|olympic forest|century park|expo park/i.test(venue.name) ? 'open_air' : undefined
  if (venue.kind === 'stadium') return /indoor|arena|gymnasium|aquatics/i.test(venue.name) ? 'arena' : 'stadium'
  if (venue.kind !== 'theater') return undefined
  const name = venue.name
  if (/live ?house/i.test(name)) return 'livehouse'
  if (/concert hall|symphony|music hall/i.test(name)) return 'concert_hall'
  if (/liyuan|guild hall|mei lanfang|opera/i.test(name)) return 'opera_house'
  if (/arena|culture center|cultural center/i.test(name)) return 'arena'
  // Open-air spectacles (Impression West Lake, Songcheng) run their own shows, not touring ones.
  if (/impression|songcheng|theme park/i.test(name)) return undefined
  return 'theater'
}

/** General admission floor plus a small seated balcony, as in most livehouses. */
const livehouseMaps: Record<TicketType, SeatMap> = {
  luxury: { section: 'Balcony', rows: [1, 2], seatsPerRow: 20 },
  regular: { section: 'Standing', standing: true, rows: [1], seatsPerRow: 600 },
}

/** A timed-entry exhibition slot: numbered admissions, plus a small VIP allocation (audio guide, catalogue). */
const galleryMaps: Record<TicketType, SeatMap> = {
  luxury: { section: 'VIP pass', standing: true, rows: [1], seatsPerRow: 40 },
  regular: { section: 'Admission', standing: true, rows: [1], seatsPerRow: 300 },
}

/** A music festival: general admission grounds and a VIP area with its own bars and viewing deck. */
const festivalMaps: Record<TicketType, SeatMap> = {
  luxury: { section: 'VIP area', standing: true, rows: [1], seatsPerRow: 2000 },
  regular: { section: 'General admission', standing: true, rows: [1], seatsPerRow: 20000 },
}

/** An arena: a smaller stadium plan. */
const arenaMaps: Record<TicketType, SeatMap> = {
  luxury: { section: 'Floor', rows: stadiumMaps.luxury.rows.slice(0, 20), seatsPerRow: 30 },
  regular: { section: 'Stand', rows: stadiumMaps.regular.rows.slice(0, 30), seatsPerRow: 50 },
}

export const stageMaps: Record<Stage, Record<TicketType, SeatMap>> = {
  stadium: stadiumMaps,
  arena: arenaMaps,
  theater: theaterMaps,
  concert_hall: theaterMaps,
  opera_house: theaterMaps,
  livehouse: livehouseMaps,
  gallery: galleryMaps,
  open_air: festivalMaps,
}

/** Club sports: lower-tier seats by the pitch or courtside seats are the luxury tier. */
const sportsMaps: Partial<Record<Stage, Record<TicketType, SeatMap>>> = {
  stadium: { luxury: { ...stadiumMaps.luxury, section: 'Lower tier' }, regular: { ...stadiumMaps.regular, section: 'Upper tier' } },
  arena: { luxury: { ...arenaMaps.luxury, section: 'Courtside' }, regular: arenaMaps.regular },
}

/** The seat map a show uses on a stage: festivals and matches lay out a venue their own way. */
export function mapsFor(stage: Stage, type: ShowType): Record<TicketType, SeatMap> {
  if (type === 'festival') return festivalMaps
  if (type === 'sports') return sportsMaps[stage] ?? stageMaps[stage]
  return stageMaps[stage]
}

/** The hall name printed on a live-show ticket. */
export const stageHall: Record<Stage, string> = {
  stadium: 'Main Stadium',
  arena: 'Main Arena',
  theater: 'Main Theatre',
  concert_hall: 'Main Hall',
  opera_house: 'Main Stage',
  livehouse: 'Live Floor',
  gallery: 'Exhibition Hall',
  open_air: 'Festival Grounds',
}
