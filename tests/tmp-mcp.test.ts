import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inputJsonSchema, outputJsonSchema } from '../apps/kit/index.ts'
import { ERROR_JSON_SCHEMA } from '../harness/mcp/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { readSuite } from '../scenarios/index.ts'
import { fromIso, toDisplay } from '../apps/kit/index.ts'

// u001 of the committed default suite: its history's length and the time of the last record before cut-off 50.
const u001 = readSuite('/tmp/ep/scenarios/suites/default').users.get('u001')!
const U001_RECORDS = u001.history.length
const AT_CUTOFF_50 = toDisplay(fromIso(u001.history[49]!.ts)).slice(0, 16)

const world = createSandboxWorld()
const catalogToolCount = world.registry.apps.reduce((n, app) => n + app.tools.length, 0)
const HELPERS = 2
const buyArgs = { searchQuery: 'phone case', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }

type Structured = Record<string, any>
const structured = (result: unknown): Structured => (result as { structuredContent: Structured }).structuredContent

/** A client that records transport errors: a non-protocol line on stdout would show up here. */
function newClient(errors: Error[]): Client {
  const client = new Client({ name: 'sandbox-test', version: '1.0.0' })
  client.onerror = (error) => errors.push(error)
  return client
}

describe('MCP over stdio (npm run mcp)', () => {
  const errors: Error[] = []
  const client = newClient(errors)
  let stderr = ''

  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['tsx', 'harness/cli/mcp.ts', '--user', 'u001', '--cutoff', '50'],
      cwd: process.cwd(),
      stderr: 'pipe',
    })
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    await client.connect(transport)
  }, 60_000)
  afterAll(() => client.close())

  it('lists every app tool plus the clock helpers, schemas from the zod definitions', async () => {
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(catalogToolCount + HELPERS)
    expect(catalogToolCount).toBeGreaterThan(200)
    const buy = tools.find((t) => t.name === 'temu__buyProduct')!
    expect(buy.inputSchema.required).toEqual(['paymentMethod', 'count', 'shippingAddress'])
    const temu = world.registry.resolveApp('temu')
    if (!temu.ok) throw new Error('no temu')
    expect(buy.inputSchema).toEqual(inputJsonSchema(temu.value.tool('buyProduct')!))
    // The output schema is the tool's own, beside the error body (see docs/decisions on the SDK client).
    expect(buy.outputSchema?.anyOf).toEqual([outputJsonSchema(temu.value.tool('buyProduct')!), ERROR_JSON_SCHEMA])
    expect(buy.annotations?.readOnlyHint).toBe(false)
    expect(tools.find((t) => t.name === 'temu__getProductList')?.annotations?.readOnlyHint).toBe(true)
    expect(tools.map((t) => t.name)).toContain('sandbox__advance_clock')
  }, 30_000)

  it('serves the replayed user: profile resource and the clock at the cut-off', async () => {
    const resource = await client.readResource({ uri: 'sandbox://profile' })
    const profile = JSON.parse((resource.contents[0] as { text: string }).text)
    expect(profile.user.id).toBe('u001')
    expect(profile.history).toEqual({ replayed: 50, of: U001_RECORDS, mismatches: 0 })
    const time = await client.callTool({ name: 'sandbox__get_time', arguments: {} })
    expect(structured(time).local).toBe(AT_CUTOFF_50)
    expect(stderr).toContain(`replayed 50/${U001_RECORDS} records`)
  })

  it('runs a read and a write tool with structured results', async () => {
    const list = await client.callTool({ name: 'temu__getProductList', arguments: { searchQuery: 'phone case', category: 'Electronics' } })
    expect(list.isError).toBeFalsy()
    const products = structured(list).products as { productId: string; price: number }[]
    expect(products.length).toBeGreaterThan(0)
    expect(products[0]!.productId).toMatch(/^TM\d+$/)
    const bought = await client.callTool({ name: 'temu__buyProduct', arguments: { ...buyArgs, productId: products[0]!.productId } })
    expect(bought.isError).toBeFalsy()
    expect(structured(bought).orderId).toMatch(/^ord_\d{4}$/)
    expect(structured(bought).product.productId).toBe(products[0]!.productId)
    const text = (bought.content as { type: string; text: string }[])[0]!
    expect(JSON.parse(text.text)).toEqual(bought.structuredContent)
  })

  it('answers a bad call with an isError result carrying the structured error', async () => {
    const bad = await client.callTool({ name: 'temu__buyProduct', arguments: { ...buyArgs, bogus: 1 } })
    expect(bad.isError).toBe(true)
    expect(structured(bad).code).toBe('invalid_arguments')
    expect(structured(bad).issues).toEqual([{ path: 'bogus', code: 'unknown_parameter', message: 'Unknown parameter "bogus"' }])
    const unknown = await client.callTool({ name: 'temu__buyProducts', arguments: {} })
    expect(unknown.isError).toBe(true)
    expect(structured(unknown)).toMatchObject({ code: 'unknown_tool', suggestions: expect.arrayContaining(['temu__buyProduct']) })
    expect(errors).toEqual([])
  })
})

describe('MCP over streamable HTTP at /mcp', () => {
  let server: RunningServer
  const clients: Client[] = []
  const errors: Error[] = []

  const connect = async (query = ''): Promise<Client> => {
    const client = newClient(errors)
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp${query}`)))
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    server = await startServer(createServerApp({ store: new SessionStore(world) }))
  })
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()))
    await server.close()
  })

  it('lists the same tools and runs read, write and failing calls', async () => {
    const client = await connect()
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(catalogToolCount + HELPERS)
    expect(tools.find((t) => t.name === 'temu__getProductList')?.inputSchema.required).toEqual(['category', 'searchQuery'])

    const list = await client.callTool({ name: 'temu__getProductList', arguments: { searchQuery: 'phone case', category: 'Electronics' } })
    expect((structured(list).products as unknown[]).length).toBeGreaterThan(0)
    const bought = await client.callTool({ name: 'temu__buyProduct', arguments: buyArgs })
    expect(structured(bought)).toMatchObject({ orderId: 'ord_0001', status: 'paid', count: 1, paymentMethod: 'Alipay' })

    const bad = await client.callTool({ name: 'temu__getProductList', arguments: { searchQuery: 'phone case', category: 'Toys' } })
    expect(bad.isError).toBe(true)
    expect(structured(bad)).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'category', code: 'invalid_value' }] })
    expect(errors).toEqual([])
  })

  it('gives each MCP session its own sandbox session', async () => {
    const a = await connect()
    const b = await connect()
    const bought = await a.callTool({ name: 'temu__buyProduct', arguments: buyArgs })
    const orderId = structured(bought).orderId
    expect(orderId).toBe('ord_0001')
    const seenByA = await a.callTool({ name: 'temu__listOrders', arguments: {} })
    const seenByB = await b.callTool({ name: 'temu__listOrders', arguments: {} })
    expect(structured(seenByA)).toMatchObject({ total: 1, orders: [{ orderId }] })
    expect(structured(seenByB)).toEqual({ total: 0, orders: [] })
    // B's counters are its own too: its first order is also ord_0001.
    expect(structured(await b.callTool({ name: 'temu__buyProduct', arguments: buyArgs })).orderId).toBe('ord_0001')
  })

  it('moves the virtual clock with the helper tool', async () => {
    const client = await connect()
    expect(structured(await client.callTool({ name: 'sandbox__get_time', arguments: {} })).local).toBe('2026-03-02 08:00')
    const moved = await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: 90 } })
    expect(structured(moved)).toEqual({ now: '2026-03-02T09:30:00+08:00', local: '2026-03-02 09:30' })
    const back = await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: -5 } })
    expect(back.isError).toBe(true)
    expect(structured(back)).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'minutes' }] })
  })

  it('binds a suite user and cut-off from the initialize query', async () => {
    const client = await connect('?user=u003&cutoff=20')
    const resource = await client.readResource({ uri: 'sandbox://profile' })
    const profile = JSON.parse((resource.contents[0] as { text: string }).text)
    expect(profile.user.id).toBe('u003')
    expect(profile.history).toMatchObject({ replayed: 20, mismatches: 0 })
  })

  it('refuses bad session parameters with a structured 4xx, and unknown session ids with 404', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }
    const post = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/mcp${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      })
    const unknownUser = await post('?user=nobody')
    expect(unknownUser.status).toBe(404)
    expect(await unknownUser.json()).toMatchObject({ ok: false, error: { code: 'not_found' } })
    const badCutoff = await post('?user=u003&cutoff=many')
    expect(badCutoff.status).toBe(400)
    expect(await badCutoff.json()).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: 'cutoff' }] } })
    const pastEnd = await post('?user=u003&cutoff=999999')
    expect(await pastEnd.json()).toMatchObject({ error: { code: 'invalid_arguments', issues: [{ path: 'cutoff', code: 'too_big' }] } })
    const stale = await post('', { 'mcp-session-id': 'no-such-session' })
    expect(stale.status).toBe(404)
    expect(await stale.json()).toMatchObject({ error: { code: -32001 } })
    await expect(connect('?user=nobody')).rejects.toThrow(/not_found/)
  })
})
