import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { failure, respond } from '../../../apps/kit/index.ts'

export const API_KEY_HEADER = 'x-api-key'
const COOKIE = 'sandbox_api_key'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * With `--api-key`, every route needs the key: in the `X-API-Key` header (clients, MCP), or in a
 * cookie that a page opened once as `/demo?api_key=KEY` or `/docs?api_key=KEY` sets, so the
 * browser's own requests (assets, the page's API) carry it. Compared in constant time.
 */
export function apiKeyGuard(key: string): MiddlewareHandler {
  const expected = digest(key)
  const matches = (given: string | undefined) => given !== undefined && timingSafeEqual(digest(given), expected)
  return async (c, next) => {
    const fromQuery = c.req.method === 'GET' ? c.req.query('api_key') : undefined
    if (!matches(c.req.header(API_KEY_HEADER)) && !matches(getCookie(c, COOKIE)) && !matches(fromQuery)) {
      return respond(c, failure({ code: 'unauthenticated', message: 'This server requires its API key in the X-API-Key header' }))
    }
    if (matches(fromQuery)) setCookie(c, COOKIE, key, { httpOnly: true, sameSite: 'Strict', path: '/' })
    await next()
  }
}
