// Cases: schema, anchors and provenance, queries, suites, validation, importers
export * from './case/index.ts'
export * from './suite/index.ts'
export { buildSuite, DEFAULT_SUITE, CANARY, REFUSAL_PROBES } from './build/index.ts'
export { validateSuite } from './validate.ts'
export type { CaseProblem } from './validate.ts'
export { levelOf, unsaidFor } from './levels.ts'
