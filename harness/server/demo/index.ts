// The demo page at /demo and the JSON it reads
export { demoRouter } from './router.tsx'
export type { DemoOptions } from './router.tsx'

// The views, for other surfaces that show the same things
export { runDemo, typedCase } from './run-demo.ts'
export type { RunView, CallOutcome } from './run-demo.ts'
export { caseView, caseListItem } from './case-view.ts'
export type { CaseView, CaseListItem, CallView, UnsaidValue } from './case-view.ts'
export { provenanceHighlights } from './highlights.ts'
export type { Highlight, HighlightReason } from './highlights.ts'
export { timelineOf } from './timeline.ts'
export type { TimelineRecord, OutcomeView } from './timeline.ts'
export { diffRows } from './state-diff-rows.ts'
export type { DiffRow } from './state-diff-rows.ts'
export { DEMO_AGENTS, demoAgents } from './demo-agents.ts'
export type { DemoAgentName } from './demo-agents.ts'
