import type { CaseResult } from '../eval/result.ts'

export const exactPass = (r: CaseResult): boolean => r.exact.overall
export const executionPass = (r: CaseResult): boolean => r.execution.match

/** A case whose gold is not in the catalog has no execution verdict: it is left out of execution rates. */
export const executable = (r: CaseResult): boolean => r.execution.executable !== false

/**
 * The lines the papers' tables count: single requests. Dialogues and counterfactual twins have
 * their own tables; the progress bar counts the same lines, so its last figures equal the table's.
 */
export const isSingleTurn = (r: CaseResult): boolean => !r.turns && !r.counterfactualOf

/** Whether a result failed: for a dialogue, any of its turns; otherwise either verdict. */
export const failed = (r: CaseResult): { exact: boolean; execution: boolean } =>
  r.dialogue ? { exact: !r.dialogue.exact, execution: !r.dialogue.execution } : { exact: !r.exact.overall, execution: executable(r) && !r.execution.match }

/** The case records which trivial predictors solve it (`solvedBy`); dialogues, refusals and imported cases do not. */
export const solvedByMeasured = (r: CaseResult): boolean => Array.isArray(r.solvedBy)

/** A hard case: no trivial predictor (request only, copy last, majority, counter + recency) reaches its gold. */
export const isHard = (r: CaseResult): boolean => Array.isArray(r.solvedBy) && r.solvedBy.length === 0
