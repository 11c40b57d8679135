import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js'
import { inputJsonSchema, outputJsonSchema, type JsonSchema, type Registry } from '../../apps/kit/index.ts'

/** The kit's error body as JSON Schema: what `structuredContent` holds when `isError` is true. */
export const ERROR_JSON_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'invalid_arguments, policy_violation, not_found, conflict, unknown_tool...' },
    message: { type: 'string' },
    issues: { type: 'array', items: { type: 'object' } },
    rule: { type: 'string' },
    suggestions: { type: 'array', items: { type: 'string' } },
    correlationId: { type: 'string' },
  },
  required: ['code', 'message'],
}

/**
 * The tool's output schema, or the error body. The SDK's 1.x Client validates `structuredContent`
 * against `outputSchema` even on `isError` results (typescript-sdk#1943), so the error branch is declared.
 */
export function outputOrError(output: JsonSchema): McpTool['outputSchema'] {
  const { $defs, ...data } = output
  return { type: 'object', anyOf: [data, ERROR_JSON_SCHEMA], ...($defs ? { $defs } : {}) }
}

const cache = new WeakMap<Registry, McpTool[]>()

/** Every app's tools as MCP tools, named `<appId>__<tool>` like the OpenAI names; built once per registry. */
export function appToolDefinitions(registry: Registry): McpTool[] {
  let tools = cache.get(registry)
  if (tools) return tools
  tools = registry.apps.flatMap((app) =>
    app.tools.map((tool) => ({
      name: registry.qualifiedName(app, tool),
      title: `${app.name}: ${tool.name}`,
      description: `[${app.name}] ${tool.description}`,
      inputSchema: inputJsonSchema(tool) as McpTool['inputSchema'],
      outputSchema: outputOrError(outputJsonSchema(tool)),
      // The sandbox is closed: no call reaches the outside world, and reads never change state.
      annotations: { readOnlyHint: tool.effect === 'read', openWorldHint: false },
    })),
  )
  cache.set(registry, tools)
  return tools
}
