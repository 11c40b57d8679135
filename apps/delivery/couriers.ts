import { z } from 'zod'
import { deepFreeze, hashString, localParts, type LatLng, type PlaceKind, type ToolContext } from '../kit/index.ts'
import { carriers, networkCities, type Company } from './network.ts'
import { resolveEndpoint } from './route.ts'
import { courierFor } from './shipment.ts'

/**
 * Around a location: the Cainiao Stations (菜鸟驿站) where parcels are dropped off and collected,
 * and the SF / STO couriers working the area this hour. Stations sit beside the neighbourhood's
 * residential compounds, campuses and office towers; couriers move hour by hour.
 */

const COORDINATES = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,，\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/
/** Beyond this distance from a network city there is no courier service. */
const SERVICE_RADIUS_KM = 80
const STATION_RADIUS_KM = 3
const STATION_KINDS: readonly PlaceKind[] = ['residence', 'university', 'office', 'mall']

export interface Located {
  query: string
  name: string
  city: string | null
  lat: number
  lng: number
  serviceable: boolean
}

/** Coordinates ('39.99, 116.47', either order) or any address the resolver reads. */
export function locate(ctx: ToolContext, text: string): Located {
  const m = COORDINATES.exec(text)
  if (m) {
    let lat = Number(m[1])
    let lng = Number(m[2])
    if (Math.abs(lat) > 90 && Math.abs(lng) <= 90) [lat, lng] = [lng, lat]
    const nearest = networkCities
      .map((c) => ({ c, d: ctx.places.distanceKm({ lat, lng }, c.center) }))
      .sort((a, b) => a.d - b.d)[0]!
    const serviceable = nearest.d <= SERVICE_RADIUS_KM
    return { query: text, name: serviceable ? `${lat.toFixed(5)}, ${lng.toFixed(5)} (${nearest.c.name})` : `${lat.toFixed(5)}, ${lng.toFixed(5)}`, city: serviceable ? nearest.c.id : null, lat, lng, serviceable }
  }
  const e = resolveEndpoint(ctx, text)
  return { query: text, name: e.name, city: e.city, lat: e.lat, lng: e.lng, serviceable: true }
}

export const stationSchema = z.object({
  name: z.string(),
  address: z.string(),
  distanceKm: z.number(),
  hours: z.string(),
  openNow: z.boolean(),
  services: z.array(z.string()),
})
export const courierSchema = z.object({
  company: z.enum(['SF', 'STO']),
  carrier: z.string(),
  name: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number(),
  pickupEtaMinutes: z.number().int(),
  status: z.string(),
})

const km1 = (x: number): number => Math.round(x * 10) / 10

function offset(p: LatLng, km: number, angle: number): LatLng {
  return {
    lat: Math.round((p.lat + (km * Math.sin(angle)) / 111.32) * 1e6) / 1e6,
    lng: Math.round((p.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((p.lat * Math.PI) / 180))) * 1e6) / 1e6,
  }
}

/** The stations near a point (static: memoized by the point rounded to about 100 m). */
export function stationsNear(ctx: ToolContext, point: LatLng) {
  const key = `stations:${point.lat.toFixed(3)},${point.lng.toFixed(3)}`
  return ctx.memo(key, () => {
    const places = STATION_KINDS.flatMap((k) => ctx.places.near(point, k, 3))
      .map((p) => ({ p, d: ctx.places.distanceKm(point, p) }))
      .filter((x) => x.d <= STATION_RADIUS_KM)
      .sort((a, b) => a.d - b.d || a.p.id.localeCompare(b.p.id))
      .slice(0, 4)
    const stations = places.map(({ p, d }) => {
      const h = hashString(p.id)
      return {
        name: `Cainiao Station (菜鸟驿站) ${p.name}${p.nameZh ? ` ${p.nameZh}店` : ''}`,
        address: p.address ?? `${p.name}, ${p.district}`,
        distanceKm: km1(d + 0.1),
        open: h % 3 === 0 ? 9 : 8,
        close: h % 2 === 0 ? 21 : 22,
      }
    })
    // Outskirts with few landmarks still have stations: in the nearest streets.
    for (let i = stations.length; i < 2; i++) {
      const h = hashString(`${key}:${i}`)
      stations.push({ name: `Cainiao Station (菜鸟驿站) No.${(h % 90) + 10}`, address: `${(h % 300) + 1} Street ${i + 1}, near ${point.lat.toFixed(3)}, ${point.lng.toFixed(3)}`, distanceKm: km1(0.3 + (h % 12) / 10), open: 8, close: 21 })
    }
    return deepFreeze(stations.sort((a, b) => a.distanceKm - b.distanceKm))
  })
}

const HOURS: Readonly<Record<Company, readonly [number, number]>> = { SF: [8, 21], STO: [8.5, 19] }

/** Couriers near a point this hour; none outside the carrier's working hours. */
export function couriersNear(point: LatLng, companies: readonly Company[], now: number) {
  const p = localParts(now)
  const hour = p.hour + p.minute / 60
  const hourKey = Math.floor(now / 3_600_000)
  return companies.flatMap((company) => {
    const [from, to] = HOURS[company]
    if (hour < from || hour >= to) return []
    const count = company === 'SF' ? 3 : 2
    return Array.from({ length: count }, (_, i) => {
      const key = `${company}:${point.lat.toFixed(2)},${point.lng.toFixed(2)}:${hourKey}:${i}`
      const h = hashString(key)
      const distanceKm = km1(0.3 + (h % 250) / 100)
      const at = offset(point, distanceKm, ((h >>> 8) % 360) * (Math.PI / 180))
      const courier = courierFor(key)
      return {
        company,
        carrier: `${carriers[company].name} (${carriers[company].nameZh})`,
        name: courier.name,
        phone: courier.phone,
        lat: at.lat,
        lng: at.lng,
        distanceKm,
        // SF promises a courier within the hour; STO's come between delivery rounds.
        pickupEtaMinutes: Math.round(company === 'SF' ? 15 + distanceKm * 8 : 45 + distanceKm * 15 + ((h >>> 16) % 60)),
        status: (h >>> 20) % 3 === 0 ? 'on a delivery round' : 'available for pickup',
      }
    }).sort((a, b) => a.distanceKm - b.distanceKm)
  })
}

export function stationOpen(s: { open: number; close: number }, now: number): boolean {
  const h = localParts(now).hour
  return h >= s.open && h < s.close
}
