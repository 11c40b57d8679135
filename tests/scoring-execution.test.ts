import { describe, expect, it } from 'vitest'
import type { Case } from '../scenarios/case/index.ts'
import { scoreExact } from '../harness/scoring/exact/index.ts'
import { executionVerdict } from '../harness/scoring/execution/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const s0 = () => openSession({ world })
const ride = (dropoffLocation: string, extra: Record<string, unknown> = {}) => ({
  app: 'didi_chuxing',
  tool: 'bookTaxi',
  args: { pickupLocation: 'Home', dropoffLocation, pickupTime: '09:00', taxiType: 'Express', ...extra },
})
const buy = (paymentMethod: string) => ({ app: 'temu', tool: 'buyProduct', args: { searchQuery: 'phone case', count: 1, paymentMethod, shippingAddress: 'Home' } })
const list = (searchQuery: string, sortBy = 'price') => ({ app: 'temu', tool: 'getProductList', args: { category: 'Clothing', searchQuery, sortBy } })
const asCase = (gold: Case['gold']): Case => ({
  id: 't',
  user: 'u',
  cutoff: 0,
  now: '2026-03-02T08:00:00+08:00',
  query: 'q',
  vagueness: 'most_clear',
  gold,
  provenance: gold.map((g) => ({ app: { source: 'query' }, args: Object.fromEntries(Object.keys(g.args).map((k) => [k, { source: 'query' as const }])) })),
  kinds: [],
  tags: [],
  domain: 'x',
  historyLength: 0,
})
const exact = (gold: Case['gold'], predicted: Case['gold'], strict = false) =>
  scoreExact(asCase(gold), { kind: 'calls', calls: predicted }, { strict, registry: world.registry }).overall

describe('execution match', () => {
  it('matches two spellings of the same place, which exact match does not', () => {
    const gold = [ride('Beijing South Railway Station')]
    for (const spelling of ['北京南站', 'Beijing South Station']) {
      const predicted = [ride(spelling)]
      expect(executionVerdict(s0(), gold, predicted)).toMatchObject({ match: true, reason: 'same state: both changed didi_chuxing:rides.ride_0001', differing: [] })
      expect(exact(gold, predicted)).toBe(false)
    }
  })

  it('matches a search query in another case, which strict exact match does not', () => {
    const gold = [list('Running Shoes')]
    const predicted = [list('running shoes')]
    expect(executionVerdict(s0(), gold, predicted)).toMatchObject({ match: true, reason: 'same outcome from temu.getProductList' })
    expect(exact(gold, predicted, true)).toBe(false)
  })

  it('does not match a read with another sort order, and names where the outcomes differ', () => {
    const verdict = executionVerdict(s0(), [list('running shoes', 'price')], [list('running shoes', 'quality')])
    expect(verdict.match).toBe(false)
    expect(verdict.differing).toContain('outcome[0].sortBy')
    expect(verdict.differing).toContain('outcome[0].products.0.productId')
  })

  it('does not match a write with another payment method, and names the path', () => {
    const verdict = executionVerdict(s0(), [buy('Alipay')], [buy('WeChat Pay')])
    expect(verdict).toMatchObject({ match: false, differing: ['temu:orders.ord_0001.paymentMethod'], collateral: [] })
    expect(verdict.reason).toBe("1 path(s) differ from the gold's state: temu:orders.ord_0001.paymentMethod")
  })

  it('flags collateral changes the gold did not make', () => {
    const verdict = executionVerdict(s0(), [buy('Alipay')], [buy('Alipay'), ride('office')])
    expect(verdict).toMatchObject({ match: false, differing: ['didi_chuxing:rides.ride_0001'], collateral: ['didi_chuxing:rides.ride_0001'] })
    expect(verdict.reason).toBe("1 path(s) differ from the gold's state: didi_chuxing:rides.ride_0001; collateral: didi_chuxing:rides.ride_0001")
  })

  it('matches a refusal case only when nothing changed', () => {
    expect(executionVerdict(s0(), [], [])).toMatchObject({ match: true, reason: 'no call made' })
    expect(executionVerdict(s0(), [], [list('running shoes')])).toMatchObject({ match: true, reason: 'only reads (temu.getProductList): nothing changed' })
    const bought = executionVerdict(s0(), [], [buy('Alipay')])
    expect(bought.match).toBe(false)
    expect(bought.reason.startsWith('made temu.buyProduct, which changes state (changed temu:orders.ord_0001')).toBe(true)
    expect(bought.collateral).toContain('temu:orders.ord_0001')
  })

  it('reports a failed prediction and an unparsable answer', () => {
    const failed = executionVerdict(s0(), [ride('office')], [ride('office', { paymentMethod: 'Alipay' })])
    expect(failed.match).toBe(false)
    expect(failed.errors).toEqual(['didi_chuxing.bookTaxi: invalid_arguments'])
    expect(failed.reason).toBe('didi_chuxing.bookTaxi failed: invalid_arguments')
    expect(executionVerdict(s0(), [ride('office')], undefined)).toMatchObject({ match: false, reason: 'no parsable answer' })
  })

  it('leaves S0 untouched', () => {
    const session = s0()
    const before = session.state
    executionVerdict(session, [buy('Alipay')], [buy('WeChat Pay')])
    expect(session.state).toBe(before)
  })
})
