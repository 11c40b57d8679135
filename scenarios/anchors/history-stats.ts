import type { Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { BRANCH_MARGIN, BRANCH_MIN_USES, BRANCH_SHARE, branchesOf } from './conditions.ts'
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

/** A value decisive within a visible condition's branch, against the overall majority (decision 0032). */
export interface ConditionalHabit {
  value: unknown
  key: string
  /** Uses of the value within the branch, and the branch's uses. */
  count: number
  total: number
  /** The branch: `day kind=day off`. */
  condition: string
}

/** The slot of the app chosen for a tool, beside the tool's parameters. */
export const APP_SLOT = '@app'

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
    const branches = branchesOf(record.ts)
    for (const [param, value] of [[APP_SLOT, app.value.id] as const, ...Object.entries(record.args)]) {
      const key = valueKey(value)
      const slots = [`${record.tool}.${param}`, ...branches.map((b) => `${b}|${record.tool}.${param}`)]
      if (param !== APP_SLOT) slots.push(`${context}|${record.tool}.${param}`)
      for (const slot of slots) {
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

  /**
   * The value a visible condition decides at moment `ts` (decision 0032): within the branch `ts`
   * falls in, at least BRANCH_MIN_USES uses, BRANCH_SHARE of them and BRANCH_MARGIN times the
   * runner-up, the branch's latest uses not saying otherwise, and not the overall majority (else
   * the condition explains nothing). `param` APP_SLOT is the app chosen for the tool. Of several
   * conditions, the one with the most uses behind the value.
   */
  conditional(tool: string, param: string, ts: string): ConditionalHabit | undefined {
    const overall = this.values.get(`${tool}.${param}`)
    if (!overall) return undefined
    let majority: string | undefined
    let most = 0
    for (const [key, { n }] of overall.counts) if (n > most) [majority, most] = [key, n]
    let best: ConditionalHabit | undefined
    for (const branch of branchesOf(ts)) {
      const tally = this.values.get(`${branch}|${tool}.${param}`)
      if (!tally || tally.recent.length < BRANCH_MIN_USES) continue
      const top = decisiveValue(tally, { drift: false })
      if (!top || top.count < BRANCH_MIN_USES || top.key === majority) continue
      if (top.count < BRANCH_SHARE * tally.recent.length || top.count < BRANCH_MARGIN * secondOf(tally, top.key)) continue
      if (!best || top.count > best.count) best = { value: top.value, key: top.key, count: top.count, total: tally.recent.length, condition: branch }
    }
    return best
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

const secondOf = (tally: Tally, top: string): number => Math.max(0, ...[...tally.counts].filter(([k]) => k !== top).map(([, { n }]) => n))

/** Statistics of a history's first `cutoff` records. */
export function statsBefore(records: readonly HistoryRecord[], cutoff: number, registry: Registry): HistoryStats {
  const stats = new HistoryStats(registry)
  for (let i = 0; i < cutoff; i++) stats.add(records[i]!)
  return stats
}
