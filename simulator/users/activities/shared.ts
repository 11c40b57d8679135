import { fromLocal, hashString, toDisplay, type Outcome, type UserProfile } from '../../../apps/kit/index.ts'
import { cities, outlineCityById } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { LifeEvents } from '../life-events.ts'
import type { Activity } from '../activity.ts'

/** Helpers the travel, finance, errands and noise planners share. */

export type Trip = LifeEvents['trips'][number]

/** 'HH:mm' of an instant (China time). */
export const hhmm = (ms: number): string => toDisplay(ms).slice(11, 16)

/** An app's 'YYYY-MM-DD HH:mm' (China time) as epoch ms. */
export const fromDisplay = (text: string): number => fromLocal(+text.slice(0, 4), +text.slice(5, 7), +text.slice(8, 10), +text.slice(11, 13), +text.slice(14, 16))

/**
 * A per-person number that comes out the same on every day it is asked: for schedules a planner must
 * know before the day (the fund's payday, when a check-up is booked). It follows from the person
 * (drawn from the population's stream), so it differs between users and between seeds.
 */
export const stableInt = (profile: UserProfile, key: string, lo: number, hi: number): number => lo + (hashString(`${profile.id}:${profile.name}:${key}`) % (hi - lo + 1))

/** The map app a person uses (most use Amap, some Baidu Maps). */
export const mapsApp = (profile: UserProfile): string => (stableInt(profile, 'maps', 0, 4) < 3 ? 'Amap' : 'Baidu_Maps')

export const cityName = (id: string): string => cities.find((c) => c.id === id)?.name ?? outlineCityById.get(id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1)

/** The user's trips in order, without one that would overlap the trip before it. */
export function tripsOf(events: LifeEvents): Trip[] {
  const out: Trip[] = []
  for (const t of [...events.trips].sort((a, b) => a.day - b.day)) {
    const before = out[out.length - 1]
    if (!before || t.day > before.day + before.nights) out.push(t)
  }
  return out
}

/** The trip the person is on that day (departure day to return day), if any. */
export const awayOn = (events: LifeEvents, day: number): Trip | undefined => tripsOf(events).find((t) => day >= t.day && day <= t.day + t.nights)

/**
 * A call that may fail the way real ones do. Only a conflict (sold out, fully booked, too late) is a
 * realistic failure: anything else is a generator bug and throws. A failure gets `failTag` added.
 */
export function tryCall(actor: Actor, app: string, tool: string, args: Record<string, unknown>, tags: string[], failTag: string): Outcome {
  const outcome = actor.attempt(app, tool, args, tags)
  if (outcome.ok) return outcome
  const record = actor.records[actor.records.length - 1]!
  if (outcome.error.code !== 'conflict') throw new Error(`${app}.${tool} failed unexpectedly: ${outcome.error.code} ${outcome.error.message} args=${JSON.stringify(args)}`)
  record.meta = { ...record.meta, tags: [...tags, failTag] }
  return outcome
}

/**
 * What a call would answer now, tried on a throwaway fork of the session: nothing is recorded and the
 * session is untouched. For planning a realistic failure (a full restaurant) before acting it out.
 */
export function probe(actor: Actor, app: string, tool: string, args: Record<string, unknown>): Outcome {
  const fork = actor.session.fork(`${actor.session.id}:probe`)
  fork.setClock(Math.max(fork.now, actor.now))
  return fork.call(app, tool, args)
}

/** Opening hours as Dianping shows them ('10:30-21:30', '11:00-01:00 (next day)'): whether a table at `minute` can be had. */
export function seatsAtMinute(hours: string, minute: number): boolean {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})/.exec(hours)
  if (!m) return false
  const open = +m[1]! * 60 + +m[2]!
  let close = +m[3]! * 60 + +m[4]!
  if (close <= open) close += 1440
  return minute >= open && minute <= close - 60
}

/**
 * An activity that matters (the Eve's table, the feast, the red packets): when the first try did not
 * fit the day (a film, a workout, a delivery they would miss), it is tried again at `laterAt`.
 */
export function withSecondTry(first: Activity, laterAt: number, done: (actor: Actor) => boolean): Activity[] {
  return [first, { at: laterAt, name: `${first.name}-later`, run: (actor) => void (done(actor) || first.run(actor)) }]
}
