import { http, type HttpHandler } from 'msw'
import type { Hono } from 'hono'
import { sandboxTarget } from './hosts.ts'

/**
 * Rewrites `https://<app>.<hosts>/v1/<tool>` to the server's `/v1/apps/<app>/<tool>`; any other path
 * on an app host goes through as it is. The body is read once: a web Request built
 * around another's stream would need `duplex`, and tool bodies are small.
 */
async function toServerRequest(request: Request, url: URL, app: string): Promise<Request> {
  const m = /^\/v1\/([^/]+)\/?$/.exec(url.pathname)
  const path = m ? `/v1/apps/${encodeURIComponent(app)}/${m[1]}` : url.pathname
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  return new Request(new URL(path + url.search, url.origin), { method: request.method, headers: request.headers, ...(body ? { body } : {}) })
}

/** One msw handler for every request under the sandbox domain; other hosts fall through (bypass). */
export function sandboxHandler(app: Hono, hosts: string): HttpHandler {
  return http.all(
    ({ request }) => sandboxTarget(new URL(request.url), hosts) !== undefined,
    async ({ request }) => {
      const url = new URL(request.url)
      const target = sandboxTarget(url, hosts)!
      return app.fetch(target.kind === 'app' ? await toServerRequest(request, url, target.app) : request)
    },
  )
}
