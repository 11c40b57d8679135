import type { App } from '../apps/kit/index.ts'
import { completeUser, createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { catalogCalls } from './catalog-calls.ts'
import { fmt, rate, table } from './measure.ts'

export interface CatalogRates {
  table: string
  slowest: { call: string; perSecond: number } | undefined
  covered: number
  total: number
}

/**
 * Calls per second of every tool of the catalog, on realistic arguments that succeed (see
 * `catalogCalls`); each call starts from the same state, so a cancel cancels a fresh order each time.
 */
export function measureCatalog(apps: readonly App[], budgetMs: number): CatalogRates {
  const { calls } = catalogCalls(apps)
  const rows: { call: string; effect: string; source?: string; perSecond?: number }[] = []
  for (const app of apps) {
    for (const tool of app.tools) {
      const key = `${app.id}.${tool.name}`
      const call = calls.get(key)
      if (!call) {
        rows.push({ call: key, effect: tool.effect })
        continue
      }
      const { session, before, args } = call
      // Each tool starts on a collected heap, so one tool's garbage is not billed to the next.
      ;(globalThis as { gc?: () => void }).gc?.()
      // A long warm-up: a tool's first thousand calls run unoptimized code and are not its speed.
      const r = rate(
        () => {
          session.restore(before)
          session.call(app.id, tool.name, args)
        },
        budgetMs,
        2000,
      )
      rows.push({ call: key, effect: tool.effect, source: call.source, perSecond: r.perSecond })
    }
  }
  const measured = rows.filter((r) => r.perSecond !== undefined).sort((a, b) => a.perSecond! - b.perSecond!)
  return {
    table: table(
      ['tool (slowest first)', 'effect', 'arguments from', 'calls/s'],
      [...measured, ...rows.filter((r) => r.perSecond === undefined)].map((r) => [r.call, r.effect, r.source ?? '-', r.perSecond === undefined ? 'no successful call found' : fmt(r.perSecond)]),
    ),
    slowest: measured[0] && { call: measured[0].call, perSecond: measured[0].perSecond! },
    covered: measured.length,
    total: rows.length,
  }
}

/** Heap held per idle session: 1,000 sessions in a store, measured with forced GC before and after. */
export function memoryPerIdleSession(count = 1000): { perSessionBytes: number; totalMb: number } {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with --expose-gc')
  const store = new SessionStore(createSandboxWorld(), { capacity: count * 2 })
  gc()
  const before = process.memoryUsage().heapUsed
  const users = Array.from({ length: count }, (_, i) => completeUser({ id: `u${i}`, name: `User ${i}` }))
  for (const user of users) store.create({ user, start: 0, seed: user.id })
  gc()
  const after = process.memoryUsage().heapUsed
  return { perSessionBytes: (after - before) / count, totalMb: (after - before) / 2 ** 20 }
}
