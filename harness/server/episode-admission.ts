import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { failure, type Outcome } from '../../apps/kit/index.ts'

/** Default new episodes per client address per minute (decision 0030: 6,000 × the 3-minute protection < the 20,000 cap). */
export const DEFAULT_EPISODES_PER_MINUTE = 6000

/** Limits new episodes per client address: undefined to go on, else the 429. */
export type EpisodeRateLimit = (address: string) => Promise<Outcome | undefined>

/**
 * New episodes (POST /v1/episodes, MCP episode_start) per client address per minute, a fixed window
 * as for sessions. Keyed by address rather than by request, so MCP applies it to the address its
 * session was opened from.
 */
export function episodeRateLimit(perMinute: number): EpisodeRateLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
  return async (address) => {
    try {
      await limiter.consume(address)
      return undefined
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result
      return failure({ code: 'rate_limited', message: `At most ${perMinute} new episodes a minute from one address (--episode-rate to change)`, retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) })
    }
  }
}
