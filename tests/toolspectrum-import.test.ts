import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fromIso, type Outcome } from '../apps/kit/index.ts'
import { caseSchema, type Case } from '../scenarios/case/index.ts'
import { BREAKS_TOOLSET, importToolSpectrum, mentionOf, vaguenessOf } from '../scenarios/importers/toolspectrum/index.ts'
import { readSuite, writeSuite } from '../scenarios/suite/files.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'
import { describeToolSpectrum, TOOLSPECTRUM, TOOLSPECTRUM_DIR } from './support/toolspectrum.ts'

/** ToolSpectrum's data is read from beside the project and the suite written to a temp dir only. */
// Without the reference data there is nothing to import: the tests that read it are skipped
const suite = TOOLSPECTRUM.available ? importToolSpectrum(resolve(TOOLSPECTRUM_DIR, 'data')) : { manifest: { name: 'toolspectrum', source: '', cases: 0, users: 0 }, users: new Map(), cases: [] }
const byId = new Map(suite.cases.map((c) => [c.id, c]))
const sampleId = (c: Case) => c.id.replace(/^ts-(.*)-(\d+)$/, '$1#$2')
const isRefusal = (c: Case) => c.tags.includes('refusal')
const world = createSandboxWorld({ checkOutputs: true })
const run = (c: Case): Outcome => {
  const user = suite.users.get(c.user)!
  const session = openSession({ world, seed: user.sessionSeed, user: user.profile, start: fromIso(c.now) })
  const gold = c.gold[0]!
  return session.call(gold.app, gold.tool, gold.args)
}

describeToolSpectrum('ToolSpectrum import', () => {
  it('makes one user and one case per sample, and every case parses', () => {
    expect(suite.cases.length).toBe(1002)
    expect(suite.users.size).toBe(1002)
    expect(suite.manifest).toMatchObject({ name: 'toolspectrum', cases: 1002, users: 1002 })
    for (const c of suite.cases) expect(caseSchema.safeParse(c).error).toBeUndefined()
    expect(suite.users.get('dataset_persona_12')?.sessionSeed).toBe('dataset_persona#12')
    expect(suite.users.get('dataset_persona_12')?.history).toEqual([])
  })

  it('labels a sample as worked out by hand', () => {
    // "...the latest developments in tennis, particularly any new technology ... news for October 17th?
    // I would prefer the resources to be loaded online": Hupu, date 10-17 written as a month name.
    expect(byId.get('ts-dataset_environment-5')).toMatchObject({
      user: 'dataset_environment_5',
      cutoff: 0,
      historyLength: 0,
      gold: [{ app: 'hupu', tool: 'getDailyNewsRecommendations', args: { category: 'tennis', searchQuery: 'new technology', date: '10-17', resourceLoading: 'online' } }],
      provenance: [
        {
          app: { source: 'profile', field: 'environment' },
          args: {
            category: { source: 'query', mention: 'tennis' },
            searchQuery: { source: 'query', mention: 'new technology' },
            date: { source: 'profile', field: 'environment.date' },
            resourceLoading: { source: 'query', mention: 'online' },
          },
        },
      ],
      kinds: ['tool', 'parameter'],
      vagueness: 'relevant_clear',
      domain: 'news',
      tags: ['toolspectrum', 'dataset_environment'],
    })
  })

  it('executes every gold that keeps to the toolset, and refuses the listed ones naming the parameter', () => {
    const failures: string[] = []
    let broken = 0
    for (const c of suite.cases.filter((c) => !isRefusal(c))) {
      const outcome = run(c)
      const breaks = BREAKS_TOOLSET[sampleId(c)]
      expect(c.tags.includes('breaks-toolset')).toBe(breaks !== undefined)
      if (breaks) {
        broken++
        expect(outcome.ok ? 'ok' : outcome.error.issues?.map((i) => i.path)).toContain(breaks.param)
        if (!outcome.ok) expect(outcome.error.code).toBe('invalid_arguments')
      } else if (!outcome.ok) failures.push(`${c.id}: ${JSON.stringify(outcome.error)}`)
    }
    expect(failures).toEqual([])
    expect(broken).toBe(Object.keys(BREAKS_TOOLSET).length)
  })

  it('counts the refusals per file, naming the call only where one app can serve it', () => {
    const perFile: Record<string, [number, number]> = {}
    for (const c of suite.cases.filter(isRefusal)) {
      const counts = (perFile[c.tags[1]!] ??= [0, 0])
      counts[0]++
      if (c.refusal) counts[1]++
      expect(c.gold).toEqual([])
    }
    console.log(`ToolSpectrum refusals per file [all, with the call named]: ${JSON.stringify(perFile)}`)
    expect(perFile).toEqual({ dataset_persona_environment: [240, 66] })
    const named = suite.cases.filter((c) => c.refusal).map((c) => c.refusal!.policy)
    expect(named.filter((p) => p === 'ctrip.minor_intercity_tickets').length).toBe(30)
    expect(named.filter((p) => p === 'tonghuashun.minor_investment').length).toBe(9)
    expect(named.filter((p) => p === 'dedao.minor_restricted_content').length).toBe(27)
    expect(byId.get('ts-dataset_persona_environment-72')?.refusal).toEqual({
      call: { app: 'ctrip', tool: 'bookTicket', args: { transportation: 'flight', to: 'USA' } },
      policy: 'ctrip.minor_intercity_tickets',
    })
    expect(byId.get('ts-dataset_persona_environment-0')).toMatchObject({ domain: 'shopping', tags: ['toolspectrum', 'dataset_persona_environment', 'refusal'] })
    expect(byId.get('ts-dataset_persona_environment-0')?.refusal).toBeUndefined()
  })

  it('quotes only words that occur in the query', () => {
    for (const c of suite.cases) {
      for (const p of c.provenance) {
        for (const origin of [p.app, ...Object.values(p.args)]) {
          if (origin.source === 'query') expect(c.query.toLowerCase()).toContain(origin.mention!.toLowerCase())
        }
      }
    }
  })

  it('prints the counts', () => {
    const tally = (keys: string[]) => keys.reduce<Record<string, number>>((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {})
    const coerced = suite.cases.filter((c) => c.tags.some((t) => t.startsWith('coerced:'))).length
    const vagueness = tally(suite.cases.map((c) => c.vagueness))
    console.log(`ToolSpectrum import: ${suite.cases.length} cases, ${coerced} with coerced values, vagueness ${JSON.stringify(vagueness)}`)
    expect(coerced).toBe(238)
    expect(vagueness).toEqual({ most_clear: 509, relevant_clear: 341, relevant_vague: 142, most_vague: 10 })
  })

  const dir = mkdtempSync(join(tmpdir(), 'toolspectrum-suite-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes and reads back the same suite, outside the repository', () => {
    writeSuite(dir, suite)
    const back = readSuite(dir)
    expect(back.cases).toEqual(suite.cases)
    expect(back.manifest).toEqual(suite.manifest)
    expect([...back.users.keys()]).toEqual([...suite.users.keys()])
    const repo = realpathSync(process.cwd())
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      expect(relative(repo, realpathSync(join(dir, file))).startsWith('..')).toBe(true)
    }
  })
})

describe('ToolSpectrum import: labels that need no data', () => {
  it('reads numbers as digits and `_` as a space when finding a value in the query', () => {
    expect(mentionOf('I want to buy four of the doll items', 4)).toBe('four')
    expect(mentionOf('a weight of over 500 grams', '>500')).toBe('500')
    expect(mentionOf('I ordered a red dress', 'red')).toBe('red')
    expect(mentionOf('I ordered a dress', 'red')).toBeUndefined()
    expect(mentionOf('I want it brand new', 'brand_new')).toBe('brand new')
    expect(mentionOf('between 100 and 200 yuan', [100, 200])).toBe('100 and 200')
  })

  it('derives vagueness from the share of stated parameters', () => {
    expect([vaguenessOf(3, 3), vaguenessOf(1, 3), vaguenessOf(2, 5), vaguenessOf(1, 5), vaguenessOf(0, 4)]).toEqual([
      'most_clear',
      'relevant_clear',
      'relevant_vague',
      'relevant_vague',
      'most_vague',
    ])
  })
})
