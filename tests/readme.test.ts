import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../harness/server/app.ts'
import { startServer, type RunningServer } from '../harness/server/listen.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'

/** The README's examples are run as written, so they cannot rot. */
const readme = readFileSync('README.md', 'utf8')

describe('README', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld()) }))
  })
  afterAll(() => server.close())

  it('gives exactly the two set-up commands first', () => {
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)![1]!
    expect(firstBlock.trim().split('\n').map((l) => l.split('#')[0]!.trim())).toEqual(['npm install && npm run eval', 'npm install && npm test'])
  })

  it('"Try it": every curl call succeeds in order (search, buy, status, cancel, ride)', async () => {
    // The README's curl sends `content-type: application/json` on every POST; so do these.
    const json = { 'content-type': 'application/json' }
    const created = (await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', headers: json, body: '{"seed":"demo"}' })).json()) as any
    const calls = [...readme.matchAll(/curl -s "\$\{auth\[@\]\}" \$BASE(\/v1\/apps\/\S+) -d '(.+)'/g)]
    expect(calls.map((m) => m[1])).toEqual([
      '/v1/apps/temu/getProductList',
      '/v1/apps/temu/buyProduct',
      '/v1/apps/temu/getOrderStatus',
      '/v1/apps/temu/cancelOrder',
      '/v1/apps/Didi_Chuxing/bookTaxi',
    ])
    const answers = []
    for (const [, path, body] of calls) {
      const res = await fetch(server.url + path, { method: 'POST', headers: { ...json, authorization: `Bearer ${created.token}` }, body })
      expect(res.status, path).toBe(200)
      answers.push(((await res.json()) as any).data)
    }
    expect(answers[1].orderId).toBe('ord_0001')
    expect(answers[2].status).toBe('paid')
    expect(answers[3].status).toBe('cancelled')
    expect(answers[4].taxiType).toBe('Premier')
  })

  const tsBlocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!)

  it('the in-process TypeScript example runs', async () => {
    const code = tsBlocks.find((b) => b.includes('openSession'))!.replace("'./simulator/world/index.ts'", "'../../simulator/world/index.ts'")
    mkdirSync('tests/artifacts', { recursive: true })
    writeFileSync('tests/artifacts/readme-example.ts', `${code}\nexport { session, rides, child }\n`)
    const generated = './artifacts/readme-example.ts' // written above; not known to the type-checker
    const mod = await import(/* @vite-ignore */ generated)
    expect(mod.rides).toMatchObject({ ok: true, data: { rideId: 'ride_0001', dropoff: { name: 'Wangjing SOHO' } } })
    expect(mod.child.state).toBe(mod.session.state)
  })

  it('the plug-in agent example runs on the whole default suite', async () => {
    const code = tsBlocks
      .find((b) => b.includes('runEval'))!
      .replace("'./harness/index.ts'", "'../../harness/index.ts'")
      .replace("'./scenarios/index.ts'", "'../../scenarios/index.ts'")
    mkdirSync('tests/artifacts', { recursive: true })
    writeFileSync('tests/artifacts/readme-agent.ts', `${code}\nexport { results }\n`)
    const generated = './artifacts/readme-agent.ts'
    const mod = await import(/* @vite-ignore */ generated)
    expect(mod.results).toHaveLength(readFileSync('scenarios/suites/default/cases.jsonl', 'utf8').trim().split('\n').length)
    // Always booking the same ride is right only where that ride is the gold: a handful of cases at most.
    const right = mod.results.filter((r: { execution: { match: boolean } }) => r.execution.match).length
    expect(right).toBeLessThan(40)
    expect(mod.results.every((r: { execution: { reason: string } }) => r.execution.reason.length > 0)).toBe(true)
  }, 60_000)
})
