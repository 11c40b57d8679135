// Turning histories into cases
export { buildSuite, DEFAULT_SUITE, CANARY } from './suite.ts'
export type { SuiteOptions } from './suite.ts'
export { userCases, analyzeHistory, refusalCases, DEFAULT_USER_CASE_OPTIONS } from './user-cases.ts'
export type { UserCaseOptions } from './user-cases.ts'
export { anchorCases, omissionOrder, kindsOf, APP_ITEM } from './anchor-cases.ts'
export { REFUSAL_PROBES } from './refusal-probes.ts'
export type { RefusalProbe } from './refusal-probes.ts'
export { leaks, mentions } from './leaks.ts'
