import { describe, expect, it } from 'vitest'
import { completeUser } from '../simulator/world/default-user.ts'
import { isRefusal, SessionStore, type Admitted, type Refusal, type StoreOptions } from '../simulator/world/store.ts'
import { createWorld } from '../simulator/world/world.ts'
import { ledger } from './support/ledger-app.ts'

/** No session in recent use is evicted to make room: the newcomer is refused instead (decision 0022). */
const user = completeUser()
const MINUTE = 60_000
const newStore = (options: StoreOptions, journalBytes = 1 << 20) => {
  let now = 0
  const world = createWorld({ apps: [ledger], placesFor: () => ({}) as never, logError: () => {}, journalBytes })
  const store = new SessionStore(world, { ttlMs: 60 * MINUTE, protectMs: 10 * MINUTE, ...options, clock: () => now })
  return { store, advance: (ms: number) => (now += ms) }
}
const admitted = (r: Admitted | Refusal): Admitted => {
  if (isRefusal(r)) throw new Error(`refused: ${r.refused}`)
  return r
}

describe('SessionStore at its cap', () => {
  it('refuses a new session while every session was used in the protection window, and says when to retry', () => {
    const { store, advance } = newStore({ capacity: 3 })
    const s = [0, 1, 2].map(() => admitted(store.tryCreate({ user, start: 0 })))
    advance(4 * MINUTE)
    const refused = store.tryCreate({ user, start: 0 })
    expect(refused).toEqual({ refused: 'capacity', retryAfterMs: 6 * MINUTE })
    expect(store.size).toBe(3)
    for (const x of s) expect(store.authenticate(x.token)).toBe(x.session)
    expect(store.evicted).toBe(0)
  })

  it('evicts the least recently used session once it is idle past the window', () => {
    const { store, advance } = newStore({ capacity: 2 })
    const idle = admitted(store.tryCreate({ user, start: 0 }))
    const busy = admitted(store.tryCreate({ user, start: 0 }))
    advance(11 * MINUTE)
    store.authenticate(busy.token)
    const fresh = admitted(store.tryCreate({ user, start: 0 }))
    expect(store.authenticate(idle.token)).toBeUndefined()
    expect(store.authenticate(busy.token)).toBe(busy.session)
    expect(store.authenticate(fresh.token)).toBe(fresh.session)
    expect(store.evicted).toBe(1)
    // Now both are in recent use: the next one is refused, and forks are refused alike.
    expect(isRefusal(store.tryCreate({ user, start: 0 }))).toBe(true)
    expect(isRefusal(store.tryFork(busy.session.id)!)).toBe(true)
    expect(() => store.create({ user, start: 0 })).toThrow(/full/)
  })

  it('a flood of new sessions never pushes out one in recent use', () => {
    const { store, advance } = newStore({ capacity: 100 })
    const victim = admitted(store.tryCreate({ user, start: 0 }))
    let refused = 0
    for (let i = 0; i < 10_000; i++) {
      advance(50) // 10,000 requests over about 8 minutes: all inside the window
      if (i % 1000 === 0) store.authenticate(victim.token) // the owner keeps using it
      if (isRefusal(store.tryCreate({ user, start: 0 }))) refused++
    }
    expect(refused).toBe(10_000 - 99)
    expect(store.authenticate(victim.token)).toBe(victim.session)
  })
})

describe('SessionStore at its memory budget', () => {
  it('counts what sessions write, refuses new ones at the budget, and frees room as idle ones go', () => {
    const { store, advance } = newStore({ budgetBytes: 64 * 1024 })
    const writer = admitted(store.tryCreate({ user, start: 0 }))
    for (let i = 0; i < 400; i++) writer.session.call('test_ledger', 'deposit', { amount: 1, memo: 'a memo of some length' })
    expect(store.bytes).toBeGreaterThan(64 * 1024)
    const refused = store.tryCreate({ user, start: 0 })
    expect(refused).toMatchObject({ refused: 'memory', retryAfterMs: 10 * MINUTE })
    advance(10 * MINUTE)
    const later = admitted(store.tryCreate({ user, start: 0 }))
    expect(store.authenticate(writer.token)).toBeUndefined()
    expect(store.bytes).toBe(later.session.cost)
  })

  it('tells listeners which sessions left, however they went', () => {
    const { store, advance } = newStore({ capacity: 1, ttlMs: 5 * MINUTE, protectMs: 0 })
    const gone: string[] = []
    store.onDrop((id) => gone.push(id))
    const a = admitted(store.tryCreate({ user, start: 0 }))
    const b = admitted(store.tryCreate({ user, start: 0 })) // evicts a
    advance(6 * MINUTE)
    store.sweep() // b expires
    const c = admitted(store.tryCreate({ user, start: 0 }))
    store.delete(c.session.id)
    expect(gone).toEqual([a.session.id, b.session.id, c.session.id])
  })
})
