/**
 * Rollouts against the sandbox's episode API, with plain `fetch` (Node 20+, no dependencies).
 *
 * Start the sandbox (`npm run serve`), then:
 *
 *   npx tsx examples/typescript/rollout.ts --base-url http://127.0.0.1:8787 --episodes 60 --policy noop
 *   npx tsx examples/typescript/rollout.ts --base-url http://127.0.0.1:8787 --episodes 60 --policy model \
 *       --model gpt-4o-mini --model-base-url https://api.openai.com/v1 --api-key "$OPENAI_API_KEY"
 *
 * The same flags, output and exit codes as examples/python/rollout.py. For each of the suite's first
 * N cases it opens an episode (POST /v1/episodes {case}), acts with the policy, answers every turn
 * until the episode is done, deletes the episode, and prints the mean episode reward (each in [0, 1]).
 *
 * Policies:
 *   noop   answers every turn with {text: ""} and no calls (right exactly on the refusal cases).
 *   model  sends the episode's messages and tools to an OpenAI-compatible /chat/completions. Each tool
 *          call the model makes runs live through POST /v1/episodes/:id/calls and its outcome goes back
 *          as a tool message, for up to --max-steps model turns; when the model answers without tool
 *          calls, its text is the answer (POST /answer {text}), and the calls made while acting are the
 *          answer's calls. A dialogue's next turn continues from the server's `next.messages`.
 *
 * Tool names: the episode offers OpenAI tools named `<appId>__<tool>` (e.g. `didi_chuxing__bookTaxi`).
 * A model's tool call maps back to {app, tool} by the harness's own rule (harness/parse/qualified-name.ts):
 * the app is what precedes the last "__" (trailing "_" dropped), the tool what follows; "." separates them
 * too (`Didi.bookTaxi`); with neither, the tool is what follows the last "_". The server resolves app aliases.
 *
 * Exit codes: 0 done; 1 some episodes failed (each named on stderr); 2 bad arguments, or the sandbox
 * (or the model endpoint) cannot be reached. Set SANDBOX_API_KEY when the server runs with --api-key.
 */
import { parseArgs } from 'node:util'

const PAGE = 1000 // GET /v1/suites/:name/cases answers at most this many cases a request
const CALLS_PER_REQUEST = 20 // POST /calls and /answer take at most this many calls a request
const TEXT_LIMIT = 200_000 // POST /answer {text} takes at most this many characters
const RETRY_STATUSES = new Set([429, 503]) // refused before anything ran: safe to send again
const MODEL_RETRY_STATUSES = new Set([429, 500, 502, 503, 504])

type Json = any
interface Call {
  app: string
  tool: string
  args: Record<string, unknown>
}
interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}
interface Turn {
  messages: Json[]
  tools?: Json[]
}
interface Episode extends Turn {
  episodeId: string
  token: string
}
interface Verdict {
  turn: number
  done: boolean
  episodeReward: number
  skipped?: unknown[]
  next?: Turn & { turn: number; query: string }
}

/** The sandbox or the model endpoint cannot be reached: the run stops (exit 2). */
class Unreachable extends Error {}

class HttpError extends Error {
  constructor(method: string, url: string, readonly status: number, body: unknown) {
    const error = (body as Json)?.error
    const why = typeof error === 'object' && error ? `${error.code ?? 'error'}: ${error.message ?? ''}` : typeof error === 'string' ? error : body === undefined ? '' : JSON.stringify(body).slice(0, 200)
    super(`${method} ${new URL(url).pathname}: HTTP ${status} ${why}`.trimEnd())
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const backoff = (attempt: number, retryAfter: string | null) => {
  const seconds = Number(retryAfter)
  return retryAfter !== null && Number.isFinite(seconds) ? Math.min(30_000, seconds * 1000) : Math.min(8000, 500 * 2 ** attempt)
}

/** One JSON request; 429/503 (and, for a model, 5xx and dropped connections) are retried with backoff. */
async function requestJson(
  method: string,
  url: string,
  { body, headers = {}, retryStatuses = RETRY_STATUSES, retryUnreachable = false, timeoutMs = 120_000, attempts = 5 }: { body?: unknown; headers?: Record<string, string>; retryStatuses?: Set<number>; retryUnreachable?: boolean; timeoutMs?: number; attempts?: number } = {},
): Promise<Json> {
  const init = { method, headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }
  for (let attempt = 0; ; attempt++) {
    let res: Response
    let text: string
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      text = await res.text()
    } catch (e) {
      if (retryUnreachable && attempt + 1 < attempts) {
        await sleep(backoff(attempt, null))
        continue
      }
      const cause = (e as { cause?: { code?: string; message?: string } }).cause
      throw new Unreachable(`cannot reach ${new URL(url).origin}: ${cause?.code ?? cause?.message ?? (e as Error).message}`)
    }
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = text.slice(0, 200)
    }
    if (res.ok) return parsed
    if (retryStatuses.has(res.status) && attempt + 1 < attempts) {
      await sleep(backoff(attempt, res.headers.get('retry-after')))
      continue
    }
    throw new HttpError(method, url, res.status, parsed)
  }
}

// ------------------------------------------------------------------------------------------------
// The sandbox's episode API
// ------------------------------------------------------------------------------------------------

class Sandbox {
  private readonly base: string
  private readonly headers: Record<string, string>

  constructor(baseUrl: string, apiKey?: string) {
    this.base = baseUrl.replace(/\/+$/, '')
    this.headers = apiKey ? { 'x-api-key': apiKey } : {}
  }

  private call(method: string, path: string, body?: unknown, token?: string): Promise<Json> {
    return requestJson(method, this.base + path, { body, headers: { ...this.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  }

  /** The suite's first n cases, in suite order, a page of at most 1000 at a time. */
  async cases(suite: string, n: number): Promise<{ id: string }[]> {
    const out: { id: string }[] = []
    while (out.length < n) {
      const limit = Math.min(PAGE, n - out.length)
      const page = await this.call('GET', `/v1/suites/${encodeURIComponent(suite)}/cases?offset=${out.length}&limit=${limit}`)
      out.push(...page.cases)
      if (page.cases.length < limit || out.length >= (page.total ?? n)) break
    }
    return out.slice(0, n)
  }

  start(suite: string, caseId: string, dialogueMode?: string): Promise<Episode> {
    // dialogueMode: carry (the server's default) or gold
    return this.call('POST', '/v1/episodes', { suite, case: caseId, ...(dialogueMode ? { dialogueMode } : {}) })
  }

  /** Runs calls live (reads and writes), in order, 20 a request: their outcomes. */
  async calls(episode: Episode, calls: Call[]): Promise<Json[]> {
    const outcomes: Json[] = []
    for (let at = 0; at < calls.length; at += CALLS_PER_REQUEST) {
      const body = { calls: calls.slice(at, at + CALLS_PER_REQUEST) }
      outcomes.push(...(await this.call('POST', `/v1/episodes/${episode.episodeId}/calls`, body, episode.token)).outcomes)
    }
    return outcomes
  }

  answer(episode: Episode, answer: { text: string } | { calls: Call[] }): Promise<Verdict> {
    const body = 'text' in answer ? { text: answer.text.slice(0, TEXT_LIMIT) } : answer
    return this.call('POST', `/v1/episodes/${episode.episodeId}/answer`, body, episode.token)
  }

  async delete(episode: Episode): Promise<void> {
    await this.call('DELETE', `/v1/episodes/${episode.episodeId}`, undefined, episode.token)
  }
}

// ------------------------------------------------------------------------------------------------
// Policies: given an episode's turn (messages, tools), act and answer; return the answer's verdict
// ------------------------------------------------------------------------------------------------

type Policy = (sandbox: Sandbox, episode: Episode, turn: Turn) => Promise<Verdict>

/** `didi_chuxing__bookTaxi` -> {app: 'didi_chuxing', tool: 'bookTaxi'}, the rule of harness/parse/qualified-name.ts. */
function splitToolName(raw: string): { app: string; tool: string } | undefined {
  const name = raw.trim()
  for (const separator of ['__', '.']) {
    const at = name.lastIndexOf(separator)
    if (at > 0 && at + separator.length < name.length) return { app: name.slice(0, at).replace(/_+$/, ''), tool: name.slice(at + separator.length) }
  }
  const at = name.lastIndexOf('_')
  return at > 0 && at < name.length - 1 ? { app: name.slice(0, at), tool: name.slice(at + 1) } : undefined
}

/** A model's tool call as the sandbox's {app, tool, args}, or a reason it is not one. */
function toolCallToCall(toolCall: ToolCall): { call: Call } | { why: string } {
  const name = toolCall.function?.name
  const split = splitToolName(typeof name === 'string' ? name : '')
  if (!split) return { why: `the tool name ${JSON.stringify(name)} names no app; expected <app>__<tool>` }
  const raw: unknown = toolCall.function.arguments
  let args: unknown
  if (typeof raw === 'object' && raw !== null) args = raw
  else {
    try {
      args = typeof raw === 'string' && raw.trim() ? JSON.parse(raw) : {}
    } catch {
      return { why: `the arguments of ${name} are not JSON` }
    }
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return { why: `the arguments of ${name} are not a JSON object` }
  return { call: { app: split.app, tool: split.tool, args: args as Record<string, unknown> } }
}

const noopPolicy: Policy = (sandbox, episode) => sandbox.answer(episode, { text: '' })

function modelPolicy(options: { model: string; baseUrl: string; apiKey?: string; maxSteps: number; temperature?: number }): Policy {
  const url = options.baseUrl.replace(/\/+$/, '') + '/chat/completions'
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}
  const complete = async (messages: Json[], tools: Json[]): Promise<{ content?: string | null; tool_calls?: ToolCall[] }> => {
    const body = { model: options.model, messages, ...(tools.length ? { tools } : {}), ...(options.temperature !== undefined ? { temperature: options.temperature } : {}) }
    const response = await requestJson('POST', url, { body, headers, retryStatuses: MODEL_RETRY_STATUSES, retryUnreachable: true, timeoutMs: 600_000 })
    const message = response?.choices?.[0]?.message
    if (typeof message !== 'object' || message === null) throw new Error(`the model's response has no message: ${JSON.stringify(response).slice(0, 200)}`)
    return message
  }
  return async (sandbox, episode, turn) => {
    const messages = [...turn.messages]
    const tools = turn.tools ?? []
    for (let step = 0; step < options.maxSteps; step++) {
      const message = await complete(messages, tools)
      const toolCalls = (Array.isArray(message.tool_calls) ? message.tool_calls : []).filter((c) => typeof c === 'object' && c !== null)
      // No more calls: the text is the answer; the calls made while acting are its calls.
      if (toolCalls.length === 0) return sandbox.answer(episode, { text: message.content ?? '' })
      toolCalls.forEach((c, i) => {
        c.id ||= `call_${messages.length}_${i}`
        c.type ||= 'function'
      })
      messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: toolCalls })
      const mapped = toolCalls.map(toolCallToCall)
      const runnable = mapped.flatMap((m) => ('call' in m ? [m.call] : []))
      let outcomes: Json[] = []
      try {
        if (runnable.length) outcomes = await sandbox.calls(episode, runnable)
      } catch (e) {
        if (!(e instanceof HttpError && e.status === 409)) throw e
        break // the turn may act no more (50 calls): the calls made so far are the answer
      }
      let next = 0
      toolCalls.forEach((c, i) => {
        const m = mapped[i]!
        const outcome = 'call' in m ? outcomes[next++] : { ok: false, error: { code: 'invalid_arguments', message: m.why } }
        messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify(outcome) })
      })
    }
    // Out of steps: the calls made while acting are the answer.
    return sandbox.answer(episode, { text: '' })
  }
}

// ------------------------------------------------------------------------------------------------
// One episode, many episodes
// ------------------------------------------------------------------------------------------------

interface EpisodeResult {
  reward: number
  answered: number
  skipped: number
}

/** Opens the case's episode, answers every turn until done, deletes it. */
async function runEpisode(sandbox: Sandbox, suite: string, caseId: string, policy: Policy, stop: { stopped: boolean }, dialogueMode?: string): Promise<EpisodeResult | undefined> {
  if (stop.stopped) return undefined
  const episode = await sandbox.start(suite, caseId, dialogueMode)
  try {
    let turn: Turn = { messages: episode.messages, tools: episode.tools ?? [] }
    let skipped = 0
    for (let answered = 1; ; answered++) {
      const verdict = await policy(sandbox, episode, turn)
      // A later turn whose gold refers to what this episode never made cannot be passed: the server judges it at once (reward 0)
      skipped += verdict.skipped?.length ?? 0
      if (verdict.done) return { reward: Number(verdict.episodeReward), answered, skipped }
      if (stop.stopped) return undefined
      if (!verdict.next) throw new Error(`turn ${verdict.turn} is not the last, but the answer brought no next turn`)
      turn = verdict.next
    }
  } finally {
    // The episode expires on its own; deleting is a courtesy
    await sandbox.delete(episode).catch(() => {})
  }
}

const NAME = 'rollout.ts'
const badArgument = (message: string): never => {
  console.error(`${NAME}: ${message} (--help for usage)`)
  process.exit(2)
}
const positiveInt = (flag: string, text: string | undefined, fallback?: number): number => {
  if (text === undefined) return fallback ?? badArgument(`${flag} is required`)
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : badArgument(`argument ${flag}: ${JSON.stringify(text)} is not a positive integer`)
}
const httpUrl = (flag: string, text: string): string => {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {}
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? text : badArgument(`${flag} must be an http(s) URL, not ${JSON.stringify(text)}`)
}

const USAGE = `usage: ${NAME} --base-url URL --episodes N --policy noop|model [--suite default] [--model M] [--model-base-url U]
                   [--api-key K] [--temperature T] [--concurrency 16] [--dialogue-mode carry|gold] [--max-steps 5]

Run episodes of the sandbox with a policy and print the mean reward.

  --base-url URL        the sandbox server, e.g. http://127.0.0.1:8787
  --episodes N          run the suite's first N cases, one episode each
  --policy noop|model
  --suite NAME          suite name (default: default)
  --model M             model policy: model name (default $OPENAI_MODEL)
  --model-base-url U    model policy: an OpenAI-compatible endpoint (default $OPENAI_BASE_URL or OpenAI)
  --api-key K           model policy: the endpoint's key (default $OPENAI_API_KEY)
  --temperature T       model policy: sampling temperature (default: the endpoint's)
  --concurrency C       episodes in flight at once (default 16)
  --dialogue-mode M     carry|gold: a dialogue's later turns start from the policy's own state (carry, the
                        server's default) or the gold's
  --max-steps S         model policy: model turns per episode turn (default 5)`

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        episodes: { type: 'string' },
        policy: { type: 'string' },
        suite: { type: 'string', default: 'default' },
        model: { type: 'string' },
        'model-base-url': { type: 'string' },
        'api-key': { type: 'string' },
        temperature: { type: 'string' },
        concurrency: { type: 'string' },
        'max-steps': { type: 'string' },
        'dialogue-mode': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (e) {
    return badArgument((e as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const str = (k: string) => values[k] as string | undefined
  const baseUrl = httpUrl('--base-url', str('base-url') ?? badArgument('--base-url is required'))
  const episodes = positiveInt('--episodes', str('episodes'))
  const policyName = str('policy') ?? badArgument('--policy is required')
  if (policyName !== 'noop' && policyName !== 'model') badArgument(`argument --policy: invalid choice ${JSON.stringify(policyName)} (choose from noop, model)`)
  const suite = str('suite')!
  const dialogueMode = str('dialogue-mode')
  if (dialogueMode !== undefined && dialogueMode !== 'carry' && dialogueMode !== 'gold') badArgument(`argument --dialogue-mode: invalid choice ${JSON.stringify(dialogueMode)} (choose from carry, gold)`)
  const concurrency = positiveInt('--concurrency', str('concurrency'), 16)
  const maxSteps = positiveInt('--max-steps', str('max-steps'), 5)
  const model = str('model') ?? process.env.OPENAI_MODEL
  const modelBaseUrl = httpUrl('--model-base-url', str('model-base-url') ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1')
  const apiKey = str('api-key') ?? process.env.OPENAI_API_KEY
  const temperatureText = str('temperature')
  const temperature = temperatureText === undefined ? undefined : Number(temperatureText)
  if (temperature !== undefined && !Number.isFinite(temperature)) badArgument(`argument --temperature: ${JSON.stringify(temperatureText)} is not a number`)
  if (policyName === 'model' && !model) badArgument('--policy model needs a model: pass --model NAME or set OPENAI_MODEL')

  const sandbox = new Sandbox(baseUrl, process.env.SANDBOX_API_KEY)
  let cases: { id: string }[]
  try {
    cases = await sandbox.cases(suite, episodes)
  } catch (e) {
    if (e instanceof Unreachable) console.error(`${NAME}: ${e.message} (is the sandbox running? npm run serve)`)
    else if (e instanceof HttpError) console.error(`${NAME}: ${e.message}`)
    else throw e
    return 2
  }
  if (cases.length === 0) {
    console.error(`${NAME}: suite ${suite} has no cases`)
    return 2
  }
  const policy =
    policyName === 'noop'
      ? noopPolicy
      : modelPolicy({ model: model!, baseUrl: modelBaseUrl, maxSteps, ...(apiKey ? { apiKey } : {}), ...(temperature !== undefined ? { temperature } : {}) })

  // A pool of `concurrency` workers takes the cases in order; results stay in case order.
  const stop = { stopped: false, why: '' }
  const results: (EpisodeResult | undefined)[] = new Array(cases.length)
  let failed = 0
  let next = 0
  const worker = async () => {
    while (next < cases.length && !stop.stopped) {
      const i = next++
      try {
        results[i] = await runEpisode(sandbox, suite, cases[i]!.id, policy, stop, dialogueMode)
      } catch (e) {
        if (e instanceof Unreachable) {
          if (!stop.stopped) Object.assign(stop, { stopped: true, why: e.message })
        } else {
          failed++ // one episode's failure: named, counted, the rest go on
          console.error(`${NAME}: case ${cases[i]!.id}: ${(e as Error).message}`)
        }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker))
  if (stop.stopped) {
    console.error(`${NAME}: ${stop.why}; stopping`)
    return 2
  }

  const done = results.filter((r) => r !== undefined)
  const mean = done.length ? done.reduce((s, r) => s + r.reward, 0) / done.length : 0
  const answered = done.reduce((s, r) => s + r.answered, 0)
  const skipped = done.reduce((s, r) => s + r.skipped, 0)
  console.log(`episodes: ${done.length} done, ${failed} failed; turns: ${answered} answered, ${skipped} skipped (${suite}, policy ${policyName})`)
  console.log(`mean reward: ${mean.toFixed(4)}`)
  return failed ? 1 : 0
}

process.exitCode = await main()
