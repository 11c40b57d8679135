import { randomBytes } from 'node:crypto'
import type { UserProfile } from '../../apps/kit/index.ts'
import { Session } from './session.ts'
import type { World } from './world.ts'

export interface StoreOptions {
  /** Most live sessions. */
  capacity?: number
  /** Idle time after which a session expires, in ms. */
  ttlMs?: number
  /**
   * A session used more recently than this is never evicted to make room for a new one: the new
   * one is refused instead. Only sessions idle longer may go, least recently used first.
   */
  protectMs?: number
  /** Most bytes all live sessions may hold together (their `cost`); new sessions are refused beyond it. */
  budgetBytes?: number
  /** Wall clock for expiry (infrastructure time, not the virtual clock); injectable for tests. */
  clock?: () => number
}

export interface CreateSessionOptions {
  user: UserProfile
  seed?: string
  /** Virtual clock at creation, epoch ms. */
  start: number
}

/** A session admitted, with the token that is its capability. */
export interface Admitted {
  session: Session
  token: string
}

/** Why a new session was not admitted, and when trying again may succeed. */
export interface Refusal {
  refused: 'capacity' | 'memory'
  retryAfterMs: number
}

interface Entry {
  session: Session
  token: string
  lastUsed: number
}

const wallClock = () => performance.timeOrigin + performance.now()
const newId = () => `ses_${randomBytes(6).toString('hex')}`

/**
 * Many sessions in one process, nothing shared between them, each behind its own bearer token.
 * Bounded memory: idle sessions expire (TTL); at the session cap or the byte budget, sessions idle
 * longer than `protectMs` are evicted (least recently used first), and when none is, the new
 * session is refused, so no stranger can push out a session in use (decision 0022).
 */
export class SessionStore {
  readonly capacity: number
  readonly ttlMs: number
  readonly protectMs: number
  readonly budgetBytes: number
  private readonly clock: () => number
  // Map order is recency order: a touched entry is re-inserted at the end.
  private readonly byId = new Map<string, Entry>()
  private readonly byToken = new Map<string, Entry>()
  private readonly dropListeners: ((sessionId: string) => void)[] = []
  private evictions = 0

  constructor(readonly world: World, options: StoreOptions = {}) {
    this.capacity = options.capacity ?? 10_000
    this.ttlMs = options.ttlMs ?? 30 * 60_000
    this.protectMs = options.protectMs ?? 10 * 60_000
    this.budgetBytes = options.budgetBytes ?? Number.POSITIVE_INFINITY
    this.clock = options.clock ?? wallClock
  }

  get size(): number {
    return this.byId.size
  }

  get evicted(): number {
    return this.evictions
  }

  /** A fresh session id, for a session built outside the store and then admitted. */
  newId(): string {
    return newId()
  }

  /** Estimated bytes held by all live sessions together (each counts what it owns). */
  get bytes(): number {
    let total = 0
    for (const entry of this.byId.values()) total += entry.session.cost
    return total
  }

  /** Called with the id of every session that leaves the store (deleted, expired or evicted). */
  onDrop(listener: (sessionId: string) => void): void {
    this.dropListeners.push(listener)
  }

  tryCreate(options: CreateSessionOptions): Admitted | Refusal {
    const refusal = this.makeRoom()
    if (refusal) return refusal
    const id = newId()
    const session = new Session(this.world, { id, user: options.user, seed: options.seed ?? id, start: options.start })
    return { session, token: this.enter(session) }
  }

  /** `tryCreate`, for in-process callers that size the store themselves: a refusal is a bug there. */
  create(options: CreateSessionOptions): Admitted {
    return admittedOrThrow(this.tryCreate(options))
  }

  /** Adds an existing session (e.g. built by replaying a history, or from a cached snapshot) and issues its token. */
  tryAdmit(session: Session): Admitted | Refusal {
    return this.makeRoom() ?? { session, token: this.enter(session) }
  }

  admit(session: Session): string {
    return admittedOrThrow(this.tryAdmit(session)).token
  }

  /** A fork of a live session, or undefined when there is none by that id. */
  tryFork(id: string): Admitted | Refusal | undefined {
    const parent = this.get(id)
    if (!parent) return undefined
    return this.tryAdmit(parent.fork(newId()))
  }

  fork(id: string): Admitted | undefined {
    const forked = this.tryFork(id)
    return forked && admittedOrThrow(forked)
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

  /**
   * Room for one more session: expired ones go, then sessions idle past `protectMs` while the store
   * is at its cap or over its budget. The refusal when only protected sessions are left.
   */
  private makeRoom(): Refusal | undefined {
    this.sweep()
    const limited = Number.isFinite(this.budgetBytes)
    let bytes = limited ? this.bytes : 0
    for (;;) {
      const refused = this.byId.size >= this.capacity ? 'capacity' : limited && bytes >= this.budgetBytes ? 'memory' : undefined
      if (!refused) return undefined
      const oldest = this.byId.values().next().value as Entry | undefined
      if (!oldest) return { refused, retryAfterMs: 1000 }
      const idle = this.clock() - oldest.lastUsed
      if (idle < this.protectMs) return { refused, retryAfterMs: Math.max(1000, this.protectMs - idle) }
      bytes -= oldest.session.cost
      this.drop(oldest, true)
    }
  }

  private enter(session: Session): string {
    const token = `sbx_${randomBytes(18).toString('base64url')}`
    const entry: Entry = { session, token, lastUsed: this.clock() }
    this.byId.set(session.id, entry)
    this.byToken.set(token, entry)
    return token
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
    for (const listener of this.dropListeners) listener(entry.session.id)
  }
}

export const isRefusal = (result: Admitted | Refusal): result is Refusal => 'refused' in result

function admittedOrThrow(result: Admitted | Refusal): Admitted {
  if (isRefusal(result)) throw new Error(`session store full (${result.refused}); size it for in-process use`)
  return result
}
