import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAiAgent } from '../harness/agents/openai/index.ts'
import type { OpenAiAgentOptions } from '../harness/agents/openai/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { sampleContext } from './support/agent-context.ts'

const URL = 'http://llm.test/v1/chat/completions'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const world = createSandboxWorld()
const shopping = [
  { app: 'temu', tool: 'getProductList' },
  { app: 'temu', tool: 'buyProduct' },
]
const context = (format: 'openai' | 'text' = 'openai') => sampleContext({ world, tools: shopping, prompt: { format } })

interface Body {
  model: string
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }[]
  tools?: { function: { name: string } }[]
  temperature: number
  top_p: number
}

const completion = (message: Record<string, unknown>, usage = { prompt_tokens: 1200, completion_tokens: 40 }) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: 'stop' }],
  usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
})
const toolCall = (id: string, name: string, args: Record<string, unknown>) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } })

const buyArgs = { searchQuery: 'phone case', category: 'Electronics', preference: 'price', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }

/** Answers each request with the next reply; records every body it saw. */
function answering(...replies: ((body: Body) => Response | Promise<Response>)[]) {
  const bodies: Body[] = []
  server.use(
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const reply = replies[Math.min(bodies.length, replies.length) - 1]!
      return reply(body)
    }),
  )
  return bodies
}

const agentWith = (options: OpenAiAgentOptions = {}) =>
  createOpenAiAgent({ model: 'test-model', baseURL: 'http://llm.test/v1', apiKey: 'dummy', env: {}, sleep: async () => {}, ...options })

describe('openai agent', () => {
  it('reads a native tool call into the call, with the usage, after sending the tools', async () => {
    const bodies = answering(() => HttpResponse.json(completion({ tool_calls: [toolCall('c1', 'temu__buyProduct', buyArgs)] })))
    const answer = await agentWith().act(context())
    expect(answer.parsed).toEqual({ kind: 'calls', format: 'native', calls: [{ app: 'temu', tool: 'buyProduct', args: buyArgs }] })
    expect(answer.usage).toEqual({ promptTokens: 1200, completionTokens: 40 })
    expect(answer.steps).toEqual([])
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ model: 'test-model', temperature: 0.1, top_p: 0.1 })
    expect(bodies[0]!.tools!.map((t) => t.function.name)).toEqual(['temu__getProductList', 'temu__buyProduct'])
    expect(bodies[0]!.messages.at(-1)).toEqual({ role: 'user', content: 'Buy me the cheapest phone case on Temu.' })
    expect(answer.promptHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('runs a read, shows its real result, then answers with the write that uses it', async () => {
    const listArgs = { category: 'Electronics', searchQuery: 'phone case', sortBy: 'price' }
    let seenProductId: string | undefined
    const bodies = answering(
      () => HttpResponse.json(completion({ tool_calls: [toolCall('call_a', 'temu__getProductList', listArgs)] })),
      (body) => {
        const [assistant, tool] = body.messages.slice(-2)
        expect(assistant).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_a', function: { name: 'temu__getProductList' } }] })
        expect(tool).toMatchObject({ role: 'tool', tool_call_id: 'call_a' })
        const result = JSON.parse(tool!.content!) as { ok: boolean; data: { products: { productId: string; price: number }[] } }
        expect(result.ok).toBe(true)
        expect(result.data.products).toHaveLength(10)
        seenProductId = result.data.products[0]!.productId
        return HttpResponse.json(completion({ tool_calls: [toolCall('call_b', 'temu__buyProduct', { productId: seenProductId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })] }))
      },
    )
    const ctx = context()
    const answer = await agentWith().act(ctx)
    expect(bodies).toHaveLength(2)
    // The cheapest Electronics "phone case" on Temu in world-1, by the catalog
    expect(seenProductId).toBe('TM584122178')
    expect(answer.steps).toHaveLength(1)
    expect(answer.steps![0]!.call).toEqual({ app: 'temu', tool: 'getProductList', args: listArgs })
    expect(answer.steps![0]!.outcome.ok).toBe(true)
    expect(ctx.reads).toEqual([{ app: 'temu', tool: 'getProductList', args: listArgs }])
    expect(answer.parsed).toEqual({ kind: 'calls', format: 'native', calls: [{ app: 'temu', tool: 'buyProduct', args: { productId: 'TM584122178', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' } }] })
    expect(answer.usage).toEqual({ promptTokens: 2400, completionTokens: 80 })
  })

  it('stops at maxSteps turns: the last turn is the answer even when it only reads', async () => {
    const bodies = answering(() => HttpResponse.json(completion({ tool_calls: [toolCall('r', 'temu__getProductList', { category: 'Electronics', searchQuery: 'phone case' })] })))
    const answer = await agentWith({ maxSteps: 2 }).act(context())
    expect(bodies).toHaveLength(2)
    expect(answer.steps).toHaveLength(1)
    expect(answer.parsed).toMatchObject({ kind: 'calls', calls: [{ tool: 'getProductList' }] })
  })

  it('a lookup request: reads, then a reply without calls, makes the reads the answer', async () => {
    const read = { category: 'Electronics', searchQuery: 'phone case' }
    for (const reply of ['DONE', 'Here are the cheapest phone cases I found.', '']) {
      const bodies = answering(
        () => HttpResponse.json(completion({ tool_calls: [toolCall('r', 'temu__getProductList', read)] })),
        () => HttpResponse.json(completion({ content: reply })),
      )
      const answer = await agentWith().act(context())
      expect(bodies).toHaveLength(2)
      expect(answer.steps).toHaveLength(1)
      expect(answer.parsed, reply).toEqual({ kind: 'calls', format: 'native', calls: [{ app: 'temu', tool: 'getProductList', args: read }] })
    }
    // An explicit NO_CALL after looking is still a refusal.
    answering(
      () => HttpResponse.json(completion({ tool_calls: [toolCall('r', 'temu__getProductList', read)] })),
      () => HttpResponse.json(completion({ content: 'NO_CALL' })),
    )
    expect((await agentWith().act(context())).parsed).toEqual({ kind: 'refusal', format: 'native' })
  })

  it('a malformed answer is a format error, not an exception', async () => {
    answering(() => HttpResponse.json(completion({ content: '{"app": "temu", "tool": "buyProduct", "arguments": {"count": 1,' })))
    const answer = await agentWith().act(context())
    expect(answer.parsed.kind).toBe('format_error')
    expect(answer.raw).toBe('{"app": "temu", "tool": "buyProduct", "arguments": {"count": 1,')
  })

  it('NO_CALL without tool calls is a native refusal', async () => {
    answering(() => HttpResponse.json(completion({ content: 'NO_CALL' })))
    expect((await agentWith().act(context())).parsed).toEqual({ kind: 'refusal', format: 'native' })
  })

  it('retries a 429 after a seeded backoff, then succeeds', async () => {
    const bodies = answering(
      () => HttpResponse.json({ error: { message: 'Rate limit reached', type: 'rate_limit' } }, { status: 429 }),
      () => HttpResponse.json(completion({ tool_calls: [toolCall('c1', 'temu__buyProduct', buyArgs)] })),
    )
    const waits: number[] = []
    const answer = await agentWith({ sleep: async (ms) => void waits.push(ms), retryBaseMs: 1000 }).act(context())
    expect(bodies).toHaveLength(2)
    expect(answer.parsed.kind).toBe('calls')
    expect(waits).toHaveLength(1)
    expect(waits[0]).toBeGreaterThanOrEqual(500)
    expect(waits[0]).toBeLessThan(1500)
    // Same seed, same wait
    answering(
      () => HttpResponse.json({ error: { message: 'busy' } }, { status: 503 }),
      () => HttpResponse.json(completion({ content: 'NO_CALL' })),
    )
    const again: number[] = []
    await agentWith({ sleep: async (ms) => void again.push(ms), retryBaseMs: 1000 }).act(context())
    expect(again).toEqual(waits)
  })

  it('gives up after maxRetries and throws the server error', async () => {
    const bodies = answering(() => HttpResponse.json({ error: { message: 'down' } }, { status: 500 }))
    await expect(agentWith({ maxRetries: 2 }).act(context())).rejects.toMatchObject({ status: 500 })
    expect(bodies).toHaveLength(3)
  })

  it('resumes from the response cache without asking again', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'llm-cache-'))
    try {
      answering(() => HttpResponse.json(completion({ tool_calls: [toolCall('c1', 'temu__buyProduct', buyArgs)] })))
      const first = await agentWith({ cacheDir }).act(context())
      expect(first.usage?.cached).toBeUndefined()
      expect(readdirSync(cacheDir).filter((f) => f.endsWith('.json'))).toHaveLength(1)

      const bodies = answering(() => HttpResponse.json({ error: { message: 'must not be asked' } }, { status: 500 }))
      const second = await agentWith({ cacheDir, maxRetries: 0 }).act(context())
      expect(bodies).toHaveLength(0)
      expect(second.parsed).toEqual(first.parsed)
      expect(second.promptHash).toBe(first.promptHash)
      expect(second.usage).toEqual({ promptTokens: 1200, completionTokens: 40, cached: true })

      // Another trial is another sample: it is asked
      const third = answering(() => HttpResponse.json(completion({ content: 'NO_CALL' })))
      await agentWith({ cacheDir }).act({ ...context(), trial: 1 })
      expect(third).toHaveLength(1)
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })

  it('parses a ```json fenced text answer when the model does not use native tool calls', async () => {
    const fenced = 'I will buy it on Temu.\n```json\n{"app": "temu", "tool": "buyProduct", "arguments": {"searchQuery": "phone case", "paymentMethod": "Alipay", "count": 1, "shippingAddress": "Home"}}\n```'
    answering(() => HttpResponse.json(completion({ content: fenced })))
    const answer = await agentWith().act(context())
    expect(answer.parsed).toEqual({ kind: 'calls', format: 'json', calls: [{ app: 'temu', tool: 'buyProduct', args: { searchQuery: 'phone case', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' } }] })
  })

  it('falls back to the text prompt when the server rejects tools, and stays there', async () => {
    const fenced = '```json\n{"app": "temu", "tool": "buyProduct", "arguments": {"searchQuery": "phone case", "paymentMethod": "Alipay", "count": 1, "shippingAddress": "Home"}}\n```'
    const bodies = answering((body) =>
      body.tools
        ? HttpResponse.json({ error: { message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set' } }, { status: 400 })
        : HttpResponse.json(completion({ content: fenced })),
    )
    const agent = agentWith()
    const answer = await agent.act(context())
    expect(bodies.map((b) => b.tools !== undefined)).toEqual([true, false])
    expect(bodies[1]!.messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(bodies[1]!.messages[1]!.content).toContain('"arguments": {...}}')
    expect(answer.parsed).toMatchObject({ kind: 'calls', format: 'json', calls: [{ app: 'temu', tool: 'buyProduct' }] })
    await agent.act(context())
    expect(bodies.map((b) => b.tools !== undefined)).toEqual([true, false, false])
  })

  it('in the text format, read results come back as a user turn', async () => {
    const bodies = answering(
      () => HttpResponse.json(completion({ content: '{"app": "temu", "tool": "getProductList", "arguments": {"category": "Electronics", "searchQuery": "phone case", "sortBy": "price"}}' })),
      () => HttpResponse.json(completion({ content: '{"app": "temu", "tool": "buyProduct", "arguments": {"productId": "TM584122178", "paymentMethod": "Alipay", "count": 1, "shippingAddress": "Home"}}' })),
    )
    const answer = await agentWith().act(context('text'))
    expect(bodies[1]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(bodies[1]!.messages[3]!.content).toMatch(/^Results of your read calls:\ntemu\.getProductList .* -> \{"ok":true,"data":\{.*"productId":"TM584122178"/)
    expect(answer.steps).toHaveLength(1)
    expect(answer.parsed).toMatchObject({ kind: 'calls', format: 'json', calls: [{ tool: 'buyProduct', args: { productId: 'TM584122178' } }] })
  })

  it('keeps at most `concurrency` requests in flight across cases', async () => {
    let inFlight = 0
    let most = 0
    answering(async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 20))
      inFlight--
      return HttpResponse.json(completion({ content: 'NO_CALL' }))
    })
    const agent = agentWith({ concurrency: 2 })
    // Six different requests (the trial is part of each): equal ones would share one answer
    const answers = await Promise.all(Array.from({ length: 6 }, (_, trial) => agent.act({ ...context(), trial })))
    expect(answers.every((a) => a.parsed.kind === 'refusal')).toBe(true)
    expect(most).toBe(2)
  })

  it('asks once for equal requests in flight together; the others get that answer, as from the cache', async () => {
    const bodies = answering(async () => {
      await new Promise((r) => setTimeout(r, 20))
      return HttpResponse.json(completion({ content: 'NO_CALL' }))
    })
    const agent = agentWith()
    const answers = await Promise.all(Array.from({ length: 3 }, () => agent.act(context())))
    expect(bodies).toHaveLength(1)
    expect(answers.map((a) => a.parsed.kind)).toEqual(['refusal', 'refusal', 'refusal'])
    expect(answers.map((a) => a.usage?.cached)).toEqual([undefined, true, true])
  })

  it('takes model, base URL and key from the environment', async () => {
    const bodies = answering(() => HttpResponse.json(completion({ content: 'NO_CALL' })))
    const agent = createOpenAiAgent({ env: { OPENAI_MODEL: 'env-model', OPENAI_BASE_URL: 'http://llm.test/v1' } })
    expect(agent.name).toBe('openai:env-model')
    await agent.act(context())
    expect(bodies[0]!.model).toBe('env-model')
    expect(() => createOpenAiAgent({ env: {} })).toThrow(/OPENAI_MODEL/)
  })
})
