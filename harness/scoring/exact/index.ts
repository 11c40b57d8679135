// Scoring one case, and a set of cases
export { scoreExact } from './score-exact.ts'
export { summarizeExact, precisionRecall } from './summarize-exact.ts'
export type { ExactScore, ExactSummary, ExactOptions, Prediction, Tally, Counts, F1Level, PrecisionRecall } from './types.ts'
export { F1_LEVELS, VALUE_SOURCES } from './types.ts'

// Value matching, for other scorers and reports
export { valuesMatch } from './values-match.ts'
export type { MatchOptions } from './values-match.ts'
export { NO_CALL } from './f1-counts.ts'
export { goldExecutable } from './resolved-call.ts'
