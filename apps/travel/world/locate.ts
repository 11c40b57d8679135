import { hashString, type LatLng, type ToolContext } from '../../kit/index.ts'
import { cityById, travelCities, type TravelCity } from './cities.ts'
import { travelCity } from './outline.ts'
import { iataOf, ownHubByText, type Hub } from './hubs.ts'

/**
 * Where a trip starts or ends, a hotel is looked for, or a car is picked up: free text resolved to a
 * point in one of the travel cities. Saved places and the gazetteer come first (ctx.places); a station
 * or airport of another city by name next; an address that names another city ("Qingdao, Laoshan
 * District, ...") lands in that city, at a point derived from the text alone.
 */
export interface TravelPoint extends LatLng {
  id: string
  name: string
  city: TravelCity
  kind: 'station' | 'airport' | 'hotel' | 'place'
  /** Set when the text named a station or airport. */
  hub?: Hub
}

/** City names as they appear inside addresses, longest first so 'xi'an' wins over 'xi an'. */
const CITY_WORDS: readonly (readonly [string, TravelCity])[] = travelCities
  .flatMap((c) => c.aliases.map((a) => [a, c] as const))
  .sort((a, b) => b[0].length - a[0].length)

const isLatin = (ch: string | undefined): boolean => ch !== undefined && /[a-z]/.test(ch)

const CITY_BY_NAME = new Map(CITY_WORDS.map(([w, c]) => [w, c]))

/** The city an address mentions first ('Guangzhou, Yuexiu District, Beijing Road 314' -> Guangzhou). */
export function mentionedCity(text: string): TravelCity | undefined {
  const lower = text.toLowerCase()
  const exact = CITY_BY_NAME.get(lower.trim())
  if (exact) return exact
  let best: TravelCity | undefined
  let bestAt = Infinity
  for (const [word, city] of CITY_WORDS) {
    let at = lower.indexOf(word)
    while (at >= 0 && at < bestAt) {
      const latin = isLatin(word[0])
      if (!latin || (!isLatin(lower[at - 1]) && !isLatin(lower[at + word.length]))) {
        best = city
        bestAt = at
        break
      }
      at = lower.indexOf(word, at + 1)
    }
  }
  return best
}

/** A point within `radiusKm` of the city centre, from the text alone. */
function pointIn(city: TravelCity, text: string, radiusKm: number): LatLng {
  const angle = (hashString(`travel-angle:${text}`) / 2 ** 32) * 2 * Math.PI
  const r = radiusKm * Math.sqrt(hashString(`travel-radius:${text}`) / 2 ** 32)
  const dLat = (r * Math.sin(angle)) / 111.32
  const dLng = (r * Math.cos(angle)) / (111.32 * Math.cos((city.center.lat * Math.PI) / 180))
  return { lat: Math.round((city.center.lat + dLat) * 1e5) / 1e5, lng: Math.round((city.center.lng + dLng) * 1e5) / 1e5 }
}

const NAMED_CITY_RADIUS_KM = 6

export function locate(ctx: ToolContext, text: string): TravelPoint {
  const own = ownHubByText(text)
  if (own) return { id: own.id, name: own.name, city: cityById.get(own.city)!, kind: own.kind, lat: own.lat, lng: own.lng, hub: own }
  const place = ctx.places.resolve(text)
  const home = travelCity(ctx, place.city) ?? travelCities[0]!
  // Gazetteer places, saved places, and the stations and airports of outline cities.
  if (place.source !== 'geocoded' || place.kind === 'station' || place.kind === 'airport') {
    const kind = place.kind === 'station' || place.kind === 'airport' || place.kind === 'hotel' ? place.kind : 'place'
    const point: TravelPoint = { id: place.id, name: place.name, city: home, kind, lat: place.lat, lng: place.lng }
    if (kind === 'station' || kind === 'airport') {
      const iata = kind === 'airport' ? iataOf(home, place.id) : undefined
      point.hub = { id: place.id, name: place.name, zh: place.nameZh ?? place.name, city: home.id, lat: place.lat, lng: place.lng, kind, ...(iata ? { iata } : {}) }
    }
    return point
  }
  const named = mentionedCity(text)
  if (!named || named.id === place.city) return { id: place.id, name: place.name, city: home, kind: 'place', lat: place.lat, lng: place.lng }
  // A city alone means its centre; an address in it, a point near the centre.
  const cityOnly = named.aliases.includes(text.trim().toLowerCase())
  const at = cityOnly ? named.center : pointIn(named, text.trim().toLowerCase(), NAMED_CITY_RADIUS_KM)
  return { id: place.id, name: cityOnly ? named.name : place.name, city: named, kind: 'place', lat: at.lat, lng: at.lng }
}
