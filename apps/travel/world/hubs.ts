import type { ToolContext } from '../../kit/index.ts'
import { cityById, travelCities, type HubData, type TravelCity } from './cities.ts'
import { travelCity } from './outline.ts'

/** Stations and airports as the travel apps show them, whichever table they come from. */
export interface Hub {
  id: string
  name: string
  zh: string
  city: string
  lat: number
  lng: number
  kind: 'station' | 'airport'
  /** Airports only. */
  iata?: string
}

/** Lower case with spacing, punctuation and filler words dropped: 'Xi'an North Railway Station' -> 'xiannorthstation'. */
export const travelKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/railway|high-speed|highspeed|international|train/g, '')
    .replace(/[\s\-'’`.,()（）·]/g, '')

const fromData = (d: HubData, city: string, kind: Hub['kind'], iata?: string): Hub =>
  Object.freeze({ id: d.id, name: d.name, zh: d.zh, city, lat: d.lat, lng: d.lng, kind, ...(iata ? { iata } : {}) })

/** A hub of a city from its table entry; gazetteer ids are read through ctx.places. */
export function hubOf(ctx: ToolContext, ref: string | HubData, city: string, kind: Hub['kind'], iata?: string): Hub {
  if (typeof ref !== 'string') return fromData(ref, city, kind, iata)
  const own = ownHubById.get(ref)
  if (own) return own
  const p = ctx.places.get(ref)
  if (!p) throw new Error(`travel tables name unknown gazetteer place ${ref}`)
  return { id: p.id, name: p.name, zh: p.nameZh ?? p.name, city, lat: p.lat, lng: p.lng, kind, ...(iata ? { iata } : {}) }
}

export const refId = (ref: string | HubData): string => (typeof ref === 'string' ? ref : ref.id)

/** The high-speed station a city's trains to `toward` leave from. */
export function departureStation(ctx: ToolContext, city: TravelCity, toward: string): Hub {
  let pick = city.stations.find((s) => s.toward?.includes(toward))
  for (let i = city.stations.length - 1; !pick && i >= 0; i--) if (!city.stations[i]!.toward) pick = city.stations[i]
  return hubOf(ctx, (pick ?? city.stations[0]!).station, city.id, 'station')
}

/** Every station of a city the apps run trains from (high-speed and conventional). */
export function stationsOf(ctx: ToolContext, city: TravelCity): Hub[] {
  const refs = [...city.stations.map((s) => s.station), city.conventional]
  const seen = new Set<string>()
  return refs.filter((r) => !seen.has(refId(r)) && seen.add(refId(r))).map((r) => hubOf(ctx, r, city.id, 'station'))
}

export const airportsOf = (ctx: ToolContext, city: TravelCity): Hub[] => city.airports.map((a) => hubOf(ctx, a.airport, city.id, 'airport', a.iata))

export const airlinesAt = (city: TravelCity, iata: string): readonly string[] => city.airports.find((a) => a.iata === iata)?.airlines ?? city.airports[0]!.airlines

/** Hubs outside the gazetteer by every spelling: what ctx.places cannot resolve. */
const ownHubs = new Map<string, Hub>()
const ownHubById = new Map<string, Hub>()
/** A city's own name never means one of its stations ('Guangzhou' is not Guangzhou Railway Station). */
const cityKeys = new Set(travelCities.flatMap((c) => c.aliases.map(travelKey)))
for (const city of travelCities) {
  const entries: { ref: string | HubData; kind: Hub['kind']; iata?: string }[] = [
    ...city.stations.map((s) => ({ ref: s.station, kind: 'station' as const })),
    { ref: city.conventional, kind: 'station' },
    ...city.airports.map((a) => ({ ref: a.airport, kind: 'airport' as const, iata: a.iata })),
  ]
  for (const { ref: data, kind, iata } of entries) {
    if (typeof data === 'string') continue
    const h = fromData(data, city.id, kind, iata)
    ownHubById.set(h.id, h)
    for (const spelling of [data.name, data.zh, data.id, ...(data.aliases ?? []), ...(iata ? [iata] : [])]) {
      const key = travelKey(spelling)
      if (cityKeys.has(key)) continue
      if (!ownHubs.has(key)) ownHubs.set(key, h)
      // 'Guangzhou South Railway Station' is also 'Guangzhou South'; '广州南站' also '广州南'
      const bare = key.replace(/(station|站|火车站)$/u, '')
      if (bare !== key && bare.length > 2 && !cityKeys.has(bare) && !ownHubs.has(bare)) ownHubs.set(bare, h)
    }
  }
}

/** A station or airport of a city outside the gazetteer, by name, alias, id or IATA code. */
export const ownHubByText = (text: string): Hub | undefined => ownHubs.get(travelKey(text))

/** Whether a gazetteer place is one of the hubs a city lists (its kind says station or airport). */
export function isListedHub(city: TravelCity, placeId: string): boolean {
  return city.stations.some((s) => refId(s.station) === placeId) || refId(city.conventional) === placeId || city.airports.some((a) => refId(a.airport) === placeId)
}

export const iataOf = (city: TravelCity, airportId: string): string | undefined => city.airports.find((a) => refId(a.airport) === airportId)?.iata

export { cityById }

/** A station or airport by id: the travel tables' own hubs, else a gazetteer place. */
export function hubById(ctx: ToolContext, id: string, kind: Hub['kind']): Hub | undefined {
  const own = ownHubById.get(id)
  if (own) return own
  const p = ctx.places.get(id)
  if (!p || !travelCity(ctx, p.city)) return undefined
  return { id: p.id, name: p.name, zh: p.nameZh ?? p.name, city: p.city, lat: p.lat, lng: p.lng, kind }
}
