import type { ToolContext } from '../../kit/index.ts'
import { greatCircleKm } from '../world/geo.ts'
import { departureStation, hubOf, stationsOf, type Hub } from '../world/hubs.ts'
import type { TravelPoint } from '../world/locate.ts'
import { buildTimetable, type Train } from './timetable.ts'
import type { TrainType } from './fares.ts'

/**
 * Which stations a rail trip uses, and the trains between them. A station the traveller named is
 * kept; otherwise high-speed trains leave from the station that serves the destination's direction
 * (Beijing South for Shanghai, Beijing West for Shenzhen) and K trains from the old main station.
 * Within one city the trip runs between its two nearest stations.
 */
export interface RailRoute {
  from: TravelPoint
  to: TravelPoint
  /** Names the stations and train types: static data of the route is memoized under it. */
  key: string
  trains: readonly Train[]
}

const timetable = (ctx: ToolContext, a: Hub, b: Hub): readonly Train[] =>
  a.id === b.id ? [] : ctx.memo(`rail:${a.id}>${b.id}`, () => buildTimetable(ctx.worldSeed, a, b))

const namedStation = (p: TravelPoint): Hub | undefined => (p.hub?.kind === 'station' ? p.hub : undefined)

function nearestStations(ctx: ToolContext, p: TravelPoint): Hub[] {
  const all = stationsOf(ctx, p.city)
  const named = namedStation(p)
  const list = named && !all.some((h) => h.id === named.id) ? [named, ...all] : all
  return list.map((h) => ({ h, d: greatCircleKm(p, h) })).sort((x, y) => x.d - y.d || (x.h.id < y.h.id ? -1 : 1)).map((x) => x.h)
}

/** What decides a trip end's stations: a named station, else the city (or, within one city, the point). */
const endKey = (p: TravelPoint, sameCity: boolean): string => namedStation(p)?.id ?? (sameCity ? `${p.city.id}@${p.lat},${p.lng}` : p.city.id)

export function railRoute(ctx: ToolContext, from: TravelPoint, to: TravelPoint, types?: readonly TrainType[]): RailRoute {
  const only = types && types.length > 0 ? [...new Set(types)].sort() : undefined
  const sameCity = from.city.id === to.city.id
  // Memoized on what decides it, so a repeated trip skips the station choice.
  const { key, trains } = ctx.memo(`route-of:${endKey(from, sameCity)}>${endKey(to, sameCity)}|${only?.join('') ?? '*'}`, () => buildRoute(ctx, from, to, only))
  return { from, to, key, trains }
}

function buildRoute(ctx: ToolContext, from: TravelPoint, to: TravelPoint, only: readonly TrainType[] | undefined): { key: string; trains: readonly Train[] } {
  const pick = (list: readonly Train[]) => (only ? list.filter((t) => only.includes(t.type)) : list)
  if (from.city.id === to.city.id) {
    const origin = nearestStations(ctx, from)[0]!
    const dest = nearestStations(ctx, to).find((h) => h.id !== origin.id) ?? origin
    return { key: `${origin.id}>${dest.id}|${only?.join('') ?? '*'}`, trains: pick(timetable(ctx, origin, dest)) }
  }
  const hsrFrom = namedStation(from) ?? departureStation(ctx, from.city, to.city.id)
  const hsrTo = namedStation(to) ?? departureStation(ctx, to.city, from.city.id)
  // K trains use the old main stations: a named high-speed station has none.
  const convFrom = hubOf(ctx, from.city.conventional, from.city.id, 'station')
  const convTo = hubOf(ctx, to.city.conventional, to.city.id, 'station')
  const conventional = (p: TravelPoint, conv: Hub) => !namedStation(p) || namedStation(p)!.id === conv.id
  const withK = conventional(from, convFrom) && conventional(to, convTo)
  const fast = timetable(ctx, hsrFrom, hsrTo).filter((t) => t.type !== 'K')
  const slow = withK ? timetable(ctx, convFrom, convTo).filter((t) => t.type === 'K') : []
  return {
    key: `${hsrFrom.id}>${hsrTo.id}|${withK ? `${convFrom.id}>${convTo.id}` : ''}|${only?.join('') ?? '*'}`,
    trains: pick([...fast, ...slow].sort((x, y) => x.departMin - y.departMin)),
  }
}

/** A train of the route by number ('g1' reads as 'G1'). */
export const trainByNumber = (route: RailRoute, number: string): Train | undefined => {
  const wanted = number.trim().toUpperCase()
  return route.trains.find((t) => t.number === wanted)
}
