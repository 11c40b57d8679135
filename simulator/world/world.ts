import type { App, PlaceResolver, Registry, UserProfile } from '../../apps/kit/index.ts'
import { createRegistry, deepFreeze } from '../../apps/kit/index.ts'

export interface WorldOptions {
  apps: readonly App[]
  /** Seed of the static world data (catalogs, schedules, prices). */
  seed?: string
  /** Builds a user's place resolver (gazetteer + their saved places). */
  placesFor: (user: UserProfile) => PlaceResolver
  /** Validate every read outcome against the tool's output schema (writes are always validated). */
  checkOutputs?: boolean
  /** Where unexpected handler exceptions are reported (with their correlation id). */
  logError?: (correlationId: string, error: unknown) => void
  /** Bound on memoized static data entries (catalog pages, schedules). */
  memoCapacity?: number
  /** Most journal entries a session keeps in memory; the oldest half is dropped beyond it. */
  journalLimit?: number
  /**
   * Bytes of journal a session may add (JSON size of its entries); beyond it the oldest entries are
   * dropped down to half, and counted. Default unbounded: in-process sessions measure nothing.
   */
  journalBytes?: number
}

/**
 * What all sessions of one sandbox share and never change: the app catalog, the static world seed
 * and a bounded memo of static world data (a pure function of seed and key, so sharing is safe).
 */
export interface World {
  readonly registry: Registry
  readonly seed: string
  readonly checkOutputs: boolean
  readonly journalLimit: number
  readonly journalBytes: number
  /** Every app's initial state, frozen: shared by all sessions until one writes (copy on write). */
  readonly initialApps: Readonly<Record<string, unknown>>
  placesFor(user: UserProfile): PlaceResolver
  memo<T>(key: string, build: () => T): T
  logError(correlationId: string, error: unknown): void
}

export function createWorld(options: WorldOptions): World {
  const registry = createRegistry(options.apps)
  const capacity = options.memoCapacity ?? 20_000
  // Two generations approximate LRU without per-hit bookkeeping: entries used since the last
  // rotation stay (promoted to the young map), the rest go when the old generation is dropped.
  let young = new Map<string, unknown>()
  let old = new Map<string, unknown>()
  const resolvers = new WeakMap<UserProfile, PlaceResolver>()
  let initialApps: Readonly<Record<string, unknown>> | undefined
  return {
    registry,
    seed: options.seed ?? 'world-1',
    checkOutputs: options.checkOutputs ?? false,
    journalLimit: options.journalLimit ?? Number.POSITIVE_INFINITY,
    journalBytes: options.journalBytes ?? Number.POSITIVE_INFINITY,
    get initialApps() {
      return (initialApps ??= Object.freeze(Object.fromEntries(registry.apps.map((a) => [a.id, deepFreeze(a.initialState())]))))
    },
    placesFor(user) {
      let r = resolvers.get(user)
      if (!r) resolvers.set(user, (r = options.placesFor(user)))
      return r
    },
    memo<T>(key: string, build: () => T): T {
      let value = young.get(key)
      if (value !== undefined || young.has(key)) return value as T
      value = old.has(key) ? old.get(key) : build()
      if (young.size >= capacity / 2) {
        old = young
        young = new Map()
      }
      young.set(key, value)
      return value as T
    },
    logError: options.logError ?? ((id, error) => console.error(`[sandbox] internal error ${id}:`, error)),
  }
}
