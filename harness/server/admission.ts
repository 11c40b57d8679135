import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { failure, type Outcome } from '../../apps/kit/index.ts'
import type { Refusal } from '../../simulator/world/index.ts'

/**
 * Who is asking, for rate limits: the socket's address (forwarding headers are not trusted; the
 * server is meant to be reached directly). One IPv6 host usually holds a whole /64, so it counts
 * as one. In-process requests (`app.request`) have no socket: they are all `in-process`.
 */
export function clientAddress(c: Context): string {
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    return 'in-process'
  }
  if (!address) return 'unknown'
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (v4) return v4[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** Seconds for Retry-After: whole, at least one. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * New sessions (POST /v1/sessions, MCP initialize) per client address per minute: a fixed window
 * from rate-limiter-flexible's in-memory limiter, whose keys expire with their window. The answer
 * is undefined when the client may go on, else the 429 to send.
 */
export function sessionRateLimit(perMinute: number): (c: Context) => Promise<Outcome | undefined> {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
  return async (c) => {
    try {
      await limiter.consume(clientAddress(c))
      return undefined
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result
      return failure({ code: 'rate_limited', message: `At most ${perMinute} new sessions a minute from one address; fork an existing session instead (forks are not limited)`, retryAfter: seconds(result.msBeforeNext) })
    }
  }
}

/** The 503 for a session the store could not admit: at its cap with every session in recent use, or at its memory budget. */
export function refusalOutcome(refusal: Refusal): Outcome {
  const why =
    refusal.refused === 'capacity'
      ? 'The server holds as many sessions as it may, all of them in recent use'
      : 'The server holds as much session data as it may'
  return failure({ code: 'unavailable', message: `${why}; no session was evicted for this one. Try again later, or delete sessions you no longer need.`, retryAfter: seconds(refusal.retryAfterMs) })
}
