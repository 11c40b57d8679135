import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { VAGUENESS_LEVELS, type Case } from '../scenarios/case/index.ts'
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
  }, 60_000)

  it('validates: gold executes at the cut-off, provenance is true, nothing omitted leaks, levels omit what they should', () => {
    const problems = validateSuite(suite, world)
    expect(problems.slice(0, 10)).toEqual([])
  }, 60_000)

  it('has at least 1,800 cases, every anchor at all four levels, over every domain', () => {
    expect(suite.cases.length).toBeGreaterThanOrEqual(1800)
    expect(suite.manifest.cases).toBe(suite.cases.length)
    const byAnchor = new Map<string, Case[]>()
    for (const c of suite.cases.filter((c) => c.gold.length && !c.tags.includes('control') && !c.followUps && !c.counterfactual)) byAnchor.set(`${c.user}:${c.anchor}`, [...(byAnchor.get(`${c.user}:${c.anchor}`) ?? []), c])
    expect(byAnchor.size).toBeGreaterThanOrEqual(450)
    for (const cases of byAnchor.values()) expect(cases.map((c) => c.vagueness)).toEqual([...VAGUENESS_LEVELS])
    const domains = new Set(suite.cases.map((c) => c.domain))
    expect(domains.size).toBeGreaterThanOrEqual(14)
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

  it('never names the app at the vague levels, and states every parameter at the clearest', () => {
    for (const c of suite.cases) {
      const prov = c.provenance[0]
      if (!prov) continue
      if (c.vagueness === 'relevant_vague' || c.vagueness === 'most_vague') expect(prov.app.mention, c.id).toBeUndefined()
      if (c.vagueness === 'most_clear') expect(Object.values(prov.args).every((p) => p.source === 'query'), c.id).toBe(true)
      if (c.vagueness === 'most_vague') expect(Object.values(prov.args).every((p) => p.source !== 'query' || p.basis === undefined), c.id).toBe(true)
    }
  })

  it('has at least 300 dialogues of two to four turns, over the domains with follow-up tools', () => {
    const dialogues = suite.cases.filter((c) => c.followUps)
    expect(dialogues.length).toBeGreaterThanOrEqual(300)
    for (const d of dialogues) expect(d.followUps!.length + 1).toBeGreaterThanOrEqual(2)
    for (const d of dialogues) expect(d.followUps!.length + 1).toBeLessThanOrEqual(4)
    expect(new Set(dialogues.map((d) => d.domain)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(dialogues.flatMap((d) => d.followUps!.map((t) => t.act)))).toEqual(new Set(['status', 'cancel', 'change', 'repeat', 'pick']))
    // A later turn refers to what an earlier one made or listed (never a literal id), or repeats it with one change.
    for (const d of dialogues) for (const t of d.followUps!) for (const call of t.gold) expect(JSON.stringify(call.args), t.act).toMatch(t.act === 'repeat' ? /"count":2/ : /\$ref|taxiType/)
    // Acting on an outcome: "the cheapest of those" is a reference that selects from the listing.
    expect(dialogues.some((d) => d.followUps!.some((t) => JSON.stringify(t.gold).includes('[min:')))).toBe(true)
  })

  it('pairs history-dependent cases with counterfactual twins that change the right answer', () => {
    const twins = suite.cases.filter((c) => c.counterfactual)
    // Fewer than before decisive habits (issue 15 will re-simulate twins from the changed cause).
    expect(twins.length).toBeGreaterThanOrEqual(50)
    const byId = new Map(suite.cases.map((c) => [c.id, c]))
    for (const t of twins) {
      const original = byId.get(t.counterfactual!.of)!
      expect(t.query).toBe(original.query)
      expect(JSON.stringify(t.gold)).not.toBe(JSON.stringify(original.gold))
    }
    expect(new Set(twins.map((t) => t.counterfactual!.change.split(':')[0]))).toEqual(new Set(['context', 'habit']))
  })

  it('carries the canary string on the first line of every file', () => {
    expect(suite.manifest.canary).toMatch(/CANARY/)
    for (const file of filesUnder(COMMITTED).filter((f) => f.endsWith('.jsonl'))) expect(readFileSync(join(COMMITTED, file), 'utf8').split('\n')[0], file).toContain(suite.manifest.canary!)
  })
})
