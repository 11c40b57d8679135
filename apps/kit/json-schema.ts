import { z } from 'zod'
import type { Tool } from './define.ts'

export type JsonSchema = Record<string, unknown>

const inputs = new WeakMap<Tool, JsonSchema>()
const outputs = new WeakMap<Tool, JsonSchema>()

const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/** JSON Schema (2020-12) of a tool's arguments, derived once from its zod input. */
export function inputJsonSchema(tool: Tool): JsonSchema {
  let s = inputs.get(tool)
  if (!s) inputs.set(tool, (s = convert(tool.input, 'input')))
  return s
}

export function outputJsonSchema(tool: Tool): JsonSchema {
  let s = outputs.get(tool)
  if (!s) outputs.set(tool, (s = convert(tool.output, 'output')))
  return s
}
