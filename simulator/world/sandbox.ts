import { parseWhen, type App, type UserProfile } from '../../apps/kit/index.ts'
import { allApps } from '../../apps/index.ts'
import { completeUser, defaultStart } from './default-user.ts'
import { createPlaceResolver } from './places/index.ts'
import { Session } from './session.ts'
import { createWorld, type World, type WorldOptions } from './world.ts'

export interface SandboxOptions extends Partial<Omit<WorldOptions, 'placesFor'>> {
  apps?: readonly App[]
}

/** A world with every app and the gazetteer: what the server, the harness and tests start from. */
export function createSandboxWorld(options: SandboxOptions = {}): World {
  return createWorld({
    ...options,
    apps: options.apps ?? allApps,
    placesFor: (user) => createPlaceResolver({ city: user.city, saved: user.places }),
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
