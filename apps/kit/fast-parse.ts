import type { z } from 'zod'

/**
 * A compiled shortcut for zod's parse of the schemas tools use (objects, arrays, strings, numbers,
 * booleans, enums, literals, optional, nullable): it returns exactly the value zod's parse would
 * return (fresh objects and arrays, shape key order, unknown keys stripped from non-strict objects,
 * the schemas' own checks and overwrites run in order), or `MISS` whenever the value is not plainly
 * valid. On a miss the caller runs zod itself, so every error, issue and message stays zod's.
 * Schema kinds it does not model (pipes, transforms, unions, formats, defaults...) run through
 * zod's own `run` for that subtree, as zod's parent parsers do.
 */
export const MISS: unique symbol = Symbol('fast-parse miss')
export type FastParser = (value: unknown) => unknown

type Internals = {
  def: { type: string; checks?: readonly Check[]; coerce?: boolean; format?: string; [k: string]: unknown }
  traits: Set<string>
  optin?: 'optional' | 'defaulted'
  optout?: 'optional'
  values?: Set<unknown>
  run(payload: Payload, ctx: { async: false }): Payload | Promise<Payload>
  check?(payload: Payload): unknown
}
type Check = { _zod: { def: { when?: (payload: Payload) => boolean }; check(payload: Payload): unknown } }
type Payload = { value: unknown; issues: unknown[] }

const compiled = new WeakMap<object, FastParser>()

/** The fast parser of a schema (compiled once, cached by schema identity). */
export function fastParser(schema: z.ZodType): FastParser {
  let parser = compiled.get(schema)
  if (!parser) compiled.set(schema, (parser = compile(schema as unknown as Schema)))
  return parser
}

type Schema = { _zod: Internals }

/** zod's own run on one subtree, exactly as a parent parser calls it; any issue is a miss. */
function delegate(zod: Internals): FastParser {
  return (value) => {
    const result = zod.run({ value, issues: [] }, { async: false })
    if (result instanceof Promise || result.issues.length) return MISS
    return result.value
  }
}

/** Runs one check as zod's runChecks does for a value with no issues yet; false when it fails. */
function runCheck(check: Check, payload: Payload): boolean {
  const when = check._zod.def.when
  if (when && !when(payload)) return true
  return !(check._zod.check(payload) instanceof Promise) && payload.issues.length === 0
}

function compile(schema: Schema): FastParser {
  try {
    const gen = new Generator()
    const result = gen.node(schema, 'input')
    const body = `${gen.lines.join('\n')}\nreturn ${result}`
    return new Function('r', 'MISS', 'runCheck', `return function fastParse(input) {\n${body}\n}`)(gen.refs, MISS, runCheck) as FastParser
  } catch {
    // A runtime that forbids code generation, or a schema this compiler cannot read: every call
    // misses, so zod's own parse does all the work (slower, never different).
    return () => MISS
  }
}

/**
 * Writes one straight-line parser per schema (as zod's own object JIT does), so every property
 * read is a fixed-name access V8 can cache. Each node's code leaves its parsed value in a fresh
 * variable, or returns MISS.
 */
class Generator {
  readonly lines: string[] = []
  readonly refs: unknown[] = []
  private count = 0

  private ref(value: unknown): string {
    this.refs.push(value)
    return `r[${this.refs.length - 1}]`
  }

  private fresh(): string {
    return `v${this.count++}`
  }

  private emit(line: string): void {
    this.lines.push(line)
  }

  node(schema: Schema, src: string): string {
    const zod = schema._zod
    // As $ZodType.init: a schema that is itself a check runs first, then the def's checks.
    const checks: Check[] = [...(zod.traits.has('$ZodCheck') ? [schema as unknown as Check] : []), ...(zod.def.checks ?? [])]
    let out = this.base(zod, src)
    if (out === undefined) {
      out = this.fresh()
      this.emit(`const ${out} = ${this.ref(delegate(zod))}(${src}); if (${out} === MISS) return MISS`)
      return out
    }
    if (!checks.length) return out
    const value = this.fresh()
    const payload = this.fresh()
    this.emit(`let ${value} = ${out}; let ${payload}`)
    for (const check of checks) {
      const cdef = check._zod.def as { check?: string; tx?: unknown; when?: unknown }
      if (cdef.check === 'overwrite' && cdef.when === undefined && typeof cdef.tx === 'function') {
        // What the overwrite check itself does: payload.value = def.tx(payload.value).
        this.emit(`${value} = ${this.ref(cdef.tx)}(${value})`)
        continue
      }
      const accept = this.accept(check, value, zod.def.type)
      const run = `${payload} = { value: ${value}, issues: [] }; if (!runCheck(${this.ref(check)}, ${payload})) return MISS; ${value} = ${payload}.value`
      this.emit(accept ? `if (!(${accept})) { ${run} }` : run)
    }
    return value
  }

  /** A condition under which the check certainly passes (zod's own check decides otherwise). */
  private accept(check: Check, value: string, type: string): string | undefined {
    const def = check._zod.def as { check?: string; minimum?: number; maximum?: number; value?: unknown; inclusive?: boolean; format?: string }
    const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x)
    switch (def.check) {
      // zod counts code points, never more than UTF-16 units and never fewer than half of them.
      case 'max_length':
        return (type === 'string' || type === 'array') && num(def.maximum) ? `${value}.length <= ${def.maximum}` : undefined
      case 'min_length':
        if (type === 'array' && num(def.minimum)) return `${value}.length >= ${def.minimum}`
        return type === 'string' && num(def.minimum) ? `${value}.length >= ${2 * def.minimum!}` : undefined
      case 'greater_than':
        return type === 'number' && num(def.value) ? `${value} ${def.inclusive ? '>=' : '>'} ${def.value}` : undefined
      case 'less_than':
        return type === 'number' && num(def.value) ? `${value} ${def.inclusive ? '<=' : '<'} ${def.value}` : undefined
      case 'number_format':
        return type === 'number' && def.format === 'safeint' ? `Number.isSafeInteger(${value})` : undefined
      default:
        return undefined
    }
  }

  private base(zod: Internals, src: string): string | undefined {
    const def = zod.def
    if (def.coerce) return undefined
    switch (def.type) {
      case 'string':
        if (def.format !== undefined) return undefined
        this.emit(`if (typeof ${src} !== 'string') return MISS`)
        return src
      case 'number':
        if (def.format !== undefined && !zod.traits.has('$ZodCheck')) return undefined
        this.emit(`if (typeof ${src} !== 'number' || !Number.isFinite(${src})) return MISS`)
        return src
      case 'boolean':
        this.emit(`if (typeof ${src} !== 'boolean') return MISS`)
        return src
      case 'enum':
      case 'literal': {
        const values = zod.values
        if (!values) return undefined
        const list = [...values]
        // === agrees with the Set's SameValueZero for strings.
        if (list.length <= 12 && list.every((v) => typeof v === 'string')) {
          this.emit(`if (${list.length ? list.map((v) => `${src} !== ${JSON.stringify(v)}`).join(' && ') : 'true'}) return MISS`)
        } else {
          this.emit(`if (!${this.ref(values)}.has(${src})) return MISS`)
        }
        return src
      }
      case 'unknown':
      case 'any':
        return src
      case 'optional':
      case 'nullable': {
        const inner = def.innerType as Schema
        if (def.type === 'optional' && inner._zod.optin === 'defaulted') return undefined
        const empty = def.type === 'optional' ? 'undefined' : 'null'
        const out = this.fresh()
        this.emit(`let ${out}; if (${src} === ${empty}) ${out} = ${empty}; else {`)
        this.emit(`${out} = ${this.node(inner, src)} }`)
        return out
      }
      case 'array': {
        const out = this.fresh()
        const i = this.fresh()
        const item = this.fresh()
        this.emit(`if (!Array.isArray(${src})) return MISS; const ${out} = new Array(${src}.length)`)
        this.emit(`for (let ${i} = 0; ${i} < ${src}.length; ${i}++) { const ${item} = ${src}[${i}]`)
        this.emit(`${out}[${i}] = ${this.node(def.element as Schema, item)} }`)
        return out
      }
      case 'object':
        return this.object(def, src)
      default:
        return undefined
    }
  }

  private object(def: Internals['def'], src: string): string | undefined {
    const shape = def.shape as Record<string, Schema>
    if (Object.getOwnPropertySymbols(shape).length) return undefined
    const catchall = def.catchall as Schema | undefined
    if (catchall !== undefined && catchall._zod.def.type !== 'never') return undefined
    const keys = Object.keys(shape)
    if (keys.includes('__proto__')) return undefined
    const out = this.fresh()
    this.emit(`if (typeof ${src} !== 'object' || ${src} === null || Array.isArray(${src})) return MISS; const ${out} = {}`)
    // The same assignment rules as zod's object parser (handlePropertyResult and its JIT twin).
    for (const key of keys) {
      const field = shape[key]!._zod
      const k = JSON.stringify(key)
      const item = this.fresh()
      this.emit(`const ${item} = ${src}[${k}]`)
      const value = this.node(shape[key]!, item)
      const optin = field.optin
      if (optin === undefined) this.emit(`if (!(${k} in ${src})) return MISS; ${out}[${k}] = ${value}`)
      else if (field.optout === 'optional' && optin === 'optional') this.emit(`if (${k} in ${src}) ${out}[${k}] = ${value}`)
      else if (field.optout !== 'optional' && optin === 'defaulted') this.emit(`${out}[${k}] = ${value}`)
      else this.emit(`if (${value} !== undefined || ${k} in ${src}) ${out}[${k}] = ${value}`)
    }
    if (catchall !== undefined && !keys.length) this.emit(`for (const _ in ${src}) return MISS`)
    else if (catchall !== undefined) {
      const key = this.fresh()
      const known = keys.map((k) => `case ${JSON.stringify(k)}:`).join(' ')
      this.emit(`for (const ${key} in ${src}) switch (${key}) { ${known} break; default: return MISS }`)
    }
    return out
  }
}
