// Counterfactual twins: the same query on a minimally edited history, so the right answer changes
export { counterfactualTwin, userCounterfactuals, DEFAULT_COUNTERFACTUAL_LIMITS } from './build.ts'
export type { CounterfactualLimits } from './build.ts'
