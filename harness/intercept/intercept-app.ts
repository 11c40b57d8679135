import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { failure, handleToolRequest, respond, type Gateway } from '../../apps/kit/index.ts'
import type { Session } from '../../simulator/world/index.ts'
import { catalogRouter } from '../server/catalog-routes.ts'

/**
 * The Hono app intercepted requests are answered by: the server's own tool route and catalog,
 * with the sandbox's session standing in for every bearer token (the interception is the session).
 * Answers therefore carry the server's outcome bodies and status codes byte for byte.
 */
export function interceptApp(session: Session, maxBodyBytes = 1 << 20): Hono {
  const registry = session.world.registry
  const gateway: Gateway = { authenticate: () => session, maxBodyBytes }
  // The catalog builds the merged OpenAPI document (~0.1 s): only when agent code first asks for it.
  let catalog: Hono | undefined
  const root = new Hono()

  root.post('/v1/apps/:app/:tool', (c) => handleToolRequest(c, gateway, c.req.param('app'), c.req.param('tool')))
  root.all('/v1/sessions/*', (c) =>
    respond(c, failure({ code: 'not_found', message: 'An intercepting sandbox is already one session: call tools directly (no session to create), and inspect `sandbox.session` in the test' })),
  )
  const notFound = (c: Context) => respond(c, failure({ code: 'not_found', message: `No route ${c.req.method} ${c.req.path}` }))
  root.get('*', (c) => {
    if (!catalog) (catalog = catalogRouter(registry)).notFound(notFound)
    return catalog.fetch(c.req.raw)
  })

  root.notFound(notFound)
  root.onError((error, c) => {
    const correlationId = randomUUID()
    session.world.logError(correlationId, error)
    return respond(c, failure({ code: 'internal', message: 'Internal error; nothing was changed', correlationId }))
  })
  return root
}
