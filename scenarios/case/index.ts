// What an agent is tested on
export { callSchema, goldCallSchema, caseSchema, turnSchema, historyEditSchema, interventionSchema, provenanceSchema, VAGUENESS_LEVELS, CASE_KINDS, DIFFICULTY_TYPES, TRIVIAL_PREDICTORS, INFERABLE_SOURCES, HISTORY_BUCKETS, historyBucket } from './schema.ts'
export type { Call, GoldCall, Case, Turn, HistoryEdit, CaseKind, Difficulty, Vagueness, Provenance, ValueSource, InferableSource, TrivialPredictor } from './schema.ts'
