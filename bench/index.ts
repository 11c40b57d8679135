import { Command } from 'commander'
import { measureHttp } from './http.ts'
import { measureTools, referenceCalls, toolRateTable } from './in-process.ts'
import { measureForkAndDiff } from './sessions.ts'

/**
 * `npm run bench`: the sandbox's speed, printed as tables. Figures are for comparison within one run
 * on one machine (it is shared and noisy); targets are in the issues and the README, not asserted.
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
console.log('\n## fork / snapshot / diff against history length\n')
console.log(measureForkAndDiff())
if (opts.http) {
  console.log('\n## HTTP on loopback (autocannon in this process, server in a child process)\n')
  console.log(await measureHttp(opts.quick ? 2 : 5))
}
