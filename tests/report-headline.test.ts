import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Agent } from '../harness/agents/agent.ts'
import type { CaseResult, RunInfo } from '../harness/eval/index.ts'
import { resultHead } from '../harness/eval/result-fields.ts'
import { bootstrapInterval, compareRuns, comparisonTable, htmlReport, markdownReport, summarize, wilson, writeReports } from '../harness/report/index.ts'
import type { ExactScore } from '../harness/scoring/exact/index.ts'
import type { Case, TrivialPredictor } from '../scenarios/case/index.ts'

const counts = (tp: number, fp: number, fn: number) => ({ tp, fp, fn })
const tally = (correct: number, total: number) => ({ correct, total })
const score = (right: boolean): ExactScore => ({
  format: true,
  app: right,
  function: right,
  paramNames: right,
  paramValues: right,
  overall: right,
  values: { query: tally(1, 1), habit: tally(right ? 1 : 0, 1), context: tally(0, 0), profile: tally(0, 0), condition: tally(0, 0) },
  f1: { app: counts(right ? 1 : 0, right ? 0 : 1, right ? 0 : 1), api: counts(right ? 1 : 0, right ? 0 : 1, right ? 0 : 1), required: counts(1, 0, 0), optional: counts(0, 0, 0) },
  mismatches: right ? [] : ['bookTaxi.taxiType: expected "Premier", got "Express"'],
})
const verdict = (match: boolean) => ({ match, reason: match ? 'same state' : 'didi_chuxing:rides.ride_0001.taxiType differs', differing: match ? [] : ['didi_chuxing:rides.ride_0001.taxiType'], collateral: [], errors: [] })

function line(id: string, user: string, right: boolean, solvedBy?: TrivialPredictor[], over: Partial<CaseResult> = {}): CaseResult {
  return {
    case: id,
    user,
    trial: 0,
    agent: 'a',
    vagueness: 'relevant_vague',
    kinds: ['parameter'],
    ...(solvedBy ? { solvedBy } : {}),
    domain: 'transport',
    tags: [],
    historyLength: 40,
    refusalCase: false,
    parsed: { kind: 'calls', calls: [], format: 'json' },
    steps: [],
    exact: score(right),
    execution: verdict(right),
    ...over,
  }
}
const run: RunInfo = { agent: 'a', suite: 's', cases: 10, trials: 1, format: 'json', strict: false, prompt: {} }

describe('intervals resample users, not cases', () => {
  // Three users of six cases: u1 right on all, u2 on none, u3 on half. 9 of 18 right.
  const lines = ['u1', 'u2', 'u3'].flatMap((user, u) => Array.from({ length: 6 }, (_, i) => line(`${user}-c${i}`, user, u === 0 || (u === 2 && i % 2 === 0))))
  const s = summarize(lines, run)

  it('is as wide as the users disagree: u2 three times or u1 three times are each 1 draw in 27', () => {
    const { value, low, high, n } = s.exact.overall
    expect([value, low, n]).toEqual([0.5, 0, 18])
    expect(high).toBeGreaterThan(0.8)
    expect(s.overall).toEqual({ cases: 18, n: 18, users: 3, exact: s.exact.overall, execution: s.execution })
    // Treating the 18 cases as independent claims far more than three users can show
    const byCase = bootstrapInterval(18, (indices) => indices.filter((i) => lines[i]!.exact.overall).length / indices.length, { seed: 'cases' })!
    expect(byCase[0]).toBeGreaterThan(0.2)
    expect(byCase[1]).toBeLessThan(0.8)
    expect(high! - low!).toBeGreaterThan(1.5 * (byCase[1] - byCase[0]))
    expect(wilson(9, 18)!.map((x) => x.toFixed(3))).toEqual(['0.290', '0.710'])
  })

  it('is the same whatever the order of the lines, and seeded', () => {
    expect(JSON.stringify(summarize([...lines].reverse(), run))).toBe(JSON.stringify(s))
  })

  it('says so under every table', () => {
    const md = markdownReport(s)
    const tables = md.match(/^## /gm)!.length
    expect(md.match(/^_95% intervals: bootstrap over users \(3 users, 1,000 resamples\), cases of one user are not independent\._$/gm)).toHaveLength(tables)
    const html = htmlReport(s, lines)
    expect(html.match(/<p class="note">95% intervals: bootstrap over users \(3 users, 1,000 resamples\), cases of one user are not independent\.<\/p>/g)).toHaveLength(html.match(/<section id="(?!failed)/g)!.length - 1)
  })
})

// Four users. Hard (solvedBy []): c1 u1 right, c4 and c5 u2 wrong, c7 u3 right, c10 u4 right: 3 of 5.
// Solved by a trivial predictor: c2, c3, c6. Not measured: c8 (an imported case), c9 (a refusal).
const mixed: CaseResult[] = [
  line('c01', 'u1', true, []),
  line('c02', 'u1', true, ['majority']),
  line('c03', 'u1', true, ['copy_last', 'majority']),
  line('c04', 'u2', false, []),
  line('c05', 'u2', false, []),
  line('c06', 'u2', true, ['stated']),
  line('c07', 'u3', true, []),
  line('c08', 'u3', false),
  line('c09', 'u4', true, undefined, { refusalCase: true, kinds: [], vagueness: 'most_clear' }),
  line('c10', 'u4', true, []),
]

describe('the headline: Overall, Hard, Refusals', () => {
  const s = summarize(mixed, run)

  it('counts only cases whose solvedBy is empty as hard', () => {
    expect(s.counts.measured).toBe(8)
    expect(s.hard).toMatchObject({ cases: 5, n: 5, users: 4, exact: { value: 0.6, n: 5 }, execution: { value: 0.6, n: 5 } })
    expect(s.overall).toMatchObject({ cases: 10, n: 10, users: 4, exact: { value: 0.7, n: 10 } })
    expect(s.refusals).toMatchObject({ cases: 1, n: 1, users: 1, exact: { value: 1, low: null, high: null, n: 1 } })
    // u2's two hard cases are both wrong, the other users' one each right: a resample holding u2 a times
    // scores (4 - a) / (4 + a); a = 3 (1/7) reaches past the 2.5% tail, a = 0 (all right) is 32%
    expect([s.hard!.exact.low, s.hard!.exact.high]).toEqual([1 / 7, 1])
  })

  it('writes summary.json with overall, hard and refusals ahead of the papers\' figures', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headline-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'results.jsonl'), mixed.map((r) => JSON.stringify(r)).join('\n'))
    const json = JSON.parse(readFileSync(writeReports(dir, mixed, run).summary, 'utf8')) as Record<string, unknown>
    const keys = Object.keys(json)
    expect(keys.slice(keys.indexOf('overall'), keys.indexOf('overall') + 4)).toEqual(['overall', 'hard', 'refusals', 'exact'])
    expect(json.hard).toEqual(s.hard)
    expect(json.users).toBe(4)
  })

  it('draws the headline table in Markdown', () => {
    const md = markdownReport(s)
    expect(md).toContain(
      [
        '## Headline: overall, hard cases, refusals',
        '',
        '| Cases | n | Users | Exact overall | Execution |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| Overall | 10 | 4 | 70.0 (40.0–100.0) | 70.0 (40.0–100.0) |',
        '| Hard | 5 | 4 | 60.0 (14.3–100.0) | 60.0 (14.3–100.0) |',
        '| Refusals | 1 | 1 | 100.0 | 100.0 |',
        '',
        '_Overall: every single-turn case, refusals included. Hard: cases no trivial predictor (request only, copy the last call, majority, counter + recency) solves, 5 of 8 measured lines. Refusals: exact is no call made, execution no write attempted._',
        '',
        '_95% intervals: bootstrap over users (4 users, 1,000 resamples), cases of one user are not independent._',
      ].join('\n'),
    )
  })

  it('keeps a Hard row with nothing in it when cases are measured and none is hard', () => {
    const easy = summarize([line('c1', 'u1', true, ['majority']), line('c2', 'u2', false, ['stated'])], run)
    expect(easy.hard).toEqual({ cases: 0, n: 0, users: 0, exact: { value: null, low: null, high: null, n: 0 }, execution: { value: null, low: null, high: null, n: 0 } })
    expect(markdownReport(easy)).toContain('| Hard | 0 | 0 | — | — |')
  })

  it('says n/a when no case records solvedBy, in the HTML tile too', () => {
    const unmeasured = mixed.map(({ solvedBy: _, ...r }) => r)
    const t = summarize(unmeasured, run)
    expect(t.hard).toBeNull()
    expect(markdownReport(t)).toContain('| Hard | n/a | n/a | n/a | n/a |')
    expect(htmlReport(t, unmeasured)).toContain('<div class="figure">n/a</div><div class="label">hard cases (not measured)</div>')
    expect(htmlReport(s, mixed)).toContain('<div class="figure">60.0%</div><div class="label">hard cases, exact (n = 5) (95% CI over users 14.3–100.0)</div>')
  })
})

describe('report --compare', () => {
  // B gets u2's two hard cases right: Hard goes from 3 of 5 to 5 of 5
  const better = mixed.map((r) => (r.user === 'u2' && r.solvedBy?.length === 0 ? { ...r, exact: score(true), execution: verdict(true) } : r))

  it('has the Hard and Refusals rows after Execution, paired over users', () => {
    const c = compareRuns({ label: 'A', run, results: mixed }, { label: 'B', run, results: better })
    const hard = c.metrics.find((m) => m.id === 'hard.overall')!
    expect([hard.label, hard.a.value, hard.b.value, hard.difference.value]).toEqual(['Hard: exact overall', 0.6, 1, 1 - 0.6])
    // Only u2 changes, 100 points on its two cases: a resample holding u2 a times gains 2a / (4 + a),
    // so 0 without u2 (32%) and 6/7 at a = 3 (5%; u2 four times is under 2.5%)
    expect(hard.difference.low).toBe(0)
    expect(hard.difference.high).toBeCloseTo(6 / 7, 12)
    const table = comparisonTable(c, 'A', 'B')
    expect(table.rows.map((r) => r[0])).toEqual([
      'Format', 'App', 'Function', 'Param names', 'Param values', 'Exact overall', 'Execution',
      'Hard: exact overall', 'Hard: execution', 'Refusals: no call made', 'Refusals: no write attempted',
      'Values: query', 'Values: habit', 'Values: context', 'Values: profile', 'Values: condition',
      'F1: app', 'F1: api', 'F1: required', 'F1: optional',
    ])
    expect(table.rows[7]).toEqual(['Hard: exact overall', { rate: hard.a }, { rate: hard.b }, '+40.0 (+0.0 to +85.7)'])
  })

  it('leaves the Hard rows out when no paired line records solvedBy', () => {
    const strip = (rs: CaseResult[]) => rs.map(({ solvedBy: _, ...r }) => r)
    const c = compareRuns({ label: 'A', run, results: strip(mixed) }, { label: 'B', run, results: strip(better) })
    expect(c.metrics.some((m) => m.id.startsWith('hard'))).toBe(false)
  })
})

describe('a result carries its case\'s solvedBy', () => {
  const base: Case = {
    id: 'u001-0001-rv',
    user: 'u001',
    cutoff: 1,
    now: '2025-01-01T08:00:00+08:00',
    query: 'Get me a car home.',
    vagueness: 'relevant_vague',
    gold: [{ app: 'didi_chuxing', tool: 'bookTaxi', args: { dropoffLocation: 'Home' } }],
    provenance: [{ app: { source: 'habit' }, args: { dropoffLocation: { source: 'query' } } }],
    kinds: ['parameter'],
    tags: [],
    domain: 'transport',
    historyLength: 1,
  }
  const agent = { name: 'a' } as Agent

  it('an empty list (hard) and a list of predictors, and nothing where the case did not measure it', () => {
    expect(resultHead({ ...base, solvedBy: [] }, 0, agent).solvedBy).toEqual([])
    expect(resultHead({ ...base, solvedBy: ['majority'] }, 0, agent).solvedBy).toEqual(['majority'])
    expect('solvedBy' in resultHead(base, 0, agent)).toBe(false)
  })
})
