import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { inputJsonSchema, type Tool } from '../apps/kit/index.ts'
import { fastParser, MISS } from '../apps/kit/fast-parse.ts'
import { arbitraryFor, malformedArguments } from '../bench/schema-arbitrary.ts'
import { readSuite } from '../scenarios/suite/index.ts'

/**
 * The kit's compiled fast path must return exactly what zod's parse returns (same values, same key
 * order, fresh objects), or give way to zod: never accept what zod rejects, never differ.
 */
const sameKeys = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b)
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.join('\u0000') === kb.join('\u0000') && ka.every((k) => sameKeys((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Returns a problem, or undefined when the fast path agrees with zod. */
function compare(schema: Tool['input'] | Tool['output'], value: unknown): string | undefined {
  const fast = fastParser(schema)(value)
  if (fast === MISS) return undefined
  const zod = schema.safeParse(value)
  if (!zod.success) return `fast path accepted what zod rejects: ${JSON.stringify(value)?.slice(0, 200)}`
  if (!sameKeys(fast, zod.data) || JSON.stringify(fast) !== JSON.stringify(zod.data)) return `differs from zod on ${JSON.stringify(value)?.slice(0, 200)}`
  if (typeof value === 'object' && value !== null && fast === value) return 'returned the input object itself'
  return undefined
}

/** Small edits that push a valid value towards the edges: dropped keys, nulls, wrong types, padding. */
const mutate = (v: unknown, rnd: () => number): unknown => {
  if (Array.isArray(v)) return rnd() < 0.3 ? [...v, v[0]] : v.map((x) => mutate(x, rnd))
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) {
      const r = rnd()
      if (r < 0.08) continue
      o[k] = r < 0.16 ? undefined : r < 0.22 ? null : r < 0.28 ? 'x' : r < 0.34 ? -1.5 : mutate(x, rnd)
    }
    if (rnd() < 0.1) o.extra = 1
    return o
  }
  if (typeof v === 'string') return ((r) => (r < 0.1 ? '' : r < 0.2 ? ` ${v} ` : r < 0.25 ? v.repeat(50) : v))(rnd())
  if (typeof v === 'number') return ((r) => (r < 0.1 ? v + 0.5 : r < 0.15 ? NaN : r < 0.2 ? -v : r < 0.25 ? 1e20 : v))(rnd())
  return v
}

const tools = allApps.flatMap((app) => app.tools.map((tool) => ({ id: `${app.id}.${tool.name}`, app, tool })))

describe('the kit\'s fast parse path', () => {
  it('agrees with zod on every recorded call and outcome of the default users, and on edits of them', () => {
    let seed = 7
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const problems: string[] = []
    const suite = readSuite('scenarios/suites/default')
    for (const user of suite.users.values()) {
      for (const r of user.history.filter((_, i) => i % 3 === 0)) {
        const tool = allApps.find((a) => a.id === r.app)?.tool(r.tool)
        if (!tool) continue
        for (const v of [r.args, mutate(r.args, rnd), mutate(r.args, rnd)]) problems.push(compare(tool.input, v) ?? '')
        if (r.outcome?.ok) for (const v of [r.outcome.data, mutate(r.outcome.data, rnd)]) problems.push(compare(tool.output, v) ?? '')
      }
    }
    expect(problems.filter(Boolean).slice(0, 5)).toEqual([])
  }, 60_000)

  it('agrees with zod on random, malformed and junk arguments for every tool (property)', () => {
    for (const { id, tool } of tools) {
      const valid = arbitraryFor(inputJsonSchema(tool) as never, ['home', 'office', 'Latte', 'Beijing'])
      fc.assert(
        fc.property(fc.oneof(valid, malformedArguments, fc.constantFrom(null, 1, 'x', [], {}, { a: 1 })), (value) => {
          expect(compare(tool.input, value), id).toBeUndefined()
        }),
        { numRuns: 25, seed: 11 },
      )
    }
  }, 120_000)
})
