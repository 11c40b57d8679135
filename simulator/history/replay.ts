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

/** JSON text with every object's keys sorted: two outcomes are the same when these are equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v,
  )

/**
 * True only when a and b are the same tree of arrays, plain objects (keys in the same order) and
 * primitives, so their JSON texts are certainly equal. False means "not sure": the caller then
 * compares key-sorted texts (JSON objects are unordered: an imported outcome may list its keys in
 * another order). Replay compares every recorded outcome, and this walk is 4-6x cheaper than texts.
 */
function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameTree(a[i], b[i])) return false
    return true
  }
  // Only objects of Object.prototype: anything else may have a toJSON of its own.
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (k !== kb[i] || !sameTree((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
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
