import type { Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import type { TrivialPredictor } from '../case/index.ts'
import { roleOf } from '../anchors/context-value.ts'
import { decisiveValue, type Tally } from '../anchors/decisive.ts'
import { succeeded } from '../anchors/history-stats.ts'
import { valueKey } from '../anchors/value-key.ts'

/**
 * What a predictor is told: a perfect reading of the request (the values it states, the app when
 * it names or implies one) and the gold tool. It sees only the records before the cut-off.
 */
export interface Reading {
  tool: string
  /** The app's canonical id when the request names it or only that app offers the tool. */
  app?: string
  /** The stated values. */
  stated: Readonly<Record<string, unknown>>
  /** The parameters the call needs (the gold's), stated or not. */
  params: readonly string[]
}

export interface Guess {
  /** Canonical app ids the predictor would call (one per variant it tries). */
  app: string | undefined
  args: Record<string, unknown>
}

/** The visible records as a predictor reads them: successful calls, apps resolved. */
export interface Visible {
  records: readonly { app: string; record: HistoryRecord }[]
}

export function visibleCalls(history: readonly HistoryRecord[], registry: Registry): Visible {
  const records: Visible['records'][number][] = []
  for (const record of history) {
    if (!succeeded(record)) continue
    const app = registry.resolveApp(record.app)
    if (app.ok) records.push({ app: app.value.id, record })
  }
  return { records }
}

/** Calls of the tool, on the named app when the request names one and it has any, else on every app. */
function toolCalls(v: Visible, reading: Reading): HistoryRecord[] {
  const all = v.records.filter((r) => r.record.tool === reading.tool)
  const own = reading.app ? all.filter((r) => r.app === reading.app) : []
  return (own.length ? own : all).map((r) => r.record)
}

const appsOf = (v: Visible, tool: string) => v.records.filter((r) => r.record.tool === tool).map((r) => r.app)

function tallyOf(values: readonly unknown[]): Tally {
  const tally: Tally = { counts: new Map(), recent: [] }
  values.forEach((value, i) => {
    const key = valueKey(value)
    const entry = tally.counts.get(key)
    if (entry) entry.n++
    else tally.counts.set(key, { value, n: 1 })
    tally.recent.push({ key, at: String(i) })
  })
  return tally
}

/** The most used value; a tie goes to the most recent of the tied. */
function majority(values: readonly unknown[]): unknown {
  const tally = tallyOf(values)
  let best: { key: string; n: number; last: number } | undefined
  for (const [key, { n }] of tally.counts) {
    const last = tally.recent.map((r) => r.key).lastIndexOf(key)
    if (!best || n > best.n || (n === best.n && last > best.last)) best = { key, n, last }
  }
  return best ? tally.counts.get(best.key)!.value : undefined
}

/** Decision 0028's counter without drift: 60% of the uses, twice the runner-up, three uses. */
function decisive(values: readonly unknown[]): unknown {
  const top = decisiveValue(tallyOf(values), { drift: false })
  return top && top.count >= 3 ? top.value : undefined
}

/** Every (key, scalar) pair of an outcome's data, depth first. */
function outcomePairs(data: unknown, out: [string, unknown][] = [], key = ''): [string, unknown][] {
  if (typeof data === 'string' || typeof data === 'number') out.push([key, data])
  else if (Array.isArray(data)) for (const d of data) outcomePairs(d, out, key)
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) outcomePairs(v, out, k)
  return out
}

/**
 * The latest value a visible call gave in the parameter's role: an argument of the same name or
 * role, or a field of the outcome with the parameter's name (an order's `orderId`) or, for a place,
 * a place field (a booking's address). Words travel only under their own name.
 */
function latestInRole(v: Visible, param: string): unknown {
  const role = roleOf(param)
  const sameRole = (p: string) => p === param || (role !== 'words' && roleOf(p) === role)
  for (let i = v.records.length - 1; i >= 0; i--) {
    const { args, outcome } = v.records[i]!.record
    if (param in args) return args[param]
    for (const [p, value] of Object.entries(args)) if (sameRole(p) && typeof value === 'string') return value
    if (!outcome?.ok) continue
    const pairs = outcomePairs(outcome.data)
    const found = pairs.find(([k]) => k === param) ?? (role === 'place' ? pairs.find(([k, value]) => k !== '' && roleOf(k) === 'place' && typeof value === 'string') : undefined)
    if (found) return found[1]
  }
  return undefined
}

const fill = (reading: Reading, guess: (param: string) => unknown): Record<string, unknown> =>
  Object.fromEntries(reading.params.map((p) => [p, p in reading.stated ? reading.stated[p] : guess(p)]))

/** Each trivial predictor: from the reading and the visible calls to one guess. */
export const PREDICTORS: Record<TrivialPredictor, (reading: Reading, v: Visible) => Guess> = {
  stated: (reading) => ({ app: reading.app, args: fill(reading, () => undefined) }),
  copy_last: (reading, v) => {
    const last = toolCalls(v, reading).at(-1)
    const lastApp = v.records.filter((r) => r.record.tool === reading.tool).at(-1)?.app
    return { app: reading.app ?? lastApp, args: fill(reading, (p) => last?.args[p]) }
  },
  majority: (reading, v) => {
    const calls = toolCalls(v, reading)
    return { app: reading.app ?? (majority(appsOf(v, reading.tool)) as string | undefined), args: fill(reading, (p) => majority(calls.filter((c) => p in c.args).map((c) => c.args[p]))) }
  },
  counter_recency: (reading, v) => {
    const calls = toolCalls(v, reading)
    const apps = appsOf(v, reading.tool)
    const app = reading.app ?? ((decisive(apps) as string | undefined) ?? apps.at(-1))
    return {
      app,
      args: fill(reading, (p) => {
        const values = calls.filter((c) => p in c.args).map((c) => c.args[p])
        return decisive(values) ?? latestInRole(v, p) ?? values.at(-1)
      }),
    }
  },
}
