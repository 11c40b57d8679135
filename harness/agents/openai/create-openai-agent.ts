import OpenAI from 'openai'
import { createRng } from '../../../apps/kit/index.ts'
import type { Agent, AgentContext } from '../agent.ts'
import { createChatClient } from './chat-client.ts'
import { createHttpFetch, type Fetch } from './http-fetch.ts'
import { runEpisode } from './episode.ts'
import { createResponseCache } from './response-cache.ts'
import type { RetryPolicy } from './retry.ts'
import { createSemaphore } from './semaphore.ts'

export interface OpenAiAgentOptions {
  /** Default: $OPENAI_MODEL. */
  model?: string
  /** Default: $OPENAI_BASE_URL, else OpenAI's own. */
  baseURL?: string
  /** Default: $OPENAI_API_KEY, else a dummy (local servers such as vLLM and Ollama ignore it). */
  apiKey?: string
  temperature?: number
  topP?: number
  /** Most model turns per case (reads in between); 1 = single shot. */
  maxSteps?: number
  /** Requests in flight at once, across every case this agent serves (default DEFAULT_CONCURRENCY, 16). */
  concurrency?: number
  /** Response cache folder: a resumed run re-asks nothing. */
  cacheDir?: string
  /** Send tools and read native tool calls under the `openai` format; false sends the `text` prompt instead. */
  nativeTools?: boolean
  /** Per request. */
  timeoutMs?: number
  /** Retries of a transient failure (429, 5xx, timeout, connection), with exponential backoff and jitter. */
  maxRetries?: number
  retryBaseMs?: number
  retryMaxMs?: number
  /** Seeds the backoff jitter. */
  seed?: string
  name?: string
  /** Where the defaults are read from (tests pass their own). */
  env?: Readonly<Record<string, string | undefined>>
  /** Replaces the backoff wait (tests). */
  sleep?: RetryPolicy['sleep']
  /** The client's fetch; default: node:http(s) with a keep-alive pool sized to `concurrency` (http-fetch.ts). */
  fetch?: Fetch
}

/**
 * Requests in flight at once unless told otherwise (`eval --concurrency`). A GPU server batches
 * what is in flight, and the harness keeps more than one core busy while answers come back, so 16;
 * a server that answers one request at a time (Ollama's default) is better asked with 2 to 4.
 */
export const DEFAULT_CONCURRENCY = 16

/** A 400 that says the server cannot take tools (vLLM without a tool parser, older Ollama models). */
export function rejectsTools(error: unknown): boolean {
  return error instanceof OpenAI.APIError && error.status === 400 && /\btools?\b|tool[_ ]?choice|function/i.test(error.message)
}

/** An agent backed by any OpenAI-compatible Chat Completions endpoint, through the official client. */
export function createOpenAiAgent(options: OpenAiAgentOptions = {}): Agent {
  const env = options.env ?? process.env
  const model = options.model ?? env.OPENAI_MODEL
  if (!model) throw new Error('createOpenAiAgent needs a model: pass { model } or set OPENAI_MODEL')
  const baseURL = options.baseURL ?? env.OPENAI_BASE_URL
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  const semaphore = createSemaphore(concurrency) // first: it checks the value
  const client = new OpenAI({
    apiKey: options.apiKey ?? env.OPENAI_API_KEY ?? 'no-key',
    ...(baseURL ? { baseURL } : {}),
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: 0, // ours, so backoff is seeded and observable
    fetch: options.fetch ?? createHttpFetch({ maxSockets: concurrency }),
  })
  const chat = createChatClient({
    client,
    ...(options.cacheDir ? { cache: createResponseCache(options.cacheDir) } : {}),
    semaphore,
    retry: {
      maxRetries: options.maxRetries ?? 4,
      baseDelayMs: options.retryBaseMs ?? 1000,
      maxDelayMs: options.retryMaxMs ?? 30_000,
      rng: createRng(options.seed ?? 'openai-agent'),
      ...(options.sleep ? { sleep: options.sleep } : {}),
    },
  })
  const settings = { model, temperature: options.temperature ?? 0.1, topP: options.topP ?? 0.1, maxSteps: options.maxSteps ?? 5 }
  if (!Number.isInteger(settings.maxSteps) || settings.maxSteps < 1) throw new Error(`maxSteps must be a positive integer, got ${settings.maxSteps}`)
  // Once the server has refused tools, later cases go straight to the text prompt
  let toolsRefused = options.nativeTools === false

  const asText = (ctx: AgentContext): AgentContext => (ctx.prompt.format === 'openai' ? { ...ctx, prompt: { ...ctx.prompt, format: 'text' } } : ctx)

  return {
    name: options.name ?? `openai:${model}`,
    async act(ctx) {
      const native = ctx.prompt.format === 'openai' && !toolsRefused
      if (!native) return runEpisode(asText(ctx), chat, settings, false)
      try {
        return await runEpisode(ctx, chat, settings, true)
      } catch (error) {
        if (!rejectsTools(error)) throw error
        toolsRefused = true
        return runEpisode(asText(ctx), chat, settings, false)
      }
    },
  }
}
