import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import { appIdOf } from './food.ts'

/**
 * What a person remembers of their own phone: the orders, bookings and saves earlier calls returned.
 * The follow-up planners act only on these (a cancel names the id an earlier outcome gave).
 */

/** A successful record's data. */
export const okData = (r: HistoryRecord | undefined): any => (r?.outcome?.ok ? r.outcome.data : undefined)

/** Successful records of `tool` since `from` (epoch ms), oldest first, optionally on one app or passing `match`. */
export function okSince(actor: Actor, from: number, tool: string, match: (r: HistoryRecord) => boolean = () => true): HistoryRecord[] {
  const out: HistoryRecord[] = []
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (Date.parse(r.ts) < from) break
    if (r.tool === tool && r.outcome?.ok && match(r)) out.push(r)
  }
  return out.reverse()
}

/** The latest successful record of `tool` (on any app) passing `match`, however long ago. */
export function lastOk(actor: Actor, tool: string, match: (r: HistoryRecord) => boolean = () => true): HistoryRecord | undefined {
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (r.tool === tool && r.outcome?.ok && match(r)) return r
  }
  return undefined
}

/** Every successful record of `tool` on the app (any spelling), oldest first. */
export const allOk = (actor: Actor, app: string, tool: string): HistoryRecord[] => {
  const id = appIdOf(actor, app)
  return actor.records.filter((r) => r.app === id && r.tool === tool && r.outcome?.ok)
}

/** Whether a later successful `tool` call names the same value under `key` (the thing was already undone). */
export const undone = (actor: Actor, tool: string, key: string, value: unknown): boolean =>
  actor.records.some((r) => r.tool === tool && r.outcome?.ok && r.args[key] === value)

/** The tags of a follow-up to a record: its context and chain, marked as a follow-up when it was routine. */
export function followTags(r: HistoryRecord, fallback: string): string[] {
  const tags = r.meta?.tags ?? [fallback]
  const kept = tags.filter((t) => t.startsWith('ctx:') || t.startsWith('chain:') || t.startsWith('event:'))
  return kept.some((t) => t.startsWith('chain:')) ? kept : [...(kept.length > 0 ? kept : [fallback]), 'follow-up']
}
