import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { SessionStore } from '../../simulator/world/index.ts'

export interface LiveMcpSession {
  transport: WebStandardStreamableHTTPServerTransport
  server: McpServer
  /** The sandbox session it drives, held by the SessionStore under this token. */
  sessionId: string
  token: string
}

/**
 * The MCP sessions served over HTTP. Their sandbox sessions live in the SessionStore like any other,
 * so one set of limits (cap, idle expiry, memory budget, no eviction of sessions in use) covers
 * both surfaces: an MCP session lives exactly as long as its sandbox session, and each request
 * to it counts as use.
 */
export class McpSessionTable {
  private readonly live = new Map<string, LiveMcpSession>()
  private readonly bySession = new Map<string, string>()

  constructor(private readonly store: SessionStore) {
    store.onDrop((sessionId) => {
      const id = this.bySession.get(sessionId)
      if (id !== undefined) void this.close(id)
    })
  }

  get size(): number {
    return this.live.size
  }

  add(id: string, session: LiveMcpSession): void {
    this.live.set(id, session)
    this.bySession.set(session.sessionId, id)
  }

  /** The live MCP session, its sandbox session refreshed; undefined (and closed) once the store let it go. */
  get(id: string): LiveMcpSession | undefined {
    const entry = this.live.get(id)
    if (!entry) return undefined
    if (!this.store.authenticate(entry.token)) {
      void this.close(id)
      return undefined
    }
    return entry
  }

  /** Forgets a session the client ended (DELETE) or the transport closed, and frees its sandbox session. */
  forget(id: string): void {
    const entry = this.live.get(id)
    if (!entry) return
    this.live.delete(id)
    this.bySession.delete(entry.sessionId)
    this.store.delete(entry.sessionId)
  }

  closeAll(): Promise<void> {
    return Promise.all([...this.live.keys()].map((id) => this.close(id))).then(() => undefined)
  }

  private close(id: string): Promise<void> {
    const entry = this.live.get(id)
    this.forget(id)
    return entry ? entry.server.close() : Promise.resolve()
  }
}
