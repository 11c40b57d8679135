import { defineApp, type App, type Policy, type Traits } from '../../kit/index.ts'
import { typeOfBikeId } from './bikes.ts'
import type { BikeSharingFlavour, BikeSharingState } from './rides.ts'
import { endBikeRideTool, findNearbyBikesTool, getBikeRideTool, listBikeRidesTool, unlockBikeTool } from './tools.ts'

export interface BikeSharingSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  flavour: BikeSharingFlavour
}

/** China's rules for riders: no bikes on the road under 12, no e-bikes under 16. */
function minimumAgePolicy(id: string, f: BikeSharingFlavour): Policy {
  return {
    id: `${id}.minimum_age`,
    rule: `Riders must be at least ${f.minAge.bike} years old to unlock a bike and ${f.minAge['e-bike']} for an e-bike.`,
    tools: ['unlockBike'],
    check(args, user) {
      const type = typeof args.bikeId === 'string' ? (typeOfBikeId(args.bikeId) ?? 'bike') : 'bike'
      const min = f.minAge[type]
      return user.age < min ? `Riders of ${type === 'e-bike' ? 'e-bikes' : 'shared bikes'} must be at least ${min}; this account's rider is ${user.age}.` : undefined
    },
  }
}

/** A bike-sharing app: findNearbyBikes, unlockBike, endBikeRide, getBikeRide, listBikeRides. */
export function defineBikeSharing(spec: BikeSharingSpec): App<BikeSharingState> {
  const f = spec.flavour
  return defineApp<BikeSharingState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: 'transport',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: [minimumAgePolicy(spec.id, f)],
    initialState: () => ({ rides: {} }),
    tools: [findNearbyBikesTool(f), unlockBikeTool(f), endBikeRideTool(f), getBikeRideTool(f), listBikeRidesTool(f)],
  })
}
