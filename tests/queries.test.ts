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
const BROKEN = /\{\w+\}|undefined|\[object Object\]|\bNaN\b|\s{2}|\s[,.?!:;]|\b[aA] (?!one\b|one-|uni|use|usu|eu)[aeiouAEIOU]/
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
/** Enum words said by their meaning ("no sugar", "men's", "every month"). */
const SAID_AS: Readonly<Record<string, readonly string[]>> = { none: ['no', 'once'], male: ["men's"], female: ["women's"], monthly: ['every month'], daily: ['every day'], weekly: ['every week'], yearly: ['every year'] }

/** Whether the rendered words say one leaf of a value: as it is, word by word, a count in words, a clock time, a yuan amount. */
function saysLeaf(words: string, leaf: string): boolean {
  const w = words.toLowerCase().replaceAll('_', ' ')
  const l = leaf.toLowerCase().replaceAll('_', ' ').replace(/^[<>]/, '').trim()
  if (w.includes(l)) return true
  // A number may be said with thousands separators ("2,931.92 shares").
  if (/^\d+(\.\d+)?$/.test(l) && w.replace(/(\d),(?=\d{3})/g, '$1').includes(l)) return true
  if (/^\d+$/.test(l)) {
    const n = Number(l)
    // A lower bound of 0 reads "under ¥300"; no cutlery is "no cutlery".
    return (n < 10 && w.includes(NUMBER_WORDS[n]!)) || w.includes(n.toLocaleString('en-US')) || (n === 0 && /\b(under|no)\b/.test(w)) || (n >= 1e6 && /million|billion/.test(w))
  }
  const hm = /^(\d{1,2}):(\d{2})$/.exec(l)
  if (hm) {
    const h = Number(hm[1])
    const clock = `${h % 12 === 0 ? 12 : h % 12}${hm[2] === '00' ? '' : `:${hm[2]}`}`
    return w.includes(clock) || (h === 12 && hm[2] === '00' && w.includes('noon'))
  }
  return l.split(/[\s&:,-]+/).filter(Boolean).every((part) => w.includes(part) || (SAID_AS[part] ?? []).some((s) => w.includes(s)))
}

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
        expect(query, query).not.toMatch(/\b(\w+) \1\b/i)
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
        for (const leaf of leaves) if (leaf.trim()) expect(saysLeaf(words, leaf), `${r.tool}.${param}: "${words}" for "${leaf}"`).toBe(true)
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
