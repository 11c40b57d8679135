import type { AgentStep } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { LIVE_READ_LIMITS, compactJson } from './compact-value.ts'
import { ANSWER_FORMAT } from './instructions.ts'
import type { PromptOptions } from '../agents/agent.ts'

/** The app's answer to a native tool call the model just made. */
export const toolResultMessage = (toolCallId: string, step: AgentStep): ChatMessage => ({
  role: 'tool',
  tool_call_id: toolCallId,
  content: compactJson(step.outcome, LIVE_READ_LIMITS),
})

/** The text formats have no tool role: read results come back as a user turn, then the question again. */
export function readResultsMessage(steps: readonly AgentStep[], format: PromptOptions['format']): ChatMessage {
  const lines = steps.map((s) => `${s.call.app}.${s.call.tool} ${JSON.stringify(s.call.args)} -> ${compactJson(s.outcome, LIVE_READ_LIMITS)}`)
  return { role: 'user', content: ['Results of your read calls:', ...lines, '', `Now answer the request. ${ANSWER_FORMAT[format]}`].join('\n') }
}
