import { caseKind } from '../harness/episodes/case-kind.ts'
import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { noopAgent } from '../harness/agents/index.ts'
import { EpisodeStore, EpisodeSuites } from '../harness/episodes/index.ts'
import { runEval } from '../harness/eval/run.ts'
import { createServerApp } from '../harness/server/index.ts'
import type { Call, Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/**
 * Episodes over HTTP (decision 0030), in-process with `app.request()`: an oracle client that answers
 * the gold from the suite file gets reward 1, turn by turn through a dialogue; a noop client gets
 * what `eval --agent noop` gets on the same cases; bad requests get their 4xx and change nothing.
 */
const suite = readSuite('scenarios/suites/default')
const world = createSandboxWorld({ logError: () => {} })
const episodes = EpisodeSuites.of({ default: suite })
const BODY_LIMIT = 64 * 1024
let store: EpisodeStore
let app: Hono

beforeAll(() => {
  store = new EpisodeStore()
  app = createServerApp({ store: new SessionStore(world), episodes, episodeStore: store, maxBodyBytes: BODY_LIMIT })
})

type Reply = { status: number; body: any; headers: Headers }
async function send(method: string, path: string, body?: unknown, token?: string, on: Hono = app): Promise<Reply> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const res = await on.request(path, { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers }
}
const open = (body: unknown, on?: Hono) => send('POST', '/v1/episodes', body, undefined, on)
const act = (e: { episodeId: string; token: string }, calls: Call[]) => send('POST', `/v1/episodes/${e.episodeId}/calls`, { calls }, e.token)
const answer = (e: { episodeId: string; token: string }, body: unknown) => send('POST', `/v1/episodes/${e.episodeId}/answer`, body, e.token)
const view = (e: { episodeId: string; token: string }) => send('GET', `/v1/episodes/${e.episodeId}`, undefined, e.token)

const gold = (calls: readonly { app: string; tool: string; args: Record<string, unknown> }[]): Call[] => calls.map(({ app, tool, args }) => ({ app, tool, args }))
const firstOf = (test: (c: Case) => boolean) => suite.cases.find(test)!

/** `{"$ref": "turn0.call0.orderId"}` resolved against the outcomes the client's own acting got. */
function resolveRefs(value: unknown, outcomes: readonly any[][]): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, outcomes))
  if (value && typeof value === 'object') {
    const ref = (value as { $ref?: string }).$ref
    if (typeof ref === 'string') {
      const [, turn, call, ...path] = /^turn(\d+)\.call(\d+)\.(.+)$/.exec(ref)!.flatMap((x, i) => (i === 3 ? x.split('.') : [x]))
      return path.reduce((v: any, k) => v?.[k], outcomes[Number(turn)]![Number(call)]!.data)
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, outcomes)]))
  }
  return value
}

describe('an oracle client over HTTP', () => {
  it('answering the gold of a single case gets reward 1', async () => {
    const c = firstOf((x) => !x.followUps && !x.counterfactual && x.gold.length > 0)
    const e = await open({ case: c.id })
    expect(e.status).toBe(201)
    expect(e.body).toMatchObject({ episodeId: expect.stringMatching(/^epi_/), token: expect.stringMatching(/^ept_/), case: { id: c.id, kind: 'single', turn: 0, turns: 1 } })
    expect(e.body.messages.at(-1)).toEqual({ role: 'user', content: c.query })
    expect(e.body.tools.length).toBeGreaterThan(0)
    const verdict = await answer(e.body, { calls: gold(c.gold) })
    expect(verdict.status).toBe(200)
    expect(verdict.body).toMatchObject({ turn: 0, exact: { overall: true, app: true, function: true }, execution: { match: true }, reward: 1, done: true, episodeReward: 1 })
    expect(verdict.body.next).toBeUndefined()
  })

  it('a dialogue, turn by turn: act the gold live, answer, resolve the next turn’s references from the outcomes', async () => {
    const c = firstOf((x) => x.followUps !== undefined && JSON.stringify(x.followUps).includes('$ref'))
    const e = await open({ case: c.id })
    expect(e.body.case).toEqual({ id: c.id, kind: 'dialogue', turn: 0, turns: 1 + c.followUps!.length })
    const turns = [c.gold, ...c.followUps!.map((t) => t.gold)]
    const outcomes: any[][] = []
    let rewards = 0
    for (const [k, turnGold] of turns.entries()) {
      const calls = gold(turnGold).map((call) => ({ ...call, args: resolveRefs(call.args, outcomes) as Record<string, unknown> }))
      const acted = await act(e.body, calls)
      expect(acted.status).toBe(200)
      expect(acted.body.outcomes.every((o: any) => o.ok)).toBe(true)
      outcomes.push(acted.body.outcomes)
      // Text after acting answers with the calls made while acting.
      const verdict = await answer(e.body, { text: 'DONE' })
      expect(verdict.body).toMatchObject({ turn: k, reward: 1, done: k === turns.length - 1 })
      rewards += verdict.body.reward
      if (k < turns.length - 1) {
        expect(verdict.body.next).toMatchObject({ turn: k + 1, query: c.followUps![k]!.query })
        expect(verdict.body.next.messages.at(-1)).toEqual({ role: 'user', content: c.followUps![k]!.query })
      } else expect(verdict.body.episodeReward).toBe(1)
    }
    expect(rewards).toBe(turns.length)
    const seen = await view(e.body)
    expect(seen.body).toMatchObject({ episodeId: e.body.episodeId, done: true, reward: 1, case: { turn: turns.length } })
    expect(seen.body.turns.map((t: any) => [t.turn, t.acted.length, t.parsed.kind, t.reward])).toEqual(turns.map((g, k) => [k, g.length, 'calls', 1]))
  })
})

describe('a noop client over HTTP', () => {
  it('gets the rewards of eval --agent noop over the first 50 cases of the default suite, and on refusals', async () => {
    const page = await send('GET', '/v1/suites/default/cases?limit=50')
    expect(page.body.total).toBe(suite.cases.length)
    expect(page.body.cases.map((c: any) => c.id)).toEqual(suite.cases.slice(0, 50).map((c) => c.id))
    // The first 50 hold singles and dialogues (noop earns 0 there); refusals, where no call earns 1, make the mean informative.
    const refusals = suite.cases.filter((c) => c.gold.length === 0).slice(0, 6)
    const cases = [...suite.cases.slice(0, 50), ...refusals]
    const rewards: number[] = []
    for (const { id } of cases) {
      const e = (await open({ case: id })).body
      let verdict
      do verdict = (await answer(e, { text: 'NO_CALL' })).body
      while (!verdict.done)
      rewards.push(verdict.episodeReward)
      expect((await send('DELETE', `/v1/episodes/${e.episodeId}`, undefined, e.token)).status).toBe(204)
    }
    const results = await runEval({ suite: { users: suite.users, cases }, agent: noopAgent })
    expect(rewards).toEqual(results.map((r) => r.reward))
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(mean(rewards.slice(0, 50))).toBe(mean(results.slice(0, 50).map((r) => r.reward!)))
    expect(mean(rewards)).toBeGreaterThan(0)
  }, 120_000)
})

describe('opening episodes', () => {
  it('samples deterministically among the matching cases', async () => {
    const a = await open({ sample: { kind: 'twin', seed: 7 }, history: 'none' })
    const b = await open({ sample: { kind: 'twin', seed: '7' }, history: 'none' })
    expect(a.status).toBe(201)
    expect(a.body.case.kind).toBe('twin')
    expect(b.body.case.id).toBe(a.body.case.id)
    const food = await open({ sample: { domain: 'food', vagueness: 'most_vague', seed: 'x' }, history: 'last:5', tools: 'retrieved:4', profile: 'none' })
    const picked = suite.cases.find((c) => c.id === food.body.case.id)!
    expect([picked.domain, picked.vagueness]).toEqual(['food', 'most_vague'])
    expect(food.body.tools).toHaveLength(4)
    const none = await open({ sample: { domain: 'astrology', seed: 1 } })
    expect(none.status).toBe(404)
    expect(none.body.error.suggestions).toContain('food')
  })

  it('the text formats put the tools in the messages', async () => {
    const e = await open({ case: suite.cases[0]!.id, format: 'text', history: 'none' })
    expect(e.body.tools).toEqual([])
    expect(e.body.messages.map((m: any) => m.role)).toContain('user')
  })

  it('lists cases a page at a time, in suite order', async () => {
    const page = await send('GET', '/v1/suites/default/cases?offset=2&limit=3')
    expect(page.body.cases.map((c: any) => c.id)).toEqual(suite.cases.slice(2, 5).map((c) => c.id))
    expect(page.body.cases[0]).toEqual({ id: suite.cases[2]!.id, kind: caseKind(suite.cases[2]!), domain: suite.cases[2]!.domain, vagueness: suite.cases[2]!.vagueness, turns: 1 + (suite.cases[2]!.followUps?.length ?? 0) })
    expect((await send('GET', '/v1/suites/default/cases?limit=1001')).status).toBe(400)
    expect((await send('GET', '/v1/suites/default/cases?page=2')).status).toBe(400)
    const unknown = await send('GET', '/v1/suites/nope/cases')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.suggestions).toContain('default')
  })
})

describe('bad requests get their 4xx and change nothing', () => {
  const c = suite.cases[0]!

  it('a start request with neither case nor sample, both, a bad flag, an unknown case or suite', async () => {
    const before = store.size
    const neither = await open({})
    expect(neither.status).toBe(400)
    expect(neither.body.error.message).toContain('Give case or sample')
    expect((await open({ case: c.id, sample: { seed: 1 } })).status).toBe(400)
    expect((await open({ case: c.id, colour: 'red' })).body.error.issues[0].path).toBe('colour')
    expect((await open({ case: c.id, history: 'lots' })).body.error.issues[0]).toMatchObject({ path: 'history' })
    expect((await open({ case: c.id, tools: 'retrieved:0' })).body.error.issues[0]).toMatchObject({ path: 'tools' })
    expect((await open({ sample: { seed: 1, kind: 'epic' } })).status).toBe(400)
    const unknown = await open({ case: `${c.id}x` })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.suggestions).toContain(c.id)
    expect((await open({ case: c.id, suite: 'nope' })).status).toBe(404)
    expect((await open('{"case": ')).status).toBe(400)
    expect((await open({ case: 'x'.repeat(BODY_LIMIT) })).status).toBe(413)
    expect(store.size).toBe(before)
  })

  it('a wrong or missing token is 401, an unknown episode 404, and neither acts', async () => {
    const e = (await open({ case: c.id })).body
    const call = gold(c.gold)
    for (const token of ['ept_wrong', undefined]) {
      expect((await send('POST', `/v1/episodes/${e.episodeId}/calls`, { calls: call }, token)).status).toBe(401)
      expect((await send('POST', `/v1/episodes/${e.episodeId}/answer`, { text: 'x' }, token)).body.error.code).toBe('unauthenticated')
      expect((await send('GET', `/v1/episodes/${e.episodeId}`, undefined, token)).status).toBe(401)
      expect((await send('DELETE', `/v1/episodes/${e.episodeId}`, undefined, token)).status).toBe(401)
    }
    expect((await send('GET', '/v1/episodes/epi_nope', undefined, e.token)).status).toBe(404)
    expect((await view(e)).body).toMatchObject({ done: false, turns: [] })
  })

  it('bad calls and answers are 400 or 413; answering a done episode is 409; none changes the episode', async () => {
    const e = (await open({ case: c.id })).body
    expect((await act(e, [])).status).toBe(400)
    expect((await act(e, Array(21).fill(gold(c.gold)[0]))).status).toBe(400)
    expect((await send('POST', `/v1/episodes/${e.episodeId}/calls`, { calls: [{ app: 'temu', tool: 'x', args: {}, extra: 1 }] }, e.token)).status).toBe(400)
    expect((await answer(e, { calls: [], text: 'both' })).status).toBe(400)
    expect((await answer(e, {})).status).toBe(400)
    expect((await answer(e, { text: 'x'.repeat(BODY_LIMIT) })).status).toBe(413)
    expect((await view(e)).body.turns).toEqual([])
    // A call the app refuses is an outcome, not an error of the request.
    const refused = await act(e, [{ app: 'nope', tool: 'nothing', args: {} }])
    expect(refused.status).toBe(200)
    expect(refused.body.outcomes[0]).toMatchObject({ ok: false, error: { code: 'unknown_app' } })
    const first = await answer(e, { calls: gold(c.gold) })
    expect(first.body).toMatchObject({ done: true, reward: 1 })
    const again = await answer(e, { calls: gold(c.gold) })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toContain('is done')
    expect((await act(e, gold(c.gold))).status).toBe(409)
    const seen = (await view(e)).body
    expect(seen.turns).toHaveLength(1)
    expect(seen.turns[0].acted).toHaveLength(1)
    expect(seen.reward).toBe(1)
  })

  it('the store’s cap answers 503 with Retry-After, the rate limit 429', async () => {
    const full = createServerApp({ store: new SessionStore(world), episodes, episodeStore: new EpisodeStore({ capacity: 1 }) })
    expect((await open({ case: c.id }, full)).status).toBe(201)
    const refused = await open({ case: c.id }, full)
    expect(refused.status).toBe(503)
    expect(refused.body.error.code).toBe('unavailable')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const limited = createServerApp({ store: new SessionStore(world), episodes, episodesPerMinute: 1 })
    expect((await open({ case: c.id }, limited)).status).toBe(201)
    expect((await open({ case: c.id }, limited)).status).toBe(429)
  })
})
