import type { Case } from '../../scenarios/case/index.ts'
import { CutoffSessions, type Suite } from '../../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../../simulator/world/index.ts'
import type { Agent, PromptOptions } from '../agents/agent.ts'
import { createEpisodeHost, DEFAULT_PROMPT, openEpisode, type SuiteHost } from '../episodes/index.ts'
import { resultHead, turnFields } from './result-fields.ts'
import { evaluateDialogue, runDialogueEpisode, type DialogueMode } from './dialogue.ts'
import type { CaseResult } from './result.ts'

export { DEFAULT_PROMPT }

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

/** Runs one trial of one single-turn case through its episode: context from S0, the agent's answer, the verdicts. */
export async function runCaseEpisode(host: SuiteHost, c: Case, trial: number, agent: Agent): Promise<CaseResult> {
  const episode = openEpisode(host, c, `case-${c.id}`)
  const started = performance.now()
  const answer = await agent.act(episode.context(trial))
  const latencyMs = performance.now() - started
  const turn = episode.answer(answer)
  return {
    ...resultHead(c, trial, agent),
    ...turnFields({ answer, exact: turn.exact, execution: turn.execution }),
    ...(c.counterfactual ? { counterfactualOf: c.counterfactual.of, counterfactualChange: c.counterfactual.change } : {}),
    reward: episode.reward,
    latencyMs,
  }
}

/** One trial of one single-turn case, for callers without a host (the demo, tests, the bench). */
export async function evaluateCase(c: Case, trial: number, agent: Agent, sessions: CutoffSessions, world: World, prompt: PromptOptions, strict: boolean): Promise<CaseResult> {
  return runCaseEpisode(createEpisodeHost({ suite: { users: new Map(), cases: [] }, sessions, world, prompt, strict }), c, trial, agent)
}

/** Evaluates an agent on a suite: every case, every trial, results in case order. */
export async function runEval(options: EvalOptions): Promise<CaseResult[]> {
  const world = options.world ?? createSandboxWorld()
  const host = createEpisodeHost({
    suite: options.suite,
    world,
    prompt: options.prompt ?? DEFAULT_PROMPT,
    strict: options.strict ?? false,
    dialogueMode: options.dialogueMode ?? 'carry',
  })
  const trials = options.trials ?? 1
  const jobs: { c: Case; trial: number }[] = []
  for (let trial = 0; trial < trials; trial++) for (const c of options.suite.cases) if (!options.skip?.has(resultKey(c.id, trial))) jobs.push({ c, trial })
  const results: CaseResult[] = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++
      const { c, trial } = jobs[i]!
      // Every case runs as an episode, the same path HTTP and MCP clients take (decision 0030).
      const result = c.followUps ? await runDialogueEpisode(host, c, trial, options.agent) : await runCaseEpisode(host, c, trial, options.agent)
      results[i] = result
      options.onResult?.(result)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  return results
}
