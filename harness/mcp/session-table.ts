import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'

export interface LiveMcpSession {
  transport: WebStandardStreamableHTTPServerTransport
  server: McpServer
}

export interface McpSessionTableOptions {
  /** Most live MCP sessions; the least recently used is closed beyond it. */
  capacity?: number
  /** Idle time after which an MCP session (and its sandbox session) is closed, in ms. */
  ttlMs?: number
  /** Wall clock for expiry (infrastructure time, not the virtual clock); injectable for tests. */
  clock?: () => number
}

const wallClock = () => performance.timeOrigin + performance.now()

/** The MCP sessions served over HTTP, bounded like the SessionStore: idle ones expire, the oldest go first. */
export class McpSessionTable {
  private readonly capacity: number
  private readonly ttlMs: number
  private readonly clock: () => number
  // Map order is recency order: a touched entry is re-inserted at the end.
  private readonly live = new Map<string, LiveMcpSession & { lastUsed: number }>()

  constructor(options: McpSessionTableOptions = {}) {
    this.capacity = options.capacity ?? 1_000
    this.ttlMs = options.ttlMs ?? 30 * 60_000
    this.clock = options.clock ?? wallClock
  }

  get size(): number {
    return this.live.size
  }

  add(id: string, session: LiveMcpSession): void {
    this.sweep()
    this.live.set(id, { ...session, lastUsed: this.clock() })
    while (this.live.size > this.capacity) this.close(this.live.keys().next().value as string)
  }

  get(id: string): LiveMcpSession | undefined {
    const entry = this.live.get(id)
    if (!entry) return undefined
    const now = this.clock()
    if (now - entry.lastUsed > this.ttlMs) {
      this.close(id)
      return undefined
    }
    entry.lastUsed = now
    this.live.delete(id)
    this.live.set(id, entry)
    return entry
  }

  /** Forgets a session the client ended (DELETE) or the transport closed. */
  forget(id: string): void {
    this.live.delete(id)
  }

  sweep(): void {
    const cutoff = this.clock() - this.ttlMs
    for (const [id, entry] of this.live) {
      if (entry.lastUsed >= cutoff) break // recency order: the rest are fresher
      this.close(id)
    }
  }

  closeAll(): Promise<void> {
    return Promise.all([...this.live.keys()].map((id) => this.close(id))).then(() => undefined)
  }

  private close(id: string): Promise<void> {
    const entry = this.live.get(id)
    this.live.delete(id)
    return entry ? entry.server.close() : Promise.resolve()
  }
}
