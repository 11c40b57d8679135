import type { Place } from '../kit/index.ts'
import { stadiumMaps, theaterMaps } from './seating.ts'
import type { SeatMap, Stage, TicketType } from './show-types.ts'

/** The stage a gazetteer venue offers, from its kind and name; undefined for places that stage nothing. */
export function stageOf(venue: Place): Stage | undefined {
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
}

/** The hall name printed on a live-show ticket. */
export const stageHall: Record<Stage, string> = {
  stadium: 'Main Stadium',
  arena: 'Main Arena',
  theater: 'Main Theatre',
  concert_hall: 'Main Hall',
  opera_house: 'Main Stage',
  livehouse: 'Live Floor',
}
