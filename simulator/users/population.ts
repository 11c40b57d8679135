import { createRng, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { createSandboxWorld, openSession, type World } from '../world/index.ts'
import { planners } from './activities/index.ts'
import { Actor } from './actor.ts'
import { calendar, DEFAULT_HISTORY_START } from './calendar.ts'
import { ARCHETYPE_CYCLE, sampleDemographics } from './demographics.ts'
import { deriveHabits, habitsInWeek, type Habits } from './habits.ts'
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

/** The seed every session replaying this user's history uses, so replays reproduce the outcomes. */
export const sessionSeedFor = (seed: string, userId: string) => `${seed}:${userId}`

/** One user, their habits and their weeks, every record executed through the apps. */
export function simulateUser(index: number, options: PopulationOptions): SimulatedUser {
  const rng = createRng(`${options.seed}:user:${index}`)
  const order = createRng(`${options.seed}:archetypes`).shuffle(ARCHETYPE_CYCLE)
  const who = sampleDemographics(order[index % order.length]!, rng)
  const id = `u${String(index + 1).padStart(3, '0')}`
  const saved = chooseSavedPlaces(options.city, who, rng)
  // Preference sentences are written last, from what the history turned out to hold.
  const profile = buildProfile(id, options.city, who, saved, [], rng)
  const habits = deriveHabits(profile, who, options.weeks, rng)
  const start = options.start ?? DEFAULT_HISTORY_START
  const events = drawLifeEvents(profile, options.weeks * 7, rng, start)
  const session = openSession({ world: options.world ?? createSandboxWorld(), user: profile, seed: sessionSeedFor(options.seed, id), start, id })
  const actor = new Actor(session, profile, habits, rng)
  const days = calendar(start, options.weeks)
  const dropped: Record<string, number> = {}
  for (const day of days) if (travellingOn(events, day.index)) actor.whereabouts.excuse(day.date)
  for (const day of days) {
    const weekHabits = habitsInWeek(habits, day.week)
    const activities = planners.flatMap((plan) => plan({ day, profile, habits: weekHabits, events, rng }))
    activities.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    for (const activity of activities) {
      actor.at(activity.at)
      if (!actor.attemptActivity((a) => activity.run(a))) dropped[activity.name] = (dropped[activity.name] ?? 0) + 1
    }
  }
  const preferences = preferenceClaims(actor.records, session.world.registry).map(writePreference)
  return { profile: { ...profile, preferences }, habits, events, history: actor.records, dropped }
}

export function simulatePopulation(options: PopulationOptions, onUser?: (done: number) => void): SimulatedUser[] {
  const world = options.world ?? createSandboxWorld()
  return Array.from({ length: options.users }, (_, i) => {
    const user = simulateUser(i, { ...options, world })
    onUser?.(i + 1)
    return user
  })
}
