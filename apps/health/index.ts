// Health apps
export { keep } from './keep.ts'
export type { KeepState } from './keep.ts'
export { pingAnHealth } from './ping-an-health.ts'
export type { PingAnHealthState } from './ping-an-health.ts'

// Activity table (Compendium METs) and the plan builder, for other health apps and tests
export { ACTIVITIES, findActivity, HIGH_INTENSITY_MET, OTHER_ACTIVITY } from './activities.ts'
export type { Activity } from './activities.ts'
export { buildWeeklyPlan, GOALS } from './plan.ts'
export type { Goal, PlanRequest, WeeklyPlan } from './plan.ts'
export { buildWellnessPlan, WELLNESS_GOALS } from './wellness-plan.ts'
export type { WellnessPlan, WellnessRequest } from './wellness-plan.ts'
export { exerciseLogTools } from './exercise-log-tools.ts'
export type { ExerciseLogState } from './exercise-log-tools.ts'
export { healthPolicies, HIGH_BMI_CAP_MIN } from './health-policies.ts'
export type { PolicyNotice } from './health-policies.ts'
export { PACKAGES } from './health-check-packages.ts'

// Every health app, for the catalog
import { keep } from './keep.ts'
import { pingAnHealth } from './ping-an-health.ts'
export const healthApps = [keep, pingAnHealth]
