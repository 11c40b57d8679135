// Prints why ToolSpectrum gold calls fail, grouped by app: `npx tsx tests/support/toolspectrum-report.ts [App,App]`.
import { createSandboxWorld } from '../../simulator/world/index.ts'
import { runGold, toolspectrumSamples } from './toolspectrum.ts'

const only = process.argv[2]?.split(',')
const world = createSandboxWorld({ checkOutputs: true })
const failures = new Map<string, string[]>()
let total = 0
for (const sample of toolspectrumSamples()) {
  if (!sample.toolCall || (only && !only.includes(sample.toolCall.APP))) continue
  total++
  const run = runGold(sample, world)
  if (run.outcome.ok) continue
  const key = `${sample.toolCall.APP}.${sample.toolCall.API}`
  const { code, message, issues } = run.outcome.error
  const why = `${sample.id} ${code}: ${issues?.map((i) => `${i.path} ${i.message}`).join('; ') ?? message}  <- ${JSON.stringify(run.args).slice(0, 240)}`
  failures.set(key, [...(failures.get(key) ?? []), why])
}
for (const [key, list] of failures) {
  console.log(`\n## ${key}: ${list.length} failing`)
  for (const line of list) console.log('  ' + line)
}
console.log(`\n${total} gold calls, ${[...failures.values()].reduce((n, l) => n + l.length, 0)} failing`)
