/**
 * How one map app differs from another answering the same route question: the modes it plans, how
 * it estimates driving time (historical averages or live traffic), how it chooses transit (fewest
 * changes or quickest), its walking pace, its taxi estimate and its search radius.
 */

export const MODES = ['driving', 'transit', 'walking', 'cycling'] as const
export type Mode = (typeof MODES)[number]

export const ROUTE_PREFERENCES = ['fastest', 'avoid_tolls', 'avoid_congestion', 'shortest'] as const
export type RoutePreference = (typeof ROUTE_PREFERENCES)[number]

export interface MapsFlavour {
  /** The app's product name, in notes. */
  brand: string
  /** The modes `transportMode` takes, in the order the app lists them. */
  modes: readonly [Mode, ...Mode[]]
  defaultMode: Mode
  /** Walking pace, km/h. */
  walkKmh: number
  /** Cycling pace, km/h (when the app plans cycling). */
  cycleKmh: number
  /** Multiplies the shared driving-time model at a departure time: 1 for historical averages. */
  etaFactor(startMs: number): number
  /** What a change of metro line costs when choosing a transit route (more = fewer changes). */
  transferPenaltyMin: number
  /** Multiplies the city taxi meter for the taxi estimate, and how the estimate is labelled. */
  taxi: { factor: number; label: string }
  /** searchNearby's radius when none is given. */
  defaultRadiusKm: number
  /** Adds a `routePreference` parameter to getRoute. */
  routePreferences: boolean
  /** Favourite ids: `fav` gives fav_0001. */
  favoritePrefix: string
}
