import { resolve } from 'node:path'
import { Command } from 'commander'
import { importToolSpectrum } from '../../scenarios/importers/toolspectrum/index.ts'
import { writeSuite } from '../../scenarios/suite/files.ts'

const program = new Command('import-toolspectrum')
  .description("Turns ToolSpectrum's published samples (a directory you give; never copied into the project) into a suite")
  .requiredOption('--data <dir>', "ToolSpectrum's data/ directory (the three dataset_*.json files)")
  .requiredOption('--out <dir>', 'where to write the suite (manifest.json, users.jsonl, cases.jsonl)')
  .option('--api <dir>', "ToolSpectrum's api/ directory (default: <data>/../api)")
  .parse()

const opts = program.opts<{ data: string; out: string; api?: string }>()
const suite = importToolSpectrum(resolve(opts.data), opts.api ? { apiDir: resolve(opts.api) } : {})
writeSuite(resolve(opts.out), suite)

const count = (pick: (tags: string[]) => boolean) => suite.cases.filter((c) => pick(c.tags)).length
const byVagueness = new Map<string, number>()
for (const c of suite.cases) byVagueness.set(c.vagueness, (byVagueness.get(c.vagueness) ?? 0) + 1)
console.log(`wrote ${suite.cases.length} cases and ${suite.users.size} users to ${resolve(opts.out)}`)
console.log(
  `  refusals: ${count((t) => t.includes('refusal'))} (${suite.cases.filter((c) => c.refusal).length} with the call named); ` +
    `breaks-toolset: ${count((t) => t.includes('breaks-toolset'))}; ` +
    `coerced: ${count((t) => t.some((x) => x.startsWith('coerced:')))} cases`,
)
console.log(`  vagueness: ${[...byVagueness].map(([k, v]) => `${k} ${v}`).join(', ')}`)
