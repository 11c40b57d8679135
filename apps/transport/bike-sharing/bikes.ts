import { hashString, type LatLng } from '../../kit/index.ts'

/**
 * Where the shared bikes are: a pure function of the fleet seed (the world's, for one rider), a map
 * cell and a two-hour window (bikes get ridden away and new ones parked). A bike's number encodes its
 * type and cell, so an agent that "scans" a number reaches the same bike the search showed, in every
 * session of that rider. Each rider sees a fleet of their own with numbers scrambled by its seed:
 * sessions never share state, so two people must not both ride one bike at the same time.
 */

export type BikeType = 'bike' | 'e-bike'
export const BIKE_TYPES = ['bike', 'e-bike'] as const

export interface Bike extends LatLng {
  bikeId: string
  type: BikeType
  /** E-bikes only. */
  batteryPercent?: number
}

/** Cells are 0.001° (about 110 m north-south, 85-100 m east-west); each has a few parking slots. */
const CELL_DEG = 0.001
const SLOTS = 4
/** Chance a slot holds a bike in a given window: about 1.2 bikes per cell. */
const PRESENCE = 0.3
const WINDOW_MS = 2 * 3600_000
const LAT0 = 18
const LNG0 = 73
/** Type digits: 1 = bike (单车), 8 = e-bike (助力车). */
const TYPE_DIGIT: Readonly<Record<BikeType, string>> = { bike: '1', 'e-bike': '8' }

/** Cities whose rules keep shared e-bikes off the streets: only pedal bikes there. */
const NO_EBIKE_CITIES = new Set(['beijing', 'shanghai', 'shenzhen', 'guangzhou'])

/** A fast integer hash of a few integers (no strings on the hot path). */
function mix(seed: number, a: number, b: number, c: number, d: number): number {
  let h = seed ^ Math.imul(a, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35)
  h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f) ^ Math.imul(c, 0x165667b1)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ Math.imul(d, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** A bike number after its type digit: (cell, slot) through an affine map mod 10^11 keyed by the fleet seed. */
const ID_MOD = 100_000_000_000n
/** Odd and not a multiple of 5, so the map is a bijection mod 10^11. */
const ID_MUL = 73_939_133_777n
const ID_INV = ((): bigint => {
  // Extended Euclid: ID_MUL x ID_INV = 1 (mod 10^11).
  let [r0, r1, t0, t1] = [ID_MOD, ID_MUL, 0n, 1n]
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1, t0, t1] = [r1, r0 - q * r1, t1, t0 - q * t1]
  }
  return ((t0 % ID_MOD) + ID_MOD) % ID_MOD
})()
const MAX_LAT_IDX = 36_000
const MAX_LNG_IDX = 62_000

const numberOf = (seed: number, latIdx: number, lngIdx: number, slot: number): string =>
  (((BigInt(latIdx) * 100_000n + BigInt(lngIdx)) * BigInt(SLOTS) + BigInt(slot)) * ID_MUL + BigInt(seed)).toString().padStart(11, '0').slice(-11)

function cellOf(seed: number, digits: string): { latIdx: number; lngIdx: number; slot: number } | undefined {
  const v = (((((BigInt(digits) - BigInt(seed)) % ID_MOD) + ID_MOD) % ID_MOD) * ID_INV) % ID_MOD
  const slot = Number(v % BigInt(SLOTS))
  const cell = v / BigInt(SLOTS)
  const [latIdx, lngIdx] = [Number(cell / 100_000n), Number(cell % 100_000n)]
  return latIdx < MAX_LAT_IDX && lngIdx < MAX_LNG_IDX ? { latIdx, lngIdx, slot } : undefined
}

function bikeAt(seed: number, latIdx: number, lngIdx: number, slot: number, window: number, ebikes: boolean): Bike | undefined {
  const h = mix(seed, latIdx, lngIdx, slot, window)
  if (h % 1000 >= PRESENCE * 1000) return undefined
  const type: BikeType = ebikes && slot >= 3 ? 'e-bike' : 'bike'
  const h2 = mix(seed ^ 0x5bd1e995, latIdx, lngIdx, slot, window)
  const lat = LAT0 + (latIdx + (h2 % 1000) / 1000) * CELL_DEG
  const lng = LNG0 + (lngIdx + ((h2 >>> 10) % 1000) / 1000) * CELL_DEG
  const bike: Bike = { bikeId: `${TYPE_DIGIT[type]}${numberOf(seed, latIdx, lngIdx, slot)}`, type, lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 }
  if (type === 'e-bike') bike.batteryPercent = 20 + ((h2 >>> 20) % 81)
  return bike
}

export const windowOf = (ms: number): number => Math.floor(ms / WINDOW_MS)
/** The fleet one rider sees: the world's, seeded for them. */
export const seedOf = (worldSeed: string, rider: string): number => hashString(`bikes:${worldSeed}:${rider}`)
export const ebikesAllowed = (city: string): boolean => !NO_EBIKE_CITIES.has(city)

/** Bikes within `radiusM` of a point in a window, nearest first. */
export function bikesNear(seed: number, point: LatLng, radiusM: number, window: number, ebikes: boolean): { bike: Bike; distanceM: number }[] {
  const latSpan = Math.ceil(radiusM / 111_000 / CELL_DEG)
  const cos = Math.cos((point.lat * Math.PI) / 180)
  const lngSpan = Math.ceil(radiusM / (111_000 * cos) / CELL_DEG)
  const lat0 = Math.floor((point.lat - LAT0) / CELL_DEG)
  const lng0 = Math.floor((point.lng - LNG0) / CELL_DEG)
  const found: { bike: Bike; distanceM: number }[] = []
  for (let i = lat0 - latSpan; i <= lat0 + latSpan; i++) {
    for (let j = lng0 - lngSpan; j <= lng0 + lngSpan; j++) {
      for (let slot = 0; slot < SLOTS; slot++) {
        const bike = bikeAt(seed, i, j, slot, window, ebikes)
        if (!bike) continue
        const dy = (bike.lat - point.lat) * 111_000
        const dx = (bike.lng - point.lng) * 111_000 * cos
        const distanceM = Math.round(Math.sqrt(dx * dx + dy * dy))
        if (distanceM <= radiusM) found.push({ bike, distanceM })
      }
    }
  }
  return found.sort((a, b) => a.distanceM - b.distanceM || (a.bike.bikeId < b.bike.bikeId ? -1 : 1))
}

const BIKE_ID = /^([18])(\d{11})$/

/** The bike a number names in a window, if one is parked there now (a well-formed number of an absent bike is not). */
export function bikeById(seed: number, bikeId: string, window: number, ebikesIn: (point: LatLng) => boolean): Bike | undefined {
  const m = BIKE_ID.exec(bikeId.trim())
  if (!m) return undefined
  const cell = cellOf(seed, m[2]!)
  if (!cell) return undefined
  const { latIdx, lngIdx, slot } = cell
  const centre = { lat: LAT0 + (latIdx + 0.5) * CELL_DEG, lng: LNG0 + (lngIdx + 0.5) * CELL_DEG }
  const bike = bikeAt(seed, latIdx, lngIdx, slot, window, ebikesIn(centre))
  return bike && bike.bikeId === bikeId.trim() ? bike : undefined
}

/** The type a bike number stands for, from its first digit (for policies that need it before anything resolves). */
export const typeOfBikeId = (bikeId: string): BikeType | undefined => (bikeId.trim().startsWith('8') ? 'e-bike' : bikeId.trim().startsWith('1') ? 'bike' : undefined)
