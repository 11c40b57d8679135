import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import cliProgress from 'cli-progress'
import { Option } from 'commander'
import { readSuite } from '../../scenarios/suite/index.ts'
import { AGENT_NAMES, createAgent, type AgentName } from '../agents/index.ts'
import { DEFAULT_TOOLS_FLAG, describePlan, parsePromptFlags, planResume, resultKey, runEval, runIdentity, runName, suiteHash, TOOLS_FLAG_HELP, writeFileAtomic, type CaseResult, type RunInfo, type RunSettings } from '../eval/index.ts'
import { sha256Hex } from '../prompt/index.ts'
import { breakdownTables, executable, headlineTables, isSingleTurn, markdownTable, summarize, writeReports } from '../report/index.ts'
import { cliCommand, fail, orFail, positiveInt } from './options.ts'

const opts = cliCommand('eval')
  .description('Evaluate an agent on a suite: exact-match and execution scores, reports in --out')
  .option('--suite <dir>', 'suite directory', 'scenarios/suites/default')
  .addOption(new Option('--agent <name>', 'agent').choices(AGENT_NAMES).default('heuristic'))
  .option('--model <model>', 'openai agent: model name (default $OPENAI_MODEL)')
  .option('--base-url <url>', 'openai agent: any OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 (default $OPENAI_BASE_URL)')
  .option('--max-steps <n>', 'openai agent: model turns per case (read calls in between)', positiveInt, 5)
  .option('--predictions <file>', 'file agent: predictions JSONL ({case, output} or {case, calls}; {turn} for dialogue turns)')
  .option('--format <format>', 'prompt format: openai, text, ptbench, toolspectrum', 'openai')
  .option('--history <window>', 'history shown: all, none, last:N, tokens:N', 'all')
  .option('--profile <view>', 'profile shown: broad (traits, no habits), detailed (the habit sentences: an ablation), none', 'broad')
  .option('--no-profile', 'leave the profile out of the prompt (PTBench "w/o basic"; same as --profile none)')
  .option('--tools <offer>', TOOLS_FLAG_HELP, DEFAULT_TOOLS_FLAG)
  .option('--limit <n>', 'only the first N cases', positiveInt)
  .option('--trials <k>', 'trials per case (pass^k)', positiveInt, 1)
  .option('--strict', 'compare values raw (no type tolerance)', false)
  .addOption(new Option('--dialogue-mode <mode>', "dialogue turns: carry the agent's own state, or start each turn from the gold state").choices(['carry', 'gold']).default('carry'))
  .option('--concurrency <n>', 'cases in flight at once (model agents; a GPU server batches them; 2 to 4 for a server that answers one at a time, e.g. Ollama)', positiveInt, 16)
  .option('--out <dir>', 'run directory (default out/eval/<name from the settings>, e.g. out/eval/heuristic-history_none-no_profile)')
  .option('--fresh', 'start over instead of resuming the run in --out', false)
  .parse()
  .opts<{
    suite: string; agent: AgentName; model?: string; baseUrl?: string; maxSteps: number; predictions?: string; format: string; history: string
    profile: boolean | string; tools: string; limit?: number; trials: number; strict: boolean; dialogueMode: 'carry' | 'gold'; concurrency: number; out?: string; fresh: boolean
  }>()

const prompt = orFail(() => parsePromptFlags(opts))
const model = opts.model ?? process.env.OPENAI_MODEL
const baseUrl = opts.baseUrl ?? process.env.OPENAI_BASE_URL
if (opts.agent === 'file' && !opts.predictions) fail('--agent file needs --predictions FILE (JSONL lines {"case": id, "output": text} or {"case": id, "calls": [...]})')
if (opts.agent === 'file' && !existsSync(opts.predictions!)) fail(`${opts.predictions}: no such predictions file`)
if (opts.agent === 'openai' && !model) fail('--agent openai needs a model: pass --model NAME or set OPENAI_MODEL')
const suite = orFail(() => readSuite(opts.suite))
const cases = opts.limit ? suite.cases.slice(0, opts.limit) : suite.cases

// Everything that changes a result names the run: its folder and its identity.
const settings: RunSettings = {
  agent: opts.agent,
  ...(opts.agent === 'openai' ? { model, ...(baseUrl ? { baseUrl } : {}), maxSteps: opts.maxSteps } : {}),
  ...(opts.agent === 'file' ? { predictions: sha256Hex(readFileSync(opts.predictions!, 'utf8')) } : {}),
  format: opts.format,
  history: opts.history,
  profile: prompt.profile,
  ...(prompt.profileView ? { profileView: prompt.profileView } : {}),
  tools: opts.tools,
  strict: opts.strict,
  dialogueMode: opts.dialogueMode,
  trials: opts.trials,
  ...(opts.limit ? { limit: opts.limit } : {}),
}
const identity = runIdentity({ name: suite.manifest.name, hash: suiteHash(suite) }, settings)
const out = resolve(opts.out ?? join('out/eval', runName(settings, suite.manifest.name, opts.predictions)))
const cacheDir = join(out, 'cache')
const agent = orFail(() =>
  createAgent(opts.agent, {
    ...(opts.predictions ? { predictions: opts.predictions } : {}),
    openai: { ...(model ? { model } : {}), ...(baseUrl ? { baseURL: baseUrl } : {}), maxSteps: opts.maxSteps, concurrency: opts.concurrency, cacheDir },
  }),
)
const run: RunInfo = {
  agent: agent.name,
  ...(opts.agent === 'openai' ? { model: model! } : {}),
  suite: suite.manifest.name,
  cases: cases.length,
  trials: opts.trials,
  format: prompt.format,
  strict: opts.strict,
  prompt: { ...prompt, dialogueMode: opts.dialogueMode },
  identity,
}

// Resume only a run of exactly this identity; a torn last line is dropped and its case run again.
const total = cases.length * opts.trials
const wanted = new Set(cases.flatMap((c) => Array.from({ length: opts.trials }, (_, t) => resultKey(c.id, t))))
const plan = orFail(() => planResume(out, identity, wanted, opts.fresh))
// A folder under the working directory is shown as the user would type it
const shownOut = out.startsWith(process.cwd() + sep) ? relative(process.cwd(), out) : out
console.log(describePlan(plan, shownOut, total))
mkdirSync(out, { recursive: true })
const resultsFile = join(out, 'results.jsonl')
const previous: CaseResult[] = plan.kind === 'resume' ? plan.results : []
writeFileAtomic(join(out, 'run.json'), JSON.stringify(run, null, 2) + '\n')
writeFileAtomic(resultsFile, previous.map((r) => JSON.stringify(r) + '\n').join(''))
const done = new Set(previous.map((r) => resultKey(r.case, r.trial)))

// The bar counts what the headline table counts: single requests, execution over executable ones.
const tally = { finished: 0, lines: 0, passed: 0, executableLines: 0, executed: 0 }
const count = (r: CaseResult) => {
  tally.finished++
  if (!isSingleTurn(r)) return
  tally.lines++
  if (r.exact.overall) tally.passed++
  if (executable(r)) {
    tally.executableLines++
    if (r.execution.match) tally.executed++
  }
}
previous.forEach(count)
const pct = (n: number, of: number) => (of ? ((100 * n) / of).toFixed(1) : '0.0')
const bar = new cliProgress.SingleBar(
  { format: `${agent.name} {bar} {value}/{total} | {rate}/s | exact {exact}% | execution {execution}% | {duration}s`, hideCursor: true },
  cliProgress.Presets.shades_classic,
)
const started = performance.now()
// A failure that is not the model's (server down, bad key, retries spent) stops the run; what is done stays for a resume
const stopped = (error: unknown): never => {
  bar.stop()
  console.error(`eval stopped: ${error instanceof Error ? error.message : String(error)}`)
  console.error(`${tally.finished} of ${total} results kept in ${resultsFile}; run the same command again to resume`)
  return process.exit(1)
}
bar.start(total, tally.finished, { rate: '0', exact: pct(tally.passed, tally.lines), execution: pct(tally.executed, tally.executableLines) })
const fresh = await runEval({
  suite: { users: suite.users, cases },
  agent,
  prompt,
  trials: opts.trials,
  strict: opts.strict,
  dialogueMode: opts.dialogueMode,
  concurrency: opts.agent === 'openai' || opts.agent === 'file' ? opts.concurrency : 1,
  skip: done,
  onResult(result) {
    appendFileSync(resultsFile, JSON.stringify(result) + '\n')
    count(result)
    const seconds = (performance.now() - started) / 1000
    bar.update(tally.finished, { rate: ((tally.finished - previous.length) / Math.max(seconds, 1e-3)).toFixed(0), exact: pct(tally.passed, tally.lines), execution: pct(tally.executed, tally.executableLines) })
  },
}).catch(stopped)
bar.stop()

// Results in suite order (trial-major), whatever order they finished in; the rewrite is atomic.
const order = new Map(cases.map((c, i) => [c.id, i]))
const results = [...previous, ...fresh].sort((a, b) => a.trial - b.trial || order.get(a.case)! - order.get(b.case)!)
writeFileAtomic(resultsFile, results.map((r) => JSON.stringify(r) + '\n').join(''))
const paths = writeReports(out, results, run)
const summary = summarize(results, run)
const headline = headlineTables(summary)
const shown = [headline[0]!, ...breakdownTables(summary).filter((t) => t.id === 'by-vagueness' || t.id === 'by-vagueness-same-anchors'), ...headline.filter((t) => t.id === 'dialogues' || t.id === 'history-sensitivity')]
for (const table of shown) if (table) console.log(`\n${markdownTable(table)}`)
console.log('')
if (summary.reward?.mean != null) console.log(`mean reward: ${summary.reward.mean.toFixed(4)} over ${summary.reward.n} episodes`)
console.log(`Report: ${paths.html}\n        ${paths.markdown}, ${paths.latex}, ${paths.summary}, ${resultsFile}`)
