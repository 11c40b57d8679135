import { DAY, HOUR, MINUTE, hashString, type Place, type Rng, type ToolContext } from '../kit/index.ts'
import type { DeliverySpec, FulfilmentSpec, PickupSpec } from './flavour.ts'

/** Where an order leaves from (a Hema store, a front warehouse) or waits (a pickup point), and how far it is. */
export interface Hub {
  name: string
  distanceKm: number
}

/** When an order moves: packing starts, it leaves (no cancelling after), it arrives or is ready. Epoch ms. */
export interface Schedule {
  packAt: number
  dispatchAt: number
  arriveAt: number
}

const CST = 8 * HOUR
/** Local midnight (CST) of an instant: plain arithmetic, this runs on every call. */
const dayStart = (ms: number): number => ms - (((ms + CST) % DAY) + DAY) % DAY

const round1 = (x: number): number => Math.round(x * 10) / 10

/** The hub serving a place; static world data, so memoized per app and place. */
export function hubFor(spec: FulfilmentSpec, place: Place, ctx: ToolContext): Hub {
  return ctx.memo(`hub\u0001${place.id}`, (): Hub => {
    const h = hashString(`${ctx.worldSeed}:${ctx.appId}:hub:${place.id}`)
    const area = place.district || place.city
    if (spec.mode === 'pickup') {
      const host = spec.hosts[h % spec.hosts.length]!
      // A known place names the point; a typed address only gets the point's number (its name is the user's own text).
      const where = place.source === 'geocoded' ? `pickup point No.${100 + ((h >>> 4) % 900)}` : place.name
      return { name: `${host}, ${where}`, distanceKm: round1(0.1 + ((h >>> 8) % 50) / 100) }
    }
    if (spec.hub === 'front_warehouse') return { name: spec.hubName(`${area} No.${1 + (h % 12)}`), distanceKm: round1(0.8 + ((h >>> 8) % 25) / 10) }
    const mall = ctx.places.near(place, 'mall', 1)[0]
    if (!mall) return { name: spec.hubName(area), distanceKm: 2 }
    return { name: spec.hubName(mall.name), distanceKm: Math.max(0.3, round1(ctx.places.distanceKm(place, mall))) }
  })
}

/** The first moment riders work on an order paid at `now`: now, or the next opening when it would arrive after hours. */
function deliveryStart(spec: DeliverySpec, now: number, etaMin: number): number {
  const midnight = dayStart(now)
  const [open, close] = spec.hours
  const minute = (now - midnight) / MINUTE
  if (minute < open) return midnight + open * MINUTE
  if (minute + etaMin > close) return midnight + DAY + open * MINUTE
  return now
}

/** Pickup orders: the next cut-off closes the group order; goods leave the warehouse and reach the point the day after. */
function pickupSchedule(spec: PickupSpec, now: number): Schedule {
  const midnight = dayStart(now)
  const cutoff = midnight + spec.cutoffHour * HOUR
  const closes = now < cutoff ? cutoff : cutoff + DAY
  const pickupDay = dayStart(closes) + DAY
  return { packAt: closes, dispatchAt: pickupDay + spec.departHour * HOUR, arriveAt: pickupDay + spec.readyHour * HOUR }
}

export function scheduleFor(spec: FulfilmentSpec, now: number, hub: Hub): Schedule {
  if (spec.mode === 'pickup') return pickupSchedule(spec, now)
  const eta = spec.etaMinutes(hub.distanceKm)
  const start = deliveryStart(spec, now, eta)
  return { packAt: start + 2 * MINUTE, dispatchAt: start + spec.packMinutes * MINUTE, arriveAt: start + eta * MINUTE }
}

const surnames = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin']
const phonePrefixes = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '177', '199']

/** A delivery rider as the app shows one: title, surname, masked phone. */
export function riderFor(spec: DeliverySpec, rng: Rng): string {
  return `${spec.riderTitle} ${rng.pick(surnames)} (${rng.pick(phonePrefixes)}****${String(rng.int(0, 9999)).padStart(4, '0')})`
}

/** A pickup code as shelves are labelled: shelf-tier-number. */
export const pickupCode = (rng: Rng): string => `${rng.int(1, 9)}-${rng.int(1, 5)}-${rng.int(1000, 9999)}`
