import { historyBucket } from '../../scenarios/case/index.ts'
import { readSuite } from '../../scenarios/suite/index.ts'
import { coverage, coverageCounts, hardness, omissionByLevel, phrasingVariety, phrasingVarietyRows, type Hardness, type Quota, type Rate } from '../../scenarios/stats/index.ts'
import { createSandboxWorld } from '../../simulator/world/index.ts'
import { cliCommand, orFail, requireFolder } from './options.ts'

const program = cliCommand('suite-stats')
  .description('Counts of a suite\'s cases by kind, vagueness, domain, app, user and history length')
  .argument('<dir>', 'a suite directory (npm run build-suite, or scenarios/suites/default)')
  .option('--json', 'print the trivial predictors\' rates and the quotas of decision 0032 as JSON')
  .parse()

const suite = orFail(() => readSuite(requireFolder(program.args[0]!, 'a suite directory')))
const registry = createSandboxWorld().registry
const hard = hardness(suite.cases)
const covered = coverageCounts(suite.cases, registry)
const atLeast = (key: string, value: number, target: number): Quota => ({ key, value, op: '>=', target, met: value >= target })
// Coverage the hard cases must not cost (decision 0032).
const coverageQuotas = [
  atLeast('apps', covered.apps, covered.allApps),
  atLeast('toolsInGold', covered.tools, 80),
  atLeast('casesPerDomain', Math.min(...covered.domains.values()), 60),
  atLeast('singleRequests', hard.singles, 1500),
  atLeast('refusals', covered.refusals, 120),
]
if (program.opts<{ json?: boolean }>().json) {
  const quotas = [...hard.quotas, ...coverageQuotas]
  console.log(JSON.stringify({ name: suite.manifest.name, cases: suite.cases.length, users: suite.users.size, ...hard, quotas, allQuotasMet: quotas.every((q) => q.met), phrasing: phrasingVariety(suite.cases) }, null, 2))
  process.exit(0)
}
const count = (keys: (c: (typeof suite.cases)[number]) => string[]) => {
  const m = new Map<string, number>()
  for (const c of suite.cases) for (const k of keys(c)) m.set(k, (m.get(k) ?? 0) + 1)
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}
const line = (title: string, rows: [string, number][]) => console.log(`${title.padEnd(16)} ${rows.map(([k, v]) => `${k} ${v}`).join(', ')}`)
console.log(`${suite.manifest.name}: ${suite.cases.length} cases, ${suite.users.size} users (${suite.manifest.source})`)
line('by kind', count((c) => (c.kinds.length ? c.kinds : [c.gold.length ? 'control' : 'refusal'])))
line('by vagueness', count((c) => [c.vagueness]))
line('by domain', count((c) => [c.domain]))
line('by app', count((c) => (c.gold.length ? c.gold.map((g) => g.app) : [c.refusal?.call.app ?? 'none'])))
line('by tool', count((c) => c.gold.map((g) => g.tool)))
line('by user', count((c) => [c.user]))
line('by history', count((c) => [historyBucket(c.historyLength)]))
const dialogues = suite.cases.filter((c) => c.followUps)
const twins = suite.cases.filter((c) => c.counterfactual)
line('dialogues', [['total', dialogues.length], ...count((c) => (c.followUps ? [`${c.followUps.length + 1} turns`] : [])), ...count((c) => (c.followUps ? c.followUps.map((t) => t.act) : []))])
line('counterfactual', [['pairs', twins.length], ...count((c) => (c.counterfactual ? [c.counterfactual.change.split(':')[0]!] : []))])
line('by difficulty', count((c) => (c.difficulty ? [c.difficulty] : [])))
const anchored = new Map<string, string>()
for (const c of suite.cases) if (c.difficulty && c.anchor !== undefined && !c.counterfactual) anchored.set(`${c.user}:${c.anchor}`, c.difficulty)
const repeatShare = anchored.size ? [...anchored.values()].filter((d) => d === 'repeat').length / anchored.size : 0
console.log(`${'repeat share'.padEnd(16)} ${(100 * repeatShare).toFixed(1)}% of ${anchored.size} anchors`)
omissionByLevel(suite.cases).forEach((row) => console.log(row))
coverage(suite.cases, registry).forEach((row) => console.log(row))
printHardness(hard, coverageQuotas)
phrasingVarietyRows(suite.cases).forEach((row) => console.log(row))
if (suite.manifest.anchorsDropped) line('anchors dropped', Object.entries(suite.manifest.anchorsDropped).sort((a, b) => b[1] - a[1]))
line('by tag', count((c) => c.tags.filter((t) => !t.startsWith('chain:') && !t.startsWith('policy:')).map((t) => t.replace(/:.*/, ''))))

/** The trivial predictors' rates (overall, by type, by level) and every quota with met / not met. */
function printHardness(h: Hardness, more: readonly Quota[]): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`
  const row = (r: Rate) => `${r.cases} cases: ${Object.entries(r.solved).map(([p, x]) => `${p} ${pct(x)}`).join(', ')}, none (hard) ${pct(r.hard)}`
  console.log(`${'trivial solvers'.padEnd(16)} ${row(h.overall)}`)
  for (const [k, r] of Object.entries(h.byType)) console.log(`${'  by type'.padEnd(16)} ${k}: ${row(r)}`)
  for (const [k, r] of Object.entries(h.byLevel)) console.log(`${'  by level'.padEnd(16)} ${k}: ${row(r)}`)
  for (const q of [...h.quotas, ...more]) {
    const shown = (x: number) => (x <= 1 && !Number.isInteger(x) ? pct(x) : String(x))
    console.log(`${'quota'.padEnd(16)} ${q.key} ${shown(q.value)} (target ${q.op} ${shown(q.target)}): ${q.met ? 'met' : 'NOT MET'}`)
  }
}
