import fc from 'fast-check'
import { DAY, inputJsonSchema, type App, type Tool } from '../apps/kit/index.ts'
import { replayHistory } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulatePopulation } from '../simulator/users/index.ts'
import { createSandboxWorld, openSession, type Session, type Snapshot } from '../simulator/world/index.ts'
import { arbitraryFor } from './schema-arbitrary.ts'

/** Words that make random arguments land on real entities often enough to succeed. */
const VOCABULARY = ['bond', 'equity', 'Home', 'office', 'Beijing', 'Shanghai', 'Sanlitun', 'Beijing South Railway Station', 'Shanghai Hongqiao Railway Station', 'coffee', 'latte', 'hoodie', 'running', 'movie', '09:00', '2026-03-05 18:30', '2026-03-06', '03-06', 'Alipay', 'WeChat Pay', 'regular', 'Express', 'hotpot', 'Jay Chou', 'fund', '600519', 'finance', 'SF', 'news', 'health']

/** Realistic arguments for tools no simulated history uses and random words rarely hit. */
const SUGGESTED: Readonly<Record<string, Record<string, unknown>>> = {
  'tonghuashun.buyStock': { sector: 'finance', amount: 1000, paymentMethod: 'Alipay' },
}

/** Where a measured call's arguments and state come from, most realistic first. */
export type CallSource = 'history' | 'sibling app' | 'final state' | 'after its maker' | 'fresh session'

/** One call to measure: `args` succeed on `before`; every measured call starts again from `before`. */
export interface CatalogCall {
  session: Session
  before: Snapshot
  args: Record<string, unknown>
  source: CallSource
}

/** A snapshot of `session`'s state only: a journal would keep every outcome alive and turn the bench into a GC test. */
const stateOnly = (state: Snapshot['state']): Snapshot => ({ state, journal: { length: 0, bytes: 0 } })

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

/** Every string and every value under `key` in a call's arguments and outcome (a few levels deep). */
function valuesIn(value: unknown, out: { strings: Set<string>; byKey: Map<string, unknown[]> }, depth = 0): void {
  if (typeof value === 'string') out.strings.add(value)
  if (!value || typeof value !== 'object' || depth > 3) return
  for (const [key, v] of Object.entries(value)) {
    if (!Array.isArray(value)) out.byKey.set(key, [...(out.byKey.get(key) ?? []), v])
    valuesIn(v, out, depth + 1)
  }
}

/**
 * Arguments for `tool` read off what its maker returned and was given: an `orderId` parameter takes
 * the new order's id, a `topic` the topic just followed, `songIds` the song just added.
 */
function argsFromMaker(tool: Tool, byKey: Map<string, unknown[]>): Record<string, unknown> {
  const schema = inputJsonSchema(tool) as { properties?: Record<string, { type?: string }>; required?: string[] }
  const required = new Set(schema.required ?? [])
  const args: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // Optional parameters only when they name the object (courseId); required ones always.
    if (!required.has(name) && !name.endsWith('Id')) continue
    const fits = (v: unknown) => (property.type === 'integer' ? Number.isInteger(v) : property.type === undefined || typeof v === property.type)
    // A returned object stands for its code or id: `fund: { code: '102167', ... }` answers a `fund` parameter.
    const values = (byKey.get(name) ?? []).flatMap((v) => (v && typeof v === 'object' && !Array.isArray(v) ? [(v as Record<string, unknown>).code ?? (v as Record<string, unknown>).id] : [v]))
    const own = values.find(fits)
    if (own !== undefined) args[name] = own
    else if (property.type === 'array' && name.endsWith('s')) {
      const one = byKey.get(name.slice(0, -1))?.[0] ?? byKey.get(name)?.find(Array.isArray)
      if (one !== undefined) args[name] = Array.isArray(one) ? one : [one]
    }
  }
  return args
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

/** A fresh session, at a weekday's trading hour, where every app has seen one successful write. */
function warmedSession(apps: readonly App[]): Session {
  const session = openSession({ seed: 'bench-catalog', start: Date.parse('2026-03-02T10:30:00+08:00') })
  for (const app of apps) {
    for (const tool of app.tools.filter((t) => t.effect === 'write')) {
      const args = successfulArgs(session, app, tool, 150)
      if (args) session.call(app.id, tool.name, args)
    }
  }
  return session
}

/** Each user's session at the end of their history, with the ids they own (for follow-ups no history used). */
interface FinalState {
  session: Session
  end: Snapshot
  ids: string[]
}

/**
 * The first successful use of each tool in the default simulated histories, with the session as it
 * was just before (so follow-ups act on what the person really had), and every user's final state.
 */
function fromHistories(): { found: Map<string, CatalogCall>; finals: FinalState[] } {
  const world = createSandboxWorld()
  const found = new Map<string, CatalogCall>()
  const finals: FinalState[] = []
  for (const user of simulatePopulation({ ...DEFAULT_POPULATION, world })) {
    const session = openSession({ world, user: user.profile, seed: sessionSeedFor(DEFAULT_POPULATION.seed, user.profile.id), start: Date.parse(user.history[0]!.ts) })
    const replay = replayHistory(session, user.history)
    const ids = idsIn(session)
    session.restore(stateOnly(session.state))
    finals.push({ session, end: session.snapshot(), ids })
    user.history.forEach((record, i) => {
      const key = `${record.app}.${record.tool}`
      if (!found.has(key) && replay.outcomes[i]!.ok) found.set(key, { session, before: stateOnly(replay.snapshotAt(i).state), args: record.args, source: 'history' })
    })
  }
  return { found, finals }
}

/**
 * A follow-up (cancel, delete, refund, unfollow) right after the call that made its object: the
 * maker runs once on its own realistic state, and the follow-up is measured on the state it left
 * (or a day later: shares bought today sell from the next trading day). Arguments read off the
 * maker's call come first; a seeded search over its words is the fallback.
 */
function afterMaker(app: App, tool: Tool, calls: ReadonlyMap<string, CatalogCall>): CatalogCall | undefined {
  const made: { call: CatalogCall; after: Snapshot; seen: { strings: Set<string>; byKey: Map<string, unknown[]> } }[] = []
  for (const maker of app.tools) {
    const call = calls.get(`${app.id}.${maker.name}`)
    if (maker === tool || maker.effect !== 'write' || !call || call.source === 'after its maker') continue
    call.session.restore(call.before)
    const outcome = call.session.call(app.id, maker.name, call.args)
    if (!outcome.ok) continue
    const seen = { strings: new Set<string>(), byKey: new Map<string, unknown[]>() }
    valuesIn(outcome.data, seen)
    valuesIn(call.args, seen)
    made.push({ call, after: stateOnly(call.session.state), seen })
  }
  for (const { call, after, seen } of made) {
    const { session } = call
    const args = argsFromMaker(tool, seen.byKey)
    for (const later of [0, DAY, 7 * DAY]) {
      session.restore(after)
      if (later) session.setClock(session.now + later)
      const before = stateOnly(session.state)
      const ok = session.call(app.id, tool.name, args).ok
      session.restore(before)
      if (ok) return { session, before, args, source: 'after its maker' }
    }
  }
  for (const { call, after, seen } of made) {
    call.session.restore(after)
    const args = successfulArgs(call.session, app, tool, 150, [...seen.strings])
    if (args) return { session: call.session, before: after, args, source: 'after its maker' }
  }
  return undefined
}

/**
 * A realistic successful call for every tool of `apps`: from the simulated histories; else another
 * app's realistic arguments for the same tool on a simulated user's final state; else arguments
 * found there by seeded random search; else right after the
 * call that makes its object; else on a fresh warmed session. Tools left without one are listed.
 */
export function catalogCalls(apps: readonly App[]): { calls: Map<string, CatalogCall>; missing: string[] } {
  const { found, finals } = fromHistories()
  const calls = new Map<string, CatalogCall>()
  const pending: [App, Tool][] = []
  for (const app of apps) {
    for (const tool of app.tools) {
      const key = `${app.id}.${tool.name}`
      let call = found.get(key)
      // A tool no history used, shared with another app of the domain (one factory): that app's realistic call, made here instead.
      for (const other of call ? [] : apps) {
        const theirs = other !== app && other.domain === app.domain ? found.get(`${other.id}.${tool.name}`) : undefined
        if (!theirs) continue
        theirs.session.restore(theirs.before)
        const ok = theirs.session.call(app.id, tool.name, theirs.args).ok
        theirs.session.restore(theirs.before)
        if (ok) {
          call = { ...theirs, source: 'sibling app' }
          break
        }
      }
      for (const f of call ? [] : finals) {
        f.session.restore(f.end)
        const args = successfulArgs(f.session, app, tool, 150, f.ids)
        if (args) {
          call = { session: f.session, before: f.end, args, source: 'final state' }
          break
        }
      }
      if (call) calls.set(key, call)
      else pending.push([app, tool])
    }
  }
  let warmed: Session | undefined
  const missing: string[] = []
  for (const [app, tool] of pending) {
    const key = `${app.id}.${tool.name}`
    let call = afterMaker(app, tool, calls)
    if (!call) {
      warmed ??= warmedSession(apps)
      const before = stateOnly(warmed.state)
      warmed.restore(before)
      const suggested = SUGGESTED[key]
      const args = suggested && warmed.call(app.id, tool.name, suggested).ok ? suggested : successfulArgs(warmed, app, tool)
      warmed.restore(before)
      if (args) call = { session: warmed, before, args, source: 'fresh session' }
    }
    if (call) calls.set(key, call)
    else missing.push(key)
  }
  return { calls, missing }
}
