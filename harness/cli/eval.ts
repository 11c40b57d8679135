import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import cliProgress from 'cli-progress'
import { Command, Option } from 'commander'
import { readSuite } from '../../scenarios/suite/index.ts'
import { AGENT_NAMES, createAgent, type AgentName } from '../agents/index.ts'
import { parsePromptFlags, resultKey, runEval, type CaseResult, type RunInfo } from '../eval/index.ts'
import { breakdownTables, headlineTables, markdownTable, summarize, writeReports } from '../report/index.ts'
import { positiveInt } from './options.ts'

const opts = new Command('eval')
  .description('Evaluate an agent on a suite: exact-match and execution scores, reports in --out')
  .option('--suite <dir>', 'suite directory', 'scenarios/suites/default')
  .addOption(new Option('--agent <name>', 'agent').choices(AGENT_NAMES).default('heuristic'))
  .option('--model <model>', 'openai agent: model name (default $OPENAI_MODEL)')
  .option('--base-url <url>', 'openai agent: any OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 (default $OPENAI_BASE_URL)')
  .option('--max-steps <n>', 'openai agent: model turns per case (read calls in between)', positiveInt, 5)
  .option('--predictions <file>', 'file agent: predictions JSONL ({case, output} or {case, calls})')
  .option('--format <format>', 'prompt format: openai, text, ptbench, toolspectrum', 'openai')
  .option('--history <window>', 'history shown: all, none, last:N, tokens:N', 'all')
  .option('--no-profile', 'leave the profile out of the prompt (PTBench "w/o basic")')
  .option('--tools <offer>', 'tools offered: all, domain, retrieved:K', 'domain')
  .option('--limit <n>', 'only the first N cases', positiveInt)
  .option('--trials <k>', 'trials per case (pass^k)', positiveInt, 1)
  .option('--strict', 'compare values raw (no type tolerance)', false)
  .addOption(new Option('--dialogue-mode <mode>', 'dialogue turns: carry the agent\'s own state, or start each turn from the gold state').choices(['carry', 'gold']).default('carry'))
  .option('--concurrency <n>', 'cases in flight at once (model agents)', positiveInt, 4)
  .option('--out <dir>', 'run directory (default out/eval/<agent>)')
  .option('--fresh', 'start over instead of resuming the run in --out', false)
  .parse()
  .opts<{
    suite: string; agent: AgentName; model?: string; baseUrl?: string; maxSteps: number; predictions?: string; format: string; history: string
    profile: boolean; tools: string; limit?: number; trials: number; strict: boolean; dialogueMode: 'carry' | 'gold'; concurrency: number; out?: string; fresh: boolean
  }>()

const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}
let prompt
try {
  prompt = parsePromptFlags(opts)
} catch (e) {
  fail((e as Error).message)
}
const suite = (() => {
  try {
    return readSuite(opts.suite)
  } catch (e) {
    return fail((e as Error).message)
  }
})()
const cases = opts.limit ? suite.cases.slice(0, opts.limit) : suite.cases
const out = resolve(opts.out ?? join('out/eval', opts.agent))
const cacheDir = join(out, 'cache')
const agent = createAgent(opts.agent, {
  ...(opts.predictions ? { predictions: opts.predictions } : {}),
  openai: { ...(opts.model ? { model: opts.model } : {}), ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}), maxSteps: opts.maxSteps, concurrency: opts.concurrency, cacheDir },
})
const run: RunInfo = {
  agent: agent.name,
  ...(opts.agent === 'openai' ? { model: opts.model ?? process.env.OPENAI_MODEL ?? 'unknown' } : {}),
  suite: suite.manifest.name,
  cases: cases.length,
  trials: opts.trials,
  format: prompt!.format,
  strict: opts.strict,
  prompt: { ...prompt!, dialogueMode: opts.dialogueMode },
}

// Resume: keep the results of an identical earlier run in the same directory.
mkdirSync(out, { recursive: true })
const resultsFile = join(out, 'results.jsonl')
const runFile = join(out, 'run.json')
const previous: CaseResult[] =
  !opts.fresh && existsSync(resultsFile) && existsSync(runFile) && readFileSync(runFile, 'utf8') === JSON.stringify(run, null, 2) + '\n'
    ? readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as CaseResult)
    : []
writeFileSync(runFile, JSON.stringify(run, null, 2) + '\n')
if (!previous.length) writeFileSync(resultsFile, '')
const done = new Set(previous.map((r) => resultKey(r.case, r.trial)))

const total = cases.length * opts.trials
let passed = previous.filter((r) => r.exact.overall).length
let executed = previous.filter((r) => r.execution.match).length
let finished = previous.length
const bar = new cliProgress.SingleBar(
  { format: `${agent.name} {bar} {value}/{total} | {rate}/s | exact {exact}% | execution {execution}% | {duration}s`, hideCursor: true },
  cliProgress.Presets.shades_classic,
)
const started = performance.now()
const pct = (n: number) => (finished ? ((100 * n) / finished).toFixed(1) : '0.0')
// A failure that is not the model's (server down, bad key, retries spent) stops the run; what is done stays for a resume
const stopped = (error: unknown): never => {
  bar.stop()
  console.error(`eval stopped: ${error instanceof Error ? error.message : String(error)}`)
  console.error(`${finished} of ${total} results kept in ${resultsFile}; run the same command again to resume`)
  return process.exit(1)
}
bar.start(total, finished, { rate: '0', exact: pct(passed), execution: pct(executed) })
const fresh = await runEval({
  suite: { users: suite.users, cases },
  agent,
  prompt: prompt!,
  trials: opts.trials,
  strict: opts.strict,
  dialogueMode: opts.dialogueMode,
  concurrency: opts.agent === 'openai' || opts.agent === 'file' ? opts.concurrency : 1,
  skip: done,
  onResult(result) {
    appendFileSync(resultsFile, JSON.stringify(result) + '\n')
    finished++
    if (result.exact.overall) passed++
    if (result.execution.match) executed++
    const seconds = (performance.now() - started) / 1000
    bar.update(finished, { rate: ((finished - previous.length) / Math.max(seconds, 1e-3)).toFixed(0), exact: pct(passed), execution: pct(executed) })
  },
}).catch(stopped)
bar.stop()

// Results in suite order (trial-major), whatever order they finished in.
const order = new Map(cases.map((c, i) => [c.id, i]))
const results = [...previous, ...fresh].sort((a, b) => a.trial - b.trial || order.get(a.case)! - order.get(b.case)!)
writeFileSync(resultsFile, results.map((r) => JSON.stringify(r)).join('\n') + '\n')
const paths = writeReports(out, results, run)
const summary = summarize(results, run)
const headline = headlineTables(summary)
const shown = [headline[0]!, breakdownTables(summary).find((t) => t.id === 'by-vagueness'), ...headline.filter((t) => t.id === 'dialogues' || t.id === 'history-sensitivity')]
for (const table of shown) if (table) console.log(`\n${markdownTable(table)}`)
console.log('')
console.log(`Report: ${paths.html}\n        ${paths.markdown}, ${paths.summary}, ${resultsFile}`)
