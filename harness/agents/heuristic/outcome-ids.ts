import type { App, Registry, Tool } from '../../../apps/kit/index.ts'
import type { ShownCall } from '../agent.ts'

/* Ids the user did not say, from what earlier calls returned: "the order I just placed". */

/** The value under `key` at any depth of an outcome's data (the first one). */
function dig(data: unknown, key: string): string | undefined {
  if (Array.isArray(data)) {
    for (const d of data) {
      const v = dig(d, key)
      if (v !== undefined) return v
    }
  } else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      if (k === key && typeof v === 'string') return v
      const inner = dig(v, key)
      if (inner !== undefined) return inner
    }
  }
  return undefined
}

/** An id the user did not say: the one the latest outcome of this app gave ("the order I just placed"). */
export function latestId(history: readonly ShownCall[], appId: string, param: string): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!
    if (h.app !== appId || !h.outcome.ok) continue
    const v = dig(h.outcome.data, param)
    if (v !== undefined) return v
  }
  return undefined
}

/** The first product the user's last call listed, when that call was on this app (a productId works as a search). */
export function justListed(history: readonly ShownCall[], appId: string): string | undefined {
  const last = history.at(-1)
  return last && last.app === appId && last.outcome.ok ? dig(last.outcome.data, 'productId') : undefined
}

/**
 * The app whose latest outcome holds an id the tool needs ("check on my most recent order": the
 * app the order was placed on), among the apps offering the tool.
 */
export function appWithId(tool: Tool, apps: readonly App[], history: readonly ShownCall[], registry: Registry): App | undefined {
  const ids = Object.entries(tool.input.shape).filter(([p, s]) => /Id$/.test(p) && !(s as { isOptional(): boolean }).isOptional()).map(([p]) => p)
  if (!ids.length) return undefined
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!
    const app = registry.resolveApp(h.app)
    const offered = app.ok ? apps.find((a) => a.id === app.value.id) : undefined
    const outcome = h.outcome
    if (offered && outcome.ok && ids.some((p) => dig(outcome.data, p) !== undefined)) return offered
  }
  return undefined
}
