// An optional pass that rewrites template queries through a text model, under mechanical checks
export { paraphraseSuite } from './paraphrase-suite.ts'
export type { ParaphraseOptions, ParaphraseStats } from './paraphrase-suite.ts'
export { paraphrasePrompt } from './prompt.ts'
export type { Complete, ParaphrasePrompt } from './prompt.ts'
export { paraphraseProblem, keptPhrases, cleanAnswer } from './checks.ts'
