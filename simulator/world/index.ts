// Sessions: one user's world, transactional and journaled
export { Session, SESSION_OVERHEAD_BYTES } from './session.ts'
export type { Snapshot, SessionInit } from './session.ts'
export { EARLIEST_TIME, LATEST_TIME, isSupportedTime, timeRangeIssue } from './time-range.ts'
export type { SessionState } from './state.ts'
export { formatId } from './state.ts'
export { journalEntries, droppedEntries } from './journal.ts'
export { FAILED_ARGS_KEPT, jsonSize } from './journal-budget.ts'
export type { JournalEntry, Journal } from './journal.ts'
export { diffStates } from './diff.ts'
export type { StateChange, ChangeKind } from './diff.ts'

// The world all sessions share, and the store that holds many sessions
export { createWorld } from './world.ts'
export type { World, WorldOptions } from './world.ts'
export { SessionStore, isRefusal } from './store.ts'
export { ExpiringStore, wallClock } from './expiring-store.ts'
export type { ExpiringLimits, ByteMeasure } from './expiring-store.ts'
export type { StoreOptions, CreateSessionOptions, Admitted, Refusal } from './store.ts'

// Ready-made: every app + the gazetteer, the default user
export { createSandboxWorld, openSession } from './sandbox.ts'
export type { SandboxOptions, OpenSessionOptions } from './sandbox.ts'
export { defaultUser, defaultStart, completeUser } from './default-user.ts'
