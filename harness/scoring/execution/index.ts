// Execution match: does the prediction reach the gold's state (or outcome)?
export { executionVerdict } from './execute.ts'
export { ranCall, effectfulReason, failedWrite, refused, type RanCall } from './effects.ts'
