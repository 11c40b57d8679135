import type { OpenAiTool, Registry } from '../../apps/kit/index.ts'
import type { AgentContext, ConversationTurn, ShownCall } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { LIVE_READ_LIMITS, compactJson } from './compact-value.ts'
import { appLine, offeredApps } from './describe-apps.ts'
import { historyTurn } from './history-turns.ts'
import { ANSWER_FORMAT, ROLE, currentTimeLine } from './instructions.ts'
import { sharedMessage } from './shared-message.ts'
import { offeredToolJson, qualifiedToolName } from './tool-json.ts'
import { userBlock } from './user-block.ts'

/** An earlier turn of the dialogue: the user's words, the calls made and the apps' answers. */
function conversationTurn(registry: Registry, turn: ConversationTurn, t: number): ChatMessage[] {
  const ids = turn.calls.map((_, i) => `turn${t}_call${i}`)
  return [
    { role: 'user', content: turn.query },
    ...(turn.calls.length
      ? [
          {
            role: 'assistant' as const,
            content: null,
            tool_calls: turn.calls.map((c, i) => ({ id: ids[i]!, type: 'function' as const, function: { name: qualifiedToolName(registry, c.app, c.tool), arguments: JSON.stringify(c.args) } })),
          },
          ...turn.calls.map((_, i) => ({ role: 'tool' as const, tool_call_id: ids[i]!, content: compactJson(turn.outcomes[i] ?? null, LIVE_READ_LIMITS) })),
        ]
      : [{ role: 'assistant' as const, content: 'NO_CALL' }]),
  ]
}

/** Native function calling: history as real tool-call turns, tools as JSON, the query last. */
export function openAiPrompt(ctx: AgentContext, history: readonly ShownCall[]): { messages: ChatMessage[]; tools: OpenAiTool[] } {
  const { registry } = ctx.world
  const system = [
    ROLE,
    ANSWER_FORMAT.openai,
    ...(ctx.profile ? ['', userBlock(ctx.profile, ctx.world, ctx.prompt.profileView)] : []),
    '',
    "The user's apps:",
    ...offeredApps(registry, ctx.tools).map(appLine),
    ...(history.length > 0 ? ['', 'The conversation below replays the calls you made for this user before, oldest first, each stamped with its time.'] : []),
  ].join('\n')
  // The system message and the history turns are shared objects: prompts of one user begin alike
  const messages: ChatMessage[] = [sharedMessage({ role: 'system', content: system })]
  for (const record of history) messages.push(...historyTurn(registry, record))
  messages.push({ role: 'user', content: currentTimeLine(ctx.case.now) })
  ctx.conversation.forEach((turn, t) => messages.push(...conversationTurn(registry, turn, t)))
  messages.push({ role: 'user', content: ctx.case.query })
  return { messages, tools: offeredToolJson(registry, ctx.tools) }
}
