import { hashString, MINUTE } from '../../kit/index.ts'
import { isBadWeather, isRushHour, minuteOfDay } from '../world/hours.ts'
import type { Dish, Restaurant } from '../world/types.ts'

/**
 * How one takeout platform prices and delivers: its rider fleet, delivery-fee and packaging rules,
 * membership red packets and speed. Meituan and Ele.me differ only here.
 */
export interface TakeoutPlatform {
  /** 'Meituan', 'Ele.me': used in messages. */
  brand: string
  /** The platform's own rider fleet, as the order shows it. */
  fleet: string
  /** Prefix of order ids ('mt' gives 'mt_0001'). */
  orderPrefix: string
  listed: (r: Restaurant) => boolean
  /** Share of a restaurant's takeout orders that come through this platform. */
  salesShare: number
  /** Farthest delivery, road km. */
  radiusKm: number
  deliveryFee: {
    base: number
    /** Road km the base fee covers. */
    baseKm: number
    /** Per started km beyond. */
    perKm: number
    /** 22:00-06:00. */
    night: number
    badWeather: number
  }
  /** Packaging (餐盒费) per boxed item, and the most charged per order. */
  packaging: { perItem: number; cap: number }
  /** The platform's floor under a shop's own minimum order. */
  minOrderFloor: number
  /** Monthly membership: red packets of `off` on orders of at least `threshold` (after shop offers). */
  member: { name: string; off: number; threshold: number; perMonth: number }
  /** Minutes to find a rider, and rider speed. */
  dispatchMin: number
  riderKmh: number
  /** Minutes a shop takes to accept an order. */
  acceptMin: readonly [number, number]
}

export interface Conditions {
  at: number
  weather: string | undefined
}

const money = (x: number) => Math.round(x * 100) / 100

export function deliveryFeeOf(p: TakeoutPlatform, roadKm: number, c: Conditions): number {
  const f = p.deliveryFee
  const m = minuteOfDay(c.at)
  const night = m >= 22 * 60 || m < 6 * 60 ? f.night : 0
  return money(f.base + Math.ceil(Math.max(0, roadKm - f.baseKm)) * f.perKm + night + (isBadWeather(c.weather) ? f.badWeather : 0))
}

/** Minutes of riding, with rush-hour traffic and weather. */
export function rideMinutes(p: TakeoutPlatform, roadKm: number, c: Conditions): number {
  const slow = (isRushHour(c.at) ? 1.15 : 1) * (isBadWeather(c.weather) ? 1.3 : 1)
  return (roadKm / p.riderKmh) * 60 * slow
}

/** Kitchen minutes: slower in the rush. */
export const prepMinutes = (r: Restaurant, at: number): number => r.prepMin + (isRushHour(at) ? 6 : 0)

/** The delivery estimate an app quotes, in whole minutes: accept, cook, find a rider, ride, hand over. */
export function etaMinutes(p: TakeoutPlatform, r: Restaurant, roadKm: number, c: Conditions): number {
  const accept = (p.acceptMin[0] + p.acceptMin[1]) / 2
  return Math.round(accept + prepMinutes(r, c.at) + p.dispatchMin + rideMinutes(p, roadKm, c) + 3)
}

/** Platform ratings differ a little from each other and from Dianping's dine-in stars. */
export function platformRating(p: TakeoutPlatform, r: Restaurant): number {
  const shift = ((hashString(`${p.brand}:${r.id}`) % 41) - 20) / 100
  return Math.min(5, Math.max(3.5, Math.round((r.rating + shift) * 10) / 10))
}

export const platformSales = (p: TakeoutPlatform, r: Restaurant): number => Math.round(r.monthlySales * p.salesShare)

export const minOrderOf = (p: TakeoutPlatform, r: Restaurant): number => Math.max(p.minOrderFloor, r.minOrder)

/** Drinks in bottles and cans go in the bag as they are; everything else needs a box. */
export const needsBox = (d: Dish): boolean => !(d.section === 'drinks' && /bottle|can/.test(d.portion))

export const offerText = (offers: Restaurant['offers']): string[] => offers.map(([spend, off]) => `¥${off} off orders over ¥${spend} (满${spend}减${off})`)

/** The deepest shop offer an item total reaches. */
export function fullReductionOf(offers: Restaurant['offers'], itemsTotal: number): number {
  let best = 0
  for (const [spend, off] of offers) if (itemsTotal >= spend) best = off
  return best
}

export const minutes = (n: number): number => Math.round(n) * MINUTE
