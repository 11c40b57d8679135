import { randomUUID } from 'node:crypto'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js'
import { Hono, type Context } from 'hono'
import { failure, readJsonBody, respond, type Outcome } from '../../apps/kit/index.ts'
import { isRefusal, type SessionStore } from '../../simulator/world/index.ts'
import { clientAddress, refusalOutcome } from '../server/admission.ts'
import { ReplayCache, type HistorySource } from '../server/replay-cache.ts'
import { suiteHistories } from './history-source.ts'
import { EpisodeSlot, type McpEpisodes } from './episode-slot.ts'
import { createSandboxMcpServer } from './mcp-server.ts'
import { bindSandboxSession, readBindingQuery } from './sandbox-binding.ts'
import { McpSessionTable } from './session-table.ts'

export interface McpRouterOptions {
  /** Holds every MCP session's sandbox session, under the same limits as the HTTP sessions. */
  store: SessionStore
  /** Where `/mcp?user=ID` finds the user and history; default the committed default suite. */
  histories?: HistorySource
  /** Replays shared by sessions of the same (user, cut-off); default one for `histories`. */
  replays?: ReplayCache
  maxBodyBytes?: number
  /** Limits initialize requests per client address: undefined to go on, else the 429 (default: none). */
  rateLimit?: (c: Context) => Promise<Outcome | undefined>
  /** The server's episodes, for sessions opened with `?episodes=1` (without it, such a request is a 400). */
  episodes?: McpEpisodes
}

/** A JSON-RPC error as the SDK's transport writes them, so clients react as to any MCP server (404: start over). */
const rpcError = (c: Context, status: 400 | 404 | 405, code: number, message: string) =>
  c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status)

/**
 * `/mcp`: the Model Context Protocol over streamable HTTP (web-standard transport, so Hono hands it
 * the Fetch Request as is). An initialize request without a session id opens a new MCP session bound
 * to a new sandbox session, chosen by its query (`?user=u003&cutoff=200`); later requests carry the
 * `mcp-session-id` header the initialize response set. Every POST body is read here, with the same
 * limits as any other body (size, depth, no `__proto__` key), and handed to the transport parsed.
 */
export function mcpRouter({ store, histories = suiteHistories(), replays, maxBodyBytes = 1 << 20, rateLimit, episodes }: McpRouterOptions): Hono {
  const sessions = new McpSessionTable(store)
  const cache = replays ?? new ReplayCache(store.world, histories)
  const router = new Hono()

  router.all('/', async (c) => {
    const sessionId = c.req.header('mcp-session-id')
    if (sessionId) {
      const live = sessions.get(sessionId)
      if (!live) return rpcError(c, 404, -32001, 'Session not found')
      if (c.req.method !== 'POST') return live.transport.handleRequest(c.req.raw)
      const body = await readJsonBody(c, maxBodyBytes)
      if (!body.ok) return respond(c, body.outcome)
      return live.transport.handleRequest(c.req.raw, { parsedBody: body.args })
    }
    if (c.req.method !== 'POST') return rpcError(c, 405, -32000, 'Method not allowed: open a session with an initialize POST first')
    const limited = await rateLimit?.(c)
    if (limited) return respond(c, limited)
    const body = await readJsonBody(c, maxBodyBytes)
    if (!body.ok) return respond(c, body.outcome)
    if (!isInitializeRequest(body.args)) return rpcError(c, 400, -32000, 'Bad Request: no valid session id; start with an initialize request')

    const request = readBindingQuery(c.req.query())
    if ('ok' in request) return respond(c, request)
    if (request.episodes && !episodes) return respond(c, failure({ code: 'invalid_arguments', message: 'This server serves no episodes', issues: [{ path: 'episodes', code: 'invalid_value', message: 'not served here' }] }))
    const id = randomUUID()
    const binding = bindSandboxSession(store.world, histories, request, store.newId(), cache)
    if ('ok' in binding) return respond(c, binding)
    const admitted = store.tryAdmit(binding.session)
    if (isRefusal(admitted)) return respond(c, refusalOutcome(admitted))

    const slot = request.episodes && episodes ? new EpisodeSlot(episodes, clientAddress(c)) : undefined
    const server = createSandboxMcpServer(binding, slot)
    // The SDK's DNS-rebinding protection: the session answers only the Host it was opened under
    // (already checked against the server's allow-list), port included. In-process requests have no Host.
    const host = c.req.header('host')
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
      ...(host ? { enableDnsRebindingProtection: true, allowedHosts: [host] } : {}),
      onsessioninitialized: (sid) => sessions.add(sid, { transport, server, sessionId: binding.session.id, token: admitted.token }),
      onsessionclosed: (sid) => sessions.forget(sid),
    })
    server.server.onclose = () => {
      slot?.release()
      sessions.forget(id)
    }
    await server.connect(transport)
    return transport.handleRequest(c.req.raw, { parsedBody: body.args })
  })
  return router
}
