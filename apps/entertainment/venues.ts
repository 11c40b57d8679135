import type { Place } from '../kit/index.ts'
import type { Stage } from './show-types.ts'

/** The stage a gazetteer venue offers, from its kind and name; undefined for places that stage nothing. */
export function stageOf(venue: Place): Stage | undefined {
  // Art districts and museums with paid special exhibitions sell timed-entry tickets.
  if (venue.kind === 'landmark') return /museum|art district|art zone|loft|gallery/i.test(venue.name) ? 'gallery' : undefined
  // The big lawns that host music festivals; a temple garden does not.
  if (venue.kind === 'park') return /chaoyang park|olympic forest|century park|expo park/i.test(venue.name) ? 'open_air' : undefined
  // A swimming venue keeps to swimming; halls and gymnasiums host games and gigs.
  if (venue.kind === 'stadium') return /aquatics|natatorium/i.test(venue.name) ? undefined : /indoor|arena|gymnasium/i.test(venue.name) ? 'arena' : 'stadium'
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
