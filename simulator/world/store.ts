import { randomBytes } from 'node:crypto'
import type { UserProfile } from '../../apps/kit/index.ts'
import { ExpiringStore, wallClock, type ExpiringLimits, type Refusal } from './expiring-store.ts'
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

export type { Refusal }

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

interface Entry {
  session: Session
  token: string
}

const newId = () => `ses_${randomBytes(6).toString('hex')}`

/**
 * Many sessions in one process, nothing shared between them, each behind its own bearer token.
 * Bounded memory (`ExpiringStore`, decision 0022): idle sessions expire (TTL); at the session cap or
 * the byte budget, sessions idle longer than `protectMs` are evicted (least recently used first), and
 * when none is, the new session is refused, so no stranger can push out a session in use.
 */
export class SessionStore {
  private readonly entries: ExpiringStore<Entry>
  private readonly byToken = new Map<string, Entry>()
  private readonly dropListeners: ((sessionId: string) => void)[] = []

  constructor(readonly world: World, options: StoreOptions = {}) {
    const limits = {
      capacity: options.capacity ?? 10_000,
      ttlMs: options.ttlMs ?? 30 * 60_000,
      protectMs: options.protectMs ?? 10 * 60_000,
      budgetBytes: options.budgetBytes ?? Number.POSITIVE_INFINITY,
      clock: options.clock ?? wallClock,
    }
    // A session's cost grows as it writes: what all of them hold is summed when a budget asks.
    this.entries = new ExpiringStore<Entry>(limits, { total: () => this.bytes, of: (e) => e.session.cost })
    this.entries.onDrop((id, entry) => {
      this.byToken.delete(entry.token)
      for (const listener of this.dropListeners) listener(id)
    })
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

  /** A fresh session id, for a session built outside the store and then admitted. */
  newId(): string {
    return newId()
  }

  /** Estimated bytes held by all live sessions together (each counts what it owns). */
  get bytes(): number {
    let total = 0
    for (const entry of this.entries.values()) total += entry.session.cost
    return total
  }

  /** Called with the id of every session that leaves the store (deleted, expired or evicted). */
  onDrop(listener: (sessionId: string) => void): void {
    this.dropListeners.push(listener)
  }

  tryCreate(options: CreateSessionOptions): Admitted | Refusal {
    const refusal = this.entries.makeRoom()
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
    return this.entries.makeRoom() ?? { session, token: this.enter(session) }
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
    return this.entries.touch(id)?.session
  }

  /** The live session with this id, leaving its idle timer and LRU position alone: for checks before authentication. */
  peek(id: string): Session | undefined {
    return this.entries.peek(id)?.session
  }

  authenticate(token: string | undefined): Session | undefined {
    const entry = token ? this.byToken.get(token) : undefined
    return entry && this.entries.touch(entry.session.id)?.session
  }

  /** The token is the capability: only the session's own token may read or delete it. */
  owns(session: Session, token: string | undefined): boolean {
    return token !== undefined && this.byToken.get(token)?.session === session
  }

  delete(id: string): boolean {
    return this.entries.delete(id)
  }

  /** Drops every expired session; called on admission and cheap enough to call anywhere. */
  sweep(): number {
    return this.entries.sweep()
  }

  private enter(session: Session): string {
    const token = `sbx_${randomBytes(18).toString('base64url')}`
    const entry: Entry = { session, token }
    this.entries.add(session.id, entry)
    this.byToken.set(token, entry)
    return token
  }
}

export const isRefusal = (result: Admitted | Refusal): result is Refusal => 'refused' in result

function admittedOrThrow(result: Admitted | Refusal): Admitted {
  if (isRefusal(result)) throw new Error(`session store full (${result.refused}); size it for in-process use`)
  return result
}
