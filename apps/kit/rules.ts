import type { JsonSchema } from './json-schema.ts'

/** A cross-field rule: the issue it raises, or undefined when the arguments keep it. */
export type Refinement = (args: any) => { path: string; message: string } | undefined

// Rules built here know their own JSON Schema, so the published documents state them too.
const schemas = new WeakMap<Refinement, JsonSchema>()

const given = (args: Record<string, unknown>, key: string) => args[key] !== undefined
const alternatives = (keys: readonly string[]) => keys.map((key) => ({ required: [key] }))

/** Exactly one of `keys` must be given (`oneOf` in JSON Schema). */
export function exactlyOneOf(keys: readonly string[], issue: { path: string; message: string }): Refinement {
  const rule: Refinement = (args) => (keys.filter((k) => given(args, k)).length === 1 ? undefined : issue)
  schemas.set(rule, { oneOf: alternatives(keys) })
  return rule
}

/** At least one of `keys` must be given (`anyOf` in JSON Schema). */
export function atLeastOneOf(keys: readonly string[], issue: { path: string; message: string }): Refinement {
  const rule: Refinement = (args) => (keys.some((k) => given(args, k)) ? undefined : issue)
  schemas.set(rule, { anyOf: alternatives(keys) })
  return rule
}

/** The JSON Schema keywords of a rule made by `exactlyOneOf` / `atLeastOneOf`; undefined for a hand-written rule. */
export const ruleSchema = (rule: Refinement | undefined): JsonSchema | undefined => (rule ? schemas.get(rule) : undefined)
