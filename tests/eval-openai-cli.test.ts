import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseResult } from '../harness/eval/index.ts'
import { readSuite, writeSuite, type Case } from '../scenarios/index.ts'
import { runCli } from './support/cli.ts'

// `npm run eval -- --agent openai` as a user runs it: a child process talking real HTTP to a local
// OpenAI-compatible server (the shape vLLM and Ollama serve), whose "model" is a fixed rule.

interface ChatBody {
  model: string
  messages: { role: string; content: string | null; tool_call_id?: string }[]
  tools?: { type: string; function: { name: string } }[]
}
interface Seen {
  body: ChatBody
  status: number
  authorization: string | undefined
}

/**
 * Twelve single-turn cases of the default suite, in this order: a clothing search (the text format's
 * case), four cases the fake model declines, a Latte order that names Luckin (read the menu, then
 * order), the same order asking for the Latte without the app (ordered at once), five more declined.
 */
const source = readSuite(join(resolve(import.meta.dirname, '..'), 'scenarios/suites/default'))
const plain = source.cases.filter((c) => !c.followUps && !c.counterfactual && c.gold.length === 1)
const isLatte = (c: Case) => c.gold[0]!.tool === 'orderDrink' && c.gold[0]!.app === 'luckin_coffee' && /Latte$/.test((c.gold[0]!.args.items as { drink: string }[])[0]!.drink)
const bareOf = (named: Case) => plain.find((c) => c.anchor === named.anchor && c.user === named.user && c.id !== named.id && !/luckin/i.test(c.query) && /\blattes?\b/i.test(c.query))
const named = plain.find((c) => isLatte(c) && /luckin/i.test(c.query) && /\blattes?\b/i.test(c.query) && bareOf(c) !== undefined)!
const bare = bareOf(named)!
const clothes = plain.find((c) => c.gold[0]!.app === 'vipshop' && c.gold[0]!.tool === 'getProductList' && /vipshop/i.test(c.query))!
const declined = plain.filter((c) => !/latte|luckin/i.test(c.query) && c !== clothes).slice(0, 9)
const CASES = [clothes, ...declined.slice(0, 4), named, bare, ...declined.slice(4)]
const LATTE = named.gold[0]!.args as { items: Record<string, unknown>[] } & Record<string, unknown>
const SWEATERS = clothes.gold[0]!.args
const USAGE = { prompt_tokens: 1000, completion_tokens: 20, total_tokens: 1020 }

const toolCall = (id: string, name: string, args: unknown) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } })

/**
 * The fake model. No tools offered (text format): the sweater search as a JSON object. With tools:
 * a query naming Luckin reads the drink menu first and, once it sees the menu, orders the Latte it
 * found there; a query naming a Latte orders it at once; anything else is NO_CALL.
 */
function reply(body: ChatBody): Record<string, unknown> {
  if (!body.tools) return { content: JSON.stringify({ app: 'vipshop', tool: 'getProductList', arguments: SWEATERS }) }
  const offered = new Set(body.tools.map((t) => t.function.name))
  const query = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''
  const last = body.messages.at(-1)!
  if (/luckin/i.test(query) && last.role === 'tool') {
    const menu = JSON.parse(last.content!) as { ok: boolean; data: unknown }
    const wanted = String(LATTE.items[0]!.drink)
    const drink = JSON.stringify(menu.data).includes(`"${wanted}"`) ? wanted : `menu had no ${wanted}`
    return { tool_calls: [toolCall('call_order', 'luckin_coffee__orderDrink', { ...LATTE, items: [{ ...LATTE.items[0], drink }] })] }
  }
  if (/luckin/i.test(query) && offered.has('luckin_coffee__getDrinkMenu')) return { tool_calls: [toolCall('call_menu', 'luckin_coffee__getDrinkMenu', { searchQuery: 'Latte' })] }
  if (/\blattes?\b/i.test(query) && offered.has('luckin_coffee__orderDrink')) return { tool_calls: [toolCall('call_order', 'luckin_coffee__orderDrink', LATTE)] }
  return { content: 'NO_CALL' }
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

/** POST /v1/chat/completions; the very first request is rate-limited (429, `retry-after: 0`); from request `faults.unauthorizedFrom` on, a 401. */
function startServer(seen: Seen[], faults: { unauthorizedFrom: number }): Promise<Server> {
  const server = createServer(async (request, response) => {
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload))
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return send(404, { error: { message: `no route ${request.url}` } })
    const body = JSON.parse(await readBody(request)) as ChatBody
    const status = seen.length === 0 ? 429 : seen.length >= faults.unauthorizedFrom ? 401 : 200
    seen.push({ body, status, authorization: request.headers.authorization })
    if (status === 429) return send(429, { error: { message: 'Rate limit reached', type: 'rate_limit_error' } }, { 'retry-after': '0' })
    if (status === 401) return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } })
    const message = { role: 'assistant', content: null, ...reply(body) }
    const finish = 'tool_calls' in message ? 'tool_calls' : 'stop'
    send(200, { id: `chatcmpl-${seen.length}`, object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, message, finish_reason: finish }], usage: USAGE })
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

/** The CLI as a child process (asynchronous: the server answers from this process), without the caller's model settings. */
const evalCli = (args: string[]) => runCli('eval', args, { env: { OPENAI_BASE_URL: undefined, OPENAI_MODEL: undefined, OPENAI_API_KEY: 'dummy' } })

const readResults = (file: string): CaseResult[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as CaseResult)
const firstCaseIds = (n: number): string[] => CASES.slice(0, n).map((c) => c.id)

describe('npm run eval -- --agent openai against a local OpenAI-compatible server', () => {
  const seen: Seen[] = []
  const faults = { unauthorizedFrom: Infinity }
  let server: Server
  let dir: string
  let flags: string[]
  beforeAll(async () => {
    server = await startServer(seen, faults)
    dir = mkdtempSync(join(tmpdir(), 'eval-openai-cli-'))
    const suiteDir = join(dir, 'suite')
    const users = new Map([...new Set(CASES.map((c) => c.user))].map((id) => [id, source.users.get(id)!]))
    writeSuite(suiteDir, { manifest: { ...source.manifest, name: 'openai-cli', cases: CASES.length, users: users.size }, users, cases: CASES })
    const { port } = server.address() as AddressInfo
    flags = ['--suite', suiteDir, '--agent', 'openai', '--model', 'fake-model', '--base-url', `http://127.0.0.1:${port}/v1`]
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs 12 cases over HTTP: retries the 429, runs the read, writes every report', { timeout: 60_000 }, async () => {
    const out = join(dir, 'run')
    const { code, stdout, stderr } = await evalCli([...flags, '--limit', '12', '--out', out])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('| Agent | Format | App | Function | Param names | Param values | Overall | Execution |')
    expect(stdout).toContain(`new run in ${out}`)
    // 2 of 12 right (the two Latte orders); every answer well-formed; the intervals resample the few users these cases come from
    expect(stdout).toContain('| openai:fake-model (fake-model) | 100.0 (100.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) |')
    for (const file of ['report.html', 'report.md', 'summary.json', 'run.json']) expect(existsSync(join(out, file))).toBe(true)

    // 12 cases + the retried 429 + the second turn of the Luckin case
    expect(seen).toHaveLength(14)
    expect(seen.map((s) => s.status)).toEqual([429, ...Array(13).fill(200)])
    expect(seen.every((s) => s.body.model === 'fake-model' && s.authorization === 'Bearer dummy' && s.body.tools!.length > 0)).toBe(true)
    // One cache file per answered request
    expect(readdirSync(join(out, 'cache')).filter((f) => f.endsWith('.json'))).toHaveLength(13)

    const results = readResults(join(out, 'results.jsonl'))
    expect(results.map((r) => r.case)).toEqual(firstCaseIds(12))
    for (const r of results) {
      expect(r.agent).toBe('openai:fake-model')
      expect(r.promptHash).toMatch(/^[0-9a-f]{64}$/)
      expect(typeof r.raw).toBe('string')
    }
    const byCase = new Map(results.map((r) => [r.case, r]))
    const twoTurns = byCase.get(named.id)!
    expect(twoTurns.steps).toEqual([{ call: { app: 'luckin_coffee', tool: 'getDrinkMenu', args: { searchQuery: 'Latte' } }, ok: true }])
    expect(twoTurns.parsed).toEqual({ kind: 'calls', format: 'native', calls: [{ app: 'luckin_coffee', tool: 'orderDrink', args: LATTE }] })
    expect(twoTurns.raw).toBe(JSON.stringify([{ name: 'luckin_coffee__orderDrink', arguments: JSON.stringify(LATTE) }]))
    expect(twoTurns.usage).toEqual({ promptTokens: 2000, completionTokens: 40 })
    expect([twoTurns.exact.overall, twoTurns.execution.match]).toEqual([true, true])
    // The second turn saw the assistant's read and the menu as a tool message
    const second = seen.find((s) => s.body.messages.at(-1)!.role === 'tool')!
    expect(second.body.messages.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_menu', function: { name: 'luckin_coffee__getDrinkMenu' } }] })
    expect(second.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_menu' })

    const oneTurn = byCase.get(bare.id)!
    expect([oneTurn.steps, oneTurn.usage, oneTurn.exact.overall, oneTurn.execution.match]).toEqual([[], { promptTokens: 1000, completionTokens: 20 }, true, true])
    const refusals = results.filter((r) => r.case !== named.id && r.case !== bare.id)
    expect(refusals).toHaveLength(10)
    for (const r of refusals) {
      expect([r.raw, r.parsed, r.steps, r.usage]).toEqual(['NO_CALL', { kind: 'refusal', format: 'native' }, [], { promptTokens: 1000, completionTokens: 20 }])
      expect(r.exact.overall).toBe(false)
    }

    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { run: { agent: string; model: string; cases: number } }
    expect(summary.run).toMatchObject({ agent: 'openai:fake-model', model: 'fake-model', cases: 12 })
  })

  it('the same command resumes without a request; --fresh re-scores from the response cache', { timeout: 60_000 }, async () => {
    const out = join(dir, 'run')
    const before = readFileSync(join(out, 'results.jsonl'), 'utf8')
    const resumed = await evalCli([...flags, '--limit', '12', '--out', out])
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain(`resumed 12 of 12 results from ${out}`)
    expect(seen).toHaveLength(14)
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8')).toBe(before)
    expect(resumed.stdout).toContain('| openai:fake-model (fake-model) | 100.0 (100.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) | 16.7 (0.0–100.0) |')

    const fresh = await evalCli([...flags, '--limit', '12', '--out', out, '--fresh'])
    expect(fresh.code).toBe(0)
    expect(seen).toHaveLength(14)
    const again = readResults(join(out, 'results.jsonl'))
    const withoutTiming = ({ latencyMs: _ms, usage, ...rest }: CaseResult) => ({ ...rest, usage: { ...usage, cached: true } })
    expect(again.map(withoutTiming)).toEqual(before.trim().split('\n').map((l) => withoutTiming(JSON.parse(l) as CaseResult)))
    expect(again.every((r) => r.usage?.cached === true)).toBe(true)
  })

  it('--format text sends no tools and parses the JSON text answer', { timeout: 60_000 }, async () => {
    const out = join(dir, 'text')
    const { code } = await evalCli([...flags, '--format', 'text', '--limit', '1', '--max-steps', '1', '--out', out])
    expect(code).toBe(0)
    expect(seen).toHaveLength(15)
    const request = seen.at(-1)!.body
    expect(request.tools).toBeUndefined()
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user'])
    const [result] = readResults(join(out, 'results.jsonl'))
    expect(result!.case).toBe(clothes.id)
    expect(result!.raw).toBe(JSON.stringify({ app: 'vipshop', tool: 'getProductList', arguments: SWEATERS }))
    expect(result!.parsed).toEqual({ kind: 'calls', format: 'json', calls: [{ app: 'vipshop', tool: 'getProductList', args: SWEATERS }] })
    expect([result!.exact.overall, result!.execution.match]).toEqual([true, true])
  })

  it('a server failure stops the run with exit 1 and keeps what is done; the same command finishes it', { timeout: 60_000 }, async () => {
    const out = join(dir, 'interrupted')
    const args = [...flags, '--limit', '12', '--concurrency', '1', '--out', out]
    faults.unauthorizedFrom = seen.length + 5
    const broken = await evalCli(args)
    expect(broken.code).toBe(1)
    expect(broken.stdout).toBe(`new run in ${out}\n`)
    expect(broken.stderr).toBe(`eval stopped: 401 Incorrect API key provided\n5 of 12 results kept in ${join(out, 'results.jsonl')}; run the same command again to resume\n`)
    expect(seen.slice(-6).map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 401])
    expect(readResults(join(out, 'results.jsonl')).map((r) => r.case)).toEqual(firstCaseIds(5))

    faults.unauthorizedFrom = Infinity
    const asked = seen.length
    const resumed = await evalCli(args)
    expect(resumed.code).toBe(0)
    expect(resumed.stdout).toContain(`resumed 5 of 12 results from ${out}`)
    // The 7 cases left, the Luckin one in two turns
    expect(seen.length - asked).toBe(8)
    const withoutTiming = ({ latencyMs: _ms, ...rest }: CaseResult) => rest
    expect(readResults(join(out, 'results.jsonl')).map(withoutTiming)).toEqual(readResults(join(dir, 'run', 'results.jsonl')).map(({ usage, ...r }) => withoutTiming({ ...r, usage: { promptTokens: usage!.promptTokens, completionTokens: usage!.completionTokens } })))
  })
})
