// The history format: one call per line
export { historyRecordSchema } from './record.ts'
export type { HistoryRecord } from './record.ts'
export { parseHistory, formatHistory } from './jsonl.ts'
export type { ParsedHistory, LineError } from './jsonl.ts'

// Replaying a history through the apps
export { replayHistory } from './replay.ts'
export type { Replay, ReplayMismatch } from './replay.ts'
