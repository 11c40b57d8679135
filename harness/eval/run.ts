import { failure, type Outcome } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import { CutoffSessions, type Suite } from '../../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../../simulator/world/index.ts'
import type { Agent, AgentContext, PromptOptions } from '../agents/agent.ts'
import { offeredTools, selectHistory } from '../prompt/index.ts'
import { scoreExact } from '../scoring/exact/index.ts'
import { executionVerdict } from '../scoring/execution/index.ts'
import type { CaseResult } from './result.ts'

export const DEFAULT_PROMPT: PromptOptions = { format: 'openai', history: { kind: 'all' }, profile: true, tools: { kind: 'domain' } }

export interface EvalOptions {
  suite: Pick<Suite, 'users' | 'cases'>
  agent: Agent
  world?: World
  prompt?: PromptOptions
  trials?: number
  strict?: boolean
  /** Cases run at once (for model agents; the sandbox itself is synchronous). */
  concurrency?: number
  /** `case#trial` keys already done (a resumed run skips them). */
  skip?: ReadonlySet<string>
  /** Called with each result as it is made (append it to results.jsonl). */
  onResult?: (result: CaseResult) => void
}

export const resultKey = (caseId: string, trial: number) => `${caseId}#${trial}`

const sameCalls = (a: readonly Call[], b: readonly Call[]) => JSON.stringify(a.map((c) => [c.app, c.tool, c.args])) === JSON.stringify(b.map((c) => [c.app, c.tool, c.args]))

/** Runs one trial of one case: context from S0, the agent's answer, both verdicts. */
export async function evaluateCase(c: Case, trial: number, agent: Agent, sessions: CutoffSessions, world: World, prompt: PromptOptions, strict: boolean): Promise<CaseResult> {
  const s0 = sessions.at(c, `case-${c.id}`)
  let readFork: ReturnType<typeof s0.fork> | undefined
  const registry = world.registry
  // History and tools are built on first use: the oracle and noop never look.
  let history: AgentContext['history'] | undefined
  let tools: AgentContext['tools'] | undefined
  const context: AgentContext = {
    case: c,
    profile: prompt.profile ? s0.user : undefined,
    get history() {
      return (history ??= prompt.history.kind === 'none' ? [] : selectHistory(sessions.history(c), prompt.history))
    },
    get tools() {
      return (tools ??= offeredTools(world, c, prompt.tools, c.query))
    },
    prompt,
    world,
    trial,
    read(call: Call): Outcome {
      const app = registry.resolveApp(call.app)
      const tool = app.ok ? registry.resolveTool(app.value, call.tool) : undefined
      if (tool?.ok && tool.value.effect === 'write') return failure({ code: 'read_only', message: `${call.app}.${call.tool} changes state: make it your final answer instead of a lookup` })
      readFork ??= s0.fork(`read-${c.id}`)
      return readFork.call(call.app, call.tool, call.args)
    },
  }
  const started = performance.now()
  const answer = await agent.act(context)
  const latencyMs = performance.now() - started
  const parsed = answer.parsed
  const predicted = parsed.kind === 'calls' ? parsed.calls : parsed.kind === 'refusal' ? [] : undefined
  const gold = c.gold.map(({ app, tool, args }) => ({ app, tool, args }))
  // Same calls from the same state reach the same state (the sandbox is deterministic): no need to run them twice.
  const execution =
    predicted && sameCalls(gold, predicted)
      ? { match: true, reason: gold.length ? 'the same calls as the gold' : 'no call made', differing: [], collateral: [], errors: [] }
      : executionVerdict(s0, gold, predicted)
  return {
    case: c.id,
    user: c.user,
    trial,
    agent: agent.name,
    vagueness: c.vagueness,
    kinds: c.kinds,
    domain: c.domain,
    tags: c.tags,
    historyLength: c.historyLength,
    refusalCase: c.gold.length === 0,
    ...(answer.promptHash ? { promptHash: answer.promptHash } : {}),
    ...(answer.raw !== undefined ? { raw: answer.raw } : {}),
    parsed,
    steps: (answer.steps ?? []).map((s) => ({ call: s.call, ok: s.outcome.ok, ...(s.outcome.ok ? {} : { error: s.outcome.error.code }) })),
    exact: scoreExact(c, parsed, { strict, registry }),
    execution,
    ...(answer.usage ? { usage: answer.usage } : {}),
    latencyMs,
  }
}

/** Evaluates an agent on a suite: every case, every trial, results in case order. */
export async function runEval(options: EvalOptions): Promise<CaseResult[]> {
  const world = options.world ?? createSandboxWorld()
  const sessions = new CutoffSessions(world, options.suite.users)
  const prompt = options.prompt ?? DEFAULT_PROMPT
  const trials = options.trials ?? 1
  const jobs: { c: Case; trial: number }[] = []
  for (let trial = 0; trial < trials; trial++) for (const c of options.suite.cases) if (!options.skip?.has(resultKey(c.id, trial))) jobs.push({ c, trial })
  const results: CaseResult[] = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++
      const { c, trial } = jobs[i]!
      const result = await evaluateCase(c, trial, options.agent, sessions, world, prompt, options.strict ?? false)
      results[i] = result
      options.onResult?.(result)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  return results
}
