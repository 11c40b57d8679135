import { enumOptions, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import { valueKey } from '../anchors/value-key.ts'
import { mentions } from '../build/leaks.ts'
import type { Case } from '../case/index.ts'

/**
 * The values a request could name for a parameter of a tool: its enum's options, and for a payment
 * the user's own methods. A closed set, so a query that names one of them says which it means.
 */
export function optionsOf(registry: Registry, app: string, tool: string, param: string, profile?: UserProfile): unknown[] {
  const resolved = registry.resolveApp(app)
  const schema = resolved.ok ? resolved.value.tool(tool)?.input.shape[param] : undefined
  return [...(schema ? (enumOptions(schema) ?? []) : []), ...(param === 'paymentMethod' ? (profile?.paymentMethods ?? []) : [])]
}

/**
 * The words of the query that name another value than `value` among `values`: "something in the
 * variety genre" names the video type variety, so a gold type film is not what was asked for.
 */
export function namedOtherwise(query: string, value: unknown, values: readonly unknown[]): string[] {
  const named = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '' && valueKey(v) !== valueKey(value) && mentions(query, v))
  return [...new Set(named)]
}

/**
 * How a twin disagrees with the request it shares with its original, [] when it does not: the same
 * query; a twin changes only what that query leaves unsaid, so every value the query states (source
 * `query`, in its own words) is the original's; no word of the query names another option of a
 * value left unsaid (nor the original's value where the twin changed it); and the gold differs.
 */
export function requestProblems(twin: Case, original: Case, registry: Registry, profile?: UserProfile): string[] {
  const problems: string[] = []
  if (original.query !== twin.query) problems.push("the twin does not share its original's query")
  const [a, b] = [original.gold[0], twin.gold[0]]
  if (!a || !b) return [...problems, 'the twin or its original has no gold call']
  if (a.app !== b.app || a.tool !== b.tool) problems.push(`the twin's gold calls ${b.app}.${b.tool}, its original's ${a.app}.${a.tool}`)
  const keys = Object.keys({ ...a.args, ...b.args })
  if (keys.every((k) => valueKey(a.args[k]) === valueKey(b.args[k]))) problems.push("the twin's gold is its original's: nothing the request leaves unsaid changed")
  const [pa, pb] = [original.provenance[0]?.args ?? {}, twin.provenance[0]?.args ?? {}]
  for (const param of keys) {
    const stated = [pa[param], pb[param]].find((p) => p?.source === 'query' && p.mention !== undefined)
    if (stated) {
      if (valueKey(a.args[param]) !== valueKey(b.args[param])) problems.push(`${param}: the query states "${stated.mention}", yet the twin's gold has ${JSON.stringify(b.args[param])} where its original's has ${JSON.stringify(a.args[param])}`)
      if (pb[param]?.source !== 'query') problems.push(`${param}: stated in the original's query ("${stated.mention}"), the twin claims it from ${pb[param]?.source}`)
      else if (pb[param].mention !== undefined && !mentions(twin.query, pb[param].mention)) problems.push(`${param}: "${pb[param].mention}" is not in the twin's query`)
      continue
    }
    if (!(param in b.args)) continue
    // A value left unsaid may be anything but what the query's words name: another option, or the value the twin changed.
    const changed = valueKey(a.args[param]) !== valueKey(b.args[param])
    const values = [...optionsOf(registry, b.app, b.tool, param, profile), ...(changed ? [a.args[param]] : [])]
    const named = namedOtherwise(twin.query, b.args[param], values)
    if (named.length) problems.push(`${param}: the query names ${named.map((w) => `"${w}"`).join(', ')}, the twin's gold has ${JSON.stringify(b.args[param])}`)
  }
  return problems
}
