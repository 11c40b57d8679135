import { DAY, type UserProfile } from '../../apps/kit/index.ts'
import type { Call } from './habit-series.ts'
import { placesOf } from './whereabouts.ts'

/**
 * Calls that belong together because a later one uses what an earlier one returned: the arrival
 * station of a train ticket is the pickup of the taxi, the booked hotel is where dinner is searched.
 */
export interface Plan {
  records: number
  apps: string[]
  from: string
  to: string
  /** Outcome-to-argument flows (at most MAX_FLOWS listed; `flowCount` has them all). */
  flows: Flow[]
  flowCount: number
  /** Values of the same kind near the plan a careless reader could take instead. */
  distractors: Distractor[]
}

export interface Flow {
  from: string
  to: string
  parameter: string
  value: string
}

export interface Distractor {
  value: string
  record: string
  at: string
  why: 'same kind' | 'cancelled'
}

/** Calls further apart are separate errands. */
const LINK_WINDOW_MS = 7 * DAY
/** A value in this share of the records is a label ('Home', a category), not a thing of the plan. */
const GENERIC_SHARE = 0.2
const MIN_VALUE_LENGTH = 3
export const MIN_PLAN_RECORDS = 3
export const MAX_FLOWS = 6
const MAX_DISTRACTORS = 6
const DATE = /^\d{4}-\d{2}-\d{2}/
/** Outcome times that a later call plans around (check-out → the return train). */
const BOOKING_TIMES = /^(checkIn|checkOut|arriveAt|departAt|startsAt|endsAt)$/
/** Arguments that name a place or a day: the same one in two calls is one plan (a hotel searched, then booked). */
const PLACE_OR_DAY = /(location|address|hotel|restaurant|station|venue|destination|^from$|^to$|checkInDate|checkOutDate|^date$)/i

/** Tools that do something (their outcome is a thing the user now has), as opposed to searching or reading. */
const ACTION = /^(book|order|buy|create|change|reserve|rent|subscribe|save|unlock)/
/** Arguments a person types freely. */
const FREE_TEXT = /(query|keyword|search|notes?|title|message|content|text)$/i

const norm = (s: string) => s.trim().toLowerCase()

interface Found {
  value: string
  path: string
}

/** Every string in a JSON value with its path (array indices dropped). */
function strings(value: unknown, path: string, out: Found[]): Found[] {
  if (typeof value === 'string') out.push({ value, path })
  else if (Array.isArray(value)) for (const v of value) strings(v, path, out)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out)
  return out
}

/** What an outcome adds to the call's own arguments, by normalized value; booking times also by their date. */
function outcomeIndex(call: Call, args: readonly Found[], outcome: readonly Found[]): Map<string, Found> {
  const out = new Map<string, Found>()
  const booked = ACTION.test(call.record.tool)
  const echoes = new Set(args.map((f) => norm(f.value)))
  for (const f of outcome) {
    const key = f.path.split('.').pop()!
    // Dates flow only from what was booked (a check-out, an arrival); a listing's dates are many.
    if (DATE.test(f.value)) {
      if (booked && BOOKING_TIMES.test(key) && !out.has(f.value.slice(0, 10))) out.set(f.value.slice(0, 10), { value: f.value.slice(0, 10), path: f.path })
      continue
    }
    const n = norm(f.value)
    if (n.length >= MIN_VALUE_LENGTH && !echoes.has(n) && !out.has(n)) out.set(n, f)
  }
  return out
}

/**
 * Labels and values too common to tie two calls together: the user's saved places, payment methods
 * and city, habit values (a drink, a sort order), and anything in a fifth of the records. A named
 * place (a station, a cinema) is a thing even when habitual.
 */
function genericValues(profile: UserProfile, calls: readonly Call[], found: readonly (readonly Found[])[], habitValues: ReadonlySet<string>): Set<string> {
  const perRecord = new Map<string, number>()
  for (const values of found) {
    const seen = new Set(values.map((f) => norm(f.value)))
    for (const v of seen) perRecord.set(v, (perRecord.get(v) ?? 0) + 1)
  }
  const generic = new Set([...perRecord].filter(([, n]) => n >= GENERIC_SHARE * calls.length).map(([v]) => v))
  const places = placesOf(profile)
  for (const v of habitValues) {
    // Only a multi-word name can be a place; the lookup is slow, so single words skip it.
    const found = /^\p{Lu}\S*\s+\S/u.test(v) ? places.lookup(v) : undefined
    if (!found?.found || found.place.source !== 'gazetteer') generic.add(norm(v))
  }
  for (const label of Object.keys(profile.places)) {
    generic.add(norm(label))
    generic.add(norm(places.resolve(label).name))
  }
  for (const m of profile.paymentMethods) generic.add(norm(m))
  generic.add(norm(profile.city))
  return generic
}

interface Edge {
  i: number
  j: number
  flow?: Flow & { path: string }
}

/** Groups of ≥ 3 calls joined by values, with at least one outcome-to-argument flow, across ≥ 2 apps or over more than a day. */
export function findPlans(profile: UserProfile, calls: readonly Call[], habitValues: ReadonlySet<string> = new Set()): Plan[] {
  const places = placesOf(profile)
  const args = calls.map((c) => strings(c.record.args, '', []))
  const outcomeStrings = calls.map((c) => (c.record.outcome?.ok ? strings(c.record.outcome.data, '', []) : []))
  const generic = genericValues(profile, calls, calls.map((_, i) => [...args[i]!, ...outcomeStrings[i]!]), habitValues)
  const outcomes = calls.map((c, i) => outcomeIndex(c, args[i]!, outcomeStrings[i]!))
  const placesAndDays = args.map((found) => new Set(found.filter((f) => PLACE_OR_DAY.test(f.path)).map((f) => norm(f.value))))
  const name = (c: Call) => `${c.record.app}.${c.record.tool}`
  const edges: Edge[] = []
  calls.forEach((cj, j) => {
    const linked = new Set<string>()
    for (const arg of args[j]!) {
      if (cj.labels.has(arg.path)) continue
      const n = norm(arg.value)
      if (n.length < MIN_VALUE_LENGTH || generic.has(n) || linked.has(n)) continue
      // Words typed into a search match outcomes by chance; an id pasted into one does not.
      if (FREE_TEXT.test(arg.path) && !/\d/.test(n)) continue
      // A day links calls only when planned ahead: today's date is in half the calls of the day.
      const key = DATE.test(n) ? n.slice(0, 10) : n
      if (DATE.test(n) && key <= cj.date) continue
      // The nearest earlier call only (an outcome, and a call with the same place or day): a value
      // seen every day must not chain the days together.
      // A city name turns up in any outcome (a product's origin, a news item): it ties calls by arg only.
      const isCity = places.resolveCity(arg.value) !== undefined
      let flowFound = false
      let argFound = !PLACE_OR_DAY.test(arg.path)
      for (let i = j - 1; i >= 0 && cj.ms - calls[i]!.ms <= LINK_WINDOW_MS && !(flowFound && argFound); i--) {
        const source = flowFound || isCity ? undefined : outcomes[i]!.get(key)
        if (source) {
          edges.push({ i, j, flow: { from: name(calls[i]!), to: name(cj), parameter: arg.path, value: arg.value, path: source.path } })
          flowFound = true
        }
        if (!argFound && placesAndDays[i]!.has(n)) {
          edges.push({ i, j })
          argFound = true
        }
      }
      if (flowFound || argFound) linked.add(n)
    }
  })
  const parent = calls.map((_, i) => i)
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)))
  for (const e of edges) parent[root(e.j)] = root(e.i)
  const groups = new Map<number, number[]>()
  calls.forEach((_, i) => (groups.get(root(i)) ?? groups.set(root(i), []).get(root(i))!).push(i))
  const plans: Plan[] = []
  for (const members of groups.values()) {
    if (members.length < MIN_PLAN_RECORDS) continue
    const apps = [...new Set(members.map((i) => calls[i]!.record.app))].sort()
    const inside = new Set(members)
    const flows = edges.filter((e) => e.flow && inside.has(e.j)).map((e) => e.flow!)
    const first = calls[members[0]!]!
    const last = calls[members[members.length - 1]!]!
    // One app's steps are a plan when they run over days (an order followed to its delivery, a parcel to its pickup code).
    if (flows.length === 0 || (apps.length < 2 && last.ms - first.ms < DAY)) continue
    const unique = [...new Map(flows.map((f) => [`${f.from}|${f.to}|${f.parameter}|${norm(f.value)}`, f])).values()]
    plans.push({
      records: members.length,
      apps,
      from: first.record.ts,
      to: last.record.ts,
      flows: unique.slice(0, MAX_FLOWS).map(({ path: _p, ...f }) => f),
      flowCount: unique.length,
      distractors: distractors(calls, outcomes, inside, unique, first.ms, last.ms),
    })
  }
  return plans.sort((a, b) => a.from.localeCompare(b.from))
}

/**
 * Near the plan (from a week before its first call to its last): values at the same outcome path as
 * a flow's source in bookings and orders outside the plan (another hotel, another order), and the
 * ids the plan itself cancelled.
 */
function distractors(calls: readonly Call[], outcomes: readonly Map<string, Found>[], inside: Set<number>, flows: readonly (Flow & { path: string })[], fromMs: number, toMs: number): Distractor[] {
  const out: Distractor[] = []
  const taken = new Set(flows.map((f) => norm(f.value)))
  const paths = new Set(flows.map((f) => f.path))
  for (let i = 0; i < calls.length && out.length < MAX_DISTRACTORS; i++) {
    const c = calls[i]!
    if (c.ms < fromMs - LINK_WINDOW_MS || c.ms > toMs) continue
    const record = `${c.record.app}.${c.record.tool}`
    if (inside.has(i)) {
      if (/^(cancel|refund)/.test(c.record.tool)) for (const f of strings(c.record.args, '', []).slice(0, 1)) out.push({ value: f.value, record, at: c.record.ts, why: 'cancelled' })
      continue
    }
    if (!ACTION.test(c.record.tool)) continue
    for (const [key, found] of outcomes[i]!) {
      if (paths.has(found.path) && !taken.has(key) && out.length < MAX_DISTRACTORS) {
        taken.add(key)
        out.push({ value: found.value, record, at: c.record.ts, why: 'same kind' })
      }
    }
  }
  return out
}
