import { openAiTools } from '../../apps/kit/index.ts'
import type { OpenAiTool, Registry } from '../../apps/kit/index.ts'
import type { AgentContext, ConversationTurn, OfferedTool, ShownCall } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { HISTORY_LIMITS, LIVE_READ_LIMITS, compactJson } from './compact-value.ts'
import { appLine, offeredApps } from './describe-apps.ts'
import { describeUser } from './describe-user.ts'
import { ANSWER_FORMAT, ROLE, currentTimeLine } from './instructions.ts'
import { displayTime } from './record-line.ts'

/** `didi_chuxing__bookTaxi` for any spelling the registry resolves; the recorded spelling otherwise. */
export function qualifiedToolName(registry: Registry, app: string, tool: string): string {
  const resolved = registry.resolveApp(app)
  if (!resolved.ok) return `${app}__${tool}`
  const found = registry.resolveTool(resolved.value, tool)
  return found.ok ? registry.qualifiedName(resolved.value, found.value) : `${resolved.value.id}__${tool}`
}

/** A history record as the model's own earlier turn: the call (stamped with its time), then the app's answer. */
function historyTurn(registry: Registry, record: ShownCall): ChatMessage[] {
  const id = `call_${record.index}`
  return [
    {
      role: 'assistant',
      content: `[${displayTime(record.ts)}]`,
      tool_calls: [{ id, type: 'function', function: { name: qualifiedToolName(registry, record.app, record.tool), arguments: JSON.stringify(record.args) } }],
    },
    { role: 'tool', tool_call_id: id, content: compactJson(record.outcome, HISTORY_LIMITS) },
  ]
}

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

/** Only the offered tools, in the order offered, as OpenAI function JSON. */
export function offeredToolJson(registry: Registry, tools: readonly OfferedTool[]): OpenAiTool[] {
  const wanted = new Set(tools.map((t) => qualifiedToolName(registry, t.app, t.tool)))
  const all = new Map(openAiTools(registry, offeredApps(registry, tools)).map((t) => [t.function.name, t]))
  return [...wanted].flatMap((name) => all.get(name) ?? [])
}

/** Native function calling: history as real tool-call turns, tools as JSON, the query last. */
export function openAiPrompt(ctx: AgentContext, history: readonly ShownCall[]): { messages: ChatMessage[]; tools: OpenAiTool[] } {
  const { registry } = ctx.world
  const system = [
    ROLE,
    ANSWER_FORMAT.openai,
    ...(ctx.profile ? ['', describeUser(ctx.profile, ctx.world, ctx.prompt.profileView)] : []),
    '',
    "The user's apps:",
    ...offeredApps(registry, ctx.tools).map(appLine),
    ...(history.length > 0 ? ['', 'The conversation below replays the calls you made for this user before, oldest first, each stamped with its time.'] : []),
  ].join('\n')
  return {
    messages: [
      { role: 'system', content: system },
      ...history.flatMap((record) => historyTurn(registry, record)),
      { role: 'user', content: currentTimeLine(ctx.case.now) },
      ...ctx.conversation.flatMap((turn, t) => conversationTurn(registry, turn, t)),
      { role: 'user', content: ctx.case.query },
    ],
    tools: offeredToolJson(registry, ctx.tools),
  }
}
