import { beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import { DEFAULT_PROMPT, evaluateCase, evaluateDialogue, heuristicAgent } from '../harness/index.ts'
import { createServerApp } from '../harness/server/app.ts'
import { CutoffSessions, readSuite } from '../scenarios/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/** The demo page's JSON, in-process through the server's one Hono app; expected counts come from the suite on disk. */
const suite = readSuite('scenarios/suites/default')
let app: Hono
const get = async (path: string) => {
  const res = await app.request(path)
  return { status: res.status, body: (await res.json()) as any }
}
const run = async (body: unknown) => {
  const res = await app.request('/demo/api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as any }
}

beforeAll(() => {
  app = createServerApp({ store: new SessionStore(createSandboxWorld()) })
})

describe('demo API: users, timeline, cases', () => {
  it('lists the default suite users with profile summaries and preferences', async () => {
    const { status, body } = await get('/demo/api/users')
    expect(status).toBe(200)
    expect(body.data.suite).toBe('default')
    expect(body.data.users.map((u: any) => u.id)).toEqual([...suite.users.keys()])
    expect(body.data.users).toHaveLength(10)
    const u004 = body.data.users.find((u: any) => u.id === 'u004')
    expect(u004).toMatchObject({ name: 'Guo Fang', age: 34, profession: 'Designer', city: 'beijing', historyLength: 403 })
    expect(u004.places).toContainEqual({ label: 'home', name: 'Tiantong Dongyuan District 1' })
    expect(u004.preferences.length).toBe(7)
    expect(body.data.users.reduce((n: number, u: any) => n + u.cases, 0)).toBe(suite.cases.length)
  })

  it("replays a user's history into a timeline with real outcomes and the simulator's tags", async () => {
    const { status, body } = await get('/demo/api/users/u004/timeline')
    expect(status).toBe(200)
    const records = body.data.records
    expect(records).toHaveLength(403)
    expect(records[0]).toMatchObject({ index: 0, day: '2026-01-05', weekday: 'Mon', time: '07:30', app: 'didi_chuxing', appName: 'Didi Chuxing', domain: 'transport', tool: 'bookTaxi', effect: 'write' })
    expect(records[0].outcome.ok).toBe(true)
    expect(records[0].outcome.gist).toContain('"rideId":"ride_0001"')
    expect(records[215]).toMatchObject({ app: 'baidu_maps', tool: 'getRoute', tags: ['ctx:maps', 'chain:trip_1'] })
    expect(records[215].args.startLocation).toBe('Hyatt Regency Hangzhou')
    expect(records.some((r: any) => r.tags.some((t: string) => t.startsWith('change:')))).toBe(true)
  })

  it('filters cases by vagueness and kind, and rejects an unknown filter with a 400', async () => {
    const { body } = await get('/demo/api/users/u004/cases?kind=temporal&vagueness=relevant_vague')
    const expected = suite.cases.filter((c) => c.user === 'u004' && c.kinds.includes('temporal') && c.vagueness === 'relevant_vague')
    expect(body.data.cases.map((c: any) => c.id)).toEqual(expected.map((c) => c.id))
    expect(expected.length).toBeGreaterThan(10)
    expect(body.data.cases.every((c: any) => c.kinds.includes('temporal') && c.vagueness === 'relevant_vague')).toBe(true)
    expect(body.data.cases[0]).toMatchObject({ id: 'u004-0035-rv', cutoff: 35, domain: 'food', refusal: false })
    const bad = await get('/demo/api/users/u004/cases?kind=bogus')
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_arguments')
    expect(bad.body.error.issues[0].path).toBe('kind')
    expect((await get('/demo/api/users/u999/cases')).status).toBe(404)
  })

  it("shows a case's unsaid values and the history records they come from", async () => {
    const { body } = await get('/demo/api/cases/u004-0216-rv')
    expect(body.data.gold).toEqual([{ app: 'dianping', appName: 'Dianping', domain: 'food', tool: 'searchRestaurants', args: { searchQuery: 'Zhejiang', location: 'Hyatt Regency Hangzhou', sortBy: 'rating' } }])
    expect(body.data.unsaid).toEqual([
      { call: 0, param: 'app', source: 'habit', value: 'Dianping', count: 3 },
      { call: 0, param: 'location', source: 'context', value: 'Hyatt Regency Hangzhou', index: 215 },
    ])
    // The context record, and the three recent dining calls on Dianping behind the app preference.
    expect(body.data.highlights).toEqual([
      { index: 132, reasons: [{ source: 'app', param: 'app', call: 0 }] },
      { index: 133, reasons: [{ source: 'app', param: 'app', call: 0 }] },
      { index: 214, reasons: [{ source: 'app', param: 'app', call: 0 }] },
      { index: 215, reasons: [{ source: 'context', param: 'location', call: 0 }] },
    ])
    const mv = (await get('/demo/api/cases/u004-0035-mv')).body.data
    expect(mv.unsaid.find((u: any) => u.param === 'location')).toEqual({ call: 0, param: 'location', source: 'profile', value: 'office', field: 'places.office', resolved: 'NetEase Beijing' })
    // A habitual payment method rings every earlier use of it on the same tool: as many as the provenance counts.
    const habit = (await get('/demo/api/cases/u004-0050-rv')).body.data
    expect(habit.unsaid).toContainEqual({ call: 0, param: 'paymentMethod', source: 'habit', value: 'WeChat Pay', count: 4 })
    const uses = habit.highlights.filter((x: any) => x.reasons.some((r: any) => r.source === 'habit' && r.param === 'paymentMethod')).map((x: any) => x.index)
    expect(uses).toEqual([18, 41, 47, 49])
    expect((await get('/demo/api/cases/nope')).status).toBe(404)
  })

  it("rings exactly what every u004 case's provenance says: the context record, as many habit uses as counted", async () => {
    let checked = 0
    for (const c of suite.cases.filter((x) => x.user === 'u004' && !x.counterfactual)) {
      const view = (await get(`/demo/api/cases/${c.id}`)).body.data
      c.provenance.forEach((p, call) => {
        for (const [param, source] of Object.entries(p.args)) {
          const ringed = view.highlights.filter((x: any) => x.reasons.some((r: any) => r.call === call && r.param === param && r.source === source.source)).map((x: any) => x.index)
          if (source.source === 'context') expect(ringed, `${c.id} ${param}`).toEqual([source.index])
          if (source.source === 'habit') expect(ringed.length, `${c.id} ${param}`).toBe(source.count)
          if (source.source === 'habit') checked++
        }
      })
      expect(view.unsaid.length).toBe(c.provenance.flatMap((p) => [p.app, ...Object.values(p.args)]).filter((p) => p.source !== 'query').length)
    }
    expect(checked).toBeGreaterThan(20)
  })
})

describe('demo API: running agents', () => {
  it('runs the heuristic on a write case: live outcomes, both verdicts as the harness gives them, the state diff', async () => {
    const { status, body } = await run({ caseId: 'u004-0234-rv' })
    expect(status).toBe(200)
    const r = body.data
    const c = suite.cases.find((x) => x.id === 'u004-0234-rv')!
    const world = createSandboxWorld()
    const expected = await evaluateCase(c, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false)
    expect(r.agent).toBe('heuristic')
    expect(r.predicted.map((p: any) => ({ app: p.call.app, tool: p.call.tool, args: p.call.args }))).toEqual(expected.parsed.kind === 'calls' ? expected.parsed.calls : [])
    expect(r.exact).toEqual({ format: expected.exact.format, app: expected.exact.app, function: expected.exact.function, paramNames: expected.exact.paramNames, paramValues: expected.exact.paramValues, overall: expected.exact.overall, mismatches: expected.exact.mismatches })
    expect(r.execution).toEqual(expected.execution)
    // The gold books the ride from the station the user's train arrived at, live, on its own fork.
    expect(r.gold[0].call).toMatchObject({ app: 'didi_chuxing', appName: 'Didi Chuxing', domain: 'transport', tool: 'bookTaxi' })
    expect(r.gold[0].outcome.ok).toBe(true)
    expect(r.gold[0].outcome.gist).toContain('"pickup":"Beijing South Railway Station"')
    const pickup = r.diff.find((d: any) => d.app === 'didi_chuxing' && d.field === 'pickup')
    expect(pickup).toMatchObject({ record: expect.stringMatching(/^rides\.ride_\d{4}$/), goldChanged: true })
    expect(pickup.gold.name).toBe('Beijing South Railway Station')
    expect(pickup.same).toBe(pickup.predicted?.name === 'Beijing South Railway Station')
    expect(r.diff.every((d: any) => d.same) || !r.execution.match).toBe(true)
  })

  it('runs the oracle: both verdicts pass and every changed path agrees', async () => {
    const r = (await run({ caseId: 'u004-0234-rv', agent: 'oracle' })).body.data
    expect(r.exact.overall).toBe(true)
    expect(r.execution.match).toBe(true)
    expect(r.diff.length).toBeGreaterThan(5)
    expect(r.diff.every((d: any) => d.same && d.goldChanged && d.predictedChanged)).toBe(true)
  })

  it('runs a typed request against a user at a cut-off, with no gold and no verdicts', async () => {
    const r = (await run({ user: 'u004', cutoff: 35, query: 'Order me a hot Coconut Latte with Luckin Coffee for pickup near my office' })).body.data
    expect(r.case).toBeNull()
    expect(r.gold).toBeNull()
    expect(r.exact).toBeNull()
    expect(r.target).toEqual({ user: 'u004', cutoff: 35, now: '2026-01-08T09:43:00+08:00', query: 'Order me a hot Coconut Latte with Luckin Coffee for pickup near my office' })
    expect(r.predicted[0].call).toMatchObject({ app: 'luckin_coffee', tool: 'orderDrink' })
    expect(r.predicted[0].outcome.ok).toBe(true)
    expect(r.diff.length).toBeGreaterThan(0)
    expect(r.diff.every((d: any) => d.app === 'luckin_coffee' && d.predictedChanged)).toBe(true)
  })

  it('answers bad run requests with structured 4xx errors', async () => {
    const cases: [unknown, number, string][] = [
      ['{not json', 400, 'invalid_arguments'],
      [{}, 400, 'invalid_arguments'],
      [{ caseId: 'u004-0234-rv', query: 'both' }, 400, 'invalid_arguments'],
      [{ caseId: 'u004-0234-rv', agent: 'gpt-9' }, 400, 'invalid_arguments'],
      [{ caseId: 'u004-0234-rv', surprise: 1 }, 400, 'invalid_arguments'],
      [{ query: 'a taxi', user: 'u004', cutoff: 9999 }, 400, 'invalid_arguments'],
      [{ caseId: 'nope' }, 404, 'not_found'],
      [{ query: 'a taxi', user: 'nobody' }, 404, 'not_found'],
    ]
    for (const [body, status, code] of cases) {
      const res = await run(body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body).toMatchObject({ ok: false, error: { code } })
    }
  })

  it('offers the openai agent only when the server has an endpoint configured', async () => {
    const { body } = await get('/demo/api/agents')
    const openai = body.data.find((a: any) => a.name === 'openai')
    const configured = Boolean(process.env.OPENAI_BASE_URL && process.env.OPENAI_MODEL)
    expect(openai.available).toBe(configured)
    expect(body.data.filter((a: any) => a.available).map((a: any) => a.name)).toEqual(configured ? ['heuristic', 'oracle', 'noop', 'openai'] : ['heuristic', 'oracle', 'noop'])
    if (!configured) {
      const res = await run({ caseId: 'u004-0234-rv', agent: 'openai' })
      expect(res.status).toBe(400)
      expect(res.body.error.issues[0].path).toBe('agent')
    }
  })

  it('serves the page and its assets, and nothing else under /demo/assets', async () => {
    const page = await app.request('/demo')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('src="/demo/assets/main.js"')
    expect(html).not.toMatch(/https?:\/\//)
    const js = await app.request('/demo/assets/main.js')
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(await js.text()).toContain("from './api.js'")
    expect((await app.request('/demo/assets/..%2Fpage.tsx')).status).toBe(404)
  })
})

describe('demo API: dialogues and counterfactual pairs', () => {
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as any }
  }

  it("lists a dialogue's turns with their references, and a pair's golds and edits", async () => {
    const d = (await get('/demo/api/cases/u004-0035-d2')).body.data
    expect(d.turns.map((t: any) => t.act)).toEqual(['open', 'status', 'cancel'])
    expect(d.turns[2].gold[0]).toMatchObject({ tool: 'cancelDrinkOrder', args: { orderId: { $ref: 'turn0.call0.orderId' } } })
    const twin = suite.cases.find((c) => c.id === 'u004-0368-mv-cf')!
    for (const id of ['u004-0368-mv', 'u004-0368-mv-cf']) {
      const pair = (await get(`/demo/api/cases/${id}`)).body.data.pair
      expect(pair.original.gold[0].args.taxiType).toBe('Express')
      expect(pair.twin.gold[0].args.taxiType).toBe('Premier')
      expect(pair.edits.map((e: any) => e.index)).toEqual(twin.counterfactual!.edits.map((e) => e.index))
      // Only what the edit changed, old -> new, as the user's real history had it.
      expect(pair.edits.every((e: any) => e.changes.length === 1 && e.changes[0].param === 'taxiType' && e.changes[0].before === 'Express' && e.changes[0].after === 'Premier')).toBe(true)
    }
    const list = (await get('/demo/api/users/u004/cases')).body.data.cases
    expect(list.find((c: any) => c.id === 'u004-0368-mv').twin).toBe('u004-0368-mv-cf')
    expect(list.find((c: any) => c.id === 'u004-0368-mv-cf').counterfactualOf).toBe('u004-0368-mv')
    expect((await get('/demo/api/cases/u004-0234-rv')).body.data.pair).toBeUndefined()
  })

  it('runs a dialogue turn by turn as evaluateDialogue judges it, references resolved against the live outcomes', async () => {
    const c = suite.cases.find((x) => x.id === 'u004-0035-d2')!
    const { status, body } = await post('/demo/api/run-dialogue', { caseId: c.id, mode: 'carry' })
    expect(status).toBe(200)
    const r = body.data
    const world = createSandboxWorld()
    const expected = await evaluateDialogue(c, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false, 'carry')
    expect(r.mode).toBe('carry')
    expect(r.turns.map((t: any) => t.query)).toEqual(expected.turns!.map((t) => t.query))
    expect(r.turns.map((t: any) => [t.exact.overall, t.execution])).toEqual(expected.turns!.map((t) => [t.exact.overall, t.execution]))
    expect(r.verdict).toMatchObject({ exact: expected.dialogue!.exact, execution: expected.dialogue!.execution, turns: 3 })
    // The cancel's gold refers to the order the heuristic's own first call made, and shows both.
    const cancel = r.turns[2]
    expect(cancel.goldSpec[0].args.orderId).toEqual({ $ref: 'turn0.call0.orderId' })
    expect(cancel.refs).toEqual([{ call: 0, param: 'orderId', ref: 'turn0.call0.orderId', fromTurn: 0, fromCall: 0, path: 'orderId', value: expected.turns![2]!.gold![0]!.args.orderId, resolved: true }])
    expect(cancel.refs[0].value).toMatch(/^lk_\d{4}$/)
    expect(r.turns[0].predicted[0].outcome.gist).toContain(`"orderId":"${cancel.refs[0].value}"`)
    expect(cancel.gold[0].call.args.orderId).toBe(cancel.refs[0].value)
    expect(cancel.gold[0].outcome.gist).toContain('"status":"cancelled"')
  })

  it('runs the oracle through every u004 dialogue in both modes: every turn passes, per-turn diffs agree', async () => {
    const dialogues = suite.cases.filter((c) => c.user === 'u004' && c.followUps)
    expect(dialogues.length).toBeGreaterThan(40)
    let turns = 0
    for (const mode of ['carry', 'gold']) {
      for (const c of dialogues) {
        const r = (await post('/demo/api/run-dialogue', { caseId: c.id, agent: 'oracle', mode })).body.data
        expect(r.verdict, `${c.id} ${mode}`).toMatchObject({ exact: true, execution: true, turns: c.followUps!.length + 1 })
        for (const t of r.turns) {
          expect(t.exact.overall && t.execution.match, `${c.id} ${mode} turn ${t.turn}`).toBe(true)
          expect(t.refs.every((x: any) => x.resolved)).toBe(true)
          expect(t.diff.every((d: any) => d.same)).toBe(true)
          turns++
        }
      }
    }
    expect(turns).toBe(2 * dialogues.reduce((n, c) => n + c.followUps!.length + 1, 0))
  })

  it('runs both members of a pair: the oracle is right on both and gives different answers', async () => {
    for (const caseId of ['u004-0368-mv-cf', 'u004-0368-mv']) {
      const { status, body } = await post('/demo/api/run-pair', { caseId, agent: 'oracle' })
      expect(status).toBe(200)
      const r = body.data
      expect(r.original.case.id).toBe('u004-0368-mv')
      expect(r.twin.case.id).toBe('u004-0368-mv-cf')
      expect(r.original.target.query).toBe(r.twin.target.query)
      expect(r.verdict).toEqual({ rightOnBoth: { exact: true, execution: true }, sameAnswer: false, originalRight: true, twinRight: true })
      expect(r.original.predicted[0].call.args.taxiType).toBe('Express')
      expect(r.twin.predicted[0].call.args.taxiType).toBe('Premier')
    }
    // The noop makes no call on either history: the same answer, right on neither.
    const noop = (await post('/demo/api/run-pair', { caseId: 'u004-0368-mv-cf', agent: 'noop' })).body.data
    expect(noop.verdict).toEqual({ rightOnBoth: { exact: false, execution: false }, sameAnswer: true, originalRight: false, twinRight: false })
  })

  it('answers bad dialogue and pair requests with structured 4xx errors', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/demo/api/run-dialogue', { caseId: 'u004-0234-rv' }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: 'u004-0035-d2', mode: 'replay' }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: 'u004-0035-d2', extra: 1 }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: 'nope' }, 404, 'not_found'],
      ['/demo/api/run-dialogue', {}, 400, 'invalid_arguments'],
      ['/demo/api/run-pair', { caseId: 'u004-0234-rv' }, 400, 'invalid_arguments'],
      ['/demo/api/run-pair', { caseId: 'nope' }, 404, 'not_found'],
      ['/demo/api/run-pair', { caseId: 'u004-0368-mv', agent: 'gpt-9' }, 400, 'invalid_arguments'],
    ]
    for (const [path, body, status, code] of cases) {
      const res = await post(path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status)
      expect(res.body).toMatchObject({ ok: false, error: { code } })
    }
    const raw = await app.request('/demo/api/run-pair', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })
    expect(raw.status).toBe(400)
  })
})
