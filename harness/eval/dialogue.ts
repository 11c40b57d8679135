import type { Case } from '../../scenarios/case/index.ts'
import type { CutoffSessions } from '../../scenarios/suite/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { Agent, PromptOptions } from '../agents/agent.ts'
import { createEpisodeHost, openEpisode, type DialogueMode, type SuiteHost } from '../episodes/index.ts'
import type { CaseResult, TurnResult } from './result.ts'
import { resultHead } from './result-fields.ts'

export type { DialogueMode }

/**
 * Runs a dialogue through its episode, turn by turn; each turn is judged by exact match and by
 * execution. A turn whose gold refers to something the agent's turns never made is not asked.
 */
export async function runDialogueEpisode(host: SuiteHost, c: Case, trial: number, agent: Agent): Promise<CaseResult> {
  const episode = openEpisode(host, c, `dialogue-${c.id}`)
  let latencyMs = 0
  while (!episode.done) {
    if (episode.unresolved !== undefined) {
      episode.answer({ parsed: { kind: 'refusal', format: 'json' } })
      continue
    }
    const started = performance.now()
    const answer = await agent.act(episode.context(trial))
    latencyMs += performance.now() - started
    episode.answer(answer)
  }
  const results: TurnResult[] = episode.turns.map(({ reward: _r, acted: _a, predicted: _p, ...t }) => t)
  const first = results[0]!
  return {
    ...resultHead(c, trial, agent),
    parsed: first.parsed,
    steps: first.steps,
    exact: first.exact,
    execution: first.execution,
    turns: results,
    dialogue: {
      mode: host.dialogueMode,
      exact: results.every((r) => r.exact.overall),
      execution: results.every((r) => r.execution.match),
    },
    reward: episode.reward,
    latencyMs,
  }
}

/** A dialogue for callers without a host (the demo, tests, the bench). */
export async function evaluateDialogue(
  c: Case,
  trial: number,
  agent: Agent,
  sessions: CutoffSessions,
  world: World,
  prompt: PromptOptions,
  strict: boolean,
  mode: DialogueMode,
): Promise<CaseResult> {
  return runDialogueEpisode(createEpisodeHost({ suite: { users: new Map(), cases: [] }, sessions, world, prompt, strict, dialogueMode: mode }), c, trial, agent)
}
