import { describe, expect, it } from 'vitest'
import { scoreExact, summarizeExact, valuesMatch, type ExactScore, type Prediction } from '../harness/scoring/exact/index.ts'
import type { Case, GoldCall, Provenance, ValueSource } from '../scenarios/case/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

const registry = createSandboxWorld().registry
const NOW = '2026-03-02T07:30:00+08:00'

const source = (s: ValueSource): Provenance => ({ source: s })

function makeCase(gold: GoldCall[], sources: Record<string, ValueSource>[]): Case {
  return {
    id: 'case_test',
    user: 'u1',
    cutoff: 10,
    now: NOW,
    query: 'a test query',
    vagueness: 'relevant_vague',
    gold,
    provenance: sources.map((args) => ({ app: source('habit'), args: Object.fromEntries(Object.entries(args).map(([k, s]) => [k, source(s)])) })),
    kinds: ['parameter'],
    tags: [],
    domain: 'transport',
    historyLength: 10,
  }
}

// Taxi: three required parameters (two from the query, one habit) and the optional taxiType (habit).
const taxiArgs = { pickupLocation: 'home', dropoffLocation: 'office', pickupTime: '2026-03-02 08:00', taxiType: 'Premier' }
const taxiCase = makeCase(
  [{ app: 'didi_chuxing', tool: 'bookTaxi', args: taxiArgs }],
  [{ pickupLocation: 'habit', dropoffLocation: 'query', pickupTime: 'query', taxiType: 'habit' }],
)
const calls = (...list: { app: string; tool: string; args: Record<string, unknown> }[]): Prediction => ({ kind: 'calls', calls: list })
const taxi = (args: Record<string, unknown>, app = 'Didi', tool = 'bookTaxi') => calls({ app, tool, args })

const columns = (s: ExactScore) => [s.format, s.app, s.function, s.paramNames, s.paramValues, s.overall]
const tallies = (query: [number, number], habit: [number, number], context: [number, number] = [0, 0], profile: [number, number] = [0, 0]) => ({
  query: { correct: query[0], total: query[1] },
  habit: { correct: habit[0], total: habit[1] },
  context: { correct: context[0], total: context[1] },
  profile: { correct: profile[0], total: profile[1] },
  condition: { correct: 0, total: 0 },
})
const counts = (tp: number, fp: number, fn: number) => ({ tp, fp, fn })

const rightCall = scoreExact(taxiCase, taxi({ ...taxiArgs, enableVoiceOver: true }), { registry })
const missingOptional = scoreExact(taxiCase, taxi({ ...taxiArgs, taxiType: undefined }), { registry })
const wrongTool = scoreExact(taxiCase, taxi(taxiArgs, 'didi_chuxing', 'estimateFare'), { registry })
const wrongHabit = scoreExact(taxiCase, taxi({ ...taxiArgs, taxiType: 'Express' }), { registry })

describe('scoreExact: one taxi booking', () => {
  it('a right call (any app spelling, environmental arguments ignored) passes every column', () => {
    expect(columns(rightCall)).toEqual([true, true, true, true, true, true])
    expect(rightCall.values).toEqual(tallies([2, 2], [2, 2]))
    expect(rightCall.f1).toEqual({ app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(3, 0, 0), optional: counts(1, 0, 0) })
    expect(rightCall.mismatches).toEqual([])
    expect(JSON.parse(JSON.stringify(rightCall))).toEqual(rightCall)
    expect(columns(scoreExact(taxiCase, taxi(taxiArgs, 'DiDi Chuxing'), { registry }))).toEqual([true, true, true, true, true, true])
  })

  it('a wrong app fails from the app column on; values of the same tool still count', () => {
    const s = scoreExact(taxiCase, taxi(taxiArgs, 'Cao Cao Chuxing'), { registry })
    expect(columns(s)).toEqual([true, false, false, false, false, false])
    expect(s.values).toEqual(tallies([2, 2], [2, 2]))
    expect(s.f1).toEqual({ app: counts(0, 1, 1), api: counts(0, 1, 1), required: counts(0, 3, 3), optional: counts(0, 1, 1) })
    expect(s.mismatches).toEqual(['bookTaxi: expected app didi_chuxing, got caocao_chuxing'])
  })

  it('the right app with the wrong tool passes only app', () => {
    expect(columns(wrongTool)).toEqual([true, true, false, false, false, false])
    expect(wrongTool.values).toEqual(tallies([0, 2], [0, 2]))
    // estimateFare requires pickup and drop-off only: pickupTime and taxiType are its optional parameters.
    expect(wrongTool.f1).toEqual({ app: counts(1, 0, 0), api: counts(0, 1, 1), required: counts(0, 2, 3), optional: counts(0, 2, 1) })
    expect(wrongTool.mismatches).toEqual(['bookTaxi: expected tool bookTaxi, got estimateFare'])
  })

  it('tool names resolve exactly, as the registry does', () => {
    const s = scoreExact(taxiCase, taxi(taxiArgs, 'didi', 'booktaxi'), { registry })
    expect(columns(s)).toEqual([true, true, false, false, false, false])
  })

  it('a missing optional parameter fails paramNames and is an optional-level miss', () => {
    expect(columns(missingOptional)).toEqual([true, true, true, false, false, false])
    expect(missingOptional.values).toEqual(tallies([2, 2], [1, 2]))
    expect(missingOptional.f1).toEqual({ app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(3, 0, 0), optional: counts(0, 0, 1) })
    expect(missingOptional.mismatches).toEqual(['bookTaxi.taxiType: missing, expected "Premier"'])
  })

  it('an extra (undeclared) parameter fails paramNames and is an optional-level false positive', () => {
    const s = scoreExact(taxiCase, taxi({ ...taxiArgs, coupon: 'SAVE10' }), { registry })
    expect(columns(s)).toEqual([true, true, true, false, false, false])
    expect(s.values).toEqual(tallies([2, 2], [2, 2]))
    expect(s.f1).toEqual({ app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(3, 0, 0), optional: counts(1, 1, 0) })
    expect(s.mismatches).toEqual(['bookTaxi.coupon: unexpected, got "SAVE10"'])
  })

  it('a wrong habit value fails paramValues; the habit tally drops while the query ones stay right', () => {
    expect(columns(wrongHabit)).toEqual([true, true, true, true, false, false])
    expect(wrongHabit.values).toEqual(tallies([2, 2], [1, 2]))
    expect(wrongHabit.f1.optional).toEqual(counts(0, 1, 1))
    expect(wrongHabit.f1.required).toEqual(counts(3, 0, 0))
    expect(wrongHabit.mismatches).toEqual(['bookTaxi.taxiType: expected "Premier", got "Express"'])
  })

  it('acceptable alternatives match, tolerantly and in strict mode', () => {
    const c = makeCase(
      [{ app: 'didi_chuxing', tool: 'bookTaxi', args: taxiArgs, alternatives: { pickupLocation: ['Sunshine Garden'] } }],
      [{ pickupLocation: 'habit', dropoffLocation: 'query', pickupTime: 'query', taxiType: 'habit' }],
    )
    expect(scoreExact(c, taxi({ ...taxiArgs, pickupLocation: ' sunshine  garden ' }), { registry }).overall).toBe(true)
    expect(scoreExact(c, taxi({ ...taxiArgs, pickupLocation: 'Sunshine Garden' }), { registry, strict: true }).overall).toBe(true)
    const wrong = scoreExact(c, taxi({ ...taxiArgs, pickupLocation: 'gym' }), { registry })
    expect(wrong.values.habit).toEqual({ correct: 1, total: 2 })
    expect(wrong.mismatches).toEqual(['bookTaxi.pickupLocation: expected "home", got "gym"'])
  })

  it('type tolerance on a whole call, and strict mode failing it', () => {
    const loose = taxi({ pickupLocation: ' Home ', dropoffLocation: 'OFFICE', pickupTime: '2026-03-02T08:00:00+08:00', taxiType: 'premier' })
    expect(scoreExact(taxiCase, loose, { registry }).overall).toBe(true)
    const strict = scoreExact(taxiCase, loose, { registry, strict: true })
    expect(columns(strict)).toEqual([true, true, true, true, false, false])
    expect(strict.values).toEqual(tallies([0, 2], [0, 2]))
    expect(strict.f1.required).toEqual(counts(0, 3, 3))
  })
})

describe('scoreExact: a habit within a visible condition', () => {
  // The day-off habit (decision 0032): before `condition` had a tally, scoring such a case threw
  const dayOff = makeCase([{ app: 'didi_chuxing', tool: 'bookTaxi', args: taxiArgs }], [{ pickupLocation: 'query', dropoffLocation: 'condition', pickupTime: 'query', taxiType: 'condition' }])

  it('tallies its values under condition', () => {
    expect(scoreExact(dayOff, taxi(taxiArgs), { registry }).values.condition).toEqual({ correct: 2, total: 2 })
    expect(scoreExact(dayOff, taxi({ ...taxiArgs, taxiType: 'Express' }), { registry }).values.condition).toEqual({ correct: 1, total: 2 })
  })
})

describe('scoreExact: context values and set-like lists', () => {
  const coffeeArgs = { location: 'Joy City', items: [{ drink: 'latte', size: 'large', quantity: 2 }, { drink: 'americano' }], paymentMethod: 'Alipay' }
  const coffee = makeCase([{ app: 'luckin_coffee', tool: 'orderDrink', args: coffeeArgs }], [{ location: 'context', items: 'query', paymentMethod: 'habit' }])

  it('a value from recent context is tallied as context; items compare as a set of objects', () => {
    const s = scoreExact(coffee, calls({ app: 'Luckin', tool: 'orderDrink', args: { ...coffeeArgs, items: [{ drink: 'Americano' }, { drink: 'latte', size: 'Large', quantity: '2' }] } }), { registry })
    expect(columns(s)).toEqual([true, true, true, true, true, true])
    expect(s.values).toEqual(tallies([1, 1], [1, 1], [1, 1]))
    // orderDrink requires items and paymentMethod; location is optional.
    expect(s.f1).toEqual({ app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(2, 0, 0), optional: counts(1, 0, 0) })
  })

  it('a wrong context value drops only the context tally', () => {
    const s = scoreExact(coffee, calls({ app: 'luckin_coffee', tool: 'orderDrink', args: { ...coffeeArgs, location: 'home' } }), { registry })
    expect(columns(s)).toEqual([true, true, true, true, false, false])
    expect(s.values).toEqual(tallies([1, 1], [1, 1], [0, 1]))
    expect(s.f1.optional).toEqual(counts(0, 1, 1))
  })

  it("keep's equipment is set-like: order does not matter, multiplicity does; strict compares raw order", () => {
    const plan = { equipment: ['dumbbells', 'yoga_mat'], targetAreas: ['abs', 'legs'], activityLevel: 'low' }
    const c = makeCase([{ app: 'keep', tool: 'createHealthPlan', args: plan }], [{ equipment: 'profile', targetAreas: 'query', activityLevel: 'habit' }])
    const reordered = calls({ app: 'Keep', tool: 'createHealthPlan', args: { ...plan, equipment: ['Yoga_Mat', 'dumbbells'] } })
    const s = scoreExact(c, reordered, { registry })
    expect(s.overall).toBe(true)
    expect(s.values).toEqual(tallies([1, 1], [1, 1], [0, 0], [1, 1]))
    expect(scoreExact(c, reordered, { registry, strict: true }).values.profile).toEqual({ correct: 0, total: 1 })
    const doubled = calls({ app: 'keep', tool: 'createHealthPlan', args: { ...plan, equipment: ['dumbbells', 'dumbbells'] } })
    expect(scoreExact(c, doubled, { registry }).values.profile).toEqual({ correct: 0, total: 1 })
  })
})

describe('scoreExact: refusals and format errors', () => {
  const refusalCase = makeCase([], [])

  it('gold refusal, predicted refusal (or an empty call list): every column true, <no call> a true positive', () => {
    for (const prediction of [{ kind: 'refusal' } as const, calls()]) {
      const s = scoreExact(refusalCase, prediction, { registry })
      expect(columns(s)).toEqual([true, true, true, true, true, true])
      expect(s.values).toEqual(tallies([0, 0], [0, 0]))
      expect(s.f1).toEqual({ app: counts(1, 0, 0), api: counts(1, 0, 0), required: counts(0, 0, 0), optional: counts(0, 0, 0) })
      expect(s.mismatches).toEqual([])
    }
  })

  it('gold refusal, predicted call: parsed but wrong; <no call> missed, every predicted item a false positive', () => {
    const s = scoreExact(refusalCase, taxi(taxiArgs), { registry })
    expect(columns(s)).toEqual([true, false, false, false, false, false])
    expect(s.f1).toEqual({ app: counts(0, 1, 1), api: counts(0, 1, 1), required: counts(0, 3, 0), optional: counts(0, 1, 0) })
    expect(s.mismatches).toEqual(['expected no call, got didi_chuxing.bookTaxi'])
  })

  it('gold call, predicted refusal: every gold item missed, <no call> a false positive', () => {
    const s = scoreExact(taxiCase, { kind: 'refusal' }, { registry })
    expect(columns(s)).toEqual([true, false, false, false, false, false])
    expect(s.values).toEqual(tallies([0, 2], [0, 2]))
    expect(s.f1).toEqual({ app: counts(0, 1, 1), api: counts(0, 1, 1), required: counts(0, 0, 3), optional: counts(0, 0, 1) })
    expect(s.mismatches).toEqual(['expected didi_chuxing.bookTaxi, got no call'])
  })

  it('gold call, predicted call: covered above; a format error fails every column and predicts nothing', () => {
    const s = scoreExact(taxiCase, { kind: 'format_error', reason: 'no JSON found' }, { registry })
    expect(columns(s)).toEqual([false, false, false, false, false, false])
    expect(s.values).toEqual(tallies([0, 2], [0, 2]))
    expect(s.f1).toEqual({ app: counts(0, 0, 1), api: counts(0, 0, 1), required: counts(0, 0, 3), optional: counts(0, 0, 1) })
    expect(s.mismatches).toEqual(['the answer did not parse: no JSON found'])
    const onRefusal = scoreExact(refusalCase, { kind: 'format_error' }, { registry })
    expect(columns(onRefusal)).toEqual([false, false, false, false, false, false])
    expect(onRefusal.f1.app).toEqual(counts(0, 0, 1))
  })
})

describe('scoreExact: several gold calls', () => {
  const fareArgs = { pickupLocation: 'home', dropoffLocation: 'office' }
  const twoCalls = makeCase(
    [
      { app: 'didi_chuxing', tool: 'estimateFare', args: fareArgs },
      { app: 'didi_chuxing', tool: 'bookTaxi', args: taxiArgs },
    ],
    [
      { pickupLocation: 'habit', dropoffLocation: 'query' },
      { pickupLocation: 'habit', dropoffLocation: 'query', pickupTime: 'query', taxiType: 'habit' },
    ],
  )

  it('pairs by position; the wrong order fails the columns but F1 is order-free', () => {
    const s = scoreExact(twoCalls, calls({ app: 'didi', tool: 'bookTaxi', args: taxiArgs }, { app: 'didi', tool: 'estimateFare', args: fareArgs }), { registry })
    expect(columns(s)).toEqual([true, true, false, false, false, false])
    expect(s.values).toEqual(tallies([0, 3], [0, 3]))
    expect(s.f1).toEqual({ app: counts(2, 0, 0), api: counts(2, 0, 0), required: counts(5, 0, 0), optional: counts(1, 0, 0) })
  })

  it('a missing call fails the columns; the call that is there still earns value credit', () => {
    const s = scoreExact(twoCalls, calls({ app: 'didi', tool: 'bookTaxi', args: taxiArgs }), { registry })
    expect(columns(s)).toEqual([true, false, false, false, false, false])
    expect(s.values).toEqual(tallies([2, 3], [2, 3]))
    expect(s.f1.api).toEqual(counts(1, 0, 1))
    expect(s.mismatches).toEqual(['expected 2 calls, got 1', '#1 estimateFare: no predicted call'])
  })
})

describe('summarizeExact', () => {
  it('rates per case, value accuracy and F1 micro-averaged over the summed counts', () => {
    const summary = summarizeExact([rightCall, missingOptional, wrongTool])
    expect(summary.cases).toBe(3)
    expect([summary.format, summary.app, summary.function]).toEqual([1, 1, 2 / 3])
    expect([summary.paramNames, summary.paramValues, summary.overall]).toEqual([1 / 3, 1 / 3, 1 / 3])
    // query 2/2 + 2/2 + 0/2; habit 2/2 + 1/2 + 0/2.
    expect(summary.values).toEqual({ query: 4 / 6, habit: 3 / 6, context: null, profile: null, condition: null })
    expect(summary.f1.app).toEqual({ precision: 1, recall: 1, f1: 1 })
    // api: tp 2, fp 1, fn 1.
    expect(summary.f1.api.precision).toBeCloseTo(2 / 3, 12)
    expect(summary.f1.api.recall).toBeCloseTo(2 / 3, 12)
    expect(summary.f1.api.f1).toBeCloseTo(2 / 3, 12)
    // required: tp 3+3+0 = 6, fp 0+0+2 = 2, fn 0+0+3 = 3.
    expect(summary.f1.required.precision).toBeCloseTo(6 / 8, 12)
    expect(summary.f1.required.recall).toBeCloseTo(6 / 9, 12)
    expect(summary.f1.required.f1).toBeCloseTo(12 / 17, 12)
    // optional: tp 1, fp 0+0+2 = 2, fn 0+1+1 = 2.
    expect(summary.f1.optional.precision).toBeCloseTo(1 / 3, 12)
    expect(summary.f1.optional.recall).toBeCloseTo(1 / 3, 12)
    expect(summary.f1.optional.f1).toBeCloseTo(1 / 3, 12)
  })

  it('an empty list scores zeros and nulls, never NaN', () => {
    const summary = summarizeExact([])
    expect(summary.overall).toBe(0)
    expect(summary.values.query).toBeNull()
    expect(summary.f1.app).toEqual({ precision: 0, recall: 0, f1: 0 })
  })
})

describe('valuesMatch', () => {
  const now = Date.parse(NOW)

  it('numbers compare numerically', () => {
    expect(valuesMatch(2, '2')).toBe(true)
    expect(valuesMatch(5, 5.0)).toBe(true)
    expect(valuesMatch('2.50', 2.5)).toBe(true)
    expect(valuesMatch(2, '3')).toBe(false)
    expect(valuesMatch(2, '2', { strict: true })).toBe(false)
  })

  it('booleans against their words', () => {
    expect(valuesMatch(true, 'True')).toBe(true)
    expect(valuesMatch(false, ' false ')).toBe(true)
    expect(valuesMatch(true, 'yes')).toBe(false)
    expect(valuesMatch(true, 'True', { strict: true })).toBe(false)
  })

  it('strings trimmed, case-folded, inner whitespace collapsed; two numeric strings stay strings', () => {
    expect(valuesMatch('home', ' Home ')).toBe(true)
    expect(valuesMatch('Wudaokou  Station', 'wudaokou station')).toBe(true)
    expect(valuesMatch('007', '7')).toBe(false)
    expect(valuesMatch('home', ' Home ', { strict: true })).toBe(false)
  })

  it('dates compare canonically, relative forms on the case clock', () => {
    expect(valuesMatch('2026-03-02 08:00', '2026-03-02T08:00:00+08:00')).toBe(true)
    expect(valuesMatch('2026-03-02 08:00', '2026-03-02T00:00:00Z')).toBe(true)
    expect(valuesMatch('2026-03-02 08:00', '08:00', { now })).toBe(true)
    expect(valuesMatch('2026-03-02 08:00', '08:00')).toBe(false)
    expect(valuesMatch('2026-03-02 08:00', '2026-03-02 09:00')).toBe(false)
    // A bare gold date asks for the day only; a gold time is not met by a bare date.
    expect(valuesMatch('2026-03-02', '2026-03-02T19:30:00+08:00')).toBe(true)
    expect(valuesMatch('2026-03-02', 'today', { now })).toBe(true)
    expect(valuesMatch('2026-03-02 08:00', '2026-03-02')).toBe(false)
    expect(valuesMatch('2026-03-02 08:00', '2026-03-02T08:00:00+08:00', { strict: true })).toBe(false)
  })

  it('lists element-wise, or as multisets when set-like; objects key-wise with missing == undefined', () => {
    expect(valuesMatch(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(valuesMatch(['a', 'b'], ['B', 'a'], { setLike: true })).toBe(true)
    expect(valuesMatch(['a', 'a', 'b'], ['a', 'b', 'b'], { setLike: true })).toBe(false)
    expect(valuesMatch(['a', 'b'], ['b', 'a'], { setLike: true, strict: true })).toBe(false)
    expect(valuesMatch({ drink: 'latte', size: undefined }, { drink: 'Latte' })).toBe(true)
    expect(valuesMatch({ drink: 'latte' }, { drink: 'latte', size: 'large' })).toBe(false)
    expect(valuesMatch({ drink: 'latte', size: undefined }, { drink: 'latte' }, { strict: true })).toBe(true)
  })
})
