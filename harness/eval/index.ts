// Running agents on suites
export { runEval, evaluateCase, runCaseEpisode, resultKey, DEFAULT_PROMPT } from './run.ts'
export type { EvalOptions } from './run.ts'
export { parsePromptFlags, DEFAULT_TOOLS_FLAG, TOOLS_FLAG_HELP } from './prompt-flags.ts'
export type { PromptFlags } from './prompt-flags.ts'
export type { CaseResult, ExecutionVerdict, RunInfo, TurnResult } from './result.ts'
export { evaluateDialogue, runDialogueEpisode } from './dialogue.ts'
export type { DialogueMode } from './dialogue.ts'

// What a run is, where it goes, and resuming it
export { runIdentity, identityChanges, suiteHash, codeFingerprint, projectVersion, directoryHash, importClosure } from './run-identity.ts'
export type { RunIdentity, RunSettings } from './run-identity.ts'
export { runName, DEFAULT_RUN, DEFAULT_SUITE_NAME } from './run-name.ts'
export { planResume, describePlan, readResultLines, writeFileAtomic } from './resume.ts'
export type { ResumePlan, ResultLines } from './resume.ts'

// Predictions made elsewhere: prompts out, coverage of what comes back
export { collectPrompts } from './prompt-lines.ts'
export type { PromptLine, PromptLineOptions } from './prompt-lines.ts'
export { predictionCoverage, describeCoverage } from './coverage.ts'
export type { Coverage } from './coverage.ts'
