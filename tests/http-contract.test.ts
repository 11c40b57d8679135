import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionStore } from '../simulator/world/store.ts'
import { createServerApp } from '../harness/server/app.ts'
import { startServer, type RunningServer } from '../harness/server/listen.ts'
import { ledgerWorld } from './support/ledger-world.ts'

/** The error contract over real HTTP, with the kit's test app (it can also crash on purpose). */
let server: RunningServer
let store: SessionStore

beforeAll(async () => {
  store = new SessionStore(ledgerWorld())
  server = await startServer(createServerApp({ store, maxBodyBytes: 4096 }))
})
afterAll(() => server.close())

const post = async (path: string, body: unknown, token?: string, raw = false) => {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: raw ? (body as string) : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}
const get = async (path: string, token?: string) => {
  const res = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.status, body: (await res.json()) as any }
}
const newSession = async (body: unknown = {}) => (await post('/v1/sessions', body)).body as { sessionId: string; token: string }

describe('sessions over HTTP', () => {
  it('creates a session with the default user, or a partial profile, and validates it', async () => {
    const created = await post('/v1/sessions', { user: { age: 15, name: 'Xiao Ming' }, seed: 'x', start: '2026-05-01 09:30' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ userId: 'u_default', now: '2026-05-01T09:30:00+08:00', user: { age: 15, name: 'Xiao Ming', city: 'beijing' } })
    expect(created.body.token).toMatch(/^sbx_/)
    const bad = await post('/v1/sessions', { user: { age: 'old' }, colour: 1 })
    expect(bad.status).toBe(400)
    expect(bad.body.error.issues.map((i: any) => i.path)).toEqual(['colour'])
    const badUser = await post('/v1/sessions', { user: { age: -3 } })
    expect(badUser.body.error.issues).toMatchObject([{ path: 'user.age', code: 'too_small' }])
    expect((await post('/v1/sessions', { start: 'someday' })).body.error).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'start' }] })
  })

  it('fork, state, journal and delete need the session’s own token', async () => {
    const a = await newSession()
    const b = await newSession()
    await post('/v1/apps/test_ledger/deposit', { amount: 12 }, a.token)
    expect((await get(`/v1/sessions/${a.sessionId}/state`, b.token)).status).toBe(401)
    expect((await get(`/v1/sessions/${a.sessionId}/state`)).status).toBe(401)
    // An unknown id answers exactly as a wrong token does, so ids cannot be probed.
    expect(await get(`/v1/sessions/ses_nope/state`, a.token)).toEqual(await get(`/v1/sessions/${a.sessionId}/state`, b.token))
    const state = await get(`/v1/sessions/${a.sessionId}/state`, a.token)
    expect(state.body).toMatchObject({ writes: 1, counters: { ent: 1 }, apps: { test_ledger: { balance: 12 } } })
    const fork = await post(`/v1/sessions/${a.sessionId}/fork`, {}, a.token)
    expect(fork.status).toBe(201)
    await post('/v1/apps/test_ledger/deposit', { amount: 1 }, fork.body.token)
    expect((await get(`/v1/sessions/${a.sessionId}/state`, a.token)).body.apps.test_ledger.balance).toBe(12)
    expect((await get(`/v1/sessions/${fork.body.sessionId}/state`, fork.body.token)).body.apps.test_ledger.balance).toBe(13)
    const journal = await get(`/v1/sessions/${fork.body.sessionId}/journal`, fork.body.token)
    expect(journal.body.entries.map((e: any) => [e.tool, e.args])).toEqual([['deposit', { amount: 12 }], ['deposit', { amount: 1 }]])
    const del = await fetch(`${server.url}/v1/sessions/${a.sessionId}`, { method: 'DELETE', headers: { authorization: `Bearer ${a.token}` } })
    expect(del.status).toBe(200)
    expect((await post('/v1/apps/test_ledger/deposit', { amount: 1 }, a.token)).status).toBe(401)
  })
})

describe('the error contract, case by case', () => {
  it('400 invalid_arguments: malformed JSON, wrong types, missing, unknown parameters', async () => {
    const { token } = await newSession()
    const malformed = await post('/v1/apps/test_ledger/deposit', '{"amount": 5', token, true)
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toMatchObject({ code: 'invalid_arguments', issues: [{ path: '', code: 'invalid_json' }] })
    const wrong = await post('/v1/apps/test_ledger/deposit', { amount: '5' }, token)
    expect(wrong.body.error.issues).toEqual([{ path: 'amount', code: 'invalid_type', expected: 'number', message: 'Invalid input: expected number, received string' }])
    expect((await post('/v1/apps/test_ledger/deposit', {}, token)).body.error.issues[0]).toMatchObject({ path: 'amount', code: 'invalid_type' })
    const extra = await post('/v1/apps/test_ledger/deposit', { amount: 5, currency: 'CNY' }, token)
    expect(extra.status).toBe(400)
    expect(extra.body.error.issues).toEqual([{ path: 'currency', code: 'unknown_parameter', message: 'Unknown parameter "currency"' }])
    expect((await post('/v1/apps/test_ledger/deposit', [5], token)).body.error.issues[0].expected).toBe('object')
  })

  it('401 unauthenticated: missing or unknown token', async () => {
    expect(await post('/v1/apps/test_ledger/deposit', { amount: 1 })).toMatchObject({ status: 401, body: { ok: false, error: { code: 'unauthenticated' } } })
    expect((await post('/v1/apps/test_ledger/deposit', { amount: 1 }, 'sbx_wrong')).status).toBe(401)
  })

  it('401 alike for an unknown session id and a wrong token, on every session route', async () => {
    const a = await newSession()
    const b = await newSession()
    await post('/v1/apps/test_ledger/deposit', { amount: 4 }, a.token)
    const send = async (method: string, path: string, token?: string) => {
      const res = await fetch(server.url + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(method === 'POST' ? { body: JSON.stringify({ advanceMinutes: 1 }) } : {}) })
      return { status: res.status, body: (await res.json()) as any }
    }
    const routes = (id: string): [string, string][] => [
      ['GET', `/v1/sessions/${id}/state`],
      ['GET', `/v1/sessions/${id}/journal`],
      ['POST', `/v1/sessions/${id}/fork`],
      ['POST', `/v1/sessions/${id}/clock`],
      ['DELETE', `/v1/sessions/${id}`],
    ]
    const unauthenticated = { status: 401, body: { ok: false, error: { code: 'unauthenticated', message: "Missing bearer token, or it is not this session's" } } }
    const missingIds = ['ses_000000000000', 'ses_nope', '%20', encodeURIComponent(a.token)]
    for (const [i, [method, path]] of routes(a.sessionId).entries()) {
      expect(await send(method, path, b.token), path).toEqual(unauthenticated)
      expect(await send(method, path), path).toEqual(unauthenticated)
      for (const id of missingIds) {
        const [m, p] = routes(id)[i]!
        expect(await send(m, p, a.token), p).toEqual(unauthenticated)
        expect(await send(m, p), p).toEqual(unauthenticated)
      }
    }
    expect((await get(`/v1/sessions/${a.sessionId}/state`, a.token)).body).toMatchObject({ writes: 1, now: '2026-03-02T08:00:00+08:00', apps: { test_ledger: { balance: 4 } } })
  })

  it('403 policy_violation names the rule; 409 conflict; both change nothing', async () => {
    const minor = await newSession({ user: { age: 16 } })
    await post('/v1/apps/test_ledger/deposit', { amount: 500 }, minor.token)
    const refused = await post('/v1/apps/test_ledger/withdraw', { amount: 200 }, minor.token)
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'policy_violation', rule: 'ledger.minor_limit' } } })
    const short = await post('/v1/apps/test_ledger/withdraw', { amount: 100 }, (await newSession()).token)
    expect(short).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } })
    expect((await get(`/v1/sessions/${minor.sessionId}/state`, minor.token)).body.apps.test_ledger.balance).toBe(500)
  })

  it('404 unknown_app / unknown_tool with the nearest names; aliases reach the app', async () => {
    const { token } = await newSession()
    const app = await post('/v1/apps/test_ledgr/deposit', { amount: 1 }, token)
    expect(app).toMatchObject({ status: 404, body: { error: { code: 'unknown_app', suggestions: ['test_ledger'] } } })
    const tool = await post('/v1/apps/test_ledger/deposti', { amount: 1 }, token)
    expect(tool).toMatchObject({ status: 404, body: { error: { code: 'unknown_tool', suggestions: ['deposit'] } } })
    expect(await post('/v1/apps/Ledger_App/deposit', { amount: 3 }, token)).toMatchObject({ status: 200, body: { ok: true, data: { balance: 3 } } })
    expect(await post('/v1/apps/the%20ledger/getBalance', {}, token)).toMatchObject({ status: 200, body: { data: { balance: 3 } } })
  })

  it('413 for a body over the limit; never a 5xx for client input', async () => {
    const { token } = await newSession()
    const big = await post('/v1/apps/test_ledger/deposit', { amount: 1, memo: 'x'.repeat(10_000) }, token)
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } })
  })

  it('500 internal with a correlation id for a handler bug, state untouched', async () => {
    const s = await newSession()
    await post('/v1/apps/test_ledger/deposit', { amount: 7 }, s.token)
    const crash = await post('/v1/apps/test_ledger/crash', {}, s.token)
    expect(crash.status).toBe(500)
    expect(crash.body.error.correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await get(`/v1/sessions/${s.sessionId}/state`, s.token)).body.apps.test_ledger.balance).toBe(7)
  })

  it('answers a structured 404 for an unknown route', async () => {
    expect(await get('/v2/nothing')).toMatchObject({ status: 404, body: { ok: false, error: { code: 'not_found' } } })
  })
})

describe('the virtual clock over HTTP', () => {
  it('moves forward on request, never backwards, and validates the request', async () => {
    const s = await newSession({ start: '2026-03-02 08:00' })
    const clock = (body: unknown) => post(`/v1/sessions/${s.sessionId}/clock`, body, s.token)
    expect((await clock({ advanceMinutes: 90 })).body.now).toBe('2026-03-02T09:30:00+08:00')
    expect((await clock({ set: '2026-03-03 07:00' })).body.now).toBe('2026-03-03T07:00:00+08:00')
    expect(await clock({ set: '2026-03-01 07:00' })).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } })
    expect(await clock({ set: 'later' })).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'set' }] } } })
    expect((await clock({ set: '2026-03-04 07:00', advanceMinutes: 1 })).status).toBe(400)
  })
})

describe('a chunked body over the limit', () => {
  it('is refused at the limit (413) while the client is still sending, and changes nothing', async () => {
    const limit = 1 << 20
    const total = 5 * limit
    const big = await startServer(createServerApp({ store, maxBodyBytes: limit }))
    try {
      const { token, sessionId } = await newSession()
      // A paced, pull-driven stream and no content-length: the server can only stop it by not reading on.
      const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
      let produced = 0
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 2))
            if (produced >= total) return controller.close()
            produced += chunk.byteLength
            controller.enqueue(chunk)
          },
        },
        { highWaterMark: 0 },
      )
      const res = await fetch(`${big.url}/v1/apps/test_ledger/deposit`, { method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } } as RequestInit)
      const producedAtResponse = produced
      console.log(`chunked 5 MB against a 1 MB limit: ${res.status} after ${producedAtResponse} bytes sent`)
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ ok: false, error: { code: 'payload_too_large', message: `Request bodies are limited to ${limit} bytes` } })
      expect(producedAtResponse).toBeGreaterThan(limit)
      expect(producedAtResponse).toBeLessThan(total / 2)
      expect((await get(`/v1/sessions/${sessionId}/state`, token)).body).toMatchObject({ writes: 0, apps: { test_ledger: { balance: 0 } } })
    } finally {
      await big.close()
    }
  })

  it('still reads a chunked body under the limit', async () => {
    const { token } = await newSession()
    const bytes = new TextEncoder().encode(JSON.stringify({ amount: 9 }))
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes.subarray(0, 5)), c.enqueue(bytes.subarray(5)), c.close()) })
    const res = await fetch(`${server.url}/v1/apps/test_ledger/deposit`, { method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } } as RequestInit)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, data: { balance: 9 } })
  })
})
