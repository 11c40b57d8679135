import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EpisodeStore, EpisodeSuites } from '../harness/episodes/index.ts'
import { createServerApp, startServer, type RunningServer } from '../harness/server/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/**
 * An episode-bound MCP session (`/mcp?episodes=1`), with the MCP SDK's own client: episode_start,
 * app tools that run inside the episode, episode_answer with its verdict; the same store and
 * verdicts as HTTP.
 */
const suite = readSuite('scenarios/suites/default')
const world = createSandboxWorld({ logError: () => {} })
const store = new EpisodeStore()
let server: RunningServer
const clients: Client[] = []

type Structured = Record<string, any>
const structured = (result: unknown): Structured => (result as { structuredContent: Structured }).structuredContent

async function connect(query: string): Promise<Client> {
  const client = new Client({ name: 'episodes-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp${query}`)))
  clients.push(client)
  return client
}

function qualified(call: { app: string; tool: string }): string {
  const app = world.registry.resolveApp(call.app)
  if (!app.ok) throw new Error(`no app ${call.app}`)
  const tool = world.registry.resolveTool(app.value, call.tool)
  if (!tool.ok) throw new Error(`no tool ${call.tool}`)
  return world.registry.qualifiedName(app.value, tool.value)
}
const single = suite.cases.find((c) => !c.followUps && !c.counterfactual && c.gold.length === 1)!

beforeAll(async () => {
  server = await startServer(createServerApp({ store: new SessionStore(world), episodes: EpisodeSuites.of({ default: suite }), episodeStore: store }))
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await server.close()
})

describe('episodes over MCP', () => {
  // tools/list without the client's listTools(), which compiles a validator for each of the ~260 output
  // schemas: seconds of this process's event loop, during which the server (in the same process) idles sockets out.
  const toolNames = async (client: Client) => (await client.request({ method: 'tools/list' }, ListToolsResultSchema)).tools.map((t) => t.name)

  it('lists the episode tools beside the app tools only when asked for', async () => {
    const plain = await toolNames(await connect(''))
    expect(plain).not.toContain('episode_start')
    const bound = await toolNames(await connect('?episodes=1'))
    expect(bound).toEqual(expect.arrayContaining(['episode_start', 'episode_answer', 'temu__buyProduct']))
    expect(bound).toHaveLength(plain.length + 2)
  })

  it('starts an episode, runs an app tool inside it, answers, and gets the verdict', async () => {
    const client = await connect('?episodes=1')
    const started = await client.callTool({ name: 'episode_start', arguments: { case: single.id, history: 'last:20' } })
    expect(started.isError).toBeFalsy()
    const s = structured(started)
    expect(s).toMatchObject({ episodeId: expect.stringMatching(/^epi_/), case: { id: single.id, kind: 'single', turn: 0, turns: 1 }, query: single.query })
    expect(s.messages.at(-1)).toEqual({ role: 'user', content: single.query })
    expect(s.offeredTools).toContain(qualified(single.gold[0]!))
    expect(s.howToAnswer).toContain('episode_answer')

    const [goldCall] = single.gold
    const ran = await client.callTool({ name: qualified(goldCall!), arguments: goldCall!.args })
    expect(ran.isError).toBeFalsy()
    // The call ran inside the episode: HTTP sees it under the same id and token.
    const seen = await (await fetch(`${server.url}/v1/episodes/${s.episodeId}`, { headers: { authorization: `Bearer ${s.token}` } })).json()
    expect(seen).toMatchObject({ done: false, turns: [] })
    expect(store.peek(s.episodeId)!.episode.actedSoFar).toHaveLength(1)

    const verdict = structured(await client.callTool({ name: 'episode_answer', arguments: { text: 'DONE' } }))
    expect(verdict).toMatchObject({ turn: 0, exact: { overall: true }, execution: { match: true }, reward: 1, done: true, episodeReward: 1 })
    const again = await client.callTool({ name: 'episode_answer', arguments: { text: 'DONE' } })
    expect(again.isError).toBe(true)
    expect(structured(again).code).toBe('conflict')
  })

  it('a dialogue continues with the next turn; a new episode replaces the old one', async () => {
    const dialogue = suite.cases.find((c: Case) => c.followUps !== undefined)!
    const client = await connect('?episodes=1')
    const first = structured(await client.callTool({ name: 'episode_start', arguments: { case: dialogue.id } }))
    const verdict = structured(await client.callTool({ name: 'episode_answer', arguments: { calls: dialogue.gold.map(({ app, tool, args }) => ({ app, tool, args })) } }))
    expect(verdict).toMatchObject({ turn: 0, reward: 1, done: false, next: { turn: 1, query: dialogue.followUps![0]!.query } })
    expect(verdict.next.messages.at(-1).content).toBe(dialogue.followUps![0]!.query)
    const second = structured(await client.callTool({ name: 'episode_start', arguments: { sample: { kind: 'refusal', seed: 3 }, history: 'none' } }))
    expect(second.case.kind).toBe('refusal')
    expect(store.peek(first.episodeId)).toBeUndefined()
    expect(structured(await client.callTool({ name: 'episode_answer', arguments: { text: 'NO_CALL' } }))).toMatchObject({ reward: 1, done: true })
  })

  it('bad arguments and answering with no episode are isError results; the clock helpers wait for the episode to end', async () => {
    const client = await connect('?episodes=1')
    const none = await client.callTool({ name: 'episode_answer', arguments: { text: 'x' } })
    expect(structured(none)).toMatchObject({ code: 'conflict' })
    const neither = await client.callTool({ name: 'episode_start', arguments: {} })
    expect(neither.isError).toBe(true)
    expect(structured(neither)).toMatchObject({ code: 'invalid_arguments' })
    const unknown = await client.callTool({ name: 'episode_start', arguments: { case: 'nope' } })
    expect(structured(unknown).code).toBe('not_found')
    await client.callTool({ name: 'episode_start', arguments: { case: single.id, history: 'none' } })
    expect(structured(await client.callTool({ name: 'sandbox__advance_clock', arguments: { minutes: 5 } })).code).toBe('conflict')
    const both = await client.callTool({ name: 'episode_answer', arguments: { text: 'x', calls: [] } })
    expect(structured(both).code).toBe('invalid_arguments')
  })
})

describe('episodes over MCP on stdio (npm run mcp -- --episodes)', () => {
  it('starts an episode on a case, runs the gold call inside it and answers for reward 1', { timeout: 90_000 }, async () => {
    const client = new Client({ name: 'episodes-stdio-test', version: '1.0.0' })
    let stderr = ''
    const transport = new StdioClientTransport({ command: 'npx', args: ['tsx', 'harness/cli/mcp.ts', '--episodes'], cwd: process.cwd(), stderr: 'pipe' })
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    await client.connect(transport)
    try {
      const names = (await client.request({ method: 'tools/list' }, ListToolsResultSchema)).tools.map((t) => t.name)
      expect(names).toEqual(expect.arrayContaining(['episode_start', 'episode_answer']))
      const s = structured(await client.callTool({ name: 'episode_start', arguments: { case: single.id, history: 'last:20' } }))
      expect(s).toMatchObject({ case: { id: single.id, kind: 'single', turn: 0 }, query: single.query })
      const [goldCall] = single.gold
      expect((await client.callTool({ name: qualified(goldCall!), arguments: goldCall!.args })).isError).toBeFalsy()
      expect(structured(await client.callTool({ name: 'episode_answer', arguments: { text: 'DONE' } }))).toMatchObject({ reward: 1, done: true, episodeReward: 1 })
      expect(stderr).toContain('episodes on')
    } finally {
      await client.close()
    }
  })
})
