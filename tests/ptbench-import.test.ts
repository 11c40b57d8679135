import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { heuristicAgent, oracleAgent } from '../harness/agents/index.ts'
import { runEval } from '../harness/eval/index.ts'
import { summarize } from '../harness/report/index.ts'
import { caseSchema } from '../scenarios/case/index.ts'
import { importPtbench } from '../scenarios/importers/ptbench/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { runCli } from './support/cli.ts'
import { NEAR_MISSES } from './support/ptbench-near-misses.ts'

// Samples in PTBench's layout, written for this project (its data is never copied in), plus a
// profile given as text and one as fields, as data.json carries them.
const dir = mkdtempSync(join(tmpdir(), 'ptbench-import-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const kinds = new Map<string, (typeof NEAR_MISSES)[number]['sample']>()
for (const m of NEAR_MISSES) kinds.set(JSON.stringify(m.sample.answer), m.sample)
const distinct = [...kinds.values()]
const samples = distinct.map((s, i) => ({ ...s, user_profile: i % 2 ? 'A 34-year-old teacher who lives near Wangjing; takes Premier rides with family.' : { name: 'Zhou Min', age: 41, gender: 'Female', city: 'Beijing' }, platforms: ['Didi', 'Caocao'], tools: '...' }))
const dataFile = join(dir, 'data.json')
writeFileSync(dataFile, JSON.stringify(samples))
const world = createSandboxWorld()
const suite = importPtbench(dataFile, world.registry)

describe('importing PTBench samples as a suite', () => {
  it('makes one valid case and one user per sample, executable where the catalog has the pair', () => {
    expect(suite.cases).toHaveLength(samples.length)
    expect(suite.users.size).toBe(samples.length)
    for (const c of suite.cases) expect(caseSchema.safeParse(c).error).toBeUndefined()
    const tags = suite.cases.map((c) => c.tags[1])
    expect(tags.filter((t) => t === 'not-executable')).toHaveLength(1)
    expect(suite.executable).toBe(samples.length - 1)
  })

  it('takes the first acceptable value as the gold and keeps the others; labels query and profile values', () => {
    const taxi = suite.cases.find((c) => c.gold[0]?.tool === 'bookTaxi')!
    expect(taxi.gold).toEqual([
      { app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'Wangjing SOHO', taxiType: 'Premier', passengers: 2 }, alternatives: { pickupLocation: ['Home address'] } },
    ])
    expect(taxi.provenance[0]!.args).toEqual({
      pickupLocation: { source: 'profile', field: 'user_profile' },
      dropoffLocation: { source: 'query' },
      taxiType: { source: 'profile', field: 'user_profile' },
      passengers: { source: 'query' },
    })
    expect(taxi).toMatchObject({ vagueness: 'relevant_clear', kinds: ['tool', 'parameter'], domain: 'transport', historyLength: 0, cutoff: 0 })
    const tour = suite.cases.find((c) => c.tags.includes('not-executable'))!
    expect(tour.gold[0]).toMatchObject({ app: 'Tuniu', tool: 'bookTour' })
    expect(tour.domain).toBe('unknown')
    const profiled = suite.users.get(suite.cases[0]!.user)!.profile
    expect(profiled).toMatchObject({ name: 'Zhou Min', age: 41, gender: 'female' })
    expect(profiled.preferences).toContain('city: Beijing')
  })

  it('runs every agent on it without a crash: pairs outside the catalog are scored by exact match and marked not executable', async () => {
    const oracle = await runEval({ suite, agent: oracleAgent, world })
    const outside = oracle.find((r) => r.tags.includes('not-executable'))!
    expect(outside.execution).toMatchObject({ match: false, executable: false, reason: 'not executable: Tuniu.bookTour is not in the catalog' })
    expect(outside.exact.overall).toBe(true)
    const s = summarize(oracle, { agent: 'oracle', suite: 'ptbench', cases: suite.cases.length, trials: 1, format: 'json', strict: false, prompt: {} })
    expect(s.exact.overall.value).toBe(1)
    // Execution counts only the executable cases: the oracle is right on all of them
    expect(s.execution).toMatchObject({ value: 1, n: samples.length - 1 })
    expect(s.counts.notExecutable).toBe(1)
    const heuristic = await runEval({ suite, agent: heuristicAgent, world })
    expect(heuristic).toHaveLength(samples.length)
  })

  it('is a CLI: npm run import-ptbench -- --data DATA.json --out DIR', { timeout: 60_000 }, async () => {
    const out = join(dir, 'suite')
    const run = await runCli('import-ptbench', ['--data', dataFile, '--out', out])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`wrote ${samples.length} cases and ${samples.length} users`)
    expect(run.stdout).toContain(`executable: ${samples.length - 1}`)
    expect(readSuite(out).cases).toEqual(suite.cases)
  })
})
