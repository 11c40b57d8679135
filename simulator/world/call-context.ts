import { AppError, createRng, type App, type PlaceResolver, type Rng, type ToolContext, type UserProfile } from '../../apps/kit/index.ts'
import { formatId, type SessionState } from './state.ts'
import type { World } from './world.ts'

/** A write's id counters: the committed ones, and a copy made at the first allocation. */
export interface Counters {
  readonly base: Readonly<Record<string, number>>
  copy?: Record<string, number>
}

/**
 * What one call's handler sees. A class, not an object literal, because one is made per call: its
 * helpers live on the prototype and the rng is only seeded when the handler asks for it.
 */
export class CallContext implements ToolContext {
  readonly appId: string
  readonly committed: unknown
  readonly now: number
  readonly worldSeed: string
  private readonly seq: number
  private seededRng: Rng | undefined

  constructor(
    private readonly world: World,
    private readonly app: App,
    state: SessionState,
    readonly user: UserProfile,
    private readonly sessionSeed: string,
    /** Absent for reads: a read that allocates an id is a bug. */
    private readonly counters: Counters | undefined,
  ) {
    this.appId = app.id
    this.committed = state.apps[app.id]
    this.now = state.now
    this.worldSeed = world.seed
    this.seq = state.seq
  }

  get rng(): Rng {
    return (this.seededRng ??= createRng(`${this.sessionSeed}:${this.seq}:${this.appId}`))
  }

  /** The context is its own id allocator (`ids.next` below): one object per call, not two. */
  get ids(): { next(prefix: string): string } {
    return this
  }

  /** `ids.next`: the counters are copied at the first allocation of a write. */
  next(prefix: string): string {
    if (!this.counters) throw new Error(`read tool of ${this.appId} tried to allocate an id`)
    const copy = (this.counters.copy ??= { ...this.counters.base })
    const n = (copy[prefix] ?? 0) + 1
    copy[prefix] = n
    return formatId(prefix, n)
  }

  get places(): PlaceResolver {
    return this.world.placesFor(this.user)
  }

  memo<T>(key: string, build: () => T): T {
    return this.world.memo(`${this.worldSeed}:${this.appId}:${key}`, build)
  }

  deny(policyId: string, message?: string): never {
    const policy = this.app.policies.find((p) => p.id === policyId)
    throw new AppError('policy_violation', message ?? policy?.rule ?? policyId, { rule: policyId })
  }
}
