import { beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import { DEFAULT_PROMPT, evaluateCase, evaluateDialogue, heuristicAgent } from '../harness/index.ts'
import { createServerApp } from '../harness/server/app.ts'
import { CutoffSessions, readSuite } from '../scenarios/index.ts'
import { twinEdits } from '../scenarios/counterfactual/index.ts'
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

// The cases these tests drive are found by what they are, so a regenerated suite keeps them meaningful.
const U = 'u004'
const user = suite.users.get(U)!
const single = suite.cases.find((c) => c.user === U && c.gold.length > 0 && !c.followUps && !c.counterfactual && c.vagueness === 'relevant_vague')!
/** A ride whose pickup is where an earlier record left the user (a station, a hotel): tool, parameter and temporal at once. */
const rideFromContext = suite.cases.find((c) => c.gold[0]?.tool === 'bookTaxi' && c.vagueness === 'relevant_vague' && c.provenance[0]?.args.pickupLocation?.source === 'context' && !c.counterfactual)!
/** A search whose location comes from another app's recent record. */
const searchFromContext = suite.cases.find((c) => c.user === U && c.provenance[0]?.args && Object.values(c.provenance[0].args).some((a) => a.source === 'context') && c.provenance[0].app.source === 'habit' && !c.counterfactual && !c.followUps)!
/** A coffee order, its status, then its cancellation: later turns refer to the order's id. */
const coffeeDialogues = suite.cases.filter((c) => c.gold[0]?.tool === 'orderDrink' && c.followUps?.map((f) => f.act).join(',') === 'status,cancel')
const coffeeDialogue = coffeeDialogues[0]!
/** A twin whose habitual ride class was changed across earlier rides. */
const twin = suite.cases.find((c) => c.counterfactual?.change === 'habit:taxiType')!
const original = suite.cases.find((c) => c.id === twin.counterfactual!.of)!

describe('demo API: users, timeline, cases', () => {
  it('lists the default suite users with profile summaries and preferences', async () => {
    const { status, body } = await get('/demo/api/users')
    expect(status).toBe(200)
    expect(body.data.suite).toBe('default')
    expect(body.data.users.map((u: any) => u.id)).toEqual([...suite.users.keys()])
    expect(body.data.users).toHaveLength(suite.users.size)
    const u004 = body.data.users.find((u: any) => u.id === U)
    const p = user.profile
    expect(u004).toMatchObject({ name: p.name, age: p.age, profession: p.profession, city: 'beijing', historyLength: user.history.length })
    expect(u004.places).toContainEqual({ label: 'home', name: createSandboxWorld().placesFor(p).resolve('Home').name })
    expect(u004.preferences).toEqual(p.preferences)
    expect(u004.preferences.length).toBeGreaterThan(3)
    expect(body.data.users.reduce((n: number, u: any) => n + u.cases, 0)).toBe(suite.cases.length)
  })

  it("replays a user's history into a timeline with real outcomes and the simulator's tags", async () => {
    const { status, body } = await get(`/demo/api/users/${U}/timeline`)
    expect(status).toBe(200)
    const records = body.data.records
    expect(records).toHaveLength(user.history.length)
    const first = user.history[0]!
    expect(records[0]).toMatchObject({ index: 0, day: first.ts.slice(0, 10), time: first.ts.slice(11, 16), app: first.app, tool: first.tool, args: first.args, tags: first.meta?.tags ?? [] })
    expect(records[0].outcome.ok).toBe(first.outcome?.ok)
    const chained = records.findIndex((r: any) => r.tags.some((t: string) => t.startsWith('chain:')))
    expect(records[chained].args).toEqual(user.history[chained]!.args)
    const changed = (tags: readonly string[]) => tags.some((t) => t.startsWith('change:'))
    expect(records.filter((r: any) => changed(r.tags)).length).toBe(user.history.filter((r) => changed(r.meta?.tags ?? [])).length)
    // The calendar and the whereabouts: the lunar New Year is a holiday, the adjusted Saturday a workday.
    for (const r of records) {
      if (r.day === '2026-02-17') expect(r).toMatchObject({ dayKind: 'holiday', holiday: "Spring Festival (lunar New Year's Day)" })
      if (r.day === '2026-02-14') expect(r).toMatchObject({ dayKind: 'workday', adjustedWorkday: true })
    }
    const ride = records.find((r: any) => r.tool === 'bookTaxi' && r.outcome.ok)
    expect(ride.where).toMatch(/^at .+, then in a ride$/)
  })

  it('filters cases by vagueness and kind, and rejects an unknown filter with a 400', async () => {
    const { body } = await get(`/demo/api/users/${U}/cases?kind=temporal&vagueness=relevant_vague`)
    const expected = suite.cases.filter((c) => c.user === U && c.kinds.includes('temporal') && c.vagueness === 'relevant_vague')
    expect(body.data.cases.map((c: any) => c.id)).toEqual(expected.map((c) => c.id))
    expect(expected.length).toBeGreaterThan(3)
    expect(body.data.cases.every((c: any) => c.kinds.includes('temporal') && c.vagueness === 'relevant_vague')).toBe(true)
    expect(body.data.cases[0]).toMatchObject({ id: expected[0]!.id, cutoff: expected[0]!.cutoff, domain: expected[0]!.domain, refusal: false })
    const bad = await get(`/demo/api/users/${U}/cases?kind=bogus`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_arguments')
    expect(bad.body.error.issues[0].path).toBe('kind')
    expect((await get('/demo/api/users/u999/cases')).status).toBe(404)
  })

  it("shows a case's unsaid values and the history records they come from", async () => {
    const c = searchFromContext
    const { body } = await get(`/demo/api/cases/${c.id}`)
    expect(body.data.gold.map((g: any) => ({ app: g.app, tool: g.tool, args: g.args }))).toEqual(c.gold)
    const [param, ctx] = Object.entries(c.provenance[0]!.args).find(([, a]) => a.source === 'context')!
    expect(body.data.unsaid).toContainEqual({ call: 0, param, source: 'context', value: c.gold[0]!.args[param], index: ctx.index })
    expect(body.data.unsaid).toContainEqual({ call: 0, param: 'app', source: 'habit', value: body.data.gold[0].appName, count: c.provenance[0]!.app.count })
    // The context record is ringed for that parameter, and as many calls on the app as the habit counts.
    expect(body.data.highlights).toContainEqual({ index: ctx.index, reasons: expect.arrayContaining([{ source: 'context', param, call: 0 }]) })
    expect(body.data.highlights.filter((h: any) => h.reasons.some((r: any) => r.source === 'app')).length).toBe(c.provenance[0]!.app.count)
    // A saved place left unsaid shows where it resolves.
    const profiled = suite.cases.find((x) => x.user === U && Object.values(x.provenance[0]?.args ?? {}).some((a) => a.source === 'profile'))!
    const view = (await get(`/demo/api/cases/${profiled.id}`)).body.data
    const [pp, pa] = Object.entries(profiled.provenance[0]!.args).find(([, a]) => a.source === 'profile')!
    const label = pa.field!.replace('places.', '')
    expect(view.unsaid.find((u: any) => u.param === pp)).toEqual({ call: 0, param: pp, source: 'profile', value: profiled.gold[0]!.args[pp], field: pa.field, resolved: createSandboxWorld().placesFor(user.profile).resolve(label).name })
    expect((await get('/demo/api/cases/nope')).status).toBe(404)
  })

  it("rings exactly what every u004 case's provenance says: the context record, as many habit uses as counted", async () => {
    let checked = 0
    for (const c of suite.cases.filter((x) => x.user === U && !x.counterfactual)) {
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
    expect(checked).toBeGreaterThan(8)
  })
})

describe('demo API: running agents', () => {
  it('runs the heuristic on a write case: live outcomes, both verdicts as the harness gives them, the state diff', async () => {
    const { status, body } = await run({ caseId: rideFromContext.id })
    expect(status).toBe(200)
    const r = body.data
    const c = rideFromContext
    const world = createSandboxWorld()
    const expected = await evaluateCase(c, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false)
    expect(r.agent).toBe('heuristic')
    expect(r.predicted.map((p: any) => ({ app: p.call.app, tool: p.call.tool, args: p.call.args }))).toEqual(expected.parsed.kind === 'calls' ? expected.parsed.calls : [])
    expect(r.exact).toEqual({ format: expected.exact.format, app: expected.exact.app, function: expected.exact.function, paramNames: expected.exact.paramNames, paramValues: expected.exact.paramValues, overall: expected.exact.overall, mismatches: expected.exact.mismatches })
    expect(r.execution).toEqual(expected.execution)
    // The gold books the ride from where an earlier record left the user, live, on its own fork.
    expect(r.gold[0].call).toMatchObject({ app: c.gold[0]!.app, domain: 'transport', tool: 'bookTaxi' })
    expect(r.gold[0].outcome.ok).toBe(true)
    const where = /"pickup":"([^"]+)"/.exec(r.gold[0].outcome.gist)?.[1]
    expect(where).toBeDefined()
    const pickup = r.diff.find((d: any) => d.app === c.gold[0]!.app && d.field === 'pickup')
    expect(pickup).toMatchObject({ record: expect.stringMatching(/^rides\.[a-z]+_\d{4}$/), goldChanged: true })
    expect(pickup.gold.name).toBe(where)
    expect(pickup.same).toBe(pickup.predicted?.name === where)
    expect(r.diff.every((d: any) => d.same) || !r.execution.match).toBe(true)
  })

  it('runs the oracle: both verdicts pass and every changed path agrees', async () => {
    const r = (await run({ caseId: rideFromContext.id, agent: 'oracle' })).body.data
    expect(r.exact.overall).toBe(true)
    expect(r.execution.match).toBe(true)
    expect(r.diff.length).toBeGreaterThan(5)
    expect(r.diff.every((d: any) => d.same && d.goldChanged && d.predictedChanged)).toBe(true)
  })

  it('runs a typed request against a user at a cut-off, with no gold and no verdicts', async () => {
    const query = 'Order me a hot Coconut Latte with Luckin Coffee for pickup near my office'
    const r = (await run({ user: U, cutoff: 35, query })).body.data
    expect(r.case).toBeNull()
    expect(r.gold).toBeNull()
    expect(r.exact).toBeNull()
    expect(r.target).toEqual({ user: U, cutoff: 35, now: user.history[35]!.ts, query })
    expect(r.predicted[0].call).toMatchObject({ app: 'luckin_coffee', tool: 'orderDrink' })
    expect(r.predicted[0].outcome.ok).toBe(true)
    expect(r.diff.length).toBeGreaterThan(0)
    expect(r.diff.every((d: any) => d.app === 'luckin_coffee' && d.predictedChanged)).toBe(true)
  })

  it('answers bad run requests with structured 4xx errors', async () => {
    const cases: [unknown, number, string][] = [
      ['{not json', 400, 'invalid_arguments'],
      [{}, 400, 'invalid_arguments'],
      [{ caseId: single.id, query: 'both' }, 400, 'invalid_arguments'],
      [{ caseId: single.id, agent: 'gpt-9' }, 400, 'invalid_arguments'],
      [{ caseId: single.id, surprise: 1 }, 400, 'invalid_arguments'],
      [{ query: 'a taxi', user: U, cutoff: 9999 }, 400, 'invalid_arguments'],
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
      const res = await run({ caseId: single.id, agent: 'openai' })
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
    const d = (await get(`/demo/api/cases/${coffeeDialogue.id}`)).body.data
    expect(d.turns.map((t: any) => t.act)).toEqual(['open', 'status', 'cancel'])
    expect(d.turns[2].gold[0]).toMatchObject({ tool: 'cancelDrinkOrder', args: { orderId: { $ref: 'turn0.call0.orderId' } } })
    const [before, after] = [original.gold[0]!.args.taxiType, twin.gold[0]!.args.taxiType]
    expect(before).not.toBe(after)
    for (const id of [original.id, twin.id]) {
      const pair = (await get(`/demo/api/cases/${id}`)).body.data.pair
      expect(pair.original.gold[0].args.taxiType).toBe(before)
      expect(pair.twin.gold[0].args.taxiType).toBe(after)
      expect(pair.edits.map((e: any) => e.index)).toEqual(twinEdits(twin, suite.users.get(twin.user)!.history).map((e) => e.index))
      // Only what the edit changed, old -> new, as the user's real history had it.
      expect(pair.edits.every((e: any) => e.changes.length === 1 && e.changes[0].param === 'taxiType' && e.changes[0].after === after && e.changes[0].before !== after)).toBe(true)
    }
    const list = (await get(`/demo/api/users/${twin.user}/cases`)).body.data.cases
    expect(list.find((c: any) => c.id === original.id).twin).toBe(twin.id)
    expect(list.find((c: any) => c.id === twin.id).counterfactualOf).toBe(original.id)
    expect((await get(`/demo/api/cases/${single.id}`)).body.data.pair).toBeUndefined()
  })

  it('runs a dialogue turn by turn as evaluateDialogue judges it, references resolved against the live outcomes', async () => {
    // The first coffee dialogue whose order the heuristic places (the cancel refers to that order).
    const world = createSandboxWorld()
    let c = coffeeDialogues[0]!
    let expected = await evaluateDialogue(c, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false, 'carry')
    for (const other of coffeeDialogues.slice(1)) {
      if (expected.turns![2]?.gold?.[0]) break
      c = other
      expected = await evaluateDialogue(c, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false, 'carry')
    }
    const { status, body } = await post('/demo/api/run-dialogue', { caseId: c.id, mode: 'carry' })
    expect(status).toBe(200)
    const r = body.data
    expect(r.mode).toBe('carry')
    expect(r.turns.map((t: any) => t.query)).toEqual(expected.turns!.map((t) => t.query))
    expect(r.turns.map((t: any) => [t.exact.overall, t.execution])).toEqual(expected.turns!.map((t) => [t.exact.overall, t.execution]))
    expect(r.verdict).toMatchObject({ exact: expected.dialogue!.exact, execution: expected.dialogue!.execution, turns: 3 })
    // The cancel's gold refers to the order the heuristic's own first call made, and shows both.
    const cancel = r.turns[2]
    expect(cancel.goldSpec[0].args.orderId).toEqual({ $ref: 'turn0.call0.orderId' })
    expect(cancel.refs).toEqual([{ call: 0, param: 'orderId', ref: 'turn0.call0.orderId', fromTurn: 0, fromCall: 0, path: 'orderId', value: expected.turns![2]!.gold![0]!.args.orderId, resolved: true }])
    expect(cancel.refs[0].value).toMatch(/^(lk|sbux)_\d{4}$/)
    expect(r.turns[0].predicted[0].outcome.gist).toContain(`"orderId":"${cancel.refs[0].value}"`)
    expect(cancel.gold[0].call.args.orderId).toBe(cancel.refs[0].value)
    expect(cancel.gold[0].outcome.gist).toContain('"status":"cancelled"')
  })

  it('runs the oracle through every u004 dialogue in both modes: every turn passes, per-turn diffs agree', async () => {
    const dialogues = suite.cases.filter((c) => c.user === U && c.followUps)
    expect(dialogues.length).toBeGreaterThan(25)
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
    for (const caseId of [twin.id, original.id]) {
      const { status, body } = await post('/demo/api/run-pair', { caseId, agent: 'oracle' })
      expect(status).toBe(200)
      const r = body.data
      expect(r.original.case.id).toBe(original.id)
      expect(r.twin.case.id).toBe(twin.id)
      expect(r.original.target.query).toBe(r.twin.target.query)
      expect(r.verdict).toEqual({ rightOnBoth: { exact: true, execution: true }, sameAnswer: false, originalRight: true, twinRight: true })
      expect(r.original.predicted[0].call.args.taxiType).toBe(original.gold[0]!.args.taxiType)
      expect(r.twin.predicted[0].call.args.taxiType).toBe(twin.gold[0]!.args.taxiType)
    }
    // The noop makes no call on either history: the same answer, right on neither.
    const noop = (await post('/demo/api/run-pair', { caseId: twin.id, agent: 'noop' })).body.data
    expect(noop.verdict).toEqual({ rightOnBoth: { exact: false, execution: false }, sameAnswer: true, originalRight: false, twinRight: false })
  })

  it('answers bad dialogue and pair requests with structured 4xx errors', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/demo/api/run-dialogue', { caseId: single.id }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: coffeeDialogue.id, mode: 'replay' }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: coffeeDialogue.id, extra: 1 }, 400, 'invalid_arguments'],
      ['/demo/api/run-dialogue', { caseId: 'nope' }, 404, 'not_found'],
      ['/demo/api/run-dialogue', {}, 400, 'invalid_arguments'],
      ['/demo/api/run-pair', { caseId: single.id }, 400, 'invalid_arguments'],
      ['/demo/api/run-pair', { caseId: 'nope' }, 404, 'not_found'],
      ['/demo/api/run-pair', { caseId: original.id, agent: 'gpt-9' }, 400, 'invalid_arguments'],
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
