import { MINUTE, toIso, type Outcome, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import type { Session } from '../world/index.ts'
import type { Habits } from './habits.ts'

/** A generator bug, not a realistic failure: the history would not replay cleanly. */
export class UnexpectedOutcome extends Error {
  constructor(readonly record: HistoryRecord) {
    super(`${record.app}.${record.tool} failed at ${record.ts}: ${JSON.stringify(!record.outcome?.ok && record.outcome?.error)} args=${JSON.stringify(record.args)}`)
  }
}

/**
 * The simulated person at their phone: a virtual clock that only moves forward, a live session the
 * calls run in, and the records they leave. Later calls use what earlier outcomes returned.
 */
export class Actor {
  readonly records: HistoryRecord[] = []
  private clock: number

  constructor(
    readonly session: Session,
    readonly user: UserProfile,
    readonly habits: Habits,
    readonly rng: Rng,
  ) {
    this.clock = session.now
  }

  get now(): number {
    return this.clock
  }

  /** Moves to a time later today (never backwards: an activity planned earlier may have run over). */
  at(ms: number): this {
    this.clock = Math.max(this.clock, ms)
    return this
  }

  /** A pause of `min`..`max` minutes between two taps. */
  later(min = 1, max = min): this {
    this.clock += this.rng.int(min, max) * MINUTE
    return this
  }

  /** A call that must succeed; its data is returned. */
  call(app: string, tool: string, args: Record<string, unknown>, tags: string[] = []): any {
    const { outcome, record } = this.run(app, tool, args, tags)
    if (!outcome.ok) throw new UnexpectedOutcome(record)
    return outcome.data
  }

  /** A call that may fail the way real ones do (sold out, too late to cancel): marked as intended. */
  attempt(app: string, tool: string, args: Record<string, unknown>, tags: string[] = []): Outcome {
    const { outcome, record } = this.run(app, tool, args, tags)
    if (!outcome.ok) record.meta = { ...record.meta, expectError: outcome.error.code }
    return outcome
  }

  private run(app: string, tool: string, args: Record<string, unknown>, tags: string[]): { outcome: Outcome; record: HistoryRecord } {
    this.session.setClock(Math.max(this.session.now, this.clock))
    const resolved = this.session.world.registry.resolveApp(app)
    const outcome = this.session.call(app, tool, args)
    const record: HistoryRecord = {
      ts: toIso(this.session.now),
      app: resolved.ok ? resolved.value.id : app,
      tool,
      args,
      outcome: outcome as HistoryRecord['outcome'],
      ...(tags.length > 0 ? { meta: { tags } } : {}),
    }
    this.records.push(record)
    this.clock = this.session.now + this.rng.int(1, 3) * MINUTE
    return { outcome, record }
  }
}
