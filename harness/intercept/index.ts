// Intercepting fetch for agent developers' own tests (msw)
export { setupSandbox } from './setup.ts'
export type { Sandbox, SandboxOptions } from './setup.ts'

// The parts, for composing your own msw server
export { openSandboxSession, DEFAULT_SUITE_DIR } from './sandbox-session.ts'
export type { SandboxSessionOptions } from './sandbox-session.ts'
export { interceptApp } from './intercept-app.ts'
export { sandboxHandler } from './handler.ts'
export { sandboxTarget, appBaseUrl, apiBaseUrl, DEFAULT_HOSTS } from './hosts.ts'
export type { SandboxTarget } from './hosts.ts'
