import type { UserProfile } from '../../apps/kit/index.ts'
import { replayHistory, type HistoryRecord } from '../../simulator/history/index.ts'
import { defaultStart, Session, type Snapshot, type World } from '../../simulator/world/index.ts'

/** Where generated users' profiles, session seeds and histories come from (a suite, or `npm run simulate` output). */
export interface HistorySource {
  find(userId: string): { profile: UserProfile; sessionSeed: string; history: HistoryRecord[] } | undefined
  /** The user ids it holds, for messages that name the valid ones. */
  ids?(): string[]
}

/** How a replay went, as the session routes and MCP's profile resource report it. */
export interface ReplaySummary {
  replayed: number
  of: number
  mismatches: number
  firstMismatch?: { index: number; reason: string }
}

/** One user replayed to one cut-off: an immutable snapshot every session made from it shares. */
export interface ReplayedUser {
  profile: UserProfile
  sessionSeed: string
  snapshot: Snapshot
  summary: ReplaySummary
}

/** Users kept (about 10 MB each with a snapshot per record); set by the server's own history files, not by what clients send. */
const DEFAULT_ENTRIES = 16

/** A user's whole history replayed once: the state after every prefix, and where replay disagreed. */
interface UserReplay {
  profile: UserProfile
  sessionSeed: string
  /** `snapshots[k]`: the state after the first k records (the clock at the k-th record's time). */
  snapshots: Snapshot[]
  mismatches: { index: number; reason: string }[]
  of: number
}

/**
 * Replays per user, made once and shared: every cut-off is a snapshot of the one replay, so a
 * session at a new cut-off costs O(1) after the user's first (a client walking cut-offs no longer
 * replays each). A new session holds only what it writes afterwards. Least recently used users go
 * beyond the bound; sessions made from them keep their snapshot alive.
 */
export class ReplayCache {
  private readonly users = new Map<string, UserReplay>()

  constructor(
    readonly world: World,
    readonly source: HistorySource,
    private readonly capacity = DEFAULT_ENTRIES,
  ) {}

  /** The user replayed to `cutoff` (default: the whole history); undefined for an unknown user; a number (the history's length) for a cut-off past its end. */
  get(userId: string, cutoff?: number): ReplayedUser | undefined | { tooFar: number } {
    const stored = this.source.find(userId)
    if (!stored) return undefined
    const records = stored.history
    const at = cutoff ?? records.length
    if (at > records.length) return { tooFar: records.length }
    let entry = this.users.get(userId)
    if (entry) {
      this.users.delete(userId) // re-inserted below: Map order is recency order
    } else {
      entry = replayUser(this.world, stored)
      if (this.users.size >= this.capacity) this.users.delete(this.users.keys().next().value as string)
    }
    this.users.set(userId, entry)
    const before = entry.mismatches.filter((m) => m.index < at)
    const first = before[0]
    return {
      profile: entry.profile,
      sessionSeed: entry.sessionSeed,
      snapshot: entry.snapshots[at]!,
      summary: { replayed: at, of: entry.of, mismatches: before.length, ...(first ? { firstMismatch: first } : {}) },
    }
  }

  /** A new session starting from the replayed snapshot. */
  session(id: string, replayed: ReplayedUser): Session {
    return new Session(this.world, { id, user: replayed.profile, seed: replayed.sessionSeed, start: replayed.snapshot.state.now }, replayed.snapshot)
  }
}

/** Replays a user's whole history into a fresh session with an unbounded journal, keeping the state after every record. */
function replayUser(world: World, stored: NonNullable<ReturnType<HistorySource['find']>>): UserReplay {
  const records = stored.history
  const start = records[0] ? Date.parse(records[0].ts) : defaultStart
  const session = new Session(world, { id: 'replay', user: stored.profile, seed: stored.sessionSeed, start, journalBytes: Number.POSITIVE_INFINITY })
  const snapshots: Snapshot[] = [session.snapshot()]
  const mismatches: UserReplay['mismatches'] = []
  records.forEach((record, index) => {
    for (const m of replayHistory(session, [record], false).mismatches) mismatches.push({ index, reason: m.reason })
    snapshots.push(session.snapshot())
  })
  return { profile: stored.profile, sessionSeed: stored.sessionSeed, snapshots, mismatches, of: records.length }
}
