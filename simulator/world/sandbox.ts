import { parseWhen, type App, type UserProfile } from '../../apps/kit/index.ts'
import { allApps } from '../../apps/index.ts'
import { completeUser, defaultStart } from './default-user.ts'
import { createPlaceResolver, type CityPlaceResolver } from './places/index.ts'
import { Session } from './session.ts'
import { createWorld, type World, type WorldOptions } from './world.ts'

export interface SandboxOptions extends Partial<Omit<WorldOptions, 'placesFor'>> {
  apps?: readonly App[]
}

/** Resolvers kept per world; beyond this many distinct (city, saved places) pairs they are rebuilt. */
const RESOLVER_LIMIT = 1_000

/** A world with every app and the gazetteer: what the server, the harness and tests start from. */
export function createSandboxWorld(options: SandboxOptions = {}): World {
  // A resolver depends only on the city and the saved places, and learns its answers as it goes:
  // sessions of the same person (every cut-off of a replay, every fork) share one.
  const resolvers = new Map<string, CityPlaceResolver>()
  return createWorld({
    ...options,
    apps: options.apps ?? allApps,
    placesFor(user) {
      const key = JSON.stringify([user.city, user.places])
      let resolver = resolvers.get(key)
      if (!resolver) {
        if (resolvers.size >= RESOLVER_LIMIT) resolvers.clear()
        resolvers.set(key, (resolver = createPlaceResolver({ city: user.city, saved: user.places })))
      }
      return resolver
    },
  })
}

export interface OpenSessionOptions {
  world?: World
  user?: Partial<UserProfile>
  seed?: string
  /** Virtual start: epoch ms or any form parseWhen reads; default Monday 2026-03-02 08:00 CST. */
  start?: number | string
  id?: string
}

/** A standalone in-process session (no store, no token): for scripts, tests and the harness. */
export function openSession(options: OpenSessionOptions = {}): Session {
  const world = options.world ?? createSandboxWorld()
  const start = typeof options.start === 'string' ? parseWhen(options.start, defaultStart, 'start') : (options.start ?? defaultStart)
  return new Session(world, {
    id: options.id ?? 'local',
    user: completeUser(options.user),
    seed: options.seed ?? 'seed-1',
    start,
  })
}
