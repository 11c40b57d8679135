import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { httpStatusOf, inputJsonSchema, type ErrorCode } from '../apps/kit/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { arbitraryFor } from '../bench/schema-arbitrary.ts'
import { CountingClient, type Reply } from './support/counting-client.ts'
import { deepObject, fuzzCallsFor, hostileArguments, rawBodies, vocabulary, type FuzzCall } from './support/fuzz-inputs.ts'
import { InvariantTracker, type StateView } from './support/state-invariants.ts'

/**
 * Every tool over real HTTP with random valid, edge and hostile arguments and raw bodies: never a 5xx,
 * every failure a structured 4xx, a failed call changes nothing, and random sequences keep the state's
 * invariants. `FUZZ_RUNS=10 npx vitest run tests/fuzz-http.test.ts` runs ten times as many cases.
 */
const scale = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1))
const internalErrors: unknown[] = []
let server: RunningServer
let client: CountingClient

beforeAll(async () => {
  const world = createSandboxWorld({ checkOutputs: true, logError: (id, error) => internalErrors.push({ id, error }) })
  server = await startServer(createServerApp({ store: new SessionStore(world) }))
  client = new CountingClient(server.url)
})
afterAll(async () => {
  console.log(client.summary(`fuzz-http (FUZZ_RUNS=${scale})`))
  await server.close()
})

const newSession = async (): Promise<{ sessionId: string; token: string }> => {
  const created = await client.post('/v1/sessions', { seed: 'fuzz' })
  expect(created.status).toBe(201)
  return created.body
}

const send = (path: string, call: FuzzCall, token: string): Promise<Reply> =>
  call.kind === 'args' ? client.post(path, call.args, token) : client.send('POST', path, { token, body: call.body, contentType: call.contentType ?? 'application/json' })

/** The error contract for one reply; returns what is wrong, if anything. Session routes answer 2xx without the `ok` envelope. */
function contractBreach(reply: Reply, envelope = true): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}: ${reply.text.slice(0, 300)}`
  if (reply.body === undefined) return `status ${reply.status} with a non-JSON body: ${reply.text.slice(0, 100)}`
  if (reply.status < 300) return !envelope || reply.body.ok === true ? undefined : `2xx without ok:true`
  const error = reply.body.error
  if (reply.status < 400 || reply.body.ok !== false || typeof error?.code !== 'string' || typeof error.message !== 'string') return `unstructured ${reply.status}: ${reply.text.slice(0, 200)}`
  if (httpStatusOf[error.code as ErrorCode] !== reply.status) return `code ${error.code} with status ${reply.status}`
  return undefined
}

const describeCall = (call: FuzzCall): string => (call.kind === 'args' ? JSON.stringify(call.args) : `raw ${String(call.body)}`).slice(0, 400)
const readState = async (s: { sessionId: string; token: string }): Promise<StateView> => (await client.get(`/v1/sessions/${s.sessionId}/state`, s.token)).body

describe('every tool over HTTP, fuzzed arguments and bodies', () => {
  it.each(allApps.map((app) => [app.id, app] as const))('%s', async (_, app) => {
    const session = await newSession()
    let known = await readState(session)
    for (const tool of app.tools) {
      const path = `/v1/apps/${app.id}/${tool.name}`
      await fc.assert(
        fc.asyncProperty(fuzzCallsFor(inputJsonSchema(tool)), async (call) => {
          const reply = await send(path, call, session.token)
          expect(contractBreach(reply), `${path} ${describeCall(call)}`).toBeUndefined()
          const after = await readState(session)
          if (reply.status !== 200 || tool.effect === 'read') expect(after, `${path} ${describeCall(call)} changed the state`).toEqual(known)
          known = after
        }),
        { numRuns: 16 * scale, seed: 20260302 },
      )
    }
    expect(internalErrors).toEqual([])
  })
})

describe('session routes, fuzzed bodies', () => {
  it('POST /v1/sessions and /clock answer 2xx or a structured 4xx, never a 5xx', async () => {
    const session = await newSession()
    const profile = fc.record({ age: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.string()), name: fc.string({ unit: 'grapheme' }), city: fc.constantFrom('beijing', 'atlantis', ''), deep: fc.constant(deepObject(200)) }, { requiredKeys: [] })
    const createBodies = fc.oneof(
      fc.record({ user: profile, seed: fc.string({ maxLength: 250 }), start: fc.constantFrom('2026-03-02 08:00', 'someday', '', '9999-99-99'), cutoff: fc.integer({ min: -2, max: 5 }) }, { requiredKeys: [] }).map((args): FuzzCall => ({ kind: 'args', args })),
      hostileArguments({ type: 'object', properties: { seed: { type: 'string' }, start: { type: 'string' }, cutoff: { type: 'integer' } } }).map((args): FuzzCall => ({ kind: 'args', args })),
      rawBodies,
    )
    await fc.assert(
      fc.asyncProperty(createBodies, async (call) => {
        const reply = await send('/v1/sessions', call, '')
        expect(contractBreach(reply, false), describeCall(call)).toBeUndefined()
        if (reply.status === 201) await client.send('DELETE', `/v1/sessions/${reply.body.sessionId}`, { token: reply.body.token })
      }),
      { numRuns: 150 * scale, seed: 11 },
    )
    const clockBodies = fc.oneof(
      fc.record({ set: fc.oneof(fc.string(), fc.constantFrom('2026-03-02 09:00', '2026-03-01 07:00')), advanceMinutes: fc.oneof(fc.integer({ min: -10, max: 600_000 }), fc.double(), fc.string()) }, { requiredKeys: [] }).map((args): FuzzCall => ({ kind: 'args', args })),
      rawBodies,
    )
    await fc.assert(
      fc.asyncProperty(clockBodies, async (call) => {
        expect(contractBreach(await send(`/v1/sessions/${session.sessionId}/clock`, call, session.token), false), describeCall(call)).toBeUndefined()
      }),
      { numRuns: 100 * scale, seed: 12 },
    )
    expect(internalErrors).toEqual([])
  })
})

const tools = allApps.flatMap((app) => app.tools.map((tool) => ({ app: app.id, tool })))
const effectOf = new Map(tools.map(({ app, tool }) => [`${app}/${tool.name}`, tool.effect]))

/** A call, or a clock move; `latest` names the argument to fill with the id this app issued last. */
type Step = { app: string; tool: string; call: FuzzCall; latest?: string } | { clockMinutes: number }
const args = (app: string, tool: string, a: fc.Arbitrary<unknown>, latest?: string): fc.Arbitrary<Step> => a.map((x) => ({ app, tool, call: { kind: 'args', args: x }, ...(latest ? { latest } : {}) }))
const n = (max: number) => fc.integer({ min: 1, max })
const pad = (i: number) => String(i).padStart(4, '0')

/** The flows users really run, with ids the session is likely to have issued. */
const realistic: fc.Arbitrary<Step> = fc.oneof(
  args('temu', 'buyProduct', fc.record({ searchQuery: fc.constantFrom('hoodie', 'wireless earbuds', 'running shoes'), paymentMethod: fc.constantFrom('Alipay', 'WeChat Pay'), count: n(5), shippingAddress: fc.constantFrom('Home', 'office') })),
  args('jd', 'buyProduct', fc.record({ searchQuery: fc.constantFrom('laptop', 'wireless earbuds'), paymentMethod: fc.constant('Alipay'), count: n(3), shippingAddress: fc.constant('Home') })),
  ...['temu', 'jd'].flatMap((app) => [args(app, 'cancelOrder', n(6).map((i) => ({ orderId: `ord_${pad(i)}` })), 'orderId'), args(app, 'getOrderStatus', n(6).map((i) => ({ orderId: `ord_${pad(i)}` })), 'orderId')]),
  args('didi_chuxing', 'bookTaxi', fc.record({ pickupLocation: fc.constantFrom('Home', 'office'), dropoffLocation: fc.constantFrom('Sanlitun', 'Beijing South Railway Station'), pickupTime: fc.constantFrom('09:00', '18:30') })),
  args('didi_chuxing', 'cancelRide', n(4).map((i) => ({ rideId: `ride_${pad(i)}` })), 'rideId'),
  args('luckin_coffee', 'orderDrink', fc.record({ items: fc.constant([{ drink: 'latte' }]), paymentMethod: fc.constant('Alipay'), location: fc.constantFrom('Home', 'office') })),
  args('luckin_coffee', 'cancelDrinkOrder', n(6).map((i) => ({ orderId: `ord_${pad(i)}` })), 'orderId'),
  args('tonghuashun', 'sellStock', fc.record({ stock: fc.constantFrom('600519', 'Kweichow Moutai'), amount: fc.integer({ min: -5, max: 500 }) })),
  args('bank', 'redeemFund', fc.record({ fund: fc.constantFrom('fund_0001', 'Money Market'), shares: fc.double({ min: -5, max: 5000, noNaN: true }) })),
)
const randomTool: fc.Arbitrary<Step> = fc.constantFrom(...tools).chain(({ app, tool }) => args(app, tool.name, arbitraryFor(inputJsonSchema(tool), vocabulary)))
const hostileTool: fc.Arbitrary<Step> = fc.constantFrom(...tools).chain(({ app, tool }) =>
  fc.oneof(args(app, tool.name, hostileArguments(inputJsonSchema(tool))), rawBodies.map((call) => ({ app, tool: tool.name, call }))),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: realistic, weight: 8 },
  { arbitrary: randomTool, weight: 2 },
  { arbitrary: hostileTool, weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 3 * 24 * 60 }).map((clockMinutes) => ({ clockMinutes })), weight: 1 },
)

describe('random sequences of calls keep the invariants', () => {
  it('no negative stock or balance, cancellations stay, counters only grow, failures change nothing', async () => {
    let cancelled = 0
    let calls = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const session = await newSession()
        const tracker = new InvariantTracker()
        const latest = new Map<string, string>()
        let known = await readState(session)
        expect(tracker.check(known, false)).toEqual([])
        for (const s of steps) {
          // Follow-ups act on the id the app really issued last, once there is one (a fixed id rarely exists).
          let call = 'call' in s ? s.call : undefined
          const id = 'app' in s && s.latest ? latest.get(s.app) : undefined
          if (id && call?.kind === 'args' && 'latest' in s) call = { kind: 'args', args: { ...(call.args as object), [s.latest!]: id } }
          const reply =
            'clockMinutes' in s
              ? await client.post(`/v1/sessions/${session.sessionId}/clock`, { advanceMinutes: s.clockMinutes }, session.token)
              : await send(`/v1/apps/${s.app}/${s.tool}`, call!, session.token)
          const issued = reply.body?.data?.orderId ?? reply.body?.data?.rideId
          if (!('clockMinutes' in s) && reply.status === 200 && typeof issued === 'string') latest.set(s.app, issued)
          const what = 'clockMinutes' in s ? `clock +${s.clockMinutes}` : `${s.app}.${s.tool} ${describeCall(call!)}`
          expect(contractBreach(reply, !('clockMinutes' in s)), what).toBeUndefined()
          const after = await readState(session)
          const wrote = reply.status === 200 && !('clockMinutes' in s) && effectOf.get(`${s.app}/${s.tool}`) === 'write'
          if (reply.status !== 200) expect(after, `${what} failed but changed the state`).toEqual(known)
          expect(tracker.check(after, wrote), what).toEqual([])
          known = after
        }
        cancelled += tracker.finished.size
        calls += steps.length
        await client.send('DELETE', `/v1/sessions/${session.sessionId}`, { token: session.token })
      }),
      { numRuns: 40 * scale, seed: 7 },
    )
    console.log(`fuzz-http sequences: ${40 * scale} sessions, ${calls} calls, ${cancelled} cancelled records tracked to the end`)
    // The flows must really reach cancellations, or the "stays cancelled" check proves nothing.
    expect(cancelled).toBeGreaterThan(10)
    expect(internalErrors).toEqual([])
  })
})
