import { describe, expect, it } from 'vitest'
import { diffStates, openSession, type Session, type SessionState } from '../simulator/world/index.ts'

// A copy of the state whose `apps` record has no lineage: the diff then compares every app, as before lineage.
const unknown = (s: SessionState): SessionState => ({ ...s, apps: { ...s.apps } })
const full = (a: SessionState, b: SessionState) => diffStates(unknown(a), unknown(b))

const writes: [string, string, Record<string, unknown>][] = [
  ['temu', 'buyProduct', { searchQuery: 'phone case', count: 1, paymentMethod: 'Alipay', shippingAddress: 'Home' }],
  ['didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:00' }],
  ['keep', 'logExercise', { activityType: 'running', duration: 30 }],
  ['temu', 'buyProduct', { searchQuery: 'hoodie', count: 1, paymentMethod: 'WeChat Pay', shippingAddress: 'Home' }],
  ['temu', 'getProductList', { category: 'Clothing', searchQuery: 'hoodie' }],
]

const play = (s: Session, calls: typeof writes) => {
  for (const [app, tool, args] of calls) s.call(app, tool, args)
  return s.state
}

describe('diff along the lineage of writes', () => {
  it('names the same changes as a diff of every app: parent and child, siblings, and the other way round', () => {
    const s0 = openSession({ seed: 'lineage' })
    const base = s0.state
    const left = play(s0.fork('left'), writes.slice(0, 3))
    const right = play(s0.fork('right'), writes.slice(1, 5))
    const far = play(s0.fork('far'), [...writes, ...writes, ...writes])
    for (const [a, b] of [
      [base, left],
      [left, base],
      [left, right],
      [right, left],
      [base, far],
      [left, far],
      [far, right],
    ] as const) {
      expect(diffStates(a, b)).toEqual(full(a, b))
    }
    expect([...new Set(diffStates(base, left).map((c) => c.app))]).toEqual(['didi_chuxing', 'keep', 'temu'])
  })

  it('stays right across restores and forks of forks', () => {
    const s = openSession({ seed: 'lineage-2' })
    play(s, writes.slice(0, 2))
    const mid = s.snapshot()
    const after = play(s, writes.slice(2))
    s.restore(mid)
    const other = play(s.fork('x'), writes.slice(3, 4))
    expect(diffStates(after, other)).toEqual(full(after, other))
    expect(diffStates(mid.state, other)).toEqual(full(mid.state, other))
  })
})
