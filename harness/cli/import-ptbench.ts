import { resolve } from 'node:path'
import { importPtbench } from '../../scenarios/importers/ptbench/index.ts'
import { writeSuite } from '../../scenarios/suite/files.ts'
import { cliCommand, orFail } from './options.ts'

const program = cliCommand('import-ptbench')
  .description("Turns PTBench's samples (a data.json you give; never copied into the project) into a suite: executable where the catalog has the platform's tool")
  .requiredOption('--data <data.json>', "PTBench's data.json (answer = [platform, [{func: {param: [acceptable values]}}]], query_params, profile_params)")
  .requiredOption('--out <dir>', 'where to write the suite (manifest.json, users.jsonl, cases.jsonl)')
  .parse()

const opts = program.opts<{ data: string; out: string }>()
const suite = orFail(() => importPtbench(resolve(opts.data)))
writeSuite(resolve(opts.out), suite)
const byVagueness = new Map<string, number>()
for (const c of suite.cases) byVagueness.set(c.vagueness, (byVagueness.get(c.vagueness) ?? 0) + 1)
console.log(`wrote ${suite.cases.length} cases and ${suite.users.size} users to ${resolve(opts.out)}`)
console.log(`  executable: ${suite.executable} (every gold pair in the catalog); not executable: ${suite.cases.length - suite.executable} (tagged not-executable: exact match only)`)
console.log(`  vagueness: ${[...byVagueness].map(([k, v]) => `${k} ${v}`).join(', ')}`)
console.log(`  PTBench's own figures on the same data: npm run score -- --ptbench ${opts.data} --pred generation.jsonl`)
