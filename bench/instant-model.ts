import { spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Agent } from '../harness/agents/agent.ts'
import { createOpenAiAgent, DEFAULT_CONCURRENCY } from '../harness/agents/openai/index.ts'
import { DEFAULT_PROMPT, runCaseEpisode, runDialogueEpisode } from '../harness/eval/index.ts'
import { createEpisodeHost, type SuiteHost } from '../harness/episodes/index.ts'
import { CutoffSessions, readSuite, type Suite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** The issue's figure: the harness keeps up with a GPU-served model. */
export const INSTANT_MODEL_TARGET: Target = { op: '≥', limit: 300, unit: 'cases/s' }

/** The instant stub in a child process, as a model server would be: it has its own core, not ours. */
async function startStubProcess(): Promise<{ baseUrl: string; stop: () => void }> {
  const code = "const { startInstantStub } = await import('./harness/agents/openai/instant-stub.ts'); console.log((await startInstantStub()).baseUrl)"
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let seen = ''
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const m = /(http:\/\/\S+\/v1)/.exec(seen)
      if (m) resolve(m[1]!)
    })
    child.once('exit', (code) => reject(new Error(`instant stub exited early (${code})`)))
  })
  return { baseUrl, stop: () => child.kill('SIGTERM') }
}

/** CPU time of the main thread alone (Linux: the thread whose id is the pid; ticks of 10 ms), else of the process. */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
}

interface Pass {
  cases: number
  wallMs: number
  cpuMs: number
}

/** Every case once, `concurrency` at a time, each result appended to a results file: `eval`'s loop. */
async function runCases(host: SuiteHost, agent: Agent, cases: Suite['cases'], concurrency: number, resultsFile: string): Promise<Pass> {
  const started = performance.now()
  const cpu = mainThreadCpuMs()
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!
      const result = c.followUps ? await runDialogueEpisode(host, c, 0, agent) : await runCaseEpisode(host, c, 0, agent)
      appendFileSync(resultsFile, JSON.stringify(result) + '\n')
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { cases: cases.length, wallMs: performance.now() - started, cpuMs: mainThreadCpuMs() - cpu }
}

/**
 * The harness against an OpenAI-compatible server that answers every request at once: prompt
 * building, hashing, the official client over HTTP, the response cache on disk, parsing, both
 * verdicts and the results file, for the default suite (`eval --agent openai`'s defaults). Users
 * are replayed first (once per run, timed apart): the rate is the harness's per-case cost.
 */
export async function measureInstantModel(options: { suite?: string; limit?: number; concurrency?: number } = {}): Promise<{ table: string; perSecond: number }> {
  const full = readSuite(options.suite ?? 'scenarios/suites/default')
  const cases = options.limit ? full.cases.slice(0, options.limit) : full.cases
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY // eval's default for model agents
  const world = createSandboxWorld()
  const sessions = new CutoffSessions(world, full.users)
  const host = createEpisodeHost({ suite: { users: full.users, cases }, world, sessions, prompt: DEFAULT_PROMPT })
  const replayStart = performance.now()
  for (const c of cases) sessions.at(c, 'warm')
  const replayMs = performance.now() - replayStart
  const stub = await startStubProcess()
  const dir = mkdtempSync(join(tmpdir(), 'bench-instant-'))
  try {
    const agent = createOpenAiAgent({ model: 'stub', baseURL: stub.baseUrl, apiKey: 'none', env: {}, concurrency, cacheDir: join(dir, 'cache'), maxRetries: 0 })
    const pass = await runCases(host, agent, cases, concurrency, join(dir, 'results.jsonl'))
    const perSecond = pass.cases / (pass.wallMs / 1000)
    const rows = [
      [
        `harness with an instant model: ${cases.length === full.cases.length ? 'default suite' : `first ${cases.length} cases of the default suite`} cases/s (concurrency ${concurrency})`,
        fmt(pass.cases),
        fmt(pass.wallMs / 1000, 2),
        fmt(perSecond),
        fmt((pass.cpuMs * 1000) / pass.cases),
        fmt(replayMs / 1000, 2),
        ...targetCells([{ target: INSTANT_MODEL_TARGET, value: perSecond }]),
      ],
    ]
    return { table: table(['run', 'cases', 'seconds', 'cases/s', 'main thread CPU µs/case', 'replay s (before, apart)', ...TARGET_HEADERS], rows), perSecond }
  } finally {
    stub.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
