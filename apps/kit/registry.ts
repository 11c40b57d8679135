import type { App, Domain, Tool } from './define.ts'
import { QUALIFIED_SEPARATOR } from './define.ts'
import { nearestNames } from './nearest.ts'

/** Case-, space-, hyphen- and underscore-insensitive key: `Didi_Chuxing`, `didi chuxing`, `DiDi-Chuxing` agree. */
export const aliasKey = (name: string): string => name.toLowerCase().replace(/[\s_\-.]+/g, '')

export type Resolved<T> = { ok: true; value: T } | { ok: false; suggestions: string[] }

/** The app catalog: lookup by any spelling, tool lookup, and the OpenAI-safe qualified names. */
export interface Registry {
  readonly apps: readonly App[]
  resolveApp(name: string): Resolved<App>
  resolveTool(app: App, name: string): Resolved<Tool>
  /** `didi_chuxing__bookTaxi` for (didi_chuxing, bookTaxi). */
  qualifiedName(app: App, tool: Tool): string
  /** The reverse of qualifiedName; also accepts aliases on the app side (`Didi_Chuxing__bookTaxi`). */
  fromQualifiedName(name: string): { app: App; tool: Tool } | undefined
  byDomain(domain: Domain): App[]
}

export function createRegistry(apps: readonly App[]): Registry {
  const byKey = new Map<string, App>()
  for (const app of apps) {
    for (const spelling of [app.id, app.name, ...app.aliases]) {
      const key = aliasKey(spelling)
      const taken = byKey.get(key)
      if (taken && taken !== app) throw new Error(`alias "${spelling}" names both ${taken.id} and ${app.id}`)
      byKey.set(key, app)
    }
  }
  const appIds = apps.map((a) => a.id)

  // Every call resolves its app by name: spellings already seen skip the normalization (bounded,
  // since names come from clients).
  const seen = new Map<string, Resolved<App>>()
  const resolveApp = (name: string): Resolved<App> => {
    const hit = seen.get(name)
    if (hit) return hit
    const app = byKey.get(aliasKey(name))
    if (!app) return { ok: false, suggestions: nearestNames(name, appIds) }
    const resolved: Resolved<App> = Object.freeze({ ok: true, value: app })
    if (seen.size < 4096) seen.set(name, resolved)
    return resolved
  }
  const resolveTool = (app: App, name: string): Resolved<Tool> => {
    const tool = app.tool(name)
    return tool ? { ok: true, value: tool } : { ok: false, suggestions: nearestNames(name, app.tools.map((t) => t.name)) }
  }
  return {
    apps,
    resolveApp,
    resolveTool,
    qualifiedName: (app, tool) => `${app.id}${QUALIFIED_SEPARATOR}${tool.name}`,
    fromQualifiedName(name) {
      const at = name.lastIndexOf(QUALIFIED_SEPARATOR)
      if (at <= 0) return undefined
      const app = resolveApp(name.slice(0, at))
      if (!app.ok) return undefined
      const tool = app.value.tool(name.slice(at + QUALIFIED_SEPARATOR.length))
      return tool ? { app: app.value, tool } : undefined
    },
    byDomain: (domain) => apps.filter((a) => a.domain === domain),
  }
}
