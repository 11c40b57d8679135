import type { DeclaredParameter } from './toolset.ts'

export interface Coerced {
  args: Record<string, unknown>
  /** Parameters whose value had to be brought to the declared type (e.g. "True" -> true). */
  coerced: string[]
}

/**
 * Brings a gold call's values to the toolset's declared types, the way the benchmark's own scorer
 * reads them: "True"/"False" for bool, "5" for int, a bare string where a list is declared. Values
 * of undeclared parameters are left alone (the app will name them as unknown).
 */
export function coerceToDeclared(params: Record<string, unknown>, declared: readonly DeclaredParameter[]): Coerced {
  const types = new Map(declared.map((p) => [p.name, p.type]))
  const args: Record<string, unknown> = {}
  const coerced: string[] = []
  for (const [name, value] of Object.entries(params)) {
    const next = convert(value, types.get(name))
    if (next !== value) coerced.push(name)
    args[name] = next
  }
  return { args, coerced }
}

function convert(value: unknown, type: string | undefined): unknown {
  if (typeof value !== 'string') return value
  const t = value.trim()
  switch (type) {
    case 'bool':
      return /^true$/i.test(t) ? true : /^false$/i.test(t) ? false : value
    case 'int':
      return /^-?\d+$/.test(t) ? Number(t) : value
    case 'float':
      return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : value
    case 'list':
      return [value]
    default:
      return value
  }
}
