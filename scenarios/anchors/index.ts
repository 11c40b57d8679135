// What a history says before a cut-off, and where each value of a record could come from
export { HistoryStats, statsBefore, contextOf, succeeded, HABIT_MIN_COUNT, PREFERENCE_WINDOW, PREFERENCE_MIN_COUNT, DECISIVE_SHARE, DECISIVE_MARGIN } from './history-stats.ts'
export type { Habit, Preference } from './history-stats.ts'
export { analyzeRecord, findInContext, inContextWindow, CONTEXT_RECORDS, CONTEXT_HOURS } from './provenance.ts'
export type { Basis, RecordAnalysis } from './provenance.ts'
export { valueKey, looksLikeId } from './value-key.ts'
