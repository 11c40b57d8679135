import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Outcome } from '../apps/kit/index.ts'
import { setupSandbox } from '../harness/intercept/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { replayHistory } from '../simulator/history/index.ts'
import { directoryHistorySource } from '../simulator/users/files.ts'
import { createSandboxWorld, Session, SessionStore } from '../simulator/world/index.ts'

/**
 * The four ways in — in-process code, plain HTTP, intercepted fetch (msw) and an MCP client — reach
 * the same apps with the same outcomes: one user at one cut-off, one sequence of calls, byte-equal answers.
 */
const SUITE = 'scenarios/suites/default'
const USER = 'u004'
const CUTOFF = 200
const world = createSandboxWorld()
const histories = directoryHistorySource(SUITE)

type Step = { app: string; tool: string; args: (earlier: Outcome[]) => Record<string, unknown> }
const orderId = (earlier: Outcome[]) => (earlier[1]!.ok ? (earlier[1]!.data as { orderId: string }).orderId : 'none')
const STEPS: Step[] = [
  { app: 'temu', tool: 'getProductList', args: () => ({ category: 'Electronics', searchQuery: 'power bank' }) },
  { app: 'temu', tool: 'buyProduct', args: () => ({ searchQuery: 'power bank', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }) },
  { app: 'temu', tool: 'getOrderStatus', args: (e) => ({ orderId: orderId(e) }) },
  { app: 'didi_chuxing', tool: 'bookTaxi', args: () => ({ pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '21:30', taxiType: 'Premier' }) },
  { app: 'temu', tool: 'buyProduct', args: () => ({ searchQuery: 'power bank', paymentMethod: 'Alipay', count: 'two', shippingAddress: 'Home' }) },
  { app: 'temu', tool: 'cancelOrder', args: (e) => ({ orderId: orderId(e) }) },
  { app: 'temu', tool: 'cancelOrder', args: (e) => ({ orderId: orderId(e) }) },
]

async function play(call: (app: string, tool: string, args: Record<string, unknown>) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const step of STEPS) outcomes.push(await call(step.app, step.tool, step.args(outcomes)))
  return outcomes
}

describe('every surface gives the same outcomes', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createServerApp({ store: new SessionStore(world), histories }))
  })
  afterAll(() => server.close())

  const inProcess = async () => {
    const stored = histories.find(USER)!
    const session = new Session(world, { id: 'in-process', user: stored.profile, seed: stored.sessionSeed, start: Date.parse(stored.history[0]!.ts) })
    replayHistory(session, stored.history.slice(0, CUTOFF), false)
    return play(async (app, tool, args) => session.call(app, tool, args))
  }

  const overHttp = async () => {
    const json = { 'content-type': 'application/json' }
    const created = (await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', headers: json, body: JSON.stringify({ historyOf: USER, cutoff: CUTOFF }) })).json()) as { token: string }
    return play(async (app, tool, args) => {
      const res = await fetch(`${server.url}/v1/apps/${app}/${tool}`, { method: 'POST', headers: { ...json, authorization: `Bearer ${created.token}` }, body: JSON.stringify(args) })
      return (await res.json()) as Outcome
    })
  }

  const intercepted = async () => {
    const sandbox = setupSandbox({ user: USER, cutoff: CUTOFF, suite: SUITE })
    sandbox.listen()
    try {
      return await play(async (app, tool, args) => (await (await fetch(`https://${app}.sandbox.test/v1/${tool}`, { method: 'POST', body: JSON.stringify(args) })).json()) as Outcome)
    } finally {
      sandbox.close()
    }
  }

  const overMcp = async () => {
    const client = new Client({ name: 'equivalence', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp?user=${USER}&cutoff=${CUTOFF}`)))
    try {
      return await play(async (app, tool, args) => {
        const result = (await client.callTool({ name: `${app}__${tool}`, arguments: args })) as { isError?: boolean; structuredContent: unknown }
        return (result.isError ? { ok: false, error: result.structuredContent } : { ok: true, data: result.structuredContent }) as Outcome
      })
    } finally {
      await client.close()
    }
  }

  it('in-process, HTTP, msw and MCP agree call by call (reads, writes, a 400 and a 409)', async () => {
    const reference = await inProcess()
    expect(reference.map((o) => (o.ok ? 'ok' : o.error.code))).toEqual(['ok', 'ok', 'ok', 'ok', 'invalid_arguments', 'ok', 'conflict'])
    for (const [surface, outcomes] of [
      ['http', await overHttp()],
      ['msw', await intercepted()],
      ['mcp', await overMcp()],
    ] as const) {
      outcomes.forEach((o, i) => expect(JSON.stringify(o), `${surface}, step ${i + 1}`).toBe(JSON.stringify(reference[i])))
    }
  }, 120_000)
})
