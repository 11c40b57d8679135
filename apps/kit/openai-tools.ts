import type { App } from './define.ts'
import type { Registry } from './registry.ts'
import { inputJsonSchema, type JsonSchema } from './json-schema.ts'

/** One entry of OpenAI's `tools` array (Chat Completions function calling). */
export interface OpenAiTool {
  type: 'function'
  function: { name: string; description: string; parameters: JsonSchema }
}

/** OpenAI function-calling JSON for the given apps; names are `<appId>__<tool>`, unique and OpenAI-valid. */
export function openAiTools(registry: Registry, apps: readonly App[] = registry.apps): OpenAiTool[] {
  return apps.flatMap((app) =>
    app.tools.map((tool) => ({
      type: 'function' as const,
      function: {
        name: registry.qualifiedName(app, tool),
        description: `[${app.name}] ${tool.description}`,
        parameters: inputJsonSchema(tool),
      },
    })),
  )
}
