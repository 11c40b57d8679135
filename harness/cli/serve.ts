import { Command, InvalidArgumentError } from 'commander'
import { directoryHistorySource } from '../../simulator/users/files.ts'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'
import { createServerApp, startServer } from '../server/index.ts'

const integer = (min: number, max: number) => (v: string) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`an integer from ${min} to ${max}`)
  return n
}

const program = new Command('serve')
  .description('Serve every mock app, the session API, /docs and /openapi.json over HTTP')
  .option('-p, --port <n>', 'port (0 = any free port)', integer(0, 65535), 8787)
  .option('--host <host>', 'interface to bind; the default keeps the sandbox on this machine', '127.0.0.1')
  .option('--seed <seed>', 'seed of the static world (catalogs, schedules, prices)', 'world-1')
  .option('--max-sessions <n>', 'live sessions kept before the least recently used is evicted', integer(1, 10_000_000), 10_000)
  .option('--ttl-minutes <n>', 'idle minutes before a session expires', integer(1, 525_600), 30)
  .option('--ttl-seconds <n>', 'idle seconds before a session expires (overrides --ttl-minutes; for load tests)', integer(1, 31_536_000))
  .option('--histories <dir>', 'a set written by npm run simulate: POST /v1/sessions {historyOf: userId} replays it')
  .option('--journal-limit <n>', 'journal entries kept per session (older ones are dropped)', integer(2, 10_000_000), 10_000)
  .parse()

const opts = program.opts<{ port: number; host: string; seed: string; maxSessions: number; ttlMinutes: number; ttlSeconds?: number; journalLimit: number; histories?: string }>()
const world = createSandboxWorld({ seed: opts.seed, journalLimit: opts.journalLimit })
const ttlMs = opts.ttlSeconds !== undefined ? opts.ttlSeconds * 1000 : opts.ttlMinutes * 60_000
const store = new SessionStore(world, { capacity: opts.maxSessions, ttlMs })
const histories = opts.histories ? directoryHistorySource(opts.histories) : undefined
const server = await startServer(createServerApp({ store, ...(histories ? { histories } : {}) }), { port: opts.port, host: opts.host })
// Sweep at least twice per TTL, so a short TTL frees memory promptly.
setInterval(() => store.sweep(), Math.min(60_000, Math.max(1000, ttlMs / 2))).unref()

console.log(`Sandbox serving ${world.registry.apps.length} apps at ${server.url}  (bound to ${opts.host}${opts.host === '127.0.0.1' ? ', this machine only; --host to change' : ''})`)
console.log(`  docs     ${server.url}/docs`)
console.log(`  apps     ${server.url}/v1/apps`)
console.log(`  session  curl -s -X POST ${server.url}/v1/sessions`)

const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
