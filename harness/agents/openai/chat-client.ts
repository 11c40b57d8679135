import type OpenAI from 'openai'
import type { OpenAiTool } from '../../../apps/kit/index.ts'
import type { ChatMessage, ChatToolCall } from '../../prompt/index.ts'
import { hashAround, jsonAround } from '../../prompt/index.ts'
import type { ResponseCache } from './response-cache.ts'
import { withRetries, type RetryPolicy } from './retry.ts'
import type { Semaphore } from './semaphore.ts'

/** The body of one Chat Completions request, exactly as sent (and hashed for the cache). */
export interface ChatRequest {
  model: string
  messages: ChatMessage[]
  tools?: OpenAiTool[]
  temperature: number
  top_p: number
}

/** One model turn, reduced to what the agent reads. */
export interface ChatTurn {
  content: string | null
  toolCalls: ChatToolCall[]
  usage: { promptTokens: number; completionTokens: number }
  cached: boolean
}

export interface ChatClient {
  /** `trial` is part of the cache key: repeated trials (pass^k) must not share one cached answer. */
  complete(request: ChatRequest, trial: number, signal?: AbortSignal): Promise<ChatTurn>
}

const isRecord = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Reads a Chat Completions response (fresh or cached) defensively: local servers omit fields. */
export function chatTurn(response: unknown, cached: boolean): ChatTurn {
  const message = isRecord(response) && Array.isArray(response.choices) && isRecord(response.choices[0]) ? response.choices[0].message : undefined
  const usage = isRecord(response) && isRecord(response.usage) ? response.usage : {}
  const rawCalls: unknown[] = isRecord(message) && Array.isArray(message.tool_calls) ? message.tool_calls : []
  const toolCalls = rawCalls.flatMap((c, i): ChatToolCall[] => {
    if (!isRecord(c) || !isRecord(c.function) || (c.type !== undefined && c.type !== 'function')) return []
    const args = c.function.arguments
    return [{ id: typeof c.id === 'string' && c.id !== '' ? c.id : `call_answer_${i}`, type: 'function', function: { name: String(c.function.name ?? ''), arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}) } }]
  })
  return {
    content: isRecord(message) && typeof message.content === 'string' ? message.content : null,
    toolCalls,
    usage: { promptTokens: Number(usage.prompt_tokens) || 0, completionTokens: Number(usage.completion_tokens) || 0 },
    cached,
  }
}

export interface ChatClientParts {
  client: OpenAI
  cache?: ResponseCache
  semaphore: Semaphore
  retry: RetryPolicy
}

/** The cache key: `promptHash({ request, trial })`, resumed from the hash of the prompt's shared beginning. */
export const requestKey = (request: ChatRequest, trial: number): string =>
  hashAround((messages, tools) => ({ request: { ...request, messages, tools }, trial }), request.messages, request.tools)

/** The body exactly as the client would write it (`JSON.stringify(request)`), from each message's memoized JSON. */
export const requestBody = (request: ChatRequest): Buffer => jsonAround((messages, tools) => ({ ...request, messages, tools }), request.messages, request.tools)

const JSON_BODY = { 'content-type': 'application/json' }

/**
 * Cache first; otherwise one request under the shared concurrency bound, with our own retries.
 * A request equal to one already in flight (same key) waits for its answer instead of asking
 * again, as it would find it in the cache a moment later (callers without an abort signal only).
 */
export function createChatClient({ client, cache, semaphore, retry }: ChatClientParts): ChatClient {
  const inFlight = new Map<string, Promise<{ response: unknown; cached: boolean }>>()
  const ask = async (key: string, request: ChatRequest, signal?: AbortSignal) => {
    const hit = await cache?.get(key)
    if (hit !== undefined) return { response: hit, cached: true }
    const body = requestBody(request)
    // The body goes as bytes: the client would serialize hundreds of history turns again for every request
    const options = { body, headers: JSON_BODY, ...(signal ? { signal } : {}) }
    const response = await semaphore.run(() => withRetries(() => client.chat.completions.create(request as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, options), retry, signal))
    await cache?.set(key, request, response, body)
    return { response, cached: false }
  }
  return {
    async complete(request, trial, signal) {
      const key = requestKey(request, trial)
      if (signal) {
        const { response, cached } = await ask(key, request, signal)
        return chatTurn(response, cached)
      }
      const pending = inFlight.get(key)
      if (pending) return chatTurn((await pending).response, true)
      const asked = ask(key, request)
      inFlight.set(key, asked)
      try {
        const { response, cached } = await asked
        return chatTurn(response, cached)
      } finally {
        inFlight.delete(key)
      }
    },
  }
}
