import { invalidArgument, type Place, type ToolContext } from '../../kit/index.ts'
import { straightKm } from '../roads.ts'
import { planDriving, planUnpowered } from './driving.ts'
import type { MapsFlavour, Mode, RoutePreference } from './flavour.ts'
import type { MapsState } from './favorites-state.ts'
import type { RoutePlan } from './route-types.ts'
import { planTransit } from './transit.ts'

/** From two location texts and a mode to a route: favourites first, then the user's places and the gazetteer. */

/** A location text as the app reads it: one of the user's favourites by name, else resolved as a place. */
export function resolveLocation(state: MapsState, ctx: ToolContext, text: string): Place {
  const key = text.trim().toLowerCase()
  for (const fav of Object.values(state.favorites)) if (fav.name.toLowerCase() === key) return fav.place
  return ctx.places.resolve(text)
}

/** Beyond these, the apps offer no route on foot or by bike. */
const MAX_KM: Readonly<Record<'walking' | 'cycling', number>> = { walking: 100, cycling: 200 }

export function planRoute(flavour: MapsFlavour, ctx: ToolContext, from: Place, to: Place, mode: Mode, preference: RoutePreference = 'fastest'): RoutePlan {
  const departMs = ctx.now
  if (from.id === to.id || straightKm(from, to) < 0.02) {
    return { mode, distanceKm: 0, durationMin: 0, departMs, arriveMs: departMs, summary: `You are already at ${to.name}`, legs: [], note: 'Start and destination are the same place.' }
  }
  if (mode === 'walking' || mode === 'cycling') {
    const km = straightKm(from, to) * 1.25
    if (km > MAX_KM[mode]) {
      throw invalidArgument('transportMode', `${to.name} is about ${Math.round(km)} km from ${from.name}, too far for ${mode} (up to ${MAX_KM[mode]} km); use transit or driving`, 'transit or driving')
    }
    return planUnpowered(flavour, mode, from, to, departMs)
  }
  return mode === 'driving' ? planDriving(flavour, from, to, departMs, preference) : planTransit(flavour, ctx, from, to, departMs)
}
