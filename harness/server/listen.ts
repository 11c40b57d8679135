import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Hono } from 'hono'

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** Serves a Hono app over real HTTP; port 0 picks a free port. Resolves once listening. */
export function startServer(app: Hono, { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      const shown = info.family === 'IPv6' ? `[${info.address}]` : info.address
      resolve({
        url: `http://${shown}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
    server.once('error', reject)
  })
}
