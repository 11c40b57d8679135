import { hashString, type Place } from '../../kit/index.ts'
import { isRushHour, straightKm } from '../roads.ts'
import type { MapsFlavour } from './flavour.ts'
import { metroTrip, WALK_DETOUR, type MetroRide } from './metro.ts'
import type { LegDraft } from './route-types.ts'

/**
 * Public transport inside one city: the real network for Beijing and Shanghai; elsewhere a plausible
 * trip on the city's metro (lines numbered as the city has them) or, in cities without one, by bus.
 */

/** Metro lines in service per city (0: buses only); Beijing and Shanghai route on their real networks. */
const METRO_LINES: Readonly<Record<string, number>> = {
  hangzhou: 12, shenzhen: 17, guangzhou: 16, chengdu: 13, wuhan: 12, nanjing: 12, chongqing: 11, xian: 9, tianjin: 9,
  zhengzhou: 8, qingdao: 7, changsha: 7, suzhou: 6, shenyang: 5, dalian: 5, hefei: 5, fuzhou: 5, kunming: 5, nanning: 5,
  ningbo: 5, changchun: 4, wuxi: 4, nanchang: 4, xiamen: 3, harbin: 3, jinan: 3, guiyang: 3, shijiazhuang: 3, foshan: 3,
  lanzhou: 2, taiyuan: 1, wenzhou: 1, dongguan: 1,
}

export interface LocalTransit {
  legs: LegDraft[]
  fare: number
  lines: string[]
  transfers: number
  walkingKm: number
  distanceKm: number
}

/** Shorter walks (a station that is the destination itself) are no step of their own. */
const MIN_WALK_KM = 0.05
/** Walking this far is quicker than any stop and wait. */
const WALK_ONLY_KM = 1.2

const walkLeg = (km: number, to: string, flavour: MapsFlavour, from?: Place): LegDraft => ({
  kind: 'walk',
  instruction: `Walk ${km.toFixed(1)} km to ${to}`,
  distanceKm: km,
  durationMin: (km / flavour.walkKmh) * 60,
  ...(from ? { from: from.name } : {}),
  to,
})

/** Distance fares: Beijing 3 CNY to 6 km, 4 to 12, 5 to 22, 6 to 32, +1 per 20 km; Shanghai 3 to 6 km, +1 per 10 km; elsewhere 2, +1 per 8 km. */
export function metroFare(city: string, km: number): number {
  if (city === 'beijing') return km <= 6 ? 3 : km <= 12 ? 4 : km <= 22 ? 5 : km <= 32 ? 6 : 6 + Math.ceil((km - 32) / 20)
  if (city === 'shanghai') return km <= 6 ? 3 : 3 + Math.ceil((km - 6) / 10)
  return km <= 6 ? 2 : 2 + Math.ceil((km - 6) / 8)
}

/** 'Guomao Station (国贸站)'; a station already named for a railway station keeps its name. */
const stationLabel = (name: string, zh: string): string => `${/Station$/.test(name) ? name : `${name} Station`} (${zh.endsWith('站') ? zh : `${zh}站`})`

function towards(ride: MetroRide): string {
  const names = ride.line.stations.map((s) => s[0])
  const a = names.indexOf(ride.from.name)
  const b = names.indexOf(ride.to.name)
  if (ride.line.loop) return (b - a + names.length) % names.length <= names.length / 2 ? 'outer loop' : 'inner loop'
  return `towards ${b > a ? names[names.length - 1] : names[0]}`
}

function onNetwork(flavour: MapsFlavour, from: Place, to: Place): LocalTransit | undefined {
  const trip = metroTrip(from.city, from, to, flavour.walkKmh, flavour.transferPenaltyMin)
  if (!trip) return undefined
  const legs: LegDraft[] = trip.walkInKm >= MIN_WALK_KM ? [walkLeg(trip.walkInKm, stationLabel(trip.entry.name, trip.entry.zh), flavour, from)] : []
  trip.rides.forEach((r, i) => {
    legs.push({
      kind: 'metro',
      instruction: `${i === 0 ? 'Take' : 'Change to'} ${r.line.name} (${r.line.zh}) ${towards(r)} from ${r.from.name} to ${r.to.name}, ${r.stops} stop${r.stops === 1 ? '' : 's'}`,
      distanceKm: r.km,
      durationMin: r.minutes,
      line: r.line.name,
      from: r.from.name,
      to: r.to.name,
      stops: r.stops,
      waitMin: i === 0 ? 3 : 5,
    })
  })
  if (trip.walkOutKm >= MIN_WALK_KM) legs.push(walkLeg(trip.walkOutKm, to.name, flavour))
  const distanceFareKm = trip.rides.filter((r) => r.line.fare === undefined).reduce((k, r) => k + r.km, 0)
  const flat = trip.rides.reduce((f, r) => f + (r.line.fare ?? 0), 0)
  const rideKm = trip.rides.reduce((k, r) => k + r.km, 0)
  return {
    legs,
    fare: (distanceFareKm > 0 ? metroFare(from.city, distanceFareKm) : 0) + flat,
    lines: trip.rides.map((r) => r.line.name),
    transfers: trip.rides.length - 1,
    walkingKm: trip.walkInKm + trip.walkOutKm,
    distanceKm: trip.walkInKm + rideKm + trip.walkOutKm,
  }
}

const STREET = /\b([A-Z][a-z]+(?: (?:North|South|East|West|Middle))?) (Road|Street|Avenue|Lu|Dadao)\b/

/** A plausible stop name near a place: the street its address names, else the place or its district. */
function stopNear(place: Place): string {
  const m = STREET.exec(place.address ?? place.name)
  if (m) return `${m[1]} ${m[2]}`
  if (place.kind !== 'address') return place.name.replace(/\s*\(.*\)$/, '')
  return place.district || place.name
}

const INTERCHANGES = ['Civic Center', 'Railway Station', 'Sports Center', 'Library', "People's Park", 'Exhibition Center', 'University Town', 'Culture Park', 'Central Square', 'Bus Terminal']

/** A plausible trip elsewhere: metro lines as numbered in that city, one change on longer trips; or buses. */
function synthetic(flavour: MapsFlavour, from: Place, to: Place, departMs: number): LocalTransit {
  const key = hashString(`${from.id}>${to.id}`)
  const straight = straightKm(from, to)
  const lineCount = METRO_LINES[from.city] ?? 0
  const walkIn = 0.3 + (key % 60) / 100
  const walkOut = 0.25 + ((key >>> 8) % 55) / 100
  const rideKm = Math.max(0.8, straight * 1.15)
  const start = stopNear(from)
  const end = stopNear(to)
  const legs: LegDraft[] = []
  const lines: string[] = []
  if (lineCount > 0) {
    const first = `Line ${1 + (key % lineCount)}`
    const second = `Line ${1 + ((key >>> 4) % lineCount)}`
    const change = rideKm > 10 && second !== first
    const hub = `${INTERCHANGES[(key >>> 12) % INTERCHANGES.length]}`
    legs.push(walkLeg(walkIn, /Station$/.test(start) ? start : `${start} Station`, flavour, from))
    const segments = change ? [[first, start, hub, rideKm * 0.55], [second, hub, end, rideKm * 0.45]] as const : [[first, start, end, rideKm]] as const
    segments.forEach(([line, a, b, km], i) => {
      const stops = Math.max(1, Math.round(km / 1.3))
      lines.push(line)
      legs.push({ kind: 'metro', instruction: `${i === 0 ? 'Take' : 'Change to'} ${line} from ${a} to ${b}, ${stops} stop${stops === 1 ? '' : 's'}`, distanceKm: km, durationMin: (km / 34) * 60 + stops * 0.6, line, from: a, to: b, stops, waitMin: i === 0 ? 4 : 5 })
    })
    legs.push(walkLeg(walkOut, to.name, flavour))
    return { legs, fare: metroFare(from.city, rideKm), lines, transfers: lines.length - 1, walkingKm: walkIn + walkOut, distanceKm: walkIn + rideKm + walkOut }
  }
  const bus = `Bus ${1 + (key % 120)}`
  const kmh = isRushHour(departMs) ? 13 : 17
  const stops = Math.max(1, Math.round(rideKm / 0.7))
  lines.push(bus)
  legs.push(walkLeg(walkIn * 0.6, `${start} bus stop`, flavour, from))
  legs.push({ kind: 'bus', instruction: `Take ${bus} from ${start} to ${end}, ${stops} stop${stops === 1 ? '' : 's'}`, distanceKm: rideKm, durationMin: (rideKm / kmh) * 60, line: bus, from: start, to: end, stops, waitMin: 6 })
  legs.push(walkLeg(walkOut * 0.6, to.name, flavour))
  return { legs, fare: rideKm <= 10 ? 2 : 2 + Math.ceil((rideKm - 10) / 5), lines, transfers: 0, walkingKm: (walkIn + walkOut) * 0.6, distanceKm: (walkIn + walkOut) * 0.6 + rideKm }
}

/** Door to door inside one city by public transport (or on foot when it is that close). */
export function localTransit(flavour: MapsFlavour, from: Place, to: Place, departMs: number): LocalTransit {
  const walkKm = straightKm(from, to) * WALK_DETOUR
  if (walkKm <= WALK_ONLY_KM) {
    return { legs: [walkLeg(walkKm, to.name, flavour, from)], fare: 0, lines: [], transfers: 0, walkingKm: walkKm, distanceKm: walkKm }
  }
  return onNetwork(flavour, from, to) ?? synthetic(flavour, from, to, departMs)
}
