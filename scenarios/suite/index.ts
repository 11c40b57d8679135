// Suites on disk: manifest, users, histories, cases
export { readSuite, writeSuite, parseCases, formatCases, manifestSchema } from './files.ts'
export type { Suite, SuiteUser, SuiteManifest } from './files.ts'
export { CutoffSessions, editedHistory, twinHistory } from './sessions.ts'
export type { ReplayedCall } from './sessions.ts'
