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
    expect(firstBlock.trim().split('\n').map((l) => l.split('#')[0]!.trim())).toEqual(['npm install && npm run serve', 'npm install && npm test'])
  })

  it('"Try it": every curl call succeeds in order (search, buy, status, cancel, ride)', async () => {
    const created = (await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', body: '{"seed":"demo"}' })).json()) as any
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
      const res = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${created.token}` }, body })
      expect(res.status, path).toBe(200)
      answers.push(((await res.json()) as any).data)
    }
    expect(answers[1].orderId).toBe('ord_0001')
    expect(answers[2].status).toBe('paid')
    expect(answers[3].status).toBe('cancelled')
    expect(answers[4].taxiType).toBe('Premier')
  })

  it('the in-process TypeScript example runs', async () => {
    const code = /```ts\n([\s\S]*?)```/.exec(readme)![1]!.replace("'./simulator/world/index.ts'", "'../../simulator/world/index.ts'")
    mkdirSync('tests/artifacts', { recursive: true })
    writeFileSync('tests/artifacts/readme-example.ts', `${code}\nexport { session, rides, child }\n`)
    const generated = './artifacts/readme-example.ts' // written above; not known to the type-checker
    const mod = await import(/* @vite-ignore */ generated)
    expect(mod.rides).toMatchObject({ ok: true, data: { rideId: 'ride_0001', dropoff: { name: 'Wangjing SOHO' } } })
    expect(mod.child.state).toBe(mod.session.state)
  })
})
