import type { HistoryRecord } from '../../simulator/history/index.ts'
import { inContextWindow } from './context-value.ts'
import { succeeded } from './history-stats.ts'

/** Every (key, string value) pair in an outcome's data, at any depth. */
function pairs(data: unknown, out: [string, string][] = [], key = ''): [string, string][] {
  if (typeof data === 'string') out.push([key, data])
  else if (Array.isArray(data)) for (const d of data) pairs(d, out, key)
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) pairs(v, out, k)
  return out
}

/**
 * Whether a record's outcome gave exactly this value under its key, and only it there (a booking's
 * venue, an order's id), not as one item of a list of results.
 */
export function outcomeGives(record: HistoryRecord, value: string): boolean {
  if (!record.outcome?.ok) return false
  const found = pairs(record.outcome.data)
  const hit = found.find(([, v]) => v === value)
  return hit !== undefined && new Set(found.filter(([k]) => k === hit[0]).map(([, v]) => v)).size === 1
}

/**
 * Where an id the call uses comes from (decision 0028): the most recent record within the context
 * window whose outcome gave exactly this id under its key, and only it (an order placed, a ticket
 * booked: "cancel the order I just placed"). An id picked from a list is no single best answer;
 * nor is one when a later record of the same kind gave another. Returns that record's index.
 */
export function idFromOutcome(records: readonly HistoryRecord[], index: number, value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  for (let j = index - 1; j >= 0 && inContextWindow(records, index, j); j--) {
    const r = records[j]!
    if (!succeeded(r) || !r.outcome?.ok) continue
    if (!pairs(r.outcome.data).some(([, v]) => v === value)) continue
    if (!outcomeGives(r, value)) return undefined
    // A later call of the same tool gave another one: "the order I just placed" is that one.
    for (let k = j + 1; k < index; k++) if (records[k]!.tool === r.tool && records[k]!.app === r.app && succeeded(records[k]!)) return undefined
    return j
  }
  return undefined
}
