import { normalizePaymentMethod } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'

/**
 * How much a person's habitual choices vary: 0 is a copy machine (the same value every time), 1 a
 * coin flip over every value anyone picks. A live-like life sits in between: a dominant choice per
 * context with some variance.
 *
 * Definition. A *context* is (user, ctx tag, tool, parameter) with at least MIN_CALLS observations
 * from successful calls; a record without a ctx tag has the tag 'none'. The observed parameters:
 * - the app itself per ctx tag (tool '*', parameter 'app'), observed once per day the app serves it;
 * - from the arguments: paymentMethod (canonical spelling), taxiType, shippingAddress, deliveryAddress,
 *   activityType, ticketType, seatClass, fulfillment, category;
 * - searchQuery of searchRestaurants under ctx:lunch (the cuisine of lunch);
 * - 'drink': the drink name of each item of orderDrink.
 * The normalized entropy of a context is H / ln(K), H = -Σ p ln p over the shares of its values and K
 * the number of distinct values that (ctx tag, tool, parameter) takes across the whole population,
 * at least 2. `habitEntropy` is the median over all contexts of all users (0 when there is none).
 * `ofValues` is the median over the parameter contexts (the app aside) whose (ctx tag, tool, parameter)
 * takes two or more values somewhere in the population: the habits a request leaves unsaid. The app
 * per context is measured apart (`ofApps`): most people keep one news, music or fitness app, which is
 * loyalty, not a copy machine, and would pull the median of values to 0.
 * `ofChoices` is the same median over the contexts whose (ctx tag, tool, parameter) takes two or more
 * values somewhere in the population: a context nobody varies (the only reminders app) is no choice.
 */
export const MIN_CALLS = 5

const CHOICE_ARGS = ['paymentMethod', 'taxiType', 'shippingAddress', 'deliveryAddress', 'activityType', 'ticketType', 'seatClass', 'fulfillment', 'category'] as const

/** Observed values per context key `ctx\ttool\tparameter`, for one history. */
export function habitObservations(records: readonly HistoryRecord[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const days = new Set<string>()
  const see = (key: string, v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number') return
    const list = out.get(key)
    if (list) list.push(String(v))
    else out.set(key, [String(v)])
  }
  for (const r of records) {
    if (!r.outcome?.ok) continue
    const a = r.args as Record<string, unknown>
    const tags = (r.meta?.tags ?? []).filter((t) => t.startsWith('ctx:'))
    for (const ctx of tags.length > 0 ? tags : ['none']) {
      const day = `${ctx}|${r.ts.slice(0, 10)}|${r.app}`
      if (ctx !== 'none' && !days.has(day)) {
        days.add(day)
        see(`${ctx}\t*\tapp`, r.app)
      }
      for (const p of CHOICE_ARGS) see(`${ctx}\t${r.tool}\t${p}`, p === 'paymentMethod' && typeof a[p] === 'string' ? normalizePaymentMethod(a[p]) : a[p])
      if (ctx === 'ctx:lunch' && r.tool === 'searchRestaurants') see(`${ctx}\t${r.tool}\tsearchQuery`, a.searchQuery)
      if (r.tool === 'orderDrink' && Array.isArray(a.items)) for (const item of a.items) see(`${ctx}\t${r.tool}\tdrink`, (item as { drink?: unknown } | null)?.drink)
    }
  }
  return out
}

/** H(values) / ln(k) for the counts of each value; k is at least 2. */
export function normalizedEntropy(counts: readonly number[], k: number): number {
  const n = counts.reduce((s, c) => s + c, 0)
  if (n === 0) return 0
  const h = -counts.reduce((s, c) => (c > 0 ? s + (c / n) * Math.log(c / n) : s), 0)
  return h > 0 ? h / Math.log(Math.max(2, k)) : 0
}

export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export interface HabitContext {
  user: string
  /** 'ctx:lunch\torderTakeout\tpaymentMethod' */
  key: string
  calls: number
  /** The distinct values in the population (K is this, at least 2). */
  k: number
  values: Record<string, number>
  entropy: number
}

/** Every context of every user (see the definition above) and their median normalized entropy. */
export function habitEntropy(users: readonly { id: string; records: readonly HistoryRecord[] }[]): { median: number; ofChoices: number; ofValues: number; ofApps: number; contexts: HabitContext[] } {
  const perUser = users.map((u) => ({ id: u.id, obs: habitObservations(u.records) }))
  const distinct = new Map<string, Set<string>>()
  for (const u of perUser) for (const [key, values] of u.obs) for (const v of values) (distinct.get(key) ?? distinct.set(key, new Set()).get(key)!).add(v)
  const contexts: HabitContext[] = []
  for (const u of perUser) {
    for (const [key, list] of [...u.obs].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
      if (list.length < MIN_CALLS) continue
      const values: Record<string, number> = {}
      for (const v of list) values[v] = (values[v] ?? 0) + 1
      const k = distinct.get(key)!.size
      contexts.push({ user: u.id, key, calls: list.length, k, values, entropy: normalizedEntropy(Object.values(values), k) })
    }
  }
  const entropies = (cs: HabitContext[]) => median(cs.map((c) => c.entropy))
  const choices = contexts.filter((c) => c.k >= 2)
  const isApp = (c: HabitContext) => c.key.endsWith('\t*\tapp')
  return { median: entropies(contexts), ofChoices: entropies(choices), ofValues: entropies(choices.filter((c) => !isApp(c))), ofApps: entropies(choices.filter(isApp)), contexts }
}
