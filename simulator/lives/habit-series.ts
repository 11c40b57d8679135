import { calendarDay, DAY, enumOptions, localParts, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { daysAway, placesOf } from './whereabouts.ts'

/**
 * The material every structure detector reads: the user's calls in time order, each with the
 * conditions a reader can see (day kind, time of day, city, company, category), and per
 * (domain, tool, parameter) the series of values the user chose. Measured from the records alone.
 */
export interface Call {
  /** Index in the history as given. */
  index: number
  ms: number
  date: string
  domain: string
  record: HistoryRecord
  context: CallContext
  /** Arguments the tool takes from a fixed list (labels such as a sort order, never a thing of a plan). */
  labels: ReadonlySet<string>
}

export const CONDITIONS = ['day kind', 'time of day', 'where', 'company', 'category'] as const
export type Condition = (typeof CONDITIONS)[number]
/** The branch of each condition a call falls in; absent where the condition says nothing (no category). */
export type CallContext = Partial<Record<Condition, string>>

export interface Use {
  call: number
  ms: number
  date: string
  value: string
}

/** A habit parameter: few values, repeated; `parameter` is 'app' for the app chosen for the tool. */
export interface HabitSeries {
  domain: string
  tool: string
  parameter: string
  uses: Use[]
}

export interface Decisive {
  value: string
  count: number
  share: number
}

/** A habit has few values: more distinct values than this in one history and the choice is made afresh each time. */
export const MAX_HABIT_VALUES = 6
/** Two sides of at least three uses each is the least any structure here needs. */
export const MIN_HABIT_USES = 6
/** Calls to one app this close together are one activity (a search, its menu, the order). */
const ACTIVITY_GAP_MS = 60 * 60_000
/** Arguments that name a thing, say what was searched, or say when: never a habit. */
const NOT_A_HABIT = /(id|ids|query|keyword|title|notes?|name|text|content|message|comment|date|time|day|phone|url|code)$/i
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}$/
/** How many people a call is for; in shopping a count is goods, not people. */
export const HEADCOUNT = /^(partySize|guestCount|count|quantity|people|tickets|items\.quantity)$/
const GOODS_DOMAINS = new Set(['shopping', 'groceries'])

const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/** Top-level scalars, and the scalar fields of an object argument or of its first element ('items.drink'). */
export function scalarArgs(args: Record<string, unknown>): [string, string | number | boolean][] {
  const out: [string, string | number | boolean][] = []
  for (const [k, v] of Object.entries(args)) {
    if (isScalar(v)) out.push([k, v])
    else {
      const first = Array.isArray(v) ? v[0] : v
      if (first && typeof first === 'object' && !Array.isArray(first)) for (const [f, x] of Object.entries(first)) if (isScalar(x)) out.push([`${k}.${f}`, x])
    }
  }
  return out
}

/** The value a strict majority reader would pick: most uses, share ≥ `minShare`, strictly ahead of the next. */
export function decisive(values: readonly string[], minShare: number): Decisive | undefined {
  const counts = tally(values)
  const [first, second] = ranked(counts)
  if (!first || (second && second[1] === first[1])) return undefined
  const share = first[1] / values.length
  return share >= minShare ? { value: first[0], count: first[1], share } : undefined
}

export const tally = (values: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>()
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1)
  return m
}

/** Most used first; ties alphabetical, so that a result never depends on record order. */
export const ranked = (counts: Map<string, number>): [string, number][] => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))

export const timeOfDay = (ms: number): string => {
  const h = localParts(ms).hour
  return h < 11 ? 'morning' : h < 14 ? 'midday' : h < 17 ? 'afternoon' : 'evening'
}

export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY)

/** The calls in time order with what a reader can see about each. */
export function readCalls(profile: UserProfile, records: readonly HistoryRecord[], registry: Registry): Call[] {
  const away = daysAway(profile, records, placesOf(profile))
  const labelsOf = new Map<string, ReadonlySet<string>>()
  const labels = (app: string, tool: string): ReadonlySet<string> => {
    const key = `${app}.${tool}`
    let found = labelsOf.get(key)
    if (!found) {
      const a = registry.resolveApp(app)
      const t = a.ok ? registry.resolveTool(a.value, tool) : undefined
      const shape = t?.ok ? (t.value.input.shape as Record<string, Parameters<typeof enumOptions>[0]>) : {}
      labelsOf.set(key, (found = new Set(Object.entries(shape).flatMap(([k, s]) => (enumOptions(s) ? [k] : [])))))
    }
    return found
  }
  const calls = records
    .map((record, index) => {
      const ms = Date.parse(record.ts)
      const app = registry.resolveApp(record.app)
      const day = calendarDay(ms)
      const context: CallContext = {
        'day kind': day.kind === 'workday' ? 'workday' : 'day off',
        'time of day': timeOfDay(ms),
        where: away.has(day.date) ? 'away' : 'home city',
      }
      return { index, ms, date: day.date, domain: app.ok ? app.value.domain : 'unknown', record, context, labels: labels(record.app, record.tool) }
    })
    .sort((a, b) => a.ms - b.ms || a.index - b.index)
  for (const activity of activities(calls)) {
    const company = activity.some((c) => scalarArgs(c.record.args).some(([k, v]) => HEADCOUNT.test(k) && Number(v) > 1))
    const category = activity.map((c) => c.record.args.category).find((v): v is string => typeof v === 'string' && v.trim() !== '')
    for (const c of activity) {
      if (!GOODS_DOMAINS.has(c.domain)) c.context.company = company ? 'with company' : 'alone'
      if (category) c.context.category = category
    }
  }
  return calls
}

/** Runs of calls to one app with no gap over an hour: one errand. */
function activities(calls: readonly Call[]): Call[][] {
  const open = new Map<string, Call[]>()
  const out: Call[][] = []
  for (const c of calls) {
    const run = open.get(c.record.app)
    if (run && c.ms - run[run.length - 1]!.ms <= ACTIVITY_GAP_MS) run.push(c)
    else {
      const fresh = [c]
      open.set(c.record.app, fresh)
      out.push(fresh)
    }
  }
  return out
}

/** Every scalar parameter of the history, and the app chosen per (domain, tool); `isHabit` keeps the habits. */
export function habitSeries(calls: readonly Call[]): HabitSeries[] {
  const byKey = new Map<string, HabitSeries>()
  const add = (c: Call, i: number, parameter: string, value: string) => {
    const key = `${c.domain}\u0000${c.record.tool}\u0000${parameter}`
    let s = byKey.get(key)
    if (!s) byKey.set(key, (s = { domain: c.domain, tool: c.record.tool, parameter, uses: [] }))
    s.uses.push({ call: i, ms: c.ms, date: c.date, value })
  }
  calls.forEach((c, i) => {
    add(c, i, 'app', c.record.app)
    for (const [k, v] of scalarArgs(c.record.args)) {
      const text = String(v).trim()
      if (NOT_A_HABIT.test(k.split('.').pop()!) || text === '' || DATE_OR_TIME.test(text)) continue
      add(c, i, k, text)
    }
  })
  return [...byKey.values()]
}

/** Few values, repeated: a habit, not a choice made afresh each time. */
export function isHabit(s: HabitSeries): boolean {
  const counts = tally(s.uses.map((u) => u.value))
  return s.uses.length >= MIN_HABIT_USES && counts.size >= 2 && counts.size <= Math.min(MAX_HABIT_VALUES, s.uses.length / 2) && Math.max(...counts.values()) >= 3
}
