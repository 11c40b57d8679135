import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createServerApp, startServer } from '/work/main/harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '/work/main/simulator/world/index.ts'
const server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld({ logError: (id, e) => console.error('LOG', id, e) })) }))
const t0 = performance.now()
const loggingFetch: typeof fetch = async (url, init) => {
  const tag = `${init?.method} ${String(url).slice(-12)} ${typeof init?.body === 'string' ? init.body.slice(0, 60) : ''}`
  try { const r = await fetch(url, init); console.log((performance.now()-t0).toFixed(0), 'ok', r.status, tag); return r } catch (e) { console.log((performance.now()-t0).toFixed(0), 'FAIL', tag, (e as any).cause?.code); throw e }
}
const clients = []
for (const q of ['', '?episodes=1', '']) {
  try {
    const client = new Client({ name: 'x', version: '1' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp${q}`), { fetch: loggingFetch }))
    console.log(q, (await client.listTools()).tools.length)
    clients.push(client)
  } catch (e) { console.error(q, 'ERR') }
}
await server.close()
process.exit(0)
