import { environmentalArgumentNames, inputJsonSchema } from '../../apps/kit/index.ts'
import type { App, JsonSchema, Tool } from '../../apps/kit/index.ts'

const ENVIRONMENTAL = new Set<string>(environmentalArgumentNames)
const MAX_ENUM_VALUES = 10

const asSchema = (v: unknown): JsonSchema => (typeof v === 'object' && v !== null ? (v as JsonSchema) : {})

/** A JSON Schema as a short TypeScript-like type: `string`, `"a"|"b"`, `number[]`, `{sku: string, qty?: integer}`. */
export function schemaType(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.slice(0, MAX_ENUM_VALUES).map((v) => JSON.stringify(v))
    return values.join('|') + (schema.enum.length > MAX_ENUM_VALUES ? '|…' : '')
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const union = (schema.anyOf ?? schema.oneOf) as unknown
  if (Array.isArray(union)) return union.map((s) => schemaType(asSchema(s))).join('|')
  if (schema.type === 'array') {
    const item = schemaType(asSchema(schema.items))
    return item.includes('|') ? `(${item})[]` : `${item}[]`
  }
  if (schema.type === 'object' && typeof schema.properties === 'object' && schema.properties !== null) return `{${parameterList(schema)}}`
  if (Array.isArray(schema.type)) return schema.type.join('|')
  return typeof schema.type === 'string' ? schema.type : 'any'
}

function parameterList(schema: JsonSchema, skip: ReadonlySet<string> = new Set()): string {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  return Object.entries(asSchema(schema.properties))
    .filter(([name]) => !skip.has(name))
    .map(([name, s]) => `${name}${required.has(name) ? '' : '?'}: ${schemaType(asSchema(s))}`)
    .join(', ')
}

/** `temu.getProductList(category: "Clothing"|…, searchQuery: string, sortBy?: "quality"|"price") [read] — Searches…` */
export function toolSignature(app: App, tool: Tool): string {
  return `${app.id}.${tool.name}(${parameterList(inputJsonSchema(tool), ENVIRONMENTAL)}) [${tool.effect}] — ${tool.description}`
}

/** The seven ToolSpectrum arguments every tool accepts, said once instead of on every signature. */
export function environmentalArgumentsNote(tool: Tool): string {
  const all = asSchema(inputJsonSchema(tool).properties)
  const list = environmentalArgumentNames.filter((n) => n in all).map((n) => `${n}?: ${schemaType(asSchema(all[n]))}`)
  return `Every tool also accepts these optional arguments, to adapt the app to the user's situation: ${list.join(', ')}.`
}
