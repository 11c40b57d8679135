import { fromIso, HOUR, type Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { succeeded } from './history-stats.ts'
import { outcomeGives } from './outcome-id.ts'
import { valueKey } from './value-key.ts'

/**
 * Recent context: the day before the call (up to 20 records), or the last five records when they
 * are at most two days old. A trip three days ago is history, not context.
 */
export const CONTEXT_RECORDS = 5
export const CONTEXT_HOURS = 24
const CONTEXT_RECORDS_MAX_HOURS = 48
const CONTEXT_MAX_RECORDS = 20

/** Whether record j is recent context for a call at record `index` (j < index). */
export function inContextWindow(records: readonly { ts: string }[], index: number, j: number): boolean {
  if (j < 0 || j >= index || index - j > CONTEXT_MAX_RECORDS) return false
  const hours = (fromIso(records[index]!.ts) - fromIso(records[j]!.ts)) / HOUR
  return hours <= CONTEXT_HOURS || (index - j <= CONTEXT_RECORDS && hours <= CONTEXT_RECORDS_MAX_HOURS)
}

/**
 * What a parameter is about, so that a value carries over only into the same role: a place into a
 * place, a time into a time, words into words. A news category "travel" is no reminder list.
 */
export type Role = 'place' | 'when' | 'label' | 'words'
const PLACE = /location|address|destination|pickup|dropoff|^from$|^to$|station|city|venue|near|store|hotel/i
const WHEN = /time|date|^day$|departure|checkin|checkout/i
/** An app's own taxonomy (a news category, a reminder list, a board): it does not travel between apps. */
const LABEL = /category|type|^list$|board|genre|tag|level/i
/** Where a call leaves the person: a ride's drop-off, a ticket's destination. */
const ENDPOINT = /dropoff|^to$|destination|endLocation/i

export const roleOf = (param: string): Role => (PLACE.test(param) ? 'place' : WHEN.test(param) ? 'when' : LABEL.test(param) ? 'label' : 'words')

/** Values worth looking for in recent context: places, names, dates; not small numbers or yes/no. */
export const contextual = (value: unknown): boolean => typeof value === 'string' && value.trim().length >= 3

/** The record's arguments in a role. */
const inRole = (record: HistoryRecord, role: Role) => Object.entries(record.args).filter(([p, v]) => roleOf(p) === role && contextual(v))

/**
 * A later record says otherwise: another value in the same role (a later search for other words; a
 * ride that ends elsewhere, even if it started at the value).
 */
function contradicts(record: HistoryRecord, role: Role, key: string): boolean {
  const args = inRole(record, role)
  if (role === 'place') {
    const endpoint = args.find(([p]) => ENDPOINT.test(p))
    if (endpoint) return valueKey(endpoint[1]) !== key
  }
  return args.length > 0 && !args.some(([, v]) => valueKey(v) === key)
}

/**
 * Rule 1 for context (decision 0028): the value of parameter `param` of record `index` comes from
 * the most recent record of another app within the window that has it in the same role, and no
 * record after that one and before the call says otherwise. Returns that record's index.
 */
export function findInContext(records: readonly HistoryRecord[], index: number, appId: string, param: string, value: unknown, registry: Registry): number | undefined {
  const key = valueKey(value)
  const role = roleOf(param)
  if (role === 'label') return undefined
  // Today is on the clock, not carried from another app.
  if (role === 'when' && typeof value === 'string' && value.startsWith(records[index]!.ts.slice(0, 10))) return undefined
  for (let j = index - 1; j >= 0 && index - j <= CONTEXT_MAX_RECORDS; j--) {
    if (!inContextWindow(records, index, j)) continue
    const r = records[j]!
    if (!succeeded(r)) continue
    const app = registry.resolveApp(r.app)
    // A more recent record of the same role with another value: the context says otherwise.
    if (contradicts(r, role, key)) return undefined
    // A place may also come from what a booking gave (the cinema of a ticket, the station of a train).
    const given = role === 'place' && typeof value === 'string' && outcomeGives(r, value)
    if (!given && !inRole(r, role).some(([, v]) => valueKey(v) === key)) continue
    // The same app's earlier call agrees but is no context: look further back for where it came from.
    if (!app.ok || app.value.id === appId) continue
    return j
  }
  return undefined
}
