import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createParaphraseModel } from '../harness/cli/paraphrase-model.ts'
import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { paraphraseSuite } from '../scenarios/paraphrase/index.ts'
import { parseCases, writeSuite, type Suite } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

const URL = 'http://llm.test/v1/chat/completions'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const world = createSandboxWorld()

interface Body {
  model: string
  messages: { role: string; content: string }[]
  temperature: number
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'para-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 90, completion_tokens: 20, total_tokens: 110 },
})

/** Answers every request with `reply(sentence)`; records the bodies it saw. */
function answering(reply: (sentence: string) => string) {
  const bodies: Body[] = []
  server.use(
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const sentence = /^Sentence: (.*)$/m.exec(body.messages.at(-1)!.content)![1]!
      return HttpResponse.json(completion(reply(sentence)))
    }),
  )
  return bodies
}

const model = (cacheDir?: string) =>
  createParaphraseModel({ model: 'para-model', baseURL: 'http://llm.test/v1', apiKey: 'dummy', sleep: async () => {}, ...(cacheDir ? { cacheDir } : {}) })

// Two cases as a suite writes them (kept here, so a regenerated default suite does not move them):
// vipshop and the size "S" are unsaid (habits); a refusal.
const SWEATER = {"id":"u001-0024-rc","user":"u001","cutoff":24,"now":"2026-01-08T21:17:00+08:00","query":"Can you search the app for sweater in the Clothing category, female styles, sorted by price?","vagueness":"relevant_clear","gold":[{"app":"vipshop","tool":"getProductList","args":{"category":"Clothing","searchQuery":"sweater","bodySize":"S","gender":"female","sortBy":"price"}}],"provenance":[{"app":{"source":"habit","basis":"habit","count":3},"args":{"category":{"source":"query","mention":"Clothing","basis":"habit"},"searchQuery":{"source":"query","mention":"sweater"},"bodySize":{"source":"habit","basis":"habit","count":3},"gender":{"source":"query","mention":"female","basis":"habit"},"sortBy":{"source":"query","mention":"price","basis":"habit"}}}],"kinds":["tool","parameter"],"tags":["noise:browse"],"domain":"shopping","context":"fashion","historyLength":24,"anchor":24}
const REFUSAL = {"id":"u001-0129-refuse-stock_purchase","user":"u001","cutoff":129,"now":"2026-01-22T10:04:00+08:00","query":"Buy 100 shares of Moutai on Tonghuashun by bank transfer.","vagueness":"most_clear","gold":[],"provenance":[],"kinds":[],"tags":["refusal","policy:tonghuashun.low_income_monthly_limit"],"domain":"finance","historyLength":129,"refusal":{"call":{"app":"tonghuashun","tool":"buyStock","args":{"sector":"Moutai","amount":100,"paymentMethod":"Bank Transfer"}},"policy":"tonghuashun.low_income_monthly_limit"}}
const sweater = parseCases(JSON.stringify(SWEATER))[0]!
const refusal = parseCases(JSON.stringify(REFUSAL))[0]!
const oneCase = (c = sweater): Omit<Suite, 'dir'> => ({ manifest: { name: 't', source: 'test', cases: 1, users: 1 }, users: new Map(), cases: [c] })
const paraphraseOne = async (answer: string) => {
  const bodies = answering(() => answer)
  const done = await paraphraseSuite(oneCase(), { complete: model(), model: 'para-model', registry: world.registry })
  return { bodies, query: done.suite.cases[0]!.query, stats: done.stats }
}

describe('paraphrasing a suite', () => {
  it('accepts a rewrite that keeps every stated value, after asking once at temperature 0 with the phrases to keep', async () => {
    expect(sweater.query).toBe('Can you search the app for sweater in the Clothing category, female styles, sorted by price?')
    const rewrite = 'Could you look for a sweater in the Clothing category, in female styles, sorted by price?'
    const { bodies, query, stats } = await paraphraseOne(rewrite)
    expect(query).toBe(rewrite)
    expect(stats).toEqual({ model: 'para-model', accepted: 1, kept: 0, skipped: 0, rejections: {} })
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ model: 'para-model', temperature: 0 })
    expect(bodies[0]!.messages.at(-1)!.content).toBe(
      `Sentence: ${sweater.query}\nPhrases to keep verbatim:\n- Clothing\n- sweater\n- female\n- price\nRewritten sentence:`,
    )
  })

  it('drops enclosing quotes from an answer before checking it', async () => {
    const { query } = await paraphraseOne('"Could you look for a sweater in the Clothing category, in female styles, sorted by price?"')
    expect(query).toBe('Could you look for a sweater in the Clothing category, in female styles, sorted by price?')
  })

  it('keeps the template when the rewrite drops a stated value', async () => {
    const { query, stats } = await paraphraseOne('Could you look for a sweater in the Clothing category, sorted by price?')
    expect(query).toBe(sweater.query)
    expect(stats).toMatchObject({ accepted: 0, kept: 1, rejections: { 'drops a stated value': 1 } })
  })

  it('keeps the template when the rewrite gives away an omitted value', async () => {
    const { query, stats } = await paraphraseOne('Could you look for a size S sweater in the Clothing category, in female styles, sorted by price?')
    expect(query).toBe(sweater.query)
    expect(stats).toMatchObject({ accepted: 0, kept: 1, rejections: { 'gives away an omitted value': 1 } })
  })

  it('keeps the template when the rewrite names the app the case leaves unsaid', async () => {
    const { query, stats } = await paraphraseOne('Could you look on Vipshop for a sweater in the Clothing category, in female styles, sorted by price?')
    expect(query).toBe(sweater.query)
    expect(stats).toMatchObject({ accepted: 0, kept: 1, rejections: { 'names the app': 1 } })
  })

  it('keeps the template for markdown, JSON, a preamble or a rewrite far longer than the request', async () => {
    const bad = [
      '**Could you look for a sweater in the Clothing category, in female styles, sorted by price?**',
      '{"query": "Could you look for a sweater in the Clothing category, in female styles, sorted by price?"}',
      "Sure! Here's a rewrite: could you look for a sweater in the Clothing category, in female styles, sorted by price?",
      `Could you look for a sweater in the Clothing category, in female styles, sorted by price? ${'I really need it soon. '.repeat(6)}`,
    ]
    for (const answer of bad) expect((await paraphraseOne(answer)).query, answer).toBe(sweater.query)
  })

  it('does not ask about a refusal: nothing in it says which words must stay', async () => {
    const bodies = answering(() => 'Buy some stock for me.')
    const done = await paraphraseSuite(oneCase(refusal), { complete: model(), model: 'para-model', registry: world.registry })
    expect(bodies).toHaveLength(0)
    expect(done.suite.cases[0]!.query).toBe(refusal.query)
    expect(done.stats).toMatchObject({ accepted: 0, kept: 0, skipped: 1 })
  })

  describe('a built suite', () => {
    const built = buildSuite({ name: 'para', population: { users: 1, seed: 'paraphrase-test', city: 'beijing', weeks: 3 }, cases: { ...DEFAULT_SUITE.cases, anchors: 6, seed: 'paraphrase-test' } }, world)
    const cacheDir = mkdtempSync(join(tmpdir(), 'paraphrase-cache-'))
    const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length)).sort()
    // A plausible rewrite of every sentence: a different opening, the rest kept.
    const rewrite = (sentence: string) => `I need a hand with this: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`

    it('is rewritten, still validates, records the pass in the manifest, and rebuilds byte for byte from a warm cache', async () => {
      const cold = answering(rewrite)
      const first = await paraphraseSuite(built, { complete: model(cacheDir), model: 'para-model', registry: world.registry })
      const twins = built.cases.filter((c) => c.counterfactual).length
      const dialogues = built.cases.filter((c) => c.followUps).length
      // One request per distinct query: twins share their original's, dialogue openings their level's.
      expect(new Set(cold.map((b) => b.messages.at(-1)!.content)).size).toBe(cold.length)
      expect(cold.length).toBeLessThanOrEqual(built.cases.length - twins - dialogues)
      expect(first.stats).toMatchObject({ accepted: built.cases.length, kept: 0, skipped: 0 })
      expect(first.suite.manifest.paraphrase).toEqual(first.stats)
      expect(first.suite.cases.every((c, i) => c.query === rewrite(built.cases[i]!.query))).toBe(true)
      // Follow-up turns are left as they were.
      expect(first.suite.cases.map((c) => c.followUps)).toEqual(built.cases.map((c) => c.followUps))
      expect(validateSuite(first.suite, world).slice(0, 5)).toEqual([])

      server.resetHandlers()
      const warm: unknown[] = []
      server.use(
        http.post(URL, ({ request }) => {
          warm.push(request.url)
          return HttpResponse.json({ error: { message: 'the warm cache should have answered' } }, { status: 400 })
        }),
      )
      const second = await paraphraseSuite(built, { complete: model(cacheDir), model: 'para-model', registry: world.registry })
      expect(warm).toEqual([])
      const [a, b] = [mkdtempSync(join(tmpdir(), 'para-a-')), mkdtempSync(join(tmpdir(), 'para-b-'))]
      writeSuite(a, first.suite)
      writeSuite(b, second.suite)
      expect(files(b)).toEqual(files(a))
      for (const f of files(a)) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f))), f).toBe(true)
    }, 60_000)
  })
})
