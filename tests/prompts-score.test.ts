import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseResult, PromptLine } from '../harness/eval/index.ts'
import { canonicalJson } from '../harness/prompt/index.ts'
import type { Summary } from '../harness/report/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { runCli } from './support/cli.ts'
import { writeSmallSuite } from './support/small-suite.ts'

// Prompts out (`npm run prompts`), answers made elsewhere, scores back in (`npm run score`): the
// offline path a batch API or vLLM's offline mode takes, checked against the live `openai` agent.

const work = mkdtempSync(join(tmpdir(), 'prompts-score-'))
const suiteDir = join(work, 'suite')
const suite = writeSmallSuite(suiteDir, { singles: 4, refusals: 1, dialogues: 2, pairs: 1, name: 'offline' })
const dialogueTurns = suite.cases.reduce((n, c) => n + (c.followUps?.length ?? 0), 0)
const promptsFile = join(work, 'prompts.jsonl')
const CATALOG_TOOLS = createSandboxWorld().registry.apps.reduce((n, app) => n + app.tools.length, 0)
const readLines = <T>(file: string): T[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as T)
const writeLines = (file: string, lines: unknown[]) => writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n')

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('npm run prompts', () => {
  it('writes one line per case and per dialogue turn (gold-state mode), with the gold on request', { timeout: 120_000 }, async () => {
    const run = await runCli('prompts', ['--suite', suiteDir, '--with-gold', '--out', promptsFile])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(dialogueTurns).toBeGreaterThan(0)
    const lines = readLines<PromptLine>(promptsFile)
    expect(lines).toHaveLength(suite.cases.length + dialogueTurns)
    expect(run.stdout).toContain(`wrote ${lines.length} prompts (${suite.cases.length} cases and ${dialogueTurns} later dialogue turns)`)
    for (const c of suite.cases) {
      const mine = lines.filter((l) => l.case === c.id)
      expect(mine.map((l) => l.turn)).toEqual(Array.from({ length: 1 + (c.followUps?.length ?? 0) }, (_, k) => k))
      // The request of each turn is the turn's query, asked last
      mine.forEach((l, k) => expect(l.messages.at(-1)).toEqual({ role: 'user', content: k === 0 ? c.query : c.followUps![k - 1]!.query }))
    }
    // No --tools: every case is offered the whole catalog, the same list whatever its domain (decision 0034)
    const catalog = JSON.stringify(lines[0]!.tools)
    expect(lines[0]!.tools).toHaveLength(CATALOG_TOOLS)
    for (const l of lines) {
      expect(JSON.stringify(l.tools)).toBe(catalog)
      expect(l.hash).toMatch(/^[0-9a-f]{64}$/)
      expect(Array.isArray(l.gold)).toBe(true)
    }
  })
})

describe('the prompts are exactly what the openai agent sends', () => {
  const bodies: { messages: unknown[]; tools?: unknown[] }[] = []
  let server: Server
  beforeAll(async () => {
    // A model that never calls: only the requests matter here
    server = createServer(async (request, response) => {
      // Bytes first: a character split across two chunks must not be decoded in halves
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof bodies)[number])
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'NO_CALL' }, finish_reason: 'stop' }] }),
      )
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  })

  it('gives the same messages and tools, request for request', { timeout: 120_000 }, async () => {
    const { port } = server.address() as AddressInfo
    const run = await runCli('eval', ['--suite', suiteDir, '--agent', 'openai', '--model', 'm', '--base-url', `http://127.0.0.1:${port}/v1`, '--max-steps', '1', '--dialogue-mode', 'gold', '--out', join(work, 'live')], {
      env: { OPENAI_API_KEY: 'dummy' },
    })
    expect(run.code).toBe(0)
    // Equal prompts are asked once (the others get that answer, as from the response cache)
    const distinct = (texts: string[]) => [...new Set(texts)].sort()
    const sent = bodies.map((b) => canonicalJson({ messages: b.messages, tools: b.tools }))
    const written = readLines<PromptLine>(promptsFile).map((l) => canonicalJson({ messages: l.messages, tools: l.tools }))
    expect(sent).toHaveLength(distinct(sent).length)
    expect(distinct(sent)).toEqual(distinct(written))
  })
})

describe('npm run score on answers made elsewhere', () => {
  const summaryOf = (out: string) => JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary
  const resultsOf = (out: string) => readLines<CaseResult>(join(out, 'results.jsonl'))

  it("scores the oracle's answers 1.0 on every single-turn case and every dialogue turn", { timeout: 120_000 }, async () => {
    const lines = readLines<PromptLine>(promptsFile)
    // One answer as the raw text of native tool calls, the rest as structured calls
    const answers = lines.map((l, i) =>
      i === 0 && l.gold!.length
        ? { case: l.case, turn: l.turn, output: JSON.stringify(l.gold!.map((g, k) => ({ id: `c${k}`, type: 'function', function: { name: `${g.app}__${g.tool}`, arguments: JSON.stringify(g.args) } }))) }
        : { case: l.case, turn: l.turn, calls: l.gold },
    )
    writeLines(join(work, 'oracle.jsonl'), answers)
    const out = join(work, 'scored')
    const run = await runCli('score', ['--pred', join(work, 'oracle.jsonl'), '--gold', suiteDir, '--out', out])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`${suite.cases.length} of ${suite.cases.length} cases had a prediction; ${dialogueTurns} of ${dialogueTurns} later dialogue turns; every prediction names a case`)
    const results = resultsOf(out)
    expect(results).toHaveLength(suite.cases.length)
    for (const r of results) {
      expect([r.case, r.exact.overall, r.execution.match]).toEqual([r.case, true, true])
      for (const t of r.turns ?? []) expect([r.case, t.turn, t.exact.overall, t.execution.match]).toEqual([r.case, t.turn, true, true])
    }
    const s = summaryOf(out)
    expect([s.exact.overall.value, s.execution.value, s.dialogues!.pass.exact.value, s.dialogues!.pass.execution.value]).toEqual([1, 1, 1, 1])
    expect(s.dialogues!.mode).toBe('gold')
    expect(s.run.coverage).toMatchObject({ cases: suite.cases.length, predicted: suite.cases.length, unmatched: 0 })
  })

  it('says how many cases had a prediction, lists predictions that name no case, and fails the missing ones', { timeout: 120_000 }, async () => {
    const lines = readLines<PromptLine>(promptsFile)
    const refusal = suite.cases.find((c) => c.gold.length === 0 && !c.followUps)!
    const answers = [
      ...lines.filter((l) => l.case !== refusal.id).map((l) => ({ case: l.case, turn: l.turn, calls: l.gold })),
      { case: 'no-such-case-1', output: 'null' },
      { case: 'no-such-case-2', calls: null },
    ]
    writeLines(join(work, 'partial.jsonl'), answers)
    const out = join(work, 'partial')
    const run = await runCli('score', ['--pred', join(work, 'partial.jsonl'), '--gold', suiteDir, '--out', out])
    expect(run.code).toBe(0)
    const n = suite.cases.length
    expect(run.stdout).toContain(`${n - 1} of ${n} cases had a prediction`)
    expect(run.stdout).toContain('2 prediction(s) name no case of the suite (no-such-case-1, no-such-case-2)')
    expect(run.stdout).toContain('the 1 without one are scored as failures (--only-predicted leaves them out)')
    const missing = resultsOf(out).find((r) => r.case === refusal.id)!
    // A refusal case without an answer did not refuse: it fails both verdicts
    expect([missing.parsed.kind, missing.exact.overall, missing.execution.match]).toEqual(['format_error', false, false])
    expect(summaryOf(out).run.coverage).toMatchObject({ cases: n, predicted: n - 1, unmatched: 2, unmatchedIds: ['no-such-case-1', 'no-such-case-2'], missingScoredAsFailures: true })

    const only = await runCli('score', ['--pred', join(work, 'partial.jsonl'), '--gold', suiteDir, '--out', join(work, 'only'), '--only-predicted'])
    expect(only.stdout).toContain('the 1 without one are left out (--only-predicted)')
    expect(resultsOf(join(work, 'only')).map((r) => r.case)).not.toContain(refusal.id)
    expect(summaryOf(join(work, 'only')).exact.overall.value).toBe(1)
  })
})
