import OpenAI from 'openai'
import type { Rng } from '../../../apps/kit/index.ts'

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number
  /** First backoff; doubles each retry, up to maxDelayMs, times a jitter in [0.5, 1.5). */
  baseDelayMs: number
  maxDelayMs: number
  /** Seeded: two runs with one seed wait the same (no Math.random). */
  rng: Rng
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Rate limits, server errors, timeouts and dropped connections pass; a bad request will not. */
export function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIUserAbortError) return false
  if (error instanceof OpenAI.APIConnectionError) return true // includes APIConnectionTimeoutError
  if (error instanceof OpenAI.APIError) return error.status === 408 || error.status === 409 || error.status === 429 || (error.status ?? 0) >= 500
  return false
}

/** Seconds from a `Retry-After` header, when the server sent one. */
function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof OpenAI.APIError)) return undefined
  const header = error.headers?.get('retry-after')
  const seconds = header === null || header === undefined ? NaN : Number(header)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

export const sleepFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })

/** Runs `attempt` until it succeeds, a non-transient error, or the retries are spent. */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  const sleep = policy.sleep ?? sleepFor
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= policy.maxRetries || !isTransient(error) || signal?.aborted) throw error
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** tries) * (0.5 + policy.rng.next())
      await sleep(Math.min(policy.maxDelayMs, Math.max(backoff, retryAfterMs(error) ?? 0)), signal)
    }
  }
}
