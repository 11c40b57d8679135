import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Command } from 'commander'
import { readSuite } from '../../scenarios/suite/index.ts'
import { createFileAgent } from '../agents/index.ts'
import { DEFAULT_PROMPT, runEval, type RunInfo } from '../eval/index.ts'
import { headlineTables, markdownTable, summarize, writeReports } from '../report/index.ts'

const opts = new Command('score')
  .description('Score predictions made elsewhere (raw model text or structured calls) against a suite, by exact match and by execution')
  .requiredOption('--pred <file>', 'predictions JSONL: {"case": id, "output": raw text} or {"case": id, "calls": [...] | null}')
  .option('--gold <dir>', 'the suite the predictions answer', 'scenarios/suites/default')
  .option('--format <format>', 'the output convention the model was asked for (json, ptbench, toolspectrum, native): recorded; parsing detects it', 'json')
  .option('--strict', 'compare values raw (no type tolerance)', false)
  .option('--out <dir>', 'where results and reports go', 'out/score')
  .parse()
  .opts<{ pred: string; gold: string; format: string; strict: boolean; out: string }>()

let agent
try {
  agent = createFileAgent(opts.pred)
} catch (e) {
  console.error((e as Error).message)
  process.exit(2)
}
const suite = readSuite(opts.gold)
const results = await runEval({ suite, agent, strict: opts.strict })
const run: RunInfo = { agent: agent.name, suite: suite.manifest.name, cases: suite.cases.length, trials: 1, format: opts.format, strict: opts.strict, prompt: { ...DEFAULT_PROMPT } }
const out = resolve(opts.out)
const paths = writeReports(out, results, run)
writeFileSync(join(out, 'results.jsonl'), results.map((r) => JSON.stringify(r)).join('\n') + '\n')
console.log(`${markdownTable(headlineTables(summarize(results, run))[0]!)}\n\nReport: ${paths.html}`)
