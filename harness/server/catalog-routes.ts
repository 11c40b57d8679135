import { Hono } from 'hono'
import { failure, inputJsonSchema, nearestNames, openAiTools, openApiDocument, outputJsonSchema, respond, type App, type Registry } from '../../apps/kit/index.ts'
import { serverApiExtras } from './openapi-routes.ts'

const summary = (registry: Registry, app: App) => ({
  id: app.id,
  name: app.name,
  aliases: app.aliases,
  domain: app.domain,
  description: app.description,
  traits: app.traits,
  policies: app.policies.map((p) => ({ id: p.id, rule: p.rule, ...(p.tools ? { tools: p.tools } : {}) })),
  tools: app.tools.map((t) => ({ name: t.name, qualifiedName: registry.qualifiedName(app, t), effect: t.effect, description: t.description })),
})

export const SERVER_INFO = { title: 'Personalized function-calling sandbox', version: '0.1.0' }

/** The catalog's read-only surfaces: apps, tool JSON, OpenAPI documents. */
export function catalogRouter(registry: Registry): Hono {
  const router = new Hono()
  const merged = openApiDocument(
    registry.apps,
    { ...SERVER_INFO, description: 'Every mock app of the sandbox, and the server around them. Create a session with POST /v1/sessions, then call tools with its bearer token.' },
    serverApiExtras(),
  )
  const unknownApp = (name: string) => {
    const r = registry.resolveApp(name)
    return r.ok ? undefined : failure({ code: 'unknown_app', message: `No app named "${name}"`, suggestions: r.suggestions })
  }

  router.get('/openapi.json', (c) => c.json(merged))
  router.get('/v1/apps', (c) => c.json({ apps: registry.apps.map((a) => summary(registry, a)) }))
  router.get('/v1/apps/:app', (c) => {
    const r = registry.resolveApp(c.req.param('app'))
    if (!r.ok) return respond(c, unknownApp(c.req.param('app'))!)
    const app = r.value
    return c.json({
      ...summary(registry, app),
      tools: app.tools.map((t) => ({ ...summary(registry, app).tools.find((s) => s.name === t.name), input: inputJsonSchema(t), output: outputJsonSchema(t) })),
    })
  })
  router.get('/v1/apps/:app/openapi.json', (c) => {
    const r = registry.resolveApp(c.req.param('app'))
    if (!r.ok) return respond(c, unknownApp(c.req.param('app'))!)
    return c.json(openApiDocument([r.value], { ...SERVER_INFO, title: `${r.value.name} (sandbox)` }))
  })
  router.get('/v1/tools', (c) => {
    const format = c.req.query('format') ?? 'openai'
    if (format !== 'openai') {
      return respond(c, failure({ code: 'invalid_arguments', message: `Unknown format "${format}"`, issues: [{ path: 'format', code: 'invalid_value', message: 'unsupported format', expected: "'openai'" }] }))
    }
    let apps = registry.apps
    const appName = c.req.query('app')
    if (appName) {
      const r = registry.resolveApp(appName)
      if (!r.ok) return respond(c, unknownApp(appName)!)
      apps = [r.value]
    }
    const domain = c.req.query('domain')
    if (domain) {
      // A misspelt domain is a mistake to point out, not an empty catalog.
      const domains = [...new Set(registry.apps.map((a) => a.domain as string))].sort()
      if (!domains.includes(domain)) {
        const near = nearestNames(domain, domains)
        const hint = near.length > 0 ? `; did you mean ${near.map((d) => `"${d}"`).join(' or ')}?` : ''
        return respond(c, failure({ code: 'invalid_arguments', message: `Unknown domain "${domain}"${hint} Domains: ${domains.join(', ')}`, issues: [{ path: 'domain', code: 'invalid_value', message: 'unknown domain', expected: domains.join(' | ') }] }))
      }
      apps = apps.filter((a) => a.domain === domain)
    }
    return c.json({ tools: openAiTools(registry, apps) })
  })
  return router
}
