import { fromIso, type Outcome } from '../../apps/kit/index.ts'
import { replayHistory, type Replay } from '../../simulator/history/index.ts'
import { Session, type World } from '../../simulator/world/index.ts'
import type { Case } from '../case/index.ts'
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
export class CutoffSessions {
  private readonly replays = new Map<string, { session: Session; replay: Replay; user: SuiteUser }>()
  constructor(
    private readonly world: World,
    private readonly users: ReadonlyMap<string, SuiteUser>,
  ) {}

  private replayed(c: Pick<Case, 'user' | 'now'>) {
    const user = this.users.get(c.user)
    if (!user) throw new Error(`no user ${c.user}`)
    let entry = this.replays.get(c.user)
    if (!entry) {
      const start = Math.min(fromIso(c.now), user.history[0] ? fromIso(user.history[0].ts) : Infinity)
      const session = new Session(this.world, { id: `replay-${c.user}`, user: user.profile, seed: user.sessionSeed, start })
      entry = { session, replay: replayHistory(session, user.history), user }
      this.replays.set(c.user, entry)
    }
    return entry
  }

  /** The history before the case's cut-off with the outcomes replay really gave (what a model is shown). */
  history(c: Pick<Case, 'user' | 'cutoff' | 'now'>): ReplayedCall[] {
    const { replay, user } = this.replayed(c)
    return user.history.slice(0, c.cutoff).map((r, index) => ({ index, ts: r.ts, app: r.app, tool: r.tool, args: r.args, outcome: replay.outcomes[index]! }))
  }

  /** A fresh fork of the user's session at the case's cut-off, its clock at the case's time. */
  at(c: Pick<Case, 'user' | 'cutoff' | 'now'>, id = 'case'): Session {
    const entry = this.replayed(c)
    const fork = entry.session.fork(id)
    fork.restore(entry.replay.snapshotAt(c.cutoff))
    const now = fromIso(c.now)
    if (now > fork.now) fork.setClock(now)
    return fork
  }
}

