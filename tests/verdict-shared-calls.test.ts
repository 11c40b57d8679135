import { describe, expect, it } from 'vitest'
import type { Call } from '../scenarios/case/index.ts'
import { runBoth, sameArgs } from '../harness/scoring/execution/run-calls.ts'
import { executionVerdict } from '../harness/scoring/execution/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const buy = (paymentMethod: string): Call => ({ app: 'temu', tool: 'buyProduct', args: { searchQuery: 'phone case', count: 1, paymentMethod, shippingAddress: 'Home' } })
const ride: Call = { app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:00' } }

describe('calls the gold and the prediction share', () => {
  it('takes only the very same arguments as the same', () => {
    expect(sameArgs({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toBe(true)
    expect(sameArgs({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false)
    expect(sameArgs({ a: undefined }, {})).toBe(false)
    expect(sameArgs({ a: 0 }, { a: -0 })).toBe(false)
    expect(sameArgs([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(sameArgs({ d: new Date(0) }, { d: new Date(0) })).toBe(false)
  })

  it('runs a shared prefix once and the rest on the predicted fork', () => {
    const s0 = openSession({ world })
    const runs = runBoth(s0, world.registry, [buy('Alipay')], [buy('Alipay'), ride])
    expect(runs.predRan[0]).toBe(runs.goldRan[0])
    expect(runs.predRan).toHaveLength(2)
    expect(runs.goldFork.state.apps.temu).toBe(runs.predFork.state.apps.temu)
    expect(runs.predFork.state.apps.didi_chuxing).not.toBe(s0.state.apps.didi_chuxing)
    expect(s0.journalLength).toBe(0)
  })

  it('gives the same verdict as running the calls on both forks', () => {
    const s0 = openSession({ world })
    const reordered = (c: Call): Call => ({ ...c, args: Object.fromEntries(Object.entries(c.args).reverse()) })
    const pairs: [Call[], Call[]][] = [
      [[buy('Alipay')], [buy('Alipay')]],
      [[buy('Alipay'), ride], [buy('Alipay')]],
      [[buy('Alipay')], [buy('Alipay'), buy('Alipay')]],
    ]
    for (const [gold, predicted] of pairs) {
      expect(executionVerdict(s0, gold, predicted)).toEqual(executionVerdict(s0, gold, predicted.map(reordered)))
    }
  })
})
