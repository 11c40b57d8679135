import OpenAI from 'openai'
import { createRng } from '../../apps/kit/index.ts'
import type { Complete } from '../../scenarios/paraphrase/index.ts'
import { createChatClient, createResponseCache, createSemaphore } from '../agents/openai/index.ts'

export interface ParaphraseModelOptions {
  model: string
  baseURL?: string
  /** Default: $OPENAI_API_KEY, else a dummy (local servers ignore it). */
  apiKey?: string
  /** Responses on disk, keyed by the sha256 of the request: a rebuild re-asks nothing. */
  cacheDir?: string
  concurrency?: number
  /** Replaces the backoff wait (tests). */
  sleep?: (ms: number) => Promise<void>
}

/**
 * The paraphrasing model for `build-suite --paraphrase`: the agent's chat client (cache, retries,
 * concurrency bound) asked at temperature 0, so a suite is reproducible from the cache.
 */
export function createParaphraseModel(options: ParaphraseModelOptions): Complete {
  const client = new OpenAI({
    apiKey: options.apiKey ?? process.env.OPENAI_API_KEY ?? 'no-key',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: 120_000,
    maxRetries: 0, // the chat client's own, seeded
  })
  const chat = createChatClient({
    client,
    ...(options.cacheDir ? { cache: createResponseCache(options.cacheDir) } : {}),
    semaphore: createSemaphore(options.concurrency ?? 8),
    retry: { maxRetries: 4, baseDelayMs: 1000, maxDelayMs: 30_000, rng: createRng('paraphrase'), ...(options.sleep ? { sleep: options.sleep } : {}) },
  })
  return async (prompt) => {
    const messages = [
      { role: 'system' as const, content: prompt.system },
      { role: 'user' as const, content: prompt.user },
    ]
    const turn = await chat.complete({ model: options.model, messages, temperature: 0, top_p: 1 }, 0)
    return turn.content ?? ''
  }
}
