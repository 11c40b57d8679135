import type { Case } from '../../scenarios/case/index.ts'
import { CutoffSessions, type Suite } from '../../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../../simulator/world/index.ts'
import type { Agent, PromptOptions } from '../agents/agent.ts'
import { runTurn } from './turn.ts'
import { resultHead, turnFields } from './result-fields.ts'
import { evaluateDialogue, type DialogueMode } from './dialogue.ts'
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
  /** How dialogue turns follow each other (default `carry`: the agent's own state and outcomes). */
  dialogueMode?: DialogueMode
  /** Called with each result as it is made (append it to results.jsonl). */
  onResult?: (result: CaseResult) => void
}

export const resultKey = (caseId: string, trial: number) => `${caseId}#${trial}`

/** Runs one trial of one single-turn case: context from S0, the agent's answer, both verdicts. */
export async function evaluateCase(c: Case, trial: number, agent: Agent, sessions: CutoffSessions, world: World, prompt: PromptOptions, strict: boolean): Promise<CaseResult> {
  const turn = await runTurn({ case: c, session: sessions.at(c, `case-${c.id}`), conversation: [], trial, agent, sessions, world, prompt, strict })
  return { ...resultHead(c, trial, agent), ...turnFields(turn), ...(c.counterfactual ? { counterfactualOf: c.counterfactual.of, counterfactualChange: c.counterfactual.change } : {}), latencyMs: turn.latencyMs }
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
      const strict = options.strict ?? false
      const result = c.followUps
        ? await evaluateDialogue(c, trial, options.agent, sessions, world, prompt, strict, options.dialogueMode ?? 'carry')
        : await evaluateCase(c, trial, options.agent, sessions, world, prompt, strict)
      results[i] = result
      options.onResult?.(result)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  return results
}
