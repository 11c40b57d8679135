import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { directoryHash, identityChanges, importClosure, planResume, readResultLines, runIdentity, runName, writeFileAtomic, type CaseResult, type RunSettings } from '../harness/eval/index.ts'
import { readSuite, writeSuite } from '../scenarios/suite/index.ts'
import { runCli } from './support/cli.ts'
import { writeSmallSuite } from './support/small-suite.ts'

const base: RunSettings = { agent: 'heuristic', format: 'openai', history: 'all', profile: true, tools: 'all', strict: false, dialogueMode: 'carry', trials: 1 }
const version = { package: '0.1.0', code: 'c0de' }
const suiteId = { name: 'default', hash: 'aaa' }

describe('run names and identities', () => {
  it('names the folder after every setting that is not the default', () => {
    expect(runName(base, 'default')).toBe('heuristic')
    // '-' separates settings, so a name's own dashes and slashes become '_'
    expect(runName({ ...base, history: 'none', profile: false }, 'default')).toBe('heuristic-history_none-no_profile')
    expect(runName({ ...base, agent: 'openai', model: 'Qwen/Qwen2.5-7B', maxSteps: 5, format: 'text', trials: 3 }, 'default')).toBe('openai-Qwen_Qwen2.5_7B-format_text-trials_3')
    expect(runName({ ...base, agent: 'file', predictions: 'f00d' }, 'ptbench', 'preds/model-a.jsonl')).toBe('file-model_a-suite_ptbench')
    // The offer is named unless it is the default (every tool): the domain ablation too
    expect(runName({ ...base, tools: 'domain' }, 'default')).toBe('heuristic-tools_domain')
    expect(runName({ ...base, tools: 'retrieved:12', history: 'last:20', strict: true, dialogueMode: 'gold', limit: 50 }, 'default')).toBe(
      'heuristic-history_last_20-tools_retrieved_12-strict-dialogue_gold-limit_50',
    )
  })

  it('changes with the suite, any setting and the code, and says which', () => {
    const a = runIdentity(suiteId, base, version)
    expect(runIdentity(suiteId, { ...base }, { ...version }).hash).toBe(a.hash)
    expect(identityChanges(a, a)).toEqual([])
    expect(identityChanges(a, runIdentity({ ...suiteId, hash: 'bbb' }, base, version))).toEqual(['suite default changed since (its files differ)'])
    expect(identityChanges(a, runIdentity(suiteId, { ...base, history: 'none' }, version))).toEqual(['history "all" -> "none"'])
    expect(identityChanges(a, runIdentity(suiteId, base, { ...version, code: 'beef' }))).toEqual(['the code that makes results changed'])
    expect(identityChanges(undefined, a)).toEqual(['the earlier run has no identity (made by an older version)'])
  })

  it('fingerprints the code a run loads: imports and re-exports are followed, type-only imports are not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'closure-'))
    mkdirSync(join(dir, 'lib'))
    writeFileSync(join(dir, 'entry.ts'), "import { b } from './lib/b.ts'\nimport type { C } from './lib/c.ts'\nexport {\n  d,\n} from './lib/d.ts'\n")
    writeFileSync(join(dir, 'lib', 'b.ts'), "import { e } from './e.ts'\nexport const b = e\n")
    for (const f of ['c', 'd', 'e']) writeFileSync(join(dir, 'lib', `${f}.ts`), `export const ${f} = 1\n`)
    expect(importClosure(dir, ['entry.ts']).map((f) => f.slice(dir.length + 1))).toEqual(['entry.ts', 'lib/b.ts', 'lib/d.ts', 'lib/e.ts'])
    rmSync(dir, { recursive: true, force: true })
  })

  it('hashes a folder by its files: one byte changes it, nothing else does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hash-'))
    mkdirSync(join(dir, 'sub'))
    writeFileSync(join(dir, 'a.txt'), 'one')
    writeFileSync(join(dir, 'sub', 'b.txt'), 'two')
    const before = directoryHash(dir)
    expect(directoryHash(dir)).toBe(before)
    writeFileSync(join(dir, 'sub', 'b.txt'), 'twO')
    expect(directoryHash(dir)).not.toBe(before)
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('resuming', () => {
  const dir = mkdtempSync(join(tmpdir(), 'resume-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const identity = runIdentity(suiteId, base, version)
  const line = (c: string, trial = 0) => JSON.stringify({ case: c, trial, exact: {}, execution: {} } as unknown as CaseResult)

  it('resumes an identical run, keeps only cases still asked, and drops a torn last line', () => {
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ identity }))
    writeFileSync(join(dir, 'results.jsonl'), `${line('a')}\n${line('gone')}\n${line('b').slice(0, 20)}`)
    const plan = planResume(dir, identity, new Set(['a#0', 'b#0']), false)
    expect(plan).toMatchObject({ kind: 'resume', tornLine: true, dropped: 1 })
    expect(plan.kind === 'resume' && plan.results.map((r) => r.case)).toEqual(['a'])
    expect(planResume(dir, identity, new Set(['a#0']), true)).toMatchObject({ kind: 'fresh' })
    expect(planResume(dir, runIdentity(suiteId, { ...base, trials: 2 }, version), new Set(['a#0']), false)).toEqual({ kind: 'restart', why: ['trials 1 -> 2'] })
  })

  it('calls a bad line in the middle an error, not a torn line', () => {
    writeFileSync(join(dir, 'results.jsonl'), `${line('a')}\n{oops\n${line('b')}\n`)
    expect(() => readResultLines(join(dir, 'results.jsonl'))).toThrow(/results\.jsonl:2: not a result line; run again with --fresh/)
  })

  it('writes atomically: the file is whole or the old one, never half', () => {
    const file = join(dir, 'atomic.txt')
    writeFileAtomic(file, 'first')
    writeFileAtomic(file, 'second')
    expect(readFileSync(file, 'utf8')).toBe('second')
    expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([])
  })
})

describe('npm run eval: resume never mixes stale results', () => {
  const work = mkdtempSync(join(tmpdir(), 'eval-resume-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  const suiteDir = join(work, 'suite')
  const suite = writeSmallSuite(suiteDir, { singles: 4, dialogues: 1, refusals: 1, pairs: 0, name: 'tiny' })
  const out = join(work, 'out', 'eval', 'oracle-suite_tiny')
  const results = () => readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as CaseResult)
  const evalIn = (...args: string[]) => runCli('eval', ['--agent', 'oracle', '--suite', suiteDir, ...args], { cwd: work })

  it('runs into a folder named after the settings, then resumes it, saying so', { timeout: 120_000 }, async () => {
    const first = await evalIn()
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('new run in out/eval/oracle-suite_tiny')
    expect(results().map((r) => r.case)).toEqual(suite.cases.map((c) => c.id))
    const run = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { identity: { hash: string; settings: RunSettings } }
    expect(run.identity.settings).toMatchObject({ agent: 'oracle', history: 'all', trials: 1 })

    const again = await evalIn()
    expect(again.stdout).toContain(`resumed ${suite.cases.length} of ${suite.cases.length} results from out/eval/oracle-suite_tiny`)

    // A killed run leaves half a line: it is dropped and its case run again
    const text = readFileSync(join(out, 'results.jsonl'), 'utf8')
    writeFileSync(join(out, 'results.jsonl'), text.slice(0, text.length - 40))
    const torn = await evalIn()
    expect(torn.code).toBe(0)
    expect(torn.stdout).toContain(`resumed ${suite.cases.length - 1} of ${suite.cases.length} results from out/eval/oracle-suite_tiny (a torn last line dropped)`)
    expect(results().map((r) => r.case)).toEqual(suite.cases.map((c) => c.id))
    expect(results().every((r) => r.exact.overall && r.execution.match)).toBe(true)
  })

  it('starts over when the suite is rebuilt: no result of a case that no longer exists survives', { timeout: 120_000 }, async () => {
    const rebuilt = readSuite(suiteDir)
    const kept = rebuilt.cases.slice(1)
    const renamed = { ...kept[0]!, id: `${kept[0]!.id}-new` }
    writeSuite(suiteDir, { ...rebuilt, cases: [renamed, ...kept.slice(1)], manifest: { ...rebuilt.manifest, cases: kept.length } })
    const after = await evalIn()
    expect(after.code).toBe(0)
    expect(after.stdout).toContain('starting over in out/eval/oracle-suite_tiny: suite tiny changed since (its files differ)')
    expect(results().map((r) => r.case)).toEqual([renamed.id, ...kept.slice(1).map((c) => c.id)])
  })

  it('gives other settings their own folder, and names what changed when --out is shared', { timeout: 120_000 }, async () => {
    const ablation = await evalIn('--history', 'none', '--no-profile')
    expect(ablation.stdout).toContain('new run in out/eval/oracle-suite_tiny-history_none-no_profile')
    expect(existsSync(join(work, 'out', 'eval', 'oracle-suite_tiny-history_none-no_profile', 'results.jsonl'))).toBe(true)
    const shared = await evalIn('--trials', '2', '--out', out)
    expect(shared.stdout).toMatch(/starting over in .*oracle-suite_tiny: trials 1 -> 2/)
    expect(results()).toHaveLength(2 * readSuite(suiteDir).cases.length)
  })
})
