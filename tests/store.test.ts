import { describe, expect, it } from 'vitest'
import { createServerApp } from '../harness/server/app.ts'
import { completeUser } from '../simulator/world/default-user.ts'
import { SessionStore } from '../simulator/world/store.ts'
import { ledgerWorld } from './support/ledger-world.ts'

// protectMs 0: these tests are about plain LRU order; protection has its own tests (tests/store-protection.test.ts).
const newStore = (options: { capacity?: number; ttlMs?: number } = {}) => {
  let now = 0
  const store = new SessionStore(ledgerWorld(), { protectMs: 0, ...options, clock: () => now })
  return { store, advance: (ms: number) => (now += ms) }
}
const user = completeUser()

describe('SessionStore', () => {
  it('issues a distinct token per session, and a token reaches only its own session', () => {
    const { store } = newStore()
    const a = store.create({ user, start: 0 })
    const b = store.create({ user, start: 0 })
    expect(a.token).not.toBe(b.token)
    expect(a.session.id).not.toBe(b.session.id)
    expect(store.authenticate(a.token)).toBe(a.session)
    expect(store.owns(a.session, b.token)).toBe(false)
    expect(store.authenticate('sbx_forged')).toBeUndefined()
    expect(store.authenticate(undefined)).toBeUndefined()
    a.session.call('test_ledger', 'deposit', { amount: 5 })
    expect(b.session.state.apps.test_ledger).toEqual({ balance: 0, entries: {} })
  })

  it('expires idle sessions after the TTL, and use keeps a session alive', () => {
    const { store, advance } = newStore({ ttlMs: 1000 })
    const idle = store.create({ user, start: 0 })
    const busy = store.create({ user, start: 0 })
    advance(600)
    expect(store.authenticate(busy.token)).toBe(busy.session)
    advance(600)
    expect(store.authenticate(idle.token)).toBeUndefined()
    expect(store.get(busy.session.id)).toBe(busy.session)
    advance(1001)
    expect(store.sweep()).toBe(1)
    expect(store.size).toBe(0)
    expect(store.evicted).toBe(2)
  })

  it('evicts the least recently used beyond the cap', () => {
    const { store, advance } = newStore({ capacity: 3 })
    const s = [0, 1, 2].map(() => (advance(1), store.create({ user, start: 0 })))
    store.authenticate(s[0]!.token) // s[1] is now the least recently used
    store.create({ user, start: 0 })
    expect(store.size).toBe(3)
    expect(store.get(s[1]!.session.id)).toBeUndefined()
    expect(store.get(s[0]!.session.id)).toBe(s[0]!.session)
  })

  it('forks into a new session with its own token; delete forgets the token', () => {
    const { store } = newStore()
    const parent = store.create({ user, start: 0 })
    parent.session.call('test_ledger', 'deposit', { amount: 5 })
    const child = store.fork(parent.session.id)!
    expect(child.session.state).toBe(parent.session.state)
    expect(store.delete(parent.session.id)).toBe(true)
    expect(store.authenticate(parent.token)).toBeUndefined()
    expect(store.authenticate(child.token)).toBe(child.session)
    expect(store.fork('ses_missing')).toBeUndefined()
    expect(store.evicted).toBe(0)
  })

  it('peek finds a live session without refreshing its idle timer or LRU position', () => {
    const { store, advance } = newStore({ ttlMs: 1000, capacity: 2 })
    const a = store.create({ user, start: 0 })
    advance(1)
    const b = store.create({ user, start: 0 })
    advance(900)
    expect(store.peek(a.session.id)).toBe(a.session)
    expect(store.peek('ses_missing')).toBeUndefined()
    store.create({ user, start: 0 }) // a is still the least recently used: peek did not move it
    expect(store.peek(a.session.id)).toBeUndefined()
    expect(store.peek(b.session.id)).toBe(b.session)
    advance(100) // b idle for 999 ms: peek did not restart its timer
    expect(store.peek(b.session.id)).toBe(b.session)
    advance(2)
    expect(store.peek(b.session.id)).toBeUndefined()
    expect(store.evicted).toBe(2)
  })
})

describe('session routes and the idle timer', () => {
  const serve = (options: { capacity?: number; ttlMs?: number }) => {
    const { store, advance } = newStore(options)
    const app = createServerApp({ store })
    const send = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await app.request(path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      return { status: res.status, body: (await res.json()) as any }
    }
    return { store, advance, send }
  }
  /** Every route that names a session: method, path, body. */
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', `/v1/sessions/${id}/state`],
    ['GET', `/v1/sessions/${id}/journal`],
    ['POST', `/v1/sessions/${id}/fork`, {}],
    ['POST', `/v1/sessions/${id}/clock`, { advanceMinutes: 1 }],
    ['DELETE', `/v1/sessions/${id}`],
  ]

  it('a session touched only with wrong or missing tokens expires at its TTL', async () => {
    const { store, advance, send } = serve({ ttlMs: 1000 })
    const victim = store.create({ user, start: 0 })
    const other = store.create({ user, start: 0 })
    for (let t = 0; t < 4; t++) {
      advance(250)
      for (const token of ['sbx_forged', other.token, undefined]) {
        for (const [method, path, body] of routes(victim.session.id)) expect((await send(method, path, token, body)).status).toBe(401)
      }
    }
    expect(store.peek(victim.session.id)).toBe(victim.session) // exactly 1000 ms idle: not yet past the TTL
    advance(1)
    expect((await send('GET', `/v1/sessions/${victim.session.id}/state`, victim.token)).status).toBe(401)
    expect(store.authenticate(victim.token)).toBeUndefined()
    expect(store.evicted).toBeGreaterThanOrEqual(1)
  })

  it('wrong tokens do not move a session up the LRU order; its own token does', async () => {
    const { store, advance, send } = serve({ capacity: 2 })
    const probed = store.create({ user, start: 0 })
    advance(1)
    const used = store.create({ user, start: 0 })
    advance(1)
    expect((await send('GET', `/v1/sessions/${used.session.id}/state`, used.token)).status).toBe(200)
    expect((await send('GET', `/v1/sessions/${probed.session.id}/state`, used.token)).status).toBe(401)
    const third = store.create({ user, start: 0 }) // the probe did not refresh it: probed is the one evicted
    expect(store.peek(probed.session.id)).toBeUndefined()
    expect(store.peek(used.session.id)).toBe(used.session)
    expect((await send('GET', `/v1/sessions/${used.session.id}/journal`, used.token)).status).toBe(200)
    store.create({ user, start: 0 }) // used was just refreshed: third goes
    expect(store.peek(third.session.id)).toBeUndefined()
    expect(store.peek(used.session.id)).toBe(used.session)
  })

  it('an authenticated request restarts the idle timer', async () => {
    const { store, advance, send } = serve({ ttlMs: 1000 })
    const s = store.create({ user, start: 0 })
    advance(900)
    expect((await send('GET', `/v1/sessions/${s.session.id}/journal`, s.token)).status).toBe(200)
    advance(900)
    expect(store.peek(s.session.id)).toBe(s.session)
  })
})
