import { QUALIFIED_SEPARATOR } from '../../apps/kit/index.ts'
import type { Registry } from '../../apps/kit/index.ts'

export interface AppAndTool {
  app: string
  tool: string
}

/**
 * Splits `didi_chuxing__bookTaxi`, `Didi.bookTaxi` or `didi_chuxing_bookTaxi` into app and tool,
 * keeping the answer's own spelling of the app (the harness resolves it later).
 * A single `_` is ambiguous because app ids contain underscores: with a registry the longest
 * prefix that names an app wins; without one (or when none does) the tool is what follows the last
 * `_`, since tool names are camelCase.
 */
export function splitQualifiedName(name: string, registry?: Registry): AppAndTool | undefined {
  const trimmed = name.trim()
  for (const separator of [QUALIFIED_SEPARATOR, '.']) {
    const at = trimmed.lastIndexOf(separator)
    if (at > 0 && at + separator.length < trimmed.length) {
      return { app: trimmed.slice(0, at).replace(/_+$/, ''), tool: trimmed.slice(at + separator.length) }
    }
  }
  const cuts: number[] = []
  for (let at = trimmed.indexOf('_'); at !== -1; at = trimmed.indexOf('_', at + 1)) {
    if (at > 0 && at < trimmed.length - 1) cuts.push(at)
  }
  if (cuts.length === 0) return undefined
  if (registry) {
    for (const at of [...cuts].reverse()) {
      if (registry.resolveApp(trimmed.slice(0, at)).ok) return { app: trimmed.slice(0, at), tool: trimmed.slice(at + 1) }
    }
  }
  const last = cuts[cuts.length - 1]!
  return { app: trimmed.slice(0, last), tool: trimmed.slice(last + 1) }
}
