import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../harness/server/app.ts'
import { startServer, type RunningServer } from '../harness/server/listen.ts'
import { createSandboxWorld, openSession, SessionStore } from '../simulator/world/index.ts'
import { runInProcess, runReferenceScript } from './support/reference-script.ts'

const run = promisify(execFile)
const sha = (text: string) => createHash('sha256').update(text).digest('hex')

async function inProcess(seed: string) {
  const session = openSession({ seed })
  const outcomes = await runInProcess(session)
  return { outcomes, state: session.state }
}

describe('determinism', () => {
  it('the same seed and calls give byte-identical outcomes and states within a process', async () => {
    const a = JSON.stringify(await inProcess('d1'))
    const b = JSON.stringify(await inProcess('d1'))
    expect(sha(a)).toBe(sha(b))
    // A different seed changes what randomness decides (drivers, seats), not the static world.
    const other = await inProcess('d2')
    expect(JSON.stringify(other)).not.toBe(a)
    expect(other.outcomes[0]).toEqual(JSON.parse(a).outcomes[0])
  })

  it('and across two processes', async () => {
    const script = ['--import', 'tsx', 'tests/support/print-reference.ts', 'cross']
    const [p1, p2] = await Promise.all([run(process.execPath, script), run(process.execPath, script)])
    expect(p1.stdout.length).toBeGreaterThan(5000)
    expect(sha(p1.stdout)).toBe(sha(p2.stdout))
    expect(sha(p1.stdout)).toBe(sha(JSON.stringify(await inProcess('cross'))))
  })
})

describe('in-process and HTTP give the same outcomes', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld()) }))
  })
  afterAll(() => server.close())

  it('for the whole reference script, errors included', async () => {
    const created = (await (await fetch(`${server.url}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seed: 'same' }) })).json()) as any
    const headers = { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' }
    const statuses: number[] = []
    const overHttp = await runReferenceScript(
      async (app, tool, args) => {
        const res = await fetch(`${server.url}/v1/apps/${encodeURIComponent(app)}/${tool}`, { method: 'POST', headers, body: JSON.stringify(args) })
        statuses.push(res.status)
        return res.json() as any
      },
      async (minutes) => {
        await fetch(`${server.url}/v1/sessions/${created.sessionId}/clock`, { method: 'POST', headers, body: JSON.stringify({ advanceMinutes: minutes }) })
      },
    )
    const local = await inProcess('same')
    expect(overHttp).toEqual(local.outcomes)
    expect(statuses.at(-1)).toBe(404)
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
    const state = (await (await fetch(`${server.url}/v1/sessions/${created.sessionId}/state`, { headers })).json()) as any
    expect(state.apps).toEqual(JSON.parse(JSON.stringify(local.state.apps)))
  })
})
