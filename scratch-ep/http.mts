import { readSuite } from '../scenarios/suite/index.ts'
import { EpisodeSuites } from '../harness/episodes/index.ts'
import { createServerApp, startServer } from '../harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
const suite = readSuite(process.argv[2]!)
const server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld()), episodes: EpisodeSuites.of({ default: suite }), episodesPerMinute: 1e8 }))
const json = { 'content-type': 'application/json' }
const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const r = await fetch(server.url + path, { method, headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
  return r.status === 204 ? null : r.json() as any
}
async function run(label: string, extra: object, n: number, concurrency: number) {
  const cases = suite.cases.slice(0, n)
  let next = 0, bytes = 0
  const t = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < cases.length) {
      const c = cases[next++]!
      const e = await call('POST', '/v1/episodes', { case: c.id, ...extra })
      bytes += JSON.stringify(e.messages).length
      let v
      do v = await call('POST', `/v1/episodes/${e.episodeId}/answer`, { text: 'NO_CALL' }, e.token)
      while (!v.done)
      await call('DELETE', `/v1/episodes/${e.episodeId}`, undefined, e.token)
    }
  }))
  const s = (performance.now() - t) / 1000
  console.log(`${label}: ${(n / s).toFixed(1)} episode cycles/s over HTTP (concurrency ${concurrency}, avg first-prompt messages ${(bytes / n / 1024).toFixed(0)} KiB)`)
}
await run('warm', { history: 'none' }, 300, 4)
await run('warm-full', {}, 300, 4)
await run('history none', { history: 'none' }, 300, 1)
await run('history none', { history: 'none' }, 300, 8)
await run('default prompt', {}, 300, 1)
await run('default prompt', {}, 300, 8)
await server.close()
process.exit(0)
