import { Command, InvalidArgumentError } from 'commander'
import { runUsers, quantile } from './load-flows.ts'
import { measureMcpSessions } from './load-mcp.ts'
import { startServerProcess } from './server-process.ts'
import { fmt, table } from './measure.ts'

/**
 * `npm run load`: many virtual users with realistic flows against a server in a child process, then
 * an idle wait past the session TTL; reports throughput, latency, errors and the server's memory
 * before, at peak and after the sessions expired.
 */
const integer = (min: number, max: number) => (v: string) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`an integer from ${min} to ${max}`)
  return n
}
const opts = new Command('load')
  .option('--users <n>', 'concurrent virtual users', integer(1, 10_000), 200)
  .option('--seconds <n>', 'how long the users run', integer(1, 3600), 20)
  .option('--ttl <n>', "the server's session TTL in seconds (the script waits this long, plus sweeps, after the run)", integer(1, 3600), 10)
  .option('--mcp-sessions <n>', 'MCP sessions of one suite user opened after the run (0: none)', integer(0, 100_000), 1000)
  .parse()
  .opts<{ users: number; seconds: number; ttl: number; mcpSessions: number }>()

interface Stats {
  liveSessions: number
  evicted: number
  memory: { rss: number; heapUsed: number }
}

// One address opens every session here, so the per-address limit on new sessions is lifted; the other limits stay at their defaults.
const startLoadServer = (ttlSeconds: number) => startServerProcess(['--ttl-seconds', String(ttlSeconds), '--max-sessions', '1000000', '--session-rate', '100000000'], ['--expose-gc'])

const stats = async (url: string, gc: boolean): Promise<Stats> => (await (await fetch(`${url}/v1/stats${gc ? '?gc=1' : ''}`)).json()) as Stats
const mb = (bytes: number) => fmt(bytes / 2 ** 20, 1)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// Long enough for every session to pass its TTL and for one more sweep (they run twice per TTL).
const expiry = opts.ttl * 1000 + Math.max(1000, (opts.ttl * 1000) / 2) + 1500
const server = await startLoadServer(opts.ttl)
try {
  // Warm the server (catalogs are built lazily) so "before" is the steady idle state.
  await runUsers(server.url, 4, performance.now() + 1000)
  await sleep(expiry)
  const before = await stats(server.url, true)

  // Peak: the largest of each figure over one-second samples (they need not peak together).
  const peak: Stats = { liveSessions: 0, evicted: 0, memory: { rss: 0, heapUsed: 0 } }
  const fold = (s: Stats) => {
    peak.liveSessions = Math.max(peak.liveSessions, s.liveSessions)
    peak.memory.rss = Math.max(peak.memory.rss, s.memory.rss)
    peak.memory.heapUsed = Math.max(peak.memory.heapUsed, s.memory.heapUsed)
  }
  const sampler = setInterval(() => stats(server.url, false).then(fold, () => {}), 1000)
  console.log(`load: ${opts.users} users for ${opts.seconds} s, session TTL ${opts.ttl} s, server ${server.url}`)
  const started = performance.now()
  const tally = await runUsers(server.url, opts.users, started + opts.seconds * 1000)
  const elapsed = (performance.now() - started) / 1000
  clearInterval(sampler)
  fold(await stats(server.url, false))

  // Idle past the TTL: the sweep (twice per TTL) drops every session.
  await sleep(expiry)
  const after = await stats(server.url, true)

  const sorted = tally.latenciesMs.sort((a, b) => a - b)
  const histogram = [...tally.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')
  console.log(
    table(
      ['users', 'seconds', 'sessions', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      [[opts.users, fmt(elapsed, 1), fmt(tally.sessions), fmt(tally.requests), fmt(tally.requests / elapsed), fmt(quantile(sorted, 0.5), 1), fmt(quantile(sorted, 0.99), 1), tally.errors]],
    ),
  )
  console.log(`statuses ${histogram}`)
  console.log(
    table(
      ['server', 'live sessions', 'RSS MB', 'heap used MB'],
      [
        ['before (after warm-up and GC)', before.liveSessions, mb(before.memory.rss), mb(before.memory.heapUsed)],
        ['peak (sampled each second)', peak.liveSessions, mb(peak.memory.rss), mb(peak.memory.heapUsed)],
        [`after expiry (+${opts.ttl} s TTL, swept, GC)`, after.liveSessions, mb(after.memory.rss), mb(after.memory.heapUsed)],
      ],
    ),
  )
  for (const e of tally.firstErrors) console.log(`error: ${e}`)
  const fivexx = [...tally.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  console.log(`5xx answers: ${fivexx}`)
  if (tally.errors > 0 || fivexx > 0 || after.liveSessions > 0) process.exitCode = 1

  if (opts.mcpSessions > 0) {
    const mcp = await measureMcpSessions(server.url, opts.mcpSessions)
    const ok = mcp.serverCpuMsPerSessionAfterFirst < 5 && mcp.heapGrowthBytes < 100 * 2 ** 20
    console.log(
      table(
        ['MCP sessions (one suite user, whole history)', 'first ms', 'ms each after (wall)', 'server CPU ms each after', 'server heap MB', 'target'],
        [[`${mcp.sessions} of ${mcp.user}`, fmt(mcp.firstMs, 1), fmt(mcp.msPerSessionAfterFirst, 2), fmt(mcp.serverCpuMsPerSessionAfterFirst, 2), mb(mcp.heapGrowthBytes), `< 5 ms CPU, < 100 MB: ${ok ? 'met' : 'MISSED'}`]],
      ),
    )
    if (!ok) process.exitCode = 1
  }
} finally {
  server.stop()
}
