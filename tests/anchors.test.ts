import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeRecord, HistoryStats } from '../scenarios/anchors/index.ts'
import { VAGUENESS_LEVELS, type Case } from '../scenarios/case/index.ts'
import { levelOf, unsaidFor } from '../scenarios/levels.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { completeUser, createSandboxWorld } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const registry = world.registry
const user = completeUser({ places: { home: 'bj_wangjing_xiyuan_3', office: 'bj_wangjing_soho' } })

const taxi = (ts: string, app: string, to: string, taxiType = 'Express', ctx = 'ride'): HistoryRecord => ({
  ts,
  app,
  tool: 'bookTaxi',
  args: { pickupLocation: 'Home', dropoffLocation: to, pickupTime: '08:30', taxiType },
  meta: { tags: [`ctx:${ctx}`] },
})
const dinner = (ts: string, location: string): HistoryRecord => ({ ts, app: 'dianping', tool: 'searchRestaurants', args: { searchQuery: 'hotpot', location } })

describe('history statistics', () => {
  it('count a habit from three strictly most frequent uses, and a preference from the recent window', () => {
    const stats = new HistoryStats(registry)
    stats.add(taxi('2026-01-05T08:00:00+08:00', 'didi_chuxing', 'office'))
    stats.add(taxi('2026-01-06T08:00:00+08:00', 'didi_chuxing', 'office'))
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined()
    expect(stats.preferredApp('ride')).toBeUndefined()
    stats.add(taxi('2026-01-07T08:00:00+08:00', 'Didi', 'office', 'Premier'))
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined() // 2 Express, 1 Premier: not yet three
    stats.add(taxi('2026-01-08T08:00:00+08:00', 'didi_chuxing', 'office'))
    expect(stats.habit('bookTaxi', 'taxiType')).toMatchObject({ value: 'Express', count: 3, total: 4 })
    expect(stats.preferredApp('ride')).toEqual({ app: 'didi_chuxing', count: 4, window: 4 })
    // A lasting change: twelve rides on Caocao later, the preference has moved.
    for (let d = 10; d < 22; d++) stats.add(taxi(`2026-01-${d}T08:00:00+08:00`, 'caocao_chuxing', 'office'))
    expect(stats.preferredApp('ride')?.app).toBe('caocao_chuxing')
    expect(stats.habit('bookTaxi', 'dropoffLocation')?.value).toBe('office')
  })

  it('make no habit of a coin flip: a value needs a clear majority and twice the runner-up', () => {
    const stats = new HistoryStats(registry)
    const types = ['Express', 'Premier', 'Express', 'Premier', 'Express', 'Premier', 'Express', 'Express']
    types.forEach((t, i) => stats.add(taxi(`2026-01-${10 + i}T08:00:00+08:00`, 'didi_chuxing', 'office', t)))
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined() // 5 Express against 3 Premier: no reader could be sure
    for (let d = 20; d < 24; d++) stats.add(taxi(`2026-01-${d}T08:00:00+08:00`, 'didi_chuxing', 'office'))
    expect(stats.habit('bookTaxi', 'taxiType')).toMatchObject({ value: 'Express', count: 9, total: 12 }) // 9 against 3
    // The same rule for the app: 7 Didi against 5 Caocao in the window is no preference.
    for (let d = 1; d <= 5; d++) stats.add(taxi(`2026-02-0${d}T08:00:00+08:00`, 'caocao_chuxing', 'office'))
    expect(stats.preferredApp('ride')).toBeUndefined()
  })

  it('find context in another app\'s recent call, but not in the same app or when it equals the habit', () => {
    const history = [
      taxi('2026-01-05T08:00:00+08:00', 'didi_chuxing', 'office'),
      taxi('2026-01-06T08:00:00+08:00', 'didi_chuxing', 'office'),
      taxi('2026-01-07T08:00:00+08:00', 'didi_chuxing', 'office'),
      taxi('2026-01-09T18:00:00+08:00', 'didi_chuxing', 'Sanlitun Taikoo Li'),
      dinner('2026-01-09T18:40:00+08:00', 'Sanlitun Taikoo Li'),
      dinner('2026-01-12T18:40:00+08:00', 'Sanlitun Taikoo Li'),
    ]
    const stats = new HistoryStats(registry)
    const analyses = history.map((_, i) => {
      const a = analyzeRecord(history, i, stats, user, registry)
      stats.add(history[i]!)
      return a
    })
    expect(analyses[4]!.args.location).toEqual({ source: 'context', index: 3 })
    expect(analyses[4]!.args.searchQuery).toBeUndefined()
    expect(analyses[3]!.args.pickupLocation).toEqual({ source: 'profile', field: 'places.home' })
    expect(analyses[3]!.args.taxiType).toEqual({ source: 'habit', count: 3 })
    expect(analyses[3]!.departures).toEqual(['dropoffLocation'])
    expect(analyses[3]!.app).toEqual({ source: 'habit', count: 3 })
    // Three days later the taxi is out of the window; the same app's earlier search does not count.
    expect(analyses[5]!.args.location).toBeUndefined()
  })
})

describe('vagueness levels', () => {
  it('are read off the count unsaid: nothing, one or two (under half), about half or more, everything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, k0) => {
        const k = Math.min(k0, n)
        const level = levelOf(k, n)
        if (k === 0) expect(level).toBe('most_clear')
        else if (k === n) expect(level).toBe('most_vague')
        else if (k <= 2 && (2 * k < n || n === 2)) expect(level).toBe('relevant_clear')
        else expect(level).toBe('relevant_vague')
        // The count a level asks for makes that level, and counts grow with vagueness.
        const counts = VAGUENESS_LEVELS.map((l) => unsaidFor(l, n))
        VAGUENESS_LEVELS.forEach((l, i) => counts[i] !== undefined && expect(levelOf(counts[i]!, n)).toBe(l))
        const defined = counts.filter((c) => c !== undefined) as number[]
        for (let i = 1; i < defined.length; i++) expect(defined[i]).toBeGreaterThan(defined[i - 1]!)
        expect(counts[3]).toBe(n)
      }),
    )
    expect(unsaidFor('relevant_vague', 2)).toBeUndefined() // one of two is "one": relevant clear
    expect(levelOf(1, 2)).toBe('relevant_clear')
    expect(levelOf(2, 4)).toBe('relevant_vague')
    expect(levelOf(3, 10)).toBe('relevant_vague')
  })
})

describe('case validation', () => {
  const suite = readSuite('scenarios/suites/default')
  const sample = (pred: (c: Case) => boolean) => suite.cases.find(pred)!
  const check = (c: Case) => validateSuite({ users: suite.users, cases: [c] }, world).map((p) => p.problem)

  it('passes a sound case and catches each kind of unsound one', () => {
    const habitCase = sample((c) => c.vagueness === 'most_vague' && Object.values(c.provenance[0]!.args).some((p) => p.source === 'habit'))
    expect(check(habitCase)).toEqual([])
    const [param, prov] = Object.entries(habitCase.provenance[0]!.args).find(([, p]) => p.source === 'habit')!
    // A habit claim for a value the user never used.
    const wrongHabit = structuredClone(habitCase)
    wrongHabit.gold[0]!.args[param] = 'Something else entirely'
    expect(check(wrongHabit).join('\n')).toMatch(new RegExp(`${param}: .*not the user's decisive habit`))
    // An omitted value that leaks into the query.
    const leaked = structuredClone(habitCase)
    const value = String(habitCase.gold[0]!.args[param])
    leaked.query = `${leaked.query.slice(0, -1)}, ${value}.`
    if (typeof habitCase.gold[0]!.args[param] === 'string') expect(check(leaked).join('\n')).toMatch(/is in the query/)
    // A stated mention the query does not contain.
    const clear = structuredClone(sample((c) => c.vagueness === 'most_clear' && c.gold.length > 0 && !c.followUps && Object.keys(c.provenance[0]!.args).length > 0))
    const [p0] = Object.keys(clear.provenance[0]!.args)
    clear.provenance[0]!.args[p0!]!.mention = 'words nobody said'
    expect(check(clear).join('\n')).toMatch(/is not in the query/)
    // A gold that does not execute.
    const broken = structuredClone(clear)
    broken.gold[0]!.tool = 'noSuchTool'
    expect(check(broken).join('\n')).toMatch(/gold .* fails: unknown_tool/)
    // A context claim pointing at the wrong record.
    const temporal = structuredClone(sample((c) => c.vagueness === 'most_vague' && Object.values(c.provenance[0]!.args).some((p) => p.source === 'context')))
    expect(check(temporal)).toEqual([])
    const ctx = Object.values(temporal.provenance[0]!.args).find((p) => p.source === 'context')!
    ctx.index = 0
    expect(check(temporal).join('\n')).toMatch(/context index 0|not at history index 0/)
    expect(prov.count).toBeGreaterThanOrEqual(3)
  })
})
