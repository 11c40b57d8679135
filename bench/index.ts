import { Command } from 'commander'
import { allApps } from '../apps/index.ts'
import { idleSessionTable, measureCatalog, memoryPerIdleSession } from './catalog.ts'
import { measureHttp } from './http.ts'
import { measureTools, referenceCalls, toolRateTable } from './in-process.ts'
import { measureForkAndDiff } from './sessions.ts'
import { measureSimulator } from './simulator.ts'
import { measureSuiteBuild } from './suite.ts'
import { measureEval } from './eval.ts'
import { measureVerdict } from './verdict.ts'
import { measureInstantModel } from './instant-model.ts'
import { measureEpisodes } from './episodes.ts'
import { measureEpisodesHttp, withBenchServer } from './episodes-http.ts'
import { measureHistorySessions } from './sessions-http.ts'

/**
 * `npm run bench`: the sandbox's speed, printed as tables. Figures are for comparison within one run
 * on one machine (it is shared and noisy). A row with a target prints it and whether it was met
 * (`target`, `met`); nothing is asserted.
 */
const opts = new Command('bench')
  .option('--quick', 'shorter measurements (for a smoke run)')
  .option('--no-http', 'skip the HTTP load test')
  .parse()
  .opts<{ quick?: boolean; http: boolean }>()

const budget = opts.quick ? 100 : 400
console.log(`# Sandbox benchmark (node ${process.version}, ${new Date().toISOString()})\n`)
console.log('## In-process calls per tool (one core)\n')
console.log(toolRateTable(measureTools(referenceCalls, budget)))
console.log('\n## Every tool of the catalog, in-process (arguments found by seeded random search)\n')
const catalog = measureCatalog(allApps, opts.quick ? 60 : 300)
console.log(catalog.table)
console.log(`\n${catalog.covered}/${catalog.total} tools measured; slowest ${catalog.slowest?.call} at ${Math.round(catalog.slowest?.perSecond ?? 0).toLocaleString('en-US')} calls/s; ${catalog.below} below the target`)
const memory = memoryPerIdleSession()
console.log('\n## Memory held by idle sessions\n')
console.log(idleSessionTable(memory))
console.log('\n## fork / snapshot / diff against history length\n')
console.log(measureForkAndDiff())
console.log('\n## Simulator: generating and replaying the default histories\n')
console.log(measureSimulator())
console.log('\n## Scenarios: the default suite built from scratch\n')
console.log(measureSuiteBuild())
console.log('\n## Harness: the default suite evaluated with the oracle and noop agents\n')
console.log(await measureEval())
console.log('\n## Execution verdict alone (restore, two forks, gold and predicted calls, diff), single-turn cases, warm\n')
console.log(measureVerdict(opts.quick ? 3 : 10))
console.log('\n## Harness with an instant model: `eval --agent openai` against an OpenAI-compatible stub (child process) that answers at once\n')
console.log((await measureInstantModel(opts.quick ? { limit: 500 } : {})).table)
console.log('\n## Episodes in-process: start+answer cycles, and 10,000 live ones\n')
console.log(measureEpisodes({ quick: opts.quick }))
if (opts.http) {
  console.log('\n## HTTP on loopback (autocannon in this process, server in a child process)\n')
  console.log(await measureHttp(opts.quick ? 2 : 5))
  await withBenchServer(async (url) => {
    console.log('\n## Episodes over HTTP (64 fetch clients in this process, server in a child process)\n')
    console.log(await measureEpisodesHttp(url, { quick: opts.quick }))
    console.log('\n## Sessions and MCP sessions from a generated history, over HTTP (same server, after the episodes)\n')
    console.log(await measureHistorySessions(url, { quick: opts.quick }))
  })
}
