import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng, fromIso } from '../apps/kit/index.ts'
import { mentions, valueWords } from '../scenarios/build/leaks.ts'
import { composeQuery, phrasingFor, renderValue, sayer } from '../scenarios/queries/index.ts'
import { defaultLexicon } from '../scenarios/queries/lexicon/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { environmentalArgumentNames } from '../apps/kit/index.ts'

const world = createSandboxWorld()
const suite = readSuite('scenarios/suites/default')
const records = [...suite.users.values()].flatMap((u) => u.history)
const environmental = new Set<string>(environmentalArgumentNames)
const BROKEN = /\{v\}|\{app\}|undefined|\[object Object\]|\bNaN\b|\s{2}|\s[,.?!:;]|\b[aA] [aeiouAEIOU]/

describe('query phrasings', () => {
  it('cover every tool of the catalog, and every parameter each tool takes', () => {
    for (const app of world.registry.apps) {
      for (const tool of app.tools) {
        const phrasing = phrasingFor(defaultLexicon, app.id, tool.name)
        expect(phrasing, `${app.id}.${tool.name}`).toBeDefined()
        expect(phrasing!.intents.length, tool.name).toBeGreaterThanOrEqual(2)
        for (const param of Object.keys(tool.input.shape)) if (!environmental.has(param)) expect(phrasing!.params[param], `${tool.name}.${param}`).toBeDefined()
      }
    }
  })

  it('compose clean sentences for every record of the default users, all stated and none', () => {
    let composed = 0
    for (const [i, r] of records.entries()) {
      const app = world.registry.resolveApp(r.app)
      if (!app.ok) throw new Error(r.app)
      const phrasing = phrasingFor(defaultLexicon, app.value.id, r.tool)!
      const now = fromIso(r.ts)
      const say = sayer(now)
      for (const stated of [r.args, {}]) {
        const { query, mentions: said } = composeQuery({ phrasing, app: app.value.name, stated, vague: Object.keys(stated).length === 0, now, rng: createRng(`t${i}`) })
        expect(query, query).not.toMatch(BROKEN)
        expect(query).toMatch(/^[A-Z"].*[.?!]$/)
        for (const [param, words] of Object.entries(said)) {
          expect(mentions(query, words), `${query} / ${words}`).toBe(true)
          expect(words).toBe(renderValue(phrasing, param, r.args[param], say))
        }
        composed++
      }
    }
    expect(composed).toBe(records.length * 2)
  })

  it('say a value with its own words (strings, numbers, string leaves of structures)', () => {
    for (const r of records) {
      const app = world.registry.resolveApp(r.app)
      const phrasing = phrasingFor(defaultLexicon, app.ok ? app.value.id : r.app, r.tool)!
      const say = sayer(fromIso(r.ts))
      for (const [param, value] of Object.entries(r.args)) {
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) continue // dates are said relative to the clock
        const words = renderValue(phrasing, param, value, say).toLowerCase().replaceAll('_', ' ')
        const leaves = typeof value === 'number' ? [String(value)] : valueWords(value).filter((w) => !/^\d{4}-\d{2}-\d{2}/.test(w))
        for (const leaf of leaves) if (leaf.trim()) expect(words, `${r.tool}.${param}`).toContain(leaf.toLowerCase().replaceAll('_', ' ').replace(/^>/, ''))
      }
    }
  })

  it('keep every value out of the intents (property: any record, any seed)', () => {
    const sample = records.filter((_, i) => i % 7 === 0)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sample.length - 1 }), fc.string(), (i, seed) => {
        const r = sample[i]!
        const app = world.registry.resolveApp(r.app)
        const phrasing = phrasingFor(defaultLexicon, app.ok ? app.value.id : r.app, r.tool)!
        const { query } = composeQuery({ phrasing, stated: {}, vague: true, now: fromIso(r.ts), rng: createRng(seed) })
        for (const value of Object.values(r.args)) if (typeof value === 'string' && value.length >= 4) expect(mentions(query, value), `${query} / ${value}`).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})
