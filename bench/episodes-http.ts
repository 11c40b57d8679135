import { cpus, loadavg } from 'node:os'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { cycledCases, latestCases } from './case-order.ts'
import { quantile } from './load-flows.ts'
import { fmt, table } from './measure.ts'
import { startServerProcess } from './server-process.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

export const EPISODE_HTTP_TARGETS = {
  rate: { label: 'cycles/s', op: '≥', limit: 300, unit: '' },
  failed: { label: 'errors + non-2xx', op: '=', limit: 0, unit: '' },
} as const satisfies Record<string, Target>

/** Concurrent clients, each running cycle after cycle. */
export const EPISODE_CLIENTS = 64

/**
 * The load generator opens every episode from one address, so the per-address limits on new
 * episodes and sessions are lifted for the bench server; the other limits stay at their defaults.
 */
export const LIFTED_LIMITS = ['--episode-rate', '100000000', '--max-episodes', '1000000', '--session-rate', '100000000', '--max-sessions', '1000000'] as const

/** `--suite` and `--histories` for a suite other than the committed default one (none for it). */
export const suiteFlags = (dir?: string): string[] => (dir ? ['--suite', dir, '--histories', dir] : [])

/** `npm run serve` in a child process with `LIFTED_LIMITS`, serving `dir`'s suite and users (default: the committed suite), for `use`. */
export async function withBenchServer<T>(use: (url: string) => Promise<T>, dir?: string): Promise<T> {
  const server = await startServerProcess([...LIFTED_LIMITS, ...suiteFlags(dir)])
  try {
    return await use(server.url)
  } finally {
    server.stop()
  }
}

type Json = Record<string, any>

interface Tally {
  cycles: number
  requests: number
  failed: number
  requestMs: number[]
  cycleMs: number[]
  startBytes: number
  firstErrors: string[]
}

const newTally = (): Tally => ({ cycles: 0, requests: 0, failed: 0, requestMs: [], cycleMs: [], startBytes: 0, firstErrors: [] })

/**
 * A start's `episodeId` and `token`, read from the head of its body (they come first): the client
 * reads every byte but does not parse the prompt, whose cost is its model's, on another machine,
 * not the server's (parsing it here would take as much of the shared cores as the server does).
 */
const STARTED = /^\{"episodeId":"([^"]+)","token":"([^"]+)"/
const startedIds = (body: Buffer): Json => {
  const head = body.toString('utf8', 0, 512)
  const m = STARTED.exec(head)
  if (!m) throw new Error(`unexpected start response: ${head.slice(0, 200)}`)
  return { episodeId: m[1], token: m[2] }
}

const parseJson = (body: Buffer): Json => JSON.parse(body.toString())

/** One request, timed; its body read whole and parsed by `parse` (undefined: failed, and counted). */
async function request(tally: Tally, url: string, init: RequestInit, what: string, parse: (body: Buffer) => Json = parseJson): Promise<{ json: Json; bytes: number } | undefined> {
  const started = performance.now()
  try {
    const res = await fetch(url, init)
    const body = Buffer.from(await res.arrayBuffer())
    tally.requestMs.push(performance.now() - started)
    tally.requests++
    if (res.status >= 300) {
      tally.failed++
      if (tally.firstErrors.length < 5) tally.firstErrors.push(`${what}: ${res.status} ${body.toString('utf8', 0, 200)}`)
      return undefined
    }
    return { json: body.length ? parse(body) : {}, bytes: body.length }
  } catch (error) {
    tally.requests++
    tally.failed++
    if (tally.firstErrors.length < 5) tally.firstErrors.push(`${what}: ${(error as Error).message}`)
    return undefined
  }
}

const jsonHeaders = { 'content-type': 'application/json' }

/** POST /v1/episodes {case} -> POST answer {text: ''} until done -> DELETE. */
async function cycle(base: string, tally: Tally, caseId: string, flags: Json): Promise<void> {
  const started = performance.now()
  const opened = await request(tally, `${base}/v1/episodes`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ case: caseId, ...flags }) }, 'start', startedIds)
  if (!opened) return
  tally.startBytes += opened.bytes
  const { episodeId, token } = opened.json as { episodeId: string; token: string }
  const auth = { authorization: `Bearer ${token}` }
  for (let turns = 0; ; turns++) {
    const answered = await request(tally, `${base}/v1/episodes/${episodeId}/answer`, { method: 'POST', headers: { ...jsonHeaders, ...auth }, body: '{"text":""}' }, 'answer')
    if (!answered) return
    if (answered.json.done) break
    if (turns > 50) throw new Error(`episode on ${caseId} never done`)
  }
  if (!(await request(tally, `${base}/v1/episodes/${episodeId}`, { method: 'DELETE', headers: auth }, 'delete'))) return
  tally.cycles++
  tally.cycleMs.push(performance.now() - started)
}

/** `clients` loops over the cases (each takes the next), until `ms` have passed. */
async function runClients(base: string, ids: readonly string[], flags: Json, clients: number, ms: number, from: { next: number }): Promise<Tally & { seconds: number }> {
  const tally = newTally()
  const started = performance.now()
  const deadline = started + ms
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await cycle(base, tally, ids[from.next++ % ids.length]!, flags)
    }),
  )
  return { ...tally, seconds: (performance.now() - started) / 1000 }
}

const serverCpuMs = async (base: string) => {
  const { cpu } = (await (await fetch(`${base}/v1/stats`)).json()) as { cpu: { user: number; system: number } }
  return (cpu.user + cpu.system) / 1000
}

/**
 * The server warmed as a long-lived one is: every user replayed (twins included) and every history
 * record rendered once, by opening (and deleting) an episode on the latest case of each user and on
 * every twin, with the default prompt.
 */
async function warmServer(base: string, cases: readonly Case[]): Promise<void> {
  const tally = newTally()
  const queue = latestCases(cases)
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let c = queue.pop(); c; c = queue.pop()) await cycle(base, tally, c.id, {})
    }),
  )
  if (tally.failed) throw new Error(`warming the episode server failed: ${tally.firstErrors.join('; ')}`)
}

/**
 * Episode cycles over HTTP against `url` (`withBenchServer`: the server in a child process, limits
 * per address lifted), `EPISODE_CLIENTS` concurrent loops in this process, each POST /v1/episodes {case} ->
 * POST answer {text: ''} until done -> DELETE, on keep-alive connections (fetch), the suite's cases
 * in stride order. Once with the default prompt (what a client gets without flags), once with
 * `history: 'last:20'`. Client and server share this machine's cores.
 */
export async function measureEpisodesHttp(url: string, options: { quick?: boolean; dir?: string } = {}): Promise<string> {
  const cases = cycledCases(readSuite(options.dir ?? 'scenarios/suites/default').cases)
  const ids = cases.map((c) => c.id)
  const [warmMs, runMs] = options.quick ? [1000, 2000] : [3000, 8000]
  const setupStart = performance.now()
  await warmServer(url, cases)
  const setupSeconds = (performance.now() - setupStart) / 1000
  const from = { next: 0 }
  const variants: [string, Json][] = [
    ['default prompt (all history)', {}],
    ["history: 'last:20'", { history: 'last:20' }],
  ]
  const rows = []
  const notes: string[] = []
  for (const [label, flags] of variants) {
    await runClients(url, ids, flags, EPISODE_CLIENTS, warmMs, from)
    const cpuBefore = await serverCpuMs(url)
    const clientBefore = process.cpuUsage()
    const r = await runClients(url, ids, flags, EPISODE_CLIENTS, runMs, from)
    const clientCpu = process.cpuUsage(clientBefore)
    const cpu = (await serverCpuMs(url)) - cpuBefore
    const perSecond = r.cycles / r.seconds
    const requestMs = r.requestMs.sort((a, b) => a - b)
    const cycleMs = r.cycleMs.sort((a, b) => a - b)
    const startKb = r.startBytes / Math.max(1, r.cycles + r.failed) / 1024
    const cells = targetCells([
      { target: EPISODE_HTTP_TARGETS.rate, value: perSecond },
      { target: EPISODE_HTTP_TARGETS.failed, value: r.failed },
    ])
    rows.push([
      label,
      fmt(r.cycles),
      fmt(perSecond),
      fmt(r.requests / r.seconds),
      fmt(quantile(requestMs, 0.5), 1),
      fmt(quantile(requestMs, 0.99), 1),
      fmt(quantile(cycleMs, 0.99), 1),
      fmt(startKb),
      fmt(cpu / Math.max(1, r.cycles), 2),
      fmt((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, r.cycles), 2),
      fmt(r.failed),
      ...cells,
    ])
    if (perSecond < EPISODE_HTTP_TARGETS.rate.limit) {
      const serverMs = cpu / Math.max(1, r.cycles)
      notes.push(
        `${label}: rate not met: ${fmt(startKb)} KB per start; the server needs ${fmt(serverMs, 2)} ms of CPU a cycle (${fmt(1000 / serverMs)} cycles/s at most on a core of its own), the clients ${fmt((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, r.cycles), 2)} ms, on ${cpus().length} shared cores (load average ${loadavg().map((x) => x.toFixed(1)).join(' ')})`,
      )
    }
    for (const e of r.firstErrors) notes.push(`${label}: error: ${e}`)
  }
  const out = table(
    [
      `episode start+answer cycles over HTTP, ${EPISODE_CLIENTS} concurrent clients (default suite)`,
      'cycles',
      'cycles/s',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'cycle p99 ms',
      'KB per start',
      'server CPU ms/cycle',
      'client CPU ms/cycle',
      'failed',
      ...TARGET_HEADERS,
    ],
    rows,
  )
  return `${out}\n\nSetup, apart: the server warmed (every user replayed, every record rendered once), ${fmt(setupSeconds, 1)} s; p50/p99 are per request (start, answer, delete).${notes.length ? `\n${notes.map((n) => `- ${n}`).join('\n')}` : ''}`
}
