import type { Registry } from '../../apps/kit/index.ts'
import type { Call } from '../../scenarios/case/schema.ts'
import { readArguments } from './interpret.ts'
import { formatError, refusal } from './parsed.ts'
import type { Parsed } from './parsed.ts'
import { splitQualifiedName } from './qualified-name.ts'

export interface NativeToolCall {
  function: { name: string; arguments: string }
}

/** OpenAI native tool calls (`<appId>__<tool>` names, JSON-string arguments). No calls = refusal. */
export function parseToolCalls(toolCalls: readonly NativeToolCall[], options: { registry?: Registry } = {}): Parsed {
  if (!Array.isArray(toolCalls)) return formatError('tool_calls is not a list')
  if (toolCalls.length === 0) return refusal('native')
  const calls: Call[] = []
  for (const [i, toolCall] of toolCalls.entries()) {
    const name = toolCall?.function?.name
    if (typeof name !== 'string' || name.trim() === '') return formatError(`tool call ${i + 1} has no function name`)
    const split = splitQualifiedName(name, options.registry)
    if (!split) return formatError(`tool call ${i + 1} (${name}) names no app; expected <app>__<tool>`)
    const args = readArguments(toolCall.function.arguments, `tool call ${i + 1} (${name})`)
    if (!args.ok) return formatError(args.reason)
    calls.push({ app: split.app, tool: split.tool, args: args.args })
  }
  return { kind: 'calls', calls, format: 'native' }
}
