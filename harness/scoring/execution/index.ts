// Execution match: does the prediction reach the gold's state (or outcome)?
export { executionVerdict } from './execute.ts'
