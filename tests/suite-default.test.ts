import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { DIFFICULTY_TYPES, VAGUENESS_LEVELS, type Case } from '../scenarios/case/index.ts'
import { coverageCounts } from '../scenarios/stats/index.ts'
import { readSuite, writeSuite, type Suite } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

const COMMITTED = join(process.cwd(), 'scenarios/suites/default')
const world = createSandboxWorld()
let suite: Suite

beforeAll(() => {
  suite = readSuite(COMMITTED)
})

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(dir, join(prefix, e.name)) : [join(prefix, e.name)])).sort()

describe('the default suite', () => {
  it('is rebuilt byte for byte from the seed in code', () => {
    const out = mkdtempSync(join(tmpdir(), 'suite-'))
    writeSuite(out, buildSuite(DEFAULT_SUITE))
    expect(filesUnder(out)).toEqual(filesUnder(COMMITTED))
    for (const file of filesUnder(COMMITTED)) expect(readFileSync(join(out, file)).equals(readFileSync(join(COMMITTED, file))), file).toBe(true)
  }, 240_000)

  it('validates: gold executes at the cut-off, provenance is true, nothing omitted leaks, levels omit what they should', () => {
    const problems = validateSuite(suite, world)
    expect(problems.slice(0, 10)).toEqual([])
  }, 60_000)

  it('covers every app, at least 80 tools and 60 cases per domain, with 120 refusals and repeats capped (issue 15)', () => {
    expect(suite.cases.length).toBeGreaterThanOrEqual(1800)
    expect(suite.manifest.cases).toBe(suite.cases.length)
    const coverage = coverageCounts(suite.cases, world.registry)
    expect(coverage.missingApps).toEqual([])
    expect(coverage.tools).toBeGreaterThanOrEqual(80)
    for (const [domain, n] of coverage.domains) expect(n, domain).toBeGreaterThanOrEqual(60)
    expect(coverage.domains.size).toBeGreaterThanOrEqual(14)
    expect(coverage.refusals).toBeGreaterThanOrEqual(120)
    const anchors = new Map<string, Case>()
    for (const c of suite.cases) if (c.difficulty && !c.counterfactual) anchors.set(`${c.user}:${c.anchor}`, c)
    expect(anchors.size).toBeGreaterThanOrEqual(450)
    expect([...anchors.values()].filter((c) => c.difficulty === 'repeat').length / anchors.size).toBeLessThanOrEqual(0.15)
    expect(new Set([...anchors.values()].map((c) => c.difficulty))).toEqual(new Set(DIFFICULTY_TYPES))
    // An anchor's levels are distinct and in order; most vague states nothing inferable.
    const byAnchor = new Map<string, Case[]>()
    for (const c of suite.cases.filter((c) => c.difficulty && !c.followUps && !c.counterfactual)) byAnchor.set(`${c.user}:${c.anchor}`, [...(byAnchor.get(`${c.user}:${c.anchor}`) ?? []), c])
    for (const cases of byAnchor.values()) {
      const levels = cases.map((c) => VAGUENESS_LEVELS.indexOf(c.vagueness))
      expect(levels).toEqual([...new Set(levels)].sort((a, b) => a - b))
    }
    const kinds = new Set(suite.cases.flatMap((c) => c.kinds))
    expect([...kinds].sort()).toEqual(['parameter', 'temporal', 'tool'])
    expect(suite.cases.filter((c) => c.tags.includes('control')).length).toBeGreaterThanOrEqual(20)
  })

  it('refuses policy-breaking requests only for the users the policies apply to', () => {
    const refusals = suite.cases.filter((c) => c.refusal)
    expect(refusals.length).toBeGreaterThanOrEqual(15)
    for (const c of refusals) {
      const user = suite.users.get(c.user)!.profile
      expect(c.gold).toEqual([])
      const policy = c.refusal!.policy
      if (/minor|teen/.test(policy)) expect(user.age).toBeLessThan(18)
      if (/elderly/.test(policy)) expect(user.age).toBeGreaterThanOrEqual(60)
      if (/low_income/.test(policy)) expect(['<3k', '3k-5k', '3k-10k']).toContain(user.incomeLevel)
    }
    expect(new Set(refusals.map((c) => c.refusal!.policy)).size).toBeGreaterThanOrEqual(5)
  })

  it('never names an inferable app at the vague levels, and states every parameter at the clearest', () => {
    for (const c of suite.cases) {
      const prov = c.provenance[0]
      if (!prov) continue
      // An app that is a habit goes unnamed at the vague levels; one that is no decisive choice is stated.
      if ((c.vagueness === 'relevant_vague' || c.vagueness === 'most_vague') && prov.app.basis) expect(prov.app.mention, c.id).toBeUndefined()
      if (c.vagueness === 'most_vague') expect(prov.app.mention, c.id).toBeUndefined()
      // Most clear states everything but ids, which no request states ("the order I just placed").
      if (c.vagueness === 'most_clear') expect(Object.entries(prov.args).every(([param, p]) => p.source === 'query' || /Id$/.test(param)), c.id).toBe(true)
      if (c.vagueness === 'most_vague') expect(Object.values(prov.args).every((p) => p.source !== 'query' || p.basis === undefined), c.id).toBe(true)
    }
  })

  it('has at least 300 dialogues of two to four turns, over the domains with follow-up tools', () => {
    const dialogues = suite.cases.filter((c) => c.followUps)
    expect(dialogues.length).toBeGreaterThanOrEqual(300)
    for (const d of dialogues) expect(d.followUps!.length + 1).toBeGreaterThanOrEqual(2)
    for (const d of dialogues) expect(d.followUps!.length + 1).toBeLessThanOrEqual(4)
    expect(new Set(dialogues.map((d) => d.domain)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(dialogues.flatMap((d) => d.followUps!.map((t) => t.act)))).toEqual(new Set(['status', 'cancel', 'change', 'repeat', 'pick', 'list']))
    // A later turn refers to what an earlier one made or listed (never a literal id), or repeats it with one change.
    // (a list asks for the orders as they are: no argument at all).
    for (const d of dialogues) for (const t of d.followUps!) for (const call of t.gold) if (t.act !== 'list') expect(JSON.stringify(call.args), t.act).toMatch(t.act === 'repeat' ? /"count":2/ : /\$ref|taxiType/)
    // Acting on an outcome: "the cheapest of those" is a reference that selects from the listing.
    expect(dialogues.some((d) => d.followUps!.some((t) => JSON.stringify(t.gold).includes('[min:')))).toBe(true)
  })

  it('pairs history-dependent cases with counterfactual twins that change the right answer', () => {
    const twins = suite.cases.filter((c) => c.counterfactual)
    // Re-simulated from the changed cause (decision 0027); most change a habit, few a context choice.
    expect(twins.length).toBeGreaterThanOrEqual(50)
    const byId = new Map(suite.cases.map((c) => [c.id, c]))
    for (const t of twins) {
      const original = byId.get(t.counterfactual!.of)!
      expect(t.query).toBe(original.query)
      expect(JSON.stringify(t.gold)).not.toBe(JSON.stringify(original.gold))
    }
    // Context twins are rare since issue 23's whereabouts rules drop more re-lived activities; habit twins are the bulk.
    expect(new Set(twins.map((t) => t.counterfactual!.change.split(':')[0]))).toContain('habit')
  })

  it('carries the canary string on the first line of every file', () => {
    expect(suite.manifest.canary).toMatch(/CANARY/)
    for (const file of filesUnder(COMMITTED).filter((f) => f.endsWith('.jsonl'))) expect(readFileSync(join(COMMITTED, file), 'utf8').split('\n')[0], file).toContain(suite.manifest.canary!)
  })
})
