import { hashString, type LatLng, type Place } from '../../kit/index.ts'
import { drivingMinutes, isRushHour, roadDistanceKm, straightKm } from '../roads.ts'
import type { MapsFlavour, RoutePreference } from './flavour.ts'
import { heading, round1, round2, scheduleLegs, type LegDraft, type RoutePlan } from './route-types.ts'

/** Routes by road and on foot: distance, time by the app's ETA model, tolls, the taxi estimate, the roads taken. */

/** Distance and time multipliers of each route preference (fastest is the shared model). */
const PREFERENCE: Readonly<Record<RoutePreference, { km: number; time: (rush: boolean) => number }>> = {
  fastest: { km: 1, time: () => 1 },
  avoid_tolls: { km: 1.06, time: () => 1.12 },
  avoid_congestion: { km: 1.04, time: (rush) => (rush ? 0.93 : 1.02) },
  shortest: { km: 0.97, time: () => 1.08 },
}

/** Expressway tolls in China average about 0.45 CNY/km for a car, once out of town. */
const TOLL_PER_KM = 0.45
const TOLL_FREE_KM = 20
const TOLLED_FROM_KM = 40

interface Meter {
  base: number
  includedKm: number
  perKm: number
  /** Extra per km beyond `farKm` (空驶费). */
  farKm: number
  farExtra: number
}

/** City taxi meters (day rates). */
const METERS: Readonly<Record<string, Meter>> = {
  beijing: { base: 13, includedKm: 3, perKm: 2.3, farKm: 15, farExtra: 1.15 },
  shanghai: { base: 14, includedKm: 3, perKm: 2.5, farKm: 15, farExtra: 1.2 },
  hangzhou: { base: 13, includedKm: 3, perKm: 2.5, farKm: 10, farExtra: 1.25 },
  shenzhen: { base: 10, includedKm: 2, perKm: 2.7, farKm: 25, farExtra: 0.8 },
  guangzhou: { base: 12, includedKm: 3, perKm: 2.6, farKm: 35, farExtra: 1.3 },
}
const DEFAULT_METER: Meter = { base: 10, includedKm: 3, perKm: 2.2, farKm: 15, farExtra: 1.1 }

/** A street taxi's meter for the trip; slow traffic is charged as distance (about a fifth of the minutes). */
export function taxiMeter(city: string, km: number, minutes: number): number {
  const m = METERS[city] ?? DEFAULT_METER
  const slowKm = (minutes * 0.2) / 5
  return round2(m.base + Math.max(0, km - m.includedKm) * m.perKm + Math.max(0, km - m.farKm) * m.farExtra + slowKm * m.perKm)
}

const EXPRESSWAYS: Readonly<Record<string, string>> = {
  'beijing|tianjin': 'G2 Beijing–Shanghai Expressway', 'beijing|shanghai': 'G2 Beijing–Shanghai Expressway', 'beijing|nanjing': 'G2 Beijing–Shanghai Expressway',
  'beijing|suzhou': 'G2 Beijing–Shanghai Expressway', 'beijing|hangzhou': 'G2 Beijing–Shanghai Expressway', 'beijing|jinan': 'G2 Beijing–Shanghai Expressway',
  'beijing|shijiazhuang': 'G4 Beijing–Hong Kong–Macau Expressway', 'beijing|zhengzhou': 'G4 Beijing–Hong Kong–Macau Expressway', 'beijing|wuhan': 'G4 Beijing–Hong Kong–Macau Expressway',
  'beijing|changsha': 'G4 Beijing–Hong Kong–Macau Expressway', 'beijing|guangzhou': 'G4 Beijing–Hong Kong–Macau Expressway', 'beijing|shenzhen': 'G4 Beijing–Hong Kong–Macau Expressway',
  'beijing|taiyuan': 'G5 Beijing–Kunming Expressway', 'beijing|xian': 'G5 Beijing–Kunming Expressway', 'beijing|chengdu': 'G5 Beijing–Kunming Expressway',
  'beijing|shenyang': 'G1 Beijing–Harbin Expressway', 'beijing|harbin': 'G1 Beijing–Harbin Expressway', 'beijing|changchun': 'G1 Beijing–Harbin Expressway',
  'beijing|hefei': 'G3 Beijing–Taipei Expressway', 'beijing|fuzhou': 'G3 Beijing–Taipei Expressway',
  'hangzhou|shanghai': 'G60 Shanghai–Kunming Expressway', 'changsha|shanghai': 'G60 Shanghai–Kunming Expressway', 'kunming|shanghai': 'G60 Shanghai–Kunming Expressway',
  'nanjing|shanghai': 'G42 Shanghai–Chengdu Expressway', 'shanghai|suzhou': 'G42 Shanghai–Chengdu Expressway', 'shanghai|wuxi': 'G42 Shanghai–Chengdu Expressway',
  'hefei|shanghai': 'G42 Shanghai–Chengdu Expressway', 'shanghai|wuhan': 'G42 Shanghai–Chengdu Expressway', 'chengdu|shanghai': 'G42 Shanghai–Chengdu Expressway',
  'guangzhou|shanghai': 'G15 Shenyang–Haikou Expressway', 'shanghai|shenzhen': 'G15 Shenyang–Haikou Expressway', 'shanghai|xiamen': 'G15 Shenyang–Haikou Expressway',
  'guangzhou|shenzhen': 'G4 Beijing–Hong Kong–Macau Expressway', 'hangzhou|shenzhen': 'G15 Shenyang–Haikou Expressway', 'chongqing|shanghai': 'G50 Shanghai–Chongqing Expressway',
}
const TRUNK_EXPRESSWAYS = ['G4 Beijing–Hong Kong–Macau Expressway', 'G15 Shenyang–Haikou Expressway', 'G60 Shanghai–Kunming Expressway', 'G30 Lianyungang–Khorgas Expressway',
  'G65 Baotou–Maoming Expressway', 'G70 Fuzhou–Yinchuan Expressway', 'G25 Changchun–Shenzhen Expressway', 'G45 Daqing–Guangzhou Expressway']

const CENTRES: Readonly<Record<string, LatLng>> = { beijing: { lat: 39.9042, lng: 116.4074 }, shanghai: { lat: 31.2317, lng: 121.474 } }

/** The main road a trip takes: an expressway between cities, a ring road in Beijing, elevated roads in Shanghai. */
function mainRoad(from: Place, to: Place, km: number): string {
  if (from.city !== to.city || km > 100) {
    const pair = [from.city, to.city].sort().join('|')
    return EXPRESSWAYS[pair] ?? TRUNK_EXPRESSWAYS[hashString(pair) % TRUNK_EXPRESSWAYS.length]!
  }
  const centre = CENTRES[from.city]
  const r = centre ? Math.max(straightKm(centre, from), straightKm(centre, to)) : 0
  switch (from.city) {
    case 'beijing':
      return r < 4 ? '2nd Ring Road' : r < 8 ? '3rd Ring Road' : r < 12 ? '4th Ring Road' : r < 18 ? '5th Ring Road' : '6th Ring Road'
    case 'shanghai':
      return r < 5 ? 'Inner Ring Elevated Road' : r < 9 ? 'Middle Ring Road' : r < 16 ? 'Outer Ring Expressway (S20)' : 'G1503 Shanghai Ring Expressway'
    case 'hangzhou':
      return km < 8 ? 'Zhonghe Elevated Road' : 'Hangzhou Ring Expressway'
    case 'shenzhen':
      return km < 12 ? 'Shennan Avenue' : 'Shenzhen Outer Ring Expressway'
    default:
      return `the main roads through ${from.district || 'the city'}`
  }
}

export function planDriving(flavour: MapsFlavour, from: Place, to: Place, departMs: number, preference: RoutePreference): RoutePlan {
  const pref = PREFERENCE[preference]
  const km = round1(roadDistanceKm(from, to) * pref.km)
  const minutes = drivingMinutes(km, departMs) * flavour.etaFactor(departMs) * pref.time(isRushHour(departMs))
  const road = mainRoad(from, to, km)
  const tolls = preference === 'avoid_tolls' || km < TOLLED_FROM_KM ? 0 : round2((km - TOLL_FREE_KM) * TOLL_PER_KM)
  const sameCity = from.city === to.city && km <= 150
  const ends = Math.min(1, km * 0.15)
  const drafts: LegDraft[] =
    km < 2
      ? [{ kind: 'drive', instruction: `Drive ${heading(from, to)} ${km.toFixed(1)} km to ${to.name}`, distanceKm: km, durationMin: minutes, from: from.name, to: to.name }]
      : [
          { kind: 'drive', instruction: `Head ${heading(from, to)} from ${from.name}`, distanceKm: ends, durationMin: minutes * 0.1, from: from.name },
          { kind: 'drive', instruction: `Take ${road}${tolls > 0 ? ` (tolls about ${Math.round(tolls)} CNY)` : ''}`, distanceKm: km - 2 * ends, durationMin: minutes * 0.8 },
          { kind: 'drive', instruction: `Arrive at ${to.name}${to.district ? `, ${to.district}` : ''}`, distanceKm: ends, durationMin: minutes * 0.1, to: to.name },
        ]
  const { legs, arriveMs } = scheduleLegs(drafts, departMs)
  return {
    mode: 'driving',
    distanceKm: km,
    durationMin: Math.round((arriveMs - departMs) / 60_000),
    departMs,
    arriveMs,
    summary: `Via ${road}`,
    legs,
    tolls,
    trafficLights: sameCity ? Math.round(Math.min(km, 60) * 0.9) : Math.round(km < 200 ? 12 : 20),
    ...(sameCity ? { taxiFareEstimate: round2(taxiMeter(from.city, km, minutes) * flavour.taxi.factor) } : {}),
    ...(preference !== 'fastest' ? { note: `Route preference: ${preference.replace('_', ' ')}.` } : {}),
  }
}

/** On foot or by bike: paths wind about a quarter more than the straight line. */
export function planUnpowered(flavour: MapsFlavour, mode: 'walking' | 'cycling', from: Place, to: Place, departMs: number): RoutePlan {
  const km = round1(Math.max(0.05, straightKm(from, to) * (mode === 'walking' ? 1.25 : 1.27)))
  const kmh = mode === 'walking' ? flavour.walkKmh : flavour.cycleKmh
  const verb = mode === 'walking' ? 'Walk' : 'Cycle'
  const { legs, arriveMs } = scheduleLegs(
    [{ kind: mode === 'walking' ? 'walk' : 'cycle', instruction: `${verb} ${heading(from, to)} ${km.toFixed(1)} km to ${to.name}`, distanceKm: km, durationMin: (km / kmh) * 60, from: from.name, to: to.name }],
    departMs,
  )
  return { mode, distanceKm: km, durationMin: Math.round((arriveMs - departMs) / 60_000), departMs, arriveMs, summary: `${verb} ${km.toFixed(1)} km`, legs }
}
