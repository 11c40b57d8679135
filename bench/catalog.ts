import type { App } from '../apps/kit/index.ts'
import { completeUser, createSandboxWorld, SessionStore } from '../simulator/world/index.ts'
import { catalogCalls } from './catalog-calls.ts'
import { fmt, rate, table } from './measure.ts'
import { TOOL_RATE_TARGET } from './in-process.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** Heap one idle session holds. */
export const IDLE_SESSION_TARGET: Target = { op: '<', limit: 50, unit: 'KB' }

export interface CatalogRates {
  table: string
  slowest: { call: string; perSecond: number } | undefined
  /** Tools measured below the target rate. */
  below: number
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
      ['tool (slowest first)', 'effect', 'arguments from', 'calls/s', ...TARGET_HEADERS],
      [...measured, ...rows.filter((r) => r.perSecond === undefined)].map((r) => [
        r.call,
        r.effect,
        r.source ?? '-',
        r.perSecond === undefined ? 'no successful call found' : fmt(r.perSecond),
        ...targetCells([{ target: TOOL_RATE_TARGET, value: r.perSecond }]),
      ]),
    ),
    slowest: measured[0] && { call: measured[0].call, perSecond: measured[0].perSecond! },
    below: measured.filter((r) => r.perSecond! < TOOL_RATE_TARGET.limit).length,
    covered: measured.length,
    total: rows.length,
  }
}

export interface IdleMemory {
  count: number
  perSessionBytes: number
  totalMb: number
}

/** Heap held per idle session: 1,000 sessions in a store, measured with forced GC before and after. */
export function memoryPerIdleSession(count = 1000): IdleMemory {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with --expose-gc')
  const store = new SessionStore(createSandboxWorld(), { capacity: count * 2 })
  gc()
  const before = process.memoryUsage().heapUsed
  const users = Array.from({ length: count }, (_, i) => completeUser({ id: `u${i}`, name: `User ${i}` }))
  for (const user of users) store.create({ user, start: 0, seed: user.id })
  gc()
  const after = process.memoryUsage().heapUsed
  return { count, perSessionBytes: (after - before) / count, totalMb: (after - before) / 2 ** 20 }
}

/** The idle-session figure as a table row with its target. */
export function idleSessionTable(m: IdleMemory): string {
  const kb = m.perSessionBytes / 1024
  return table(['idle sessions in a store', 'MB in all', 'KB each', ...TARGET_HEADERS], [[fmt(m.count), fmt(m.totalMb, 1), fmt(kb, 1), ...targetCells([{ target: IDLE_SESSION_TARGET, value: kb }])]])
}
