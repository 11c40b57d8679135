import { createRng, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { createSandboxWorld, openSession, type Session, type Snapshot, type World } from '../world/index.ts'
import { planners } from './activities/index.ts'
import { Actor, type ActorMark } from './actor.ts'
import { calendar, DEFAULT_HISTORY_START, type Day } from './calendar.ts'
import { ARCHETYPE_CYCLE, sampleDemographics } from './demographics.ts'
import { deriveHabits, habitsOn, type Habits } from './habits.ts'
import { clearOfTrips } from './habit-changes.ts'
import type { Intervention } from './intervention.ts'
import { preferenceClaims, writePreference } from '../lives/index.ts'
import { drawLifeEvents, travellingOn, type LifeEvents } from './life-events.ts'
import { buildProfile } from './profile.ts'
import { chooseSavedPlaces } from './saved-places.ts'

export interface PopulationOptions {
  users: number
  seed: string
  city: string
  weeks: number
  /** Virtual time the histories start (a Monday, local midnight). */
  start?: number
  world?: World
}

export const DEFAULT_POPULATION: PopulationOptions = { users: 10, seed: 'sandbox-default', city: 'beijing', weeks: 7 }

export interface SimulatedUser {
  profile: UserProfile
  habits: Habits
  events: LifeEvents
  history: HistoryRecord[]
  /** Activities planned but dropped because a call did not fit the life so far, by name. */
  dropped: Record<string, number>
}

/** A history lived again with an intervention: the records, and the indexes of the calls it changed. */
export interface Resimulation {
  history: HistoryRecord[]
  intervened: number[]
  dropped: Record<string, number>
}

/** A simulated user whose life can be lived again from any record with an intervention (counterfactual twins). */
export interface UserLife {
  user: SimulatedUser
  resimulate(intervention: Intervention): Resimulation
}

/** The seed every session replaying this user's history uses, so replays reproduce the outcomes. */
export const sessionSeedFor = (seed: string, userId: string) => `${seed}:${userId}`

/** Each day draws from its own stream, so a change on one day leaves every other day's draws as they were. */
const dayRng = (options: PopulationOptions, index: number, day: Day) => createRng(`${options.seed}:user:${index}:day:${day.index}`)

/** Who the person is and what their weeks hold: everything drawn before the first day, on the user's own stream. */
function beginLife(index: number, options: PopulationOptions) {
  const rng = createRng(`${options.seed}:user:${index}`)
  const order = createRng(`${options.seed}:archetypes`).shuffle(ARCHETYPE_CYCLE)
  const who = sampleDemographics(order[index % order.length]!, rng)
  const id = `u${String(index + 1).padStart(3, '0')}`
  const saved = chooseSavedPlaces(options.city, who, rng, { seed: options.seed, index })
  // Preference sentences are written last, from what the history turned out to hold.
  const profile = buildProfile(id, options.city, who, saved, [], rng)
  const habits = deriveHabits(profile, who, options.weeks, rng)
  const start = options.start ?? DEFAULT_HISTORY_START
  const events = drawLifeEvents(profile, options.weeks * 7, rng, start)
  const days = calendar(start, options.weeks)
  habits.changes = clearOfTrips(habits.changes, (d) => travellingOn(events, d) !== undefined || days[d]?.holiday !== undefined, days.length)
  const session = openSession({ world: options.world ?? createSandboxWorld(), user: profile, seed: sessionSeedFor(options.seed, id), start, id })
  return { profile, habits, events, session, days }
}
type Life = ReturnType<typeof beginLife>

/** Where a life stands at the start of a day: the apps' state and the person's. */
interface DayStart {
  session: Snapshot
  actor: ActorMark
  dropped: Record<string, number>
}

/**
 * Lives days `from`.. (up to the day `until` falls in): each day's activities, planned on the day's
 * stream and run in time order, an activity that does not fit the life so far dropped whole.
 */
function liveDays(life: Life, index: number, options: PopulationOptions, actor: Actor, dropped: Record<string, number>, from: number, until?: number, onDay?: (d: number) => void): void {
  for (const day of life.days.slice(from)) {
    if (until !== undefined && day.start > until) break
    onDay?.(day.index)
    const rng = dayRng(options, index, day)
    const weekHabits = habitsOn(life.habits, day.index)
    actor.startDay(rng, weekHabits)
    const activities = planners.flatMap((plan) => plan({ day, profile: life.profile, habits: weekHabits, events: life.events, rng }))
    activities.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    for (const activity of activities) {
      actor.at(activity.at)
      if (!actor.attemptActivity((a) => activity.run(a))) dropped[activity.name] = (dropped[activity.name] ?? 0) + 1
    }
  }
}

function newActor(life: Life, session: Session, options: PopulationOptions, index: number, intervention?: Intervention): Actor {
  const actor = new Actor(session, life.profile, life.habits, dayRng(options, index, life.days[0]!), intervention)
  for (const day of life.days) if (travellingOn(life.events, day.index)) actor.whereabouts.excuse(day.date)
  return actor
}

const finish = (life: Life, actor: Actor, dropped: Record<string, number>): SimulatedUser => {
  const preferences = preferenceClaims(actor.records, life.session.world.registry).map(writePreference)
  return { profile: { ...life.profile, preferences }, habits: life.habits, events: life.events, history: actor.records, dropped }
}

/** One user, their habits and their weeks, every record executed through the apps (with an intervention: a counterfactual life). */
export function simulateUser(index: number, options: PopulationOptions, intervention?: Intervention): SimulatedUser {
  const life = beginLife(index, options)
  const actor = newActor(life, life.session, options, index, intervention)
  const dropped: Record<string, number> = {}
  liveDays(life, index, options, actor, dropped, 0, intervention?.until)
  return finish(life, actor, dropped)
}

/**
 * A user simulated once, keeping where each day began, so that a counterfactual life is lived again
 * from the day of its intervention only: the same as `simulateUser` with that intervention, cheaply.
 */
export function userLife(index: number, options: PopulationOptions): UserLife {
  const life = beginLife(index, options)
  const actor = newActor(life, life.session, options, index)
  const dropped: Record<string, number> = {}
  const starts: DayStart[] = []
  liveDays(life, index, options, actor, dropped, 0, undefined, () => starts.push({ session: life.session.snapshot(), actor: actor.mark(), dropped: { ...dropped } }))
  const user = finish(life, actor, dropped)
  return {
    user,
    resimulate(intervention) {
      // The day whose activities made record `index`: the last to begin before it.
      let d = 0
      while (d + 1 < starts.length && starts[d + 1]!.actor.records <= intervention.index) d++
      const start = starts[d]!
      const session = life.session.fork(`${life.profile.id}:counterfactual`)
      session.restore(start.session)
      const again = newActor(life, session, options, index, intervention)
      again.resume(user.history, start.actor)
      const changed = { ...start.dropped }
      liveDays(life, index, options, again, changed, d, intervention.until)
      return { history: again.records, intervened: again.intervened, dropped: changed }
    },
  }
}

export function simulatePopulation(options: PopulationOptions, onUser?: (done: number) => void): SimulatedUser[] {
  const world = options.world ?? createSandboxWorld()
  return Array.from({ length: options.users }, (_, i) => {
    const user = simulateUser(i, { ...options, world })
    onUser?.(i + 1)
    return user
  })
}
