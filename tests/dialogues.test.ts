import { describe, expect, it } from 'vitest'
import type { Agent, AgentContext } from '../harness/agents/index.ts'
import { DEFAULT_PROMPT, evaluateDialogue } from '../harness/eval/index.ts'
import type { Call, Case } from '../scenarios/case/index.ts'
import { ref, resolveRefs } from '../scenarios/dialogues/index.ts'
import { CutoffSessions, type SuiteUser } from '../scenarios/suite/index.ts'
import { completeUser, createSandboxWorld } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const user: SuiteUser = { profile: completeUser({ id: 'd1' }), sessionSeed: 'dialogue-test', history: [] }
const sessions = new CutoffSessions(world, new Map([['d1', user]]))
const ride = (app: string, dropoffLocation: string): Call => ({
  app,
  tool: 'bookTaxi',
  args: { pickupLocation: 'Home', dropoffLocation, pickupTime: '09:00', taxiType: app.startsWith('caocao') ? 'Standard' : 'Express' },
})

/** Book a Didi ride to the office, then cancel it. */
const dialogue: Case = {
  id: 'hand-1',
  user: 'd1',
  cutoff: 0,
  now: '2026-03-02T08:00:00+08:00',
  query: 'Book me a Didi to the office at nine.',
  vagueness: 'most_clear',
  gold: [ride('didi_chuxing', 'office')],
  provenance: [],
  kinds: [],
  tags: ['dialogue'],
  domain: 'transport',
  historyLength: 0,
  followUps: [{ query: 'Actually, cancel it.', vagueness: 'most_clear', act: 'cancel', gold: [{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: ref(0, 0, 'rideId') } }] }],
}

/** An agent that says, turn by turn, what a script tells it (given the conversation so far). */
const scripted = (name: string, turns: ((ctx: AgentContext) => Call[])[]): Agent => ({
  name,
  async act(ctx) {
    const calls = turns[ctx.conversation.length]!(ctx)
    return { parsed: calls.length ? { kind: 'calls', calls, format: 'json' } : { kind: 'refusal', format: 'json' } }
  },
})
const mallThenOffice = () => [ride('didi_chuxing', 'Sanlitun Taikoo Li'), { app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0001' } }, ride('didi_chuxing', 'office')]

/** The ride id of the agent's own booking to the office in the last turn. */
const lastRideId = (ctx: AgentContext) => {
  const turn = ctx.conversation.at(-1)!
  const i = turn.calls.findIndex((c) => c.tool === 'bookTaxi' && c.args.dropoffLocation === 'office')
  const o = turn.outcomes[i]!
  return o.ok ? (o.data as { rideId: string }).rideId : undefined
}
const run = (agent: Agent, mode: 'carry' | 'gold' = 'carry') => evaluateDialogue(dialogue, 0, agent, sessions, world, DEFAULT_PROMPT, false, mode)

describe('dialogue references', () => {
  it('resolve against the same call, else the same app and tool, else the same tool', () => {
    const ok = (rideId: string) => ({ ok: true as const, data: { rideId } })
    const turns = [{ calls: [ride('caocao_chuxing', 'Sanlitun Taikoo Li'), ride('Didi', 'Sanlitun Taikoo Li'), ride('Didi', 'office')], outcomes: [ok('trip_0001'), ok('ride_0001'), ok('ride_0002')] }]
    const gold = [[ride('didi_chuxing', 'office')]]
    expect(resolveRefs({ rideId: ref(0, 0, 'rideId') }, turns, gold, world.registry)).toEqual({ ok: true, args: { rideId: 'ride_0002' } })
    expect(resolveRefs({ rideId: ref(0, 0, 'rideId') }, [{ calls: turns[0]!.calls.slice(0, 2), outcomes: turns[0]!.outcomes.slice(0, 2) }], gold, world.registry)).toEqual({ ok: true, args: { rideId: 'ride_0001' } })
    expect(resolveRefs({ rideId: ref(0, 0, 'rideId') }, [{ calls: turns[0]!.calls.slice(0, 1), outcomes: turns[0]!.outcomes.slice(0, 1) }], gold, world.registry)).toEqual({ ok: true, args: { rideId: 'trip_0001' }, app: 'caocao_chuxing' })
    expect(resolveRefs({ rideId: ref(0, 0, 'nothing') }, turns, gold, world.registry)).toEqual({ ok: false, reason: 'turn0.call0.nothing: the outcome has no nothing' })
  })

  it('pass turn 2 when the agent cancels its own booking, though its id differs from the gold\'s', async () => {
    // The agent first books (and drops) a ride to the mall, so its office ride is ride_0002 where the gold's is ride_0001.
    const agent = scripted('own-booking', [mallThenOffice, (ctx) => [{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: lastRideId(ctx) } }]])
    const r = await run(agent)
    expect(r.turns![0]!.execution.match).toBe(false) // the detour left a cancelled ride behind
    expect(r.turns![0]!.execution.collateral).toEqual(['didi_chuxing:rides.ride_0002'])
    expect(r.turns![1]!.gold).toEqual([{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0002' } }])
    expect(r.turns![1]!.execution).toMatchObject({ match: true })
    expect(r.turns![1]!.exact.overall).toBe(true)
    expect(r.dialogue).toEqual({ mode: 'carry', exact: false, execution: false })
  })

  it('fail turn 2 when the agent cancels the wrong booking, and say which', async () => {
    const agent = scripted('wrong-booking', [mallThenOffice, () => [{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0001' } }]])
    const r = await run(agent)
    const second = r.turns![1]!
    expect(second.gold).toEqual([{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0002' } }])
    expect(second.execution.match).toBe(false)
    expect(second.execution.differing).toEqual(expect.arrayContaining(['didi_chuxing:rides.ride_0002.status']))
    expect(second.execution.errors).toEqual(['didi_chuxing.cancelRide: conflict'])
    expect(second.exact.mismatches).toEqual(['cancelRide.rideId: expected "ride_0002", got "ride_0001"'])
  })
})

describe('an agent that took another app', () => {
  it('is judged on its own booking there: the follow-up gold moves to that app', async () => {
    const caocao = scripted('caocao', [() => [ride('caocao_chuxing', 'office')], (ctx) => {
      const o = ctx.conversation[0]!.outcomes[0]!
      return [{ app: 'caocao_chuxing', tool: 'cancelRide', args: { rideId: o.ok ? (o.data as { rideId: string }).rideId : '' } }]
    }])
    const r = await run(caocao)
    expect(r.turns![0]!.exact.app).toBe(false) // the user asked for Didi
    expect(r.turns![1]!.gold).toEqual([{ app: 'caocao_chuxing', tool: 'cancelRide', args: { rideId: 'trip_0001' } }])
    expect(r.turns![1]!.execution.match).toBe(true)
  })
})

describe('dialogue modes', () => {
  const bookOnly = scripted('book-only', [() => [ride('didi_chuxing', 'office')], () => []])
  const wrongFirst = scripted('wrong-first', [() => [ride('didi_chuxing', 'Sanlitun Taikoo Li')], (ctx) => (ctx.conversation[0]!.calls.length ? [{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0001' } }] : [])])

  it('carry: each turn judged on the state the agent made', async () => {
    const a = await run(bookOnly)
    expect(a.turns!.map((t) => t.execution.match)).toEqual([true, false])
    expect(a.dialogue).toMatchObject({ exact: false, execution: false })
    const b = await run(wrongFirst)
    // Turn 1 booked the wrong trip; cancelling that booking is still the right second turn.
    expect(b.turns!.map((t) => t.execution.match)).toEqual([false, true])
  })

  it('gold: each turn starts from the gold state, so one early mistake does not zero the rest', async () => {
    const b = await run(wrongFirst, 'gold')
    expect(b.turns!.map((t) => t.execution.match)).toEqual([false, true])
    expect(b.dialogue).toMatchObject({ mode: 'gold', execution: false })
    const oracle = scripted('oracle-like', [(ctx) => ctx.case.gold, (ctx) => ctx.case.gold])
    for (const mode of ['carry', 'gold'] as const) expect((await run(oracle, mode)).dialogue).toEqual({ mode, exact: true, execution: true })
  })

  it('show the agent the conversation so far, with real outcomes', async () => {
    const seen: AgentContext['conversation'][] = []
    const spy = scripted('spy', [(ctx) => (seen.push(ctx.conversation), ctx.case.gold), (ctx) => (seen.push(ctx.conversation), ctx.case.gold)])
    await run(spy)
    expect(seen[0]).toEqual([])
    expect(seen[1]![0]).toMatchObject({ query: dialogue.query, calls: dialogue.gold, outcomes: [{ ok: true, data: { rideId: 'ride_0001', status: expect.any(String) } }] })
  })
})

describe('reference selectors', () => {
  it('pick the cheapest, the dearest or the n-th item of a listing', async () => {
    const { walk } = await import('../scenarios/dialogues/refs.ts')
    const data = { products: [{ productId: 'a', price: 30 }, { productId: 'b', price: 12.5 }, { productId: 'c', price: 99 }] }
    expect(walk(data, 'products[min:price].productId')).toBe('b')
    expect(walk(data, 'products[max:price].productId')).toBe('c')
    expect(walk(data, 'products[0].productId')).toBe('a')
    expect(walk(data, 'products[7].productId')).toBeUndefined()
    expect(walk(data, 'missing[min:price].productId')).toBeUndefined()
  })
})
