import { randomUUID } from 'node:crypto'
import { produce } from 'immer'
import {
  AppError,
  failure,
  jsonShapeIssue,
  parseOutput,
  success,
  toIso,
  validateArguments,
  type App,
  type Outcome,
  type Tool,
  type UserProfile,
} from '../../apps/kit/index.ts'
import { CallContext, type Counters } from './call-context.ts'
import { diffStates, type StateChange } from './diff.ts'
import { appendEntry, droppedEntries, emptyJournal, journalEntries, keepNewestBytes, truncateJournal, type Journal, type JournalEntry } from './journal.ts'
import { ENTRY_OVERHEAD, failedCallArgs, jsonSize, outcomeSize } from './journal-budget.ts'
import { recordWrite } from './lineage.ts'
import type { SessionState } from './state.ts'
import type { World } from './world.ts'

/** A point in a session's life: O(1) to take and to restore. */
export interface Snapshot {
  readonly state: SessionState
  readonly journal: Journal
}

export interface SessionInit {
  id: string
  user: UserProfile
  /** Seeds every write's rng (with the write's sequence number). */
  seed: string
  /** Virtual clock at creation, epoch ms. */
  start: number
  /** Bytes of journal this session may add before its oldest entries go (default: the world's). */
  journalBytes?: number
}

/** A session's fixed cost beyond what it writes (objects, maps, its token): an estimate, measured in decision 0022. */
export const SESSION_OVERHEAD_BYTES = 4096

/** The tool of a call, located by any spelling of the app; errors are outcomes, as for the call itself. */
function locate(world: World, appName: string, toolName: string): { app: App; tool: Tool } | Outcome<never> {
  const app = world.registry.resolveApp(appName)
  if (!app.ok) {
    return failure({ code: 'unknown_app', message: `No app named "${appName}"`, suggestions: app.suggestions })
  }
  const tool = world.registry.resolveTool(app.value, toolName)
  if (!tool.ok) {
    return failure({ code: 'unknown_tool', message: `${app.value.name} has no tool "${toolName}"`, suggestions: tool.suggestions })
  }
  return { app: app.value, tool: tool.value }
}

/**
 * One user's world: profile, virtual clock, id counters and every app's state. Calls are
 * transactional (a handler works on a draft committed only on success), journaled, deterministic.
 */
export class Session {
  readonly id: string
  readonly user: UserProfile
  readonly seed: string
  readonly world: World
  readonly journalBytes: number
  private current: Snapshot
  /** Journal bytes this session started with (a fork's or a snapshot's): they belong to whoever wrote them. */
  private inheritedBytes: number
  /** Measured size of this session's successful writes: its state grows by about as much. */
  private writtenBytes = 0

  constructor(world: World, init: SessionInit, from?: Snapshot) {
    this.world = world
    this.id = init.id
    this.user = init.user
    this.seed = init.seed
    this.journalBytes = init.journalBytes ?? world.journalBytes
    this.current = from ?? {
      state: Object.freeze({ seq: 0, now: init.start, counters: Object.freeze({}), apps: world.initialApps }),
      journal: emptyJournal,
    }
    this.inheritedBytes = this.current.journal.bytes
  }

  get state(): SessionState {
    return this.current.state
  }

  get now(): number {
    return this.current.state.now
  }

  journal(): JournalEntry[] {
    return journalEntries(this.current.journal)
  }

  get journalLength(): number {
    return this.current.journal.length
  }

  /** Oldest journal entries dropped to keep the journal within its bounds. */
  get journalDropped(): number {
    return droppedEntries(this.current.journal)
  }

  /**
   * Estimated bytes this session holds of its own: a fixed overhead, the journal it added and what
   * its writes stored. What it shares (a fork's parent, a cached replay) is counted once, by its owner.
   */
  get cost(): number {
    return SESSION_OVERHEAD_BYTES + Math.max(0, this.current.journal.bytes - this.inheritedBytes) + this.writtenBytes
  }

  snapshot(): Snapshot {
    return this.current
  }

  restore(snapshot: Snapshot): void {
    this.current = snapshot
  }

  /** A new session sharing this one's state and journal until either writes. */
  fork(id: string, journalBytes?: number): Session {
    return new Session(this.world, { id, user: this.user, seed: this.seed, start: this.now, ...(journalBytes !== undefined ? { journalBytes } : {}) }, this.current)
  }

  /** Moves the virtual clock (replay sets it to each record's timestamp). Not journaled. The surfaces check `timeRangeIssue` first. */
  setClock(ms: number): void {
    if (ms === this.current.state.now) return
    this.current = { ...this.current, state: Object.freeze({ ...this.current.state, now: ms }) }
  }

  diffSince(before: Snapshot): StateChange[] {
    return diffStates(before.state, this.current.state)
  }

  /**
   * Runs one call and journals it. Never throws for anything a caller sends. Arguments nested too
   * deep or carrying a `__proto__` key are refused before anything reads them (as HTTP refuses the body).
   */
  call(appName: string, toolName: string, rawArgs: unknown): Outcome {
    const located = locate(this.world, appName, toolName)
    const shape = jsonShapeIssue(rawArgs)
    const seq = this.current.state.seq
    const outcome = shape
      ? failure({ code: 'invalid_arguments', message: `Invalid arguments: ${shape.path || '(arguments)'}: ${shape.message}`, issues: [shape] })
      : 'app' in located
        ? this.execute(located.app, located.tool, rawArgs)
        : located
    const app = 'app' in located ? located.app.id : appName
    this.journalCall(app, toolName, rawArgs, outcome, shape !== undefined, this.current.state.seq !== seq)
    return outcome
  }

  /** Appends the call; a failed call keeps a capped summary of its arguments; the journal stays within its bounds. */
  private journalCall(app: string, tool: string, rawArgs: unknown, outcome: Outcome, refusedShape: boolean, wrote: boolean): void {
    const measure = Number.isFinite(this.journalBytes)
    let args = rawArgs
    let size = 0
    if (!outcome.ok) {
      const kept = failedCallArgs(rawArgs, refusedShape)
      args = kept.args
      size = ENTRY_OVERHEAD + kept.size + jsonSize(outcome)
    } else if (measure) {
      size = ENTRY_OVERHEAD + jsonSize(rawArgs) + outcomeSize(outcome)
      if (wrote) this.writtenBytes += size
    }
    const journal = this.current.journal
    const index = (journal.last?.index ?? -1) + 1
    let kept = journal
    if (journal.length >= this.world.journalLimit) {
      kept = truncateJournal(journal, Math.floor(this.world.journalLimit / 2))
      this.inheritedBytes = 0
    }
    let next = appendEntry(kept, { index, at: toIso(this.current.state.now), app, tool, args, outcome }, size)
    // Over budget: keep the newest half, so trimming happens once per half-budget of calls, not on each.
    if (measure && next.bytes - this.inheritedBytes > this.journalBytes) {
      next = keepNewestBytes(next, this.journalBytes / 2)
      this.inheritedBytes = 0
    }
    this.current = { ...this.current, journal: next }
  }

  private execute(app: App, tool: Tool, rawArgs: unknown): Outcome {
    const validated = validateArguments(tool, rawArgs)
    if (!validated.ok) {
      const paths = validated.issues.map((i) => i.path || '(arguments)').join(', ')
      const where = paths.length > 300 ? `${paths.slice(0, 300)}…` : paths
      return failure({ code: 'invalid_arguments', message: `Invalid arguments for ${app.id}.${tool.name}: ${where}`, issues: validated.issues })
    }
    const args = validated.args
    for (const policy of app.policies) {
      if (policy.tools && !policy.tools.includes(tool.name)) continue
      const violation = policy.check?.(args, this.user, tool.name)
      if (violation) return failure({ code: 'policy_violation', message: violation, rule: policy.id })
    }
    const state = this.current.state
    try {
      if (tool.effect === 'read') {
        const data = tool.run(state.apps[app.id], args, new CallContext(this.world, app, state, this.user, this.seed, undefined))
        return success(this.world.checkOutputs ? parseOutput(tool.output, data) : data)
      }
      // Only this app's state is drafted (a handler sees nothing else); the root, `apps` and the id
      // counters are copied here exactly as immer would copy them, and frozen like its output.
      let data: unknown
      const counters: Counters = { base: state.counters }
      const before = state.apps[app.id]
      const after = produce(before, (draft) => {
        data = parseOutput(tool.output, tool.run(draft, args, new CallContext(this.world, app, state, this.user, this.seed, counters)))
      })
      const apps = after === before ? state.apps : Object.freeze({ ...state.apps, [app.id]: after })
      if (apps !== state.apps) recordWrite(state.apps, apps, app.id)
      const next: SessionState = Object.freeze({ ...state, seq: state.seq + 1, counters: counters.copy ? Object.freeze(counters.copy) : state.counters, apps })
      this.current = { ...this.current, state: next }
      return success(data)
    } catch (error) {
      if (error instanceof AppError) return failure(error.toBody())
      const correlationId = randomUUID()
      this.world.logError(correlationId, error)
      return failure({ code: 'internal', message: `Internal error in ${app.id}.${tool.name}; nothing was changed`, correlationId })
    }
  }
}

