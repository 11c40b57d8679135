import { z } from 'zod'
import { errorRefs, type JsonSchema } from '../../apps/kit/index.ts'

// Building blocks of the server's own OpenAPI paths (openapi-routes.ts, episode-openapi.ts).

/** A request schema from the zod schema the route parses with. */
export const schemaOf = (type: z.ZodType): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(type, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema
  return rest
}
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
export const ok = (description: string, schema: JsonSchema, status = '200') => ({ [status]: { description, content: json(schema) } })
export const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: 'object', required, properties })

/** Every route may answer a refused Host (403) and, with --api-key, a missing key (401). */
export const guarded = errorRefs('Unauthenticated', 'Forbidden', 'Internal')
/** What any route with a JSON body may answer about the body itself. */
export const bodyErrors = errorRefs('BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType')
