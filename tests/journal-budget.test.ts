import { describe, expect, it } from 'vitest'
import { completeUser } from '../simulator/world/default-user.ts'
import { FAILED_ARGS_KEPT } from '../simulator/world/journal-budget.ts'
import { Session, SESSION_OVERHEAD_BYTES } from '../simulator/world/session.ts'
import { createWorld } from '../simulator/world/world.ts'
import { ledger } from './support/ledger-app.ts'

/** The journal is bounded by bytes: failed calls keep a capped summary, each session a byte budget (decision 0022). */
const world = (journalBytes?: number) => createWorld({ apps: [ledger], placesFor: () => ({}) as never, logError: () => {}, ...(journalBytes ? { journalBytes } : {}) })
const open = (journalBytes?: number) => new Session(world(journalBytes), { id: 't', user: completeUser(), seed: 's', start: Date.UTC(2026, 2, 2) })
const megabyte = 'x'.repeat(1_000_000)

describe('failed calls journal a capped summary of their arguments', () => {
  it('keeps small failed arguments as sent, and a summary of large ones', () => {
    const s = open()
    expect(s.call('test_ledger', 'deposit', { amount: -1 }).ok).toBe(false)
    expect(s.call('test_ledger', 'deposit', { amount: 1, memo: megabyte }).ok).toBe(false)
    const [small, large] = s.journal()
    expect(small!.args).toEqual({ amount: -1 })
    const summary = (large!.args as { $truncated: { jsonLength: number; preview: string } }).$truncated
    // About the JSON length (counted without writing the megabyte out).
    expect(Math.abs(summary.jsonLength - JSON.stringify({ amount: 1, memo: megabyte }).length)).toBeLessThan(10)
    expect(summary.preview.startsWith('{"amount":1,"memo":"xxx')).toBe(true)
    expect(JSON.stringify(large).length).toBeLessThan(FAILED_ARGS_KEPT + 1500)
    // The error answer itself stays small too, whatever the argument's size.
    expect(JSON.stringify(large!.outcome).length).toBeLessThan(2000)
  })

  it('refuses arguments nested too deep or with a __proto__ key before reading them, in-process too', () => {
    const s = open()
    let deep: unknown = 'x'
    for (let i = 0; i < 5000; i++) deep = [deep]
    const refused = s.call('test_ledger', 'deposit', { amount: 1, memo: deep })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ code: 'too_deep' }] } })
    expect((refused as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toMatch(/^memo\[0\]\[0\]/)
    const proto = s.call('test_ledger', 'deposit', JSON.parse('{"amount":1,"__proto__":{"amount":2}}'))
    expect(proto).toMatchObject({ ok: false, error: { issues: [{ path: '__proto__', code: 'forbidden_key' }] } })
    const cyclic: Record<string, unknown> = { amount: 1 }
    cyclic.self = cyclic
    expect(s.call('test_ledger', 'deposit', cyclic)).toMatchObject({ ok: false, error: { issues: [{ code: 'too_deep' }] } })
    // Nothing above changed the state, and the journal still serializes.
    expect(s.state.seq).toBe(0)
    expect(() => JSON.stringify(s.journal())).not.toThrow()
  })
})

describe('each session has a byte budget for its journal', () => {
  it('drops the oldest entries past the budget, counts them, and keeps indexes absolute', () => {
    const budget = 16 * 1024
    const s = open(budget)
    for (let i = 0; i < 2000; i++) s.call('test_ledger', i % 2 ? 'getBalance' : 'deposit', i % 2 ? {} : { amount: 1, memo: `m${i}` })
    const entries = s.journal()
    expect(s.journalDropped).toBeGreaterThan(1500)
    expect(s.journalDropped + entries.length).toBe(2000)
    expect(entries.at(-1)!.index).toBe(1999)
    expect(entries[0]!.index).toBe(s.journalDropped)
    expect(JSON.stringify(entries).length).toBeLessThan(budget * 1.5)
    // The state is whole: only the journal is trimmed.
    expect(s.state.seq).toBe(1000)
  })

  it('an unbounded world measures nothing and keeps everything', () => {
    const s = open()
    for (let i = 0; i < 300; i++) s.call('test_ledger', 'deposit', { amount: 1 })
    expect(s.journalLength).toBe(300)
    expect(s.journalDropped).toBe(0)
  })

  it("a fork costs what it writes: its parent's journal is shared, not counted again", () => {
    const parent = open(1 << 20)
    for (let i = 0; i < 200; i++) parent.call('test_ledger', 'deposit', { amount: 1, memo: 'parent' })
    const child = parent.fork('child')
    expect(child.cost).toBe(SESSION_OVERHEAD_BYTES)
    expect(parent.cost).toBeGreaterThan(SESSION_OVERHEAD_BYTES + 200 * 100)
    child.call('test_ledger', 'deposit', { amount: 1, memo: 'child' })
    expect(child.cost - SESSION_OVERHEAD_BYTES).toBeGreaterThan(100)
    expect(child.cost - SESSION_OVERHEAD_BYTES).toBeLessThan(2_000)
    expect(child.journal().slice(0, 200)).toEqual(parent.journal())
  })
})

describe('a session started from an unmeasured snapshot (a cached replay)', () => {
  it('trims its own entries by the budget and lets the inherited ones go', () => {
    const replayed = new Session(world(), { id: 'replay', user: completeUser(), seed: 's', start: Date.UTC(2026, 2, 2), journalBytes: Number.POSITIVE_INFINITY })
    for (let i = 0; i < 500; i++) replayed.call('test_ledger', 'deposit', { amount: 1 })
    const budget = 8 * 1024
    const s = new Session(world(budget), { id: 's', user: completeUser(), seed: 's', start: replayed.now }, replayed.snapshot())
    expect(s.cost).toBe(SESSION_OVERHEAD_BYTES)
    for (let i = 0; i < 300; i++) s.call('test_ledger', 'deposit', { amount: 2 })
    const entries = s.journal()
    expect(entries.every((e) => (e.args as { amount: number }).amount === 2)).toBe(true)
    expect(s.journalDropped).toBe(800 - entries.length)
    expect(JSON.stringify(entries).length).toBeLessThan(2 * budget)
    // Its cost still counts every write it made: the state keeps them, whatever the journal drops.
    expect(s.cost - SESSION_OVERHEAD_BYTES).toBeGreaterThan(300 * 100)
  })
})
