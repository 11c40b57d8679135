// Summarising a run
export { summarize } from './summarize.ts'
export type { Summary, BreakdownRow, Breakdowns, PassHatK, TokenUsage, RefusalAccuracy } from './summary-types.ts'
export { breakdownBy, kindKeys, KIND_ORDER } from './breakdown.ts'
export { passHatK, allPassChance } from './pass-hat-k.ts'

// Rendering it
export { markdownReport, markdownTable } from './markdown-report.ts'
export { htmlReport } from './html-report.ts'
export { headlineTables, breakdownTables, percent, thousands } from './report-tables.ts'
export type { ReportTable } from './report-tables.ts'
export { escapeHtml } from './escape-html.ts'

// Files in a run directory
export { writeReports, readResults } from './report-files.ts'
export type { ReportPaths } from './report-files.ts'

// Dialogues and counterfactual pairs
export { summarizeDialogues } from './dialogue-summary.ts'
export type { DialogueSummary } from './dialogue-summary.ts'
export { historySensitivity } from './history-sensitivity.ts'
export type { HistorySensitivity } from './history-sensitivity.ts'
