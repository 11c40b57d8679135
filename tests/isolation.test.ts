import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRng } from '../apps/kit/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { CountingClient } from './support/counting-client.ts'

/**
 * Fifty sessions over real HTTP, written to concurrently in a shuffled order: each one's orders,
 * rides and reminders are exactly its own; a token opens its own session only; an oversized body is
 * refused whole; a fork stops seeing its parent at the fork.
 */
const SESSIONS = 50
const ROUNDS = 4
const LIMIT = 16 * 1024
let server: RunningServer
let client: CountingClient

beforeAll(async () => {
  const world = createSandboxWorld({ checkOutputs: true, logError: () => {} })
  server = await startServer(createServerApp({ store: new SessionStore(world), maxBodyBytes: LIMIT }))
  client = new CountingClient(server.url)
})
afterAll(async () => {
  console.log(client.summary(`isolation (${SESSIONS} sessions)`))
  await server.close()
})

interface Created {
  sessionId: string
  token: string
}
const createSession = async (seed: string): Promise<Created> => {
  const reply = await client.post('/v1/sessions', { seed })
  expect(reply.status).toBe(201)
  return reply.body
}
const stateOf = async (s: Created) => {
  const reply = await client.get(`/v1/sessions/${s.sessionId}/state`, s.token)
  expect(reply.status).toBe(200)
  return reply.body as { now: string; writes: number; counters: Record<string, number>; apps: Record<string, any> }
}
const pad = (n: number) => String(n).padStart(2, '0')

/** Session i's distinctive values: its order count, its pickup minute, its reminder titles. */
const countOf = (i: number) => 1 + (i % 9)
const pickupOf = (i: number, round: number) => `1${round}:${pad(i)}`
const titleOf = (i: number, round: number) => `session-${i}-round-${round}`

describe('fifty sessions, interleaved concurrent writes', () => {
  it('each session holds exactly its own ids and values', async () => {
    const sessions = await Promise.all(Array.from({ length: SESSIONS }, (_, i) => createSession(`iso-${i}`)))
    expect(new Set(sessions.map((s) => s.sessionId)).size).toBe(SESSIONS)
    const calls = sessions.flatMap((s, i) =>
      Array.from({ length: ROUNDS }, (_, round) => [
        { i, s, app: 'temu', tool: 'buyProduct', args: { searchQuery: 'hoodie', paymentMethod: 'Alipay', count: countOf(i), shippingAddress: 'Home' } },
        { i, s, app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'Sanlitun', pickupTime: pickupOf(i, round) } },
        { i, s, app: 'reminders', tool: 'createReminder', args: { title: titleOf(i, round), time: '2026-03-03 09:00' } },
      ]).flat(),
    )
    const shuffled = createRng('isolation').shuffle(calls)
    const replies = await Promise.all(shuffled.map((c) => client.post(`/v1/apps/${c.app}/${c.tool}`, c.args, c.s.token).then((reply) => ({ ...c, reply }))))
    expect(replies.filter((r) => r.reply.status !== 200).map((r) => r.reply.text)).toEqual([])

    const states = await Promise.all(sessions.map(stateOf))
    sessions.forEach((s, i) => {
      const mine = replies.filter((r) => r.i === i)
      const idsOf = (tool: string, key: string) => mine.filter((r) => r.tool === tool).map((r) => r.reply.body.data[key] as string).sort()
      const state = states[i]!
      expect(state.writes).toBe(3 * ROUNDS)
      // Ids are per session (every session has ord_0001..), so ownership shows in the values.
      expect(Object.keys(state.apps.temu.orders).sort()).toEqual(idsOf('buyProduct', 'orderId'))
      expect(Object.values(state.apps.temu.orders).map((o: any) => o.count)).toEqual(Array(ROUNDS).fill(countOf(i)))
      expect(Object.keys(state.apps.didi_chuxing.rides).sort()).toEqual(idsOf('bookTaxi', 'rideId'))
      expect(Object.values(state.apps.didi_chuxing.rides).map((r: any) => r.pickupAt.slice(11, 16)).sort()).toEqual(Array.from({ length: ROUNDS }, (_, k) => pickupOf(i, k)))
      expect(Object.values(state.apps.reminders.reminders).map((r: any) => r.title).sort()).toEqual(Array.from({ length: ROUNDS }, (_, k) => titleOf(i, k)).sort())
    })
    const journals = await Promise.all(sessions.map((s) => client.get(`/v1/sessions/${s.sessionId}/journal`, s.token)))
    journals.forEach((j, i) => expect(j.body.entries.map((e: any) => e.args.title ?? e.args.count ?? e.args.pickupTime).sort()).toEqual(replies.filter((r) => r.i === i).map((r) => (r.args as any).title ?? (r.args as any).count ?? (r.args as any).pickupTime).sort()))
  })
})

describe('tokens are capabilities', () => {
  it("refuses another session's token on every session route, and changes nothing", async () => {
    const [a, b] = await Promise.all([createSession('tok-a'), createSession('tok-b')])
    await client.post('/v1/apps/reminders/createReminder', { title: 'only b', time: '2026-03-03 09:00' }, b!.token)
    const before = await stateOf(b!)
    const foreign = [
      client.get(`/v1/sessions/${b!.sessionId}/state`, a!.token),
      client.get(`/v1/sessions/${b!.sessionId}/journal`, a!.token),
      client.post(`/v1/sessions/${b!.sessionId}/fork`, {}, a!.token),
      client.post(`/v1/sessions/${b!.sessionId}/clock`, { advanceMinutes: 60 }, a!.token),
      client.send('DELETE', `/v1/sessions/${b!.sessionId}`, { token: a!.token }),
      client.get(`/v1/sessions/${b!.sessionId}/state`),
      client.get(`/v1/sessions/${b!.sessionId}/state`, `${b!.token}x`),
      // Ids that name no session answer the same, so a token cannot probe which ids exist.
      client.get('/v1/sessions/ses_000000000000/state', a!.token),
      client.post('/v1/sessions/ses_000000000000/clock', { advanceMinutes: 60 }, a!.token),
      client.send('DELETE', '/v1/sessions/ses_000000000000', { token: a!.token }),
    ]
    const replies = await Promise.all(foreign)
    for (const reply of replies) expect(reply).toMatchObject({ status: 401, body: { ok: false, error: { code: 'unauthenticated' } } })
    expect(new Set(replies.map((r) => r.text)).size).toBe(1)
    expect(await stateOf(b!)).toEqual(before)
  })

  it("a token's app calls change its own session only", async () => {
    const [a, b] = await Promise.all([createSession('own-a'), createSession('own-b')])
    const bBefore = await stateOf(b!)
    const written = await client.post('/v1/apps/temu/buyProduct', { searchQuery: 'hoodie', paymentMethod: 'Alipay', count: 3, shippingAddress: 'Home' }, a!.token)
    expect(written.status).toBe(200)
    expect((await stateOf(a!)).apps.temu.orders[written.body.data.orderId].count).toBe(3)
    expect(await stateOf(b!)).toEqual(bBefore)
    // The path names no session: only the token picks it, so b's order list stays empty.
    expect((await client.post('/v1/apps/temu/listOrders', {}, b!.token)).body.data).toMatchObject({ total: 0, orders: [] })
  })
})

describe('body size limit', () => {
  it('answers 413 for an oversized body on any route and changes nothing', async () => {
    const s = await createSession('big')
    const before = await stateOf(s)
    const live = (await client.get('/')).body.liveSessions
    const big = { title: 'x'.repeat(LIMIT), time: '2026-03-03 09:00' }
    for (const path of ['/v1/apps/reminders/createReminder', '/v1/apps/Reminders/createReminder', `/v1/sessions/${s.sessionId}/clock`]) {
      expect(await client.post(path, big, s.token)).toMatchObject({ status: 413, body: { ok: false, error: { code: 'payload_too_large' } } })
    }
    expect((await client.post('/v1/sessions', { seed: 'x'.repeat(LIMIT) })).status).toBe(413)
    // Multi-byte characters: under the limit in characters, over it in bytes.
    expect((await client.post('/v1/apps/reminders/createReminder', { title: '😀'.repeat(LIMIT / 3), time: '2026-03-03 09:00' }, s.token)).status).toBe(413)
    // Chunked, with no content-length to refuse early: still 413 once the body is read.
    const chunk = new TextEncoder().encode(JSON.stringify(big))
    const stream = new ReadableStream({ start: (c) => (c.enqueue(chunk), c.close()) })
    const chunked = await fetch(`${server.url}/v1/apps/reminders/createReminder`, { method: 'POST', body: stream, duplex: 'half', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' } } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await stateOf(s)).toEqual(before)
    expect((await client.get('/')).body.liveSessions).toBe(live)
  })
})

describe('forks', () => {
  it("a fork does not see its parent's later writes, nor the parent the fork's", async () => {
    const parent = await createSession('fork-parent')
    const remind = (s: Created, title: string) => client.post('/v1/apps/reminders/createReminder', { title, time: '2026-03-03 09:00' }, s.token)
    await remind(parent, 'before fork')
    const forked = await client.post(`/v1/sessions/${parent.sessionId}/fork`, {}, parent.token)
    expect(forked.status).toBe(201)
    const child: Created = forked.body
    await Promise.all([remind(parent, 'parent after'), remind(child, 'child after'), client.post(`/v1/sessions/${parent.sessionId}/clock`, { advanceMinutes: 600 }, parent.token)])
    const titles = async (s: Created) => Object.values((await stateOf(s)).apps.reminders.reminders).map((r: any) => r.title).sort()
    expect(await titles(parent)).toEqual(['before fork', 'parent after'])
    expect(await titles(child)).toEqual(['before fork', 'child after'])
    expect((await stateOf(child)).now).toBe('2026-03-02T08:00:00+08:00')
    expect((await client.get(`/v1/sessions/${child.sessionId}/state`, parent.token)).status).toBe(401)
  })
})
