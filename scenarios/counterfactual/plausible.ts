import { createHash } from 'node:crypto'
import type { Registry, UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { placesOf, repeatedEmptySearches, whereaboutsConflicts } from '../../simulator/lives/index.ts'
import { looksLikeId } from '../anchors/value-key.ts'

/** JSON with every object's keys sorted, so equal trees give equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v))

/** A twin's re-simulated records with their outcomes, as a short digest: a replay that gives the same outcomes gives the same digest. */
export const recordsDigest = (records: readonly HistoryRecord[]): string =>
  createHash('sha256')
    .update(canonical(records.map((r) => ({ ts: r.ts, app: r.app, tool: r.tool, args: r.args, outcome: r.outcome ?? null, meta: r.meta ?? null }))))
    .digest('hex')
    .slice(0, 16)

/** Every string in a value, however deep. */
function strings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value)
  else if (Array.isArray(value)) for (const v of value) strings(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
}

/** The ids an argument refers to (an id-named argument's strings, or strings shaped like ids). */
function idsIn(param: string, value: unknown): string[] {
  if (!looksLikeId(param, value)) return []
  const found = new Set<string>()
  strings(value, found)
  return [...found].filter((s) => /Id$|^id$|Ids$/.test(param) || looksLikeId('', s))
}

/** `index:param=id` for each id a record at or after `from` refers to that no earlier outcome showed. */
export function unseenIds(records: readonly HistoryRecord[], from: number): string[] {
  const shown = new Set<string>()
  const out: string[] = []
  records.forEach((r, i) => {
    if (i >= from) for (const [param, value] of Object.entries(r.args)) for (const id of idsIn(param, value)) if (!shown.has(id)) out.push(`${i}:${param}=${id}`)
    if (r.outcome?.ok) strings(r.outcome.data, shown)
  })
  return out
}

const HOUR_MS = 3_600_000

/**
 * The changed call picks a value the lookup just before it (same app, within the hour) never
 * showed, while it showed the original's: booking a Hongqiao hotel straight off a search that
 * listed only South Station hotels. The change must be a choice the person could have made there.
 */
function choiceFromNothing(records: readonly HistoryRecord[], from: number, original: readonly HistoryRecord[]): string[] {
  const changed = records[from]
  const was = original[from]
  if (!changed || !was || changed.tool !== was.tool) return []
  const at = Date.parse(changed.ts)
  for (let j = from - 1; j >= 0 && at - Date.parse(records[j]!.ts) <= HOUR_MS; j--) {
    const lookup = records[j]!
    if (lookup.app !== changed.app || !lookup.outcome?.ok) continue
    const shown = new Set<string>()
    strings(lookup.outcome.data, shown)
    const picked = Object.entries(changed.args).filter(([p, v]) => typeof v === 'string' && v !== was.args[p] && !shown.has(v) && typeof was.args[p] === 'string' && shown.has(was.args[p] as string))
    return picked.map(([p, v]) => `#${from}: ${p} ${String(v)} was not among what #${j} showed`)
  }
  return []
}

const UNDOING = /^(unfollow|delete|remove|cancel)/

/**
 * A later call undoes the changed value (unfollowing the topic the twin now reads every morning):
 * the re-simulated life then argues against its own change, and a reader cannot tell which wins.
 */
function undoneLater(records: readonly HistoryRecord[], from: number, original: readonly HistoryRecord[]): string[] {
  const changed = records[from]
  const was = original[from]
  if (!changed || !was) return []
  const values = Object.entries(changed.args).filter(([p, v]) => typeof v === 'string' && v !== was.args[p]).map(([, v]) => String(v).toLowerCase())
  const out: string[] = []
  records.forEach((r, i) => {
    if (i > from && UNDOING.test(r.tool) && Object.values(r.args).some((v) => typeof v === 'string' && values.includes(v.toLowerCase()))) out.push(`#${i}: ${r.tool} undoes the change`)
  })
  return out
}

/** A ride between two cities: a taxi nobody takes for a dinner across town. */
const intercityRide = (r: HistoryRecord): boolean => r.tool === 'bookTaxi' && r.outcome?.ok === true && (r.outcome.data as { intercity?: boolean } | null)?.intercity === true

/**
 * What makes a re-simulated history implausible from record `from` on (the records before it are
 * the original's): a whereabouts conflict, an empty lookup typed again on a later day, an id no
 * earlier outcome showed (buying from a search that listed nothing), an intercity taxi the original
 * never took. `original` is the user's history: flaws it has itself are not the twin's doing.
 */
export function twinFlaws(profile: UserProfile, records: readonly HistoryRecord[], from: number, original: readonly HistoryRecord[], registry: Registry): string[] {
  const places = placesOf(profile)
  const flaws = whereaboutsConflicts(profile, records, places)
    .filter((c) => c.record >= from)
    .map((c) => `#${c.record}: ${c.why}`)
  const isRead = (r: HistoryRecord) => {
    const app = registry.resolveApp(r.app)
    const tool = app.ok ? registry.resolveTool(app.value, r.tool) : undefined
    return tool?.ok === true && tool.value.effect === 'read'
  }
  for (const i of repeatedEmptySearches(records, isRead)) if (i >= from) flaws.push(`#${i}: repeats a lookup that found nothing`)
  const unseenBefore = new Set(unseenIds(original, from).map((u) => u.slice(u.indexOf('=') + 1)))
  for (const u of unseenIds(records, from)) if (!unseenBefore.has(u.slice(u.indexOf('=') + 1))) flaws.push(`#${u.slice(0, u.indexOf(':'))}: ${u.slice(u.indexOf(':') + 1)} was never shown`)
  flaws.push(...choiceFromNothing(records, from, original), ...undoneLater(records, from, original))
  const ridesBefore = new Set(original.filter(intercityRide).map((r) => JSON.stringify(r.args)))
  records.forEach((r, i) => {
    if (i >= from && intercityRide(r) && !ridesBefore.has(JSON.stringify(r.args))) flaws.push(`#${i}: an intercity taxi to ${String(r.args.dropoffLocation)}`)
  })
  return flaws
}
