import { createRegistry } from '../../apps/kit/index.ts'
import { allApps } from '../../apps/index.ts'
import { readHistory, readUsers } from '../../simulator/users/files.ts'
import { historyStats } from '../../simulator/users/stats.ts'
import { cliCommand, orFail, requireFolder } from './options.ts'

const program = cliCommand('history-stats')
  .description('Per user: records by domain and app, preferred-app share per context, habit stability, temporal chains, lasting changes')
  .argument('<dir>', 'a directory written by npm run simulate')
  .parse()

const dir = requireFolder(program.args[0]!, 'a set written by npm run simulate, or a suite')
const registry = createRegistry(allApps)
const pct = (x: number) => `${Math.round(x * 100)}%`
const users = orFail(() => readUsers(dir), `${dir}: `)
for (const user of users) {
  const records = orFail(() => readHistory(dir, user.profile.id), `${dir}: `)
  const s = historyStats(records, registry)
  const p = user.profile
  console.log(`\n## ${p.id} ${p.name}, ${p.age}, ${p.profession} (${p.incomeLevel}) — ${s.records} records, ${s.failures} intended failures`)
  console.log(`  by domain: ${Object.entries(s.byDomain).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  console.log(`  by app:    ${Object.entries(s.byApp).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  console.log(`  preferred app per context: ${Object.entries(s.contexts).map(([c, v]) => `${c.slice(4)} ${v.app} ${pct(v.share)} of ${v.calls}`).join('; ')}`)
  console.log(`  habit stability: ${pct(s.habitStability)} of habitual values are the usual one`)
  console.log(`  temporal chains: ${Object.keys(s.chains).length} (${Object.entries(s.chains).map(([c, d]) => `${c.slice(6)}: ${d.join('+')}`).join('; ') || 'none'})`)
  const change = user.habits?.lastingChange
  if (change) console.log(`  lasting change: ${change.kind} from week ${change.week + 1} (${JSON.stringify(change.to)})`)
  if (Object.keys(s.markers).length) console.log(`  deviations/changes/noise: ${Object.entries(s.markers).map(([k, v]) => `${k} ${v}`).join(', ')}`)
}
