import { createRng, deepFreeze, type LatLng, type Place, type Rng, type ToolContext } from '../../kit/index.ts'
import { addressNear, branchOf, nearestAnchor, type Anchor } from './anchors.ts'
import { chainById, chains, type Chain } from './chains.ts'
import { cuisineList, cuisines, cuisineText } from './cuisines.ts'
import { famousTraits } from './famous.ts'
import { cellCenter, cellsAround, CELL_LAT, CELL_LNG, pointKey, type Cell } from './grid.ts'
import { OWNER_BRANDS, shopPhone } from './people.ts'
import type { Cuisine, PriceLevel, Restaurant } from './types.ts'

/**
 * The restaurants of the world: the gazetteer's famous ones, plus chain branches and local shops
 * generated per grid cell from the world seed. A restaurant id says where it was generated, so any
 * id can be regenerated without a search.
 */

/** Cuisines people sit down for: restaurants of these (level 2 and up) take bookings. */
const DINE_IN: ReadonlySet<Cuisine> = new Set(['sichuan', 'hunan', 'cantonese', 'beijing', 'jiangzhe', 'northeastern', 'northwestern', 'yunnan', 'hotpot', 'bbq', 'western', 'japanese', 'korean'])

const GENERATED_ID = /^rst_(-?\d+)_(-?\d+)_(\d+)$/

const round1 = (x: number) => Math.round(x * 10) / 10
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))
const levelOf = (perCapita: number): PriceLevel => (perCapita < 30 ? 1 : perCapita < 80 ? 2 : perCapita < 200 ? 3 : 4)

/** What a keyword search reads: names, cuisine words, tags, address, and a chain's own menu (a 'Big Mac' finds McDonald's). */
function searchTextOf(r: Omit<Restaurant, 'searchText'>, chain?: Chain): string {
  const menu = chain?.menu?.flatMap((d) => [d.en, d.zh]) ?? []
  return [r.name, r.nameZh, cuisineText[r.cuisine], ...r.tags, chain?.en ?? '', chain?.zh ?? '', r.district, r.address, ...menu].join(' | ').toLowerCase()
}

/** Offers a shop runs to lift the basket (满减): three tiers scaled to its prices. */
function offersFor(rng: Rng, perCapita: number): [number, number][] {
  if (!rng.chance(0.75)) return []
  const step = Math.max(15, Math.round((perCapita * 0.9) / 5) * 5)
  const depth = rng.float(0.1, 0.2)
  return [1, 2, 3].map((k) => [step * k, Math.max(2, Math.round(step * k * depth * (1 + 0.1 * (k - 1))))] as [number, number])
}

interface ShopDraft {
  id: string
  name: string
  nameZh: string
  cuisine: Cuisine
  chain?: Chain
  perCapita: number
  popularity: number
  tags: readonly string[]
  hours: readonly [number, number]
  takeout: { meituan: boolean; eleme: boolean }
  place: { city: string; district: string; address: string; lat: number; lng: number }
  famous: boolean
}

/** The attributes that follow from a shop's kind, price and popularity. */
function finish(d: ShopDraft, rng: Rng): Restaurant {
  const c = cuisines[d.cuisine]
  const level = levelOf(d.perCapita)
  const dineIn = DINE_IN.has(d.cuisine) && level >= 2
  const rooms = dineIn && d.cuisine !== 'western' && d.cuisine !== 'bbq' ? rng.int(level >= 3 ? 2 : 0, level >= 3 ? 6 : 3) : 0
  const rating = d.famous ? rng.float(4.6, 4.9) : d.chain ? rng.float(4.3, 4.7) : clamp(rng.normal(4.45, 0.2), 3.7, 4.9)
  const base = {
    id: d.id,
    name: d.name,
    nameZh: d.nameZh,
    ...d.place,
    cuisine: d.cuisine,
    ...(d.chain ? { chain: d.chain.id } : {}),
    priceLevel: level,
    perCapita: Math.round(d.perCapita),
    rating: round1(rating),
    reviewCount: Math.round((d.famous ? 3000 : d.chain ? 600 : 40) * (1 + 8 * d.popularity) * rng.float(0.6, 1.6)),
    monthlySales: d.takeout.meituan || d.takeout.eleme ? Math.round((level <= 1 ? 2400 : level === 2 ? 900 : 300) * rng.float(0.2, 1.8) * (0.6 + d.popularity)) : 0,
    popularity: round1(d.popularity * 100) / 100,
    tags: d.tags,
    opens: d.hours[0],
    closes: d.hours[1],
    prepMin: Math.max(5, c.prepMin + rng.int(-3, 4)),
    onMeituan: d.takeout.meituan,
    onEleme: d.takeout.eleme,
    reservations: dineIn,
    tables: { small: dineIn ? rng.int(6, 10 + level * 4) : rng.int(3, 10), large: dineIn ? rng.int(2, 3 + level) : 0, rooms },
    roomMinimum: rooms === 0 ? 0 : Math.round((level === 2 ? rng.int(6, 10) : level === 3 ? rng.int(10, 25) : rng.int(30, 80)) * 100),
    offers: d.chain && d.chain.menu ? [] : offersFor(rng, d.perCapita),
    minOrder: Math.min(50, Math.max(15, Math.round((d.perCapita * 0.45) / 5) * 5)),
    phone: shopPhone(rng, d.place.city, !d.famous && !d.chain),
    menuKey: d.chain ? `chain:${d.chain.id}` : `shop:${d.id}`,
  }
  return { ...base, searchText: searchTextOf(base, d.chain) } as Restaurant
}

function generatedShop(ctx: ToolContext, cell: Cell, k: number, anchor: Anchor, taken: Set<string>): Restaurant {
  const id = `rst_${cell.i}_${cell.j}_${k}`
  const rng = createRng(`${ctx.worldSeed}:food:rst:${cell.i}:${cell.j}:${k}`)
  const city = anchor.place.city
  const { en: branchEn, zh: branchZh } = branchOf(anchor.place)
  const open = chains.filter((c) => !taken.has(c.id) && (!c.cities || c.cities.includes(city)))
  const place = {
    city,
    district: anchor.place.district,
    address: addressNear(rng, anchor.place),
    lat: Math.round(((cell.i + rng.next()) * CELL_LAT) * 1e5) / 1e5,
    lng: Math.round(((cell.j + rng.next()) * CELL_LNG) * 1e5) / 1e5,
  }
  if (open.length > 0 && rng.chance(0.35)) {
    const chain = rng.weighted(open, open.map((c) => c.weight))
    taken.add(chain.id)
    return finish(
      {
        id, name: `${chain.en} (${branchEn})`, nameZh: `${chain.zh}(${branchZh}店)`, cuisine: chain.cuisine, chain,
        perCapita: chain.perCapita * rng.float(0.95, 1.05), popularity: chain.id === 'haidilao' ? 0.9 : rng.float(0.3, 0.6),
        tags: chain.tags, hours: chain.hours, takeout: { meituan: true, eleme: true }, place, famous: false,
      },
      rng,
    )
  }
  const c = rng.weighted(cuisineList, cuisineList.map((x) => x.weight))
  const [nounEn, nounZh, standalone] = rng.pick(c.shopNouns)
  const owner = standalone ? undefined : rng.pick(OWNER_BRANDS)
  const perCapita = c.perCapita * Math.exp(rng.normal(0, 0.25))
  const shift = rng.pick([-30, 0, 0, 30])
  return finish(
    {
      id,
      name: owner ? `${owner[0]} ${nounEn}` : `${nounEn} (${branchEn})`,
      nameZh: owner ? `${owner[1]}${nounZh}` : `${nounZh}(${branchZh}店)`,
      cuisine: c.id, perCapita, popularity: rng.float(0.1, 0.7), tags: c.tags.slice(0, 1),
      hours: [c.hours[0] + shift, c.hours[1] + shift], takeout: { meituan: rng.chance(0.93), eleme: rng.chance(0.75) }, place, famous: false,
    },
    rng,
  )
}

/** A gazetteer restaurant with what the food apps know about it. */
export function famousRestaurant(ctx: ToolContext, place: Place): Restaurant {
  return ctx.memo(`food:famous:${place.id}`, () => {
    const t = famousTraits(place.name)
    const rng = createRng(`${ctx.worldSeed}:food:famous:${place.id}`)
    const c = cuisines[t.cuisine]
    const chain = t.chain ? chainById.get(t.chain) : undefined
    const perCapita = chain ? chain.perCapita * rng.float(0.95, 1.05) : c.perCapita * ({ 1: 0.6, 2: 1, 3: 1.6, 4: 3.5 } as const)[t.level] * rng.float(0.92, 1.12)
    const allDay = t.tags.includes('open 24 hours')
    const p = place as Place & { nameZh?: string; address?: string }
    return deepFreeze(
      finish(
        {
          id: place.id, name: place.name, nameZh: p.nameZh ?? place.name, cuisine: t.cuisine, ...(chain ? { chain } : {}),
          perCapita, popularity: t.popularity, tags: t.tags, hours: allDay ? [0, 1440] : c.hours,
          takeout: { meituan: t.takeout, eleme: t.takeout }, famous: true,
          place: { city: place.city, district: place.district, address: p.address ?? place.name, lat: place.lat, lng: place.lng },
        },
        rng,
      ),
    )
  })
}

/** The restaurants of one cell: its famous ones and its generated shops (more where the city is dense). */
export function restaurantsInCell(ctx: ToolContext, cell: Cell): readonly Restaurant[] {
  return ctx.memo(`food:cell:${cell.i}:${cell.j}`, () => {
    const center = cellCenter(cell)
    const anchor = nearestAnchor(ctx, center)
    if (!anchor || anchor.km > 40) return []
    const famous = ctx.places
      .near(center, 'restaurant', 20)
      .filter((p) => Math.floor(p.lat / CELL_LAT) === cell.i && Math.floor(p.lng / CELL_LNG) === cell.j)
      .map((p) => famousRestaurant(ctx, p))
    const count = anchor.km < 1.2 ? 10 : anchor.km < 2.5 ? 7 : anchor.km < 5 ? 4 : anchor.km < 10 ? 2 : 1
    const taken = new Set<string>(famous.flatMap((r) => (r.chain ? [r.chain] : [])))
    const shops = Array.from({ length: count }, (_, k) => generatedShop(ctx, cell, k, anchor, taken))
    return deepFreeze([...famous, ...shops])
  })
}

/** The restaurant an id names (generated or gazetteer), or undefined. */
export function restaurantById(ctx: ToolContext, id: string): Restaurant | undefined {
  const text = id.trim()
  const m = GENERATED_ID.exec(text)
  if (m) return restaurantsInCell(ctx, { i: Number(m[1]), j: Number(m[2]) }).find((r) => r.id === text)
  const place = ctx.places.get(text)
  return place && place.kind === 'restaurant' ? famousRestaurant(ctx, place) : undefined
}

export interface NearbyRestaurant {
  restaurant: Restaurant
  /** Straight-line distance from the point, km. */
  km: number
}

/** Restaurants within `km` of a point, nearest first (ties by id). */
export function restaurantsNear(ctx: ToolContext, point: LatLng, km: number): readonly NearbyRestaurant[] {
  return ctx.memo(`food:near:${pointKey(point)}:${km}`, () => {
    const out: NearbyRestaurant[] = []
    for (const cell of cellsAround(point, km)) {
      for (const r of restaurantsInCell(ctx, cell)) {
        const d = ctx.places.distanceKm(point, r)
        if (d <= km) out.push({ restaurant: r, km: d })
      }
    }
    out.sort((a, b) => a.km - b.km || (a.restaurant.id < b.restaurant.id ? -1 : 1))
    return deepFreeze(out)
  })
}
