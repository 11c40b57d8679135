import { Validator } from '@seriousme/openapi-schema-validator'
import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { suiteHistories } from '../harness/mcp/index.ts'
import { createServerApp } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { exerciseEveryRoute, MCP_INITIALIZE } from './support/every-route.ts'
import { ledgerWorld } from './support/ledger-world.ts'
import { OpenApiCheck, type Exchange } from './support/openapi-check.ts'

/**
 * The OpenAPI document against the server's real answers, as a Prism proxy run would check them:
 * the document is valid OpenAPI 3.1; every documented operation is exercised (success and its
 * error answers, 413/415/429/503/500 included); each answer's status is documented for its
 * operation and its body matches the documented schema; a 2xx never answers a request the document
 * refuses. Prism and Redocly themselves are run by hand over the same requests
 * (tests/support/prism-drive.ts; decision 0022 has the commands).
 */
const world = createSandboxWorld({ logError: () => {} })
const histories = suiteHistories()
const json = { 'content-type': 'application/json' }
const exchanges: Exchange[] = []
let doc: any
let check: OpenApiCheck
let problems: string[] = []

/** One request through the app, recorded for the check. */
async function send(app: Hono, method: string, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string } = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...(options.body !== undefined || options.raw !== undefined || method === 'POST' ? json : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers }
  const raw = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const res = await app.request(path, { method, headers, ...(raw !== undefined ? { body: raw } : {}) })
  const contentType = res.headers.get('content-type') ?? ''
  const text = res.status === 202 ? '' : await res.text()
  const body = contentType.includes('json') && text ? JSON.parse(text) : text
  exchanges.push({ method, path, ...(options.body !== undefined ? { requestBody: options.body } : {}), status: res.status, contentType, body })
  return { status: res.status, body, headers: res.headers }
}

beforeAll(async () => {
  const limit = 64 * 1024
  const app = createServerApp({ store: new SessionStore(world), histories, maxBodyBytes: limit })
  doc = (await send(app, 'GET', '/openapi.json')).body
  check = new OpenApiCheck(doc)
  await exerciseEveryRoute((method, path, options) => send(app, method, path, options), limit)
  const rpc = { ...json, accept: 'application/json, text/event-stream' }
  const initialize = MCP_INITIALIZE

  // The limits: 429 and 503 from small servers, 403 for a foreign Host, 500 from a handler bug
  const limited = createServerApp({ store: new SessionStore(world), sessionsPerMinute: 1 })
  await send(limited, 'POST', '/v1/sessions')
  await send(limited, 'POST', '/v1/sessions')
  await send(limited, 'POST', '/mcp', { body: initialize, headers: rpc })
  const full = createServerApp({ store: new SessionStore(world, { capacity: 1 }) })
  const only = (await send(full, 'POST', '/v1/sessions')).body
  await send(full, 'POST', '/v1/sessions')
  await send(full, 'POST', `/v1/sessions/${only.sessionId}/fork`, { token: only.token })
  await send(app, 'GET', '/v1/apps', { headers: { host: 'evil.example' } })
  await send(app, 'POST', '/mcp', { body: initialize, headers: { ...rpc, host: 'evil.example:8787' } })
  problems = exchanges.flatMap((x) => check.check(x))
}, 240_000)

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, with servers and a license', async () => {
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.servers.length).toBeGreaterThan(0)
    expect(doc.info.license.name).toBeTruthy()
  })

  it('documents every route the server has, and every one was exercised', () => {
    for (const path of ['/v1/sessions', '/v1/sessions/{id}/fork', '/v1/sessions/{id}/journal', '/v1/apps/{app}/{tool}', '/mcp', '/demo/api/run', '/docs/assets/{name}']) expect(doc.paths, path).toHaveProperty([path])
    expect(check.operations().filter((op) => !check.covered.has(op))).toEqual([])
  })

  it('matches every answer: documented status, body valid against its schema', () => {
    const statuses = new Set(exchanges.map((x) => x.status))
    console.log(`openapi-contract: ${exchanges.length} exchanges, statuses ${[...statuses].sort().join(' ')}, ${problems.length} mismatches`)
    expect(problems).toEqual([])
    for (const status of [200, 201, 202, 400, 401, 403, 404, 409, 413, 415, 429, 503]) expect(statuses, `status ${status} exercised`).toContain(status)
  })

  it('states the either/or rules: `{}` is refused by the document exactly where the server refuses it for a rule', () => {
    for (const [app, tool] of [['netease_cloud_music', 'playSong'], ['qq_music', 'playSong'], ['dedao', 'studyCourse'], ['dedao', 'refundCourse']] as const) {
      const template = `/v1/apps/${app}/${tool}`
      expect(doc.paths, template).toHaveProperty([template])
      expect(check.acceptsRequest('POST', template, {}), template).toBe(false)
    }
    // Wherever the document accepts `{}`, the server does not refuse `{}` as invalid.
    const refused = exchanges.filter((x) => x.path.startsWith('/v1/apps/') && x.status === 400 && JSON.stringify(x.requestBody) === '{}')
    const acceptedByDoc = refused.filter((x) => doc.paths[x.path] && check.acceptsRequest('POST', x.path, {}))
    expect(acceptedByDoc.map((x) => `${x.path}: ${JSON.stringify((x.body as any).error.issues)}`)).toEqual([])
  })

  it('documents the 500 of a handler bug', async () => {
    const ledger = createServerApp({ store: new SessionStore(ledgerWorld()) })
    const ledgerCheck = new OpenApiCheck((await send(ledger, 'GET', '/openapi.json')).body)
    const s = (await send(ledger, 'POST', '/v1/sessions')).body
    await send(ledger, 'POST', '/v1/apps/test_ledger/crash', { token: s.token, body: {} })
    const crash = exchanges.at(-1)!
    expect(crash.status).toBe(500)
    expect(ledgerCheck.check(crash)).toEqual([])
  })
})
