import type { App } from './define.ts'
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from './json-schema.ts'

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['ok', 'error'],
  properties: {
    ok: { const: false },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'code', 'message'],
            properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' }, expected: { type: 'string' } },
          },
        },
        rule: { type: 'string' },
        suggestions: { type: 'array', items: { type: 'string' } },
        correlationId: { type: 'string' },
      },
    },
  },
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

function appPaths(app: App): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (const tool of app.tools) {
    paths[`/v1/apps/${app.id}/${tool.name}`] = {
      post: {
        operationId: `${app.id}__${tool.name}`,
        tags: [app.name],
        summary: tool.description,
        description: `${tool.effect === 'read' ? 'Read-only: never changes state.' : 'Changes session state.'}`,
        security: [{ bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: inputJsonSchema(tool) } } },
        responses: {
          '200': {
            description: 'The call succeeded.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['ok', 'data'], properties: { ok: { const: true }, data: outputJsonSchema(tool) } },
              },
            },
          },
          '400': errorResponse('invalid_arguments: each issue names its path.'),
          '401': errorResponse('unauthenticated: missing or unknown bearer token.'),
          '403': errorResponse('policy_violation: the rule that refused the call.'),
          '404': errorResponse('unknown_app / unknown_tool / not_found, with the nearest names.'),
          '409': errorResponse('conflict: a business rule (sold out, already cancelled).'),
        },
      },
    }
  }
  return paths
}

/** OpenAPI 3.1 for a set of apps (one app's document, or the merged catalog). */
export function openApiDocument(apps: readonly App[], info: { title: string; version: string; description?: string }): JsonSchema {
  return {
    openapi: '3.1.0',
    info,
    tags: apps.map((a) => ({ name: a.name, description: `${a.description} (id \`${a.id}\`, domain ${a.domain})` })),
    paths: Object.assign({}, ...apps.map(appPaths)),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /v1/sessions' } },
    },
  }
}
