import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { appRouter, failure, handleToolRequest, respond, type Gateway } from '../../apps/kit/index.ts'
import type { SessionStore } from '../../simulator/world/index.ts'
import { mcpRouter } from '../mcp/index.ts'
import { catalogRouter, SERVER_INFO } from './catalog-routes.ts'
import { demoRouter } from './demo/index.ts'
import { docsRouter } from './docs.ts'
import { sessionRouter, type HistorySource } from './session-routes.ts'

export interface ServerOptions {
  store: SessionStore
  /** Generated users whose histories `POST /v1/sessions {historyOf}` replays. */
  histories?: HistorySource
  /** Largest request body accepted, in bytes (413 beyond). */
  maxBodyBytes?: number
}

/**
 * The sandbox's one Hono app: every mock app is a sub-app under `/v1/apps/<id>`; any spelling of an
 * app id reaches it through the alias route. Usable in-process with `app.request()` or served over HTTP.
 */
export function createServerApp({ store, histories, maxBodyBytes = 1 << 20 }: ServerOptions): Hono {
  const registry = store.world.registry
  const gateway: Gateway = { authenticate: (token) => store.authenticate(token), maxBodyBytes }
  const root = new Hono()

  root.get('/', (c) =>
    c.json({
      ...SERVER_INFO,
      apps: registry.apps.length,
      liveSessions: store.size,
      links: { apps: '/v1/apps', tools: '/v1/tools?format=openai', openapi: '/openapi.json', docs: '/docs', sessions: 'POST /v1/sessions' },
    }),
  )
  // Operational figures for load tests; `?gc=1` collects first when the process runs with --expose-gc.
  root.get('/v1/stats', (c) => {
    if (c.req.query('gc') === '1') (globalThis as { gc?: () => void }).gc?.()
    return c.json({ liveSessions: store.size, evicted: store.evicted, memory: process.memoryUsage() })
  })
  root.route('/v1/sessions', sessionRouter(store, maxBodyBytes, histories))
  root.route('/', catalogRouter(registry))
  root.route('/docs', docsRouter())
  root.route('/mcp', mcpRouter({ world: store.world, ...(histories ? { histories } : {}), maxBodyBytes }))
  root.route('/demo', demoRouter())
  for (const app of registry.apps) root.route(`/v1/apps/${app.id}`, appRouter(app, gateway))
  // Aliases (`Didi_Chuxing`, `didi chuxing`) and unknown apps: the session resolves the name.
  root.post('/v1/apps/:app/:tool', (c) => handleToolRequest(c, gateway, c.req.param('app'), c.req.param('tool')))

  root.notFound((c) => respond(c, failure({ code: 'not_found', message: `No route ${c.req.method} ${c.req.path}` })))
  root.onError((error, c) => {
    const correlationId = randomUUID()
    store.world.logError(correlationId, error)
    return respond(c, failure({ code: 'internal', message: 'Internal error; nothing was changed', correlationId }))
  })
  return root
}
