import { Command, InvalidArgumentError } from 'commander'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { toDisplay } from '../../apps/kit/index.ts'
import { readUsers } from '../../simulator/users/files.ts'
import { createSandboxWorld } from '../../simulator/world/index.ts'
import { EpisodeService, EpisodeStore, EpisodeSuites } from '../episodes/index.ts'
import { bindSandboxSession, createSandboxMcpServer, DEFAULT_SUITE_DIR, EpisodeSlot, suiteHistories } from '../mcp/index.ts'

// stdout carries the protocol alone: anything that would print there goes to stderr instead.
console.log = console.error
console.info = console.error

const cutoff = (v: string) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a whole number of history records')
  return n
}

const program = new Command('mcp')
  .description('Serve the sandbox to an MCP client over stdio: one sandbox session for one user')
  .option('--user <id>', "a user of the suite: their profile and history (default: the default user, no history)")
  .option('--cutoff <n>', 'replay only the first n history records (default: all)', cutoff)
  .option('--suite <dir>', 'suite (or simulated set) with users.jsonl and histories/', DEFAULT_SUITE_DIR)
  .option('--seed <seed>', 'seed of the static world (catalogs, schedules, prices)', 'world-1')
  .option('--episodes', "add episode_start and episode_answer on the suite's cases (app calls then run inside the bound episode)")
  .parse()

const opts = program.opts<{ user?: string; cutoff?: number; suite: string; seed: string; episodes?: boolean }>()
const world = createSandboxWorld({ seed: opts.seed })
let binding
try {
  binding = bindSandboxSession(world, suiteHistories(opts.suite), { ...(opts.user ? { user: opts.user } : {}), ...(opts.cutoff !== undefined ? { cutoff: opts.cutoff } : {}) }, 'mcp_stdio')
} catch (error) {
  console.error(`mcp: ${(error as Error).message}`)
  process.exit(2)
}
if ('ok' in binding) {
  console.error(`mcp: ${binding.error.code}: ${binding.error.message}${binding.error.code === 'not_found' ? knownUsers(opts.suite) : ''}`)
  process.exit(2)
}

/** `; users in DIR: u001, u002, ...`: an unknown user is answered with the ones there are. */
function knownUsers(dir: string): string {
  try {
    const ids = readUsers(dir).map((u) => u.profile.id)
    return ids.length ? `; users in ${dir}: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? `, ... (${ids.length})` : ''}` : ''
  } catch {
    return ''
  }
}

/** With --episodes: the suite's cases as episodes, one bound at a time; one local client, so no rate limit. */
function episodeSlot(): EpisodeSlot | undefined {
  if (!opts.episodes) return undefined
  try {
    const suites = EpisodeSuites.fromDir(opts.suite, { eager: true, world })
    return new EpisodeSlot({ service: new EpisodeService(suites, new EpisodeStore()), rateLimit: async () => undefined }, 'stdio')
  } catch (error) {
    console.error(`mcp: --episodes needs a suite with cases: ${(error as Error).message.split('\n')[0]}`)
    process.exit(2)
  }
}

const server = createSandboxMcpServer(binding, episodeSlot())
await server.connect(new StdioServerTransport())
const { session, history } = binding
console.error(
  `mcp: sandbox for ${session.user.id} (${session.user.name}) on stdio; replayed ${history.replayed}/${history.of} records` +
    `${history.mismatches ? ` (${history.mismatches} mismatched)` : ''}, clock ${toDisplay(session.now)}${opts.episodes ? '; episodes on' : ''}`,
)
