// Generating users and their histories
export { simulatePopulation, simulateUser, userLife, sessionSeedFor, DEFAULT_POPULATION } from './population.ts'
export type { PopulationOptions, SimulatedUser, UserLife, Resimulation } from './population.ts'
export { intervened } from './intervention.ts'
export type { Intervention } from './intervention.ts'
export { deriveHabits, habitsOn, inForce, changeOn } from './habits.ts'
export type { HabitChange, Habits, Workout } from './habits.ts'
export type { LifeEvents } from './life-events.ts'
export { sampleDemographics, ARCHETYPE_CYCLE } from './demographics.ts'
export type { Archetype, Demographics } from './demographics.ts'

// Writing activities
export { Actor, UnexpectedOutcome } from './actor.ts'
export type { ActorMark } from './actor.ts'
export type { Activity, Planner, PlanContext } from './activity.ts'
export { calendar, DEFAULT_HISTORY_START } from './calendar.ts'
export type { Day } from './calendar.ts'
