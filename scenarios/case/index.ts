// What an agent is tested on
export { callSchema, goldCallSchema, caseSchema, turnSchema, historyEditSchema, provenanceSchema, VAGUENESS_LEVELS, CASE_KINDS, INFERABLE_SOURCES, HISTORY_BUCKETS, historyBucket } from './schema.ts'
export type { Call, GoldCall, Case, Turn, HistoryEdit, CaseKind, Vagueness, Provenance, ValueSource, InferableSource } from './schema.ts'
