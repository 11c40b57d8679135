import type { LatLng } from '../../kit/index.ts'

/** Great-circle distance in km: intercity distances here need no place resolver. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const round1 = (x: number): number => Math.round(x * 10) / 10
export const round2 = (x: number): number => Math.round(x * 100) / 100

/** A uniform number in [0, 1) from a key: static world values (seats left, discounts) without an rng. */
export const unit = (h: number): number => h / 2 ** 32

/** `h:mm` as a trip length ('4h28m'). */
export const durationText = (minutes: number): string => `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`

/** 0 = Sunday, of a `YYYY-MM-DD` day. */
export function weekdayOf(date: string): number {
  return new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))).getUTCDay()
}
