import { MINUTE, toIso, type Outcome, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import type { Session } from '../world/index.ts'
import { foundNothing, lookupKey, officeOnHoliday, placesOf, spendingCaps, spendingLedger, Whereabouts } from '../lives/index.ts'
import type { Habits } from './habits.ts'
import { intervened, type Intervention } from './intervention.ts'

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

/** Where the person's life stands between two calls (not the apps' state: the session snapshots that). */
export interface ActorMark {
  records: number
  where: ReturnType<Whereabouts['mark']>
  empty: ReadonlyMap<string, string>
  clock: number
}

/**
 * The simulated person at their phone: a virtual clock that only moves forward, a live session the
 * calls run in, and the records they leave. Later calls use what earlier outcomes returned.
 */
export class Actor {
  readonly records: HistoryRecord[] = []
  readonly whereabouts: Whereabouts
  /** History indexes of the calls the intervention changed. */
  readonly intervened: number[] = []
  private clock: number
  /** A choice in the moment is made once: a rolled-back call does not pass it on to the next at its index. */
  private spent = false
  /** Lookups that found nothing, by key, with the day they did. */
  private emptyLookups = new Map<string, string>()
  /** What the records so far have spent (rebuilt after a rewind): nothing is bought beyond the budget. */
  private ledger: ReturnType<typeof spendingLedger>

  constructor(
    readonly session: Session,
    readonly user: UserProfile,
    /** The habits in force today (see `startDay`): a change of habit reaches every call made on its days. */
    public habits: Habits,
    /** The day's random stream (see `startDay`): a change on one day leaves the others' draws alone. */
    public rng: Rng,
    readonly intervention?: Intervention,
  ) {
    this.clock = session.now
    this.whereabouts = new Whereabouts(user, placesOf(user))
    this.ledger = spendingLedger(spendingCaps(user))
  }

  /** A new day draws from its own stream, with the habits in force that day. */
  startDay(rng: Rng, habits: Habits): void {
    this.rng = rng
    this.habits = habits
  }

  mark(): ActorMark {
    return { records: this.records.length, where: this.whereabouts.mark(), empty: new Map(this.emptyLookups), clock: this.clock }
  }

  /** Back to a mark (copied, so that one mark can be resumed from more than once). */
  rewind(mark: ActorMark): void {
    this.records.length = mark.records
    this.whereabouts.rewind({ claims: mark.where.claims.slice(), routines: new Set(mark.where.routines) })
    this.emptyLookups = new Map(mark.empty)
    this.clock = mark.clock
    this.ledger = spendingLedger(spendingCaps(this.user))
    for (const r of this.records) this.ledger.add(r)
    while ((this.intervened.at(-1) ?? -1) >= mark.records) this.intervened.pop()
  }

  /** Takes up another actor's life at its mark: `records` are that life's (their first `mark.records` are kept). */
  resume(records: readonly HistoryRecord[], mark: ActorMark): void {
    this.records.push(...records.slice(0, mark.records))
    this.rewind(mark)
  }

  /** Runs an activity whole or not at all: an implausible call rolls the session, records and clock back. */
  attemptActivity(run: (actor: this) => void): boolean {
    const snapshot = this.session.snapshot()
    const mark = this.mark()
    try {
      run(this)
      return true
    } catch (e) {
      if (!(e instanceof Implausible)) throw e
      this.session.restore(snapshot)
      this.rewind(mark)
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
    const breach = this.ledger.breachOf(record)
    if (breach) throw new Implausible(record, `${breach.cap} spending ${breach.spent} CNY over the ${breach.limit} CNY the income allows`)
    this.ledger.add(record)
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

  private run(app: string, tool: string, planned: Record<string, unknown>, tags: string[]): { outcome: Outcome; record: HistoryRecord } {
    this.session.setClock(Math.max(this.session.now, this.clock))
    const resolved = this.session.world.registry.resolveApp(app)
    const appId = resolved.ok ? resolved.value.id : app
    // The person's choice is changed before the call runs, so the app answers the changed call.
    const changed = this.intervention && !this.spent ? intervened(this.intervention, this.records.length, appId, tool, planned) : undefined
    const args = changed ?? planned
    if (changed) this.intervened.push(this.records.length)
    if (changed && this.intervention!.span === 'once') this.spent = true
    const outcome = this.session.call(app, tool, args)
    const record: HistoryRecord = {
      ts: toIso(this.session.now),
      app: appId,
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
