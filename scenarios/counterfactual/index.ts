// Counterfactual twins: the same query on the user's life lived again with one cause changed (decision 0027)
export { counterfactualTwin, userCounterfactuals, DEFAULT_COUNTERFACTUAL_LIMITS } from './build.ts'
export type { CounterfactualLimits, Resimulate } from './build.ts'
export { contextCandidates, habitCandidates, HABIT_EDIT_POINTS, CONTEXT_VALUES } from './choose.ts'
export type { Candidate } from './choose.ts'
export { twinFlaws, unseenIds, recordsDigest } from './plausible.ts'
export { twinProblems } from './check.ts'
export { requestProblems, namedOtherwise, optionsOf } from './request.ts'
export { twinEdits } from './edits.ts'
