import { fromIso, type Outcome } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { Session, type Snapshot, type World } from '../../simulator/world/index.ts'
import type { Case, HistoryEdit } from '../case/index.ts'
import type { SuiteUser } from './files.ts'

/** A history record with the outcome its replay gave. */
export interface ReplayedCall {
  index: number
  ts: string
  app: string
  tool: string
  args: Record<string, unknown>
  outcome: Outcome
}

/** Restores a user's session at any cut-off (one replay per user, snapshots kept). */
interface Replayed {
  session: Session
  records: readonly HistoryRecord[]
  /** The records with their replayed outcomes, as shown to agents (built on first use). */
  shown?: ReplayedCall[]
  /** Snapshot before record i (index n = after the whole history). */
  snapshots: readonly Snapshot[]
  outcomes: readonly Outcome[]
}

/** The user's history with a counterfactual's edits applied (recorded outcomes of edited records dropped). */
export function editedHistory(history: readonly HistoryRecord[], edits: readonly HistoryEdit[]): HistoryRecord[] {
  const byIndex = new Map(edits.map((e) => [e.index, e.args]))
  return history.map((r, i) => {
    const args = byIndex.get(i)
    if (!args) return r
    const { outcome: _recorded, ...rest } = r
    return { ...rest, args }
  })
}

/** A twin's history: the user's records before its intervention, then its re-simulated ones (decision 0027). */
export function twinHistory(history: readonly HistoryRecord[], cf: Pick<NonNullable<Case['counterfactual']>, 'intervention' | 'records'>): HistoryRecord[] {
  return [...history.slice(0, cf.intervention!.index), ...cf.records!]
}

/** Replays records[from..to) on a session already at `from`, keeping a snapshot before each and one after. */
function replayFrom(session: Session, records: readonly HistoryRecord[], from: number, to = records.length): { snapshots: Snapshot[]; outcomes: Outcome[] } {
  const snapshots: Snapshot[] = []
  const outcomes: Outcome[] = []
  for (let i = from; i < to; i++) {
    const at = fromIso(records[i]!.ts)
    if (at > session.now) session.setClock(at)
    snapshots.push(session.snapshot())
    outcomes.push(session.call(records[i]!.app, records[i]!.tool, records[i]!.args))
  }
  snapshots.push(session.snapshot())
  return { snapshots, outcomes }
}

/**
 * Restores a user's session at any cut-off: one replay per user (snapshots kept, O(1) each), and
 * one more per counterfactual history, resumed from the base replay at its first edit.
 */
export class CutoffSessions {
  private readonly replays = new Map<string, Replayed>()
  constructor(
    private readonly world: World,
    private readonly users: ReadonlyMap<string, SuiteUser>,
  ) {}

  private base(c: Pick<Case, 'user' | 'now'>): Replayed {
    const user = this.users.get(c.user)
    if (!user) throw new Error(`no user ${c.user}`)
    let entry = this.replays.get(c.user)
    if (!entry) {
      const start = Math.min(fromIso(c.now), user.history[0] ? fromIso(user.history[0].ts) : Infinity)
      const session = new Session(this.world, { id: `replay-${c.user}`, user: user.profile, seed: user.sessionSeed, start })
      entry = { session, records: user.history, ...replayFrom(session, user.history, 0) }
      this.replays.set(c.user, entry)
    }
    return entry
  }

  private replayed(c: Pick<Case, 'user' | 'now' | 'counterfactual' | 'cutoff'>): Replayed {
    const base = this.base(c)
    const cf = c.counterfactual
    if (cf?.records && cf.intervention) return this.resimulated(c.user, base, cf)
    const edits = cf?.edits
    if (!edits?.length) return base
    // A counterfactual history is replayed from its first edit up to the case's cut-off only.
    const key = `${c.user}#${c.cutoff}#${JSON.stringify(edits)}`
    let entry = this.replays.get(key)
    if (!entry) {
      const from = Math.min(...edits.map((e) => e.index))
      const records = editedHistory(base.records, edits).slice(0, c.cutoff)
      const session = base.session.fork(`counterfactual-${c.user}`)
      session.restore(base.snapshots[from]!)
      const tail = replayFrom(session, records, from, c.cutoff)
      entry = { session, records, snapshots: [...base.snapshots.slice(0, from), ...tail.snapshots], outcomes: [...base.outcomes.slice(0, from), ...tail.outcomes] }
      this.replays.set(key, entry)
    }
    return entry
  }

  /** A re-simulated twin's history, replayed from its intervention; its records carry the outcomes replay gave. */
  private resimulated(user: string, base: Replayed, cf: NonNullable<Case['counterfactual']>): Replayed {
    const from = cf.intervention!.index
    const key = `${user}#cf#${from}#${cf.digest ?? JSON.stringify(cf.records)}`
    let entry = this.replays.get(key)
    if (!entry) {
      const session = base.session.fork(`counterfactual-${user}`)
      session.restore(base.snapshots[from]!)
      const tail = replayFrom(session, twinHistory(base.records, cf), from)
      const replayed = cf.records!.map((r, k) => ({ ...r, outcome: tail.outcomes[k] as HistoryRecord['outcome'] }))
      entry = { session, records: [...base.records.slice(0, from), ...replayed], snapshots: [...base.snapshots.slice(0, from), ...tail.snapshots], outcomes: [...base.outcomes.slice(0, from), ...tail.outcomes] }
      this.replays.set(key, entry)
    }
    return entry
  }

  /** The history before the case's cut-off with the outcomes replay really gave (what a model is shown). */
  history(c: Pick<Case, 'user' | 'cutoff' | 'now' | 'counterfactual'>): ReplayedCall[] {
    const entry = this.replayed(c)
    // Built once per replay: every case of the user slices the same call/outcome pairs.
    entry.shown ??= entry.records.map((r, index) => ({ index, ts: r.ts, app: r.app, tool: r.tool, args: r.args, outcome: entry.outcomes[index]! }))
    return entry.shown.slice(0, c.cutoff)
  }

  /** The user's records as this case sees them (edited or re-simulated for a counterfactual). */
  records(c: Pick<Case, 'user' | 'now' | 'counterfactual' | 'cutoff'>): readonly HistoryRecord[] {
    return this.replayed(c).records
  }

  /** A fresh fork of the user's session at the case's cut-off, its clock at the case's time. */
  at(c: Pick<Case, 'user' | 'cutoff' | 'now' | 'counterfactual'>, id = 'case'): Session {
    const entry = this.replayed(c)
    const snapshot = entry.snapshots[c.cutoff]
    if (!snapshot) throw new RangeError(`cut-off ${c.cutoff} outside 0..${entry.records.length}`)
    const fork = entry.session.fork(id)
    fork.restore(snapshot)
    const now = fromIso(c.now)
    if (now > fork.now) fork.setClock(now)
    return fork
  }
}
