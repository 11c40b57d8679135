import { describe, expect, it } from 'vitest'
import type { PromptOptions, ShownCall } from '../harness/agents/agent.ts'
import { parsePromptFlags, runIdentity, runName, type RunSettings } from '../harness/eval/index.ts'
import { buildPrompt, compactValue, estimateTokens, offeredTools, recordLine, retrieveTools, schemaType, selectHistory } from '../harness/prompt/index.ts'
import type { ChatMessage } from '../harness/prompt/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { SAMPLE_HISTORY, sampleCase, sampleContext } from './support/agent-context.ts'

const world = createSandboxWorld()
const shopping = [
  { app: 'temu', tool: 'getProductList' },
  { app: 'temu', tool: 'buyProduct' },
]
const system = (messages: ChatMessage[]): string => (messages[0]?.role === 'system' ? messages[0].content : '')

/** Ten synthetic records with known lengths, for the windowing rules. */
const records: ShownCall[] = Array.from({ length: 10 }, (_, index) => ({
  index,
  ts: `2026-03-0${1 + Math.floor(index / 5)}T1${index % 5}:00:00+08:00`,
  app: 'reminders',
  tool: 'listReminders',
  args: {},
  outcome: { ok: true, data: { n: index } },
}))

describe('openai format', () => {
  const ctx = sampleContext({ world, tools: shopping })
  const prompt = buildPrompt(ctx)

  it('replays the history as tool_calls, each answered by a tool message with the same id', () => {
    const assistants = prompt.messages.filter((m) => m.role === 'assistant')
    expect(assistants.map((m) => m.tool_calls?.map((c) => [c.id, c.function.name]))).toEqual([
      [['call_0', 'didi_chuxing__bookTaxi']],
      [['call_1', 'temu__getProductList']],
      [['call_2', 'temu__buyProduct']],
      [['call_3', 'luckin_coffee__orderDrink']],
    ])
    expect(assistants[0]!.content).toBe('[2026-03-02 08:10 Mon]')
    expect(JSON.parse(assistants[2]!.tool_calls![0]!.function.arguments)).toEqual(SAMPLE_HISTORY[2]!.args)
    prompt.messages.forEach((m, i) => {
      if (m.role !== 'assistant') return
      const answer = prompt.messages[i + 1]
      expect(answer).toMatchObject({ role: 'tool', tool_call_id: m.tool_calls![0]!.id })
    })
    const bought = prompt.messages[6]!
    expect(bought.role).toBe('tool')
    expect(JSON.parse(bought.role === 'tool' ? bought.content : '').data).toMatchObject({ orderId: 'ord_0001', paymentMethod: 'Alipay', count: 1 })
  })

  it('ends with the time, then the query; offers exactly the given tools', () => {
    expect(prompt.messages.slice(-2)).toEqual([
      { role: 'user', content: 'Current time: 2026-03-05 09:00, Thursday (China Standard Time).' },
      { role: 'user', content: 'Buy me the cheapest phone case on Temu.' },
    ])
    expect(prompt.tools?.map((t) => t.function.name)).toEqual(['temu__getProductList', 'temu__buyProduct'])
    expect(system(prompt.messages)).toContain('- Temu (temu; shopping): Bargain marketplace')
    expect(system(prompt.messages)).toContain('Traits: price lowest')
    expect(system(prompt.messages)).toContain('NO_CALL')
  })

  it('shows the profile only when the context has one', () => {
    expect(system(prompt.messages)).toContain('Payment methods: Alipay, WeChat Pay')
    expect(system(prompt.messages)).toContain('home = Wangjing Xiyuan District 3')
    const without = buildPrompt(sampleContext({ world, tools: shopping, prompt: { profile: false } }))
    expect(system(without.messages)).not.toContain('User profile')
    expect(system(without.messages)).not.toContain('Alipay')
  })

  it('cuts long outcomes: lists to 5 with a note, strings to 300 characters', () => {
    const listed = prompt.messages[4]
    const data = JSON.parse(listed?.role === 'tool' ? listed.content : '').data
    expect(data.products).toHaveLength(6)
    expect(data.products[5]).toBe('(5 more items not shown)')
    expect(compactValue({ s: 'x'.repeat(301) }, { items: 5, chars: 300, depth: 6 })).toEqual({ s: `${'x'.repeat(300)}…` })
  })
})

describe('text formats', () => {
  it('text: one system and one user message with transcript, signatures, time, query and the JSON instruction', () => {
    const { messages, tools } = buildPrompt(sampleContext({ world, tools: shopping, prompt: { format: 'text' } }))
    expect(tools).toBeUndefined()
    expect(messages.map((m) => m.role)).toEqual(['system', 'user'])
    const user = messages[1]!.content as string
    expect(user).toContain('User request: Buy me the cheapest phone case on Temu.')
    expect(user).toContain('Current time: 2026-03-05 09:00, Thursday')
    expect(user).toContain('{"app": "<app id>", "tool": "<tool name>", "arguments": {...}}')
    expect(user).toContain('temu.buyProduct(productId?: string, searchQuery?: string,')
    expect(user).toContain('paymentMethod: string, count: integer, shippingAddress: string) [write] — Buys a product')
    expect(user).toMatch(/^\[2026-03-03 12:05 Tue\] temu\.buyProduct \{"searchQuery":"usb cable",.*\} -> ok \{"orderId":"ord_0001"/m)
    expect(user).not.toContain('resourceLoading?: "offline"|"online", mediaQuality?: "high"|"low", preferredOrientation?: "landscape"|"portrait", performanceMode?: "performance"|"battery_saver", enableCaptions?: boolean, enableVoiceOver?: boolean, increaseColorContrast?: boolean) [')
  })

  it('ptbench and toolspectrum ask for their own syntax', () => {
    const pt = buildPrompt(sampleContext({ world, tools: shopping, prompt: { format: 'ptbench' } }))
    expect(pt.messages[1]!.content).toContain('{app_id: [toolName(param=value, ...), ...]}')
    const ts = buildPrompt(sampleContext({ world, tools: shopping, prompt: { format: 'toolspectrum' } }))
    expect(ts.messages[1]!.content).toContain('{"APP": "<app id>", "API": "<tool name>", "params": {...}}')
    expect(ts.messages[1]!.content).toContain('or None to refuse')
  })

  it('signature types follow the JSON schema', () => {
    expect(schemaType({ type: 'array', items: { enum: ['regular', 'luxury'] } })).toBe('("regular"|"luxury")[]')
    expect(schemaType({ type: 'object', properties: { drink: { type: 'string' }, quantity: { type: 'integer' } }, required: ['drink'] })).toBe('{drink: string, quantity?: integer}')
  })
})

describe('profile views', () => {
  // The sample user is the default user: free-text preferences naming Express and Premier rides.
  const shown = (prompt: Partial<PromptOptions>) => system(buildPrompt(sampleContext({ world, tools: shopping, prompt })).messages)

  it('broad (the default) shows the facts and broad traits, not the habit sentences', () => {
    const broad = shown({})
    expect(broad).toBe(shown({ profileView: 'broad' }))
    expect(broad).toContain('- Li Wei, male, 31 years old, Software Engineer; education Bachelor; income 10k-50k CNY a month')
    expect(broad).toContain('- Lives in Beijing. Saved places: home = Wangjing Xiyuan District 3')
    expect(broad).toContain('- Broadly: will pay a bit more for convenience')
    expect(broad).not.toContain('Preferences:')
    const block = broad.slice(broad.indexOf('User profile:'), broad.indexOf('Environment:'))
    expect(block).not.toMatch(/Express|Premier|usually/i)
  })

  it('detailed shows the same facts and the old preference sentences, in every format', () => {
    const detailed = shown({ profileView: 'detailed' })
    expect(detailed).toContain('- Preferences:\n  - Buys daily necessities where they are cheapest, but electronics only from official brand stores.\n  - Takes Express rides to work and Premier when travelling with family.')
    expect(detailed).toContain('- Lives in Beijing. Saved places: home = Wangjing Xiyuan District 3')
    expect(detailed).not.toContain('Broadly')
    const text = buildPrompt(sampleContext({ world, tools: shopping, prompt: { format: 'text', profileView: 'detailed' } })).messages[1]!.content as string
    expect(text).toContain('  - Takes Express rides to work and Premier when travelling with family.')
  })

  it('--profile broad|detailed|none and --no-profile parse to the prompt options', () => {
    const flags = { format: 'openai', history: 'all', tools: 'domain' }
    expect(parsePromptFlags({ ...flags, profile: 'broad' })).toMatchObject({ profile: true, profileView: 'broad' })
    expect(parsePromptFlags({ ...flags, profile: true })).toMatchObject({ profile: true, profileView: 'broad' })
    expect(parsePromptFlags({ ...flags, profile: 'detailed' })).toMatchObject({ profile: true, profileView: 'detailed' })
    expect(parsePromptFlags({ ...flags, profile: 'none' })).toEqual({ format: 'openai', history: { kind: 'all' }, profile: false, tools: { kind: 'domain' } })
    expect(parsePromptFlags({ ...flags, profile: false })).toEqual(parsePromptFlags({ ...flags, profile: 'none' }))
    expect(() => parsePromptFlags({ ...flags, profile: 'full' })).toThrow('--profile must be one of broad, detailed, none')
  })

  it('a detailed run is another run: its own folder and identity', () => {
    const base: RunSettings = { agent: 'heuristic', format: 'openai', history: 'all', profile: true, profileView: 'broad', tools: 'all', strict: false, dialogueMode: 'carry', trials: 1 }
    const detailed = { ...base, profileView: 'detailed' as const }
    expect(runName(base, 'default')).toBe('heuristic')
    expect(runName(detailed, 'default')).toBe('heuristic-profile_detailed')
    const version = { package: '0.1.0', code: 'c0de' }
    expect(runIdentity({ name: 'default', hash: 'a' }, detailed, version).hash).not.toBe(runIdentity({ name: 'default', hash: 'a' }, base, version).hash)
  })
})

describe('selectHistory', () => {
  it('all, none and last N (newest kept, oldest first)', () => {
    expect(selectHistory(records, { kind: 'all' })).toHaveLength(10)
    expect(selectHistory(records, { kind: 'none' })).toEqual([])
    expect(selectHistory(records, { kind: 'last', records: 3 }).map((r) => r.index)).toEqual([7, 8, 9])
    expect(selectHistory(records, { kind: 'last', records: 30 }).map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('a token budget keeps the newest records that fit, at 4 characters a token', () => {
    // Every line has the same length: `[2026-03-01 10:00 Sun] reminders.listReminders {} -> ok {"n":0}` = 63 chars = 16 tokens, +1 per line
    expect(recordLine(records[0]!)).toBe('[2026-03-01 10:00 Sun] reminders.listReminders {} -> ok {"n":0}')
    expect(estimateTokens(recordLine(records[0]!))).toBe(16)
    expect(selectHistory(records, { kind: 'tokens', budget: 68 }).map((r) => r.index)).toEqual([6, 7, 8, 9])
    expect(selectHistory(records, { kind: 'tokens', budget: 67 }).map((r) => r.index)).toEqual([7, 8, 9])
    expect(selectHistory(records, { kind: 'tokens', budget: 10 })).toEqual([])
  })

  it('is applied by buildPrompt and is idempotent', () => {
    const last2 = buildPrompt(sampleContext({ world, tools: shopping, prompt: { history: { kind: 'last', records: 2 } } }))
    expect(last2.messages.filter((m) => m.role === 'assistant').map((m) => m.tool_calls![0]!.id)).toEqual(['call_2', 'call_3'])
    const once = selectHistory(records, { kind: 'tokens', budget: 40 })
    expect(selectHistory(once, { kind: 'tokens', budget: 40 })).toEqual(once)
  })
})

describe('offeredTools', () => {
  it('retrieval for "book me a taxi home" puts the ride-hailing bookTaxi tools first', () => {
    const found = retrieveTools(world.registry, 'book me a taxi home', 5)
    expect(found.slice(0, 2)).toEqual([
      { app: 'didi_chuxing', tool: 'bookTaxi' },
      { app: 'caocao_chuxing', tool: 'bookTaxi' },
    ])
    expect(found).toHaveLength(5)
  })

  it('domain: the case domain, plus the asked app domain for a refusal case; never the gold', () => {
    const c = sampleCase({ gold: [{ app: 'didi_chuxing', tool: 'bookTaxi', args: {} }] })
    const tools = offeredTools(world, c, { kind: 'domain' })
    expect(new Set(tools.map((t) => t.app))).toEqual(new Set(['temu', 'pinduoduo', 'tmall', 'poizon', 'vipshop', 'xianyu', 'amazon', 'jd']))
    const refusal = sampleCase({ gold: [], refusal: { call: { app: 'Didi', tool: 'bookTaxi', args: {} }, policy: 'x' } })
    expect(offeredTools(world, refusal, { kind: 'domain' }).filter((t) => t.tool === 'bookTaxi').map((t) => t.app)).toEqual(['didi_chuxing', 'caocao_chuxing'])
    expect(offeredTools(world, c, { kind: 'all' })).toHaveLength(world.registry.apps.reduce((n, a) => n + a.tools.length, 0))
    expect(offeredTools(world, c, { kind: 'retrieved', k: 3 }, 'book me a taxi home')[0]).toEqual({ app: 'didi_chuxing', tool: 'bookTaxi' })
  })
})

describe('hash', () => {
  it('is stable across calls and changes with the query', () => {
    const a = buildPrompt(sampleContext({ world, tools: shopping }))
    const b = buildPrompt(sampleContext({ world, tools: shopping }))
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(b.hash).toBe(a.hash)
    const other = buildPrompt(sampleContext({ world, tools: shopping, case: sampleCase({ query: 'Buy me the cheapest phone case on Temu!' }) }))
    expect(other.hash).not.toBe(a.hash)
  })
})
