import type { Outcome } from '../../apps/kit/index.ts'
import type { Session, Snapshot } from '../world/index.ts'
import type { HistoryRecord } from './record.ts'

export interface ReplayMismatch {
  index: number
  record: HistoryRecord
  replayed: Outcome
  reason: string
}

export interface Replay {
  /** Snapshot before record i (index 0 = the initial state; index n = after the whole history). */
  snapshotAt(cutoff: number): Snapshot
  outcomes: Outcome[]
  mismatches: ReplayMismatch[]
}

const canonical = (value: unknown): string => JSON.stringify(value)

/**
 * True only when a and b are the same plain JSON-like tree (same keys in the same order, same
 * primitives), so their JSON texts are certainly equal. False means "not sure": the caller then
 * compares the texts. Replay compares every recorded outcome, so this saves two stringifies a record.
 */
function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'object' || a === null || plain(a)
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (!plain(a) || !plain(b)) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameTree(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (k !== kb[i] || !sameTree((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}

/** A plain object or array whose JSON text is its own keys' (no toJSON anywhere up its chain). */
function plain(value: object): boolean {
  const proto = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null || proto === Array.prototype) && !('toJSON' in value)
}

/**
 * Replays a history through a session: the clock is set to each record's time and the call executed.
 * A recorded outcome is compared with the replayed one; an intended failure (`meta.expectError`)
 * must fail with that code. Snapshots before every record are kept (O(1) each), so any cut-off's
 * state is available afterwards.
 */
export function replayHistory(session: Session, records: readonly HistoryRecord[], keepSnapshots = true): Replay {
  const snapshots: Snapshot[] = []
  const outcomes: Outcome[] = []
  const mismatches: ReplayMismatch[] = []
  records.forEach((record, index) => {
    const at = Date.parse(record.ts)
    if (at > session.now) session.setClock(at)
    if (keepSnapshots) snapshots.push(session.snapshot())
    const replayed = session.call(record.app, record.tool, record.args)
    outcomes.push(replayed)
    const expected = record.meta?.expectError
    if (expected !== undefined) {
      if (replayed.ok || replayed.error.code !== expected) mismatches.push({ index, record, replayed, reason: `expected a ${expected} error` })
    } else if (!replayed.ok && !record.outcome) {
      mismatches.push({ index, record, replayed, reason: `failed: ${replayed.error.code} ${replayed.error.message}` })
    }
    if (record.outcome && !sameTree(record.outcome, replayed) && canonical(record.outcome) !== canonical(replayed)) {
      mismatches.push({ index, record, replayed, reason: 'the replayed outcome differs from the recorded one' })
    }
  })
  snapshots.push(session.snapshot())
  return {
    outcomes,
    mismatches,
    snapshotAt(cutoff) {
      if (!keepSnapshots && cutoff !== records.length) throw new Error('replayed without snapshots')
      const snap = keepSnapshots ? snapshots[cutoff] : snapshots[0]
      if (!snap) throw new RangeError(`cut-off ${cutoff} outside 0..${records.length}`)
      return snap
    },
  }
}
