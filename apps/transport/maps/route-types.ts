import { toDisplay, MINUTE } from '../../kit/index.ts'
import type { Mode } from './flavour.ts'

/** A planned route: legs in order, each with its own departure, and the totals an app shows. */

export type LegKind = 'walk' | 'drive' | 'cycle' | 'metro' | 'bus' | 'rail'

export interface Leg {
  kind: LegKind
  instruction: string
  distanceKm: number
  durationMin: number
  departAt: string
  line?: string
  from?: string
  to?: string
  stops?: number
}

export type LegDraft = Omit<Leg, 'departAt'> & {
  /** Minutes waited before the leg leaves (a train's timetable). */
  waitMin?: number
}

export interface RoutePlan {
  mode: Mode
  distanceKm: number
  durationMin: number
  departMs: number
  arriveMs: number
  summary: string
  legs: Leg[]
  tolls?: number
  taxiFareEstimate?: number
  trafficLights?: number
  transitFare?: number
  transfers?: number
  walkingKm?: number
  lines?: string[]
  note?: string
}

export const round1 = (x: number): number => Math.round(x * 10) / 10
export const round2 = (x: number): number => Math.round(x * 100) / 100

/** Legs on the clock from a departure: each leaves when the previous arrives, after any wait. */
export function scheduleLegs(drafts: readonly LegDraft[], departMs: number): { legs: Leg[]; arriveMs: number } {
  let t = departMs
  const legs = drafts.map(({ waitMin, ...draft }) => {
    t += (waitMin ?? 0) * MINUTE
    const leg: Leg = { ...draft, distanceKm: round1(draft.distanceKm), durationMin: Math.max(0, Math.round(draft.durationMin)), departAt: toDisplay(t) }
    t += leg.durationMin * MINUTE
    return leg
  })
  return { legs, arriveMs: t }
}

const POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const

/** Compass direction from one point to another. */
export function heading(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  const dy = to.lat - from.lat
  const dx = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180)
  const deg = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360
  return POINTS[Math.round(deg / 45) % 8]!
}
