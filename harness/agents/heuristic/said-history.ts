import { valueKey } from '../../../scenarios/anchors/value-key.ts'
import type { ShownCall } from '../agent.ts'
import { placeRole } from './said-places.ts'
import { tokens } from './words.ts'

/* What the visible history offers a parameter: the values the user gave it, and strings earlier outcomes hold. */

export interface Tally {
  value: unknown
  n: number
  /** Index of the latest use in the history. */
  last: number
}

// Outcome strings longer than this are texts, not values anyone names.
const MAX_OUTCOME_STRING = 60

/** Values the user gave this parameter before (this tool, then any tool with such a parameter), most used first. */
export function pastValues(history: readonly ShownCall[], tool: string, param: string): { own: Tally[]; any: Tally[] } {
  const own = new Map<string, Tally>()
  const any = new Map<string, Tally>()
  history.forEach((h, i) => {
    if (!h.outcome.ok || !(param in h.args)) return
    const v = h.args[param]
    const key = valueKey(v)
    for (const m of h.tool === tool ? [own, any] : [any]) {
      const t = m.get(key)
      if (t) {
        t.n++
        t.last = i
      } else m.set(key, { value: v, n: 1, last: i })
    }
  })
  const sorted = (m: Map<string, Tally>) => [...m.values()].sort((a, b) => b.n - a.n || b.last - a.last)
  return { own: sorted(own), any: sorted(any) }
}

/** Places the user named in the same role on any tool ("office" as a pickup, a drop-off, a location). */
export function roleValues(history: readonly ShownCall[], param: string): string[] {
  if (!placeRole(param)) return []
  const out = new Set<string>()
  for (const h of history) for (const [k, v] of Object.entries(h.args)) if (typeof v === 'string' && placeRole(k)) out.add(v)
  return [...out]
}

/** String leaves of a value, with the key each sits under. */
function leaves(data: unknown, key: string, out: [string, string][], depth = 0): void {
  if (depth > 4) return
  if (typeof data === 'string') out.push([key, data])
  else if (Array.isArray(data)) for (const d of data) leaves(d, key, out, depth + 1)
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) leaves(v, k, out, depth + 1)
}

/** Strings earlier outcomes hold under a key that has every word of the parameter's name (an address, a title). */
export function outcomeValues(history: readonly ShownCall[], param: string): string[] {
  const wanted = tokens(param)
  const out = new Set<string>()
  for (const h of history) {
    if (!h.outcome.ok) continue
    const found: [string, string][] = []
    leaves(h.outcome.data, '', found)
    for (const [k, v] of found) if (v.length >= 2 && v.length <= MAX_OUTCOME_STRING && wanted.every((w) => tokens(k).includes(w))) out.add(v)
  }
  return [...out]
}

/** The items the user gave a list parameter of this tool before ("foam_roller" among the equipment). */
export function pastItems(history: readonly ShownCall[], tool: string, param: string): unknown[] {
  const out = new Set<unknown>()
  for (const h of history) {
    const list = h.tool === tool ? h.args[param] : undefined
    if (Array.isArray(list)) for (const v of list) if (typeof v === 'string') out.add(v)
  }
  return [...out]
}
