import { environmentalArgumentNames, fromIso, HOUR, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import type { InferableSource } from '../case/index.ts'
import { contextOf, succeeded, type HistoryStats } from './history-stats.ts'
import { looksLikeId, valueKey } from './value-key.ts'

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

/** Where a value could be inferred from, with the evidence a validator can check. */
export interface Basis {
  source: InferableSource
  /** context: the history index the value occurs at. */
  index?: number
  /** habit: uses before the cut-off. */
  count?: number
  /** profile: the profile field. */
  field?: string
}

export interface RecordAnalysis {
  index: number
  record: HistoryRecord
  appId: string
  domain: string
  context: string
  /** The app could be left unsaid: the user's recent favourite in this context among apps offering the tool. */
  app?: Basis
  /** Only this app offers the tool, so the request implies it. */
  appImplied: boolean
  /** Per parameter (environmental arguments excluded): its basis, or none when only the query can say it. */
  args: Record<string, Basis | undefined>
  /** Parameters whose value departs from the user's habit for it. */
  departures: string[]
  /** Why the record cannot be an anchor, if it cannot. */
  unusable?: string
}

const environmental = new Set<string>(environmentalArgumentNames)

/** A saved place's label the value names (`Home`, `office`), compared case-insensitively. */
function savedLabel(user: UserProfile, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = value.trim().toLowerCase()
  return Object.keys(user.places).find((label) => label.toLowerCase() === v)
}

/** Values worth looking for in recent context: places, names, dates; not small numbers or yes/no. */
const contextual = (value: unknown): boolean => typeof value === 'string' && value.trim().length >= 3

/** The most recent record of another app, within the context window, with an argument equal to the value. */
export function findInContext(records: readonly HistoryRecord[], index: number, appId: string, value: unknown, registry: Registry): number | undefined {
  const key = valueKey(value)
  for (let j = index - 1; j >= 0 && index - j <= CONTEXT_MAX_RECORDS; j--) {
    if (!inContextWindow(records, index, j)) continue
    const r = records[j]!
    if (!succeeded(r)) continue
    const app = registry.resolveApp(r.app)
    if (!app.ok || app.value.id === appId) continue
    if (Object.values(r.args).some((v) => valueKey(v) === key)) return j
  }
  return undefined
}

/**
 * Where each value of record `index` could come from, given the statistics of the records before it:
 * recent context from another app (when it differs from the habit), the static profile (a saved
 * place), a long-term habit, or nowhere but the query.
 */
export function analyzeRecord(
  records: readonly HistoryRecord[],
  index: number,
  stats: HistoryStats,
  user: UserProfile,
  registry: Registry,
): RecordAnalysis {
  const record = records[index]!
  const resolved = registry.resolveApp(record.app)
  if (!resolved.ok) throw new Error(`history record ${index}: unknown app ${record.app}`)
  const app = resolved.value
  const context = contextOf(record, registry)
  const analysis: RecordAnalysis = { index, record, appId: app.id, domain: app.domain, context, appImplied: false, args: {}, departures: [] }

  const offering = registry.apps.filter((a) => a.tool(record.tool) !== undefined).length
  const preferred = stats.preferredApp(context)
  if (offering >= 2 && preferred?.app === app.id) analysis.app = { source: 'habit', count: preferred.count }
  analysis.appImplied = offering === 1

  for (const [param, value] of Object.entries(record.args)) {
    if (environmental.has(param)) continue
    if (looksLikeId(param, value)) analysis.unusable ??= `${param} is an id from an earlier outcome`
    const habit = stats.habit(record.tool, param)
    const key = valueKey(value)
    if (habit && habit.key !== key) analysis.departures.push(param)
    const label = savedLabel(user, value)
    const ctx = contextual(value) && !label && habit?.key !== key ? findInContext(records, index, app.id, value, registry) : undefined
    if (ctx !== undefined) analysis.args[param] = { source: 'context', index: ctx }
    else if (label) analysis.args[param] = { source: 'profile', field: `places.${label}` }
    else if (habit?.key === key) analysis.args[param] = { source: 'habit', count: habit.count }
    else analysis.args[param] = undefined
    // An empty search (the morning feed read as it comes) cannot be stated by any request.
    if (value === '' && analysis.args[param] === undefined) analysis.unusable ??= `${param} is empty and no request can state it`
  }
  if (!succeeded(record)) analysis.unusable = 'the call failed'
  else if (record.meta?.tags?.includes('follow-up')) analysis.unusable ??= 'a follow-up of an earlier call'
  return analysis
}
