import { fromLocal, hashString, HOUR, localParts, MINUTE, type Rng, type ToolContext } from '../kit/index.ts'
import { networkCities, networkCityById, type Company, type NetworkCity, type ShippingType } from './network.ts'
import { zoneOf, type Zone } from './pricing.ts'

/** Where a parcel goes from and to, and when each leg happens on the virtual clock. */

export interface Endpoint {
  /** The address as written. */
  text: string
  name: string
  city: string
  cityName: string
  district: string
  lat: number
  lng: number
  placeId: string
}

/** Each city word as a matcher: Latin words whole ('xian' not inside 'xiangyang'), Chinese as written. */
const matchers: ReadonlyMap<string, (text: string, lower: string) => boolean> = new Map(
  networkCities.flatMap((c) =>
    c.words.map((w): [string, (text: string, lower: string) => boolean] => {
      if (!/[a-z]/.test(w)) return [w, (text) => text.includes(w)]
      const re = new RegExp(`(^|[^a-z])${w.replace(/'/g, "'?")}([^a-z]|$)`, 'i')
      return [w, (_text, lower) => re.test(lower)]
    }),
  ),
)

/** Network cities the gazetteer does not know: their addresses geocode to the user's city unless placed here. */
const citiesBeyondGazetteer = (ctx: ToolContext): readonly NetworkCity[] =>
  ctx.memo('cities-beyond-gazetteer', () => networkCities.filter((c) => ctx.places.resolveCity(c.name) === undefined))

/**
 * An address through the gazetteer; an address in a network city the gazetteer does not cover
 * ('Tianhe Road, Guangzhou') lands in that city, at a point derived from the text.
 */
export function resolveEndpoint(ctx: ToolContext, text: string): Endpoint {
  const place = ctx.places.resolve(text)
  if (place.source === 'geocoded') {
    const lower = text.toLowerCase()
    const other = citiesBeyondGazetteer(ctx).find((c) => c.words.some((w) => matchers.get(w)!(text, lower)))
    if (other) {
      const h = hashString(`${other.id}:${lower.trim()}`)
      const angle = ((h % 3600) / 3600) * 2 * Math.PI
      const km = 2 + ((h >>> 12) % 100) / 10
      return {
        text, name: place.name, city: other.id, cityName: other.name, district: other.name,
        lat: Math.round((other.center.lat + (km * Math.sin(angle)) / 111.32) * 1e6) / 1e6,
        lng: Math.round((other.center.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((other.center.lat * Math.PI) / 180))) * 1e6) / 1e6,
        placeId: place.id,
      }
    }
  }
  return {
    text, name: place.name, city: place.city, cityName: networkCityById.get(place.city)?.name ?? place.city,
    district: place.district, lat: place.lat, lng: place.lng, placeId: place.id,
  }
}

/** Road distance between two endpoints: great-circle distance with a detour factor. */
export function routeOf(ctx: ToolContext, from: Endpoint, to: Endpoint): { distanceKm: number; zone: Zone } {
  const distanceKm = Math.round(ctx.places.distanceKm(from, to) * 1.25 * 10) / 10
  return { distanceKm, zone: zoneOf(from.city === to.city, distanceKm) }
}

export interface Timeline {
  createdAt: number
  pickupAt: number
  departAt: number
  arriveAt: number
  outAt: number
  deliveredAt: number
  /** SF's long-haul priority parcels fly through its Ezhou cargo hub. */
  viaAirHub: boolean
}

/** The first moment at or after `ms` that falls inside the daily window [from, to) (hours, local). */
function inWindow(ms: number, from: number, to: number): number {
  const p = localParts(ms)
  const hour = p.hour + p.minute / 60
  const day = fromLocal(p.year, p.month, p.day)
  if (hour < from) return day + from * HOUR
  if (hour >= to) return day + 24 * HOUR + from * HOUR
  return ms
}

/** The first delivery round (local hours) at or after `ms`: today's, or tomorrow's first. */
function nextRound(ms: number, rounds: readonly [number, number]): number {
  const p = localParts(ms)
  const day = fromLocal(p.year, p.month, p.day)
  for (const h of rounds) if (day + h * HOUR >= ms) return day + h * HOUR
  return day + 24 * HOUR + rounds[0] * HOUR
}

/** Hours in transit between the two sorting hubs, by carrier, product and zone. */
const TRANSIT_H: Readonly<Record<Company, Readonly<Record<ShippingType, Readonly<Record<Zone, readonly [number, number]>>>>>> = {
  SF: {
    fast: { same_city: [1.5, 2.5], nearby: [4, 6], regional: [5, 7], national: [6, 9] },
    standard: { same_city: [2, 4], nearby: [6, 9], regional: [10, 14], national: [12, 18] },
  },
  STO: {
    fast: { same_city: [4, 7], nearby: [8, 12], regional: [20, 26], national: [32, 40] },
    standard: { same_city: [5, 8], nearby: [10, 16], regional: [24, 34], national: [40, 56] },
  },
}

const between = (rng: Rng, [lo, hi]: readonly [number, number]): number => lo + rng.next() * (hi - lo)
const roundMinute = (ms: number): number => Math.round(ms / MINUTE) * MINUTE

/**
 * A parcel's legs: the courier's pickup (SF within the hour, STO in a few), the evening line-haul
 * from the origin hub (SF's same-city priority goes at once), transit, then the next delivery round.
 */
export function planTimeline(rng: Rng, company: Company, type: ShippingType, zone: Zone, createdAt: number): Timeline {
  const sf = company === 'SF'
  const pickupAt = roundMinute(inWindow(createdAt + between(rng, sf ? [25, 70] : [90, 240]) * MINUTE, sf ? 8 : 9, sf ? 20 : 18))
  const express = sf && type === 'fast' && zone === 'same_city'
  const departAt = roundMinute(
    express
      ? inWindow(pickupAt + between(rng, [60, 90]) * MINUTE, 8, 20)
      : inWindow(pickupAt + (sf ? 2 : 3) * HOUR, sf ? 19 : 21, sf ? 23.5 : 23.9) + between(rng, [0, sf ? 90 : 150]) * MINUTE,
  )
  const arriveAt = roundMinute(departAt + between(rng, TRANSIT_H[company][type][zone]) * HOUR)
  // Delivery rounds: SF at 08:00 and 13:30 (its priority parcels also straight after arrival), STO at 09:00 and 14:30.
  const ready = arriveAt + (express ? 30 : between(rng, [60, 150])) * MINUTE
  const outAt = roundMinute(express ? inWindow(ready, 8, 19) : nextRound(ready, sf ? [8, 13.5] : [9, 14.5]))
  const deliveredAt = roundMinute(outAt + between(rng, sf ? [0.7, 3] : [1.5, 5]) * HOUR)
  return { createdAt, pickupAt, departAt, arriveAt, outAt, deliveredAt, viaAirHub: sf && type === 'fast' && (zone === 'regional' || zone === 'national') }
}

/** 'by 12:00' / 'by 18:00' / 'by 21:00' on the day a parcel is due, as tracking pages promise it. */
export function deliveryPromise(deliveredAt: number): string {
  const p = localParts(deliveredAt)
  const h = p.hour + p.minute / 60
  const slot = h < 12 ? '12:00' : h < 18 ? '18:00' : '21:00'
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} by ${slot}`
}
