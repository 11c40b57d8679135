import { request as httpRequest } from 'node:http'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/** The issue's probe findings over HTTP, one by one (decision 0022 has the limits and why). */
const world = createSandboxWorld({ logError: () => {} })
const json = { 'content-type': 'application/json' }
let server: RunningServer
let store: SessionStore

beforeAll(async () => {
  store = new SessionStore(world)
  server = await startServer(createServerApp({ store }))
})
afterAll(() => server.close())

const post = async (path: string, body: unknown, token?: string, base = server.url) => {
  const res = await fetch(base + path, { method: 'POST', headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }
}
const get = async (path: string, token?: string) => {
  const res = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.status, body: (await res.json()) as any }
}
/** A raw request with any Host header (fetch will not send a foreign one). */
const rawRequest = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; body: any }>((resolve, reject) => {
    const url = new URL(server.url)
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }))
    })
    req.on('error', reject)
    req.end(body)
  })

describe('item 2: strangers cannot evict sessions, nor reach the server cross-site', () => {
  it('creating a session needs Content-Type: application/json (415 for text/plain or none)', async () => {
    const asText = await fetch(`${server.url}/v1/sessions`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } })
    expect(asText.status).toBe(415)
    expect(await asText.json()).toMatchObject({ ok: false, error: { code: 'unsupported_media_type' } })
    expect((await fetch(`${server.url}/v1/sessions`, { method: 'POST' })).status).toBe(415)
    const charset = await fetch(`${server.url}/v1/sessions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(charset.status).toBe(201)
    const { token } = (await charset.json()) as any
    const call = await fetch(`${server.url}/v1/apps/temu/listOrders`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` } })
    expect(call.status).toBe(415)
  })

  it('a 10,000-session flood from one address is rate-limited (429 + Retry-After) and leaves a used session alive', async () => {
    const flood = await startServer(createServerApp({ store: new SessionStore(world) }))
    try {
      const victim = await post('/v1/sessions', {}, undefined, flood.url)
      await post('/v1/apps/reminders/createReminder', { title: 'mine', time: '2026-03-03 09:00' }, victim.body.token, flood.url)
      const statuses = new Map<number, number>()
      let retryAfter = 0
      let next = 0
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < 10_000) {
            next++
            const res = await fetch(`${flood.url}/v1/sessions`, { method: 'POST', headers: json, body: '{}' })
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
            if (res.status === 429) retryAfter = Number(res.headers.get('retry-after'))
            await res.arrayBuffer()
          }
        }),
      )
      console.log(`flood: ${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')}`)
      // The default allows 600 a minute per address; the victim's own creation was the first.
      expect(statuses.get(201)).toBe(599)
      expect(statuses.get(429)).toBe(10_000 - 599)
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      const state = await fetch(`${flood.url}/v1/sessions/${victim.body.sessionId}/state`, { headers: { authorization: `Bearer ${victim.body.token}` } })
      expect(state.status).toBe(200)
      expect(JSON.stringify(await state.json())).toContain('"mine"')
    } finally {
      await flood.close()
    }
  }, 60_000)

  it('with no rate limit, the cap refuses newcomers (503 + Retry-After) instead of evicting a session in use', async () => {
    const full = createServerApp({ store: new SessionStore(world, { capacity: 100 }), sessionsPerMinute: 1_000_000 })
    const send = (app: Hono, path: string, body: unknown, token?: string) => app.request(path, { method: 'POST', headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
    const victim = (await (await send(full, '/v1/sessions', {})).json()) as any
    const statuses = new Map<number, number>()
    let refusal: any
    for (let i = 0; i < 10_000; i++) {
      const res = await send(full, '/v1/sessions', {})
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      if (res.status === 503) refusal = { retryAfter: res.headers.get('retry-after'), body: await res.json() }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 99, 503: 10_000 - 99 })
    expect(refusal.body).toMatchObject({ ok: false, error: { code: 'unavailable' } })
    expect(Number(refusal.retryAfter)).toBeGreaterThan(500) // the protection window is 10 minutes
    expect((await send(full, '/v1/apps/temu/listOrders', {}, victim.token)).status).toBe(200)
  }, 60_000)

  it('a foreign Host is refused on every route, documented or not; loopback names are answered', async () => {
    const doc = (await get('/openapi.json')).body
    const routes: [string, string][] = Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x')] as [string, string]),
    )
    routes.push(['GET', '/v2/nothing'], ['PUT', '/v1/sessions'])
    expect(routes.length).toBeGreaterThan(250)
    const port = new URL(server.url).port
    for (const [method, path] of routes) {
      const foreign = await rawRequest(method, path, { host: `evil.example:${port}`, ...json }, method === 'GET' || method === 'DELETE' ? undefined : '{}')
      expect(foreign, `${method} ${path}`).toMatchObject({ status: 403, body: { ok: false, error: { code: 'host_not_allowed' } } })
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await rawRequest('GET', '/v1/apps', { host })).status, host).toBe(200)
    }
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', 'localhost.']) {
      expect((await rawRequest('GET', '/v1/apps', { host })).status, host).toBe(403)
    }
  }, 60_000)

  it('--api-key makes every route require the key; a page opened with ?api_key= gets it as a cookie', async () => {
    const keyed = createServerApp({ store: new SessionStore(world), apiKey: 'k-123' })
    expect((await keyed.request('/v1/apps')).status).toBe(401)
    expect((await keyed.request('/docs')).status).toBe(401)
    expect((await keyed.request('/v1/apps', { headers: { 'x-api-key': 'wrong' } })).status).toBe(401)
    expect((await keyed.request('/v1/apps', { headers: { 'x-api-key': 'k-123' } })).status).toBe(200)
    const created = await keyed.request('/v1/sessions', { method: 'POST', headers: { ...json, 'x-api-key': 'k-123' }, body: '{}' })
    expect(created.status).toBe(201)
    const page = await keyed.request('/demo?api_key=k-123')
    expect(page.status).toBe(200)
    const cookie = page.headers.get('set-cookie')!
    expect(cookie).toMatch(/sandbox_api_key=k-123; Path=\/; HttpOnly; SameSite=Strict/)
    expect((await keyed.request('/demo/api/agents', { headers: { cookie: cookie.split(';')[0]! } })).status).toBe(200)
    expect((await keyed.request('/demo?api_key=nope')).status).toBe(401)
  })
})

describe('item 8: a __proto__ key in the user is refused like constructor', () => {
  it('answers 400 for both, naming the key', async () => {
    const proto = await post('/v1/sessions', '{"user":{"__proto__":{"age":15}}}')
    expect(proto).toMatchObject({ status: 400, body: { error: { code: 'invalid_arguments', issues: [{ path: 'user.__proto__', code: 'forbidden_key' }] } } })
    const ctor = await post('/v1/sessions', '{"user":{"constructor":{"age":15}}}')
    expect(ctor).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'user.constructor' }] } } })
  })
})

describe('item 3: deep JSON is refused before anything keeps it', () => {
  it('a 5,000-deep searchQuery is a 400 naming the path, and the journal (and a fork’s) still answers', async () => {
    const s = (await post('/v1/sessions', {})).body
    await post('/v1/apps/temu/getProductList', { category: 'Electronics', searchQuery: 'phone case' }, s.token)
    const deep = `{"category":"Electronics","searchQuery":${'['.repeat(5000)}${']'.repeat(5000)}}`
    const refused = await post('/v1/apps/temu/getProductList', deep, s.token)
    expect(refused.status).toBe(400)
    expect(refused.body.error.issues[0]).toMatchObject({ code: 'too_deep', path: expect.stringMatching(/^searchQuery(\[0\]){63}$/) })
    const journal = await get(`/v1/sessions/${s.sessionId}/journal`, s.token)
    expect(journal.status).toBe(200)
    expect(journal.body.entries).toHaveLength(1)
    const fork = await post(`/v1/sessions/${s.sessionId}/fork`, {}, s.token)
    expect((await get(`/v1/sessions/${fork.body.sessionId}/journal`, fork.body.token)).status).toBe(200)
    // 64 levels are still accepted as JSON (and then judged by the tool's schema).
    const atLimit = `{"category":"Electronics","searchQuery":${'['.repeat(63)}${']'.repeat(63)}}`
    expect((await post('/v1/apps/temu/getProductList', atLimit, s.token)).body.error.issues[0].code).toBe('invalid_type')
  })
})

describe('item 4: virtual time stays within 2000-2099', () => {
  it('refuses a start, a clock move or a history outside the range', async () => {
    expect(await post('/v1/sessions', { start: '9999-12-31 20:00' })).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'start', code: 'too_big' }] } } })
    expect(await post('/v1/sessions', { start: '1999-12-31 23:59' })).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'start', code: 'too_small' }] } } })
    const late = (await post('/v1/sessions', { start: '2099-12-31 20:00' })).body
    expect(late.now).toBe('2099-12-31T20:00:00+08:00')
    expect(await post(`/v1/sessions/${late.sessionId}/clock`, { advanceMinutes: 525_600 }, late.token)).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'advanceMinutes', code: 'too_big' }] } } })
    expect(await post(`/v1/sessions/${late.sessionId}/clock`, { set: '2100-01-01 00:00' }, late.token)).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'set' }] } } })
    expect((await post(`/v1/sessions/${late.sessionId}/clock`, { advanceMinutes: 30 }, late.token)).body.now).toBe('2099-12-31T20:30:00+08:00')
    const due = await post('/v1/apps/reminders/createReminder', { title: 'new year', time: '2099-12-31 23:00' }, late.token)
    expect(due.status).toBe(200)
    expect(JSON.stringify(due.body)).not.toContain('NaN')
    const history = [{ ts: '2101-01-01T08:00:00+08:00', app: 'temu', tool: 'listOrders', args: {} }]
    expect(await post('/v1/sessions', { history })).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'history[0].ts' }] } } })
  })
})

describe('item 5: no 5xx from odd paths or methods', () => {
  it('asset names that are Object.prototype keys are 404s', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect((await get(`/docs/assets/${name}`)).status, name).toBe(404)
      expect((await get(`/demo/assets/${name}`)).status, name).toBe(404)
    }
  })

  it('a wrong method is 405 with Allow; an unknown path stays 404', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/v1/sessions', 'POST'],
      ['DELETE', '/v1/apps', 'GET, HEAD'],
      ['PUT', '/v1/apps/temu/buyProduct', 'POST'],
      ['GET', '/v1/apps/temu/buyProduct', 'POST'],
      ['GET', '/v1/sessions/ses_x/fork', 'POST'],
      ['POST', '/v1/sessions/ses_x/state', 'GET, HEAD'],
      ['PATCH', '/v1/sessions/ses_x', 'DELETE'],
      ['POST', '/docs', 'GET, HEAD'],
      ['DELETE', '/openapi.json', 'GET, HEAD'],
      ['PUT', '/demo/api/run', 'POST'],
    ]
    for (const [method, path, allow] of cases) {
      const res = await fetch(server.url + path, { method, headers: json, ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }) })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
      expect(await res.json()).toMatchObject({ ok: false, error: { code: 'method_not_allowed' } })
    }
    expect((await get('/v2/nothing')).status).toBe(404)
  })
})
