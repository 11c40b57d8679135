import { beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import { DEFAULT_PROMPT, evaluateCase, heuristicAgent } from '../harness/index.ts'
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
