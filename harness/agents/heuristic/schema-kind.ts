import { z } from 'zod'
import { inputJsonSchema, type Tool } from '../../../apps/kit/index.ts'

/** A parameter's schema without its optional, default and nullable wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType
  return s
}

/** What kind of value a parameter takes: the extractors only fill strings and numbers. */
export function baseKind(schema: z.ZodType): 'string' | 'number' | 'enum' | 'other' {
  const s = unwrapped(schema)
  if (s instanceof z.ZodString) return 'string'
  if (s instanceof z.ZodNumber) return 'number'
  if (s instanceof z.ZodEnum) return 'enum'
  return 'other'
}

/** The values a parameter allows, as the tool's JSON schema lists them (a preprocessed enum too); yes/no for a boolean. */
export function optionsOf(tool: Tool, param: string): unknown[] | undefined {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { enum?: unknown[]; type?: unknown }> }).properties ?? {}
  const p = props[param]
  if (Array.isArray(p?.enum)) return p.enum
  return p?.type === 'boolean' ? [true, false] : undefined
}

/** The example values a parameter's description quotes ("'fruits', 'vegetables', 'dairy & eggs'"). */
export function suggestedValues(tool: Tool, param: string): string[] {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { description?: string }> }).properties ?? {}
  return [...(props[param]?.description ?? '').matchAll(/'([^']{2,40})'/g)].map((m) => m[1]!)
}

/** The fields of an object parameter, as the tool's JSON schema lists them. */
export function fieldsOf(tool: Tool, param: string): string[] {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { properties?: Record<string, unknown> }> }).properties ?? {}
  return Object.keys(props[param]?.properties ?? {})
}

/** The values each item of a list parameter allows or, for free items, the examples its description quotes. */
export function itemOptionsOf(tool: Tool, param: string): unknown[] | undefined {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { type?: unknown; items?: { enum?: unknown[] } }> }).properties ?? {}
  const e = props[param]?.items?.enum
  if (Array.isArray(e)) return e
  return props[param]?.type === 'array' ? suggestedValues(tool, param) : undefined
}
