import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from './support/cli.ts'

// `npm run serve` with no flags replays the default suite's users for POST /v1/sessions {historyOf},
// as /mcp?user= and /demo already do.

const firstUser = (JSON.parse(readFileSync(resolve(ROOT, 'scenarios/suites/default/users.jsonl'), 'utf8').split('\n')[0]!) as { profile: { id: string } }).profile.id

describe('a plain npm run serve', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill()
  })

  it("opens a session on a default-suite user's history", { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'harness/cli/serve.ts', '--port', '0'], { cwd: ROOT })
    const url = await new Promise<string>((done, failed) => {
      let out = ''
      child!.stdout!.on('data', (chunk) => {
        out += chunk
        const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
        if (m) done(m[1]!)
      })
      child!.on('exit', (code) => failed(new Error(`serve exited with ${code}`)))
    })
    const response = await fetch(`${url}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ historyOf: firstUser }) })
    const body = (await response.json()) as { sessionId?: string; token?: string; error?: unknown }
    expect(response.status, JSON.stringify(body)).toBeLessThan(300)
    expect(typeof body.sessionId).toBe('string')
    expect(typeof body.token).toBe('string')
    // An unknown user is a 404 that names the users there are.
    const unknown = await fetch(`${url}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ historyOf: 'nobody' }) })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain(`users: ${firstUser}`)
  })
})
