import type { Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { decisiveValue, type Tally } from './decisive.ts'
import { valueKey } from './value-key.ts'

/** A habit needs this many uses before the cut-off (TRACEBench: "seen at least three times"). */
export const HABIT_MIN_COUNT = 3
/** App preference looks at the user's last calls in a context, so lasting changes win over time. */
export const PREFERENCE_WINDOW = 12
export const PREFERENCE_MIN_COUNT = 3

export interface Habit {
  value: unknown
  key: string
  count: number
  total: number
  /** The value took over lately: the long-term counts still favour another (a `drift` case). */
  drift?: boolean
}

export interface Preference {
  app: string
  count: number
  window: number
}

/** The context an app preference is keyed by: the record's `ctx:` tag, else the app's domain. */
export function contextOf(record: HistoryRecord, registry: Registry): string {
  const tag = record.meta?.tags?.find((t) => t.startsWith('ctx:'))
  if (tag) return tag.slice(4)
  const app = registry.resolveApp(record.app)
  return app.ok ? app.value.domain : 'unknown'
}

/** A record that happened as intended (not an intended failure, not a failed outcome). */
export const succeeded = (r: HistoryRecord): boolean => r.meta?.expectError === undefined && (r.outcome === undefined || r.outcome.ok)

const newTally = (): Tally => ({ counts: new Map(), recent: [] })

function count(tally: Tally, key: string, value: unknown, at: string): void {
  const entry = tally.counts.get(key)
  if (entry) entry.n++
  else tally.counts.set(key, { value, n: 1 })
  tally.recent.push({ key, at })
}

/**
 * What a user's history says before a cut-off, built by adding records in order: habits per
 * (tool, parameter), overall and per context (the same kind of moment: lunch, not dinner), and the
 * recent app preference per context. Only successful calls count.
 */
export class HistoryStats {
  private readonly values = new Map<string, Tally>()
  private readonly contextApps = new Map<string, Tally>()
  private seen = 0

  constructor(private readonly registry: Registry) {}

  /** Records added so far (the cut-off these statistics describe). */
  get cutoff(): number {
    return this.seen
  }

  add(record: HistoryRecord): void {
    this.seen++
    if (!succeeded(record)) return
    const app = this.registry.resolveApp(record.app)
    if (!app.ok) return
    const context = contextOf(record, this.registry)
    // The preference windows: the last calls in the context, and the last calls of the tool.
    for (const key of [context, `tool:${record.tool}`]) {
      const apps = this.contextApps.get(key) ?? newTally()
      count(apps, app.value.id, app.value.id, record.ts)
      if (apps.recent.length > PREFERENCE_WINDOW) {
        const gone = apps.recent.shift()!
        const entry = apps.counts.get(gone.key)!
        if (--entry.n === 0) apps.counts.delete(gone.key)
      }
      this.contextApps.set(key, apps)
    }
    for (const [param, value] of Object.entries(record.args)) {
      const key = valueKey(value)
      for (const slot of [`${record.tool}.${param}`, `${context}|${record.tool}.${param}`]) {
        const tally = this.values.get(slot) ?? newTally()
        count(tally, key, value, record.ts)
        this.values.set(slot, tally)
      }
    }
  }

  /**
   * The user's decisive value for a tool's parameter (see decisive.ts). In a context with enough
   * uses of its own, that context's uses are the comparable ones; otherwise all uses of the tool.
   */
  habit(tool: string, param: string, context?: string): Habit | undefined {
    const own = context === undefined ? undefined : this.values.get(`${context}|${tool}.${param}`)
    const tally = own && own.recent.length >= HABIT_MIN_COUNT ? own : this.values.get(`${tool}.${param}`)
    const top = tally && decisiveValue(tally)
    return top && top.count >= HABIT_MIN_COUNT ? top : undefined
  }

  /** The app the user decisively prefers lately in a context (canonical app id). */
  preferredApp(context: string): Preference | undefined {
    return this.preferredIn(context)
  }

  /** The app the user decisively prefers lately for a tool, whatever the context. */
  preferredAppForTool(tool: string): Preference | undefined {
    return this.preferredIn(`tool:${tool}`)
  }

  private preferredIn(key: string): Preference | undefined {
    const recent = this.contextApps.get(key)
    const top = recent && decisiveValue(recent, { drift: false })
    return top && top.count >= PREFERENCE_MIN_COUNT ? { app: top.key, count: top.count, window: recent.recent.length } : undefined
  }
}

/** Statistics of a history's first `cutoff` records. */
export function statsBefore(records: readonly HistoryRecord[], cutoff: number, registry: Registry): HistoryStats {
  const stats = new HistoryStats(registry)
  for (let i = 0; i < cutoff; i++) stats.add(records[i]!)
  return stats
}
