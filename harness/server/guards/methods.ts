import type { Context, Hono } from 'hono'
import { PatternRouter } from 'hono/router/pattern-router'
import { failure, respond } from '../../../apps/kit/index.ts'

/**
 * For the not-found handler: a path that exists under other methods answers 405 with `Allow`
 * (not 404). The table is read from the app's own routes the first time it is needed, so it
 * cannot drift from them; middleware (`use`) and catch-all routes (`all`) name no method and are left out.
 */
export function methodNotAllowed(app: Hono): (c: Context) => Response | undefined {
  let table: PatternRouter<string> | undefined
  const build = () => {
    const router = new PatternRouter<string>()
    for (const route of app.routes) if (route.method !== 'ALL') router.add('ALL', route.path, route.method)
    return router
  }
  return (c) => {
    table ??= build()
    const methods = new Set(table.match('ALL', c.req.path)[0].map(([method]) => method))
    if (methods.size === 0 || methods.has(c.req.method)) return undefined
    if (methods.has('GET')) methods.add('HEAD')
    const allow = [...methods].sort().join(', ')
    c.header('Allow', allow)
    return respond(c, failure({ code: 'method_not_allowed', message: `${c.req.method} is not allowed on ${c.req.path.slice(0, 200)}; use ${allow}` }))
  }
}
