import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { fromJson, include, parseExpression, readPtbenchAnswer, scorePtbench, unparse, PyError, type PtbenchColumns } from '../harness/scoring/ptbench/index.ts'
import { EXPECTED_PER_SAMPLE, NEAR_MISSES } from './support/ptbench-near-misses.ts'

/**
 * PTBench's own scorer (src/test_acc.py, src/parse.py in hyfshadow/PTBench), reimplemented. The
 * near-miss pairs are written in PTBench's layout; the expected figures are worked out by hand from
 * its code (and agree with running that code on the same files).
 */
const samples = NEAR_MISSES.map((m) => m.sample)
const predictions = NEAR_MISSES.filter((m) => m.predict !== undefined).map((m) => m.predict!)
const score = scorePtbench(samples, predictions)

const figures = (i: number) => {
  const r = score.samples[i]!.result
  return r.format ? [1, r.platform, r.toolNames, r.paramNames, r.paramValues, r.overall, r.queryCorrect, r.profileCorrect] : [0, 0, 0, 0, 0, 0, 0, 0]
}

describe("PTBench's scorer on near misses of every kind", () => {
  it.each(NEAR_MISSES.map((m, i) => [m.kind, i] as const))('%s', (kind, i) => {
    expect(figures(i)).toEqual(EXPECTED_PER_SAMPLE[kind])
  })

  it('gives the eight columns PTBench prints, to four decimals', () => {
    // 18 samples; 33 query-related and 36 profile-related gold parameters in all.
    const expected: PtbenchColumns = {
      format: 14 / 18,
      platforms: 13 / 18,
      tool_names: 12 / 18,
      tool_param_names: 10 / 18,
      tool_param_values: 7 / 18,
      query_params: 23 / 33,
      profile_params: 26 / 36,
      overall: 6 / 18,
    }
    for (const [column, value] of Object.entries(expected)) expect(score.columns[column as keyof PtbenchColumns]!.toFixed(4), column).toBe(value!.toFixed(4))
    expect(Object.keys(score.columns)).toEqual(['format', 'platforms', 'tool_names', 'tool_param_names', 'tool_param_values', 'query_params', 'profile_params', 'overall'])
    expect([score.missing, score.extra]).toEqual([1, 0])
  })

  it('says why a sample is a format failure', () => {
    const reason = (kind: string) => {
      const r = score.samples[NEAR_MISSES.findIndex((m) => m.kind === kind)]!.result
      return r.format ? 'readable' : r.reason
    }
    expect(reason('number as text')).toMatch(/AttributeError: 'int' object has no attribute 'lower'/)
    expect(reason('unparsable (JSON instead of calls)')).toMatch(/Set, not a dict/)
    expect(reason('bare call without a platform')).toMatch(/Set, not a dict/)
    expect(reason('no prediction line')).toMatch(/IndexError/)
  })
})

describe("PTBench's parser (ast_parse)", () => {
  const read = (text: string) => {
    const r = readPtbenchAnswer(text)
    return r.ok ? { platform: r.answer.platform, calls: r.answer.calls.map((c) => [c.name, c.args.map(([k, v]) => [k, v])]) } : 'failure'
  }

  it('reads names, constants, and its quirks: unary operators negate, bare names are text, positional arguments vanish', () => {
    expect(read('Didi: [f(a=-2, b=+2, c=~2, d=not 2, e=Beijing, g=...)]')).toEqual({
      platform: { t: 'str', v: 'Didi' },
      calls: [['f', [[{ t: 'str', v: 'a' }, { t: 'int', v: -2n }], [{ t: 'str', v: 'b' }, { t: 'int', v: -2n }], [{ t: 'str', v: 'c' }, { t: 'int', v: -2n }], [{ t: 'str', v: 'd' }, { t: 'int', v: -2n }], [{ t: 'str', v: 'e' }, { t: 'str', v: 'Beijing' }], [{ t: 'str', v: 'g' }, { t: 'str', v: '...' }]]]],
    })
    expect(read("'Didi': [f(1, 'x', a=1)]")).toEqual({ platform: { t: 'str', v: 'Didi' }, calls: [['f', [[{ t: 'str', v: 'a' }, { t: 'int', v: 1n }]]]] })
    expect(read('7: [f()]')).toEqual({ platform: { t: 'int', v: 7n }, calls: [['f', []]] })
    // Only the first platform counts
    expect(read('Didi: [f(a=1)], Meituan: [g(b=2)]')).toMatchObject({ calls: [['f', [[{ v: 'a' }, { v: 1n }]]]] })
  })

  it('evaluates arithmetic as Python does and writes a keyword-less call back as text', () => {
    const value = (text: string) => {
      const r = readPtbenchAnswer(`P: [f(a=${text})]`)
      return r.ok ? r.answer.calls[0]!.args[0]![1] : 'failure'
    }
    expect(value('10/4')).toEqual({ t: 'float', v: 2.5 })
    expect(value('-7//2')).toEqual({ t: 'int', v: -4n })
    expect(value('-7%3')).toEqual({ t: 'int', v: 2n })
    expect(value('2**-1')).toEqual({ t: 'float', v: 0.5 })
    expect(value("'ab'*2")).toEqual({ t: 'str', v: 'abab' })
    expect(value('1/0')).toBe('failure')
    expect(value('x+1')).toBe('failure')
    expect(value("foo(1, [2, 3], 'it\\'s')")).toEqual({ t: 'str', v: `foo(1, [2, 3], "it's")` })
    expect(value('datetime.date(2026,3,2)')).toEqual({ t: 'str', v: 'datetime.date(2026, 3, 2)' })
    expect(value('x[1:2, 3]')).toEqual({ t: 'str', v: 'x[(1:2, 3)]' })
    expect(value('foo(1e16, 0.0001, 1e-05)')).toEqual({ t: 'str', v: 'foo(1e+16, 0.0001, 1e-05)' })
    expect(value('g(k=1)')).toEqual({ t: 'dict', entries: [[{ t: 'str', v: 'g' }, { t: 'dict', entries: [[{ t: 'str', v: 'k' }, { t: 'int', v: 1n }]] }]] })
  })

  it('fails where Python raises: syntax, sets, lambdas, f-strings, leading zeros, a non-call among the calls', () => {
    for (const text of ['Didi: [f(a=1)', 'Didi: [f(a=007)]', 'Didi: [f(a=1, x)]', 'Didi: [f(a={1, 2})]', 'Didi: [f(a=lambda: 1)]', "Didi: [f(a=f'{x}')]", "Didi: [f(a=1), 'x']", 'Didi.app: [f()]', '', '```\nDidi: [f()]\n```']) {
      expect(read(text), text).toBe('failure')
    }
    expect(read('Didi: [f(a=1) # a comment\n]')).not.toBe('failure')
    expect(read('Didi: (f(a=1), g())')).not.toBe('failure')
  })

  it('unparses with the precedence rules of ast.unparse', () => {
    for (const [text, expected] of [
      ['(a + b) * c', '(a + b) * c'],
      ['a - (b - c)', 'a - (b - c)'],
      ['a ** b ** c', 'a ** b ** c'],
      ['(a ** b) ** c', '(a ** b) ** c'],
      ['-a ** 2', '-a ** 2'],
      ['(-a) ** 2', '(-a) ** 2'],
      ['not (a and b)', 'not (a and b)'],
      ['a if b else c', 'a if b else c'],
      ["'it\\'s'", `"it's"`],
      ['(1,)', '(1,)'],
      ['3 .real', '3 .real'],
    ]) {
      expect(unparse(parseExpression(text!)), text).toBe(expected)
    }
  })
})

describe("PTBench's include()", () => {
  const inc = (x: string, y: unknown) => {
    const r = readPtbenchAnswer(`P: [f(a=${x})]`)
    if (!r.ok) throw new Error(r.reason)
    try {
      return include(r.answer.calls[0]!.args[0]![1], fromJson(y))
    } catch (error) {
      if (error instanceof PyError) return 'error'
      throw error
    }
  }

  it('folds case for text and sets, accepts any listed value, an int within 0.01 of the first', () => {
    expect(inc("'HOME'", ['x', 'home'])).toBe(true)
    expect(inc("['b', 'A']", [['a', 'B']])).toBe(true)
    expect(inc("['a']", ['a', 'b'])).toBe(true) // a text gold value becomes the set of its letters
    expect(inc('36', [35.995])).toBe(true)
    expect(inc('36', [35.98, 36])).toBe(false) // only the first acceptable value counts for an int
    expect(inc('35.99', [35.995])).toBe(false)
    expect(inc('2.0', [2])).toBe(true)
    expect(inc("'true'", [true])).toBe(true)
    expect(inc('True', [1])).toBe(true)
    expect(inc("'True'", [true])).toBe('error')
    expect(inc("'2'", [2])).toBe('error')
    expect(inc('2', ['2'])).toBe('error')
    expect(inc('2', [])).toBe('error')
    expect(inc('None', [null])).toBe(true)
  })
})

describe('invariants of the eight columns', () => {
  const gold = { answer: ['Didi', [{ bookTaxi: { pickup: ['Home'], dropoff: ['Office', 'Wangjing SOHO'], seats: [2] } }]], query_params: ['dropoff', 'seats'], profile_params: ['pickup'] }
  const platform = fc.constantFrom('Didi', 'Caocao', "'Didi'")
  const name = fc.constantFrom('bookTaxi', 'bookRide', 'getRideStatus')
  const arg = fc.constantFrom('pickup="Home"', 'pickup="HOME"', 'dropoff="office"', "dropoff='Wangjing SOHO'", 'dropoff="Sanlitun"', 'seats=2', 'seats=2.0', 'seats="2"', 'note="x"')
  const call = fc.tuple(name, fc.uniqueArray(arg, { maxLength: 4, selector: (a) => a.split('=')[0] })).map(([n, args]) => `${n}(${args.join(', ')})`)
  const answer = fc.oneof(
    fc.tuple(platform, fc.array(call, { maxLength: 3 })).map(([p, calls]) => `${p}:[${calls.join(', ')}]`),
    fc.tuple(platform, call).map(([p, c]) => `${p}:${c}`),
    fc.string({ maxLength: 30 }),
  )

  it('nest as PTBench defines them: values need names, names need tools; overall needs platform and values', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 8 }), (texts) => {
        const s = scorePtbench(texts.map(() => gold), texts)
        for (const x of s.samples) {
          const r = x.result
          if (!r.format) continue
          expect(r.paramValues).toBeLessThanOrEqual(r.paramNames)
          expect(r.paramNames).toBeLessThanOrEqual(r.toolNames)
          expect(r.overall).toBe(r.platform && r.paramValues ? 1 : 0)
        }
        const c = s.columns
        expect(c.tool_param_values).toBeLessThanOrEqual(c.tool_param_names)
        expect(c.tool_param_names).toBeLessThanOrEqual(c.tool_names)
        expect(c.tool_names).toBeLessThanOrEqual(c.format)
        expect(c.overall).toBeLessThanOrEqual(Math.min(c.platforms, c.tool_param_values))
      }),
      { numRuns: 200 },
    )
  })
})

describe('npm run score -- --ptbench DATA --pred GENERATION', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptbench-score-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("takes PTBench's own files and writes ptbench.json with its eight columns as fractions", () => {
    writeFileSync(join(dir, 'data.json'), JSON.stringify(samples))
    writeFileSync(join(dir, 'generation.jsonl'), predictions.map((p) => JSON.stringify({ query: 'q', label: [], predict: p })).join('\n') + '\n')
    const out = join(dir, 'out')
    const root = resolve(import.meta.dirname, '..')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'harness/cli/score.ts', '--ptbench', join(dir, 'data.json'), '--pred', join(dir, 'generation.jsonl'), '--out', out], { cwd: root, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('| 0.7778 | 0.7222 | 0.6667 | 0.5556 | 0.3889 | 0.6970 | 0.7222 | 0.3333 |')
    // Didi's bookTaxi and Ctrip's bookHotel are in the catalog; Tuniu is not: scored, marked, no crash
    expect(run.stdout).toContain('17 of 18 samples executable in the sandbox, the other 1 not executable')
    const lines = readFileSync(join(out, 'ptbench-samples.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { executable: boolean; tool_param_names?: number })
    expect(lines.map((l) => l.executable).filter((e) => !e)).toHaveLength(1)
    expect(lines[16]).toMatchObject({ executable: false, tool_param_names: 1 })
    const written = JSON.parse(readFileSync(join(out, 'ptbench.json'), 'utf8')) as Record<string, number>
    expect(written).toEqual(score.columns)
  })
})
