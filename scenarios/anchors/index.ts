// What a history says before a cut-off, and where each value of a record could come from
export { HistoryStats, statsBefore, contextOf, succeeded, HABIT_MIN_COUNT, PREFERENCE_WINDOW, PREFERENCE_MIN_COUNT } from './history-stats.ts'
// Rule 1: when a value is the single best answer.
export { decisiveValue, DECISIVE_SHARE, DECISIVE_MARGIN, DRIFT_RUN, DRIFT_DAYS } from './decisive.ts'
export type { Habit, Preference } from './history-stats.ts'
export { analyzeRecord, appVisiblyPreferred } from './provenance.ts'
export { findInContext, inContextWindow, roleOf, CONTEXT_RECORDS, CONTEXT_HOURS } from './context-value.ts'
export type { Basis, RecordAnalysis } from './provenance.ts'
export { valueKey, looksLikeId } from './value-key.ts'
export { difficultyOf } from './difficulty.ts'
