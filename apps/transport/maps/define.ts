import { defineApp, type App, type Policy, type Traits } from '../../kit/index.ts'
import { deleteFavoritePlaceTool, listFavoritePlacesTool, saveFavoritePlaceTool } from './favorites.ts'
import { initialMapsState, type MapsState } from './favorites-state.ts'
import type { MapsFlavour } from './flavour.ts'
import { searchNearbyTool } from './nearby.ts'
import { getDistanceTool, getRouteTool } from './route-tools.ts'

export interface MapsSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  policies?: readonly Policy[]
  flavour: MapsFlavour
}

/**
 * A map app with ToolSpectrum's interface (getDistance, getRoute) plus searchNearby and favourite
 * places. Apps differ by their flavour: modes, ETA model, transit choice, walking pace, taxi estimate.
 */
export function defineMapsApp(spec: MapsSpec): App<MapsState> {
  const f = spec.flavour
  return defineApp<MapsState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: 'transport',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: spec.policies ?? [],
    initialState: initialMapsState,
    tools: [getDistanceTool(f), getRouteTool(f), searchNearbyTool(f, spec.id), saveFavoritePlaceTool(f), listFavoritePlacesTool(), deleteFavoritePlaceTool()],
  })
}
