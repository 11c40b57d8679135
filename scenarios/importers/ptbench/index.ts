// Reading PTBench's published data.json (from a path the user gives)
export { loadPtbenchSamples, goldCallsOf, listedParams } from './samples.ts'
export type { PtbenchDataSample, PtbenchGoldCall } from './samples.ts'
export { catalogMatch, executableCalls } from './catalog.ts'
export type { CatalogMatch } from './catalog.ts'
export { profileFromPtbench } from './profile.ts'

// The import into a suite: one user and one case per sample
export { importPtbench } from './cases.ts'
export type { PtbenchImport } from './cases.ts'
