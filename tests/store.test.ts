import { describe, expect, it } from 'vitest'
import { completeUser } from '../simulator/world/default-user.ts'
import { SessionStore } from '../simulator/world/store.ts'
import { ledgerWorld } from './support/ledger-world.ts'

const newStore = (options: { capacity?: number; ttlMs?: number } = {}) => {
  let now = 0
  const store = new SessionStore(ledgerWorld(), { ...options, clock: () => now })
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
})
