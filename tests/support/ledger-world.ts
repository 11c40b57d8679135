import type { PlaceResolver } from '../../apps/kit/index.ts'
import { completeUser } from '../../simulator/world/default-user.ts'
import { createWorld } from '../../simulator/world/world.ts'
import { Session } from '../../simulator/world/session.ts'
import type { World } from '../../simulator/world/world.ts'
import { ledger } from './ledger-app.ts'

const noPlaces = new Proxy({} as PlaceResolver, {
  get: () => () => {
    throw new Error('the ledger app resolves no places')
  },
})

export const ledgerWorld = (): World =>
  createWorld({ apps: [ledger], placesFor: () => noPlaces, checkOutputs: true, logError: () => {} })

export const ledgerSession = (options: { seed?: string; age?: number; world?: World } = {}): Session =>
  new Session(options.world ?? ledgerWorld(), {
    id: 'test',
    user: completeUser({ age: options.age ?? 30 }),
    seed: options.seed ?? 's',
    start: Date.UTC(2026, 2, 2, 0, 0),
  })
