import { createRng, type LatLng, type ToolContext } from '../../kit/index.ts'
import { travelCities, type TravelCity } from '../world/cities.ts'
import { greatCircleKm, round1 } from '../world/geo.ts'
import { airportsOf, refId, stationsOf, travelKey } from '../world/hubs.ts'
import { BRANDS, gradeOfName, STARS, type HotelBrand, type HotelGrade } from './brands.ts'

/**
 * A city's hotels: the gazetteer's named hotels plus chain branches around every station, airport,
 * landmark, mall and business district, the way Chinese chains name them ("Hanting Hotel (Beijing
 * South Railway Station)", 汉庭酒店(北京南站店)). A pure function of the world seed and the city.
 */
export interface Hotel extends LatLng {
  id: string
  name: string
  zh: string
  brand: string
  grade: HotelGrade
  stars: number
  city: string
  district: string
  address: string
  /** Standard room, weekday night, before any agency's markup (CNY). */
  baseRate: number
  rating: number
  reviews: number
}

interface Anchor extends LatLng {
  id: string
  name: string
  zh: string
  district: string
  kind: string
}

const ANCHOR_KINDS = ['station', 'airport', 'landmark', 'mall', 'office', 'university'] as const
const AREA_FACTOR: Readonly<Record<string, number>> = { airport: 0.9, station: 1, landmark: 1.1, mall: 1.1, office: 1.08, university: 0.95 }
const RATING: Readonly<Record<HotelGrade, readonly [number, number]>> = { budget: [4.3, 4.8], comfort: [4.5, 4.9], upscale: [4.5, 4.9], luxury: [4.6, 5] }

function anchorsOf(ctx: ToolContext, city: TravelCity): Anchor[] {
  if (city.landmarks) {
    const hubs = [...stationsOf(ctx, city), ...airportsOf(ctx, city)].map((h) => ({ ...h, district: city.name }))
    return [...hubs, ...city.landmarks.map((l) => ({ ...l, district: city.name, kind: 'landmark' }))]
  }
  return ANCHOR_KINDS.flatMap((kind) =>
    ctx.places
      .near(city.center, kind, 500)
      .filter((p) => p.city === city.id)
      .map((p) => ({ id: p.id, name: p.name, zh: p.nameZh ?? p.name, district: p.district, kind, lat: p.lat, lng: p.lng })),
  )
}

const byGrade = (grade: HotelGrade): readonly HotelBrand[] => BRANDS.filter((b) => b.grade === grade)

function branchName(brand: HotelBrand, anchor: Anchor, city: TravelCity): { name: string; zh: string } {
  if (brand.style === 'branch') return { name: `${brand.name} (${anchor.name})`, zh: `${brand.zh}(${anchor.zh}店)` }
  const place = anchor.name.startsWith(city.name) ? anchor.name : `${city.name} ${anchor.name}`
  const zhPlace = anchor.zh.startsWith(city.zh) ? anchor.zh : `${city.zh}${anchor.zh}`
  return { name: `${brand.name} ${place}`, zh: `${zhPlace}${brand.zh}` }
}

function buildCityHotels(ctx: ToolContext, city: TravelCity): Hotel[] {
  const hotels: Hotel[] = []
  const rate = (base: number, kind: string, r: () => number) => Math.round(base * city.priceLevel * (AREA_FACTOR[kind] ?? 1) * (0.9 + 0.22 * r()))
  if (!city.landmarks) {
    for (const p of ctx.places.near(city.center, 'hotel', 500).filter((h) => h.city === city.id)) {
      const rng = createRng(`${ctx.worldSeed}:hotel:${p.id}`)
      const { grade, baseRate } = gradeOfName(p.name)
      const [lo, hi] = RATING[grade]
      hotels.push({
        id: `htl_${p.id}`, name: p.name, zh: p.nameZh ?? p.name, brand: p.name, grade, stars: STARS[grade], city: city.id, district: p.district,
        address: p.address ?? p.name, lat: p.lat, lng: p.lng, baseRate: rate(baseRate, 'landmark', rng.next), rating: round1(rng.float(lo, hi)), reviews: rng.int(800, 26_000),
      })
    }
  }
  for (const anchor of anchorsOf(ctx, city)) {
    const rng = createRng(`${ctx.worldSeed}:hotels-at:${anchor.id}`)
    // Every area has a budget chain and a comfort chain; upscale brands cluster at airports and landmarks.
    const upscale = anchor.kind === 'airport' || anchor.kind === 'landmark' || anchor.kind === 'office' || rng.chance(0.4)
    const brands = [rng.pick(byGrade('budget')), rng.pick(byGrade('comfort')), ...(upscale ? [rng.pick(byGrade(rng.chance(0.5) ? 'luxury' : 'upscale'))] : [])]
    for (const brand of brands) {
      const { name, zh } = branchName(brand, anchor, city)
      const [lo, hi] = RATING[brand.grade]
      const angle = rng.float(0, 2 * Math.PI)
      const km = rng.float(0.2, 0.9)
      hotels.push({
        id: `htl_${anchor.id}_${brand.key}`, name, zh, brand: brand.name, grade: brand.grade, stars: STARS[brand.grade], city: city.id, district: anchor.district,
        address: `${rng.int(1, 388)} ${anchor.kind === 'airport' ? 'Airport Road' : 'Main Street'}, next to ${anchor.name}`,
        lat: anchor.lat + (km * Math.sin(angle)) / 111.32, lng: anchor.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((anchor.lat * Math.PI) / 180)),
        baseRate: rate(brand.baseRate, anchor.kind, rng.next), rating: round1(rng.float(lo, hi)), reviews: rng.int(300, 18_000),
      })
    }
  }
  return hotels
}

interface CityCatalog {
  hotels: readonly Hotel[]
  byKey: ReadonlyMap<string, Hotel>
}

export function cityHotels(ctx: ToolContext, city: TravelCity): CityCatalog {
  return ctx.memo(`hotels:${city.id}`, () => {
    const hotels = buildCityHotels(ctx, city)
    const byKey = new Map<string, Hotel>()
    for (const h of hotels) for (const k of [h.id, travelKey(h.name), travelKey(h.zh)]) if (!byKey.has(k)) byKey.set(k, h)
    return { hotels, byKey }
  })
}

/** Id prefixes of each city's places ('bj', 'gz'): a hotel id names its city. */
const CITY_OF_PREFIX = new Map(travelCities.map((c) => [refId(c.stations[0]!.station).split('_')[0]!, c]))

/** A hotel by id or exact name in the given city (or the city its id names). */
export function hotelByText(ctx: ToolContext, text: string, city: TravelCity): Hotel | undefined {
  const t = text.trim()
  const idCity = t.startsWith('htl_') ? CITY_OF_PREFIX.get(t.slice(4).split('_')[0]!) : undefined
  const key = t.startsWith('htl_') ? t : travelKey(t)
  return cityHotels(ctx, idCity ?? city).byKey.get(key)
}

/** Hotels nearest a point within its city, nearest first, optionally of some grades (memoized per point). */
export function hotelsNear(ctx: ToolContext, city: TravelCity, at: LatLng, grades?: readonly HotelGrade[], limit = 10): readonly { hotel: Hotel; km: number }[] {
  return ctx.memo(`hotels-near:${city.id}:${at.lat},${at.lng}:${grades?.join('+') ?? '*'}:${limit}`, () =>
    cityHotels(ctx, city)
      .hotels.filter((h) => !grades || grades.includes(h.grade))
      .map((hotel) => ({ hotel, km: round1(greatCircleKm(at, hotel)) }))
      .sort((a, b) => a.km - b.km || (a.hotel.id < b.hotel.id ? -1 : 1))
      .slice(0, limit),
  )
}
