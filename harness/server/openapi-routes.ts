import { errorRefs, type JsonSchema, type OpenApiExtras } from '../../apps/kit/index.ts'
import { caseFilter, dialogueBody, pairBody, runBody } from './demo/request-schemas.ts'
import { episodePaths, episodeSchemas } from './episode-openapi.ts'
import { bodyErrors, guarded, json, object, ok, ref, schemaOf } from './openapi-pieces.ts'
import { clockBody, createSessionBody } from './session-routes.ts'

/**
 * The server's own routes in the OpenAPI document (the apps' tool routes come from the kit):
 * sessions, catalog, docs, MCP, demo. Request bodies are derived from the same zod schemas the
 * routes parse with; responses are stated here and checked against real answers by
 * tests/openapi-contract.test.ts, so they cannot drift unnoticed.
 */

const text = (type: string) => ({ [type]: { schema: { type: 'string' } } })
const idParam = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } })

const sessionCreated = object(
  {
    sessionId: { type: 'string' },
    token: { type: 'string', description: 'Bearer token: the capability for this session' },
    userId: { type: 'string' },
    now: { type: 'string', description: 'Virtual clock, ISO 8601 +08:00' },
    user: { type: 'object', description: "The session's user profile" },
    parentId: { type: 'string', description: 'For a fork: the session it was forked from' },
    replay: object({ replayed: { type: 'integer' }, of: { type: 'integer' }, mismatches: { type: 'integer' }, firstMismatch: object({ index: { type: 'integer' }, reason: { type: 'string' } }) }, ['replayed', 'of', 'mismatches']),
  },
  ['sessionId', 'token', 'userId', 'now'],
)
const journalEntry = object({ index: { type: 'integer' }, at: { type: 'string' }, app: { type: 'string' }, tool: { type: 'string' }, args: {}, outcome: object({ ok: { type: 'boolean' } }) })

const schemas: Record<string, JsonSchema> = {
  SessionCreated: sessionCreated,
  SessionState: object({ sessionId: { type: 'string' }, now: { type: 'string' }, writes: { type: 'integer' }, counters: { type: 'object', additionalProperties: { type: 'integer' } }, apps: { type: 'object' } }),
  Journal: object({ sessionId: { type: 'string' }, dropped: { type: 'integer', description: 'Oldest entries dropped to keep the journal within its byte budget' }, entries: { type: 'array', items: journalEntry } }),
  Clock: object({ sessionId: { type: 'string' }, now: { type: 'string' } }),
  AppSummary: object({ id: { type: 'string' }, name: { type: 'string' }, aliases: { type: 'array', items: { type: 'string' } }, domain: { type: 'string' }, description: { type: 'string' }, traits: { type: 'object' }, policies: { type: 'array', items: { type: 'object' } }, tools: { type: 'array', items: { type: 'object' } } }),
  JsonRpcError: object({ jsonrpc: { const: '2.0' }, error: object({ code: { type: 'integer' }, message: { type: 'string' } }), id: {} }),
  DemoData: object({ ok: { const: true }, data: {} }),
  ...episodeSchemas,
}

const openApiShape = object({ openapi: { type: 'string' }, paths: { type: 'object' } })
// With --api-key every route also needs the key; without, the open routes need nothing.
const bearer = [{ bearer: [] }, { bearer: [], apiKey: [] }]
const open = [{}, { apiKey: [] }]
const sessionRoute = (id: string) => [idParam(id, 'The session id from POST /v1/sessions')]
const rpcOrError = (description: string) => ({ description, content: json({ anyOf: [ref('Error'), ref('JsonRpcError')] }) })

const paths: Record<string, unknown> = {
  '/': { get: { operationId: 'serverInfo', tags: ['Server'], summary: 'What this server serves, and links to start from', security: open, responses: { ...ok('Server info', object({ title: { type: 'string' }, version: { type: 'string' }, apps: { type: 'integer' }, liveSessions: { type: 'integer' }, links: { type: 'object' } })), ...guarded } } },
  '/v1/stats': { get: { operationId: 'serverStats', tags: ['Server'], summary: 'Live sessions and episodes, evictions, their bytes and process memory (for load tests)', security: open, parameters: [{ name: 'gc', in: 'query', schema: { type: 'string', enum: ['1'] } }], responses: { ...ok('Figures', object({ liveSessions: { type: 'integer' }, evicted: { type: 'integer' }, sessionBytes: { type: 'integer' }, liveEpisodes: { type: 'integer' }, episodesEvicted: { type: 'integer' }, episodeBytes: { type: 'integer' }, memory: { type: 'object' }, cpu: object({ user: { type: 'integer' }, system: { type: 'integer' } }) })), ...guarded } } },
  '/v1/sessions': {
    post: {
      operationId: 'createSession',
      tags: ['Sessions'],
      summary: "Opens a session: a user's world with its own bearer token (optionally a replayed history)",
      security: open,
      requestBody: { required: false, content: json(schemaOf(createSessionBody)) },
      responses: { ...ok('The new session', ref('SessionCreated'), '201'), ...bodyErrors, ...errorRefs('NotFound', 'TooManyRequests', 'Unavailable'), ...guarded },
    },
  },
  '/v1/sessions/{id}/fork': { post: { operationId: 'forkSession', tags: ['Sessions'], summary: 'A new session sharing this one’s state until either writes (not rate-limited)', description: 'Send `Content-Type: application/json` even with no body (415 otherwise).', security: bearer, parameters: sessionRoute('id'), requestBody: { required: false, content: json({ type: 'object', description: 'Ignored' }) }, responses: { ...ok('The fork', ref('SessionCreated'), '201'), ...errorRefs('UnsupportedMediaType', 'Unavailable'), ...guarded } } },
  '/v1/sessions/{id}/state': { get: { operationId: 'sessionState', tags: ['Sessions'], summary: "Every app's state, the virtual clock, the id counters", security: bearer, parameters: sessionRoute('id'), responses: { ...ok('State', ref('SessionState')), ...guarded } } },
  '/v1/sessions/{id}/journal': { get: { operationId: 'sessionJournal', tags: ['Sessions'], summary: 'Every call and outcome, oldest first (failed calls keep a capped summary of large arguments)', security: bearer, parameters: sessionRoute('id'), responses: { ...ok('Journal', ref('Journal')), ...guarded } } },
  '/v1/sessions/{id}/clock': {
    post: { operationId: 'moveClock', tags: ['Sessions'], summary: 'Moves the virtual clock forward (2000-01-01 to 2099-12-31)', security: bearer, parameters: sessionRoute('id'), requestBody: { required: true, content: json(schemaOf(clockBody)) }, responses: { ...ok('The new time', ref('Clock')), ...bodyErrors, ...errorRefs('Conflict'), ...guarded } },
  },
  '/v1/sessions/{id}': { delete: { operationId: 'deleteSession', tags: ['Sessions'], summary: 'Ends the session and forgets its token', security: bearer, parameters: sessionRoute('id'), responses: { ...ok('Deleted', object({ deleted: { type: 'string' } })), ...guarded } } },
  ...episodePaths,
  '/v1/apps': { get: { operationId: 'listApps', tags: ['Catalog'], summary: 'Every app: id, aliases, domain, traits, policies, tools', security: open, responses: { ...ok('Apps', object({ apps: { type: 'array', items: ref('AppSummary') } })), ...guarded } } },
  '/v1/apps/{app}': { get: { operationId: 'describeApp', tags: ['Catalog'], summary: 'One app (any spelling) with each tool’s input and output JSON Schema', security: open, parameters: [idParam('app', 'App id or alias')], responses: { ...ok('App', ref('AppSummary')), ...errorRefs('NotFound'), ...guarded } } },
  '/v1/apps/{app}/openapi.json': { get: { operationId: 'appOpenApi', tags: ['Catalog'], summary: 'One app’s OpenAPI document', security: open, parameters: [idParam('app', 'App id or alias')], responses: { ...ok('OpenAPI 3.1', openApiShape), ...errorRefs('NotFound'), ...guarded } } },
  '/v1/apps/{app}/{tool}': {
    post: {
      operationId: 'callToolByAlias',
      tags: ['Catalog'],
      summary: 'Calls a tool through any spelling of its app (Didi_Chuxing, didi chuxing); unknown names get the nearest',
      security: bearer,
      parameters: [idParam('app', 'App id or alias'), idParam('tool', 'Tool name')],
      requestBody: { required: true, content: json({ type: 'object' }) },
      responses: { ...ok('The call succeeded', object({ ok: { const: true }, data: {} })), ...bodyErrors, ...errorRefs('Conflict', 'NotFound'), ...guarded },
    },
  },
  '/v1/tools': {
    get: {
      operationId: 'toolJson',
      tags: ['Catalog'],
      summary: 'Tool JSON for function-calling models',
      security: open,
      parameters: [
        { name: 'format', in: 'query', schema: { type: 'string', enum: ['openai'] } },
        { name: 'app', in: 'query', schema: { type: 'string' } },
        { name: 'domain', in: 'query', schema: { type: 'string' } },
      ],
      responses: { ...ok('Tools', object({ tools: { type: 'array', items: { type: 'object' } } })), ...errorRefs('BadRequest', 'NotFound'), ...guarded },
    },
  },
  '/openapi.json': { get: { operationId: 'openApi', tags: ['Catalog'], summary: 'This document', security: open, responses: { ...ok('OpenAPI 3.1', openApiShape), ...guarded } } },
  '/docs': { get: { operationId: 'docsPage', tags: ['Server'], summary: 'Swagger UI over this document', security: open, responses: { '200': { description: 'The page', content: text('text/html') }, ...guarded } } },
  '/docs/assets/{name}': {
    get: { operationId: 'docsAsset', tags: ['Server'], summary: 'Swagger UI’s files, served from the installed package', security: open, parameters: [idParam('name', 'File name')], responses: { '200': { description: 'The file', content: { ...text('text/css'), ...text('text/javascript'), 'image/png': { schema: { type: 'string', format: 'binary' } } } }, ...errorRefs('NotFound'), ...guarded } },
  },
  '/mcp': {
    post: {
      operationId: 'mcpPost',
      tags: ['MCP'],
      summary: 'Model Context Protocol (streamable HTTP): initialize (with ?user=&cutoff=) opens a session bound to a new sandbox session; later messages carry Mcp-Session-Id',
      security: open,
      parameters: [
        { name: 'user', in: 'query', schema: { type: 'string' }, description: 'A user of the history set, on initialize' },
        { name: 'cutoff', in: 'query', schema: { type: 'integer', minimum: 0 }, description: 'History records to replay, on initialize' },
        { name: 'episodes', in: 'query', schema: { type: 'string', enum: ['1', 'true', '0', 'false'] }, description: 'On initialize, 1: add episode_start and episode_answer; app calls then run inside the bound episode' },
        { name: 'mcp-session-id', in: 'header', schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: json({ anyOf: [{ type: 'object' }, { type: 'array' }], description: 'A JSON-RPC message or batch' }) },
      responses: {
        '200': { description: 'JSON-RPC response(s)', content: { ...json({}), 'text/event-stream': { schema: { type: 'string' } } } },
        '202': { description: 'A notification or response was accepted' },
        '400': rpcOrError('Not a valid initialize or JSON-RPC message, or bad session parameters'),
        '403': rpcOrError('Host not allowed'),
        '404': rpcOrError('Unknown user, or an MCP session that has ended (start over)'),
        '406': { description: 'The client must accept application/json and text/event-stream', content: json(ref('JsonRpcError')) },
        ...errorRefs('Unauthenticated', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests', 'Unavailable', 'Internal'),
      },
    },
    get: { operationId: 'mcpStream', tags: ['MCP'], summary: 'The server-to-client event stream of an MCP session', security: open, parameters: [{ name: 'mcp-session-id', in: 'header', schema: { type: 'string' } }], responses: { '200': { description: 'Event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } }, '404': rpcOrError('No such MCP session'), '405': rpcOrError('No session id: open one with an initialize POST first'), '406': rpcOrError('The client must accept text/event-stream'), ...guarded } },
    delete: { operationId: 'mcpEnd', tags: ['MCP'], summary: 'Ends an MCP session and its sandbox session', security: open, parameters: [{ name: 'mcp-session-id', in: 'header', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'Ended' }, '404': rpcOrError('No such MCP session'), ...guarded } },
  },
  '/demo': { get: { operationId: 'demoPage', tags: ['Demo'], summary: 'The demo page', security: open, responses: { '200': { description: 'The page', content: text('text/html') }, ...guarded } } },
  '/demo/assets/{file}': { get: { operationId: 'demoAsset', tags: ['Demo'], summary: 'The page’s own scripts and styles', security: open, parameters: [idParam('file', 'File name')], responses: { '200': { description: 'The file', content: { ...text('text/css'), ...text('text/javascript') } }, ...errorRefs('NotFound'), ...guarded } } },
  '/demo/api/agents': { get: { operationId: 'demoAgents', tags: ['Demo'], summary: 'Agents the page can run, and which are available here', security: open, responses: { ...ok('Agents', ref('DemoData')), ...guarded } } },
  '/demo/api/users': { get: { operationId: 'demoUsers', tags: ['Demo'], summary: 'The suite’s users', security: open, responses: { ...ok('Users', ref('DemoData')), ...guarded } } },
  '/demo/api/users/{id}/timeline': { get: { operationId: 'demoTimeline', tags: ['Demo'], summary: 'A user’s history as a timeline', security: open, parameters: [idParam('id', 'User id')], responses: { ...ok('Timeline', ref('DemoData')), ...errorRefs('NotFound'), ...guarded } } },
  '/demo/api/users/{id}/cases': {
    get: { operationId: 'demoCases', tags: ['Demo'], summary: 'A user’s cases, filtered', security: open, parameters: [idParam('id', 'User id'), ...Object.entries((schemaOf(caseFilter).properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({ name, in: 'query', schema }))], responses: { ...ok('Cases', ref('DemoData')), ...errorRefs('BadRequest', 'NotFound'), ...guarded } },
  },
  '/demo/api/cases/{id}': { get: { operationId: 'demoCase', tags: ['Demo'], summary: 'One case with its evidence', security: open, parameters: [idParam('id', 'Case id')], responses: { ...ok('Case', ref('DemoData')), ...errorRefs('NotFound'), ...guarded } } },
  ...Object.fromEntries(
    (
      [
        ['run', 'demoRun', 'Runs an agent on a case, or on a typed query', runBody],
        ['run-dialogue', 'demoRunDialogue', 'Runs an agent through every turn of a dialogue case', dialogueBody],
        ['run-pair', 'demoRunPair', 'Runs an agent on both cases of a counterfactual pair', pairBody],
      ] as const
    ).map(([path, operationId, summary, body]) => [
      `/demo/api/${path}`,
      { post: { operationId, tags: ['Demo'], summary, security: open, requestBody: { required: true, content: json(schemaOf(body)) }, responses: { ...ok('The run', ref('DemoData')), ...bodyErrors, ...errorRefs('NotFound'), '502': { description: 'agent_failed: the model endpoint failed', content: json(ref('Error')) }, ...guarded } } },
    ]),
  ),
}

/** The server's routes, schemas and tags, for `openApiDocument(apps, info, serverApiExtras())`. */
export const serverApiExtras = (): OpenApiExtras => ({
  paths,
  schemas,
  tags: [
    { name: 'Server', description: 'What this server is, its figures and its docs' },
    { name: 'Sessions', description: 'Open, fork, inspect, move the clock of, and end sessions' },
    { name: 'Episodes', description: "One case of a suite as a live environment for agents and RL rollouts: open, act, answer each turn for a verdict and a reward (decision 0030)" },
    { name: 'Catalog', description: 'The apps and their tools, as JSON, tool JSON and OpenAPI' },
    { name: 'MCP', description: 'Model Context Protocol over streamable HTTP' },
    { name: 'Demo', description: 'The demo page and the JSON it reads' },
  ],
})
