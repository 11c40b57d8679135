import { MINUTE, toIso, type Outcome, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import type { Session } from '../world/index.ts'
import { foundNothing, lookupKey, officeOnHoliday, placesOf, Whereabouts } from '../lives/index.ts'
import type { Habits } from './habits.ts'

/**
 * A call that would not fit the life so far (somewhere the person cannot be, the office on a holiday,
 * a lookup that found nothing last time): the activity it belongs to is dropped, as if never begun.
 */
export class Implausible extends Error {
  constructor(readonly record: HistoryRecord, readonly reason: string) {
    super(`${record.app}.${record.tool} at ${record.ts}: ${reason}`)
  }
}

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
  readonly whereabouts: Whereabouts
  private clock: number
  /** Lookups that found nothing, by key, with the day they did. */
  private emptyLookups = new Map<string, string>()

  constructor(
    readonly session: Session,
    readonly user: UserProfile,
    readonly habits: Habits,
    readonly rng: Rng,
  ) {
    this.clock = session.now
    this.whereabouts = new Whereabouts(user, placesOf(user))
  }

  /** Runs an activity whole or not at all: an implausible call rolls the session, records and clock back. */
  attemptActivity(run: (actor: this) => void): boolean {
    const snapshot = this.session.snapshot()
    const length = this.records.length
    const where = this.whereabouts.mark()
    const empty = new Map(this.emptyLookups)
    const clock = this.clock
    try {
      run(this)
      return true
    } catch (e) {
      if (!(e instanceof Implausible)) throw e
      this.session.restore(snapshot)
      this.records.length = length
      this.whereabouts.rewind(where)
      this.emptyLookups = empty
      this.clock = clock
      return false
    }
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

  /** Whether this exact lookup found nothing before (a person would not type it again). */
  foundNothingBefore(app: string, tool: string, args: Record<string, unknown>): boolean {
    const resolved = this.session.world.registry.resolveApp(app)
    return this.emptyLookups.has(lookupKey({ ts: '', app: resolved.ok ? resolved.value.id : app, tool, args }))
  }

  private check(record: HistoryRecord): void {
    const places = this.whereabouts.places
    if (officeOnHoliday(record, places)) throw new Implausible(record, 'the office or school on a public holiday')
    const conflicts = this.whereabouts.admit(record, this.records.length - 1)
    if (conflicts.length > 0) throw new Implausible(record, conflicts[0]!.why)
    const registry = this.session.world.registry
    const app = registry.resolveApp(record.app)
    const tool = app.ok ? registry.resolveTool(app.value, record.tool) : undefined
    if (!tool?.ok || tool.value.effect !== 'read') return
    const key = lookupKey(record)
    const day = record.ts.slice(0, 10)
    const first = this.emptyLookups.get(key)
    if (first !== undefined && first < day) throw new Implausible(record, 'repeats a lookup that found nothing')
    if (first === undefined && foundNothing(record)) this.emptyLookups.set(key, day)
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
    this.check(record)
    return { outcome, record }
  }
}
