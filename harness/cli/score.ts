import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readSuite } from '../../scenarios/suite/index.ts'
import { createFileAgent, readPredictions } from '../agents/index.ts'
import { DEFAULT_PROMPT, describeCoverage, predictionCoverage, runEval, writeFileAtomic, type RunInfo } from '../eval/index.ts'
import { headlineTables, markdownTable, summarize, writeReports } from '../report/index.ts'
import { cliCommand, orFail } from './options.ts'
import { scorePtbenchFiles } from './score-ptbench.ts'

const opts = cliCommand('score')
  .description('Score predictions made elsewhere against a suite (exact match and execution), or PTBench\'s own files exactly as its scorer does (--ptbench)')
  .requiredOption('--pred <file>', 'predictions JSONL: {"case": id, "turn"?: k, "output": raw text} or {"case": id, "calls": [...] | null}; with --ptbench, PTBench\'s generation.jsonl ({"predict": text})')
  .option('--gold <dir>', 'the suite the predictions answer', 'scenarios/suites/default')
  .option('--ptbench <data.json>', "PTBench's data.json: print its eight columns as its scorer computes them, and write <out>/ptbench.json")
  .option('--only-predicted', 'score only the cases that have a prediction (default: a missing one is a failure)', false)
  .option('--format <format>', 'the output convention the model was asked for (json, ptbench, toolspectrum, native): recorded; parsing detects it', 'json')
  .option('--strict', 'compare values raw (no type tolerance)', false)
  .option('--out <dir>', 'where results and reports go', 'out/score')
  .parse()
  .opts<{ pred: string; gold: string; ptbench?: string; onlyPredicted: boolean; format: string; strict: boolean; out: string }>()

const out = resolve(opts.out)
if (opts.ptbench) {
  scorePtbenchFiles(opts.ptbench, opts.pred, out)
  process.exit(0)
}

const lines = orFail(() => readPredictions(opts.pred))
const agent = orFail(() => createFileAgent(opts.pred))
const suite = orFail(() => readSuite(opts.gold))
const coverage = predictionCoverage(suite.cases, lines.values(), !opts.onlyPredicted)
const predicted = new Set([...lines.values()].map((l) => l.case))
const cases = opts.onlyPredicted ? suite.cases.filter((c) => predicted.has(c.id)) : suite.cases
console.log(describeCoverage(coverage))

// Offline predictions cannot see their own earlier turns: every dialogue turn starts from the gold state.
const results = await runEval({ suite: { users: suite.users, cases }, agent, strict: opts.strict, dialogueMode: 'gold' })
const run: RunInfo = {
  agent: agent.name,
  suite: suite.manifest.name,
  cases: cases.length,
  trials: 1,
  format: opts.format,
  strict: opts.strict,
  prompt: { ...DEFAULT_PROMPT, dialogueMode: 'gold' },
  coverage,
}
mkdirSync(out, { recursive: true })
writeFileAtomic(join(out, 'run.json'), JSON.stringify(run, null, 2) + '\n')
writeFileSync(join(out, 'coverage.json'), JSON.stringify(coverage, null, 2) + '\n')
writeFileAtomic(join(out, 'results.jsonl'), results.map((r) => JSON.stringify(r) + '\n').join(''))
const paths = writeReports(out, results, run)
const tables = headlineTables(summarize(results, run)).filter((t) => t.id === 'tracebench' || t.id === 'dialogues')
console.log(`${tables.map(markdownTable).join('\n\n')}\n\nReport: ${paths.html}`)
