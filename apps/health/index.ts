// Health apps
export { keep } from './keep.ts'
export type { KeepState } from './keep.ts'

// Activity table (Compendium METs) and the plan builder, for other health apps and tests
export { ACTIVITIES, findActivity, HIGH_INTENSITY_MET, OTHER_ACTIVITY } from './activities.ts'
export type { Activity } from './activities.ts'
export { buildWeeklyPlan, GOALS } from './plan.ts'
export type { Goal, PlanRequest, WeeklyPlan } from './plan.ts'

// Every health app, for the catalog
import { keep } from './keep.ts'
export const healthApps = [keep]
