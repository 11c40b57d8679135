// Running agents on suites
export { runEval, evaluateCase, resultKey, DEFAULT_PROMPT } from './run.ts'
export type { EvalOptions } from './run.ts'
export { parsePromptFlags } from './prompt-flags.ts'
export type { PromptFlags } from './prompt-flags.ts'
export type { CaseResult, ExecutionVerdict, RunInfo } from './result.ts'
