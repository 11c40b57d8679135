import { describe, expect, it } from 'vitest'
import { createRng, environmentalArgumentNames, fromIso } from '../apps/kit/index.ts'
import { looksLikeId } from '../scenarios/anchors/index.ts'
import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { composeQuery, phrasingFor } from '../scenarios/queries/index.ts'
import { defaultLexicon } from '../scenarios/queries/lexicon/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

/*
 * Requests read like what a user of these apps would type: no internal category or section names,
 * no enum values in quotes, counts fused with their item, no "with <parameter> <value>" fallbacks,
 * whole sentences. Sampled from a small suite built from simulated histories (four users, ~20 s),
 * and swept over every record of those histories with random subsets of values stated.
 */

const world = createSandboxWorld()
const suite = buildSuite({ ...DEFAULT_SUITE, population: { ...DEFAULT_SUITE.population, users: 4 } }, world)
const environmental = new Set<string>(environmentalArgumentNames)
/** camelCase parameter name -> words, as the composer's fallback says them. */
const words = (param: string) => param.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase()

const BANNED: readonly [string, RegExp][] = [
  ['"the app" for an unnamed app', /\bthe app\b/i],
  ['an internal section name', /\bsection\b/i],
  ['an internal category name', /\bcategory\b/i],
  ['"quantity N"', /\bquantity \d/i],
  ['", N in total"', /, \d+ in total/],
  ['"any kind of"', /any kind of/i],
  ['a doubled word', /\b(\w+) \1\b/i],
  ['a doubled preposition', /\b(to|from|at|in|on|for|with|of|by|near) (to|from|at|in|on|for|with|of|by|near)\b/i],
  ['a double space', / {2}/],
  ['a space before punctuation', /\s[,.;:?!)]/],
  ['a dangling comma', /,\s*[,.?!]|^,/],
  ['an underscore', /_/],
  ['a camelCase word', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['a lower-case start', /^[a-z]/],
  ['no end punctuation', /[^.?!]$/],
  ['a template hole or a broken value', /\{\w+\}|\bundefined\b|\[object Object\]|\bNaN\b/],
  ['"a" before a vowel sound', /\b[aA] (?!one\b|one-|uni|use|usu|eu)[aeiou]/],
  ['"an" before a consonant', /\ban (?!hour|honest|[A-Z])[b-df-hj-np-tv-z]/],
]

/** What is wrong with a request, in words; the app's own name is exempt ("iQIYI" is no camelCase slip). */
function problems(query: string, tool: string, params: readonly string[], appNames: readonly string[]): string[] {
  // An order number copied into a note ("Damai order dm_0001") keeps its spelling: the scorer compares it exactly.
  const text = appNames.reduce((q, n) => q.replaceAll(n, 'App'), query).replace(/\b[a-z]{1,5}_\d{3,}\b/g, 'ID')
  const found = BANNED.filter(([, re]) => re.test(text)).map(([why]) => why)
  // Quotes are for names and notes a user typed ("On repeat"), never for enum values ("tonight", "light_meal").
  if ([...text.matchAll(/"([^"]*)"/g)].some((m) => /^[a-z_ ]+$/.test(m[1]!))) found.push('an enum value in quotes')
  // Outside a quoted note, a time is said as people say it ("at 10:35 pm"), not as stored ("22:35").
  if (/\b(0\d|1[3-9]|2[0-3]):[0-5]\d\b/.test(text.replace(/"[^"]*"/g, '""'))) found.push('a 24-hour clock time')
  // The composer's fallback for a parameter with no phrasing: "with party size 4".
  for (const p of params) if (new RegExp(`\\bwith ${words(p)}\\b`, 'i').test(text)) found.push(`the fallback phrase for ${tool}.${p}`)
  return found
}

const appNames = (appId: string) => {
  const app = world.registry.resolveApp(appId)
  return app.ok ? [app.value.name, ...app.value.aliases] : []
}

describe('the banned constructions', () => {
  it('catch the wording the composer used to produce', () => {
    const old = [
      'Can you search the app in the vegetables category?',
      'Find me a place for any kind of food, cuisine light meal close to my home.',
      'Make an order, I need facial cleanser, in the Brands section.',
      'Pull up the showtimes, only movie screenings matching "tonight" near the mall.',
      'I need eggs, 1 in total',
      'Catch me up on the headlines with Hupu in the sports category related to reading from today.',
      'Make an order for milk, quantity 2.',
      'I need a taxi, pickup at 22:35.',
      'Book a table with party size 4.',
    ]
    expect(old.map((q) => problems(q, 'bookTable', ['partySize'], ['Hupu']).length > 0)).toEqual(old.map(() => true))
    expect(problems('Order two cartons of milk from the dairy & eggs aisle, delivered home.', 'buyProduct', ['count', 'searchQuery'], [])).toEqual([])
  })
})

describe('requests read like a user of the apps', () => {
  const composed = suite.cases.filter((c) => !c.refusal && !c.followUps && c.gold.length === 1)
  const sample = createRng('natural-requests').shuffle(composed).slice(0, 200)

  it('samples 200 requests composed for a suite of simulated users', () => {
    expect(composed.length).toBeGreaterThanOrEqual(200)
    expect(sample).toHaveLength(200)
    console.log(sample.slice(0, 20).map((c) => `  ${c.gold[0]!.app}.${c.gold[0]!.tool} [${c.vagueness}]: ${c.query}`).join('\n'))
  })

  it('ban internal names, quoted enums, unfused counts, fallbacks and broken sentences', () => {
    const bad = sample.flatMap((c) => {
      const call = c.gold[0]!
      const found = problems(c.query, call.tool, Object.keys(call.args), appNames(call.app))
      return found.length ? [`${c.query}  <- ${found.join(', ')}`] : []
    })
    expect(bad).toEqual([])
  })

  it('give every parameter the histories use a phrasing of its own', () => {
    const missing = new Set<string>()
    for (const user of suite.users.values()) {
      for (const r of user.history) {
        const app = world.registry.resolveApp(r.app)
        const phrasing = app.ok ? phrasingFor(defaultLexicon, app.value.id, r.tool) : undefined
        if (!phrasing) missing.add(`${r.app}.${r.tool}`)
        else for (const p of Object.keys(r.args)) if (!environmental.has(p) && !phrasing.params[p]) missing.add(`${r.tool}.${p}`)
      }
    }
    expect([...missing]).toEqual([])
  })

  it('compose clean requests for every record of the histories, any values stated', () => {
    const rng = createRng('natural-sweep')
    const bad: string[] = []
    let swept = 0
    for (const user of suite.users.values()) {
      for (const r of user.history) {
        const app = world.registry.resolveApp(r.app)
        if (!app.ok) continue
        const phrasing = phrasingFor(defaultLexicon, app.value.id, r.tool)!
        // Ids from earlier outcomes are never stated by a request (no case can say them).
        const sayable = Object.keys(r.args).filter((p) => !environmental.has(p) && !looksLikeId(p, r.args[p]))
        const stated = Object.fromEntries(sayable.filter(() => rng.chance(0.6)).map((p) => [p, r.args[p]]))
        const named = rng.chance(0.5)
        const { query } = composeQuery({ phrasing, ...(named ? { app: app.value.name } : {}), stated, vague: Object.keys(stated).length === 0, now: fromIso(r.ts), rng })
        const found = problems(query, r.tool, Object.keys(r.args), appNames(r.app))
        if (found.length) bad.push(`${r.tool}: ${query}  <- ${found.join(', ')}`)
        swept++
      }
    }
    expect(swept).toBeGreaterThan(500)
    expect(bad.slice(0, 20)).toEqual([])
  })
})
