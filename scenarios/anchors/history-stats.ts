import type { Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
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

/**
 * A decisive value: the most frequent of a tally only when a reader would call it the answer, not a
 * coin flip. It must hold a clear majority (DECISIVE_SHARE of the uses) and at least twice the
 * runner-up's count. A person who varies (steadiness 0.62) makes no habit case, which is the point.
 */
export const DECISIVE_SHARE = 0.6
export const DECISIVE_MARGIN = 2

function decisiveTop(counts: ReadonlyMap<string, { value: unknown; n: number }>): Habit | undefined {
  let best: Habit | undefined
  let second = 0
  let total = 0
  for (const [key, { value, n }] of counts) {
    total += n
    if (!best || n > best.count) {
      second = best?.count ?? 0
      best = { key, value, count: n, total: 0 }
    } else if (n > second) second = n
  }
  if (!best || best.count < DECISIVE_MARGIN * second || best.count < DECISIVE_SHARE * total) return undefined
  return { ...best, total }
}

/**
 * What a user's history says before a cut-off, built by adding records in order: long-term habits
 * per (tool, parameter), and recent app preference per context. Only successful calls count.
 */
export class HistoryStats {
  private readonly values = new Map<string, Map<string, { value: unknown; n: number }>>()
  private readonly contextApps = new Map<string, string[]>()
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
    const recent = this.contextApps.get(contextOf(record, this.registry)) ?? []
    recent.push(app.value.id)
    if (recent.length > PREFERENCE_WINDOW) recent.shift()
    this.contextApps.set(contextOf(record, this.registry), recent)
    for (const [param, value] of Object.entries(record.args)) {
      const slot = `${record.tool}.${param}`
      const tally = this.values.get(slot) ?? new Map()
      const key = valueKey(value)
      const entry = tally.get(key)
      if (entry) entry.n++
      else tally.set(key, { value, n: 1 })
      this.values.set(slot, tally)
    }
  }

  /** The user's decisive value for a tool's parameter, once used HABIT_MIN_COUNT times. */
  habit(tool: string, param: string): Habit | undefined {
    const tally = this.values.get(`${tool}.${param}`)
    const top = tally && decisiveTop(tally)
    return top && top.count >= HABIT_MIN_COUNT ? top : undefined
  }

  /** The app the user decisively prefers lately in a context (canonical app id). */
  preferredApp(context: string): Preference | undefined {
    const recent = this.contextApps.get(context)
    if (!recent) return undefined
    const counts = new Map<string, { value: unknown; n: number }>()
    for (const app of recent) counts.set(app, { value: app, n: (counts.get(app)?.n ?? 0) + 1 })
    const top = decisiveTop(counts)
    return top && top.count >= PREFERENCE_MIN_COUNT ? { app: top.key, count: top.count, window: recent.length } : undefined
  }
}

/** Statistics of a history's first `cutoff` records. */
export function statsBefore(records: readonly HistoryRecord[], cutoff: number, registry: Registry): HistoryStats {
  const stats = new HistoryStats(registry)
  for (let i = 0; i < cutoff; i++) stats.add(records[i]!)
  return stats
}
