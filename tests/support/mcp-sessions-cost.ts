import { readFileSync } from 'node:fs'
import { DEFAULT_SUITE_DIR } from '../../harness/mcp/index.ts'
import { createServerApp } from '../../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'

/**
 * Run by tests/mcp-scale.test.ts in a child process with --expose-gc: `n` MCP sessions of one suite
 * user (its whole history), each an initialize and the initialized notification, all kept open.
 * Prints, as JSON, the first session's time, the mean time of the others, and the heap they hold.
 */
const n = Number(process.argv[2] ?? 1000)
const gc = (globalThis as { gc?: () => void }).gc!
const user = (JSON.parse(readFileSync(`${DEFAULT_SUITE_DIR}/users.jsonl`, 'utf8').split('\n')[0]!) as { profile: { id: string } }).profile.id
const store = new SessionStore(createSandboxWorld({ journalBytes: 1 << 20, logError: () => {} }), { budgetBytes: 512 * 2 ** 20 })
const app = createServerApp({ store, sessionsPerMinute: 1_000_000 })
const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'scale', version: '1' } } })
const initialized = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })

async function open(): Promise<void> {
  const res = await app.request(`/mcp?user=${user}`, { method: 'POST', headers, body: initialize })
  if (res.status !== 200) throw new Error(`initialize: ${res.status} ${await res.text()}`)
  await res.text()
  const id = res.headers.get('mcp-session-id')!
  const ack = await app.request('/mcp', { method: 'POST', headers: { ...headers, 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' }, body: initialized })
  if (ack.status !== 202) throw new Error(`initialized: ${ack.status}`)
}

// The default user's session first, so module loading and JIT warm-up are not counted as the suite user's.
await (await app.request('/mcp', { method: 'POST', headers, body: initialize })).text()
let started = performance.now()
await open()
const firstMs = performance.now() - started
gc()
const before = process.memoryUsage()
started = performance.now()
for (let i = 1; i < n; i++) await open()
const restMs = (performance.now() - started) / Math.max(1, n - 1)
gc()
const after = process.memoryUsage()
console.log(JSON.stringify({ user, sessions: n, liveSessions: store.size, firstMs, msPerSessionAfterFirst: restMs, heapBytes: after.heapUsed - before.heapUsed, rssBytes: after.rss - before.rss, sessionBytes: store.bytes }))
