/**
 * Testing your agent code against the sandbox, with msw.
 *
 * Your agent talks to apps over plain `fetch`. In a test, `setupSandbox()` intercepts the sandbox's
 * hosts and answers from an in-process session, exactly as the real server would (same bodies, same
 * status codes), with no server, no port and no token. Everything else reaches the network untouched.
 *
 *   https://<app>.sandbox.test/v1/<tool>          POST, JSON body = the arguments (any app spelling)
 *   https://api.sandbox.test/v1/apps/<app>/<tool>  the same, the server's path
 *   https://api.sandbox.test/v1/tools?format=openai  the tools as OpenAI function JSON
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { statusOfOutcome, type Outcome } from '../../apps/kit/index.ts'
import { setupSandbox } from '../../harness/intercept/index.ts'
import { openSession } from '../../simulator/world/index.ts'
import { readSuite } from '../../scenarios/index.ts'

// ---------------------------------------------------------------------------------------------
// The agent under test: ordinary code, written against fetch, that knows nothing about tests.
// ---------------------------------------------------------------------------------------------

const TEMU = 'https://temu.sandbox.test/v1'
const DIDI = 'https://didi-chuxing.sandbox.test/v1' // any spelling the registry resolves: didi_chuxing, didi...

interface ToolAnswer {
  status: number
  body: Outcome<any>
}

async function callTool(url: string, args: unknown): Promise<ToolAnswer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) })
  return { status: res.status, body: (await res.json()) as Outcome<any> }
}

/** Searches Temu, buys the cheapest listing, and checks the order went through. */
async function buyCheapest(searchQuery: string) {
  const listing = await callTool(`${TEMU}/getProductList`, { category: 'Electronics', searchQuery })
  if (!listing.body.ok) throw new Error(listing.body.error.message)
  const cheapest = [...listing.body.data.products].sort((a, b) => a.price - b.price)[0]
  const order = await callTool(`${TEMU}/buyProduct`, { productId: cheapest.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
  if (!order.body.ok) throw new Error(order.body.error.message)
  const status = await callTool(`${TEMU}/getOrderStatus`, { orderId: order.body.data.orderId })
  return { cheapest, orderId: order.body.data.orderId as string, status: status.body.ok ? (status.body.data.status as string) : 'unknown' }
}

/** Books the ride to work. */
const rideToWork = () => callTool(`${DIDI}/bookTaxi`, { pickupLocation: 'Home', dropoffLocation: 'Wangjing SOHO', pickupTime: '09:00' })

// ---------------------------------------------------------------------------------------------
// The tests: one sandbox per describe block, listening around its tests.
// ---------------------------------------------------------------------------------------------

describe('an agent written against fetch runs unchanged', () => {
  const sandbox = setupSandbox({ seed: 'demo' })
  beforeAll(() => sandbox.listen())
  afterEach(() => sandbox.reset()) // every test starts from the same world
  afterAll(() => sandbox.close())

  it('buys the cheapest earbuds on Temu, and the session holds the order', async () => {
    const result = await buyCheapest('wireless earbuds')
    expect(result.cheapest).toMatchObject({ productId: 'TM358757049', price: 50.9 })
    expect(result.orderId).toBe('ord_0001')
    expect(result.status).toBe('paid')
    // Assert on the world itself, not only on what the agent said.
    const temu = sandbox.session.state.apps.temu as { orders: Record<string, { productId: string; total: number }> }
    expect(Object.keys(temu.orders)).toEqual(['ord_0001'])
    expect(temu.orders.ord_0001).toMatchObject({ productId: 'TM358757049', total: 50.9 })
  })

  it('books a Didi ride through an alias host (didi-chuxing.sandbox.test)', async () => {
    const ride = await rideToWork()
    expect(ride.status).toBe(200)
    expect(ride.body).toMatchObject({ ok: true, data: { rideId: 'ride_0001', dropoff: { name: 'Wangjing SOHO' } } })
    const underscore = await callTool('https://didi_chuxing.sandbox.test/v1/getRideStatus', { rideId: 'ride_0001' })
    expect(underscore.body).toMatchObject({ ok: true, data: { rideId: 'ride_0001' } })
    const viaApi = await callTool('https://api.sandbox.test/v1/apps/Didi_Chuxing/getRideStatus', { rideId: 'ride_0001' })
    expect(viaApi.body).toEqual(underscore.body)
    expect(Object.keys((sandbox.session.state.apps.didi_chuxing as { rides: object }).rides)).toEqual(['ride_0001'])
  })

  it('bad arguments are a 400 naming each offending path, and change nothing', async () => {
    const before = sandbox.session.state
    const answer = await callTool(`${TEMU}/buyProduct`, { productId: 'TM358757049', paymentMethod: 'Alipay', count: 'two', shippingAddress: 'Home', coupon: 'SAVE5' })
    expect(answer.status).toBe(400)
    expect(answer.body.ok).toBe(false)
    if (answer.body.ok) return
    expect(answer.body.error.code).toBe('invalid_arguments')
    expect(answer.body.error.issues?.map((i) => [i.path, i.code])).toEqual([
      ['count', 'invalid_type'],
      ['coupon', 'unknown_parameter'], // a hallucinated parameter is an error, not silently dropped
    ])
    expect(sandbox.session.state).toBe(before)
  })

  it('malformed JSON is a 400; an unknown app or tool is a 404 with suggestions', async () => {
    const malformed = await fetch(`${TEMU}/buyProduct`, { method: 'POST', body: '{"count": 1,' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: '', code: 'invalid_json' }] } })

    const tool = await callTool(`${TEMU}/getOrderStats`, { orderId: 'ord_0001' })
    expect(tool.status).toBe(404)
    expect(tool.body).toMatchObject({ ok: false, error: { code: 'unknown_tool' } })
    expect(tool.body.ok ? [] : tool.body.error.suggestions).toContain('getOrderStatus')

    const app = await callTool('https://tmeu.sandbox.test/v1/getProductList', { category: 'Electronics' })
    expect(app.status).toBe(404)
    expect(app.body.ok ? [] : app.body.error.suggestions?.[0]).toBe('temu')
  })

  it('reset() restores the initial state: the next order is ord_0001 again', async () => {
    const initial = sandbox.session.state
    await buyCheapest('wireless earbuds')
    await rideToWork()
    expect(sandbox.session.state.seq).toBe(2)
    sandbox.reset()
    expect(sandbox.session.state).toBe(initial)
    expect(sandbox.session.journal()).toEqual([])
    expect((await buyCheapest('wireless earbuds')).orderId).toBe('ord_0001')
  })

  it('agent code can fetch its tools as OpenAI function JSON', async () => {
    const res = await fetch('https://api.sandbox.test/v1/tools?format=openai&app=temu')
    const { tools } = (await res.json()) as { tools: { function: { name: string } }[] }
    expect(res.status).toBe(200)
    expect(tools.map((t) => t.function.name)).toEqual(['temu__getProductList', 'temu__buyProduct', 'temu__getOrderStatus', 'temu__cancelOrder', 'temu__listOrders'])
  })
})

describe('policies apply to the sandbox user', () => {
  const minor = setupSandbox({ user: { age: 16 } })
  beforeAll(() => minor.listen())
  afterAll(() => minor.close())

  it('a 16-year-old buying a fund gets a 403 policy_violation naming the rule', async () => {
    const answer = await callTool('https://bank.sandbox.test/v1/buyFund', { category: 'bond', amount: 1000, paymentMethod: 'Debit Card' })
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'bank.minor_investment' } })
    expect(minor.session.state.seq).toBe(0)
  })
})

describe('a suite user, with their history replayed to a cut-off', () => {
  const sandbox = setupSandbox({ user: 'u001', cutoff: 200 })
  beforeAll(() => sandbox.listen())
  afterAll(() => sandbox.close())

  it("is the suite's profile and history: the session has replayed 200 records", async () => {
    const u001 = readSuite('scenarios/suites/default').users.get('u001')!
    expect(sandbox.session.user).toMatchObject({ id: 'u001', name: u001.profile.name, age: u001.profile.age })
    expect(sandbox.session.journalLength).toBe(200)
    // Their Pinduoduo orders from those weeks are live: list them as the agent would.
    const bought = u001.history.slice(0, 200).filter((r) => r.app === 'pinduoduo' && r.tool === 'buyProduct' && r.outcome?.ok)
    expect(bought.length).toBeGreaterThan(0)
    const listed = await callTool('https://pinduoduo.sandbox.test/v1/listOrders', {})
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({ ok: true, data: { total: bought.length } })
    expect(Object.keys((sandbox.session.state.apps.pinduoduo as { orders: object }).orders)).toHaveLength(bought.length)
  })
})

describe('sandboxes are independent', () => {
  const buy = { searchQuery: 'wireless earbuds', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', preference: 'price' }

  it('two sandboxes do not share state', async () => {
    const a = setupSandbox({ seed: 'demo' })
    const b = setupSandbox({ seed: 'demo' })
    a.listen()
    expect(() => b.listen()).toThrow(/another sandbox is already listening/) // msw patches one global fetch
    await callTool(`${a.baseUrl('temu')}/buyProduct`, buy)
    await callTool(`${a.baseUrl('temu')}/buyProduct`, buy)
    a.close()
    b.listen()
    const inB = await callTool(`${b.baseUrl('temu')}/buyProduct`, buy)
    b.close()
    expect(inB.body).toMatchObject({ ok: true, data: { orderId: 'ord_0001' } })
    expect(a.session.state.seq).toBe(2)
    expect(b.session.state.seq).toBe(1)
  })

  it("two at once: one msw server with both sandboxes' handlers, on different hosts", async () => {
    const a = setupSandbox({ seed: 'demo' })
    const b = setupSandbox({ seed: 'demo', hosts: 'other.test' })
    const server = setupServer(...a.handlers, ...b.handlers)
    server.listen({ onUnhandledRequest: 'bypass' })
    try {
      expect(b.baseUrl('temu')).toBe('https://temu.other.test/v1')
      const first = await callTool(`${a.baseUrl('temu')}/buyProduct`, buy)
      const second = await callTool(`${a.baseUrl('temu')}/buyProduct`, buy)
      const other = await callTool(`${b.baseUrl('temu')}/buyProduct`, buy)
      expect([first, second, other].map((r) => (r.body.ok ? r.body.data.orderId : r.body.error.code))).toEqual(['ord_0001', 'ord_0002', 'ord_0001'])
    } finally {
      server.close()
    }
  })

  it('requests to other hosts pass through untouched', async () => {
    const real: Server = createServer((_req, res) => res.end('the real network'))
    await new Promise<void>((done) => real.listen(0, '127.0.0.1', done))
    const sandbox = setupSandbox()
    sandbox.listen()
    try {
      const { port } = real.address() as { port: number }
      expect(await (await fetch(`http://127.0.0.1:${port}/v1/bookTaxi`, { method: 'POST', body: '{}' })).text()).toBe('the real network')
      expect(sandbox.session.journalLength).toBe(0)
    } finally {
      sandbox.close()
      await new Promise((done) => real.close(done))
    }
  })
})

describe('in-process and intercepted fetch give identical outcomes', () => {
  // Successes, a policy refusal, bad arguments, an unknown tool, a conflict (cancelling twice).
  const calls: [string, string, unknown][] = [
    ['temu', 'getProductList', { category: 'Electronics', searchQuery: 'wireless earbuds' }],
    ['temu', 'buyProduct', { searchQuery: 'wireless earbuds', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', preference: 'price' }],
    ['temu', 'getOrderStatus', { orderId: 'ord_0001' }],
    ['temu', 'cancelOrder', { orderId: 'ord_0001' }],
    ['temu', 'cancelOrder', { orderId: 'ord_0001' }],
    ['didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'Wangjing SOHO', pickupTime: '09:00', taxiType: 'Premier' }],
    ['bank', 'buyFund', { category: 'bond', amount: 1000, paymentMethod: 'Debit Card' }],
    ['temu', 'buyProduct', { count: -1 }],
    ['temu', 'refundEverything', {}],
  ]
  const user = { age: 16 }

  it('session.call and fetch agree on every body and status, and reach the same state', async () => {
    const direct = openSession({ seed: 'same', user })
    const expected = calls.map(([app, tool, args]) => direct.call(app, tool, args))
    const sandbox = setupSandbox({ seed: 'same', user })
    sandbox.listen()
    try {
      for (const [i, [app, tool, args]] of calls.entries()) {
        const answer = await callTool(`${sandbox.baseUrl(app)}/${tool}`, args)
        expect(answer.body, `${app}.${tool}`).toEqual(expected[i])
        expect(answer.status, `${app}.${tool}`).toBe(statusOfOutcome(expected[i]!))
      }
    } finally {
      sandbox.close()
    }
    expect(expected.map((o) => (o.ok ? 200 : statusOfOutcome(o)))).toEqual([200, 200, 200, 200, 409, 200, 403, 400, 404])
    expect(sandbox.session.state.apps).toEqual(direct.state.apps)
  })
})

describe("the README's msw example", () => {
  it('runs as written: the order is ord_0001, the minor is refused, reset() empties Temu', async () => {
    const block = [...readFileSync('README.md', 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes('setupSandbox'))!
    const code = block.replace("'./harness/intercept/index.ts'", "'../../harness/intercept/index.ts'")
    mkdirSync('tests/artifacts', { recursive: true })
    writeFileSync('tests/artifacts/readme-msw.ts', `const log: unknown[][] = []\nconst console = { log: (...line: unknown[]) => log.push(line) }\n${code}\nexport { log, orders, sandbox }\n`)
    const generated = '../artifacts/readme-msw.ts' // written above; not known to the type-checker
    const mod = await import(/* @vite-ignore */ generated)
    expect(mod.log[0]).toMatchObject([200, { ok: true, data: { orderId: 'ord_0001', status: 'paid' } }])
    expect(mod.log[1]).toMatchObject([403, { ok: false, error: { code: 'policy_violation', rule: 'bank.minor_investment' } }])
    expect(Object.keys(mod.orders.orders)).toEqual(['ord_0001'])
    expect(mod.sandbox.session.state.seq).toBe(0) // after reset()
  })
})
