import { createRng, deepFreeze, type LatLng, type Place, type ToolContext } from '../../kit/index.ts'
import { addressNear, branchOf, nearestAnchor } from '../world/anchors.ts'
import { cellCenter, cellsAround, CELL_LAT, CELL_LNG, pointKey, type Cell } from '../world/grid.ts'
import { shopPhone } from '../world/people.ts'
import type { DrinkBrand } from './brand.ts'

/**
 * A coffee brand's stores: the gazetteer's, plus stores generated per grid cell (denser in the
 * centre: Luckin far denser than Starbucks). Each is named after the place nearest it, as chains do.
 */

export interface Store {
  storeId: string
  name: string
  nameZh: string
  city: string
  district: string
  address: string
  lat: number
  lng: number
  phone: string
  opens: number
  closes: number
}

function gazetteerStore(ctx: ToolContext, b: DrinkBrand, p: Place): Store {
  const rng = createRng(`${ctx.worldSeed}:drinks:${p.id}`)
  const x = p as Place & { nameZh?: string; address?: string }
  return {
    storeId: p.id, name: p.name, nameZh: x.nameZh ?? p.name, city: p.city, district: p.district, address: x.address ?? p.name,
    lat: p.lat, lng: p.lng, phone: shopPhone(rng, p.city, false), opens: b.hours[0], closes: b.hours[1],
  }
}

/** The brand's stores in one cell (memoized per brand and cell). */
export function storesInCell(ctx: ToolContext, b: DrinkBrand, cell: Cell): readonly Store[] {
  return ctx.memo(`drinks:cell:${cell.i}:${cell.j}`, () => {
    const center = cellCenter(cell)
    const cellAnchor = nearestAnchor(ctx, center)
    if (!cellAnchor || cellAnchor.km > 40) return []
    const inCell = (p: LatLng) => Math.floor(p.lat / CELL_LAT) === cell.i && Math.floor(p.lng / CELL_LNG) === cell.j
    const known = ctx.places.near(center, 'cafe', 12).filter((p) => inCell(p) && b.storePattern.test(p.name)).map((p) => gazetteerStore(ctx, b, p))
    const rng = createRng(`${ctx.worldSeed}:drinks:${b.prefix}:${cell.i}:${cell.j}`)
    const [dense, city, outskirts] = b.density
    const expected = cellAnchor.km < 1.2 ? dense : cellAnchor.km < 3 ? city : cellAnchor.km < 8 ? outskirts : 0
    const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0)
    const names = new Set(known.map((s) => s.name))
    const out = [...known]
    for (let k = 0; k < count; k++) {
      const point = { lat: Math.round((cell.i + rng.next()) * CELL_LAT * 1e5) / 1e5, lng: Math.round((cell.j + rng.next()) * CELL_LNG * 1e5) / 1e5 }
      const anchor = nearestAnchor(ctx, point) ?? cellAnchor
      const branch = branchOf(anchor.place)
      const name = `${b.storeName.en} (${branch.en})`
      if (names.has(name)) continue
      names.add(name)
      const a = anchor.place
      out.push({
        storeId: `${b.prefix}_${cell.i}_${cell.j}_${k}`, name, nameZh: `${b.storeName.zh}(${branch.zh}店)`,
        city: a.city, district: a.district, address: addressNear(rng, a), lat: point.lat, lng: point.lng,
        phone: shopPhone(rng, a.city, false), opens: b.hours[0], closes: b.hours[1],
      })
    }
    return deepFreeze(out)
  })
}

export function storeById(ctx: ToolContext, b: DrinkBrand, id: string): Store | undefined {
  const text = id.trim()
  const m = new RegExp(`^${b.prefix}_(-?\\d+)_(-?\\d+)_\\d+$`).exec(text)
  if (m) return storesInCell(ctx, b, { i: Number(m[1]), j: Number(m[2]) }).find((s) => s.storeId === text)
  const place = ctx.places.get(text)
  return place && place.kind === 'cafe' && b.storePattern.test(place.name) ? gazetteerStore(ctx, b, place) : undefined
}

/** The brand's stores within `km` of a point, nearest first, with their distance (km, straight line). */
export function storesNear(ctx: ToolContext, b: DrinkBrand, point: LatLng, km: number): readonly { store: Store; km: number }[] {
  return ctx.memo(`drinks:near:${pointKey(point)}:${km}`, () => {
    const out: { store: Store; km: number }[] = []
    for (const cell of cellsAround(point, km)) {
      for (const store of storesInCell(ctx, b, cell)) {
        const d = ctx.places.distanceKm(point, store)
        if (d <= km) out.push({ store, km: d })
      }
    }
    out.sort((x, y) => x.km - y.km || (x.store.storeId < y.store.storeId ? -1 : 1))
    return deepFreeze(out)
  })
}

/** The nearest store: within 3 km when there is one, else within 10 km. */
export function nearestStores(ctx: ToolContext, b: DrinkBrand, point: LatLng): readonly { store: Store; km: number }[] {
  const close = storesNear(ctx, b, point, 3)
  return close.length > 0 ? close : storesNear(ctx, b, point, 10)
}
