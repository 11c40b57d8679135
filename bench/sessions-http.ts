import { readSuite } from '../scenarios/suite/index.ts'
import { quantile } from './load-flows.ts'
import { fmt, table } from './measure.ts'
import { NO_TARGET, TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** A session from a generated user's history at a new cut-off, once that user has been replayed. */
export const HISTORY_SESSION_TARGET: Target = { label: 'p99', op: '≤', limit: 20, unit: 'ms' }

/** The cut-off the rows are about: a 400-record history. */
export const CUTOFF = 400

const MCP_VERSION = '2025-06-18'
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
const rpc = (id: number | undefined, method: string, params: object = {}) => JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params })
const initialize = rpc(1, 'initialize', { protocolVersion: MCP_VERSION, capabilities: {}, clientInfo: { name: 'bench', version: '1' } })

async function expectOk(res: Response, what: string): Promise<any> {
  const text = await res.text()
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : undefined
}

/** POST /v1/sessions {historyOf, cutoff}: its wall time, client and server on this machine; then the session is deleted (untimed). */
async function historySession(base: string, user: string, cutoff: number): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${base}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ historyOf: user, cutoff }) })
  const body = (await expectOk(res, 'POST /v1/sessions')) as { sessionId: string; token: string; replay: { replayed: number } }
  const ms = performance.now() - started
  if (body.replay.replayed !== cutoff) throw new Error(`session replayed ${body.replay.replayed} records, not ${cutoff}`)
  await expectOk(await fetch(`${base}/v1/sessions/${body.sessionId}`, { method: 'DELETE', headers: { authorization: `Bearer ${body.token}` } }), 'DELETE /v1/sessions')
  return ms
}

/**
 * An MCP session bound to a user's history at a cut-off (`/mcp?user=&cutoff=`): initialize, the
 * initialized notification and the first tools/list, timed together; then the session is closed (untimed).
 */
async function mcpSession(base: string, user: string, cutoff: number): Promise<{ ms: number; tools: number }> {
  const started = performance.now()
  const opened = await fetch(`${base}/mcp?user=${user}&cutoff=${cutoff}`, { method: 'POST', headers: mcpHeaders, body: initialize })
  await expectOk(opened, 'MCP initialize')
  const headers = { ...mcpHeaders, 'mcp-session-id': opened.headers.get('mcp-session-id')!, 'mcp-protocol-version': MCP_VERSION }
  await (await fetch(`${base}/mcp`, { method: 'POST', headers, body: rpc(undefined, 'notifications/initialized') })).arrayBuffer()
  const listed = (await expectOk(await fetch(`${base}/mcp`, { method: 'POST', headers, body: rpc(2, 'tools/list') }), 'MCP tools/list')) as { result: { tools: unknown[] } }
  const ms = performance.now() - started
  await (await fetch(`${base}/mcp`, { method: 'DELETE', headers })).arrayBuffer()
  return { ms, tools: listed.result.tools.length }
}

/** Cut-offs around `CUTOFF`, never `CUTOFF` itself: 399, 401, 398, 402, … (`n` of them, within the history). */
export function cutoffsAround(n: number, records: number): number[] {
  const out: number[] = []
  for (let k = 1; out.length < n && (CUTOFF - k >= 0 || CUTOFF + k <= records); k++) {
    if (CUTOFF - k >= 0) out.push(CUTOFF - k)
    if (out.length < n && CUTOFF + k <= records) out.push(CUTOFF + k)
  }
  return out
}

interface Timings {
  first: number
  same: number[]
  moved: number[]
}

/**
 * Sessions from a generated user's history over HTTP against `url` (`withBenchServer`: the server
 * in a child process, limits per address lifted), one client, one request at a time: `POST /v1/sessions {historyOf, cutoff}`
 * (first: the user replayed; then the same cut-off again; then new cut-offs near it) and MCP
 * sessions bound to another user's history (initialize → tools/list), the same three ways. The two
 * users are the suite's longest histories, so a 400-record cut-off leaves records after it.
 */
export async function measureHistorySessions(url: string, options: { quick?: boolean; dir?: string } = {}): Promise<string> {
  const suite = readSuite(options.dir ?? 'scenarios/suites/default')
  const [sessionUser, mcpUser] = [...suite.users.values()].sort((a, b) => b.history.length - a.history.length).slice(0, 2)
  if (!sessionUser || !mcpUser || mcpUser.history.length < CUTOFF) throw new Error(`the suite needs two users with ${CUTOFF} records or more`)
  const [sameN, movedN] = options.quick ? [30, 30] : [200, 200]
  // The world's catalogs are built lazily: a third user's replay builds them, so "first" is a replay alone.
  const third = [...suite.users.values()].find((u) => u !== sessionUser && u !== mcpUser)!
  await historySession(url, third.profile.id, Math.min(CUTOFF, third.history.length))
  const time = async (open: (cutoff: number) => Promise<number>, records: number): Promise<Timings> => {
    const first = await open(CUTOFF)
    const same = []
    for (let i = 0; i < sameN; i++) same.push(await open(CUTOFF))
    const moved = []
    for (const cutoff of cutoffsAround(movedN, records)) moved.push(await open(cutoff))
    return { first, same: same.sort((a, b) => a - b), moved: moved.sort((a, b) => a - b) }
  }
  const sessions = await time((cutoff) => historySession(url, sessionUser.profile.id, cutoff), sessionUser.history.length)
  let tools = 0
  const mcp = await time(async (cutoff) => {
    const r = await mcpSession(url, mcpUser.profile.id, cutoff)
    tools = r.tools
    return r.ms
  }, mcpUser.history.length)

  const row = (label: string, samples: number[], cells: readonly [string, string]) => [label, fmt(samples.length), fmt(quantile(samples, 0.5), 1), fmt(quantile(samples, 0.99), 1), fmt(samples.at(-1) ?? 0, 1), ...cells]
  const s = sessionUser.profile.id
  const m = mcpUser.profile.id
  const moved = (records: number) => {
    const cutoffs = cutoffsAround(movedN, records)
    return `a new cut-off each, ${Math.min(...cutoffs)}…${Math.max(...cutoffs)}`
  }
  return table(
    ['session from a generated history over HTTP (one client, one request at a time)', 'sessions', 'p50 ms', 'p99 ms', 'max ms', ...TARGET_HEADERS],
    [
      row(`POST /v1/sessions {historyOf: ${s}, cutoff: ${CUTOFF}}: the first for that user (replays)`, [sessions.first], NO_TARGET),
      row(`  after the first for that user: ${moved(sessionUser.history.length)} (of ${sessionUser.history.length} records)`, sessions.moved, targetCells([{ target: HISTORY_SESSION_TARGET, value: quantile(sessions.moved, 0.99) }])),
      row(`  after the first for that user: the same cut-off again`, sessions.same, NO_TARGET),
      row(`MCP session ?user=${m}&cutoff=${CUTOFF}, initialize → first tools/list (${tools} tools): the first (replays)`, [mcp.first], NO_TARGET),
      row(`  after the first: ${moved(mcpUser.history.length)} (of ${mcpUser.history.length} records)`, mcp.moved, NO_TARGET),
      row(`  after the first: the same cut-off again`, mcp.same, NO_TARGET),
    ],
  )
}
