import { randomBytes } from 'node:crypto'
import type { UserProfile } from '../../apps/kit/index.ts'
import { Session } from './session.ts'
import type { World } from './world.ts'

export interface StoreOptions {
  /** Most live sessions; the least recently used is evicted beyond it. */
  capacity?: number
  /** Idle time after which a session expires, in ms. */
  ttlMs?: number
  /** Wall clock for expiry (infrastructure time, not the virtual clock); injectable for tests. */
  clock?: () => number
}

export interface CreateSessionOptions {
  user: UserProfile
  seed?: string
  /** Virtual clock at creation, epoch ms. */
  start: number
}

interface Entry {
  session: Session
  token: string
  lastUsed: number
}

const wallClock = () => performance.timeOrigin + performance.now()

/**
 * Many sessions in one process, nothing shared between them, each behind its own bearer token.
 * Bounded memory: idle sessions expire (TTL) and the least recently used go first beyond the cap (LRU).
 */
export class SessionStore {
  readonly capacity: number
  readonly ttlMs: number
  private readonly clock: () => number
  // Map order is recency order: a touched entry is re-inserted at the end.
  private readonly byId = new Map<string, Entry>()
  private readonly byToken = new Map<string, Entry>()
  private evictions = 0

  constructor(readonly world: World, options: StoreOptions = {}) {
    this.capacity = options.capacity ?? 10_000
    this.ttlMs = options.ttlMs ?? 30 * 60_000
    this.clock = options.clock ?? wallClock
  }

  get size(): number {
    return this.byId.size
  }

  get evicted(): number {
    return this.evictions
  }

  create(options: CreateSessionOptions): { session: Session; token: string } {
    const id = `ses_${randomBytes(6).toString('hex')}`
    const session = new Session(this.world, { id, user: options.user, seed: options.seed ?? id, start: options.start })
    return { session, token: this.admit(session) }
  }

  /** Adds an existing session (e.g. built by replaying a history) and issues its token. */
  admit(session: Session): string {
    this.sweep()
    const token = `sbx_${randomBytes(18).toString('base64url')}`
    const entry: Entry = { session, token, lastUsed: this.clock() }
    this.byId.set(session.id, entry)
    this.byToken.set(token, entry)
    while (this.byId.size > this.capacity) this.drop(this.byId.values().next().value as Entry, true)
    return token
  }

  fork(id: string): { session: Session; token: string } | undefined {
    const parent = this.get(id)
    if (!parent) return undefined
    const session = parent.fork(`ses_${randomBytes(6).toString('hex')}`)
    return { session, token: this.admit(session) }
  }

  get(id: string): Session | undefined {
    return this.touch(this.byId.get(id))
  }

  /** The live session with this id, leaving its idle timer and LRU position alone: for checks before authentication. */
  peek(id: string): Session | undefined {
    return this.live(this.byId.get(id))?.session
  }

  authenticate(token: string | undefined): Session | undefined {
    return token ? this.touch(this.byToken.get(token)) : undefined
  }

  /** The token is the capability: only the session's own token may read or delete it. */
  owns(session: Session, token: string | undefined): boolean {
    return token !== undefined && this.byToken.get(token)?.session === session
  }

  delete(id: string): boolean {
    const entry = this.byId.get(id)
    if (!entry) return false
    this.drop(entry)
    return true
  }

  /** Drops every expired session; called on admission and cheap enough to call anywhere. */
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

  /** The entry unless it has expired (an expired one is dropped on sight). */
  private live(entry: Entry | undefined): Entry | undefined {
    if (!entry) return undefined
    if (this.clock() - entry.lastUsed > this.ttlMs) {
      this.drop(entry, true)
      return undefined
    }
    return entry
  }

  private touch(found: Entry | undefined): Session | undefined {
    const entry = this.live(found)
    if (!entry) return undefined
    entry.lastUsed = this.clock()
    this.byId.delete(entry.session.id)
    this.byId.set(entry.session.id, entry)
    return entry.session
  }

  private drop(entry: Entry, evicted = false): void {
    this.byId.delete(entry.session.id)
    this.byToken.delete(entry.token)
    if (evicted) this.evictions++
  }
}
