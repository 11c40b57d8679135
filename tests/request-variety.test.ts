import { describe, expect, it } from 'vitest'
import { createRng, fromIso } from '../apps/kit/index.ts'
import { mentions } from '../scenarios/build/leaks.ts'
import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { composeQuery, type ToolPhrasing } from '../scenarios/queries/index.ts'
import { defaultLexicon } from '../scenarios/queries/lexicon/index.ts'
import { phrasingVariety, phrasingVarietyRows, requestTemplate } from '../scenarios/stats/phrasing-variety.ts'
import { parseCases } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

/*
 * Requests come in many phrasings per intent, as different people ask: openers, frames, closers,
 * the app first or last, values in more than one order, and references true by construction
 * ("for the two of us" for a party of two). Measured on a small suite built from simulated users,
 * not on the committed default suite.
 */

// Thursday, January 8, 2026, 21:17 in China Standard Time.
const now = fromIso('2026-01-08T21:17:00+08:00')
const compose = (phrasing: ToolPhrasing, stated: Record<string, unknown>, seed: string, app?: string) =>
  composeQuery({ phrasing, ...(app ? { app } : {}), stated, vague: Object.keys(stated).length === 0, now, rng: createRng(seed) })
const seeds = (n: number) => Array.from({ length: n }, (_, i) => `variety-${i}`)

describe('the template of a request', () => {
  it('puts placeholders where the stated values and the app were said', () => {
    const [c] = parseCases(
      JSON.stringify({
        id: 'u001-0001-mc',
        user: 'u001',
        cutoff: 1,
        now: '2026-01-08T21:17:00+08:00',
        query: 'On Didi Chuxing, book an Express car from home tomorrow at 8 am.',
        vagueness: 'most_clear',
        gold: [{ app: 'didi', tool: 'bookTaxi', args: { taxiType: 'Express', pickupLocation: 'Home', pickupTime: '2026-01-09 08:00' } }],
        provenance: [
          {
            app: { source: 'query', mention: 'Didi Chuxing' },
            args: { taxiType: { source: 'query', mention: 'an Express car' }, pickupLocation: { source: 'query', mention: 'home' }, pickupTime: { source: 'query', mention: 'tomorrow at 8 am' } },
          },
        ],
        kinds: ['tool'],
        tags: [],
        domain: 'transport',
        historyLength: 1,
      }),
    )
    expect(requestTemplate(c!)).toBe('On {app}, book {taxiType} from {pickupLocation} {pickupTime}.')
  })
})

describe('one request composed with many seeds', () => {
  const taxi = { taxiType: 'Express', pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '2026-01-09 08:00' }

  it('comes out in many phrasings, each saying every stated value', () => {
    const queries = seeds(60).map((s) => compose(defaultLexicon.bookTaxi!, taxi, s, 'Didi Chuxing'))
    expect(new Set(queries.map((q) => q.query)).size).toBeGreaterThanOrEqual(45)
    for (const { query, mentions: said } of queries) for (const words of Object.values(said)) expect(mentions(query, words), `${query} / ${words}`).toBe(true)
  })

  it('opens, frames and closes now and then, names the app first or last, fronts a moment', () => {
    const queries = seeds(200).map((s) => compose(defaultLexicon.bookTaxi!, taxi, s, 'Didi Chuxing').query)
    const share = (re: RegExp) => queries.filter((q) => re.test(q)).length
    expect(share(/^(Hey|Hi|Okay|So|Hmm|Quick one|Real quick)\b/)).toBeGreaterThan(10)
    expect(share(/^(Could|Can|Would|Any chance|Please|I need you|I'd like you|I was hoping|Go ahead)\b/)).toBeGreaterThan(20)
    expect(share(/(please|thanks|thank you|when you get a chance)[.?]$/)).toBeGreaterThan(5)
    expect(share(/^(On|In|Over on|Open|Use|Go into) Didi Chuxing\b/)).toBeGreaterThan(10)
    expect(share(/, (on|using|through|in) Didi Chuxing[.?]$/)).toBeGreaterThan(5)
    expect(share(/^Tomorrow at 8 am, /)).toBeGreaterThan(10)
    // The start and the end trade places ("to my office from home").
    expect(share(/to my office from home/)).toBeGreaterThan(10)
  })

  it('says a party of two as "the two of us" and of one as "just me", never another size', () => {
    const table = defaultLexicon.bookTable!
    const said = (partySize: number) => seeds(60).map((s) => compose(table, { partySize, date: '2026-01-09', time: '19:00' }, s).query)
    expect(said(2).filter((q) => /\bthe two of us\b/.test(q)).length).toBeGreaterThan(20)
    expect(said(1).filter((q) => /\bjust me\b/.test(q)).length).toBeGreaterThan(5)
    for (const n of [3, 4, 6]) expect(said(n).filter((q) => /\b(two of us|just me)\b/.test(q))).toEqual([])
    const ticket = (count: number) => seeds(60).map((s) => compose(defaultLexicon.bookTicket!, { count, from: 'Beijing', to: 'Shanghai' }, s).query)
    expect(ticket(1).filter((q) => /\bjust me\b/.test(q)).length).toBeGreaterThan(10)
    expect(ticket(3).filter((q) => /\bjust me\b/.test(q))).toEqual([])
  })

  it('keeps "my usual" to the habit-leaning level', () => {
    const queries = seeds(60).map((s) => compose(defaultLexicon.orderDrink!, { items: [{ drink: 'Latte', quantity: 1 }] }, s).query)
    expect(queries.filter((q) => /\b(usual|regular|always)\b/i.test(q))).toEqual([])
  })
})

describe('the requests of a small built suite', () => {
  const suite = buildSuite({ ...DEFAULT_SUITE, population: { ...DEFAULT_SUITE.population, users: 3 } }, createSandboxWorld())
  const variety = phrasingVariety(suite.cases)

  it('spread over many templates, none covering more than 3% of the requests', () => {
    console.log(phrasingVarietyRows(suite.cases).join('\n'))
    expect(variety.requests).toBeGreaterThan(100)
    expect(variety.top.share).toBeLessThanOrEqual(0.03)
    expect(variety.templates / variety.requests).toBeGreaterThanOrEqual(0.85)
  })

  it('ask in different words at every level of one anchor', () => {
    expect(variety.anchors).toBeGreaterThan(20)
    expect(variety.repeatedAnchors).toEqual([])
  })
})
