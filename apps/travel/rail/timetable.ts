import { createRng, hashString, type Rng } from '../../kit/index.ts'
import { cityById } from '../world/cities.ts'
import { greatCircleKm } from '../world/geo.ts'
import type { Hub } from '../world/hubs.ts'
import { CLASSES, fareFor, type SeatClass, type TrainType } from './fares.ts'

/**
 * The daily timetable between two stations, the same every day and in every session: a pure
 * function of the world seed and the station pair, shared by 12306 and the travel agencies.
 * Train numbers follow the railway's habits: G1-G999 for long-distance trains, C for short
 * intercity hops, odd numbers leaving Beijing and even ones heading for it.
 */
export interface Train {
  number: string
  type: TrainType
  from: Hub
  to: Hub
  /** Minutes after midnight of the travel day. */
  departMin: number
  durationMin: number
  km: number
  trainset: string
  /** Fare per seat class this train sells, CNY. */
  fares: Partial<Record<SeatClass, number>>
}

/** Real rail distances of well-known city pairs (km); others are the great circle times 1.22. */
const RAIL_KM: Readonly<Record<string, number>> = {
  'beijing|shanghai': 1318, 'beijing|hangzhou': 1279, 'beijing|shenzhen': 2400, 'beijing|guangzhou': 2298, 'beijing|tianjin': 120,
  'beijing|nanjing': 1023, 'beijing|jinan': 406, 'beijing|zhengzhou': 693, 'beijing|wuhan': 1229, 'beijing|xian': 1216,
  'hangzhou|shanghai': 159, 'nanjing|shanghai': 295, 'shanghai|suzhou': 84, 'guangzhou|shenzhen': 102, 'hangzhou|suzhou': 164,
  // The south runs round the hills: Shanghai and Hangzhou reach Shenzhen by Nanchang or the coast.
  'shanghai|shenzhen': 1650, 'hangzhou|shenzhen': 1300, 'beijing|shijiazhuang': 281, 'beijing|harbin': 1240,
  'guangzhou|shanghai': 1790, 'chengdu|shanghai': 2000, 'chengdu|shenzhen': 1800, 'chongqing|shenzhen': 1400, 'shanghai|wenzhou': 460,
  // Hainan's trains cross the Qiongzhou Strait on the train ferry.
  'haikou|shenzhen': 740,
}

/**
 * The fastest high-speed run of well-known pairs (minutes), as the timetable has it: Beijing South to
 * Shanghai Hongqiao in 4h18, Shanghai to Shenzhen in 6h35 (no 350 km/h line all the way). Other
 * pairs run at about 300 km/h plus half an hour for stops.
 */
const FASTEST_MIN: Readonly<Record<string, number>> = {
  'beijing|shanghai': 258, 'beijing|hangzhou': 268, 'beijing|nanjing': 190, 'beijing|jinan': 84, 'beijing|tianjin': 30, 'beijing|shijiazhuang': 72,
  'beijing|zhengzhou': 135, 'beijing|wuhan': 228, 'beijing|xian': 258, 'beijing|guangzhou': 450, 'beijing|shenzhen': 505, 'beijing|harbin': 292,
  'hangzhou|shanghai': 45, 'nanjing|shanghai': 60, 'shanghai|suzhou': 23, 'guangzhou|shenzhen': 29, 'shanghai|shenzhen': 395, 'hangzhou|shenzhen': 340,
  'guangzhou|shanghai': 400, 'chengdu|shanghai': 630, 'chengdu|shenzhen': 460, 'chongqing|shenzhen': 410, 'shanghai|wenzhou': 210, 'haikou|shenzhen': 560,
  'shenzhen|xiamen': 200, 'shenzhen|wuhan': 265, 'nanning|shenzhen': 210, 'guiyang|shenzhen': 300,
}

/** Lines where the railway runs no K train: their overnight services are T and Z trains, which the apps do not sell. */
const NO_K: ReadonlySet<string> = new Set(['beijing|shanghai', 'beijing|hangzhou'])

/** Blocks of G/C/D numbers the railway really uses on a corridor (each block holds 15 trains a way). */
const NUMBER_BLOCKS: Readonly<Record<string, Partial<Record<TrainType, readonly number[]>>>> = {
  'beijing|shanghai': { G: [1, 101, 131], D: [701] },
  'beijing|hangzhou': { G: [31, 161], D: [711] },
  'beijing|shenzhen': { G: [71], D: [901] },
  'beijing|guangzhou': { G: [65, 79], D: [921] },
  'beijing|tianjin': { C: [2001, 2031, 2061], G: [8801] },
  'hangzhou|shanghai': { G: [7301, 7331, 7361] },
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`)

export function railKm(from: Hub, to: Hub): number {
  if (from.city === to.city) return Math.max(8, Math.round(greatCircleKm(from, to) * 1.3))
  return RAIL_KM[pairKey(from.city, to.city)] ?? Math.round(greatCircleKm(from, to) * 1.22)
}

/** Sleeper EMUs (动卧). */
const SLEEPER_SETS = ['CR400AF-WZ', 'CRH1E', 'CRH2E'] as const

const TRAINSETS: Readonly<Record<TrainType, readonly string[]>> = {
  G: ['CR400AF', 'CR400BF', 'CR400AF-Z', 'CR400BF-Z', 'CRH380AL'],
  C: ['CR400AF', 'CRH3C', 'CR400BF'],
  D: ['CRH2A', 'CRH1A-A', 'CR300AF', 'CR300BF'],
  K: ['25G coaches', '25T coaches'],
}

interface Plan {
  type: TrainType
  count: number
  /** Earliest and latest departure, minutes after midnight. */
  window: readonly [number, number]
  /** Journey minutes of the i-th train (a sleeper's also depend on when it leaves). */
  minutes: (rng: Rng, i: number) => number
  sleeper?: boolean
}

/** Sleeper EMUs (动卧) leave in the evening and arrive the next morning, whatever the distance. */
function sleeperMinutes(rng: Rng, km: number, departMin: number): number {
  const arrive = 24 * 60 + 6 * 60 + 30 + 5 * rng.int(0, 24)
  return Math.max(Math.round((km / 250) * 60), arrive - departMin)
}

function plans(km: number, weight: number, sameCity: boolean, short: boolean, fastest: number | undefined, withK: boolean): Plan[] {
  const n = (base: number, min = 1) => Math.max(min, Math.round(base * weight))
  const best = fastest ?? Math.round(28 + (km / 300) * 60)
  const g = (rng: Rng, i: number) => Math.round(best * (i % 5 === 0 ? 1 : rng.float(1.05, 1.3)))
  if (sameCity) {
    const hop = (rng: Rng) => Math.round(8 + (km / 150) * 60 * rng.float(1, 1.2))
    return [{ type: 'G', count: 10, window: [6 * 60 + 30, 21 * 60], minutes: hop }, { type: 'D', count: 5, window: [7 * 60, 20 * 60], minutes: hop }]
  }
  if (short) {
    return [
      { type: 'C', count: n(30, 6), window: [6 * 60, 22 * 60 + 30], minutes: (rng) => Math.round((fastest ?? 10 + (km / 300) * 60) * rng.float(1, 1.15)) },
      { type: 'G', count: n(10, 2), window: [6 * 60 + 30, 21 * 60], minutes: g },
    ]
  }
  const gCount = km < 500 ? 28 : km < 1000 ? 20 : km < 1500 ? 16 : km < 2500 ? 8 : 4
  const out: Plan[] = [{ type: 'G', count: n(gCount, 2), window: [6 * 60, 21 * 60], minutes: g }]
  // Long lines run D trains only as overnight sleepers; shorter ones by day, slower than the G.
  if (km >= 1000) out.push({ type: 'D', count: n(2), window: [18 * 60 + 30, 21 * 60 + 30], minutes: () => 0, sleeper: true })
  else out.push({ type: 'D', count: n(6), window: [6 * 60 + 30, 20 * 60], minutes: (rng) => Math.round(Math.max(best * 1.15, 25 + (km / 220) * 60) * rng.float(1.05, 1.3)) })
  if (km >= 300 && withK) out.push({ type: 'K', count: n(3, 1), window: [8 * 60, 23 * 60], minutes: (rng) => Math.round((30 + ((km * 1.1) / 80) * 60) * rng.float(1, 1.15)) })
  return out
}

/** Number ranges by type and distance; a corridor takes a block inside its range. */
function numberRange(type: TrainType, km: number): readonly [number, number] {
  // K trains that cross railway bureaux carry three digits; four-digit K numbers are local services.
  if (type === 'K') return [101, 999]
  if (type === 'C') return [1001, 9998]
  if (type === 'D') return km >= 1000 ? [301, 999] : [1001, 9998]
  return km >= 1000 ? [1, 999] : km >= 300 ? [1001, 6999] : [7001, 9998]
}

function numbersFor(type: TrainType, key: string, km: number, count: number, odd: boolean): number[] {
  const blocks = NUMBER_BLOCKS[key]?.[type]
  // Down trains take the odd number of a pair (G1), up trains the even one (G2).
  const step = odd ? 1 : 2
  const out: number[] = []
  if (blocks) {
    let base = blocks[0]! - (blocks[0]! % 2)
    for (let i = 0, b = 0, j = 0; i < count; i++, j++) {
      if (j === 15) {
        b++
        j = 0
        base = b < blocks.length ? blocks[b]! - (blocks[b]! % 2) : base + 30
      }
      out.push(base + step + 2 * j)
    }
    return out
  }
  const [lo, hi] = numberRange(type, km)
  const span = Math.max(1, Math.floor((hi - lo) / 80))
  const base = lo - (lo % 2) + (hashString(`${type}:${key}`) % span) * 80
  for (let i = 0; i < count; i++) out.push(base + step + 2 * i)
  return out
}

const BEIJING = cityById.get('beijing')!.center

/** Trains between two stations, by departure time. */
export function buildTimetable(worldSeed: string, from: Hub, to: Hub): Train[] {
  const rng = createRng(`${worldSeed}:rail:${from.id}>${to.id}`)
  const km = railKm(from, to)
  const sameCity = from.city === to.city
  const a = cityById.get(from.city)
  const b = cityById.get(to.city)
  const weight = a?.tier === 1 && b?.tier === 1 ? 1 : a?.tier === 1 || b?.tier === 1 ? 0.7 : 0.5
  const short = km < 200
  const key = sameCity ? pairKey(from.id, to.id) : pairKey(from.city, to.city)
  // Trains leaving Beijing's side of the country carry odd numbers.
  const odd = sameCity || greatCircleKm(from, BEIJING) <= greatCircleKm(to, BEIJING)
  const trains: Train[] = []
  for (const plan of plans(km, weight, sameCity, short, sameCity ? undefined : FASTEST_MIN[key], !NO_K.has(key))) {
    const runs: Omit<Train, 'number'>[] = []
    for (let i = 0; i < plan.count; i++) {
      const overnight = plan.type === 'K' || plan.sleeper === true
      let durationMin = overnight ? 0 : plan.minutes(rng, i)
      // Daytime trains arrive before midnight; overnight ones (K, sleepers) run through it.
      const latest = overnight ? plan.window[1] : Math.max(plan.window[0], Math.min(plan.window[1], 23 * 60 + 30 - durationMin))
      const slot = plan.window[0] + ((latest - plan.window[0]) * (i + 0.5)) / plan.count
      const departMin = Math.max(plan.window[0], Math.min(latest, Math.round((slot + rng.int(-12, 12)) / 5) * 5))
      if (overnight) durationMin = plan.sleeper ? sleeperMinutes(rng, km, departMin) : plan.minutes(rng, i)
      const fares: Partial<Record<SeatClass, number>> = {}
      for (const c of CLASSES[plan.type]) fares[c.seat] = fareFor(plan.type, c.seat, plan.type === 'K' ? Math.round(km * 1.1) : km)
      runs.push({ type: plan.type, from, to, departMin, durationMin, km: plan.type === 'K' ? Math.round(km * 1.1) : km, trainset: rng.pick(plan.sleeper ? SLEEPER_SETS : TRAINSETS[plan.type]), fares })
    }
    runs.sort((x, y) => x.departMin - y.departMin)
    const numbers = numbersFor(plan.type, key, km, runs.length, odd)
    runs.forEach((r, i) => trains.push({ ...r, number: `${plan.type}${numbers[i]}` }))
  }
  trains.sort((x, y) => x.departMin - y.departMin || (x.number < y.number ? -1 : 1))
  return trains
}
