import { openAiTools } from '../../apps/kit/index.ts'
import type { OpenAiTool, Registry } from '../../apps/kit/index.ts'
import type { OfferedTool } from '../agents/agent.ts'
import { offeredApps } from './describe-apps.ts'
import { seal } from './json-pieces.ts'

/** `didi_chuxing__bookTaxi` for any spelling the registry resolves; the recorded spelling otherwise. */
export function qualifiedToolName(registry: Registry, app: string, tool: string): string {
  const resolved = registry.resolveApp(app)
  if (!resolved.ok) return `${app}__${tool}`
  const found = registry.resolveTool(resolved.value, tool)
  return found.ok ? registry.qualifiedName(resolved.value, found.value) : `${resolved.value.id}__${tool}`
}

/** Tool lists already built, per registry and offered set: a suite offers a few dozen sets, thousands of times. */
const built = new WeakMap<Registry, Map<string, OpenAiTool[]>>()

/**
 * Only the offered tools, in the order offered, as OpenAI function JSON. The list is sealed and
 * shared by every prompt that offers the same tools (its schemas are the catalog's own, never changed).
 */
export function offeredToolJson(registry: Registry, tools: readonly OfferedTool[]): OpenAiTool[] {
  let bySet = built.get(registry)
  if (!bySet) built.set(registry, (bySet = new Map()))
  const key = JSON.stringify(tools.map((t) => [t.app, t.tool]))
  let list = bySet.get(key)
  if (!list) {
    const wanted = new Set(tools.map((t) => qualifiedToolName(registry, t.app, t.tool)))
    const all = new Map(openAiTools(registry, offeredApps(registry, tools)).map((t) => [t.function.name, t]))
    const chosen = [...wanted].flatMap((name) => all.get(name) ?? [])
    // The tool objects are ours; their parameter schemas are the catalog's (cached there, left unfrozen)
    for (const tool of chosen) Object.freeze(Object.freeze(tool).function)
    bySet.set(key, (list = seal(chosen, 'shallow')))
  }
  return list
}
