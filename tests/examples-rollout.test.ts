import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noopAgent } from '../harness/agents/index.ts'
import { runEval } from '../harness/eval/run.ts'
import { readSuite } from '../scenarios/index.ts'
import { ROOT, runProcess, runTsx, type CliRun } from './support/cli.ts'

// The rollout clients of examples/ (Python, standard library; TypeScript, fetch) against a real
// `npm run serve`: their noop mean reward is the in-process eval's, and the model policy runs
// tool calls live and reaches a verdict.

const EPISODES = 60
const TSX = import.meta.resolve('tsx')
const PYTHON = spawnSync('python3', ['--version']).status === 0 ? 'python3' : undefined

const clients = {
  python: (args: readonly string[]) => runProcess(PYTHON ?? 'python3', [resolve(ROOT, 'examples/python/rollout.py'), ...args]),
  typescript: (args: readonly string[]) => runTsx('examples/typescript/rollout.ts', args),
}

/** `mean reward: X` and the count line, read from a client's output. */
function summary(out: CliRun): { mean: number; done: number; failed: number; answered: number; skipped: number } {
  const mean = /^mean reward: (\d+\.\d{4})$/m.exec(out.stdout)
  const count = /^episodes: (\d+) done, (\d+) failed; turns: (\d+) answered, (\d+) skipped/m.exec(out.stdout)
  expect(mean, out.stdout + out.stderr).not.toBeNull()
  expect(count, out.stdout + out.stderr).not.toBeNull()
  const [done, failed, answered, skipped] = count!.slice(1).map(Number) as [number, number, number, number]
  return { mean: Number(mean![1]), done, failed, answered, skipped }
}

/**
 * An OpenAI-compatible model that calls the first offered tool, then, shown the tool's result, answers
 * in words. (harness/agents/openai/instant-stub.ts answers one fixed reply whatever the prompt, so it
 * cannot name an offered tool or stop after one; this one reads the request.)
 */
interface StubRequest {
  authorization: string | undefined
  toolsOffered: number
  /** The outcome our tool call got, when the request ends with it. */
  shown?: { ok: boolean }
}

function startModelStub(): Promise<{ baseUrl: string; requests: StubRequest[]; close(): Promise<void> }> {
  const requests: StubRequest[] = []
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) return void response.writeHead(404).end('{"error":{"message":"not found"}}')
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] }
      const tools = body.tools ?? []
      const last = body.messages.at(-1)!
      const shown = last.role === 'tool'
      requests.push({ authorization: request.headers.authorization, toolsOffered: tools.length, ...(shown ? { shown: JSON.parse(last.content) } : {}) })
      const message =
        shown || tools.length === 0
          ? { role: 'assistant', content: 'Done.' }
          : { role: 'assistant', content: null, tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: tools[0]!.function.name, arguments: '{}' } }] }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'stub', object: 'chat.completion', model: 'stub', choices: [{ index: 0, message, finish_reason: 'stop' }] }))
    })
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        requests,
        close: () => new Promise<void>((closed) => (server.closeAllConnections(), server.close(() => closed()))),
      }),
    ),
  )
}

describe('the rollout clients (examples/python/rollout.py, examples/typescript/rollout.ts)', () => {
  let serve: ChildProcess | undefined
  let url = ''
  let expected = 0
  let firstCases: { followUps?: unknown[] }[] = []

  beforeAll(async () => {
    serve = spawn(process.execPath, ['--import', TSX, 'harness/cli/serve.ts', '--port', '0'], { cwd: ROOT })
    let errors = ''
    serve.stderr!.on('data', (chunk) => (errors += chunk))
    url = await new Promise<string>((done, failed) => {
      let out = ''
      serve!.stdout!.on('data', (chunk) => {
        out += chunk
        const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
        if (m) done(m[1]!)
      })
      serve!.on('exit', (code) => failed(new Error(`serve exited with ${code}: ${errors.trim()}`)))
    })
    // The same cases in process: the noop agent's mean reward over the suite's first 60
    const suite = readSuite(resolve(ROOT, 'scenarios/suites/default'))
    firstCases = suite.cases.slice(0, EPISODES)
    const results = await runEval({ suite: { users: suite.users, cases: suite.cases.slice(0, EPISODES) }, agent: noopAgent })
    expected = results.reduce((s, r) => s + (r.reward ?? Number.NaN), 0) / results.length // NaN (a failing comparison) if a result had no reward
  }, 180_000)
  afterAll(() => {
    serve?.kill()
  })

  for (const [language, client] of Object.entries(clients)) {
    const missing = language === 'python' && !PYTHON
    const note = missing ? ' (skipped: no python3 on PATH)' : ''
    describe(language, () => {
      it.skipIf(missing)(`noop: the mean reward over the first ${EPISODES} cases is the in-process eval's${note}`, { timeout: 180_000 }, async () => {
        const out = await client(['--base-url', url, '--episodes', String(EPISODES), '--policy', 'noop'])
        expect(out.code, out.stderr).toBe(0)
        const got = summary(out)
        expect(got).toMatchObject({ done: EPISODES, failed: 0 })
        // The first 60 hold dialogues; a later turn that refers to what noop never made is skipped by the server
        expect(got.answered + got.skipped).toBe(firstCases.reduce((s, c) => s + 1 + (c.followUps?.length ?? 0), 0))
        expect(Math.abs(got.mean - expected), `printed ${got.mean}, in-process ${expected}`).toBeLessThanOrEqual(0.00005 + 1e-12)
      })

      it.skipIf(missing)(`model: tool calls run live, then the text answers; every episode gets a verdict${note}`, { timeout: 180_000 }, async () => {
        const stub = await startModelStub()
        try {
          // gold mode: every turn of a dialogue is asked (each starts from the gold's state), so `next` is followed
          // Enough of the suite's first cases to hold a dialogue (at least 4)
          const n = Math.max(4, firstCases.findIndex((c) => c.followUps?.length) + 1)
          const args = ['--base-url', url, '--episodes', String(n), '--policy', 'model', '--model', 'stub', '--model-base-url', stub.baseUrl, '--api-key', 'sk-test', '--concurrency', '4', '--dialogue-mode', 'gold']
          const out = await client(args)
          expect(out.code, out.stderr).toBe(0)
          const got = summary(out)
          const turns = firstCases.slice(0, n).reduce((s, c) => s + 1 + (c.followUps?.length ?? 0), 0)
          expect(turns, 'no dialogue among the first 60 cases of the default suite').toBeGreaterThan(n)
          expect(got).toMatchObject({ done: n, failed: 0, answered: turns, skipped: 0 })
          expect(got.mean).toBeGreaterThanOrEqual(0)
          expect(got.mean).toBeLessThanOrEqual(1)
          // Each turn: one request offering tools, answered with a call; one more with the call's live outcome, answered in words
          expect(stub.requests).toHaveLength(2 * turns)
          expect(stub.requests.every((r) => r.toolsOffered > 0 && r.authorization === 'Bearer sk-test')).toBe(true)
          const shown = stub.requests.flatMap((r) => (r.shown ? [r.shown] : []))
          expect(shown).toHaveLength(turns)
          expect(shown.every((o) => typeof o.ok === 'boolean')).toBe(true)
        } finally {
          await stub.close()
        }
      })

      it.skipIf(missing)(`bad arguments and an unreachable server: one line, exit code 2${note}`, { timeout: 60_000 }, async () => {
        const bad = await client(['--base-url', url, '--episodes', '0', '--policy', 'noop'])
        expect(bad.code).toBe(2)
        expect(bad.stderr.trim().split('\n')).toHaveLength(1)
        expect(bad.stderr).toContain('--episodes')
        // A port that was free a moment ago: nothing listens there
        const free = await new Promise<number>((done) => {
          const s = createServer().listen(0, '127.0.0.1', () => {
            const port = (s.address() as AddressInfo).port
            s.close(() => done(port))
          })
        })
        const down = await client(['--base-url', `http://127.0.0.1:${free}`, '--episodes', '3', '--policy', 'noop'])
        expect(down.code).toBe(2)
        expect(down.stderr.trim().split('\n')).toHaveLength(1)
        expect(down.stderr).toContain('cannot reach')
      })
    })
  }
})
