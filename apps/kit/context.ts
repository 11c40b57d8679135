import type { Rng } from './rng.ts'
import type { UserProfile } from './profile.ts'
import type { PlaceResolver } from './places.ts'

/**
 * Everything variable a handler may use. Handlers read nothing else: no Math.random, no wall clock,
 * no module state, so the same session state and arguments give the same output and new state.
 */
export interface ToolContext {
  readonly appId: string
  /**
   * This app's state as committed before the call (frozen). A write handler mutates its draft, but
   * scanning the committed state is cheaper and cannot accidentally copy what it only reads.
   */
  readonly committed: unknown
  /** Virtual clock, epoch milliseconds (CST for local fields; see time.ts). */
  readonly now: number
  /** Seeded from the session seed and the call's sequence number. */
  readonly rng: Rng
  /** Per-session counters: `next('ord')` gives `ord_0001`, `ord_0002`, ... */
  readonly ids: { next(prefix: string): string }
  readonly user: UserProfile
  readonly places: PlaceResolver
  /** Seed of the static world (catalogs, schedules, prices): shared by all sessions of a world. */
  readonly worldSeed: string
  /** Static world data is computed, not stored: memoize a pure function of (worldSeed, key). */
  memo<T>(key: string, build: () => T): T
  /** Refuses the call under one of the app's policies (403, nothing changes). */
  deny(policyId: string, message?: string): never
}
