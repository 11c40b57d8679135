import { defineApp, type App, type Policy, type Traits } from '../../kit/index.ts'
import { bookTaxiTool, estimateFareTool } from './booking.ts'
import type { RideHailingFlavour } from './flavour.ts'
import type { RideHailingState } from './ride.ts'
import { cancelRideTool, getRideStatusTool, listRidesTool } from './ride-tools.ts'

export interface RideHailingSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  policies?: readonly Policy[]
  flavour: RideHailingFlavour
}

/**
 * A ride-hailing app with ToolSpectrum's booking interface (bookTaxi) plus quoting and follow-up
 * (estimateFare, getRideStatus, listRides, cancelRide). Apps differ only by their flavour; `taxiType`
 * takes each app's own class names.
 */
export function defineRideHailing(spec: RideHailingSpec): App<RideHailingState> {
  const f = spec.flavour
  return defineApp<RideHailingState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: 'transport',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: spec.policies ?? [],
    initialState: () => ({ rides: {} }),
    tools: [bookTaxiTool(f), estimateFareTool(f), getRideStatusTool(f), listRidesTool(f), cancelRideTool(f)],
  })
}
