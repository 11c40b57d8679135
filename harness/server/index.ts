export { createServerApp } from './app.ts'
export type { ServerOptions } from './app.ts'
export { startServer } from './listen.ts'
export type { RunningServer } from './listen.ts'
