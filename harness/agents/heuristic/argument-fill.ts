import type { z } from 'zod'
import { environmentalArgumentNames, fromIso, HOUR, isOptional, type Tool } from '../../../apps/kit/index.ts'
import { valueKey } from '../../../scenarios/anchors/value-key.ts'
import { mentions } from '../../../scenarios/build/leaks.ts'
import type { ShownCall } from '../agent.ts'
import { placeFor, placeRole } from './said-places.ts'
import { justListed, latestId } from './outcome-ids.ts'
import { lexiconValues } from './said-lexicon.ts'
import { readRequest, saidValue } from './said-values.ts'
import { baseKind, optionsOf } from './schema-kind.ts'

const environmental = new Set<string>(environmentalArgumentNames)
const DAY_WORD = /^(?:today|tonight|tomorrow|yesterday)$/i
const PLACE_FROM_CONTEXT = /^(location|pickupLocation|startLocation|from|origin)$/
const PLACE = /location|address|pickup|dropoff|from|^to$|destination|start|end/i

interface Tally {
  value: unknown
  n: number
}

/** Values the user gave this parameter before (this tool first, then any tool), most frequent first. */
function pastValues(history: readonly ShownCall[], tool: string, param: string): { own: Tally[]; any: Tally[] } {
  const own = new Map<string, Tally>()
  const any = new Map<string, Tally>()
  for (const h of history) {
    if (!h.outcome.ok || !(param in h.args)) continue
    const v = h.args[param]
    const key = valueKey(v)
    for (const m of h.tool === tool ? [own, any] : [any]) {
      const t = m.get(key)
      if (t) t.n++
      else m.set(key, { value: v, n: 1 })
    }
  }
  const sorted = (m: Map<string, Tally>) => [...m.values()].sort((a, b) => b.n - a.n)
  return { own: sorted(own), any: sorted(any) }
}

/** The most recent place-like value from the last day of other apps' calls (where the user just was). */
function recentPlace(history: readonly ShownCall[], now: number, appId: string): string | undefined {
  for (let i = history.length - 1; i >= 0 && history.length - i <= 5; i--) {
    const h = history[i]!
    if (now - fromIso(h.ts) > 24 * HOUR) break
    if (h.app === appId || !h.outcome.ok) continue
    const entries = Object.entries(h.args).filter(([k, v]) => PLACE.test(k) && typeof v === 'string')
    const end = entries.find(([k]) => /dropoff|^to$|end|destination/i.test(k)) ?? entries.at(-1)
    if (end) return end[1] as string
  }
  return undefined
}

/** Place values the user has used (saved labels like "Home" or "office" among them). */
function placeLabels(history: readonly ShownCall[]): string[] {
  const labels = new Set<string>()
  for (const h of history) for (const [k, v] of Object.entries(h.args)) if (typeof v === 'string' && PLACE.test(k) && !/time|date/i.test(k)) labels.add(v)
  return [...labels]
}

/**
 * Arguments from what the query says and what the history shows: a value of the user's own that the
 * query mentions, an enum option it names, a date or time it says; otherwise where the user just
 * was (for a starting place), otherwise the user's habit, otherwise home for where a parcel leaves
 * from or a delivery goes (`savedPlaces`: the profile's place labels). Optional parameters only
 * when the user usually sets them or the query gives them.
 */
export function fillArguments(tool: Tool, appId: string, query: string, history: readonly ShownCall[], now: number, appNames: readonly string[] = [], savedPlaces: readonly string[] = []): Record<string, unknown> {
  const labels = placeLabels(history)
  // The user's home as the history spells it ("Home"), when the history or the profile has one.
  const home = labels.find((l) => /^home$/i.test(l)) ?? (savedPlaces.some((l) => /^home$/i.test(l)) ? 'Home' : undefined)
  const args: Record<string, unknown> = {}
  const shape = tool.input.shape as Record<string, z.ZodType>
  const reading = readRequest(query, appNames, labels, now)
  const calls = history.filter((h) => h.tool === tool.name).length
  const params = Object.entries(shape).filter(([param]) => !environmental.has(param))
  const fromQuery = new Map<string, unknown>()
  // Values as the user spells them: this parameter's past values, and for a place the saved labels (home as "Home").
  const known = (param: string) => {
    const past = pastValues(history, tool.name, param)
    return [...new Set([...past.own, ...past.any].map((t) => t.value).concat(placeRole(param) ? [...labels, home ?? 'Home'] : []))]
  }
  const lexical = lexiconValues(tool, appId, reading.text, now, known, reading.dates)
  for (const [param, schema] of params) {
    const past = pastValues(history, tool.name, param)
    // Where the lexicon has the tool, it decides which option is named (said-lexicon.ts); else the option's own name.
    const options = lexical.phrased ? [] : (optionsOf(tool, param) ?? [])
    // A place the query gives another role ("to Beijing South Railway Station") is not this place; a day
    // word says when ("today's news"), it is no search because the user searched for it with another tool.
    const otherRoles = placeRole(param) ? Object.values(reading.places).filter((p) => p !== placeFor(placeRole(param)!, reading.places)) : []
    const said = [...past.own, ...past.any]
      .map((t) => t.value)
      .concat(options)
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .filter((v) => mentions(query, String(v)) && !(DAY_WORD.test(String(v)) && !past.own.some((t) => t.value === v)) && !otherRoles.some((p) => p?.toLowerCase() === String(v).toLowerCase()))
      .sort((a, b) => String(b).length - String(a).length)[0]
    // A parameter the lexicon has cue words for is not read by its name alone ("my to-do list" names no list).
    const read = saidValue(param, schema, shape, reading, !lexical.cued.has(param))
    // A place's role ("from", "to", "near") decides between places the query names; otherwise a
    // known value the query mentions wins over what is read from its wording, unless the words
    // read hold that value and say more ("Korean fried chicken" over "Korean").
    const fuller = typeof read === 'string' && said !== undefined && read.length > String(said).length && mentions(read, String(said))
    let value: unknown = (placeRole(param) && read !== undefined) || fuller ? read : (said ?? read)
    // The lexicon's way of saying the value, read where its cue words are, comes first; for a
    // number, then its unit's reading before a number the history knows.
    const lex = lexical.values.get(param)
    if (baseKind(schema) === 'number') value = lex ?? read ?? said
    else if (lex !== undefined) value = lex
    if (value !== undefined) fromQuery.set(param, value)
  }
  // A request that spells out every required value spells out the optional ones it wants too.
  const explicit = params.every(([param, schema]) => isOptional(schema) || fromQuery.has(param)) && params.some(([param, schema]) => isOptional(schema) && fromQuery.has(param))
  for (const [param, schema] of params) {
    const past = pastValues(history, tool.name, param)
    let value = fromQuery.get(param)
    if (value === undefined && PLACE_FROM_CONTEXT.test(param)) value = recentPlace(history, now, appId)
    if (value === undefined && /Id$/.test(param)) value = latestId(history, appId, param)
    // "Get me two packs": a buy whose item is unsaid takes the product the user just looked up on this app.
    if (value === undefined && param === 'searchQuery' && tool.effect === 'write') value = justListed(history, appId)
    const habit = past.own[0] ?? past.any[0]
    const usuallySet = calls > 0 && (past.own.reduce((n, t) => n + t.n, 0) >= calls / 2)
    if (value === undefined && habit && (!isOptional(schema) || (usuallySet && !explicit))) value = habit.value
    // A parcel leaves from home, a delivery comes home, when nothing else says where.
    if (value === undefined && !isOptional(schema) && home && (placeRole(param) === 'origin' || /shipping|delivery/i.test(param)) && PLACE.test(param)) value = home
    if (value !== undefined) args[param] = value
  }
  return args
}
