import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import type { CaseResult, RunInfo } from '../harness/eval/index.ts'
import { bootstrapInterval, compareRuns, comparisonTable, htmlReport, latexReport, markdownReport, pairedDifference, proportion, summarize, wilson } from '../harness/report/index.ts'
import type { ExactScore } from '../harness/scoring/exact/index.ts'
import { runCli } from './support/cli.ts'

const counts = (tp: number, fp: number, fn: number) => ({ tp, fp, fn })
const score = (right: boolean): ExactScore => ({
  format: true,
  app: right,
  function: right,
  paramNames: right,
  paramValues: right,
  overall: right,
  values: { query: { correct: right ? 2 : 1, total: 2 }, habit: { correct: 0, total: 0 }, context: { correct: right ? 1 : 0, total: 1 }, profile: { correct: 0, total: 0 }, condition: { correct: 0, total: 0 } },
  f1: { app: counts(right ? 1 : 0, right ? 0 : 1, right ? 0 : 1), api: counts(right ? 1 : 0, right ? 0 : 1, right ? 0 : 1), required: counts(2, 0, 0), optional: counts(0, 0, 0) },
  mismatches: right ? [] : ['bookTaxi.taxiType: expected "Premier", got "Express"'],
})
const verdict = (match: boolean) => ({ match, reason: match ? 'same state' : 'didi_chuxing:rides.ride_0001.taxiType differs', differing: match ? [] : ['didi_chuxing:rides.ride_0001.taxiType'], collateral: [], errors: [] })
const call = { app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', taxiType: 'Premier' } }

function line(id: string, right: boolean, over: Partial<CaseResult> = {}): CaseResult {
  return {
    case: id,
    user: 'u1',
    trial: 0,
    agent: 'a',
    vagueness: 'most_vague',
    kinds: ['parameter'],
    domain: 'transport',
    tags: [],
    historyLength: 10,
    refusalCase: false,
    query: `Get me a car (${id}).`,
    gold: [call],
    parsed: { kind: 'calls', calls: [right ? call : { ...call, args: { ...call.args, taxiType: 'Express' } }], format: 'json' },
    steps: [],
    exact: score(right),
    execution: verdict(right),
    ...over,
  }
}
const run: RunInfo = { agent: 'a', suite: 's', cases: 20, trials: 1, format: 'json', strict: false, prompt: {} }
const ids = Array.from({ length: 20 }, (_, i) => `c${String(i).padStart(2, '0')}`)

describe('intervals', () => {
  it("gives Wilson's interval: the textbook values, inside [0, 1], never a point at 0 or n", () => {
    const [lo, hi] = wilson(5, 10)!
    expect([lo.toFixed(4), hi.toFixed(4)]).toEqual(['0.2366', '0.7634'])
    expect(wilson(0, 10)!.map((x) => x.toFixed(4))).toEqual(['0.0000', '0.2775'])
    expect(wilson(10, 10)![0]).toBeCloseTo(0.7225, 4)
    expect(wilson(0, 0)).toBeNull()
    expect(proportion(0, 0)).toEqual({ value: null, low: null, high: null, n: 0 })
  })

  it('holds the rate and narrows as n grows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, p) => {
        const k = Math.round(p * n)
        const [lo, hi] = wilson(k, n)!
        expect(lo).toBeGreaterThanOrEqual(0)
        expect(hi).toBeLessThanOrEqual(1)
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12)
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12)
        const [lo4, hi4] = wilson(4 * k, 4 * n)!
        expect(hi4 - lo4).toBeLessThan(hi - lo)
      }),
    )
  })

  it('bootstraps deterministically: the same data, the same interval', () => {
    const values = [1, 0, 1, 1, 0, 1, 1, 1, 0, 1]
    const mean = (idx: readonly number[]) => idx.reduce((s, i) => s + values[i]!, 0) / idx.length
    const a = bootstrapInterval(values.length, mean, { seed: 'x' })!
    expect(bootstrapInterval(values.length, mean, { seed: 'x' })).toEqual(a)
    expect(a[0]).toBeLessThan(0.7)
    expect(a[1]).toBeGreaterThan(0.7)
    // A paired difference of a run with itself is exactly nothing
    const same = { parts: values.map((v) => [v, 1]), combine: (s: readonly number[]) => s[0]! / s[1]! }
    expect(pairedDifference(same, same)).toEqual({ value: 0, low: 0, high: 0 })
  })

  it('puts an interval on every rate of summary.json but a single user\'s', () => {
    const s = summarize(ids.map((id, i) => line(id, i % 4 !== 0, { user: `u${i % 5}` })), run)
    // A row of one user has no interval: one user resampled is always that user
    expect(s.breakdowns.user.map((r) => [r.key, r.n, r.overall.low, r.overall.high])).toEqual(['u0', 'u1', 'u2', 'u3', 'u4'].map((u) => [u, 4, null, null]))
    const rates: unknown[] = []
    const walk = (x: unknown) => {
      if (x && typeof x === 'object') {
        if ('value' in x && 'low' in x && 'high' in x && 'n' in x) rates.push(x)
        else Object.values(x).forEach(walk)
      }
    }
    walk({ ...s, run: undefined, breakdowns: { ...s.breakdowns, user: [] } })
    expect(rates.length).toBeGreaterThan(30)
    for (const r of rates as { value: number | null; low: number | null; high: number | null }[]) {
      if (r.value === null) continue
      expect(r.low).not.toBeNull()
      expect(r.low!).toBeLessThanOrEqual(r.value + 1e-12)
      expect(r.high!).toBeGreaterThanOrEqual(r.value - 1e-12)
    }
    expect(s.exact.overall).toMatchObject({ value: 0.75, n: 20 })
  })
})

describe('reports', () => {
  // Four users of five cases: u0's are all wrong, the others' all right
  const results = ids.map((id, i) => line(id, i % 4 !== 0, { user: `u${i % 4}` }))
  const s = summarize(results, run)

  it('writes each rate with its interval in Markdown, and Values right apart from Overall in breakdowns', () => {
    const md = markdownReport(s)
    // A resample of four users holds u0 0 to 4 times: overall 1/4 ... 4/4 (all four u0: under 2.5%)
    expect(md).toMatch(/\| a \| 100\.0 \(100\.0–100\.0\) \| 75\.0 \(25\.0–100\.0\) \|/)
    // Overall 15/20; Values right (2 + 1) per right line, 1 per wrong one: 50/60, a resample (20 + 10k)/60
    expect(md).toContain('| most_vague | 20 | 75.0 (25.0–100.0) | 75.0 (25.0–100.0) | 75.0 (25.0–100.0) | 83.3 (50.0–100.0) |')
    expect(md).toContain('_95% intervals: bootstrap over users (4 users, 1,000 resamples), cases of one user are not independent._')
  })

  it('exports the tables as LaTeX in booktabs, escaped, with the interval line under each', () => {
    const tex = latexReport(summarize([line('c_1', true, { domain: 'food & drink' })], run))
    expect(tex).toContain('\\begin{tabular}{lrrrrrrr}')
    expect(tex).toContain('\\toprule')
    expect(tex).toContain('Agent & Format & App & Function & Param names & Param values & Overall & Execution \\\\')
    // One user: no interval to draw
    expect(tex).toContain('a & 100.0 & 100.0 & 100.0 & 100.0 & 100.0 & 100.0 & 100.0 \\\\')
    expect(tex).toContain('\\par{\\footnotesize No 95\\% intervals: they resample users, and there is one user.}')
    expect(tex).toContain('food \\& drink')
    expect(tex).not.toMatch(/[^\\]&amp;/)
    const four = latexReport(s)
    expect(four).toMatch(/a & 100\.0\\,\{\\scriptsize\(100\.0--100\.0\)\} & 75\.0\\,\{\\scriptsize\(25\.0--100\.0\)\}/)
    expect(four.match(/\\par\{\\footnotesize 95\\% intervals: bootstrap over users \(4 users, 1,000 resamples\), cases of one user are not independent\.\}/g)).toHaveLength(four.match(/\\begin\{table\}/g)!.length)
  })

  it('lists failures compactly with the request, the gold and the prediction, counted as the header counts', () => {
    const dialogue = line('d1', true, { turns: [], dialogue: { mode: 'gold', exact: false, execution: false } })
    const html = htmlReport(summarize([...results, dialogue], run), [...results, dialogue])
    expect(html).toContain('Failed cases <span class="muted">(6 of 21 result lines)</span>')
    expect(html).toContain('20 single-turn cases × 1 trial (+ 1 dialogues: 21 result lines)')
    expect(html).toContain('Get me a car (c00).')
    expect(html).toContain('didi_chuxing.bookTaxi(pickupLocation="Home", taxiType="Premier")')
    expect(html).toContain('didi_chuxing.bookTaxi(pickupLocation="Home", taxiType="Express")')
    expect(html).toContain('data-kind="dialogue"')
    // Compact: a row is bounded, whatever a raw answer holds
    const huge = line('c99', false, { parsed: { kind: 'format_error', reason: 'x' }, raw: 'y'.repeat(50_000) })
    expect(htmlReport(summarize([huge], run), [huge]).length).toBeLessThan(30_000)
  })
})

describe('npm run report -- --compare A B', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compare-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, results: CaseResult[]) => {
    mkdirSync(join(dir, name))
    writeFileSync(join(dir, name, 'results.jsonl'), results.map((r) => JSON.stringify(r)).join('\n') + '\n')
    writeFileSync(join(dir, name, 'run.json'), JSON.stringify({ ...run, agent: name }))
  }
  // Five users of four cases; A is right on half of each user's cases, B also on all of u1's and u3's
  const user = (i: number) => ({ user: `u${i % 5}` })
  const a = ids.map((id, i) => line(id, i % 2 === 0, user(i)))
  const b = ids.map((id, i) => line(id, i % 2 === 0 || i % 5 === 1 || i % 5 === 3, user(i)))

  it('pairs the lines by case and trial and bootstraps the difference', () => {
    const c = compareRuns({ label: 'A', run, results: a }, { label: 'B', run, results: [...b, line('only-b', true)] })
    expect([c.paired, c.onlyA, c.onlyB]).toEqual([20, 0, 1])
    const overall = c.metrics.find((m) => m.id === 'overall')!
    expect([overall.a.value, overall.b.value, overall.difference.value]).toEqual([0.5, 0.7, 0.7 - 0.5])
    // B is never worse on any line: no resample can make the difference negative
    expect(overall.difference.low!).toBeGreaterThanOrEqual(0)
    expect(overall.difference.high!).toBeGreaterThan(overall.difference.value!)
    // Users gain 0 or 50 points: a resample of five gains 0 to 40 (all five of u1 and u3: under 2.5%)
    expect(comparisonTable(c, 'A', 'B').rows[5]).toEqual(['Exact overall', { rate: overall.a }, { rate: overall.b }, '+20.0 (+0.0 to +40.0)'])
    expect(c.users).toBe(5)
    // No line records solvedBy: no Hard rows; refusal rows are there, with nothing to measure
    expect(c.metrics.map((m) => m.id).slice(5, 9)).toEqual(['overall', 'execution', 'refusals.overall', 'refusals.execution'])
    expect(c.metrics.find((m) => m.id === 'refusals.overall')!.a.value).toBeNull()
  })

  it('prints both runs side by side with the difference and its interval', { timeout: 60_000 }, async () => {
    write('A', a)
    write('B', b)
    const out = await runCli('report', ['--compare', join(dir, 'A'), join(dir, 'B')])
    expect(out.stderr).toBe('')
    expect(out.code).toBe(0)
    expect(out.stdout).toContain('| Figure | A | B | B − A (points) |')
    // Every user is 50% right in A; in B u1 and u3 are 100%: a resample of five holds 0 to 4 of them
    expect(out.stdout).toContain('| Exact overall | 50.0 (50.0–50.0) | 70.0 (50.0–90.0) | +20.0 (+0.0 to +40.0) |')
    expect(out.stdout).toContain('_95% intervals: bootstrap over users (5 users, 1,000 resamples), cases of one user are not independent. B − A: a paired bootstrap, the same users drawn for both runs._')
    expect(readFileSync(join(dir, 'A', 'results.jsonl'), 'utf8')).not.toBe('')
  })
})
