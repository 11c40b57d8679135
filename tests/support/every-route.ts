import fc from 'fast-check'
import { allApps } from '../../apps/index.ts'
import { inputJsonSchema } from '../../apps/kit/index.ts'
import { arbitraryFor } from '../../bench/schema-arbitrary.ts'
import { vocabulary } from './fuzz-inputs.ts'

/** One request: how it is sent is the caller's (in-process `app.request`, or fetch through a Prism proxy). */
export type Send = (
  method: string,
  path: string,
  options?: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string },
) => Promise<{ status: number; body: any; headers: Headers }>

export const JSON_TYPE = { 'content-type': 'application/json' }
const rpc = { ...JSON_TYPE, accept: 'application/json, text/event-stream' }
export const MCP_INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'every-route', version: '1' } } }

/**
 * Every route of the server, with its success and its error answers: server info, catalog, docs,
 * sessions, every tool (no arguments, and one sample of schema-valid arguments), the alias route,
 * MCP and the demo. Users and cases are read from the server, not named here. `bodyLimit` is the
 * server's, to send one body past it.
 */
export async function exerciseEveryRoute(send: Send, bodyLimit: number): Promise<void> {
  const firstUser = (await send('GET', '/demo/api/users')).body.data.users[0].id as string
  for (const path of ['/', '/v1/stats', '/docs', '/docs/assets/swagger-ui.css', '/docs/assets/favicon-32x32.png', '/docs/assets/__proto__', '/v1/apps', '/v1/apps/DiDi', '/v1/apps/nope', '/v1/apps/temu/openapi.json', '/v1/apps/nope/openapi.json', '/v1/tools', '/v1/tools?format=yaml', '/v1/tools?app=nope']) await send('GET', path)

  const s = (await send('POST', '/v1/sessions', { body: { seed: 'every-route' } })).body
  await send('POST', '/v1/sessions', { body: { user: { age: 'old' } } })
  await send('POST', '/v1/sessions', { body: { start: '9999-12-31 20:00' } })
  await send('POST', '/v1/sessions', { raw: '{}', headers: { 'content-type': 'text/plain' } })
  await send('POST', '/v1/sessions', { body: { seed: 'x'.repeat(bodyLimit + 10) } })
  await send('POST', '/v1/sessions', { body: { historyOf: firstUser, cutoff: 30 } })
  await send('POST', '/v1/sessions', { body: { historyOf: 'nobody' } })
  await send('POST', `/v1/sessions/${s.sessionId}/fork`, { token: s.token })
  await send('POST', `/v1/sessions/${s.sessionId}/fork`, { token: 'sbx_wrong' })
  await send('POST', `/v1/sessions/${s.sessionId}/clock`, { token: s.token, body: { advanceMinutes: 30 } })
  await send('POST', `/v1/sessions/${s.sessionId}/clock`, { token: s.token, body: { set: '2020-01-01 00:00' } })
  await send('POST', `/v1/sessions/${s.sessionId}/clock`, { token: s.token, body: { advanceMinutes: -1 } })

  for (const a of allApps) {
    for (const tool of a.tools) {
      await send('POST', `/v1/apps/${a.id}/${tool.name}`, { token: s.token, body: {} })
      const [sample] = fc.sample(arbitraryFor(inputJsonSchema(tool), vocabulary), { seed: 20260302, numRuns: 1 })
      await send('POST', `/v1/apps/${a.id}/${tool.name}`, { token: s.token, body: sample })
    }
  }
  await send('POST', '/v1/apps/Didi_Chuxing/estimateFare', { token: s.token, body: { pickupLocation: 'Home', dropoffLocation: 'office' } })
  await send('POST', '/v1/apps/nope/estimateFare', { token: s.token, body: {} })
  await send('POST', '/v1/apps/temu/getProductList', { body: {} })
  await send('GET', `/v1/sessions/${s.sessionId}/state`, { token: s.token })
  await send('GET', `/v1/sessions/${s.sessionId}/journal`, { token: s.token })
  await send('DELETE', `/v1/sessions/${s.sessionId}`, { token: s.token })

  await exerciseEpisodes(send, bodyLimit)

  const opened = await send('POST', '/mcp', { body: MCP_INITIALIZE, headers: rpc })
  const mcp = { ...rpc, 'mcp-session-id': opened.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-06-18' }
  await send('POST', '/mcp', { body: { jsonrpc: '2.0', method: 'notifications/initialized' }, headers: mcp })
  await send('POST', '/mcp', { body: { jsonrpc: '2.0', id: 2, method: 'tools/list' }, headers: mcp })
  await send('DELETE', '/mcp', { headers: mcp })
  await send('POST', '/mcp', { body: { jsonrpc: '2.0', id: 3, method: 'tools/list' }, headers: mcp })
  await send('GET', '/mcp', { headers: { accept: 'text/event-stream' } })
  await send('POST', '/mcp?user=nobody', { body: MCP_INITIALIZE, headers: rpc })
  await send('POST', '/mcp?cutoff=many&user=u', { body: MCP_INITIALIZE, headers: rpc })
  await send('POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: rpc })

  const cases = (await send('GET', `/demo/api/users/${firstUser}/cases`)).body.data.cases as { id: string }[]
  for (const path of ['/demo', '/demo/assets/main.js', '/demo/assets/demo.css', '/demo/assets/nope.js', '/demo/api/agents', `/demo/api/users/${firstUser}/timeline`, '/demo/api/users/nobody/timeline', `/demo/api/users/${firstUser}/cases?vagueness=loud`, `/demo/api/cases/${cases[0]!.id}`, '/demo/api/cases/nope']) {
    await send('GET', path)
  }
  await send('POST', '/demo/api/run', { body: { agent: 'heuristic', caseId: cases[0]!.id } })
  await send('POST', '/demo/api/run', { body: { agent: 'heuristic' } })
  await send('POST', '/demo/api/run-dialogue', { body: { caseId: 'nope' } })
  await send('POST', '/demo/api/run-pair', { body: { caseId: 'nope' } })
}

/** The episode routes and the suite's case list, with their error answers; cases are read from the server. */
async function exerciseEpisodes(send: Send, bodyLimit: number): Promise<void> {
  const page = (await send('GET', '/v1/suites/default/cases?offset=0&limit=100')).body.cases as { id: string; turns: number }[]
  await send('GET', '/v1/suites/default/cases?limit=5000')
  await send('GET', '/v1/suites/nope/cases')
  const single = page.find((c) => c.turns === 1)!
  const dialogue = page.find((c) => c.turns > 1)!
  const e = (await send('POST', '/v1/episodes', { body: { case: single.id, history: 'last:10' } })).body
  await send('POST', '/v1/episodes', { body: {} })
  await send('POST', '/v1/episodes', { body: { case: 'nope' } })
  await send('POST', '/v1/episodes', { body: { case: 'x'.repeat(bodyLimit + 10) } })
  await send('POST', '/v1/episodes', { raw: '{}', headers: { 'content-type': 'text/plain' } })
  await send('POST', `/v1/episodes/${e.episodeId}/calls`, { token: e.token, body: { calls: [{ app: 'temu', tool: 'getProductList', args: { searchQuery: 'phone case', category: 'Electronics' } }] } })
  await send('POST', `/v1/episodes/${e.episodeId}/calls`, { token: e.token, body: { calls: [] } })
  await send('POST', `/v1/episodes/${e.episodeId}/calls`, { token: 'ept_wrong', body: { calls: [] } })
  await send('GET', `/v1/episodes/${e.episodeId}`, { token: e.token })
  await send('POST', `/v1/episodes/${e.episodeId}/answer`, { token: e.token, body: { text: 'DONE' } })
  await send('POST', `/v1/episodes/${e.episodeId}/answer`, { token: e.token, body: { text: 'DONE' } })
  await send('POST', `/v1/episodes/${e.episodeId}/answer`, { token: e.token, body: { calls: [], text: 'both' } })
  await send('GET', `/v1/episodes/${e.episodeId}`, { token: e.token })
  await send('DELETE', `/v1/episodes/${e.episodeId}`, { token: e.token })
  await send('GET', `/v1/episodes/${e.episodeId}`, { token: e.token })
  await send('DELETE', `/v1/episodes/${e.episodeId}`, { token: e.token })
  const d = (await send('POST', '/v1/episodes', { body: { case: dialogue.id, history: 'none', format: 'text' } })).body
  await send('POST', `/v1/episodes/${d.episodeId}/answer`, { token: d.token, body: { calls: [] } })
  await send('DELETE', `/v1/episodes/${d.episodeId}`, { token: d.token })
}

/** A Send over fetch to `base` (e.g. a Prism proxy), keeping what came back. */
export function fetchSend(base: string, seen: { method: string; path: string; status: number; headers: Headers }[]): Send {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(method === 'POST' ? JSON_TYPE : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers }
    const raw = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    const res = await fetch(base + path, { method, headers, ...(raw !== undefined ? { body: raw } : {}) })
    const text = await res.text()
    seen.push({ method, path, status: res.status, headers: res.headers })
    return { status: res.status, body: (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text, headers: res.headers }
  }
}
