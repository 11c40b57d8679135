import type { Place } from '../../kit/index.ts'

/** What a map app keeps for its user: favourite places by id. */

export interface Favorite {
  favoriteId: string
  name: string
  place: Place
  savedAt: string
  note?: string
}

export interface MapsState {
  favorites: Record<string, Favorite>
}

export const initialMapsState = (): MapsState => ({ favorites: {} })
