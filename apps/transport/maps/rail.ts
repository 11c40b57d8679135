import { hashString, localParts, MINUTE, type Place, type ToolContext } from '../../kit/index.ts'
import { straightKm } from '../roads.ts'
import type { LegDraft } from './route-types.ts'

/**
 * Between cities, transit means high-speed rail: the hub station high-speed trains leave from, a
 * G (or, under 200 km, C) train on the next half-hourly departure, second-class fare by distance.
 */

/** Where trains to a destination leave from, for the gazetteer cities with several stations. */
function hubName(city: string, toward: Place): string | undefined {
  switch (city) {
    case 'beijing':
      // North-east lines leave from Beijing Chaoyang, south-west ones from Beijing West, the rest from Beijing South.
      if (toward.lat > 40.5 && toward.lng > 117) return 'Beijing Chaoyang Railway Station'
      return toward.lng < 114.8 ? 'Beijing West Railway Station' : 'Beijing South Railway Station'
    case 'shanghai':
      return 'Shanghai Hongqiao Railway Station'
    case 'hangzhou':
      return 'Hangzhou East Railway Station'
    case 'shenzhen':
      return 'Shenzhen North Railway Station'
    default:
      return undefined
  }
}

/** The station a traveller from `place` takes a train from toward `toward`. */
export function hubStation(ctx: ToolContext, place: Place, toward: Place): Place {
  const named = hubName(place.city, toward)
  if (named) return ctx.places.resolve(named)
  const nearby = ctx.places.near(place, 'station', 6)
  return nearby.find((s) => s.city === place.city) ?? nearby[0] ?? place
}

/** Rail lines are straighter than roads but not straight. */
const RAIL_DETOUR = 1.2
/** Arrive this early for the ticket gate and security check. */
const CHECK_IN_MIN = 25

export interface RailLeg {
  leg: LegDraft
  fare: number
  railKm: number
}

/** The next train between two hubs after `readyMs` (when the traveller reaches the departure hall). */
export function railLeg(from: Place, to: Place, readyMs: number): RailLeg {
  const railKm = Math.max(30, straightKm(from, to) * RAIL_DETOUR)
  const key = hashString(`${from.id}>${to.id}`)
  const intercity = railKm < 200
  const number = intercity ? `C${2001 + (key % 600)}` : `G${1 + (key % (railKm > 1200 ? 99 : 1999))}`
  // Long runs average 250 km/h with stops, short ones 180 km/h.
  const minutes = Math.round((railKm / (railKm > 400 ? 250 : 180)) * 60 + 8)
  const boardMs = readyMs + CHECK_IN_MIN * MINUTE
  const { minute } = localParts(boardMs)
  const offset = (key >>> 5) % 30
  // Departures every half hour at a fixed minute past.
  const waitToSlot = (offset - (minute % 30) + 30) % 30
  // Second class: about 0.46 CNY/km, tapering on the longest runs; C trains cheaper.
  const fare = Math.round(railKm * (intercity ? 0.35 : railKm > 1500 ? 0.42 : 0.46) * 2) / 2
  return {
    leg: {
      kind: 'rail',
      instruction: `Take high-speed train ${number} from ${from.name} to ${to.name}, second class about ${fare.toFixed(1)} CNY`,
      distanceKm: railKm,
      durationMin: minutes,
      line: number,
      from: from.name,
      to: to.name,
      waitMin: CHECK_IN_MIN + waitToSlot,
    },
    fare,
    railKm,
  }
}
