import { errorRefs, type JsonSchema } from '../../apps/kit/index.ts'
import { actBody, answerBody, EPISODE_KINDS, startEpisodeBody } from '../episodes/index.ts'
import { bodyErrors, guarded, json, object, ok, ref, schemaOf } from './openapi-pieces.ts'
import { casePageQuery } from './suite-routes.ts'

/**
 * The episode routes in the OpenAPI document (decision 0030): request bodies from the zod schemas
 * the routes parse with, their either/or rules stated as `oneOf`; responses checked against real
 * answers by tests/openapi-contract.test.ts.
 */

const oneOfRequired = (schema: JsonSchema, ...fields: string[]): JsonSchema => ({ ...schema, oneOf: fields.map((f) => ({ required: [f] })) })

const bearer = [{ bearer: [] }, { bearer: [], apiKey: [] }]
const open = [{}, { apiKey: [] }]
const episodeId = [{ name: 'id', in: 'path', required: true, description: 'The episode id from POST /v1/episodes', schema: { type: 'string' } }]

const messages = { type: 'array', items: { type: 'object', required: ['role'], properties: { role: { type: 'string' } } }, description: 'The chat messages, exactly as the `openai` agent sends them' }
const tools = { type: 'array', items: { type: 'object' }, description: 'OpenAI tool JSON of the offered tools ([] for the text formats, whose messages describe them)' }
const caseInfo = object({ id: { type: 'string' }, kind: { enum: [...EPISODE_KINDS] }, turn: { type: 'integer', description: 'The turn now asked (0-based); equals turns once done' }, turns: { type: 'integer' } })
const execution = object({ match: { type: 'boolean' }, reason: { type: 'string' }, differing: { type: 'array' }, collateral: { type: 'array' }, errors: { type: 'array' } }, ['match', 'reason'])
const exact = object({ format: { type: 'boolean' }, app: { type: 'boolean' }, function: { type: 'boolean' }, paramNames: { type: 'boolean' }, paramValues: { type: 'boolean' }, overall: { type: 'boolean' }, values: { type: 'object' }, f1: { type: 'object' }, mismatches: { type: 'array', items: { type: 'string' } } }, ['overall', 'app', 'function'])
const outcome = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, data: {}, error: { type: 'object' } } }

export const episodeSchemas: Record<string, JsonSchema> = {
  EpisodeStarted: object({ episodeId: { type: 'string' }, token: { type: 'string', description: "Bearer token: the capability for this episode's other routes" }, case: caseInfo, messages, tools }),
  EpisodeVerdict: object(
    {
      turn: { type: 'integer', description: 'The turn judged' },
      exact,
      execution,
      reward: { type: 'number', minimum: 0, maximum: 1, description: '0.5 exact match + 0.5 execution match (exact alone when the gold cannot execute)' },
      done: { type: 'boolean' },
      episodeReward: { type: 'number', minimum: 0, maximum: 1, description: 'Mean reward over the turns judged so far' },
      skipped: { type: 'array', items: object({ turn: { type: 'integer' }, query: { type: 'string' }, reason: { type: 'string' }, reward: { type: 'number' } }), description: 'Later turns that could not be asked (their gold refers to what no turn made), judged 0' },
      next: object({ turn: { type: 'integer' }, query: { type: 'string' }, messages, tools }),
    },
    ['turn', 'exact', 'execution', 'reward', 'done', 'episodeReward'],
  ),
  Episode: object({
    episodeId: { type: 'string' },
    case: caseInfo,
    done: { type: 'boolean' },
    reward: { type: 'number' },
    turns: { type: 'array', items: object({ turn: { type: 'integer' }, query: { type: 'string' }, acted: { type: 'array', items: object({ call: { type: 'object' }, outcome }) }, parsed: { type: 'object' }, exact, execution, reward: { type: 'number' } }) },
  }),
  CasePage: object({ suite: { type: 'string' }, total: { type: 'integer' }, cases: { type: 'array', items: object({ id: { type: 'string' }, kind: { enum: [...EPISODE_KINDS] }, domain: { type: 'string' }, vagueness: { type: 'string' }, turns: { type: 'integer' } }) } }),
}

export const episodePaths: Record<string, unknown> = {
  '/v1/episodes': {
    post: {
      operationId: 'startEpisode',
      tags: ['Episodes'],
      summary: 'Opens an episode: one case (by id, or sampled by seed) as a live environment, with its first prompt',
      security: open,
      requestBody: { required: true, content: json(oneOfRequired(schemaOf(startEpisodeBody), 'case', 'sample')) },
      responses: { ...ok('The episode and its first prompt', ref('EpisodeStarted'), '201'), ...bodyErrors, ...errorRefs('NotFound', 'TooManyRequests', 'Unavailable'), ...guarded },
    },
  },
  '/v1/episodes/{id}/calls': {
    post: {
      operationId: 'actInEpisode',
      tags: ['Episodes'],
      summary: "Runs calls live on the current turn's own fork (reads and writes), recorded as acting",
      security: bearer,
      parameters: episodeId,
      requestBody: { required: true, content: json(schemaOf(actBody)) },
      responses: { ...ok('Each call’s outcome, in order', object({ outcomes: { type: 'array', items: outcome } })), ...bodyErrors, ...errorRefs('NotFound', 'Conflict', 'Unavailable'), ...guarded },
    },
  },
  '/v1/episodes/{id}/answer': {
    post: {
      operationId: 'answerEpisode',
      tags: ['Episodes'],
      summary: 'Answers the current turn (final calls, or text: the calls made while acting, or none); the verdict, the reward, and the next turn of a dialogue',
      security: bearer,
      parameters: episodeId,
      requestBody: { required: true, content: json(oneOfRequired(schemaOf(answerBody), 'calls', 'text')) },
      responses: { ...ok('The verdict', ref('EpisodeVerdict')), ...bodyErrors, ...errorRefs('NotFound', 'Conflict'), ...guarded },
    },
  },
  '/v1/episodes/{id}': {
    get: { operationId: 'getEpisode', tags: ['Episodes'], summary: 'The episode so far: every judged turn with its acting, answer, verdicts and reward', security: bearer, parameters: episodeId, responses: { ...ok('The episode', ref('Episode')), ...errorRefs('NotFound'), ...guarded } },
    delete: { operationId: 'deleteEpisode', tags: ['Episodes'], summary: 'Ends the episode and forgets its token', security: bearer, parameters: episodeId, responses: { '204': { description: 'Deleted' }, ...errorRefs('NotFound'), ...guarded } },
  },
  '/v1/suites/{name}/cases': {
    get: {
      operationId: 'listSuiteCases',
      tags: ['Episodes'],
      summary: 'A suite’s cases in suite order (a page at a time): "the first N episodes" are the first N here, as `eval --limit N` runs them',
      security: open,
      parameters: [
        { name: 'name', in: 'path', required: true, description: '`default` (the suite the server serves) or its manifest name', schema: { type: 'string' } },
        ...Object.entries((schemaOf(casePageQuery).properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({ name, in: 'query', schema })),
      ],
      responses: { ...ok('A page of cases', ref('CasePage')), ...errorRefs('BadRequest', 'NotFound', 'Unavailable'), ...guarded },
    },
  },
}
