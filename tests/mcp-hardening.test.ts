import { request as httpRequest } from 'node:http'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindSandboxSession, createSandboxMcpServer } from '../harness/mcp/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/** Issue item 7: MCP refuses what HTTP refuses, and its sessions live under the same limits. */
const world = createSandboxWorld({ logError: () => {} })
const rpc = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }
let server: RunningServer

beforeAll(async () => {
  server = await startServer(createServerApp({ store: new SessionStore(world) }))
})
afterAll(() => server.close())

/** A raw HTTP request (any Host header), answering status, headers and parsed body. */
const raw = (path: string, headers: Record<string, string>, body?: unknown, method = 'POST', base = server.url) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }>((resolve, reject) => {
    const url = new URL(base)
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : undefined }))
    })
    req.on('error', reject)
    req.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body))
  })

/** Opens an MCP session by hand; its id and the headers later requests need. */
async function openSession(base = server.url, extra: Record<string, string> = {}) {
  const opened = await raw('/mcp', { ...rpc, ...extra }, initialize, 'POST', base)
  expect(opened.status).toBe(200)
  const headers = { ...rpc, ...extra, 'mcp-session-id': String(opened.headers['mcp-session-id']), 'mcp-protocol-version': '2025-06-18' }
  await raw('/mcp', headers, { jsonrpc: '2.0', method: 'notifications/initialized' }, 'POST', base)
  return headers
}
const callTool = (headers: Record<string, string>, body: string) => raw('/mcp', headers, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"temu__getProductList","arguments":${body}}}`)

describe('MCP refuses what HTTP refuses', () => {
  it('a __proto__ key or 5,000-deep arguments: 400 on both surfaces, with the same issue', async () => {
    const created = (await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', headers: rpc, body: '{}' })).json()) as any
    const http = (body: string) => raw('/v1/apps/temu/getProductList', { ...rpc, authorization: `Bearer ${created.token}` }, body)
    const mcp = await openSession()
    const proto = '{"category":"Electronics","searchQuery":"x","__proto__":{"searchQuery":"y"}}'
    const deep = `{"category":"Electronics","searchQuery":${'['.repeat(5000)}${']'.repeat(5000)}}`
    for (const body of [proto, deep]) {
      const overHttp = await http(body)
      const overMcp = await callTool(mcp, body)
      expect(overHttp.status).toBe(400)
      expect(overMcp.status).toBe(400)
      // The same refusal; the path is the JSON-RPC message's (its arguments sit two levels down).
      expect(overMcp.body.error.issues[0].code).toBe(overHttp.body.error.issues[0].code)
      expect(overMcp.body.error.issues[0].path.startsWith(`params.arguments.${overHttp.body.error.issues[0].path.slice(0, 11)}`)).toBe(true)
    }
    // What both accept, both run.
    const fine = await callTool(mcp, '{"category":"Electronics","searchQuery":"phone case"}')
    expect(fine.status).toBe(200)
    expect(fine.body.result.isError).toBeFalsy()
  })

  it('over an in-memory (or stdio) transport, where no HTTP body reader runs, the session refuses the __proto__ key itself', async () => {
    const binding = bindSandboxSession(world, undefined, {}, 'mem')
    if ('ok' in binding) throw new Error('not bound')
    const server = createSandboxMcpServer(binding)
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await server.connect(serverSide)
    const client = new Client({ name: 't', version: '1' })
    await client.connect(clientSide)
    const result = (await client.callTool({ name: 'temu__getProductList', arguments: JSON.parse('{"category":"Electronics","searchQuery":"x","__proto__":{"a":1}}') })) as any
    expect(result.isError).toBe(true)
    expect(result.structuredContent).toMatchObject({ code: 'invalid_arguments', issues: [{ path: '__proto__', code: 'forbidden_key' }] })
    expect(binding.session.state.seq).toBe(0)
    expect(binding.session.journal().map((e) => e.outcome.ok)).toEqual([false])
    await client.close()
  })

  it('the clock helper stays within 2000-2099', async () => {
    const client = new Client({ name: 't', version: '1' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)))
    const moved = (await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: 525_600 } })) as any
    expect(moved.isError).toBeFalsy()
    for (let i = 0; i < 80; i++) await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: 525_600 } })
    const past = (await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: 525_600 } })) as any
    expect(past.isError).toBe(true)
    expect(past.structuredContent).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'minutes', code: 'too_big' }] })
    expect((await client.callTool({ name: 'sandbox__get_time', arguments: {} })).structuredContent).toMatchObject({ local: expect.stringMatching(/^209\d-/) })
    await client.close()
  })
})

describe('MCP under the same limits as HTTP', () => {
  it('a foreign Host is refused before anything runs, and the SDK pins a session to the Host it opened under', async () => {
    const port = new URL(server.url).port
    const foreign = await raw('/mcp?user=anyone', { ...rpc, host: `evil.example:${port}` }, initialize)
    expect(foreign).toMatchObject({ status: 403, body: { ok: false, error: { code: 'host_not_allowed' } } })
    const opened = await openSession(server.url, { host: `localhost:${port}` })
    const elsewhere = await raw('/mcp', { ...opened, host: `127.0.0.1:${port}` }, { jsonrpc: '2.0', id: 2, method: 'tools/list' })
    expect(elsewhere).toMatchObject({ status: 403, body: { jsonrpc: '2.0', error: { message: expect.stringMatching(/Invalid Host header/) } } })
    expect((await raw('/mcp', opened, { jsonrpc: '2.0', id: 3, method: 'tools/list' })).status).toBe(200)
  })

  it('initialize is rate-limited per address (429 + Retry-After)', async () => {
    const limited = await startServer(createServerApp({ store: new SessionStore(world), sessionsPerMinute: 2 }))
    try {
      expect((await raw('/mcp', rpc, initialize, 'POST', limited.url)).status).toBe(200)
      // A request that is not an initialize still counts: the limit is checked before the body is read.
      expect((await raw('/mcp', rpc, '{}', 'POST', limited.url)).status).toBe(400)
      const third = await raw('/mcp', rpc, initialize, 'POST', limited.url)
      expect(third).toMatchObject({ status: 429, body: { ok: false, error: { code: 'rate_limited' } } })
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    } finally {
      await limited.close()
    }
  })

  it('MCP sessions count against the session cap: a newcomer gets 503, the sessions in use keep working', async () => {
    const store = new SessionStore(world, { capacity: 2 })
    const full = await startServer(createServerApp({ store }))
    try {
      const a = await openSession(full.url)
      const created = await fetch(`${full.url}/v1/sessions`, { method: 'POST', headers: rpc, body: '{}' })
      expect(created.status).toBe(201)
      const refused = await raw('/mcp', rpc, initialize, 'POST', full.url)
      expect(refused).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await raw('/mcp', a, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, 'POST', full.url)).status).toBe(200)
      // Ending the MCP session frees its sandbox session.
      expect((await raw('/mcp', a, undefined, 'DELETE', full.url)).status).toBe(200)
      expect(store.size).toBe(1)
      expect((await raw('/mcp', rpc, initialize, 'POST', full.url)).status).toBe(200)
    } finally {
      await full.close()
    }
  })

  it('an MCP session ends when its sandbox session expires', async () => {
    let now = 0
    const store = new SessionStore(world, { ttlMs: 1000, clock: () => now })
    const app = createServerApp({ store })
    const opened = await app.request('/mcp', { method: 'POST', headers: rpc, body: JSON.stringify(initialize) })
    const headers = { ...rpc, 'mcp-session-id': opened.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-06-18' }
    const list = () => app.request('/mcp', { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) })
    expect((await list()).status).toBe(200)
    now += 900
    expect((await list()).status).toBe(200) // use keeps it alive
    now += 1001
    expect((await list()).status).toBe(404)
    expect(store.size).toBe(0)
  })

  it('with --api-key, an MCP client sends the key in X-API-Key', async () => {
    const keyed = await startServer(createServerApp({ store: new SessionStore(world), apiKey: 'k-mcp' }))
    try {
      expect((await raw('/mcp', rpc, initialize, 'POST', keyed.url)).status).toBe(401)
      const client = new Client({ name: 't', version: '1' })
      await client.connect(new StreamableHTTPClientTransport(new URL(`${keyed.url}/mcp`), { requestInit: { headers: { 'x-api-key': 'k-mcp' } } }))
      expect((await client.listTools()).tools.length).toBeGreaterThan(200)
      await client.close()
    } finally {
      await keyed.close()
    }
  })
})
