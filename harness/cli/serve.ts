import { networkInterfaces } from 'node:os'
import { Command, InvalidArgumentError } from 'commander'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'
import { EpisodeStore, EpisodeSuites } from '../episodes/index.ts'
import { createServerApp, DEFAULT_EPISODES_PER_MINUTE, DEFAULT_SESSIONS_PER_MINUTE, LOOPBACK_HOSTS, startServer } from '../server/index.ts'
import { serveHistories } from './serve-histories.ts'

const integer = (min: number, max: number) => (v: string) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`an integer from ${min} to ${max}`)
  return n
}
const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean)

const program = new Command('serve')
  .description('Serve every mock app, the session API, /mcp, /demo, /docs and /openapi.json over HTTP')
  .option('-p, --port <n>', 'port (0 = any free port)', integer(0, 65535), 8787)
  .option('--host <host>', 'interface to bind; the default keeps the sandbox on this machine', '127.0.0.1')
  .option('--allowed-hosts <names>', 'extra Host names to answer, comma-separated (* answers any); loopback names always work', list, [])
  .option('--api-key <key>', 'require this key on every route (X-API-Key header); default $SANDBOX_API_KEY')
  .option('--seed <seed>', 'seed of the static world (catalogs, schedules, prices)', 'world-1')
  .option('--max-sessions <n>', 'live sessions kept at most (HTTP and MCP together)', integer(1, 10_000_000), 10_000)
  .option('--ttl-minutes <n>', 'idle minutes before a session expires', integer(1, 525_600), 30)
  .option('--ttl-seconds <n>', 'idle seconds before a session expires (overrides --ttl-minutes; for load tests)', integer(1, 31_536_000))
  .option('--protect-minutes <n>', 'a session used this recently is never evicted for a new one (the new one gets 503)', integer(0, 525_600), 10)
  .option('--memory-mb <n>', 'session data all sessions may hold together before new ones get 503', integer(16, 1_000_000), 512)
  .option('--journal-kb <n>', 'journal a session may add before its oldest entries are dropped', integer(16, 1_000_000), 1024)
  .option('--journal-limit <n>', 'journal entries kept per session (older ones are dropped)', integer(2, 10_000_000), 10_000)
  .option('--session-rate <n>', 'new sessions per client address per minute (429 beyond)', integer(1, 100_000_000), DEFAULT_SESSIONS_PER_MINUTE)
  .option('--histories <dir>', 'a set written by npm run simulate: POST /v1/sessions {historyOf: userId} replays it (default: the default suite\'s users)')
  .option('--suite <dir>', 'the suite POST /v1/episodes opens episodes on, as "default" (default: the committed default suite, read on the first episode)')
  .option('--max-episodes <n>', 'live episodes kept at most', integer(1, 10_000_000), 20_000)
  .option('--episode-rate <n>', 'new episodes per client address per minute (429 beyond)', integer(1, 100_000_000), DEFAULT_EPISODES_PER_MINUTE)
  .parse()

const opts = program.opts<{
  port: number
  host: string
  allowedHosts: string[]
  apiKey?: string
  seed: string
  maxSessions: number
  ttlMinutes: number
  ttlSeconds?: number
  protectMinutes: number
  memoryMb: number
  journalKb: number
  journalLimit: number
  sessionRate: number
  histories?: string
  suite?: string
  maxEpisodes: number
  episodeRate: number
}>()

const loopback = opts.host === 'localhost' || opts.host === '::1' || opts.host.startsWith('127.')
// Bound beyond loopback, the machine's own addresses are names it is reached by (an address is never a rebound name).
const ownAddresses = loopback
  ? []
  : Object.values(networkInterfaces())
      .flat()
      .flatMap((i) => (i ? [i.family === 'IPv6' ? `[${i.address.split('%')[0]}]` : i.address] : []))
const allowedHosts = [...LOOPBACK_HOSTS, ...ownAddresses, ...(loopback || opts.host === '0.0.0.0' || opts.host === '::' ? [] : [opts.host]), ...opts.allowedHosts]
const apiKey = opts.apiKey ?? process.env.SANDBOX_API_KEY

const world = createSandboxWorld({ seed: opts.seed, journalLimit: opts.journalLimit, journalBytes: opts.journalKb * 1024 })
const ttlMs = opts.ttlSeconds !== undefined ? opts.ttlSeconds * 1000 : opts.ttlMinutes * 60_000
const store = new SessionStore(world, { capacity: opts.maxSessions, ttlMs, protectMs: opts.protectMinutes * 60_000, budgetBytes: opts.memoryMb * 2 ** 20 })
const histories = serveHistories(opts.histories)
let episodes: EpisodeSuites
try {
  // A suite named on the command line is read now, so a bad directory fails here, not on the first episode.
  episodes = opts.suite ? EpisodeSuites.fromDir(opts.suite, { eager: true }) : EpisodeSuites.fromDir()
} catch (error) {
  console.error(`serve: --suite ${opts.suite}: ${(error as Error).message}`)
  process.exit(2)
}
const episodeStore = new EpisodeStore({ capacity: opts.maxEpisodes, ttlMs })
const app = createServerApp({
  store,
  allowedHosts,
  sessionsPerMinute: opts.sessionRate,
  episodes,
  episodeStore,
  episodesPerMinute: opts.episodeRate,
  ...(apiKey ? { apiKey } : {}),
  ...(histories ? { histories } : {}),
})
const server = await startServer(app, { port: opts.port, host: opts.host }).catch((e: NodeJS.ErrnoException) => {
  // A busy port or an address this machine does not have is the user's to fix: one line, exit 2.
  const why = e.code === 'EADDRINUSE' ? `port ${opts.port} is in use (try --port ${opts.port + 1}, or --port 0 for any free port)` : e.code === 'EADDRNOTAVAIL' ? `${opts.host} is not an address of this machine` : e.message
  console.error(`serve: cannot listen on ${opts.host}:${opts.port}: ${why}`)
  process.exit(2)
})
// Sweep at least twice per TTL, so a short TTL frees memory promptly.
setInterval(() => {
  store.sweep()
  episodeStore.sweep()
}, Math.min(60_000, Math.max(1000, ttlMs / 2))).unref()

console.log(`Sandbox serving ${world.registry.apps.length} apps at ${server.url}  (bound to ${opts.host}${loopback ? ', this machine only; --host to change' : ''})`)
console.log(`  docs     ${server.url}/docs${apiKey ? '?api_key=…' : ''}`)
console.log(`  apps     ${server.url}/v1/apps`)
console.log(`  session  curl -s -X POST ${server.url}/v1/sessions -H 'content-type: application/json'${apiKey ? ` -H 'x-api-key: …'` : ''}`)
console.log(`  episode  curl -s -X POST ${server.url}/v1/episodes -H 'content-type: application/json'${apiKey ? ` -H 'x-api-key: …'` : ''} -d '{"sample":{"seed":1}}'${opts.suite ? `  (suite ${opts.suite})` : ''}`)
if (!loopback) console.log(`  answers  Host ${allowedHosts.join(', ')}${apiKey ? '' : '  (no --api-key: anyone who reaches it may use it)'}`)

const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
