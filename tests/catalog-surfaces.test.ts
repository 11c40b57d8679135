import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { inputJsonSchema, openAiTools, requestBodySchema } from '../apps/kit/index.ts'
import { createServerApp } from '../harness/server/app.ts'
import { startServer, type RunningServer } from '../harness/server/listen.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/** The real catalog through every derived surface, and the error contract for every tool over HTTP. */
const world = createSandboxWorld()
const store = new SessionStore(world)
const app = createServerApp({ store })
let server: RunningServer
beforeAll(async () => {
  server = await startServer(app)
})
afterAll(() => server.close())

const everyTool = allApps.flatMap((a) => a.tools.map((t) => ({ app: a, tool: t })))

describe('derivations agree for every tool of every app', () => {
  it('has the four reference apps with their ToolSpectrum tools and follow-ups', () => {
    const names = Object.fromEntries(allApps.map((a) => [a.id, a.tools.map((t) => t.name)]))
    expect(names.temu).toEqual(expect.arrayContaining(['getProductList', 'buyProduct', 'getOrderStatus', 'cancelOrder']))
    expect(names.didi_chuxing).toEqual(expect.arrayContaining(['bookTaxi', 'getRideStatus', 'cancelRide']))
    expect(names.maoyan).toEqual(expect.arrayContaining(['getShowSchedule', 'bookShowTicket', 'cancelShowTicket']))
    expect(names.keep).toEqual(expect.arrayContaining(['createHealthPlan', 'logExercise', 'getExerciseLog']))
  })

  it('OpenAPI (merged and per app) and OpenAI JSON carry each tool with the JSON Schema of its zod input', async () => {
    const merged = (await (await app.request('/openapi.json')).json()) as any
    const openai = (await (await app.request('/v1/tools?format=openai')).json()) as any
    expect(openai.tools).toEqual(JSON.parse(JSON.stringify(openAiTools(world.registry))))
    const byName = new Map(openai.tools.map((t: any) => [t.function.name, t.function]))
    for (const { app: a, tool } of everyTool) {
      const schema = JSON.parse(JSON.stringify(inputJsonSchema(tool)))
      // The OpenAPI body adds the tool's either/or rule where it has one (oneOf/anyOf); tool JSON stays the plain object.
      expect(merged.paths[`/v1/apps/${a.id}/${tool.name}`].post.requestBody.content['application/json'].schema).toEqual(JSON.parse(JSON.stringify(requestBodySchema(tool))))
      expect(requestBodySchema(tool)).toMatchObject(inputJsonSchema(tool))
      const fn = byName.get(`${a.id}__${tool.name}`) as any
      expect(fn.parameters).toEqual(schema)
      expect(fn.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/)
      expect(world.registry.fromQualifiedName(fn.name)?.tool).toBe(tool)
    }
    expect(byName.size).toBe(everyTool.length)
    const one = (await (await app.request('/v1/apps/DiDi/openapi.json')).json()) as any
    expect(Object.keys(one.paths).every((p) => p.startsWith('/v1/apps/didi_chuxing/'))).toBe(true)
  })

  it('answers a misspelt domain with a 400 that suggests the right one, not an empty list', async () => {
    const res = await app.request('/v1/tools?domain=transprt')
    expect(res.status).toBe(400)
    const body = (await res.json()) as any
    expect(body.error).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'domain' }] })
    expect(body.error.message).toContain('did you mean "transport"')
  })

  it('filters tool JSON by app and domain, and refuses unknown formats', async () => {
    const transport = (await (await app.request('/v1/tools?domain=transport')).json()) as any
    expect(new Set(transport.tools.map((t: any) => t.function.name.split('__')[0]))).toEqual(new Set(allApps.filter((a) => a.domain === 'transport').map((a) => a.id)))
    const didi = (await (await app.request('/v1/tools?format=openai&app=Didi_Chuxing')).json()) as any
    expect(didi.tools.every((t: any) => t.function.name.startsWith('didi_chuxing__'))).toBe(true)
    expect((await app.request('/v1/tools?format=yaml')).status).toBe(400)
    expect((await app.request('/v1/tools?app=nope')).status).toBe(404)
  })

  it('lists every app with aliases, traits, policies and tools', async () => {
    const listed = (await (await app.request('/v1/apps')).json()) as any
    expect(listed.apps.map((a: any) => a.id)).toEqual(allApps.map((a) => a.id))
    const didi = listed.apps.find((a: any) => a.id === 'didi_chuxing')
    expect(didi.aliases).toContain('Didi_Chuxing')
    expect(Object.keys(didi.traits).length).toBeGreaterThan(0)
    const keep = listed.apps.find((a: any) => a.id === 'keep')
    expect(keep.policies.map((p: any) => p.id)).toEqual(['keep.elderly_high_intensity', 'keep.high_bmi_high_intensity'])
    for (const spelling of ['Didi_Chuxing', 'didi chuxing', 'DiDi', 'didi-chuxing']) {
      expect(((await (await app.request(`/v1/apps/${encodeURIComponent(spelling)}`)).json()) as any).id).toBe('didi_chuxing')
    }
  })

  it('serves /docs and its assets from the installed package', async () => {
    const page = await app.request('/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js')
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/)
    const bundle = await app.request('/docs/assets/swagger-ui-bundle.js')
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(500_000)
  })
})

describe('the error contract holds for every tool over HTTP', () => {
  let token: string
  beforeAll(async () => {
    token = ((await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' } })).json()) as any).token
  })
  const call = async (appId: string, tool: string, body: string, auth = true) => {
    const res = await fetch(`${server.url}/v1/apps/${appId}/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body,
    })
    return { status: res.status, body: (await res.json()) as any }
  }

  it.each(everyTool.map(({ app: a, tool }) => [`${a.id}.${tool.name}`, a.id, tool.name] as const))('%s', async (_, appId, toolName) => {
    const tool = world.registry.fromQualifiedName(`${appId}__${toolName}`)!.tool
    const required = (inputJsonSchema(tool).required as string[] | undefined) ?? []
    expect((await call(appId, toolName, '{}', false)).status).toBe(401)
    expect((await call(appId, toolName, '{"a":', true)).body.error.issues[0].code).toBe('invalid_json')
    const extra = await call(appId, toolName, JSON.stringify({ hallucinatedParam: 1 }))
    expect(extra.status).toBe(400)
    expect(extra.body.error.issues.map((i: any) => i.path)).toEqual(expect.arrayContaining(['hallucinatedParam', ...required]))
    if (required.length > 0) {
      const wrong = await call(appId, toolName, JSON.stringify({ [required[0]!]: { deeply: { nested: [1] } } }))
      expect(wrong.status).toBe(400)
      expect(wrong.body.error.issues.some((i: any) => i.path === required[0])).toBe(true)
    }
    const typo = await call(appId, `${toolName}x`, '{}')
    expect(typo).toMatchObject({ status: 404, body: { error: { code: 'unknown_tool' } } })
    expect(typo.body.error.suggestions[0]).toBe(toolName)
  })
})
