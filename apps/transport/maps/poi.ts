import { createRng, type LatLng, type Place, type PlaceKind, type ToolContext } from '../../kit/index.ts'
import { restaurantById, restaurantsNear } from '../../food/world/restaurants.ts'
import { straightKm } from '../roads.ts'
import { ALL_KINDS, ANCHOR_KINDS, BRANDS, CATCHMENT_KM, FULL_CENTRE, KIND_WEIGHT, PER_KM2, POI_CATEGORIES, SPREAD_KM, type PoiCategory } from './poi-brands.ts'
import { metroStation, metroStations } from './poi-metro.ts'

/**
 * The places a map lists around a point: the gazetteer's own, the businesses that cluster around each
 * named place (generated from the world seed and that place alone, so a dense district lists dozens),
 * the food world's restaurants and the metro stations. Any place listed can be found again by its id
 * or its name, so a route can be planned to it.
 */

type Listed = Place & { nameZh?: string; address?: string }

const isPoiCategory = (c: string): c is PoiCategory => (POI_CATEGORIES as readonly string[]).includes(c)

const GENERATED_ID = new RegExp(`^poi_(.+)_(${POI_CATEGORIES.join('|')})_(\\d+)$`)

/** The street of an address: '19 Sanlitun Road' -> 'Sanlitun Road'. */
const streetOf = (address: string | undefined, fallback: string): string => {
  const last = (address ?? '').split(',').pop()?.trim() ?? ''
  const m = /^\d+[A-Za-z]?\s+(.+)$/.exec(last)
  return m ? (m[1] as string) : last || fallback
}

/**
 * How built-up the area around a named place is (named places within the catchment, as a share of a
 * full centre), and among how many anchors its businesses are shared.
 */
function builtUp(ctx: ToolContext, anchor: Listed): { share: number; anchors: number } {
  return ctx.memo(`maps:built-up:${anchor.id}`, () => {
    const named = ALL_KINDS.reduce((n, kind) => n + ctx.places.near(anchor, kind, 60).filter((p) => straightKm(anchor, p) <= CATCHMENT_KM).length, 0)
    return { share: Math.min(1, named / FULL_CENTRE), anchors: Math.max(1, anchorsNear(ctx, anchor, CATCHMENT_KM).length) }
  })
}

/** The businesses of one category around one named place, named after it ('Manner Coffee (Sanlitun Taikoo Li)'). */
function around(ctx: ToolContext, anchor: Listed, category: PoiCategory): readonly Listed[] {
  return ctx.memo(`maps:poi:${anchor.id}:${category}`, () => {
    const rng = createRng(`${ctx.worldSeed}:maps:poi:${anchor.id}:${category}`)
    // The catchment's share of a full centre's businesses, split among the named places in it.
    const { share, anchors } = builtUp(ctx, anchor)
    const expected = (PER_KM2[category] * Math.PI * CATCHMENT_KM ** 2 * share * (KIND_WEIGHT[anchor.kind] ?? 0)) / anchors
    const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0)
    const brands = rng.shuffle(BRANDS[category]).slice(0, count)
    const zhAnchor = (anchor.nameZh ?? anchor.name).replace(/[（(].*?[)）]/g, '')
    return brands.map(([en, zh], k): Listed => {
      const angle = rng.next() * 2 * Math.PI
      const r = SPREAD_KM * Math.sqrt(rng.next())
      const lat = Math.round((anchor.lat + (r * Math.sin(angle)) / 111.32) * 1e5) / 1e5
      const lng = Math.round((anchor.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((anchor.lat * Math.PI) / 180))) * 1e5) / 1e5
      return Object.freeze({
        id: `poi_${anchor.id}_${category}_${k}`, name: `${en} (${anchor.name})`, nameZh: `${zh}(${zhAnchor}${category === 'office' || category === 'park' ? '' : '店'})`,
        city: anchor.city, district: anchor.district, address: `${rng.int(1, 288)} ${streetOf(anchor.address, anchor.name)}`,
        kind: category, lat, lng, source: 'geocoded' as const,
      })
    })
  })
}

/** Named places within `km` of a point, of the kinds others cluster around. */
function anchorsNear(ctx: ToolContext, point: LatLng, km: number): Listed[] {
  return ANCHOR_KINDS.flatMap((kind) => ctx.places.near(point, kind, 60).filter((p) => straightKm(point, p) <= km))
}

/** Everything of a category a map could list near a point, before the radius is applied. */
function candidates(ctx: ToolContext, point: LatLng, category: PlaceKind, km: number): Listed[] {
  const gazetteer: Listed[] = ctx.places.near(point, category, 40)
  if (category === 'restaurant') return [...gazetteer, ...restaurantsNear(ctx, point, km).map((x) => restaurantPlace(x.restaurant))]
  if (category === 'station') {
    const metro = metroStations.filter((s) => straightKm(point, s) <= km).map((s) => ({ ...s, district: ctx.places.resolve(`${s.lat},${s.lng}`).district }))
    return [...gazetteer, ...metro]
  }
  if (!isPoiCategory(category)) return gazetteer
  return [...gazetteer, ...anchorsNear(ctx, point, km + SPREAD_KM).flatMap((a) => around(ctx, a, category))]
}

const restaurantPlace = (r: { id: string; name: string; nameZh: string; city: string; district: string; address: string; lat: number; lng: number }): Listed => ({
  id: r.id, name: r.name, nameZh: r.nameZh, city: r.city, district: r.district, address: r.address, kind: 'restaurant', lat: r.lat, lng: r.lng, source: 'geocoded',
})

export interface NearbyPlace {
  place: Listed
  km: number
}

/** Places of a category within `km` of a point, nearest first (ties by id), one per name. */
export function placesNear(ctx: ToolContext, point: LatLng, category: PlaceKind, km: number): readonly NearbyPlace[] {
  return ctx.memo(`maps:near:${point.lat.toFixed(5)},${point.lng.toFixed(5)}:${category}:${km}`, () => {
    const seen = new Set<string>()
    const out: NearbyPlace[] = []
    const all = candidates(ctx, point, category, km)
      .map((place) => ({ place, km: straightKm(point, place) }))
      .filter((x) => x.km <= km)
      .sort((a, b) => a.km - b.km || (a.place.id < b.place.id ? -1 : a.place.id > b.place.id ? 1 : 0))
    for (const x of all) {
      const key = x.place.name.toLowerCase()
      if (seen.has(x.place.id) || seen.has(key)) continue
      seen.add(x.place.id)
      seen.add(key)
      out.push(x)
    }
    return Object.freeze(out)
  })
}

/** Restaurants are searched by name within this distance of a point, as Dianping finds them near home. */
const NAMED_WITHIN_KM = 10

/** A restaurant of the food world by its exact name, the nearest of that name within 10 km of a point. */
export function restaurantNamed(ctx: ToolContext, text: string, around: LatLng): Place | undefined {
  const name = text.trim().toLowerCase()
  if (name === '') return undefined
  const hit = restaurantsNear(ctx, around, NAMED_WITHIN_KM).find((x) => x.restaurant.name.toLowerCase() === name || x.restaurant.nameZh === text.trim())
  return hit ? restaurantPlace(hit.restaurant) : undefined
}

const BRACKETED = /^(.+?)\s*[（(]([^()（）]+?)(?:店)?[)）]\s*$/u

/** A place the map listed, by its id or its name; undefined for anything else. */
export function listedPlace(ctx: ToolContext, text: string): Place | undefined {
  const t = text.trim()
  const metro = metroStation(t)
  if (metro) return metro
  const id = GENERATED_ID.exec(t)
  if (id) {
    const anchor = ctx.places.get(id[1] as string)
    return anchor ? around(ctx, anchor, id[2] as PoiCategory).find((p) => p.id === t) : undefined
  }
  if (t.startsWith('rst_')) {
    const r = restaurantById(ctx, t)
    return r ? restaurantPlace(r) : undefined
  }
  const m = BRACKETED.exec(t)
  if (!m) return undefined
  const anchor = ctx.places.lookup((m[2] as string).trim())
  if (!anchor.found || anchor.place.source !== 'gazetteer') return undefined
  const name = t.toLowerCase()
  const generated = POI_CATEGORIES.flatMap((c) => around(ctx, anchor.place, c)).find((p) => p.name.toLowerCase() === name || p.nameZh === t)
  if (generated) return generated
  const shop = restaurantsNear(ctx, anchor.place, 2.5).find((x) => x.restaurant.name.toLowerCase() === name || x.restaurant.nameZh === t)
  return shop ? restaurantPlace(shop.restaurant) : undefined
}
