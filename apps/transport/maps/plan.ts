import { invalidArgument, type Place, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { straightKm } from '../roads.ts'
import { planDriving, planUnpowered } from './driving.ts'
import type { MapsFlavour, Mode, RoutePreference } from './flavour.ts'
import type { MapsState } from './favorites-state.ts'
import type { RoutePlan } from './route-types.ts'
import { listedPlace, restaurantNamed } from './poi.ts'
import { planTransit } from './transit.ts'

/** From two location texts and a mode to a route: favourites first, then the user's places and the gazetteer. */

/**
 * A location text as the app reads it: one of the user's favourites by name, a place the app listed
 * (by its id or name; a restaurant's bare name is looked for near `near`, the route's other end, then
 * near home), else a place it knows; a 404 with suggestions for text that names none.
 */
export function resolveLocation(state: MapsState, ctx: ToolContext, text: string, path: string, near?: Place): Place {
  const key = text.trim().toLowerCase()
  for (const fav of Object.values(state.favorites)) if (fav.name.toLowerCase() === key) return fav.place
  const listed = listedPlace(ctx, text)
  if (listed) return listed
  const known = ctx.places.lookup(text)
  if (known.found) return known.place
  return (near && restaurantNamed(ctx, text, near)) || restaurantNamed(ctx, text, ctx.places.resolve('home')) || placeOrNotFound(ctx.places, text, path)
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
