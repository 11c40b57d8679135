import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CaseResult, RunInfo } from '../harness/eval/result.ts'
import { allPassChance, htmlReport, markdownReport, percent, readResults, summarize, thousands, writeReports } from '../harness/report/index.ts'
import type { ExactScore } from '../harness/scoring/exact/index.ts'

const counts = (tp: number, fp: number, fn: number) => ({ tp, fp, fn })
const tally = (correct: number, total: number) => ({ correct, total })

// A right single call: every column true; two query values, one habit value; app/api/required/optional all tp.
const rightScore: ExactScore = {
  format: true,
  app: true,
  function: true,
  paramNames: true,
  paramValues: true,
  overall: true,
  values: { query: tally(2, 2), habit: tally(1, 1), context: tally(0, 0), profile: tally(0, 0), condition: tally(0, 0) },
  f1: { app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(2, 0, 0), optional: counts(1, 0, 0) },
  mismatches: [],
}
// A format error on a refusal case: every column false; '<no call>' missed at app and api level.
const formatErrorScore: ExactScore = {
  format: false,
  app: false,
  function: false,
  paramNames: false,
  paramValues: false,
  overall: false,
  values: { query: tally(0, 1), habit: tally(0, 0), context: tally(0, 1), profile: tally(0, 0), condition: tally(0, 0) },
  f1: { app: counts(0, 0, 1), api: counts(0, 0, 1), required: counts(0, 0, 0), optional: counts(0, 0, 0) },
  mismatches: ['expected no call, got a format error'],
}

const same = { match: true, reason: 'same state', differing: [], collateral: [], errors: [] }
const differs = (path: string) => ({ match: false, reason: `${path} differs`, differing: [path], collateral: [], errors: [] })

function result(over: Partial<CaseResult> & Pick<CaseResult, 'case'>): CaseResult {
  return {
    user: 'u1',
    trial: 0,
    agent: 'oracle',
    vagueness: 'most_clear',
    kinds: ['parameter'],
    domain: 'transport',
    tags: [],
    historyLength: 10,
    refusalCase: false,
    parsed: { kind: 'calls', calls: [{ app: 'didi_chuxing', tool: 'bookTaxi', args: {} }], format: 'json' },
    steps: [],
    exact: rightScore,
    execution: same,
    ...over,
  }
}

const run: RunInfo = { agent: 'oracle', suite: 'default', cases: 4, trials: 1, format: 'json', strict: false, prompt: { history: 'calls' } }

// c1 passes both; c2 (a control) passes both; c3 passes exact but changes something else; c4 is a refusal case answered with garbage.
const results: CaseResult[] = [
  result({ case: 'c1', vagueness: 'most_vague', usage: { promptTokens: 100, completionTokens: 20 } }),
  result({ case: 'c2', user: 'u2', kinds: [], domain: 'shopping', historyLength: 60, usage: { promptTokens: 50, completionTokens: 10, cached: true } }),
  result({ case: 'c3', vagueness: 'relevant_vague', kinds: ['tool', 'temporal'], historyLength: 200, execution: { ...differs('didi_chuxing:rides.ride_0002'), collateral: ['didi_chuxing:rides.ride_0002'] } }),
  result({
    case: 'c4',
    user: 'u2',
    kinds: [],
    refusalCase: true,
    domain: 'shopping',
    historyLength: 400,
    parsed: { kind: 'format_error', reason: 'no JSON found' },
    exact: formatErrorScore,
    execution: differs('answer'),
    raw: '</pre><img src=x onerror=alert(1)>',
  }),
]

describe('summarize', () => {
  const s = summarize(results, run)

  it('computes the headline rates by hand: 3 of 4 overall, 2 of 4 executed', () => {
    expect(s.results).toBe(4)
    expect(s.cases).toBe(4)
    expect(s.exact.overall).toMatchObject({ value: 0.75, n: 4 })
    expect(s.exact.format.value).toBe(0.75)
    expect(s.execution).toMatchObject({ value: 0.5, n: 4 })
    expect(s.formatFailures).toBe(1)
    expect(s.refusal).toMatchObject({ n: 1, exact: { value: 0 }, execution: { value: 0 } })
    // query: (2 + 2 + 2 + 0) / (2 + 2 + 2 + 1); habit 3 / 3; context 0 / 1; no profile values.
    const values = s.exact.values
    expect([values.query.value, values.habit.value, values.context.value, values.profile.value]).toEqual([6 / 7, 1, 0, null])
    expect([values.query.n, values.profile.n, values.profile.low]).toEqual([7, 0, null])
    // app level: tp 3, fn 1 -> P 1, R 0.75, F1 6/7.
    expect(s.exact.f1.app.precision.value).toBe(1)
    expect(s.exact.f1.app.recall.value).toBe(0.75)
    expect(s.exact.f1.app.f1.value).toBeCloseTo(6 / 7, 12)
    expect(s.usage).toEqual({ reported: 2, cached: 1, promptTokens: 150, completionTokens: 30, totalTokens: 180 })
    expect(s.passHatK).toEqual([])
  })

  it('orders vagueness as TRACEBench does and leaves out empty levels', () => {
    const row = (r: (typeof s.breakdowns.vagueness)[number]) => [r.key, r.n, r.overall.value, r.execution.value, r.app.value, r.values.value]
    // Refusal cases (c4) have their own rows, not a vagueness level; values right is over gold parameters
    expect(s.breakdowns.vagueness.map(row)).toEqual([
      ['most_clear', 1, 1, 1, 1, 1],
      ['relevant_vague', 1, 1, 0, 1, 1],
      ['most_vague', 1, 1, 1, 1, 1],
    ])
  })

  it('buckets history length, counts a case under each kind, sorts domains and users', () => {
    expect(s.breakdowns.history.map((r) => [r.key, r.n])).toEqual([['0-49', 1], ['50-149', 1], ['150-299', 1], ['300+', 1]])
    expect(s.breakdowns.kind.map((r) => [r.key, r.n, r.overall.value, r.execution.value])).toEqual([
      ['tool', 1, 1, 0],
      ['parameter', 1, 1, 1],
      ['temporal', 1, 1, 0],
      ['control', 1, 1, 1],
      ['refusal', 1, 0, 0],
    ])
    expect(s.breakdowns.domain.map((r) => [r.key, r.n, r.overall.value])).toEqual([['shopping', 2, 0.5], ['transport', 2, 1]])
    expect(s.breakdowns.user.map((r) => [r.key, r.n, r.execution.value])).toEqual([['u1', 2, 0.5], ['u2', 2, 0.5]])
  })

  it('does not depend on the order of the result lines, and is plain JSON', () => {
    expect(JSON.stringify(summarize([...results].reverse(), run))).toBe(JSON.stringify(s))
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})

describe('pass^k', () => {
  // One case a user, so the bootstrap over users draws cases
  const twoTrials: CaseResult[] = [
    result({ case: 'a', trial: 0 }),
    result({ case: 'a', trial: 1 }),
    result({ case: 'b', user: 'u2', trial: 0 }),
    result({ case: 'b', user: 'u2', trial: 1, exact: formatErrorScore, execution: differs('answer') }),
    result({ case: 'c', user: 'u3', trial: 0 }),
    result({ case: 'c', user: 'u3', trial: 1, execution: differs('x') }),
  ]
  const s = summarize(twoTrials, { ...run, cases: 3, trials: 2 })

  it('a case passing 1 of 2 trials counts half at k = 1 and nothing at k = 2', () => {
    expect(s.results).toBe(6)
    expect(s.cases).toBe(3)
    expect(s.passHatK).toHaveLength(2)
    const [one, two] = s.passHatK
    expect(one).toMatchObject({ k: 1, cases: 3 })
    expect(one!.overall.value).toBeCloseTo((1 + 0.5 + 1) / 3, 12)
    expect(one!.execution.value).toBeCloseTo((1 + 0.5 + 0.5) / 3, 12)
    expect(two).toMatchObject({ k: 2, cases: 3 })
    expect(two!.overall.value).toBeCloseTo(2 / 3, 12)
    expect(two!.execution.value).toBeCloseTo(1 / 3, 12)
    // A bootstrap over the three users: the interval holds the estimate and stays within [0, 1]
    expect(two!.overall.low!).toBeLessThanOrEqual(2 / 3)
    expect(two!.overall.high!).toBeGreaterThanOrEqual(2 / 3)
    expect([two!.overall.low! >= 0, two!.overall.high! <= 1, two!.overall.n]).toEqual([true, true, 3])
  })

  it('draws k trials without replacement', () => {
    expect(allPassChance(1, 2, 2)).toBe(0)
    expect(allPassChance(2, 3, 2)).toBeCloseTo(1 / 3, 12)
    expect(allPassChance(3, 3, 3)).toBe(1)
  })
})

describe('markdownReport', () => {
  const md = markdownReport(summarize(results, run))

  it('has the three papers\' tables with the figures in percent', () => {
    expect(md).toContain('| Agent | Format | App | Function | Param names | Param values | Overall | Execution |')
    // Intervals resample the two users: u1 (c1, c3) is 2 of 2 right, u2 (c2, c4) 1 of 2, so a resample
    // is 2/2, 3/4 or 1/2; both users execute 1 of 2, so execution is 50.0 in every resample
    const c = '75.0 (50.0–100.0)'
    expect(md).toContain(`| oracle | ${c} | ${c} | ${c} | ${c} | ${c} | ${c} | 50.0 (50.0–50.0) |`)
    expect(md).toContain('| Agent | Query-related | Habit | Profile | Context-related | Condition | Overall |')
    // Query values: u1 4 of 4, u2 2 of 3; context: only u2 has one (a resample of u1 alone has none)
    expect(md).toContain(`| oracle | 85.7 (66.7–100.0) | 100.0 (100.0–100.0) | — | 0.0 (0.0–0.0) | — | ${c} |`)
    expect(md).toContain('| Level | Precision | Recall | F1 |')
    expect(md).toMatch(/\| APP \| 100\.0 \(100\.0–100\.0\) \| 75\.0 \(50\.0–100\.0\) \| 85\.7 \(66\.7–100\.0\) \|/)
    expect(md).toContain('_95% intervals: bootstrap over users (2 users, 1,000 resamples), cases of one user are not independent._')
  })

  it('leads with Overall, Hard (n/a: no case records solvedBy) and Refusals', () => {
    expect(md).toContain(
      [
        '| Cases | n | Users | Exact overall | Execution |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| Overall | 4 | 2 | 75.0 (50.0–100.0) | 50.0 (50.0–50.0) |',
        '| Hard | n/a | n/a | n/a | n/a |',
        '| Refusals | 1 | 1 | 0.0 | 0.0 |',
      ].join('\n'),
    )
    expect(md).toContain('Hard: n/a, no case of this run records which trivial predictors solve it (solvedBy).')
  })

  it('has a table per breakdown', () => {
    expect(md).toContain('| Vagueness | n | Overall | Execution | App | Values right |')
    // most clear is c2 alone, one user: a rate with no interval
    expect(md).toContain('| most_clear | 1 | 100.0 | 100.0 | 100.0 | 100.0 |')
    expect(md).toContain('| transport | 2 | 100.0 | 50.0 | 100.0 | 100.0 |')
    expect(md).toContain('| Vagueness | n | Overall | Execution | App | Values right |')
    for (const label of ['History records', 'Kind', 'Domain', 'User']) expect(md).toContain(`| ${label} | n |`)
  })
})

describe('htmlReport', () => {
  const hostile = [...results, result({ case: '<script>alert(1)</script>', domain: 'x"><b>', exact: formatErrorScore, execution: differs('a<b') })]
  const html = htmlReport(summarize(hostile, run), hostile)

  it('draws one inline <svg> per chart and references nothing outside the file', () => {
    expect(html.match(/<svg /g)).toHaveLength(3)
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).not.toMatch(/<(link|img|iframe)\b/)
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
  })

  it('escapes case ids, domains and raw answers', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;/pre&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('x"><b>')
    expect(html.match(/<script>/g)).toHaveLength(1)
  })

  it('lists the failed results (either verdict) and the three tables', () => {
    expect(html).toContain('Failed cases <span class="muted">(3 of 5 result lines)</span>')
    expect(html).toContain('data-fails="execution"')
    expect(html).toContain('format error: no JSON found')
    for (const id of ['tracebench', 'ptbench', 'toolspectrum']) expect(html).toContain(`<section id="${id}">`)
  })
})

describe('writeReports and readResults', () => {
  it('round-trips a run directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    writeFileSync(join(dir, 'results.jsonl'), `${results.map((r) => JSON.stringify(r)).join('\n')}\n\n`)
    writeFileSync(join(dir, 'run.json'), JSON.stringify(run))
    const read = readResults(dir)
    expect(read).toEqual({ results, run, tornLine: false })
    const paths = writeReports(dir, read.results, read.run)
    expect(paths).toEqual({ summary: join(dir, 'summary.json'), markdown: join(dir, 'report.md'), html: join(dir, 'report.html'), latex: join(dir, 'report.tex') })
    expect(JSON.parse(readFileSync(paths.summary, 'utf8'))).toEqual(summarize(results, run))
    expect(readFileSync(paths.markdown, 'utf8')).toBe(markdownReport(summarize(results, run)))
    expect(readFileSync(paths.html, 'utf8')).toContain('<!doctype html>')
  })

  it('names a bad line in the middle; drops a torn last line (a killed run)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    writeFileSync(join(dir, 'results.jsonl'), `${JSON.stringify(results[0])}\n{oops\n${JSON.stringify(results[1])}\n`)
    writeFileSync(join(dir, 'run.json'), JSON.stringify(run))
    expect(() => readResults(dir)).toThrow(/results\.jsonl:2: not a result line/)
    writeFileSync(join(dir, 'results.jsonl'), `${JSON.stringify(results[0])}\n${JSON.stringify(results[1]).slice(0, 40)}`)
    expect(readResults(dir)).toMatchObject({ results: [results[0]], tornLine: true })
    expect(() => readResults(join(dir, 'missing'))).toThrow(/missing: no such folder/)
  })
})

describe('formatting', () => {
  it('writes rates with one decimal and counts with separators', () => {
    expect([percent(0.75), percent(2 / 3), percent(0), percent(null)]).toEqual(['75.0', '66.7', '0.0', '—'])
    expect([thousands(0), thousands(999), thousands(1000), thousands(1234567)]).toEqual(['0', '999', '1,000', '1,234,567'])
  })
})
