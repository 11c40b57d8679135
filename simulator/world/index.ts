// Sessions: one user's world, transactional and journaled
export { Session } from './session.ts'
export type { Snapshot, SessionInit } from './session.ts'
export type { SessionState } from './state.ts'
export { formatId } from './state.ts'
export { journalEntries } from './journal.ts'
export type { JournalEntry, Journal } from './journal.ts'
export { diffStates } from './diff.ts'
export type { StateChange, ChangeKind } from './diff.ts'

// The world all sessions share, and the store that holds many sessions
export { createWorld } from './world.ts'
export type { World, WorldOptions } from './world.ts'
export { SessionStore } from './store.ts'
export type { StoreOptions, CreateSessionOptions } from './store.ts'

// Ready-made: every app + the gazetteer, the default user
export { createSandboxWorld, openSession } from './sandbox.ts'
export type { SandboxOptions, OpenSessionOptions } from './sandbox.ts'
export { defaultUser, defaultStart, completeUser } from './default-user.ts'
