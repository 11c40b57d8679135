import { allPlaces } from '../../world/places/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { allOk, okData, undone } from './recall.ts'
import { awayOn, mapsApp } from './shared.ts'

/**
 * The map's favourites, kept the way people keep them: a place in town the person has been taken
 * or ridden to on two different days is saved under its name; on a day off the favourites are
 * looked over and the distance to one checked before setting out; on a workday morning now and
 * then the drive to the office against the metro.
 */

/** Names of the home city's places a ride or a bike took the person to (rides not called off), with the days. */
function visits(actor: Actor): Map<string, Set<string>> {
  const city = new Set(allPlaces.filter((p) => p.city === actor.user.city).map((p) => p.name))
  const out = new Map<string, Set<string>>()
  const add = (name: unknown, ts: string) => {
    if (typeof name !== 'string' || !city.has(name)) return
    out.set(name, (out.get(name) ?? new Set()).add(ts.slice(0, 10)))
  }
  for (const r of actor.records) {
    if (!r.outcome?.ok) continue
    if (r.tool === 'bookTaxi' && !undone(actor, 'cancelRide', 'rideId', okData(r).rideId)) add(r.args.dropoffLocation, r.ts)
    if (r.tool === 'endBikeRide') add(r.args.location, r.ts)
  }
  return out
}

/** The favourites saved on the map app and not deleted. */
const favourites = (actor: Actor) => {
  const app = mapsApp(actor.user)
  return allOk(actor, app, 'saveFavoritePlace').filter((r) => !undone(actor, 'deleteFavoritePlace', 'favoriteId', okData(r).favoriteId))
}

/** A place in town been to on two days and not saved yet: saved under its own name. */
function saveTwiceVisited(actor: Actor): void {
  const saved = new Set(favourites(actor).map((r) => String(r.args.location)))
  const twice = [...visits(actor)].find(([name, days]) => days.size >= 2 && !saved.has(name))
  if (!twice) return
  const [name, days] = twice
  actor.call(mapsApp(actor.user), 'saveFavoritePlace', { name, location: name, note: `Been here ${days.size} times` }, ['ctx:maps', 'follow-up'])
}

/** A day off: the favourites looked over, and how far one of them is by the usual way of getting about. */
function howFar(actor: Actor): void {
  const app = mapsApp(actor.user)
  const asked = new Set(actor.records.filter((r) => r.tool === 'getDistance').map((r) => String(r.args.endLocation)))
  // A distance once looked up is known: only a favourite not asked about yet is worth the look.
  const mine = favourites(actor).filter((r) => !/hotel|where i stay/i.test(String(r.args.name)) && !asked.has(String(r.args.name)))
  if (mine.length === 0) return
  const tags = ['ctx:maps', 'routine']
  // The list is opened again only when something was saved since the last look at it.
  const listed = actor.records.filter((r) => r.tool === 'listFavoritePlaces').at(-1)
  const savedSince = actor.records.some((r) => r.tool === 'saveFavoritePlace' && (!listed || r.ts > listed.ts))
  if (savedSince && actor.rng.chance(0.4)) actor.call(app, 'listFavoritePlaces', {}, tags)
  const fav = actor.rng.pick(mine)
  const mode = actor.user.incomeLevel === '>50k' ? 'driving' : actor.rng.pick(['transit', 'transit', 'walking'])
  actor.later(1, 2).call(app, 'getDistance', { startLocation: 'Home', endLocation: String(fav.args.name), transportMode: mode }, tags)
}

/** A workday morning: the drive to the office against the metro, before deciding how to go. */
function officeDistance(actor: Actor): void {
  const app = mapsApp(actor.user)
  const mode = actor.rng.pick(['driving', 'transit'])
  actor.call(app, 'getDistance', { startLocation: 'Home', endLocation: 'office', transportMode: mode }, ['ctx:maps', 'routine'])
}

export const mapFavourites: Planner = ({ day, profile, events, rng }) => {
  const out: Activity[] = []
  if (awayOn(events, day.index)) return out
  if (rng.chance(0.25)) out.push({ at: day.time(21, rng.int(5, 55)), name: 'maps-save-favourite', run: saveTwiceVisited })
  if (day.dayOff && rng.chance(0.15)) out.push({ at: day.time(rng.pick([9, 13]), rng.int(0, 50)), name: 'maps-how-far', run: howFar })
  if (!day.dayOff && profile.places.office && rng.chance(0.03)) out.push({ at: day.time(7, rng.int(10, 40)), name: 'maps-office-distance', run: officeDistance })
  return out
}
