import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { createSandboxWorld, type Session } from '../../simulator/world/index.ts'
import { sandboxHandler } from './handler.ts'
import { appBaseUrl, DEFAULT_HOSTS } from './hosts.ts'
import { interceptApp } from './intercept-app.ts'
import { openSandboxSession, type SandboxSessionOptions } from './sandbox-session.ts'

export interface SandboxOptions extends SandboxSessionOptions {
  /** The domain intercepted: `<app>.<hosts>` and `api.<hosts>`; default 'sandbox.test'. */
  hosts?: string
}

export interface Sandbox {
  /** The msw server (SetupServerApi): `server.use(...)` to add your own handlers beside the sandbox's. */
  server: SetupServer
  /** The in-process session every intercepted call runs in: assert on `session.state` and `session.journal()`. */
  session: Session
  /** The sandbox's msw handlers, to put in an msw server of your own instead of calling `listen()`. */
  handlers: HttpHandler[]
  /** Starts intercepting `fetch` (and everything built on it); other hosts pass through. One listening sandbox per process. */
  listen(): void
  /** Stops intercepting. */
  close(): void
  /** Back to the state at set-up (apps, clock, journal) and to the sandbox's own handlers only. */
  reset(): void
  /** `https://<app>.<hosts>/v1`: POST `${baseUrl(app)}/<tool>` with the arguments as JSON. */
  baseUrl(app: string): string
}

/**
 * msw patches the process's one global fetch: a second listening server answers the first one's
 * requests with its own 'bypass' (they leak to DNS). So a second `listen()` is refused, loudly.
 */
const listening = new Set<Sandbox>()

/**
 * An msw-intercepted sandbox for testing agent code written against plain `fetch`: calls to the
 * sandbox's hosts reach the in-process apps with the real server's outcomes and status codes.
 */
export function setupSandbox(options: SandboxOptions = {}): Sandbox {
  const hosts = options.hosts ?? DEFAULT_HOSTS
  const session = openSandboxSession(options, createSandboxWorld())
  const initial = session.snapshot()
  const handlers = [sandboxHandler(interceptApp(session), hosts)]
  const server = setupServer(...handlers)
  const sandbox: Sandbox = {
    server,
    session,
    handlers,
    listen() {
      if (listening.has(sandbox)) return
      if (listening.size > 0) {
        throw new Error('setupSandbox: another sandbox is already listening in this process; close() it first, or serve both from one msw server: setupServer(...a.handlers, ...b.handlers) with different `hosts`')
      }
      server.listen({ onUnhandledRequest: 'bypass' })
      listening.add(sandbox)
    },
    close() {
      server.close()
      listening.delete(sandbox)
    },
    reset() {
      session.restore(initial)
      server.resetHandlers()
    },
    baseUrl: (app) => appBaseUrl(app, hosts),
  }
  return sandbox
}
