import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readSuite, type Suite } from '../../scenarios/suite/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { createEpisodeHost, type SuiteHost } from './host.ts'

/** The committed default suite, found from this file so a server may start in any directory. */
export const DEFAULT_EPISODE_SUITE_DIR = fileURLToPath(new URL('../../scenarios/suites/default', import.meta.url))

type LoadedSuite = Pick<Suite, 'users' | 'cases'>

interface Slot {
  load: () => LoadedSuite
  host?: SuiteHost
  /** Why the suite could not be read (it is tried again on the next episode). */
  error?: string
}

/**
 * The suites a server opens episodes on, by name. The one it serves is `default` (and also goes by
 * its manifest's name); each is read on its first episode and its host (world, replayed users)
 * kept for the server's life, shared by every episode of it.
 */
export class EpisodeSuites {
  private readonly slots = new Map<string, Slot>()

  constructor(private readonly world?: World) {}

  /** A suite on disk, as `default` and its manifest's name; read lazily (`eager` reads it now and throws, so a bad directory fails at start). */
  static fromDir(dir: string = DEFAULT_EPISODE_SUITE_DIR, options: { eager?: boolean; world?: World } = {}): EpisodeSuites {
    const suites = new EpisodeSuites(options.world)
    const slot: Slot = { load: () => readSuite(dir) }
    suites.slots.set('default', slot)
    const name = manifestName(dir)
    if (name && name !== 'default') suites.slots.set(name, slot)
    if (options.eager) slot.host = suites.make(slot.load())
    return suites
  }

  /** Suites already loaded, under the names given (the first is also `default`). */
  static of(named: Record<string, LoadedSuite>, world?: World): EpisodeSuites {
    const suites = new EpisodeSuites(world)
    const slotOf = new Map<LoadedSuite, Slot>()
    for (const [name, suite] of Object.entries(named)) {
      let slot = slotOf.get(suite)
      if (!slot) slotOf.set(suite, (slot = { load: () => suite }))
      if (!suites.slots.has('default')) suites.slots.set('default', slot)
      suites.slots.set(name, slot)
    }
    return suites
  }

  names(): string[] {
    return [...this.slots.keys()]
  }

  has(name: string): boolean {
    return this.slots.has(name)
  }

  /** The suite's host (default prompt, carry mode), loading it on first use; undefined for an unknown name or a suite that cannot be read. */
  host(name: string): SuiteHost | undefined {
    const slot = this.slots.get(name)
    if (!slot) return undefined
    // A slot is shared by every name of its suite, so they share the host too.
    if (!slot.host) {
      try {
        slot.host = this.make(slot.load())
        slot.error = undefined
      } catch (error) {
        slot.error = (error as Error).message
      }
    }
    return slot.host
  }

  /** Why a named suite could not be read, when it could not. */
  error(name: string): string | undefined {
    return this.slots.get(name)?.error
  }

  private make(suite: LoadedSuite): SuiteHost {
    return createEpisodeHost({ suite, ...(this.world ? { world: this.world } : {}) })
  }
}

/** The name in a suite's manifest, if there is one to read. */
function manifestName(dir: string): string | undefined {
  try {
    const path = join(dir, 'manifest.json')
    const name = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown }).name : undefined
    return typeof name === 'string' && name ? name : undefined
  } catch {
    return undefined
  }
}
