import type { OpenAiTool } from '../../apps/kit/index.ts'
import type { AgentContext } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { openAiPrompt } from './openai-format.ts'
import { builtPromptHash } from './list-digest.ts'
import { selectHistory } from './select-history.ts'
import { textPrompt } from './text-format.ts'

export interface BuiltPrompt {
  messages: ChatMessage[]
  /** OpenAI tool JSON; only the `openai` format sends it. */
  tools?: OpenAiTool[]
  /** sha256 of the canonical JSON of {messages, tools}. */
  hash: string
}

/** Exactly what the model sees for one case: windowed history, offered tools, profile when shown. */
export function buildPrompt(ctx: AgentContext): BuiltPrompt {
  const history = selectHistory(ctx.history, ctx.prompt.history)
  const built = ctx.prompt.format === 'openai' ? openAiPrompt(ctx, history) : textPrompt(ctx, history, ctx.prompt.format)
  // Equal to promptHash(built); prompts of one user resume from the hash of their shared beginning.
  // Computed when first read: an episode sends its prompt and never needs the hash.
  let hash: string | undefined
  return {
    ...built,
    get hash() {
      return (hash ??= builtPromptHash(built))
    },
  }
}
