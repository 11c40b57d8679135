// Summarising a run
export { summarize } from './summarize.ts'
export type { Summary, HeadlineRow, BreakdownRow, Breakdowns, PassHatK, TokenUsage, RefusalAccuracy, ExactRates, SensitivitySummary, ResultCounts } from './summary-types.ts'
export { breakdownBy, kindKeys, KIND_ORDER, valueAccuracy, vaguenessOnSameAnchors, tallyOf } from './breakdown.ts'
export { passHatK, allPassChance } from './pass-hat-k.ts'
export { exactPass, executionPass, executable, isSingleTurn, failed, isHard, solvedByMeasured } from './rates.ts'

// Intervals: a bootstrap over users (cases of one user are not independent); Wilson's kept for callers
export { userRate, userProportion, userShare, userInterval, userCount, perUser, MIN_USERS, USER_SEED } from './user-rate.ts'
export type { OfUser } from './user-rate.ts'
export { wilson, proportion, rateOf, NO_RATE, Z95 } from './interval.ts'
export type { Rate } from './interval.ts'
export { bootstrapInterval, byCluster, pairedDifference, RESAMPLES } from './bootstrap.ts'
export type { SummedStatistic } from './bootstrap.ts'
export { LINE_METRICS } from './line-metrics.ts'
export type { LineMetric } from './line-metrics.ts'

// Two runs side by side
export { compareRuns, comparisonTable } from './compare.ts'
export type { Comparison, ComparedMetric, RunResults } from './compare.ts'

// Rendering it
export { markdownReport, markdownTable, populationLine } from './markdown-report.ts'
export { htmlReport } from './html-report.ts'
export { latexReport, latexTable, latexEscape } from './latex-report.ts'
export { headlineTables, headlineTable, breakdownTables, intervalLine, percent, rateText, cellText, thousands } from './report-tables.ts'
export type { ReportTable, Cell } from './report-tables.ts'
export { escapeHtml } from './escape-html.ts'
export { failedResults, callText } from './failed-cases.ts'

// Files in a run directory
export { writeReports, readResults } from './report-files.ts'
export type { ReportPaths } from './report-files.ts'

// Dialogues and counterfactual pairs
export { summarizeDialogues } from './dialogue-summary.ts'
export type { DialogueSummary } from './dialogue-summary.ts'
export { historySensitivity, counterfactualPairs } from './history-sensitivity.ts'
export type { HistorySensitivity, CounterfactualPair } from './history-sensitivity.ts'
