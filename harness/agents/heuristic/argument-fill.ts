import { z } from 'zod'
import { environmentalArgumentNames, fromIso, HOUR, parseDay, type Tool } from '../../../apps/kit/index.ts'
import { valueKey } from '../../../scenarios/anchors/value-key.ts'
import { mentions } from '../../../scenarios/build/leaks.ts'
import type { ShownCall } from '../agent.ts'

const environmental = new Set<string>(environmentalArgumentNames)
const PLACE_FROM_CONTEXT = /^(location|pickupLocation|startLocation|from|origin)$/
const PLACE = /location|address|pickup|dropoff|from|^to$|destination|start|end/i

/** Enumerated options of a parameter's schema, if it is an enum (possibly optional). */
function enumOptions(schema: z.ZodType): string[] | undefined {
  let s: z.ZodType = schema
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType
  return s instanceof z.ZodEnum ? (s.options as string[]) : undefined
}

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

/**
 * Arguments from what the query says and what the history shows: a value of the user's own that the
 * query mentions, an enum option it names, a date or time it says; otherwise where the user just
 * was (for a starting place), otherwise the user's habit. Optional parameters only when the user
 * usually sets them or the query gives them.
 */
export function fillArguments(tool: Tool, appId: string, query: string, history: readonly ShownCall[], now: number): Record<string, unknown> {
  const args: Record<string, unknown> = {}
  const calls = history.filter((h) => h.tool === tool.name).length
  for (const [param, schema] of Object.entries(tool.input.shape as Record<string, z.ZodType>)) {
    if (environmental.has(param)) continue
    const past = pastValues(history, tool.name, param)
    const options = enumOptions(schema)
    const said = [...past.own, ...past.any]
      .map((t) => t.value)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .concat(options ?? [])
      .filter((v) => mentions(query, String(v)))
      .sort((a, b) => String(b).length - String(a).length)[0]
    let value: unknown = said
    if (value === undefined && /date/i.test(param)) {
      const day = /\b(today|tomorrow|yesterday)\b/i.exec(query)?.[1]
      if (day) value = parseDay(day, now, param)
    }
    if (value === undefined && /time/i.test(param)) value = /\b(\d{1,2}:\d{2})\b/.exec(query)?.[1]
    if (value === undefined && PLACE_FROM_CONTEXT.test(param)) value = recentPlace(history, now, appId)
    const habit = past.own[0] ?? past.any[0]
    const usuallySet = calls > 0 && (past.own.reduce((n, t) => n + t.n, 0) >= calls / 2)
    if (value === undefined && habit && (!schema.isOptional() || usuallySet)) value = habit.value
    if (value !== undefined) args[param] = value
  }
  return args
}
