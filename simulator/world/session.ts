import { randomUUID } from 'node:crypto'
import { produce } from 'immer'
import {
  AppError,
  failure,
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
import { appendEntry, emptyJournal, journalEntries, truncateJournal, type Journal, type JournalEntry } from './journal.ts'
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
}

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
  private current: Snapshot

  constructor(world: World, init: SessionInit, from?: Snapshot) {
    this.world = world
    this.id = init.id
    this.user = init.user
    this.seed = init.seed
    this.current = from ?? {
      state: Object.freeze({
        seq: 0,
        now: init.start,
        counters: Object.freeze({}),
        apps: Object.freeze(Object.fromEntries(world.registry.apps.map((a) => [a.id, Object.freeze(a.initialState())]))),
      }),
      journal: emptyJournal,
    }
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

  snapshot(): Snapshot {
    return this.current
  }

  restore(snapshot: Snapshot): void {
    this.current = snapshot
  }

  /** A new session sharing this one's state and journal until either writes. */
  fork(id: string): Session {
    return new Session(this.world, { id, user: this.user, seed: this.seed, start: this.now }, this.current)
  }

  /** Moves the virtual clock (replay sets it to each record's timestamp). Not journaled. */
  setClock(ms: number): void {
    if (ms === this.current.state.now) return
    this.current = { ...this.current, state: Object.freeze({ ...this.current.state, now: ms }) }
  }

  diffSince(before: Snapshot): StateChange[] {
    return diffStates(before.state, this.current.state)
  }

  /** Runs one call and journals it. Never throws for anything a caller sends. */
  call(appName: string, toolName: string, rawArgs: unknown): Outcome {
    const located = locate(this.world, appName, toolName)
    const outcome = 'app' in located ? this.execute(located.app, located.tool, rawArgs) : located
    const app = 'app' in located ? located.app.id : appName
    const journal = this.current.journal
    const kept = journal.length >= this.world.journalLimit ? truncateJournal(journal, Math.floor(this.world.journalLimit / 2)) : journal
    this.current = {
      ...this.current,
      journal: appendEntry(kept, {
        index: (journal.last?.index ?? -1) + 1,
        at: toIso(this.current.state.now),
        app,
        tool: toolName,
        args: rawArgs,
        outcome,
      }),
    }
    return outcome
  }

  private execute(app: App, tool: Tool, rawArgs: unknown): Outcome {
    const validated = validateArguments(tool, rawArgs)
    if (!validated.ok) {
      const where = validated.issues.map((i) => i.path || '(arguments)').join(', ')
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

