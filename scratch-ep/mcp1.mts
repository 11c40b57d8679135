import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createServerApp, startServer } from '/work/main/harness/server/index.ts'
import { createSandboxWorld, SessionStore } from '/work/main/simulator/world/index.ts'
const server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld({ logError: (id, e) => console.error('LOG', id, e) })) }))
for (const q of ['', '', '', '']) {
  try {
    const client = new Client({ name: 'x', version: '1' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp${q}`)))
    console.log(q, (await client.listTools()).tools.length)
    await client.close()
  } catch (e) { console.error(q, e) }
}
await server.close()
