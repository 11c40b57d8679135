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

/** Entries kept; their size is set by the server's own history files, not by what clients send. */
const DEFAULT_ENTRIES = 32

/**
 * Replays per (user, cut-off), made once and shared: a new session from one costs O(1) and holds
 * only what it writes afterwards (its journal and state start as the snapshot's, shared). Least
 * recently used entries go beyond the bound; sessions made from them keep their snapshot alive.
 */
export class ReplayCache {
  private readonly entries = new Map<string, ReplayedUser>()

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
    const key = `${userId}\u0000${at}`
    let entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key) // re-inserted below: Map order is recency order
    } else {
      entry = replayUser(this.world, stored, at)
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string)
    }
    this.entries.set(key, entry)
    return entry
  }

  /** A new session starting from the replayed snapshot. */
  session(id: string, replayed: ReplayedUser): Session {
    return new Session(this.world, { id, user: replayed.profile, seed: replayed.sessionSeed, start: replayed.snapshot.state.now }, replayed.snapshot)
  }
}

/** Replays the first `cutoff` records into a fresh session with an unbounded journal (the snapshot keeps every replayed call). */
function replayUser(world: World, stored: NonNullable<ReturnType<HistorySource['find']>>, cutoff: number): ReplayedUser {
  const records = stored.history
  const start = records[0] ? Date.parse(records[0].ts) : defaultStart
  const session = new Session(world, { id: 'replay', user: stored.profile, seed: stored.sessionSeed, start, journalBytes: Number.POSITIVE_INFINITY })
  const replay = replayHistory(session, records.slice(0, cutoff), false)
  const first = replay.mismatches[0]
  return {
    profile: stored.profile,
    sessionSeed: stored.sessionSeed,
    snapshot: session.snapshot(),
    summary: { replayed: cutoff, of: records.length, mismatches: replay.mismatches.length, ...(first ? { firstMismatch: { index: first.index, reason: first.reason } } : {}) },
  }
}
