import { createRng, DAY, enumOptions, fromIso, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { placesOf } from '../../simulator/lives/index.ts'
import type { Intervention } from '../../simulator/users/index.ts'
import { roleOf } from '../anchors/context-value.ts'
import { statsBefore, succeeded } from '../anchors/history-stats.ts'
import { analyzeRecord } from '../anchors/provenance.ts'
import { valueKey } from '../anchors/value-key.ts'
import { mentions } from '../build/leaks.ts'
import type { Case } from '../case/index.ts'
import { editedHistory } from '../suite/sessions.ts'
import { namedOtherwise, optionsOf } from './request.ts'

/** A change of cause to try for a twin of gold parameter `param`: the intervention, and the value it gives the changed call. */
export interface Candidate {
  param: string
  value: unknown
  intervention: Intervention
}

/** Edit points tried per habit twin (each costs a re-simulation): the latest that the rule allows, then one earlier. */
export const HABIT_EDIT_POINTS = 2
/** Replacement values tried per context twin. */
export const CONTEXT_VALUES = 2

const labelsOf = (user: UserProfile) => new Set(Object.keys(user.places).map((l) => l.toLowerCase()))

/** Whether the value would be the basis `kind` of the gold's `param` on `records` (edited, not re-simulated): a cheap filter before re-simulating. */
function wouldBe(c: Case, records: readonly HistoryRecord[], param: string, value: unknown, kind: 'context' | 'habit', user: UserProfile, registry: Registry): ReturnType<typeof analyzeRecord>['args'][string] {
  const anchor = records[c.cutoff]!
  const gold = c.gold[0]!
  const probe = [...records.slice(0, c.cutoff), { ...anchor, app: gold.app, tool: gold.tool, args: { ...gold.args, [param]: value } }]
  const basis = analyzeRecord(probe, c.cutoff, statsBefore(records, c.cutoff, registry), user, registry).args[param]
  return basis?.source === kind ? basis : undefined
}

/** How far back a context value's origin is looked for (a trip's hotel is booked a few evenings before). */
export const ORIGIN_DAYS = 7

/** The argument of a record that carries the value in the gold parameter's role. */
function carrier(record: HistoryRecord, param: string, value: unknown): string | undefined {
  const keys = Object.keys(record.args).filter((k) => typeof record.args[k] === 'string' && valueKey(record.args[k]) === valueKey(value))
  return keys.find((k) => roleOf(k) === roleOf(param)) ?? (roleOf(param) === 'words' ? keys[0] : undefined)
}

/**
 * Where a context value came from: the earliest record within ORIGIN_DAYS before the cut-off that
 * carries it (the hotel booking whose hotel every later call of the trip names), then the context
 * record itself. Changing the choice there is changing the cause; the re-simulation tells whether
 * the later call followed.
 */
function editPoints(c: Case, history: readonly HistoryRecord[], param: string, index: number): number[] {
  const value = c.gold[0]!.args[param]
  const since = fromIso(history[c.cutoff]!.ts) - ORIGIN_DAYS * DAY
  const origin = history.findIndex((r, i) => i <= index && fromIso(r.ts) >= since && succeeded(r) && carrier(r, param, value) !== undefined)
  return [...new Set([origin, index])].filter((i) => i >= 0)
}

/**
 * Context twins: the value's choice changed, in that one call, at its origin or at the context
 * record, to another value the user really gave such an argument — for a place, any place the user
 * named in the same city (a place elsewhere would send the ride to another city) — never a saved-place
 * label nor a value the query says. The later call then carries whatever the changed life gives it.
 */
export function contextCandidates(c: Case, history: readonly HistoryRecord[], param: string, index: number, user: UserProfile, registry: Registry, seed: string): Candidate[] {
  const gold = c.gold[0]!
  const value = gold.args[param]
  // A value the query's words name is not unsaid, whatever its provenance: a twin may not change it.
  if (namedOtherwise(c.query, undefined, [value, ...optionsOf(registry, gold.app, gold.tool, param, user)]).length) return []
  const labels = labelsOf(user)
  const places = placesOf(user)
  const until = fromIso(history[c.cutoff]!.ts)
  const rng = createRng(`${seed}:cf:${c.id}`)
  return editPoints(c, history, param, index).flatMap((at) => {
    const record = history[at]!
    const key = carrier(record, param, value)
    if (!key) return []
    const place = roleOf(key) === 'place'
    const seen = new Map<string, string>()
    for (const r of history.slice(0, c.cutoff)) {
      for (const [k, v] of Object.entries(r.args)) {
        if (!(place ? roleOf(k) === 'place' : r.tool === record.tool && k === key)) continue
        if (typeof v !== 'string' || v.trim().length < 3 || labels.has(v.trim().toLowerCase())) continue
        // A city's name is no place to be taken to or searched around.
        if (place && places.resolveCity(v) !== undefined) continue
        if (valueKey(v) !== valueKey(value) && !mentions(c.query, v)) seen.set(valueKey(v), v)
      }
    }
    const cityOf = (v: string) => (place ? places.resolve(v).city : '')
    const city = cityOf(record.args[key] as string)
    const options = rng.shuffle([...seen.keys()].sort().filter((k) => cityOf(seen.get(k)!) === city)).map((k) => seen.get(k)!)
    // At the context record itself, a cheap look first: the edited record must become the reader's source.
    const fits = (v: string) => at !== index || wouldBe(c, editedHistory(history, [{ index, args: { ...record.args, [key]: v } }]), param, v, 'context', user, registry)?.index === index
    return options
      .filter(fits)
      .slice(0, CONTEXT_VALUES)
      .map((v) => ({ param, value: v, intervention: { index: at, tool: record.tool, app: record.app, param: key, from: record.args[key], to: v, span: 'once' as const, until } }))
  })
}

/**
 * Habit twins: from some use on, every use of the habitual value of the tool's argument becomes
 * another option (a valid enum value or payment method, else another value the user gave it).
 * Edit points are the latest uses from which the switch makes the new value the reader's answer
 * by rule 1, so that the twin re-simulates as little as it can.
 */
export function habitCandidates(c: Case, history: readonly HistoryRecord[], param: string, user: UserProfile, registry: Registry, seed: string): Candidate[] {
  const gold = c.gold[0]!
  const app = registry.resolveApp(gold.app)
  const tool = app.ok ? app.value.tool(gold.tool) : undefined
  // A lasting change of a place or a time would move the person's life (trips from another city), not a preference.
  if (!tool || roleOf(param) === 'place' || roleOf(param) === 'when') return []
  const value = gold.args[param]
  const labels = labelsOf(user)
  const used = history.slice(0, c.cutoff).filter((r) => r.tool === gold.tool && param in r.args).map((r) => r.args[param])
  const options = param === 'paymentMethod' ? user.paymentMethods : (enumOptions(tool.input.shape[param]) ?? used.filter((v): v is string => typeof v === 'string' && !labels.has(v.trim().toLowerCase())))
  // Never an empty value (no request can say it) nor one the query says, nor one its words argue
  // against: "something in the variety genre" names the video type, which a twin then may not change.
  const named = [...optionsOf(registry, gold.app, gold.tool, param, user), value]
  const contradicted = (o: unknown) => namedOtherwise(c.query, o, named).length > 0
  const others = [...new Map((options ?? []).filter((o) => valueKey(o) !== valueKey(value) && !contradicted(o) && !(typeof o === 'string' && (o.trim() === '' || mentions(c.query, o)))).map((o) => [valueKey(o), o])).values()]
  if (!others.length) return []
  const replacement = createRng(`${seed}:cf:${c.id}`).pick(others)
  const uses: number[] = []
  history.slice(0, c.cutoff).forEach((r, i) => {
    if (r.tool === gold.tool && succeeded(r) && valueKey(r.args[param]) === valueKey(value)) uses.push(i)
  })
  const points: number[] = []
  for (let k = uses.length - 1; k >= 0 && points.length < HABIT_EDIT_POINTS; k--) {
    const edits = uses.slice(k).map((i) => ({ index: i, args: { ...history[i]!.args, [param]: replacement } }))
    if (points.length > 0 || wouldBe(c, editedHistory(history, edits), param, replacement, 'habit', user, registry)) points.push(uses[k]!)
  }
  const until = fromIso(history[c.cutoff]!.ts)
  return points.map((index) => ({ param, value: replacement, intervention: { index, tool: gold.tool, param, from: value, to: replacement, span: 'lasting' as const, until } }))
}
