import type { LatLng } from '../../kit/index.ts'

/**
 * The food world is laid out on a grid of cells about 2 km across: each cell's shops are generated
 * from the world seed and the cell alone, so any neighbourhood can be listed without a global catalog.
 */
export const CELL_LAT = 0.02
export const CELL_LNG = 0.025

const KM_PER_DEG_LAT = 111.32

export interface Cell {
  i: number
  j: number
}

export const cellOf = (p: LatLng): Cell => ({ i: Math.floor(p.lat / CELL_LAT), j: Math.floor(p.lng / CELL_LNG) })

export const cellCenter = (c: Cell): LatLng => ({ lat: (c.i + 0.5) * CELL_LAT, lng: (c.j + 0.5) * CELL_LNG })

/** Cells whose area may hold points within `km` of `p`, nearest rows first. */
export function cellsAround(p: LatLng, km: number): Cell[] {
  const home = cellOf(p)
  const di = Math.ceil(km / (KM_PER_DEG_LAT * CELL_LAT))
  const dj = Math.ceil(km / (KM_PER_DEG_LAT * Math.cos((p.lat * Math.PI) / 180) * CELL_LNG))
  const out: Cell[] = []
  for (let i = home.i - di; i <= home.i + di; i++) for (let j = home.j - dj; j <= home.j + dj; j++) out.push({ i, j })
  return out
}

/** Streets are not straight lines: road distance is about 1.3 times the crow-flies distance. */
export const roadKm = (crowKm: number): number => Math.round(crowKm * 1.3 * 10) / 10

/** A key for a point precise to about 10 m, for memo keys. */
export const pointKey = (p: LatLng): string => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`
