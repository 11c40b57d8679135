import { createServerApp } from '../../harness/server/app.ts'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'

/**
 * Run by tests/hardening-memory.test.ts in a child process with --expose-gc: the probe's crash, as
 * sent. One session, `calls` failed calls of temu.getProductList with a one-megabyte unknown
 * parameter. The first and last `http / 2` go through the whole server app (body read, parse,
 * route, answer); the ones between call the session with the same parsed arguments, which is where
 * the memory went (its journal), at a tenth of the time. `http = calls` runs them all over the app.
 * Prints, as JSON, the memory (after a full GC) every 1,000 calls, and the journal.
 */
const calls = Number(process.argv[2] ?? 10_000)
const http = Math.min(calls, Number(process.argv[3] ?? calls))
const gc = (globalThis as { gc?: () => void }).gc!
const store = new SessionStore(createSandboxWorld({ journalBytes: 1 << 20, logError: () => {} }), { budgetBytes: 512 * 2 ** 20 })
const app = createServerApp({ store })
const json = { 'content-type': 'application/json' }
const created = (await (await app.request('/v1/sessions', { method: 'POST', headers: json, body: '{}' })).json()) as { sessionId: string; token: string }
const session = store.peek(created.sessionId)!
const headers = { ...json, authorization: `Bearer ${created.token}` }
const args = { category: 'Electronics', searchQuery: 'x', z: 'x'.repeat(1_000_000) }
const body = new TextEncoder().encode(JSON.stringify(args))
const megabyte = Buffer.alloc(1_000_000, 'x')

const statuses = new Map<number | string, number>()
const samples: { calls: number; rss: number; heapUsed: number }[] = []
const started = performance.now()
for (let i = 1; i <= calls; i++) {
  if (i <= http / 2 || i > calls - http / 2) {
    const res = await app.request('/v1/apps/temu/getProductList', { method: 'POST', headers, body })
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    await res.arrayBuffer()
  } else {
    // A new flat megabyte each time, as a parsed body's would be: a kept one would show in the samples.
    megabyte.write(String(i).padStart(8, '0'))
    const outcome = session.call('temu', 'getProductList', { ...args, z: megabyte.toString('latin1') })
    const key = outcome.ok ? 'in-process ok' : `in-process ${outcome.error.code}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
  }
  if (i % 1000 === 0 || i === calls) {
    gc()
    const { rss, heapUsed } = process.memoryUsage()
    samples.push({ calls: i, rss, heapUsed })
  }
}
const journal = await app.request(`/v1/sessions/${created.sessionId}/journal`, { headers })
const entries = (await journal.json()) as { dropped: number; entries: unknown[] }
console.log(
  JSON.stringify({
    calls,
    http,
    msPerCall: (performance.now() - started) / calls,
    statuses: Object.fromEntries(statuses),
    samples,
    journal: { status: journal.status, dropped: entries.dropped, kept: entries.entries.length },
    sessionBytes: store.bytes,
  }),
)
