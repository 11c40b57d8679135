import fc from 'fast-check'
import { inputJsonSchema, type App, type Tool } from '../apps/kit/index.ts'
import { replayHistory } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulatePopulation } from '../simulator/users/index.ts'
import { completeUser, createSandboxWorld, openSession, SessionStore, type Session, type Snapshot } from '../simulator/world/index.ts'
import { arbitraryFor } from './schema-arbitrary.ts'
import { fmt, rate, table } from './measure.ts'

/** Words that make random arguments land on real entities often enough to succeed. */
const VOCABULARY = ['bond', 'equity', 'Home', 'office', 'Beijing', 'Shanghai', 'Sanlitun', 'Beijing South Railway Station', 'Shanghai Hongqiao Railway Station', 'coffee', 'latte', 'hoodie', 'running', 'movie', '09:00', '2026-03-05 18:30', '2026-03-06', '03-06', 'Alipay', 'WeChat Pay', 'regular', 'Express', 'hotpot', 'Jay Chou', 'fund', '600519', 'SF', 'news', 'health']

/** Ids the session's successful calls returned (orderId, rideId...): follow-ups need them. */
function idsIn(session: Session): string[] {
  const ids = new Set<string>()
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 2) return
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && /Id$/.test(key)) ids.add(v)
      else visit(v, depth + 1)
    }
  }
  for (const entry of session.journal()) if (entry.outcome.ok) visit(entry.outcome.data, 0)
  return [...ids]
}

/** Arguments for a tool that succeed on `session`'s snapshot: found by seeded random search. */
function successfulArgs(session: Session, app: App, tool: Tool, tries = 400, known: readonly string[] = idsIn(session)): Record<string, unknown> | undefined {
  const words = [...VOCABULARY, ...known]
  const samples = fc.sample(arbitraryFor(inputJsonSchema(tool), words), { numRuns: tries, seed: 42 })
  const start = session.snapshot()
  for (const args of samples) {
    const outcome = session.call(app.id, tool.name, args)
    session.restore(start)
    if (outcome.ok) return args as Record<string, unknown>
  }
  return undefined
}

/** A session where every app has seen one successful write, so follow-ups have something to act on. */
function warmedSession(apps: readonly App[]): Session {
  const session = openSession({ seed: 'bench-catalog' })
  for (const app of apps) {
    for (const tool of app.tools.filter((t) => t.effect === 'write')) {
      const args = successfulArgs(session, app, tool, 150)
      if (args) session.call(app.id, tool.name, args)
    }
  }
  return session
}

export interface CatalogRates {
  table: string
  slowest: { call: string; perSecond: number } | undefined
  covered: number
  total: number
}

/**
 * A realistic call for each tool: the first successful use of it in the default simulated histories,
 * with the session as it was just before (so follow-ups act on what the person really had).
 */
interface RealCall {
  session: Session
  before: Snapshot
  args: Record<string, unknown>
}

/** Each user's session at the end of their history, with the ids they own (for follow-ups no history used). */
interface FinalState {
  session: Session
  end: Snapshot
  ids: string[]
}

function callsFromHistories(): { found: Map<string, RealCall>; finals: FinalState[] } {
  const world = createSandboxWorld()
  const found = new Map<string, RealCall>()
  const finals: FinalState[] = []
  for (const user of simulatePopulation({ ...DEFAULT_POPULATION, world })) {
    const session = openSession({ world, user: user.profile, seed: sessionSeedFor(DEFAULT_POPULATION.seed, user.profile.id), start: Date.parse(user.history[0]!.ts) })
    const replay = replayHistory(session, user.history)
    const ids = idsIn(session)
    session.restore({ state: session.state, journal: { length: 0 } })
    finals.push({ session, end: session.snapshot(), ids })
    user.history.forEach((record, i) => {
      const key = `${record.app}.${record.tool}`
      // Keep the state only: the journal would keep every outcome alive and turn the bench into a GC test.
      if (!found.has(key) && replay.outcomes[i]!.ok) found.set(key, { session, before: { state: replay.snapshotAt(i).state, journal: { length: 0 } }, args: record.args })
    })
  }
  return { found, finals }
}

/** Calls per second of every tool of the catalog, on arguments that succeed; restored state per call. */
export function measureCatalog(apps: readonly App[], budgetMs: number): CatalogRates {
  const { found: fromHistories, finals } = callsFromHistories()
  const session = warmedSession(apps)
  const start = session.snapshot()
  const rows: { call: string; effect: string; perSecond?: number }[] = []
  for (const app of apps) {
    for (const tool of app.tools) {
      let real = fromHistories.get(`${app.id}.${tool.name}`)
      // A follow-up no history used: try it on what each simulated user owns at the end of their weeks.
      for (const f of real ? [] : finals) {
        f.session.restore(f.end)
        const args = successfulArgs(f.session, app, tool, 150, f.ids)
        if (args) {
          real = { session: f.session, before: f.end, args }
          break
        }
      }
      const args = real?.args ?? successfulArgs(session, app, tool)
      if (!args) {
        rows.push({ call: `${app.id}.${tool.name}`, effect: tool.effect })
        continue
      }
      const on = real?.session ?? session
      const before = real?.before ?? start
      // Each tool starts on a collected heap, so one tool's garbage is not billed to the next.
      ;(globalThis as { gc?: () => void }).gc?.()
      // A long warm-up: a tool's first thousand calls run unoptimized code and are not its speed.
      const r = rate(
        () => {
          on.restore(before)
          on.call(app.id, tool.name, args)
        },
        budgetMs,
        2000,
      )
      rows.push({ call: `${app.id}.${tool.name}`, effect: tool.effect, perSecond: r.perSecond })
    }
  }
  const measured = rows.filter((r) => r.perSecond !== undefined).sort((a, b) => a.perSecond! - b.perSecond!)
  return {
    table: table(
      ['tool (slowest first)', 'effect', 'calls/s'],
      [...measured, ...rows.filter((r) => r.perSecond === undefined)].map((r) => [r.call, r.effect, r.perSecond === undefined ? 'no successful random call' : fmt(r.perSecond)]),
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
