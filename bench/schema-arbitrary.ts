import fc from 'fast-check'
import type { JsonSchema } from '../apps/kit/index.ts'

/**
 * Values that conform to a JSON Schema (the subset our zod inputs produce): objects, enums, consts,
 * strings with length bounds, numbers and integers with bounds, booleans, arrays, unions. Optional
 * properties are included at random. Realistic strings are drawn from `vocabulary` half the time so
 * that calls often reach the handler's interesting paths, not just its lookups.
 */
export function arbitraryFor(schema: JsonSchema, vocabulary: readonly string[] = []): fc.Arbitrary<unknown> {
  const s = schema as Record<string, any>
  if (s.const !== undefined) return fc.constant(s.const)
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum)
  if (Array.isArray(s.anyOf)) return fc.oneof(...s.anyOf.map((x: JsonSchema) => arbitraryFor(x, vocabulary)))
  if (Array.isArray(s.oneOf)) return fc.oneof(...s.oneOf.map((x: JsonSchema) => arbitraryFor(x, vocabulary)))
  switch (s.type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>
      const required = new Set<string>(s.required ?? [])
      const entries = Object.entries(props).map(([k, v]) => [k, arbitraryFor(v, vocabulary)] as const)
      if (entries.length === 0) return fc.constant({})
      return fc.record(Object.fromEntries(entries), { requiredKeys: [...required].filter((k) => k in props) })
    }
    case 'array': {
      const item = s.items ? arbitraryFor(s.items, vocabulary) : fc.string()
      return fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) })
    }
    case 'string': {
      const min = s.minLength ?? 0
      const max = Math.min(s.maxLength ?? 40, 40)
      const free = fc.string({ minLength: min, maxLength: Math.max(min, max) })
      const words = vocabulary.filter((w) => w.length >= min && w.length <= (s.maxLength ?? Infinity))
      return words.length > 0 ? fc.oneof(fc.constantFrom(...words), free) : free
    }
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -5)
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Math.max(min + 10, 10))
      return fc.integer({ min, max: Math.max(min, Math.min(max, min + 10_000)) })
    }
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -5
      const max = s.maximum ?? s.exclusiveMaximum ?? Math.max(min + 10, 10)
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: s.exclusiveMinimum !== undefined, maxExcluded: s.exclusiveMaximum !== undefined })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue()
  }
}

/** Arguments that break a schema in one of the ways clients do. */
export const malformedArguments: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 5 }),
  fc.constant(null),
  fc.array(fc.integer()),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.record({ __proto__: fc.jsonValue(), constructor: fc.jsonValue() }),
  fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.record({ nested: tie('deep') })) })).deep,
)
