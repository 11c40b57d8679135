import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  aliasKey,
  createRegistry,
  createRng,
  defineApp,
  defineTool,
  environmentalArgumentNames,
  inputJsonSchema,
  deepFreeze,
  isDeepFrozen,
  isOptional,
  nearestNames,
  outcomeJson,
  success,
  failure,
  newestPage,
  openAiTools,
  openApiDocument,
  validateArguments,
} from '../apps/kit/index.ts'
import { ledger } from './support/ledger-app.ts'

const registry = createRegistry([ledger])

describe('defineApp / defineTool', () => {
  it('rejects ids that would break OpenAI tool names', () => {
    const base = { name: 'X', domain: 'shopping' as const, description: '', initialState: () => ({}), tools: [] }
    expect(() => defineApp({ ...base, id: 'Bad-Id' })).toThrow(/must match/)
    expect(() => defineApp({ ...base, id: 'double__underscore' })).toThrow(/must match/)
    const long = defineTool({ name: 'a'.repeat(60), description: '', effect: 'read', input: z.object({}), output: z.object({}), run: () => ({}) })
    expect(() => defineApp({ ...base, id: 'app', tools: [long] })).toThrow(/64-character/)
  })

  it('makes inputs strict and adds the seven environmental arguments', () => {
    const deposit = ledger.tool('deposit')!
    expect(Object.keys(deposit.input.shape)).toEqual(['amount', 'memo', ...environmentalArgumentNames])
    expect(validateArguments(deposit, { amount: 5, enableCaptions: true, mediaQuality: 'low' }).ok).toBe(true)
    const r = validateArguments(deposit, { amount: 5, colour: 'red' })
    expect(r).toEqual({ ok: false, issues: [{ path: 'colour', code: 'unknown_parameter', message: 'Unknown parameter "colour"' }] })
  })

  it('reports every issue with its path and expectation', () => {
    const r = validateArguments(ledger.tool('deposit')!, { amount: 'ten', memo: 'x'.repeat(51), mediaQuality: 'ultra' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues.map((i) => [i.path, i.code])).toEqual([
      ['amount', 'invalid_type'],
      ['memo', 'too_big'],
      ['mediaQuality', 'invalid_value'],
    ])
    expect(r.issues[0]!.expected).toBe('number')
    expect(r.issues[2]!.expected).toBe('one of "high", "low"')
    expect(validateArguments(ledger.tool('deposit')!, [1, 2])).toMatchObject({ ok: false, issues: [{ path: '', expected: 'object' }] })
    expect(validateArguments(ledger.tool('deposit')!, {})).toMatchObject({ ok: false, issues: [{ path: 'amount' }] })
  })
})

describe('registry', () => {
  it('resolves any spelling of an app, ignoring case, spaces, hyphens and underscores', () => {
    for (const spelling of ['test_ledger', 'Test Ledger', 'TEST-LEDGER', 'ledger_app', 'Ledger App', 'the ledger', 'TheLedger']) {
      const r = registry.resolveApp(spelling)
      expect(r.ok && r.value.id, spelling).toBe('test_ledger')
    }
    const miss = registry.resolveApp('ledgr')
    expect(miss).toEqual({ ok: false, suggestions: ['test_ledger'] })
  })

  it('alias resolution round-trips under random re-spelling (property)', () => {
    const spellings = [ledger.id, ledger.name, ...ledger.aliases]
    fc.assert(
      fc.property(fc.constantFrom(...spellings), fc.array(fc.constantFrom('upper', 'lower', 'space', 'underscore', 'none'), { minLength: 20, maxLength: 20 }), (name, moves) => {
        const mangled = [...name]
          .map((ch, i) => {
            const m = moves[i % moves.length]
            if (ch === ' ' || ch === '_') return m === 'space' ? ' ' : m === 'underscore' ? '_' : m === 'none' ? '' : ch
            return m === 'upper' ? ch.toUpperCase() : m === 'lower' ? ch.toLowerCase() : ch
          })
          .join('')
        const r = registry.resolveApp(mangled)
        return r.ok && r.value.id === ledger.id && aliasKey(mangled) === aliasKey(name)
      }),
    )
  })

  it('refuses an alias claimed by two apps', () => {
    const other = defineApp({ id: 'other', name: 'Other', aliases: ['Ledger App'], domain: 'finance', description: '', initialState: () => ({}), tools: [] })
    expect(() => createRegistry([ledger, other])).toThrow(/names both/)
  })

  it('maps qualified OpenAI names both ways', () => {
    for (const tool of ledger.tools) {
      const name = registry.qualifiedName(ledger, tool)
      expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/)
      expect(registry.fromQualifiedName(name)).toEqual({ app: ledger, tool })
    }
    expect(registry.fromQualifiedName('Ledger_App__deposit')?.tool.name).toBe('deposit')
    expect(registry.fromQualifiedName('test_ledger__nope')).toBeUndefined()
    expect(registry.fromQualifiedName('deposit')).toBeUndefined()
  })

  it('suggests the nearest names', () => {
    expect(nearestNames('withdrwa', ledger.tools.map((t) => t.name), 1)).toEqual(['withdraw'])
  })
})

describe('derived surfaces agree with the zod definitions', () => {
  it('OpenAI tool JSON carries each input schema', () => {
    const tools = openAiTools(registry)
    expect(tools.map((t) => t.function.name)).toEqual(ledger.tools.map((t) => `test_ledger__${t.name}`))
    for (const [i, tool] of ledger.tools.entries()) {
      expect(tools[i]!.function.parameters).toEqual(inputJsonSchema(tool))
      expect(tools[i]!.function.parameters).toMatchObject({ type: 'object', additionalProperties: false })
    }
    expect(inputJsonSchema(ledger.tool('deposit')!)).toMatchObject({ required: ['amount'], properties: { amount: { type: 'number', exclusiveMinimum: 0 } } })
  })

  it('OpenAPI 3.1 documents every tool with its request schema and error responses', () => {
    const doc = openApiDocument([ledger], { title: 't', version: '1' }) as { openapi: string; paths: Record<string, any> }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(ledger.tools.map((t) => `/v1/apps/test_ledger/${t.name}`))
    for (const tool of ledger.tools) {
      const op = doc.paths[`/v1/apps/test_ledger/${tool.name}`].post
      expect(op.requestBody.content['application/json'].schema).toEqual(inputJsonSchema(tool))
      expect(Object.keys(op.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500'])
    }
  })
})

describe('outcome JSON written once for deep-frozen data', () => {
  it('is JSON.stringify of the outcome, memoized only for what deepFreeze froze', () => {
    const shared = deepFreeze({ page: 1, items: [{ name: '无线耳机', price: 99.5 }], note: 'a "quoted" word' })
    const shallow = Object.freeze({ items: [{ n: 1 }] })
    expect(isDeepFrozen(shared)).toBe(true)
    expect(isDeepFrozen(shared.items[0])).toBe(true)
    expect(isDeepFrozen(shallow)).toBe(false)
    for (const outcome of [success(shared), success(shallow), success({ fresh: true }), success([1, 2]), failure({ code: 'not_found', message: 'x' })]) {
      expect(outcomeJson(outcome)).toBe(JSON.stringify(outcome))
    }
    // The same data in another outcome object: the memo is keyed by the data
    expect(outcomeJson(success(shared))).toBe(outcomeJson(success(shared)))
    // A shallow-frozen value's parts may change: never memoized
    ;(shallow.items[0] as { n: number }).n = 2
    expect(outcomeJson(success(shallow))).toBe('{"ok":true,"data":{"items":[{"n":2}]}}')
  })
})

describe('isOptional', () => {
  it("is zod's isOptional() for every parameter of the catalog, asked twice (the second from the memo)", async () => {
    const { allApps } = await import('../apps/index.ts')
    let params = 0
    for (const app of allApps)
      for (const tool of app.tools)
        for (const schema of Object.values(tool.input.shape) as z.ZodType[]) {
          params++
          expect(isOptional(schema)).toBe(schema.isOptional())
          expect(isOptional(schema)).toBe(schema.isOptional())
        }
    expect(params).toBeGreaterThan(500)
    expect(isOptional(z.string().optional())).toBe(true)
    expect(isOptional(z.string())).toBe(false)
  })
})

describe('newestPage', () => {
  it('pages records newest first, building views only for the page unless a status filter needs them all', () => {
    const records = Object.fromEntries(
      ['2026-03-01', '2026-03-03', '2026-03-02', '2026-03-04'].map((d, i) => [`o${i}`, { id: `o${i}`, placedAt: `${d}T10:00:00+08:00`, done: i % 2 === 0 }]),
    )
    let built = 0
    const view = (r: { id: string; done: boolean }) => (built++, { id: r.id, status: r.done ? 'delivered' : 'paid' })
    expect(newestPage(records, view, 2)).toEqual({ total: 4, orders: [{ id: 'o3', status: 'paid' }, { id: 'o1', status: 'paid' }] })
    expect(built).toBe(2)
    expect(newestPage(records, view, 1, 'delivered')).toEqual({ total: 2, orders: [{ id: 'o2', status: 'delivered' }] })
  })
})

describe('seeded rng', () => {
  it('gives the same values as ever for a seed (pinned), its generator usable on its own', () => {
    const r = createRng('pin')
    expect([r.int(1, 100), r.float(0, 1), r.chance(0.5), r.pick(['a', 'b', 'c']), r.weighted(['x', 'y'], [1, 3]), r.shuffle([1, 2, 3, 4, 5]), r.normal(0, 1)]).toEqual([
      83, 0.22341559710912406, false, 'a', 'y', [3, 5, 2, 4, 1], 0.0514163341989315,
    ])
    const { next } = createRng('pin')
    const again = createRng('pin')
    expect([next(), next()]).toEqual([again.next(), again.next()])
  })
})
