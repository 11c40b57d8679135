/**
 * Whether a parameter's schema accepts its absence, as zod's `isOptional()` says, computed once per
 * schema: zod answers it by parsing `undefined`, and a failed parse builds a whole error (the exact
 * scorer asks it of every gold and predicted parameter).
 */
const known = new WeakMap<object, boolean>()

export function isOptional(schema: { isOptional(): boolean }): boolean {
  let optional = known.get(schema)
  if (optional === undefined) known.set(schema, (optional = schema.isOptional()))
  return optional
}
