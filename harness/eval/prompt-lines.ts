import type { OpenAiTool } from '../../apps/kit/index.ts'
import type { Call } from '../../scenarios/case/index.ts'
import type { Suite } from '../../scenarios/suite/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { Agent, PromptOptions } from '../agents/agent.ts'
import { buildPrompt, type ChatMessage } from '../prompt/index.ts'
import type { DialogueMode } from './dialogue.ts'
import { runEval } from './run.ts'

/** One request as the `openai` agent would send it on its first model turn: ready for a batch API or vLLM. */
export interface PromptLine {
  case: string
  /** 0 for a single-turn case or a dialogue's opening request; k for its k-th follow-up. */
  turn: number
  messages: ChatMessage[]
  /** Only the `openai` format sends tools (the text formats describe them in the messages). */
  tools?: OpenAiTool[]
  /** sha256 of {messages, tools}, as results.jsonl records it. */
  hash: string
  /** The turn's gold calls with references resolved (only when asked for: it is the answer). */
  gold?: Call[]
}

export interface PromptLineOptions {
  suite: Pick<Suite, 'users' | 'cases'>
  prompt: PromptOptions
  /** `gold`: every dialogue turn, each after the gold's earlier turns. `carry` can only ask opening turns. */
  dialogueMode: DialogueMode
  world?: World
  withGold?: boolean
  onLine: (line: PromptLine) => void
}

/**
 * Every prompt of a suite, in case order and turn order, built by the same path `eval` takes (the
 * same history window, tools, profile and gold-state conversation), without asking any model.
 */
export async function collectPrompts(options: PromptLineOptions): Promise<{ lines: number }> {
  let lines = 0
  const capture: Agent = {
    name: 'prompts',
    async act(ctx) {
      const turn = ctx.turn ?? 0
      // Under `carry` a later turn depends on the model's own earlier calls: it cannot be asked offline
      if (turn > 0 && options.dialogueMode === 'carry') return { parsed: { kind: 'refusal', format: 'json' } }
      const built = buildPrompt(ctx)
      options.onLine({
        case: ctx.case.id,
        turn,
        messages: built.messages,
        ...(built.tools ? { tools: built.tools } : {}),
        hash: built.hash,
        ...(options.withGold ? { gold: ctx.case.gold.map(({ app, tool, args }) => ({ app, tool, args })) } : {}),
      })
      lines++
      return { parsed: { kind: 'refusal', format: 'json' } }
    },
  }
  await runEval({ suite: options.suite, agent: capture, prompt: options.prompt, dialogueMode: options.dialogueMode, concurrency: 1, ...(options.world ? { world: options.world } : {}) })
  return { lines }
}
