import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpFetch, createOpenAiAgent, startInstantStub, type InstantStub } from '../harness/agents/openai/index.ts'
import { promptHash } from '../harness/prompt/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { sampleContext } from './support/agent-context.ts'

// The instant stub over real sockets, with the agent's own fetch and its response cache on disk.

const world = createSandboxWorld()
const shopping = [
  { app: 'temu', tool: 'getProductList' },
  { app: 'temu', tool: 'buyProduct' },
]
const context = () => sampleContext({ world, tools: shopping })

let refusing: InstantStub
let buying: InstantStub
beforeAll(async () => {
  refusing = await startInstantStub()
  buying = await startInstantStub({
    reply: { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'temu__buyProduct', arguments: '{"searchQuery":"phone case"}' } }] },
  })
})
afterAll(async () => {
  await refusing.close()
  await buying.close()
})

describe('instant stub', () => {
  it('answers every chat completion at once with its fixed reply', async () => {
    const before = refusing.requests
    const answer = await createOpenAiAgent({ model: 'stub', baseURL: refusing.baseUrl, env: {} }).act(context())
    expect(answer.parsed.kind).toBe('refusal')
    expect(refusing.requests).toBe(before + 1)
    const call = await createOpenAiAgent({ model: 'stub', baseURL: buying.baseUrl, env: {} }).act(context())
    expect(call.parsed).toMatchObject({ kind: 'calls', calls: [{ app: 'temu', tool: 'buyProduct', args: { searchQuery: 'phone case' } }] })
    expect((await fetch(`${refusing.baseUrl}/models`)).status).toBe(404)
  })

  it('the cache file holds the key, the request exactly as sent, and the response; a new agent reads it back', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'instant-cache-'))
    try {
      const first = await createOpenAiAgent({ model: 'stub', baseURL: buying.baseUrl, env: {}, cacheDir }).act(context())
      const [file] = readdirSync(cacheDir)
      const stored = JSON.parse(readFileSync(join(cacheDir, file!), 'utf8')) as { key: string; request: unknown; response: { choices: unknown[] } }
      expect(file).toBe(`${stored.key}.json`)
      expect(stored.key).toBe(promptHash({ request: stored.request, trial: 0 }))
      expect(stored.response.choices).toHaveLength(1)
      const before = buying.requests
      const again = await createOpenAiAgent({ model: 'stub', baseURL: buying.baseUrl, env: {}, cacheDir }).act(context())
      expect(buying.requests).toBe(before)
      expect(again.usage?.cached).toBe(true)
      expect(again.parsed).toEqual(first.parsed)
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })

  it('the agent fetch rejects on an abort and on a closed port, as fetch does', async () => {
    const own = createHttpFetch()
    const controller = new AbortController()
    controller.abort()
    await expect(own(`${refusing.baseUrl}/chat/completions`, { method: 'POST', body: '{}', signal: controller.signal })).rejects.toThrow(/abort/i)
    const closed = await startInstantStub()
    const url = `${closed.baseUrl}/chat/completions`
    await closed.close()
    await expect(own(url, { method: 'POST', body: '{}' })).rejects.toThrow()
    const ok = await own(`${refusing.baseUrl}/chat/completions`, { method: 'POST', body: new TextEncoder().encode('{}'), headers: { 'content-type': 'application/json' } })
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content).toBe('NO_CALL')
  })
})
