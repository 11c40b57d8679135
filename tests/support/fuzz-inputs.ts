import fc from 'fast-check'
import type { JsonSchema } from '../../apps/kit/index.ts'
import { arbitraryFor, malformedArguments } from '../../bench/schema-arbitrary.ts'

/** One request to a tool: arguments sent as JSON, or a raw body exactly as given. */
export type FuzzCall = { kind: 'args'; args: unknown } | { kind: 'raw'; body: string | Uint8Array | undefined; contentType?: string }

export const vocabulary = ['Home', 'office', 'Beijing', 'Shanghai', 'Sanlitun', 'Beijing South Railway Station', 'coffee', 'latte', 'hoodie', 'running', '09:00', '2026-03-05 18:30', 'Alipay', 'WeChat Pay', 'ord_0001', 'ord_0002', 'ride_0001', 'ctrip_0001', 'regular', 'Express', '__proto__', 'constructor']

type Schema = Record<string, any>
const props = (schema: JsonSchema): [string, Schema][] => Object.entries(((schema as Schema).properties ?? {}) as Record<string, Schema>)

/** `{"a":{"a":...}}` nested `depth` times. */
export const deepObject = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

const hundredKb = 'x'.repeat(100_000)
export const awkwardStrings = ['', ' ', '\u0000', 'a\u0000b', '😀🚕☕', '👨‍👩‍👧‍👦', '\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום', '\uD800', '\uFEFFHome', 'Ｈｏｍｅ', 'e\u0301', '\n\t\r', '%00', '../../etc/passwd', '<script>alert(1)</script>', "'; DROP TABLE orders; --", '${jndi:x}', '__proto__', 'constructor', 'NaN', '1e309', hundredKb]

/** The edges of one property's schema: empty, zero, negative, huge, and one past each bound. */
function edgesOf(s: Schema): unknown[] {
  const type = s.type ?? (Array.isArray(s.enum) ? typeof s.enum[0] : undefined)
  const out: unknown[] = []
  if (type === 'string') {
    out.push('', ' ')
    if (typeof s.maxLength === 'number') out.push('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1))
    if (typeof s.minLength === 'number' && s.minLength > 0) out.push('x'.repeat(s.minLength - 1))
    if (Array.isArray(s.enum)) out.push(String(s.enum[0]).toUpperCase(), ` ${s.enum[0]} `)
  }
  if (type === 'integer' || type === 'number') {
    out.push(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2, 0.5, 1e-300)
    for (const k of ['minimum', 'exclusiveMinimum']) if (typeof s[k] === 'number') out.push(s[k], s[k] - 1, s[k] - 0.001)
    for (const k of ['maximum', 'exclusiveMaximum']) if (typeof s[k] === 'number') out.push(s[k], s[k] + 1, s[k] + 0.001)
  }
  if (type === 'array') {
    out.push([])
    if (typeof s.maxItems === 'number') out.push(Array.from({ length: s.maxItems + 1 }, () => (s.items?.type === 'string' ? 'x' : 1)))
  }
  if (type === 'boolean') out.push(0, 1, 'true')
  return out.length > 0 ? out : ['', 0, -1]
}

/** Schema-valid arguments with one property pushed to an edge of its range (or just past it). */
export function boundaryArguments(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = props(schema)
  if (fields.length === 0) return fc.constant({})
  return fc.tuple(arbitraryFor(schema, vocabulary), fc.nat(), fc.nat()).map(([args, i, j]) => {
    const [name, s] = fields[i % fields.length]!
    const edges = edgesOf(s)
    return { ...(args as object), [name]: edges[j % edges.length] }
  })
}

const wrongTypes: unknown[] = [123, -1.5, true, false, null, [], {}, ['a'], { nested: 1 }, 'text', '5']

/** Arguments that break the schema the way clients do: wrong types, huge or odd strings, deep values, missing or extra fields. */
export function hostileArguments(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = props(schema)
  const required = ((schema as Schema).required ?? []) as string[]
  const valid = arbitraryFor(schema, vocabulary)
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!
  const replaceOne = (values: readonly unknown[]) =>
    fields.length === 0
      ? fc.constant({ surprise: values[0] })
      : fc.tuple(valid, fc.nat(), fc.nat()).map(([args, i, j]) => ({ ...(args as object), [pick(fields, i)[0]]: pick(values, j) }))
  return fc.oneof(
    replaceOne(wrongTypes),
    replaceOne(awkwardStrings),
    replaceOne([deepObject(200), [deepObject(200)]]),
    // Required fields left out.
    required.length === 0 ? valid : fc.tuple(valid, fc.nat()).map(([args, i]) => {
      const copy = { ...(args as Record<string, unknown>) }
      delete copy[pick(required, i)]
      return copy
    }),
    // Extra fields, including ones that look like prototype keys.
    fc.tuple(valid, fc.constantFrom('extra', 'constructor', 'toString', 'APP', 'tool', ''), fc.jsonValue()).map(([args, key, value]) => ({ ...(args as object), [key]: value })),
    fc.tuple(valid, fc.jsonValue()).map(([args, value]) => JSON.parse(`{"__proto__": ${JSON.stringify(value)}, ${JSON.stringify(args).slice(1)}`.replace(/, }$/, '}'))),
    malformedArguments,
  )
}

const deepArray = '['.repeat(200) + ']'.repeat(200)

/** Bodies that are not a JSON object at all. */
export const rawBodies: fc.Arbitrary<FuzzCall> = fc.oneof(
  fc.constantFrom<string | Uint8Array | undefined>(undefined, '', '   ', '{', '{"a":', 'nope', 'null', 'true', '0', '-1', '"text"', '[]', '[1,2,3]', '[{}]', deepArray, '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}", 'NaN', '\u0000', '\uFEFF{}', new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])).map((body) => ({ kind: 'raw' as const, body })),
  fc.string({ unit: 'binary', maxLength: 300 }).map((body) => ({ kind: 'raw' as const, body })),
  fc.jsonValue().map((v) => ({ kind: 'raw' as const, body: JSON.stringify([v]) })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x').map((contentType) => ({ kind: 'raw' as const, body: 'a=1&b=2', contentType })),
)

/** Valid, edge, hostile arguments and raw bodies for one tool, weighted toward the valid ones. */
export function fuzzCallsFor(schema: JsonSchema): fc.Arbitrary<FuzzCall> {
  const asArgs = (a: fc.Arbitrary<unknown>) => a.map((args): FuzzCall => ({ kind: 'args', args }))
  return fc.oneof(
    { arbitrary: asArgs(arbitraryFor(schema, vocabulary)), weight: 4 },
    { arbitrary: asArgs(boundaryArguments(schema)), weight: 2 },
    { arbitrary: asArgs(hostileArguments(schema)), weight: 2 },
    { arbitrary: rawBodies, weight: 1 },
  )
}
