import { readFileSync } from 'node:fs'
import { DEFAULT_SUITE_DIR } from '../harness/mcp/index.ts'

/**
 * Part of `npm run load`: `n` MCP sessions of one suite user (its whole history) opened one after
 * another over HTTP, each an initialize and the initialized notification, all left open. The replay
 * is made once and shared, so every session after the first should cost what it writes: the target
 * is under 5 ms of server CPU each and under 100 MB for 1,000 (decision 0022).
 */
export interface McpSessionFigures {
  user: string
  sessions: number
  firstMs: number
  /** Wall time per session after the first, client and server on this machine. */
  msPerSessionAfterFirst: number
  /** The server's CPU time per session after the first (what the probe measured: ~52 ms before). */
  serverCpuMsPerSessionAfterFirst: number
  heapGrowthBytes: number
}

const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'load', version: '1' } } })
const initialized = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })

async function openSession(url: string, user: string): Promise<void> {
  const res = await fetch(`${url}/mcp?user=${user}`, { method: 'POST', headers, body: initialize })
  if (res.status !== 200) throw new Error(`MCP initialize: ${res.status} ${await res.text()}`)
  await res.arrayBuffer()
  const ack = await fetch(`${url}/mcp`, { method: 'POST', headers: { ...headers, 'mcp-session-id': res.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-06-18' }, body: initialized })
  await ack.arrayBuffer()
}

interface Stats {
  memory: { heapUsed: number }
  cpu: { user: number; system: number }
}
const stats = async (url: string, gc: boolean) => (await (await fetch(`${url}/v1/stats${gc ? '?gc=1' : ''}`)).json()) as Stats
const cpuMs = (s: Stats) => (s.cpu.user + s.cpu.system) / 1000

export async function measureMcpSessions(url: string, n: number): Promise<McpSessionFigures> {
  const user = (JSON.parse(readFileSync(`${DEFAULT_SUITE_DIR}/users.jsonl`, 'utf8').split('\n')[0]!) as { profile: { id: string } }).profile.id
  const before = await stats(url, true)
  let started = performance.now()
  await openSession(url, user)
  const firstMs = performance.now() - started
  const afterFirst = await stats(url, false)
  started = performance.now()
  for (let i = 1; i < n; i++) await openSession(url, user)
  const msPerSessionAfterFirst = (performance.now() - started) / Math.max(1, n - 1)
  const after = await stats(url, true)
  return {
    user,
    sessions: n,
    firstMs,
    msPerSessionAfterFirst,
    // The last GC is inside this interval too: a slight overestimate.
    serverCpuMsPerSessionAfterFirst: (cpuMs(after) - cpuMs(afterFirst)) / Math.max(1, n - 1),
    heapGrowthBytes: after.memory.heapUsed - before.memory.heapUsed,
  }
}
