import { randomBytes, timingSafeEqual } from 'node:crypto'
import { ExpiringStore, wallClock, type ExpiringLimits, type Refusal } from '../../simulator/world/index.ts'
import type { Episode } from './episode.ts'

export interface EpisodeStoreOptions {
  /** Most live episodes (default 20,000). */
  capacity?: number
  /** Idle time after which an episode expires, in ms (default 30 minutes). */
  ttlMs?: number
  /** An episode used more recently than this is never evicted for a new one: the new one is refused (default 3 minutes). */
  protectMs?: number
  /** Most bytes all episodes may hold together (their `cost`); new episodes are refused beyond it (default 256 MiB). */
  budgetBytes?: number
  /** Wall clock for expiry; injectable for tests. */
  clock?: () => number
}

/** A live episode, its capability and what it holds. */
export interface EpisodeEntry {
  readonly id: string
  readonly token: string
  readonly episode: Episode
  /** The suite name it was opened on, as the client gave it. */
  readonly suite: string
  /** JSON bytes of the calls made while acting and their outcomes (they are kept with the turns). */
  actedBytes: number
}

/** Why a new episode was not admitted, and when trying again may succeed. */
export type EpisodeRefusal = Refusal

/**
 * An episode's fixed cost: the Episode, its fork of the cut-off session, its entry. Measured with
 * tests/episodes-scale.test.ts: about 1.5 KiB of heap each, opened with its first prompt rendered.
 */
export const EPISODE_OVERHEAD_BYTES = 2048

/**
 * What an entry counts against the budget: its overhead and the JSON size of what it acted and
 * answered. An estimate: outcomes often share the apps' memoized pages (a read measured ~0.5× its JSON).
 */
const costOf = (entry: EpisodeEntry) => EPISODE_OVERHEAD_BYTES + entry.actedBytes

/**
 * The live episodes of a server, each behind its own bearer token, with the session store's policy
 * (`ExpiringStore`, decision 0022): idle episodes expire; at the cap or the byte budget, episodes
 * idle longer than `protectMs` are evicted (least recently used first); when none is, the new
 * episode is refused, so no client can push out an episode in use. What episodes hold is counted as
 * it grows: summing 20,000 of them at every start would cost more than the start.
 */
export class EpisodeStore {
  private readonly entries: ExpiringStore<EpisodeEntry>
  private counted = 0

  constructor(options: EpisodeStoreOptions = {}) {
    const limits = {
      capacity: options.capacity ?? 20_000,
      ttlMs: options.ttlMs ?? 30 * 60_000,
      protectMs: options.protectMs ?? 3 * 60_000,
      budgetBytes: options.budgetBytes ?? 256 * 2 ** 20,
      clock: options.clock ?? wallClock,
    }
    this.entries = new ExpiringStore<EpisodeEntry>(limits, { total: () => this.counted, of: costOf })
    this.entries.onDrop((_id, entry) => (this.counted -= costOf(entry)))
  }

  /** Cap, idle expiry, protection window, byte budget and clock. */
  get limits(): ExpiringLimits {
    return this.entries.limits
  }

  get size(): number {
    return this.entries.size
  }

  get evicted(): number {
    return this.entries.evicted
  }

  /** Estimated bytes all live episodes hold together. */
  get bytes(): number {
    return this.counted
  }

  /** A fresh episode id. */
  newId(): string {
    return `epi_${randomBytes(8).toString('hex')}`
  }

  /** Called with the id of every episode that leaves the store (deleted, expired or evicted). */
  onDrop(listener: (id: string) => void): void {
    this.entries.onDrop((id) => listener(id))
  }

  /** Admits an episode made for an id from `newId()`, or refuses it (nothing is evicted while every episode is in recent use). */
  tryAdmit(episode: Episode, suite: string): EpisodeEntry | EpisodeRefusal {
    const refusal = this.entries.makeRoom()
    if (refusal) return refusal
    const entry: EpisodeEntry = { id: episode.id, token: `ept_${randomBytes(18).toString('base64url')}`, episode, suite, actedBytes: 0 }
    this.entries.add(entry.id, entry)
    this.counted += costOf(entry)
    return entry
  }

  /** The live entry by id, leaving its idle timer alone (for checks before authentication). */
  peek(id: string): EpisodeEntry | undefined {
    return this.entries.peek(id)
  }

  /** The token is the capability: only the episode's own token reaches it. */
  owns(entry: EpisodeEntry, token: string | undefined): boolean {
    if (token === undefined) return false
    const a = Buffer.from(token)
    const b = Buffer.from(entry.token)
    return a.length === b.length && timingSafeEqual(a, b)
  }

  /** Marks the entry used now (it moves to the back of the eviction order). */
  touch(entry: EpisodeEntry): void {
    if (this.entries.holds(entry.id, entry)) this.entries.touch(entry.id)
  }

  /** Counts what an episode acted (calls and outcomes, as JSON bytes). */
  addActed(entry: EpisodeEntry, bytes: number): void {
    if (!this.entries.holds(entry.id, entry)) return
    this.counted += bytes
    entry.actedBytes += bytes
  }

  delete(id: string): boolean {
    return this.entries.delete(id)
  }

  /** Drops every expired episode. */
  sweep(): number {
    return this.entries.sweep()
  }
}

export const isEpisodeRefusal = (result: EpisodeEntry | EpisodeRefusal): result is EpisodeRefusal => 'refused' in result
