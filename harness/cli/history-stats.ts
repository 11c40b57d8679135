import { createRegistry } from '../../apps/kit/index.ts'
import { allApps } from '../../apps/index.ts'
import { historyStructure, structureTotals, type HistoryStructure } from '../../simulator/lives/structure.ts'
import { readHistory, readUsers } from '../../simulator/users/files.ts'
import { historyStats } from '../../simulator/users/stats.ts'
import { cliCommand, orFail, requireFolder } from './options.ts'

const program = cliCommand('history-stats')
  .description('Per user: records by domain and app, preferred-app share per context, habit stability, temporal chains, and the structure a model must reason about (conditional habits, lasting and reverted changes, multi-step plans)')
  .argument('<dir>', 'a directory written by npm run simulate')
  .option('--json', 'one JSON object: {users: [{id, records, conditionalHabits, lastingChanges, revertedChanges, plans, summary}], totals}')
  .parse()

const dir = requireFolder(program.args[0]!, 'a set written by npm run simulate, or a suite')
const json = Boolean(program.opts<{ json?: boolean }>().json)
const registry = createRegistry(allApps)
const pct = (x: number) => `${Math.round(x * 100)}%`
const users = orFail(() => readUsers(dir), `${dir}: `)
const structures: (HistoryStructure & { id: string })[] = []
for (const user of users) {
  const records = orFail(() => readHistory(dir, user.profile.id), `${dir}: `)
  const structure = historyStructure(user.profile, records, registry)
  structures.push({ id: user.profile.id, ...structure })
  if (json) continue
  const s = historyStats(records, registry)
  const p = user.profile
  console.log(`\n## ${p.id} ${p.name}, ${p.age}, ${p.profession} (${p.incomeLevel}) — ${s.records} records, ${s.failures} intended failures`)
  console.log(`  by domain: ${Object.entries(s.byDomain).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  console.log(`  by app:    ${Object.entries(s.byApp).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  console.log(`  preferred app per context: ${Object.entries(s.contexts).map(([c, v]) => `${c.slice(4)} ${v.app} ${pct(v.share)} of ${v.calls}`).join('; ')}`)
  console.log(`  habit stability: ${pct(s.habitStability)} of habitual values are the usual one`)
  console.log(`  temporal chains: ${Object.keys(s.chains).length} (${Object.entries(s.chains).map(([c, d]) => `${c.slice(6)}: ${d.join('+')}`).join('; ') || 'none'})`)
  for (const c of user.habits?.changes ?? []) console.log(`  ${c.until === undefined ? 'lasting' : 'temporary'} change (generator): ${c.kind} from day ${c.from}${c.until === undefined ? '' : ` to day ${c.until}`} (${JSON.stringify(c.to)})`)
  if (Object.keys(s.markers).length) console.log(`  deviations/changes/noise: ${Object.entries(s.markers).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  printStructure(structure)
}
if (json) console.log(JSON.stringify({ users: structures.map(({ id, ...s }) => ({ id, ...s })), totals: structureTotals(structures) }))
else {
  const t = structureTotals(structures)
  console.log(`\n## totals: ${t.users} users, ${t.records} records; ${t.conditionalHabits} conditional habits, ${t.lastingChanges} lasting changes, ${t.revertedChanges} reverted changes, ${t.plans} plans`)
}

/** The measured structure, one line per item. */
function printStructure(s: HistoryStructure): void {
  const m = s.summary
  console.log(`  structure: ${m.conditionalHabits} conditional habits (fewest uses in a branch ${m.conditionalBranchesMin}), ${m.lastingChanges} lasting changes, ${m.revertedChanges} reverted, ${m.plans} plans`)
  for (const h of s.conditionalHabits) console.log(`    if ${h.condition}: ${h.tool}.${h.parameter} ${h.branches.map((b) => `${b.branch}→${b.value} (${b.uses})`).join(', ')}; majority ${h.overallMajority}`)
  for (const c of s.lastingChanges) console.log(`    change: ${c.tool}.${c.parameter} ${c.from}→${c.to} since ${c.since} (${c.usesBefore}/${c.usesAfter} uses)${c.cause ? `, after ${c.cause.record} on ${c.cause.date}` : ''}`)
  for (const r of s.revertedChanges) console.log(`    tried: ${r.tool}.${r.parameter} ${r.temporary} instead of ${r.usual} ${r.from}..${r.to} (${r.uses} uses)${r.away ? ' away' : ''}`)
  for (const p of s.plans) console.log(`    plan: ${p.records} records over ${p.apps.join('+')} ${p.from.slice(0, 10)}..${p.to.slice(0, 10)}; ${p.flows.slice(0, 3).map((f) => `${f.from}→${f.to} ${f.parameter}=${f.value}`).join('; ')}${p.distractors.length ? `; ${p.distractors.length} distractors` : ''}`)
}
