import type { Rng, UserProfile } from '../../apps/kit/index.ts'
import type { Actor } from './actor.ts'
import type { Day } from './calendar.ts'
import type { Habits } from './habits.ts'
import type { LifeEvents } from './life-events.ts'

/** What a planner knows when it plans a day. */
export interface PlanContext {
  day: Day
  profile: UserProfile
  /** Habits in force this week (after any lasting change). */
  habits: Habits
  events: LifeEvents
  rng: Rng
}

/** Something the person does at a time of day, as one or more app calls. */
export interface Activity {
  at: number
  /** Short name, e.g. 'commute', 'lunch', 'trip-outbound'. */
  name: string
  run(actor: Actor): void
}

/** A domain's contribution to a day: zero or more activities. */
export type Planner = (ctx: PlanContext) => Activity[]
