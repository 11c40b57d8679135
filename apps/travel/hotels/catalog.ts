import { createRng, type LatLng, type ToolContext } from '../../kit/index.ts'
import { travelCities, type TravelCity } from '../world/cities.ts'
import { greatCircleKm, round1 } from '../world/geo.ts'
import { airportsOf, refId, stationsOf, travelKey } from '../world/hubs.ts'
import { branchAddress, DISTRICT_ZH } from './addresses.ts'
import { BRANDS, brandOfName, gradeOfName, STARS, type HotelBrand, type HotelGrade } from './brands.ts'

/**
 * A city's hotels: the gazetteer's named hotels plus chain branches around every station, airport,
 * landmark, mall and business district, the way Chinese chains name them ("Hanting Hotel (Beijing
 * South Railway Station)", 汉庭酒店(北京南站店)) at a street address by it. International brands
 * open one hotel a city, named for its district ("Crowne Plaza Beijing Haidian"), and none of a brand
 * the gazetteer already has there; cities with real five-stars get no invented ones. A pure
 * function of the world seed and the city.
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
  /** The gazetteer's street address (gazetteer cities). */
  address?: string
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
      .map((p) => ({ id: p.id, name: p.name, zh: p.nameZh ?? p.name, district: p.district, kind, lat: p.lat, lng: p.lng, address: (p as { address?: string }).address ?? '' })),
  )
}

const byGrade = (grade: HotelGrade, style?: HotelBrand['style']): readonly HotelBrand[] => BRANDS.filter((b) => b.grade === grade && (!style || b.style === style))

/** 'Crowne Plaza Beijing Haidian', 'Sheraton Tianjin Hotel', 'Beijing Marriott Hotel'; bracketed branches for the chains. */
function branchName(brand: HotelBrand, anchor: Anchor, city: TravelCity, districted: boolean): { name: string; zh: string } {
  if (brand.style === 'branch') {
    // Brackets inside a branch's bracket are dropped: 万达广场(CBD) -> 万达广场CBD.
    const zh = (anchor.zh.startsWith(city.zh) ? anchor.zh : `${city.zh}${anchor.zh}`).replace(/[()（）]/g, '').replace(/店$/, '')
    return { name: `${brand.name} (${anchor.name.replace(/[()]/g, '')})`, zh: `${brand.zh}(${zh}店)` }
  }
  const area = districted ? ` ${anchor.district}` : ''
  const areaZh = districted ? (DISTRICT_ZH[anchor.district] ?? '') : ''
  const zh = `${city.zh}${areaZh}${brand.zh}`
  if (brand.key === 'marriott') return { name: `${city.name}${area} Marriott Hotel`, zh }
  if (brand.key === 'sheraton') return { name: `Sheraton ${city.name}${area} Hotel`, zh }
  return { name: `${brand.name} ${city.name}${area}`, zh }
}

/** Branches of one brand stand at least this far apart. */
const SAME_BRAND_KM = 0.8

function buildCityHotels(ctx: ToolContext, city: TravelCity): Hotel[] {
  const hotels: Hotel[] = []
  const rate = (base: number, kind: string, r: () => number) => Math.round(base * city.priceLevel * (AREA_FACTOR[kind] ?? 1) * (0.9 + 0.22 * r()))
  const districted = !city.landmarks
  if (districted) {
    for (const p of ctx.places.near(city.center, 'hotel', 500).filter((h) => h.city === city.id)) {
      const rng = createRng(`${ctx.worldSeed}:hotel:${p.id}`)
      const { grade, baseRate } = gradeOfName(p.name)
      const [lo, hi] = RATING[grade]
      hotels.push({
        id: `htl_${p.id}`, name: p.name, zh: p.nameZh ?? p.name, brand: brandOfName(p.name)?.name ?? p.name, grade, stars: STARS[grade], city: city.id, district: p.district,
        address: (p as { address?: string }).address ?? p.name, lat: p.lat, lng: p.lng, baseRate: rate(baseRate, 'landmark', rng.next), rating: round1(rng.float(lo, hi)), reviews: rng.int(800, 26_000),
      })
    }
  }
  // A city with real five-stars gets no invented ones; an international brand opens one hotel a city.
  const realLuxury = hotels.some((h) => h.grade === 'luxury')
  const opened = new Set(hotels.map((h) => brandOfName(h.name)?.key).filter((k) => k !== undefined))
  const anchors = anchorsOf(ctx, city)
  for (const anchor of anchors) {
    const rng = createRng(`${ctx.worldSeed}:hotels-at:${anchor.id}`)
    // Every area has a budget chain and a comfort chain; upscale brands cluster at airports and landmarks.
    const upscale = anchor.kind === 'airport' || anchor.kind === 'landmark' || anchor.kind === 'office' || rng.chance(0.4)
    // Five-stars stand downtown, not by the airport.
    const top = upscale ? (rng.chance(0.5) && !realLuxury && anchor.kind === 'landmark' ? 'luxury' : 'upscale') : undefined
    const wanted = [rng.pick(byGrade('budget')), rng.pick(byGrade('comfort')), ...(top ? [rng.pick(byGrade(top))] : [])]
    for (let brand of wanted) {
      // A brand already in town gives way to a domestic chain of its grade, bracketed by the area.
      if (brand.style === 'city' && opened.has(brand.key)) {
        const local = byGrade(brand.grade, 'branch')
        if (local.length === 0) continue
        brand = rng.pick(local)
      }
      if (hotels.some((h) => h.brand === brand.name && greatCircleKm(h, anchor) < SAME_BRAND_KM)) continue
      if (brand.style === 'city') opened.add(brand.key)
      const { name, zh } = branchName(brand, anchor, city, districted)
      const [lo, hi] = RATING[brand.grade]
      const angle = rng.float(0, 2 * Math.PI)
      const km = rng.float(0.2, 0.9)
      hotels.push({
        id: `htl_${anchor.id}_${brand.key}`, name, zh, brand: brand.name, grade: brand.grade, stars: STARS[brand.grade], city: city.id, district: anchor.district,
        address: branchAddress(anchor, anchors, rng, { districted, city: city.name }),
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
