import type { App, Tool } from './define.ts'
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from './json-schema.ts'
import { ruleSchema } from './rules.ts'

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
        retryAfter: { type: 'integer', minimum: 1 },
      },
    },
  },
}

const jsonError = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
const retryAfter = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }

/** The error contract's answers, each once; operations point at the ones they can give. */
const errorResponses: Record<string, JsonSchema> = {
  BadRequest: { description: 'invalid_arguments: each issue names its path (also JSON nested too deep, or a `__proto__` key).', content: jsonError },
  Unauthenticated: { description: 'unauthenticated: missing or wrong bearer token (or API key, when the server requires one).', content: jsonError },
  Forbidden: { description: 'policy_violation / read_only: the rule that refused the call; host_not_allowed: a Host header this server does not answer.', content: jsonError },
  NotFound: { description: 'unknown_app / unknown_tool / not_found, with the nearest names.', content: jsonError },
  Conflict: { description: 'conflict: a business rule (sold out, already cancelled, the clock only moves forward).', content: jsonError },
  PayloadTooLarge: { description: 'payload_too_large: the body passed the size limit.', content: jsonError },
  UnsupportedMediaType: { description: 'unsupported_media_type: a body must be sent as `Content-Type: application/json`.', content: jsonError },
  TooManyRequests: { description: 'rate_limited: too many new sessions from this address; retry after the given seconds.', headers: retryAfter, content: jsonError },
  Internal: { description: 'internal: a bug, logged with the correlation id the answer carries; nothing was changed.', content: jsonError },
  Unavailable: { description: 'unavailable: the server is at its session or memory limit and refuses new sessions for now; retry after the given seconds.', headers: retryAfter, content: jsonError },
}

/** `{'400': {$ref}, ...}` for the given component names. */
export function errorRefs(...names: (keyof typeof errorResponses)[]): Record<string, JsonSchema> {
  const statusOf: Record<string, string> = {
    BadRequest: '400', Unauthenticated: '401', Forbidden: '403', NotFound: '404', Conflict: '409', PayloadTooLarge: '413',
    UnsupportedMediaType: '415', TooManyRequests: '429', Internal: '500', Unavailable: '503',
  }
  return Object.fromEntries(names.map((n) => [statusOf[n], { $ref: `#/components/responses/${n}` }]))
}

/** A tool's request body: its arguments' schema plus its cross-field rule, when the rule can be stated. */
export function requestBodySchema(tool: Tool): JsonSchema {
  return { ...inputJsonSchema(tool), ...ruleSchema(tool.refine) }
}

/** What every tool call may answer besides its data. */
const callErrors = () => errorRefs('BadRequest', 'Unauthenticated', 'Forbidden', 'NotFound', 'Conflict', 'PayloadTooLarge', 'UnsupportedMediaType', 'Internal')

function appPaths(app: App): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (const tool of app.tools) {
    paths[`/v1/apps/${app.id}/${tool.name}`] = {
      post: {
        operationId: `${app.id}__${tool.name}`,
        tags: [app.name],
        summary: tool.description,
        description: `${tool.effect === 'read' ? 'Read-only: never changes state.' : 'Changes session state.'}`,
        security: [{ bearer: [] }, { bearer: [], apiKey: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: requestBodySchema(tool) } } },
        responses: {
          '200': {
            description: 'The call succeeded.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['ok', 'data'], properties: { ok: { const: true }, data: outputJsonSchema(tool) } },
              },
            },
          },
          ...callErrors(),
        },
      },
    }
  }
  return paths
}

export interface OpenApiInfo {
  title: string
  version: string
  description?: string
}

/** What a server adds to the apps' paths: its own routes, their schemas and tags, where it is served. */
export interface OpenApiExtras {
  paths?: Record<string, unknown>
  schemas?: Record<string, JsonSchema>
  tags?: { name: string; description: string }[]
  servers?: { url: string; description?: string }[]
}

/** OpenAPI 3.1 for a set of apps (one app's document, or the merged catalog with the server's own routes). */
export function openApiDocument(apps: readonly App[], info: OpenApiInfo, extras: OpenApiExtras = {}): JsonSchema {
  return {
    openapi: '3.1.0',
    // A private project: the sandbox's API is free to use; nothing is granted beyond that.
    info: { ...info, license: { name: 'Proprietary: private research sandbox', identifier: 'LicenseRef-Proprietary' } },
    servers: extras.servers ?? [{ url: '/', description: 'The server that serves this document' }],
    tags: [...(extras.tags ?? []), ...apps.map((a) => ({ name: a.name, description: `${a.description} (id \`${a.id}\`, domain ${a.domain})` }))],
    paths: Object.assign({}, extras.paths ?? {}, ...apps.map(appPaths)),
    components: {
      schemas: { Error: errorSchema, ...(extras.schemas ?? {}) },
      responses: errorResponses,
      headers: { RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /v1/sessions' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Required on every route when the server runs with --api-key' },
      },
    },
  }
}
