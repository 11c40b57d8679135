import { randomBytes, timingSafeEqual } from 'node:crypto'
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
  lastUsed: number
  /** JSON bytes of the calls made while acting and their outcomes (they are kept with the turns). */
  actedBytes: number
}

/** Why a new episode was not admitted, and when trying again may succeed. */
export interface EpisodeRefusal {
  refused: 'capacity' | 'memory'
  retryAfterMs: number
}

/**
 * An episode's fixed cost: the Episode, its fork of the cut-off session, its entry. Measured with
 * tests/episodes-scale.test.ts: about 1.5 KiB of heap each, opened with its first prompt rendered.
 */
export const EPISODE_OVERHEAD_BYTES = 2048

const wallClock = () => performance.timeOrigin + performance.now()

/**
 * What an entry counts against the budget: its overhead and the JSON size of what it acted and
 * answered. An estimate: outcomes often share the apps' memoized pages (a read measured ~0.5× its JSON).
 */
const costOf = (entry: EpisodeEntry) => EPISODE_OVERHEAD_BYTES + entry.actedBytes

/**
 * The live episodes of a server, each behind its own bearer token, with the SessionStore's policy
 * (decision 0022): idle episodes expire; at the cap or the byte budget, episodes idle longer than
 * `protectMs` are evicted (least recently used first); when none is, the new episode is refused,
 * so no client can push out an episode in use.
 */
export class EpisodeStore {
  readonly capacity: number
  readonly ttlMs: number
  readonly protectMs: number
  readonly budgetBytes: number
  private readonly clock: () => number
  // Map order is recency order: a touched entry is re-inserted at the end.
  private readonly byId = new Map<string, EpisodeEntry>()
  private readonly dropListeners: ((id: string) => void)[] = []
  private evictions = 0
  private counted = 0

  constructor(options: EpisodeStoreOptions = {}) {
    this.capacity = options.capacity ?? 20_000
    this.ttlMs = options.ttlMs ?? 30 * 60_000
    this.protectMs = options.protectMs ?? 3 * 60_000
    this.budgetBytes = options.budgetBytes ?? 256 * 2 ** 20
    this.clock = options.clock ?? wallClock
  }

  get size(): number {
    return this.byId.size
  }

  get evicted(): number {
    return this.evictions
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
    this.dropListeners.push(listener)
  }

  /** Admits an episode made for an id from `newId()`, or refuses it (nothing is evicted while every episode is in recent use). */
  tryAdmit(episode: Episode, suite: string): EpisodeEntry | EpisodeRefusal {
    const refusal = this.makeRoom()
    if (refusal) return refusal
    const entry: EpisodeEntry = { id: episode.id, token: `ept_${randomBytes(18).toString('base64url')}`, episode, suite, lastUsed: this.clock(), actedBytes: 0 }
    this.byId.set(entry.id, entry)
    this.counted += costOf(entry)
    return entry
  }

  /** The live entry by id, leaving its idle timer alone (for checks before authentication). */
  peek(id: string): EpisodeEntry | undefined {
    return this.live(this.byId.get(id))
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
    entry.lastUsed = this.clock()
    this.byId.delete(entry.id)
    this.byId.set(entry.id, entry)
  }

  /** Counts what an episode acted (calls and outcomes, as JSON bytes). */
  addActed(entry: EpisodeEntry, bytes: number): void {
    if (this.byId.get(entry.id) !== entry) return
    this.counted += bytes
    entry.actedBytes += bytes
  }

  delete(id: string): boolean {
    const entry = this.byId.get(id)
    if (!entry) return false
    this.drop(entry)
    return true
  }

  /** Drops every expired episode. */
  sweep(): number {
    const cutoff = this.clock() - this.ttlMs
    let n = 0
    for (const entry of this.byId.values()) {
      if (entry.lastUsed >= cutoff) break // recency order: the rest are fresher
      this.drop(entry, true)
      n++
    }
    return n
  }

  private makeRoom(): EpisodeRefusal | undefined {
    this.sweep()
    for (;;) {
      const refused = this.byId.size >= this.capacity ? 'capacity' : this.counted >= this.budgetBytes ? 'memory' : undefined
      if (!refused) return undefined
      const oldest = this.byId.values().next().value as EpisodeEntry | undefined
      if (!oldest) return { refused, retryAfterMs: 1000 }
      const idle = this.clock() - oldest.lastUsed
      if (idle < this.protectMs) return { refused, retryAfterMs: Math.max(1000, this.protectMs - idle) }
      this.drop(oldest, true)
    }
  }

  private live(entry: EpisodeEntry | undefined): EpisodeEntry | undefined {
    if (!entry) return undefined
    if (this.clock() - entry.lastUsed > this.ttlMs) {
      this.drop(entry, true)
      return undefined
    }
    return entry
  }

  private drop(entry: EpisodeEntry, evicted = false): void {
    if (this.byId.get(entry.id) !== entry) return
    this.byId.delete(entry.id)
    this.counted -= costOf(entry)
    if (evicted) this.evictions++
    for (const listener of this.dropListeners) listener(entry.id)
  }
}

export const isEpisodeRefusal = (result: EpisodeEntry | EpisodeRefusal): result is EpisodeRefusal => 'refused' in result
