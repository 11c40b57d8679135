import fc from 'fast-check'
import { createWorld } from '../simulator/world/world.ts'
import { Session } from '../simulator/world/session.ts'
import { completeUser } from '../simulator/world/default-user.ts'
import { ledger } from './support/ledger-app.ts'
import { describe, expect, it } from 'vitest'
import { diffStates } from '../simulator/world/diff.ts'
import { ledgerSession, ledgerWorld } from './support/ledger-world.ts'

type Call = [tool: string, args: unknown]

/** Calls that succeed or fail for every reason a ledger call can fail. */
const ledgerCall: fc.Arbitrary<Call> = fc.oneof(
  fc.tuple(fc.constant('deposit'), fc.record({ amount: fc.integer({ min: 1, max: 500 }) })),
  fc.tuple(fc.constant('withdraw'), fc.record({ amount: fc.integer({ min: 1, max: 800 }) })),
  fc.tuple(fc.constant('voidEntry'), fc.record({ entryId: fc.constantFrom('ent_0001', 'ent_0002', 'ent_0003', 'ent_0099') })),
  fc.tuple(fc.constant('getBalance'), fc.constant({})),
  fc.tuple(fc.constant('deposit'), fc.anything()),
  fc.tuple(fc.constant('withdraw'), fc.record({ amount: fc.integer({ min: 1, max: 800 }), extra: fc.string() })),
  fc.tuple(fc.constantFrom('crash', 'nope'), fc.constant({})),
)

describe('transactions', () => {
  it('a failing call leaves the state deep-equal (and identical) to before; a successful one keeps invariants', () => {
    const world = ledgerWorld()
    fc.assert(
      fc.property(fc.array(ledgerCall, { maxLength: 25 }), fc.integer({ min: 10, max: 60 }), (calls, age) => {
        const session = ledgerSession({ world, age })
        for (const [tool, args] of calls) {
          const before = session.state
          const copy = structuredClone(before)
          const outcome = session.call('test_ledger', tool, args)
          if (!outcome.ok) {
            expect(session.state).toBe(before)
            expect(session.state).toEqual(copy)
          }
          const ledger = session.state.apps.test_ledger as { balance: number; entries: Record<string, { amount: number; voided: boolean }> }
          const sum = Object.values(ledger.entries).reduce((s, e) => s + (e.voided ? 0 : e.amount), 0)
          expect(ledger.balance).toBe(sum)
          expect(ledger.balance).toBeGreaterThanOrEqual(0)
        }
        expect(session.journalLength).toBe(calls.length)
      }),
      { numRuns: 150 },
    )
  })

  it('discards partial writes of a refused call and answers each error code', () => {
    const s = ledgerSession({ age: 15 })
    expect(s.call('test_ledger', 'deposit', { amount: 50 })).toMatchObject({ ok: true, data: { id: 'ent_0001', balance: 50 } })
    const short = s.call('test_ledger', 'withdraw', { amount: 80 })
    expect(short).toEqual({ ok: false, error: { code: 'conflict', message: 'Insufficient balance for 80' } })
    expect(s.state.counters).toEqual({ ent: 1 })
    expect(s.call('test_ledger', 'withdraw', { amount: 150 })).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'ledger.minor_limit' } })
    expect(s.call('test_ledger', 'voidEntry', { entryId: 'ent_0042' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.call('Ledger_App', 'withdrow', { amount: 1 })).toMatchObject({ ok: false, error: { code: 'unknown_tool', suggestions: ['withdraw'] } })
    expect(s.call('ledgr', 'withdraw', {})).toMatchObject({ ok: false, error: { code: 'unknown_app', suggestions: ['test_ledger'] } })
    const crash = s.call('test_ledger', 'crash', {})
    expect(crash).toMatchObject({ ok: false, error: { code: 'internal' } })
    expect(!crash.ok && crash.error.correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect((s.state.apps.test_ledger as { balance: number }).balance).toBe(50)
    expect(s.journal().map((e) => e.outcome.ok)).toEqual([true, false, false, false, false, false, false])
  })
})

describe('fork, snapshot and diff', () => {
  it('a write in a fork is invisible in the parent, and vice versa', () => {
    const parent = ledgerSession()
    parent.call('test_ledger', 'deposit', { amount: 10 })
    const child = parent.fork('child')
    expect(child.state).toBe(parent.state)
    child.call('test_ledger', 'deposit', { amount: 5 })
    parent.call('test_ledger', 'withdraw', { amount: 3 })
    expect((parent.state.apps.test_ledger as { balance: number }).balance).toBe(7)
    expect((child.state.apps.test_ledger as { balance: number }).balance).toBe(15)
    expect(parent.journal().map((e) => e.tool)).toEqual(['deposit', 'withdraw'])
    expect(child.journal().map((e) => e.tool)).toEqual(['deposit', 'deposit'])
    // Both allocated the next id from the shared counter, independently.
    expect(Object.keys((child.state.apps.test_ledger as { entries: object }).entries)).toEqual(['ent_0001', 'ent_0002'])
  })

  it('restoring a snapshot rewinds state and journal', () => {
    const s = ledgerSession()
    s.call('test_ledger', 'deposit', { amount: 10 })
    const snap = s.snapshot()
    s.call('test_ledger', 'deposit', { amount: 20 })
    s.restore(snap)
    expect((s.state.apps.test_ledger as { balance: number }).balance).toBe(10)
    expect(s.journalLength).toBe(1)
  })

  it('diff names exactly the changed paths', () => {
    const s = ledgerSession()
    s.call('test_ledger', 'deposit', { amount: 10, memo: 'pay' })
    const before = s.snapshot()
    s.call('test_ledger', 'deposit', { amount: 5 })
    s.call('test_ledger', 'voidEntry', { entryId: 'ent_0001' })
    const changes = s.diffSince(before)
    expect(changes).toEqual([
      { app: 'test_ledger', path: 'balance', kind: 'changed', before: 10, after: 5 },
      { app: 'test_ledger', path: 'entries.ent_0001.voided', kind: 'changed', before: false, after: true },
      { app: 'test_ledger', path: 'entries.ent_0002', kind: 'added', after: { id: 'ent_0002', amount: 5, memo: '', at: s.now, voided: false } },
    ])
    expect(diffStates(s.state, before.state).map((c) => [c.path, c.kind])).toEqual([
      ['balance', 'changed'],
      ['entries.ent_0001.voided', 'changed'],
      ['entries.ent_0002', 'removed'],
    ])
    expect(diffStates(s.state, s.state)).toEqual([])
  })

  it('diff keys arrays of entities by id and compares other arrays by index', () => {
    const a = { seq: 0, now: 0, counters: {}, apps: { x: { list: [{ id: 'a', v: 1 }, { id: 'b', v: 2 }], tags: ['p', 'q'] } } }
    const b = { seq: 0, now: 0, counters: {}, apps: { x: { list: [{ id: 'b', v: 3 }, { id: 'c', v: 4 }], tags: ['p'] } } }
    expect(diffStates(a, b).map((c) => `${c.kind} ${c.path}`)).toEqual(['removed list[a]', 'changed list[b].v', 'added list[c]', 'removed tags[1]'])
  })
})

describe('determinism', () => {
  it('same seed and calls give byte-identical outcomes, states and journals', () => {
    const script = (seed: string) => {
      const s = ledgerSession({ seed })
      for (const amount of [5, 7, 11]) s.call('test_ledger', 'deposit', { amount })
      s.call('test_ledger', 'withdraw', { amount: 100 })
      return JSON.stringify({ state: s.state, journal: s.journal().map(({ outcome }) => outcome) })
    }
    expect(script('a')).toBe(script('a'))
  })
})

describe('journal limit', () => {
  it('keeps the newest entries with absolute indexes once the limit is reached', () => {
    const world = createWorld({ apps: [ledger], placesFor: () => ({}) as never, journalLimit: 10 })
    const s = new Session(world, { id: 't', user: completeUser(), seed: 's', start: 0 })
    for (let i = 1; i <= 23; i++) s.call('test_ledger', 'deposit', { amount: i })
    const entries = s.journal()
    expect(entries.length).toBeLessThanOrEqual(10)
    expect(entries.at(-1)).toMatchObject({ index: 22, args: { amount: 23 } })
    expect(entries.map((e) => e.index)).toEqual(Array.from({ length: entries.length }, (_, k) => 23 - entries.length + k))
    expect((s.state.apps.test_ledger as { balance: number }).balance).toBe((23 * 24) / 2)
  })
})
