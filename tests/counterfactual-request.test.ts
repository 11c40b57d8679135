import { describe, expect, it } from 'vitest'
import { DEFAULT_SUITE } from '../scenarios/build/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { habitCandidates, requestProblems } from '../scenarios/counterfactual/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Issue 24, item 7: a twin shares its original's query, so it may change only what that query leaves unsaid.
const world = createSandboxWorld()
const suite = readSuite('scenarios/suites/default')
const byId = new Map(suite.cases.map((c) => [c.id, c]))
const twins = suite.cases.filter((c) => c.counterfactual)
const caseOf = (id: string) => {
  const c = byId.get(id)
  if (!c) throw new Error(`${id} is not in the default suite`)
  return c
}
const withQuery = (c: Case, query: string): Case => ({ ...c, query })

// A pair whose change is a habit over an enum: JD's sortBy, price by habit, quality in the twin.
const KETTLE = 'u009-0255-rc'

describe('a twin agrees with the request it shares with its original', () => {
  it('reports a query whose words name the value the twin changed: "something in the variety genre", gold type film', () => {
    const original = caseOf(KETTLE)
    const base: Case = {
      ...original,
      query: 'Find me something in the variety genre to watch.',
      gold: [{ app: 'iqiyi', tool: 'searchVideos', args: { query: 'variety', type: 'variety' } }],
      provenance: [{ app: { source: 'habit', basis: 'habit', count: 9 }, args: { query: { source: 'query', mention: 'variety' }, type: { source: 'habit', basis: 'habit', count: 4 } } }],
    }
    const twin: Case = { ...base, id: `${base.id}-cf`, gold: [{ app: 'iqiyi', tool: 'searchVideos', args: { query: 'variety', type: 'film' } }] }
    expect(requestProblems(twin, base, world.registry)).toEqual(['type: the query names "variety", the twin\'s gold has "film"'])
    // The original, which asks for variety and gets it, is no contradiction.
    expect(requestProblems({ ...twin, gold: base.gold }, base, world.registry)).toEqual(["the twin's gold is its original's: nothing the request leaves unsaid changed"])
  })

  it('reports a stated value that changed, a mention not in the query, and a query that is not the original\'s', () => {
    const [original, twin] = [caseOf(KETTLE), caseOf(`${KETTLE}-cf`)]
    expect(requestProblems(twin, original, world.registry)).toEqual([])
    const restated = { ...twin, gold: [{ ...twin.gold[0]!, args: { ...twin.gold[0]!.args, searchQuery: 'purifier' } }] }
    expect(requestProblems(restated, original, world.registry)).toContain('searchQuery: the query states "air purifier", yet the twin\'s gold has "purifier" where its original\'s has "air purifier"')
    const unsaid = { ...twin, provenance: [{ ...twin.provenance[0]!, args: { ...twin.provenance[0]!.args, searchQuery: { source: 'query' as const, mention: 'stand mixer' } } }] }
    expect(requestProblems(unsaid, original, world.registry)).toContain('searchQuery: "stand mixer" is not in the twin\'s query')
    expect(requestProblems(withQuery(twin, 'Search for kettles.'), original, world.registry)).toContain("the twin does not share its original's query")
  })

  it('the validator reports a twin whose request names its original\'s value, on a real pair', () => {
    const query = 'Search for air purifier in home appliances on JD, best price.'
    const [original, twin] = [withQuery(caseOf(KETTLE), query), withQuery(caseOf(`${KETTLE}-cf`), query)]
    const problems = validateSuite({ users: suite.users, cases: [original, twin] }, world)
      .filter((p) => p.case === twin.id)
      .map((p) => p.problem)
    expect(problems).toEqual(['sortBy: the query names "price", the twin\'s gold has "quality"'])
  })

  it('the generator offers no habit change a query argues against', () => {
    const original = caseOf(KETTLE)
    const user = suite.users.get(original.user)!
    const candidates = (c: Case) => habitCandidates(c, user.history, 'sortBy', user.profile, world.registry, DEFAULT_SUITE.cases.seed)
    expect(candidates(original).map((c) => c.value)).toContain('quality')
    expect(candidates(withQuery(original, 'Search for air purifier in home appliances on JD, best price.'))).toEqual([])
  })
})

describe('the committed default suite', () => {
  // Fails on a suite built before this rule until the suite is regenerated (issue 24, item 7).
  it('has no twin that disagrees with its request', () => {
    expect(twins.length).toBeGreaterThan(0)
    const problems = twins.flatMap((t) => requestProblems(t, caseOf(t.counterfactual!.of), world.registry, suite.users.get(t.user)?.profile).map((p) => `${t.id}: ${p}`))
    expect(problems).toEqual([])
  })
})
