import type { MiddlewareHandler } from 'hono'
import { failure, respond } from '../../../apps/kit/index.ts'

/** `application/json`, or a `+json` type, whatever its parameters (charset). */
export function isJsonMediaType(header: string | undefined): boolean {
  if (!header) return false
  const type = header.split(';', 1)[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

/**
 * Every POST, PUT and PATCH must say its body is JSON (415 otherwise), even with no body: a page on
 * another site can send `text/plain` or an empty POST without asking, but `application/json` makes
 * the browser ask first (CORS preflight), and this server grants no preflight.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method
  if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && !isJsonMediaType(c.req.header('content-type'))) {
    const got = c.req.header('content-type')
    return respond(c, failure({ code: 'unsupported_media_type', message: `Send requests with Content-Type: application/json${got ? ` (got "${got.slice(0, 100)}")` : ' (none was sent)'}` }))
  }
  await next()
}
