import fc from 'fast-check'
import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { httpStatusOf, type ErrorCode } from '../apps/kit/index.ts'
import { EpisodeStore, EpisodeSuites } from '../harness/episodes/index.ts'
import { createServerApp } from '../harness/server/index.ts'
import { readSuite } from '../scenarios/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/**
 * The episode routes with random and hostile bodies (decision 0030): never a 5xx, every refusal a
 * structured 4xx whose code matches its status, and a refused act or answer changes nothing the
 * episode shows. `FUZZ_RUNS=10` runs ten times as many.
 */
const scale = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1))
const suite = readSuite('scenarios/suites/default')
const internalErrors: unknown[] = []
const world = createSandboxWorld({ logError: (id, error) => internalErrors.push({ id, error }) })
const store = new EpisodeStore()
let app: Hono

beforeAll(() => {
  app = createServerApp({ store: new SessionStore(world), episodes: EpisodeSuites.of({ default: suite }), episodeStore: store, maxBodyBytes: 64 * 1024 })
})

type Reply = { status: number; body: any; text: string }
async function send(method: string, path: string, body: string | undefined, token?: string): Promise<Reply> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.status, body: parsed, text }
}

/** What is wrong with a reply under the error contract, if anything. */
function breach(reply: Reply): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}: ${reply.text.slice(0, 300)}`
  if (reply.status < 300) return undefined
  const error = reply.body?.error
  if (reply.body?.ok !== false || typeof error?.code !== 'string' || typeof error?.message !== 'string') return `unstructured ${reply.status}: ${reply.text.slice(0, 200)}`
  if (httpStatusOf[error.code as ErrorCode] !== reply.status) return `code ${error.code} with status ${reply.status}`
  if (error.message.includes('\n    at ')) return 'a stack trace in the message'
  return undefined
}

const ids = suite.cases.map((c) => c.id)
const flag = (good: readonly string[]) => fc.oneof(fc.constantFrom(...good), fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null))
const GOOD = {
  format: ['openai', 'text', 'ptbench', 'toolspectrum'],
  history: ['all', 'none', 'last:20', 'tokens:4000'],
  tools: ['domain', 'all', 'retrieved:12'],
  profile: ['broad', 'detailed', 'none'],
  dialogueMode: ['carry', 'gold'],
} as const
const goodFlags = fc.record(Object.fromEntries(Object.entries(GOOD).map(([k, v]) => [k, fc.constantFrom(...v)])), { requiredKeys: [] })
/** Start bodies: valid ones, well-formed keys with good, bad and odd values, and anything at all. */
const startBody = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...ids), goodFlags).map(([id, flags]) => ({ case: id, ...flags })) },
  { weight: 1, arbitrary: fc.tuple(fc.integer(), fc.constantFrom('single', 'dialogue', 'twin', 'refusal'), goodFlags).map(([seed, kind, flags]) => ({ sample: { seed, kind }, ...flags })) },
  // Well formed, naming what is not there: an unknown case, suite or domain
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 60 }).map((id) => ({ case: `u${id}` })), fc.constantFrom(...ids).map((id) => ({ case: id, suite: 'nope' })), fc.integer().map((seed) => ({ sample: { seed, domain: 'nope' } }))) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        case: fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 60 }), fc.integer(), fc.constant('x'.repeat(5000))),
        sample: fc.oneof(fc.record({ seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.double()), domain: flag(['shopping', 'taxi', 'nope']), vagueness: flag(['most_vague', 'vague']), kind: flag(['single', 'dialogue', 'twin', 'refusal']) }, { requiredKeys: [] }), fc.anything()),
        suite: flag(['default', 'other']),
        format: flag([...GOOD.format, 'xml']),
        history: flag([...GOOD.history, 'last:0', 'last:-3', 'tokens:1e309', 'last:99999999999999999999']),
        tools: flag([...GOOD.tools, 'retrieved:0', 'retrieved:-1']),
        profile: flag([...GOOD.profile, 'true']),
        dialogueMode: flag([...GOOD.dialogueMode, 'other']),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)
const rawBody = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('{', '[]', 'null', '{"case":', '{"__proto__":{"x":1}}', '\u0000', '{"calls":[{"app":{"__proto__":1}}]}'))
const callArb = fc.record({ app: fc.oneof(fc.constantFrom('temu', 'didi_chuxing', 'Didi Chuxing', 'nope'), fc.anything()), tool: fc.oneof(fc.constantFrom('getProductList', 'buyProduct', 'bookTaxi'), fc.anything()), args: fc.oneof(fc.object(), fc.anything()) }, { requiredKeys: [] })
const actBody = fc.oneof(fc.record({ calls: fc.oneof(fc.array(callArb, { maxLength: 25 }), fc.anything()) }, { requiredKeys: [] }), fc.anything())
const answerBody = fc.oneof(fc.record({ calls: fc.oneof(fc.array(callArb, { maxLength: 25 }), fc.anything()), text: fc.oneof(fc.string({ maxLength: 40 }), fc.anything()) }, { requiredKeys: [] }), fc.anything())

describe('episode routes, fuzzed', () => {
  it('a start never answers 5xx; a refusal is a structured 4xx; what it opens is well formed', { timeout: 120_000 }, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: startBody.map((b) => JSON.stringify(b) ?? 'null') }, { weight: 1, arbitrary: rawBody }), async (body) => {
        const reply = await send('POST', '/v1/episodes', body)
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
        expect(breach(reply), body.slice(0, 300)).toBeUndefined()
        if (reply.status === 201) {
          expect(reply.body).toMatchObject({ episodeId: expect.any(String), token: expect.any(String), case: { id: expect.any(String) }, messages: expect.any(Array), tools: expect.any(Array) })
          expect((await send('DELETE', `/v1/episodes/${reply.body.episodeId}`, undefined, reply.body.token)).status).toBe(204)
        } else expect(reply.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: 120 * scale, seed: 18 },
    )
    // Not vacuous: episodes were opened, and requests were refused for more than one reason
    expect(statuses.get(201)).toBeGreaterThan(5)
    expect(statuses.get(400)).toBeGreaterThan(5)
    expect(statuses.get(404)).toBeGreaterThan(2)
    expect(internalErrors).toEqual([])
    expect(store.size).toBe(0)
  })

  it('a refused act or answer changes nothing the episode shows; an accepted one is judged', { timeout: 120_000 }, async () => {
    const single = suite.cases.find((c) => !c.followUps && !c.counterfactual && c.gold.length === 1)!
    const outcomes = { refused: 0, acted: 0, answered: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('calls', 'answer'), fc.oneof({ weight: 4, arbitrary: fc.constant(0).chain(() => fc.oneof(actBody, answerBody)).map((b) => JSON.stringify(b) ?? 'null') }, { weight: 1, arbitrary: rawBody })), { minLength: 1, maxLength: 6 }), async (steps) => {
        const opened = await send('POST', '/v1/episodes', JSON.stringify({ case: single.id, history: 'none' }))
        expect(opened.status).toBe(201)
        const { episodeId, token } = opened.body
        for (const [route, body] of steps) {
          const before = (await send('GET', `/v1/episodes/${episodeId}`, undefined, token)).text
          const acted = store.peek(episodeId)!.episode.actedSoFar.length
          const reply = await send('POST', `/v1/episodes/${episodeId}/${route}`, body, token)
          expect(breach(reply), `${route} ${body.slice(0, 300)}`).toBeUndefined()
          outcomes[reply.status >= 400 ? 'refused' : route === 'calls' ? 'acted' : 'answered']++
          if (reply.status >= 400) {
            expect((await send('GET', `/v1/episodes/${episodeId}`, undefined, token)).text).toBe(before)
            expect(store.peek(episodeId)!.episode.actedSoFar.length).toBe(acted)
          } else if (route === 'answer') expect(reply.body).toMatchObject({ turn: 0, reward: expect.any(Number), done: true })
        }
        expect((await send('DELETE', `/v1/episodes/${episodeId}`, undefined, token)).status).toBe(204)
      }),
      { numRuns: 60 * scale, seed: 18 },
    )
    expect(outcomes.refused).toBeGreaterThan(10)
    expect(outcomes.acted + outcomes.answered).toBeGreaterThan(5)
    expect(internalErrors).toEqual([])
  })
})
