import { enumOptions, environmentalArgumentNames, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import type { InferableSource } from '../case/index.ts'
import { contextual, findInContext, roleOf } from './context-value.ts'
import { idFromOutcome } from './outcome-id.ts'
import { APP_SLOT, contextOf, succeeded, type HistoryStats } from './history-stats.ts'
import { looksLikeId, valueKey } from './value-key.ts'

/** Where a value could be inferred from, with the evidence a validator can check. */
export interface Basis {
  source: InferableSource
  /** context: the history index the value occurs at. */
  index?: number
  /** habit: uses before the cut-off (for a drift, the uses of the new value in a row). */
  count?: number
  /** habit: the value took over lately while the long-term counts favour another. */
  drift?: boolean
  /** condition: the visible branch the value is decisive in (`day kind=day off`). */
  condition?: string
  /** profile: the profile field. */
  field?: string
  /** context: an id the record's outcome gave, which no request can state. */
  id?: boolean
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
  /** Parameters whose value is this kind of moment's habit but not the overall one (lunch on a trip). */
  overrides: string[]
  /** The call equals the user's last comparable call (same tool and context): nothing to infer but "again". */
  repeat: boolean
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
  const analysis: RecordAnalysis = { index, record, appId: app.id, domain: app.domain, context, appImplied: false, args: {}, departures: [], overrides: [], repeat: isRepeat(records, index, context, registry) }
  const tool = app.tool(record.tool)

  const offering = registry.apps.filter((a) => a.tool(record.tool) !== undefined).length
  const preferred = stats.preferredApp(context)
  // The reader sees no context tag: the app must also be what the user decisively uses for the tool,
  // or for the same kind of thing (the latest call with the same category was on it); and the
  // latest call for the same kind of thing must not have been elsewhere.
  // A lasting move to this app first: the recent window may already favour it, the counts do not.
  const shift = offering >= 2 ? appShift(stats, record, app.id) : undefined
  if (shift?.drift) analysis.app = shift
  else if (offering >= 2 && preferred?.app === app.id && appVisiblyPreferred(records, index, app.id, stats, registry)) analysis.app = { source: 'habit', count: preferred.count }
  else analysis.app = shift
  analysis.appImplied = offering === 1

  for (const [param, value] of Object.entries(record.args)) {
    if (environmental.has(param)) continue
    if (looksLikeId(param, value)) {
      // An id nobody says, but the call it came from is right there: "cancel the order I just placed".
      const from = idFromOutcome(records, index, value)
      if (from === undefined) analysis.unusable ??= `${param} is an id from an earlier outcome`
      else analysis.args[param] = { source: 'context', index: from, id: true }
      continue
    }
    const habit = stats.habit(record.tool, param, context)
    const key = valueKey(value)
    if (habit && habit.key !== key) analysis.departures.push(param)
    const overall = stats.habit(record.tool, param)
    if (habit?.key === key && overall && overall.key !== key) analysis.overrides.push(param)
    const label = savedLabel(user, value)
    // A value the day's kind or the hour decides, against the overall majority (decision 0032).
    const conditional = stats.conditional(record.tool, param, record.ts)
    // A choice among fixed options (a category, a payment method) is a habit, never carried context.
    const choice = param === 'paymentMethod' || (tool !== undefined && enumOptions(tool.input.shape[param]) !== undefined)
    const ctx = contextual(value) && !choice && habit?.key !== key ? findInContext(records, index, app.id, param, value, registry) : undefined
    if (ctx !== undefined) analysis.args[param] = { source: 'context', index: ctx }
    // A saved place is the answer only where the user decisively uses it there (rule 1): "my
    // usual" never means the mall just because the mall is saved.
    else if (label && habit?.key === key) analysis.args[param] = { source: 'profile', field: `places.${label}` }
    else if (conditional?.key === key && overall?.key !== key) analysis.args[param] = { source: 'condition', count: conditional.count, condition: conditional.condition }
    else if (habit?.key === key) analysis.args[param] = { source: 'habit', count: habit.count, ...(habit.drift ? { drift: true } : {}) }
    else analysis.args[param] = undefined
    // An empty search (the morning feed read as it comes) cannot be stated by any request.
    if (value === '' && analysis.args[param] === undefined) analysis.unusable ??= `${param} is empty and no request can state it`
  }
  if (!succeeded(record)) analysis.unusable = 'the call failed'
  return analysis
}

/**
 * An app the user moved to (a lasting run on it while the old app still leads the tool's counts),
 * or the one a visible condition decides (takeout on Ele.me at weekends); else none.
 */
function appShift(stats: HistoryStats, record: HistoryRecord, appId: string): Basis | undefined {
  const moved = stats.habit(record.tool, APP_SLOT)
  if (moved?.drift && moved.key === valueKey(appId)) return { source: 'habit', count: moved.count, drift: true }
  const conditional = stats.conditional(record.tool, APP_SLOT, record.ts)
  if (conditional?.key === valueKey(appId) && !moved?.drift) return { source: 'condition', count: conditional.count, condition: conditional.condition }
  return undefined
}

/** The app choice a reader can see: no like call elsewhere just before, and the tool's or the kind's own favourite. */
export function appVisiblyPreferred(records: readonly HistoryRecord[], index: number, appId: string, stats: HistoryStats, registry: Registry): boolean {
  const like = latestLikeApp(records, index, registry)
  if (like !== undefined) return like === appId
  return stats.preferredAppForTool(records[index]!.tool)?.app === appId
}

/** The app of the latest earlier call of the same tool with the same labels (category, type), if the record has labels. */
function latestLikeApp(records: readonly HistoryRecord[], index: number, registry: Registry): string | undefined {
  const record = records[index]!
  const labels = Object.entries(record.args).filter(([p, v]) => roleOf(p) === 'label' && typeof v === 'string')
  if (labels.length === 0) return undefined
  for (let j = index - 1; j >= 0; j--) {
    const r = records[j]!
    if (r.tool !== record.tool || !succeeded(r) || !labels.every(([p, v]) => valueKey(r.args[p]) === valueKey(v))) continue
    const app = registry.resolveApp(r.app)
    return app.ok ? app.value.id : undefined
  }
  return undefined
}

/** Whether record `index` repeats the last successful call of the same tool in the same context. */
function isRepeat(records: readonly HistoryRecord[], index: number, context: string, registry: Registry): boolean {
  const record = records[index]!
  for (let j = index - 1; j >= 0; j--) {
    const r = records[j]!
    if (r.tool !== record.tool || !succeeded(r) || contextOf(r, registry) !== context) continue
    const args = (x: HistoryRecord) => valueKey(Object.fromEntries(Object.entries(x.args).filter(([p]) => !environmental.has(p))))
    return sameApp(r, record, registry) && args(r) === args(record)
  }
  return false
}

const sameApp = (a: HistoryRecord, b: HistoryRecord, registry: Registry) => {
  const x = registry.resolveApp(a.app)
  const y = registry.resolveApp(b.app)
  return x.ok && y.ok && x.value.id === y.value.id
}
