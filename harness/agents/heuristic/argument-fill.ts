import type { z } from 'zod'
import { environmentalArgumentNames, fromIso, HOUR, isOptional, type Tool } from '../../../apps/kit/index.ts'
import type { ShownCall } from '../agent.ts'
import { decisiveHabit } from './habit.ts'
import { justListed, latestId } from './outcome-ids.ts'
import { statedArguments } from './said-arguments.ts'
import { pastValues } from './said-history.ts'
import { placeRole } from './said-places.ts'
import { readRequest } from './said-values.ts'

const environmental = new Set<string>(environmentalArgumentNames)
const PLACE_FROM_CONTEXT = /^(location|pickupLocation|startLocation|from|origin)$/
const PLACE = /location|address|pickup|dropoff|from|^to$|destination|start|end/i

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
 * Arguments from what the query says (said-arguments.ts) and what the history shows for the rest:
 * where the user just was (for a starting place), an id the latest outcome gave, the product just
 * looked up (for a buy), the user's decisive habit (habit.ts), and for a required value the one the
 * user gives it most; home for where a parcel leaves from or a delivery goes (`savedPlaces`: the
 * profile's place labels). Optional parameters only when the query gives them or the user usually
 * sets them.
 */
export function fillArguments(tool: Tool, appId: string, query: string, history: readonly ShownCall[], now: number, appNames: readonly string[] = [], savedPlaces: readonly string[] = []): Record<string, unknown> {
  const used = placeLabels(history)
  // The user's home as the history spells it ("Home"), when the history or the profile has one.
  const home = used.find((l) => /^home$/i.test(l)) ?? (savedPlaces.some((l) => /^home$/i.test(l)) ? 'Home' : undefined)
  // Places as the history spells them first, then the profile's labels ("mall" in "near the mall").
  const labels = [...used, ...savedPlaces.filter((l) => !used.some((u) => u.toLowerCase() === l.toLowerCase()))]
  const args: Record<string, unknown> = {}
  const shape = tool.input.shape as Record<string, z.ZodType>
  const reading = readRequest(query, appNames, labels, now)
  const calls = history.filter((h) => h.tool === tool.name).length
  const params = Object.entries(shape).filter(([param]) => !environmental.has(param))
  const fromQuery = statedArguments(tool, params, reading, history, { labels, home })
  // A request that spells out every required value spells out the optional ones it wants too.
  const explicit = params.every(([param, schema]) => isOptional(schema) || fromQuery.has(param)) && params.some(([param, schema]) => isOptional(schema) && fromQuery.has(param))
  for (const [param, schema] of params) {
    const past = pastValues(history, tool.name, param)
    let value = fromQuery.get(param)
    if (value === undefined && PLACE_FROM_CONTEXT.test(param) && !isOptional(schema)) value = recentPlace(history, now, appId)
    if (value === undefined && /Id$/.test(param)) value = latestId(history, appId, param)
    // "Get me two packs": a buy whose item is unsaid takes the product the user just looked up on this app.
    if (value === undefined && param === 'searchQuery' && tool.effect === 'write') value = justListed(history, appId)
    const habit = decisiveHabit(past.own) ?? (past.own.length ? undefined : decisiveHabit(past.any))
    const usuallySet = calls > 0 && past.own.reduce((n, t) => n + t.n, 0) >= calls / 2
    if (value === undefined && habit !== undefined && (!isOptional(schema) || (usuallySet && !explicit))) value = habit
    // A required value with no decisive habit: the one the user gives it most, rather than none.
    if (value === undefined && !isOptional(schema)) value = (past.own[0] ?? past.any[0])?.value
    // A parcel leaves from home, a delivery comes home, when nothing else says where.
    if (value === undefined && !isOptional(schema) && home && (placeRole(param) === 'origin' || /shipping|delivery/i.test(param)) && PLACE.test(param)) value = home
    if (value !== undefined) args[param] = value
  }
  return args
}
