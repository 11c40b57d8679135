import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Outcome } from '../../apps/kit/index.ts'

/**
 * An outcome as an MCP tool result: the data (or the error body) as `structuredContent` and the
 * same JSON as text for clients that read only `content`. Errors are results with `isError`, never
 * protocol failures, so a model sees the code, message and issues and can correct its call.
 */
export function toolResult(outcome: Outcome): CallToolResult {
  if (outcome.ok) {
    const data = outcome.data as Record<string, unknown>
    return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data }
  }
  const error = { ...outcome.error } as Record<string, unknown>
  return { content: [{ type: 'text', text: JSON.stringify({ error }) }], structuredContent: error, isError: true }
}
