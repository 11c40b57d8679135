import type { App } from '../../apps/kit/index.ts'
import type { AgentContext, ConversationTurn, ShownCall } from '../agents/agent.ts'
import { LIVE_READ_LIMITS, compactJson } from './compact-value.ts'
import type { ChatMessage } from './chat-message.ts'
import { appLine, offeredApps } from './describe-apps.ts'
import { describeUser } from './describe-user.ts'
import { ANSWER_FORMAT, ROLE, currentTimeLine } from './instructions.ts'
import { recordLine } from './record-line.ts'
import { environmentalArgumentsNote, toolSignature } from './tool-signature.ts'

type TextFormat = 'text' | 'ptbench' | 'toolspectrum'

/** Each offered app with its description and traits, then its offered tools as signatures. */
function toolBlock(ctx: AgentContext): string {
  const { registry } = ctx.world
  const lines = ['Apps and tools (app_id.toolName(parameters) [effect] — what it does; `?` marks an optional parameter):']
  let anyTool: App['tools'][number] | undefined
  for (const app of offeredApps(registry, ctx.tools)) {
    lines.push(appLine(app))
    for (const offered of ctx.tools) {
      const same = registry.resolveApp(offered.app)
      const tool = same.ok && same.value === app ? app.tool(offered.tool) : undefined
      if (!tool) continue
      anyTool ??= tool
      lines.push(`  ${toolSignature(app, tool)}`)
    }
  }
  if (anyTool) lines.push(environmentalArgumentsNote(anyTool))
  return lines.join('\n')
}

function transcript(history: readonly ShownCall[]): string {
  if (history.length === 0) return 'Earlier calls: none shown.'
  return ["The user's earlier calls, oldest first (time, call, outcome):", ...history.map(recordLine)].join('\n')
}

/** Earlier turns of the dialogue: each request, then the calls made and what the apps answered. */
function conversationBlock(turns: readonly ConversationTurn[]): string {
  const lines = ['This conversation so far:']
  for (const turn of turns) {
    lines.push(`User: ${turn.query}`)
    if (!turn.calls.length) lines.push('  (no call made)')
    turn.calls.forEach((c, i) => lines.push(`  ${c.app}.${c.tool} ${JSON.stringify(c.args)} -> ${compactJson(turn.outcomes[i] ?? null, LIVE_READ_LIMITS)}`))
  }
  return lines.join('\n')
}

/** One system and one user message: everything as text, answered in the format's own syntax. */
export function textPrompt(ctx: AgentContext, history: readonly ShownCall[], format: TextFormat): { messages: ChatMessage[] } {
  const user = [
    toolBlock(ctx),
    ...(ctx.profile ? [describeUser(ctx.profile, ctx.world, ctx.prompt.profileView)] : []),
    transcript(history),
    ...(ctx.conversation.length ? [conversationBlock(ctx.conversation)] : []),
    `${currentTimeLine(ctx.case.now)}\nUser request: ${ctx.case.query}`,
    ANSWER_FORMAT[format],
  ].join('\n\n')
  return {
    messages: [
      { role: 'system', content: `${ROLE}\n${ANSWER_FORMAT[format]}` },
      { role: 'user', content: user },
    ],
  }
}
