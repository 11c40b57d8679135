import { describe, expect, it } from 'vitest'
import { EPISODE_OVERHEAD_BYTES, EpisodeStore, isEpisodeRefusal, type Episode, type EpisodeEntry, type EpisodeRefusal } from '../harness/episodes/index.ts'

/** The episode store keeps the session store's policy (decision 0022), on the same `ExpiringStore`. */
const MINUTE = 60_000
const newStore = (options: ConstructorParameters<typeof EpisodeStore>[0] = {}) => {
  let now = 0
  const store = new EpisodeStore({ ttlMs: 30 * MINUTE, protectMs: 3 * MINUTE, ...options, clock: () => now })
  // The store reads only an episode's id
  const open = () => store.tryAdmit({ id: store.newId() } as Episode, 'default')
  return { store, open, advance: (ms: number) => (now += ms) }
}
const admitted = (r: EpisodeEntry | EpisodeRefusal): EpisodeEntry => {
  if (isEpisodeRefusal(r)) throw new Error(`refused: ${r.refused}`)
  return r
}

describe('EpisodeStore', () => {
  it('refuses a new episode while every one is in recent use, then evicts the least recently used idle one', () => {
    const { store, open, advance } = newStore({ capacity: 2 })
    const first = admitted(open())
    const second = admitted(open())
    advance(MINUTE)
    expect(open()).toEqual({ refused: 'capacity', retryAfterMs: 2 * MINUTE })
    advance(3 * MINUTE)
    store.touch(first) // the first is now the more recently used
    const third = admitted(open())
    expect(store.peek(second.id)).toBeUndefined()
    expect(store.peek(first.id)).toBe(first)
    expect(store.peek(third.id)).toBe(third)
    expect(store.evicted).toBe(1)
  })

  it('counts what episodes act against the budget, and frees it as they leave', () => {
    const { store, open, advance } = newStore({ budgetBytes: 3 * EPISODE_OVERHEAD_BYTES + 1000 })
    const a = admitted(open())
    const b = admitted(open())
    store.addActed(a, 1000)
    expect(store.bytes).toBe(2 * EPISODE_OVERHEAD_BYTES + 1000)
    admitted(open())
    expect(open()).toMatchObject({ refused: 'memory' })
    expect(store.delete(b.id)).toBe(true)
    expect(store.bytes).toBe(2 * EPISODE_OVERHEAD_BYTES + 1000)
    admitted(open())
    advance(4 * MINUTE)
    // Over the budget again: the idle episode that acted goes first, and its bytes with it
    admitted(open())
    expect(store.peek(a.id)).toBeUndefined()
    expect(store.bytes).toBe(3 * EPISODE_OVERHEAD_BYTES)
    // A deleted episode's later calls count nothing
    store.addActed(a, 5000)
    expect(store.bytes).toBe(3 * EPISODE_OVERHEAD_BYTES)
  })

  it('expires idle episodes, tells listeners how they went, and never revives one by touching it', () => {
    const { store, open, advance } = newStore()
    const left: string[] = []
    store.onDrop((id) => left.push(id))
    const a = admitted(open())
    const b = admitted(open())
    advance(20 * MINUTE)
    store.touch(b)
    advance(11 * MINUTE)
    expect(store.sweep()).toBe(1)
    expect(left).toEqual([a.id])
    store.touch(a)
    expect(store.peek(a.id)).toBeUndefined()
    expect(store.size).toBe(1)
    store.delete(b.id)
    expect(left).toEqual([a.id, b.id])
    expect(store.bytes).toBe(0)
  })
})
