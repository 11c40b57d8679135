import { randomUUID } from 'node:crypto'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js'
import { Hono, type Context } from 'hono'
import { readJsonBody, respond } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { HistorySource } from '../server/session-routes.ts'
import { suiteHistories } from './history-source.ts'
import { createSandboxMcpServer } from './mcp-server.ts'
import { bindSandboxSession, readBindingQuery } from './sandbox-binding.ts'
import { McpSessionTable, type McpSessionTableOptions } from './session-table.ts'

export interface McpRouterOptions extends McpSessionTableOptions {
  world: World
  /** Where `/mcp?user=ID` finds the user and history; default the committed default suite. */
  histories?: HistorySource
  maxBodyBytes?: number
}

/** A JSON-RPC error as the SDK's transport writes them, so clients react as to any MCP server (404: start over). */
const rpcError = (c: Context, status: 400 | 404 | 405, code: number, message: string) =>
  c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status)

/**
 * `/mcp`: the Model Context Protocol over streamable HTTP (web-standard transport, so Hono hands it
 * the Fetch Request as is). An initialize request without a session id opens a new MCP session bound
 * to a new sandbox session, chosen by its query (`?user=u003&cutoff=200`); later requests carry the
 * `mcp-session-id` header the initialize response set.
 */
export function mcpRouter({ world, histories = suiteHistories(), maxBodyBytes = 1 << 20, ...tableOptions }: McpRouterOptions): Hono {
  const sessions = new McpSessionTable(tableOptions)
  const router = new Hono()

  router.all('/', async (c) => {
    const sessionId = c.req.header('mcp-session-id')
    if (sessionId) {
      const live = sessions.get(sessionId)
      if (!live) return rpcError(c, 404, -32001, 'Session not found')
      return live.transport.handleRequest(c.req.raw)
    }
    if (c.req.method !== 'POST') return rpcError(c, 405, -32000, 'Method not allowed: open a session with an initialize POST first')
    const body = await readJsonBody(c, maxBodyBytes)
    if (!body.ok) return respond(c, body.outcome)
    if (!isInitializeRequest(body.args)) return rpcError(c, 400, -32000, 'Bad Request: no valid session id; start with an initialize request')

    const request = readBindingQuery(c.req.query())
    if ('ok' in request) return respond(c, request)
    const id = randomUUID()
    const binding = bindSandboxSession(world, histories, request, `mcp_${id}`)
    if ('ok' in binding) return respond(c, binding)

    const server = createSandboxMcpServer(binding)
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
      onsessioninitialized: (sid) => sessions.add(sid, { transport, server }),
      onsessionclosed: (sid) => sessions.forget(sid),
    })
    server.server.onclose = () => sessions.forget(id)
    await server.connect(transport)
    return transport.handleRequest(c.req.raw, { parsedBody: body.args })
  })
  return router
}
