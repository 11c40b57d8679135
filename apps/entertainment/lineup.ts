import { hashString, type Place, type ToolContext } from '../kit/index.ts'
import type { Catalogue } from './schedule.ts'
import type { Stage, StageShow } from './show-types.ts'
import { inSeason, mondayOf, openAirOpen, stopAt, tourOf, weekIndex } from './tours.ts'
import { stageOf } from './venues.ts'

/**
 * What every stage of a city puts on in a week: each show whose tour stops in the city that week
 * gets one venue that can stage it, and a venue hosts one production a week. Residents keep their
 * own venue (dark when they are away); a stop of several weeks keeps its venue throughout.
 */
const OPEN_AIR: ReadonlySet<Stage> = new Set(['stadium', 'open_air'])

/** The month (1-12) of a week's Thursday: the month its seasons are read in. */
const monthOf = (week: number): number => new Date(Date.parse(mondayOf(week)) + 3 * 86_400_000).getUTCMonth() + 1

/** Residents with their own venue first, then long stops, then residents, then the most popular. */
function priority(show: StageShow): number[] {
  const t = tourOf(show)
  return [t.home && t.venue ? 0 : 1, -t.stopWeeks, t.home ? 0 : 1, -show.popularity]
}

function byPriority(a: StageShow, b: StageShow): number {
  const x = priority(a)
  const y = priority(b)
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Shows in the order the plan seats them, computed once per show list. */
const ordered = new WeakMap<readonly StageShow[], readonly StageShow[]>()

export function weekLineup(worldSeed: string, city: string, week: number, shows: readonly StageShow[], venues: readonly Place[]): ReadonlyMap<string, StageShow> {
  let list = ordered.get(shows)
  if (!list) ordered.set(shows, (list = [...shows].sort(byPriority)))
  const month = monthOf(week)
  const stages = new Map(venues.map((v) => [v.id, stageOf(v)]))
  // A company's own theatre or a club's ground hosts nobody else, even when its owner is away.
  const owned = new Set<string>()
  for (const show of list) {
    const t = tourOf(show)
    if (t.home === city && t.venue) for (const v of venues) if (v.name === t.venue) owned.add(v.id)
  }
  const lineup = new Map<string, StageShow>()
  for (const show of list) {
    const stop = stopAt(worldSeed, show, week)
    if (stop.city !== city || !inSeason(show.season, month)) continue
    const home = tourOf(show).venue
    const fits = venues.filter((v) => {
      const stage = stages.get(v.id)
      if (!stage || !show.stages.includes(stage) || lineup.has(v.id)) return false
      // Football plays through the cold; a stadium gig or a festival lawn does not.
      if (OPEN_AIR.has(stage) && show.type !== 'sports' && !openAirOpen(city, month)) return false
      return home ? v.name === home || !owned.has(v.id) : !owned.has(v.id)
    })
    if (fits.length === 0) continue
    const mine = fits.find((v) => v.name === home)
    const pick = mine ?? fits.reduce((best, v) => (score(worldSeed, show, stop.run, v) < score(worldSeed, show, stop.run, best) ? v : best))
    lineup.set(pick.id, show)
  }
  return lineup
}

/** A venue's draw for a stop: the same for every week of the stop. */
const score = (worldSeed: string, show: StageShow, run: string, v: Place): number => hashString(`${worldSeed}:venue:${show.id}:${run}:${v.id}`)

const STAGE_KINDS = ['theater', 'stadium', 'landmark', 'park'] as const

/** Every venue of a city with a stage, by id: what a week's lineup is planned over. */
function stageVenues(ctx: ToolContext, city: string): readonly Place[] {
  return ctx.memo(`stage-venues:${city}`, () => {
    const centre = ctx.places.resolve(city)
    return STAGE_KINDS.flatMap((k) => ctx.places.near(centre, k, 400))
      .filter((p) => p.city === city && stageOf(p) !== undefined)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
  })
}

/** Which production each stage of a city puts on in the week of a day: static, memoized per (city, week). */
export function lineupOf(ctx: ToolContext, catalogue: Catalogue, city: string, date: string): ReadonlyMap<string, StageShow> {
  const week = weekIndex(date)
  return ctx.memo(`lineup:${city}:${week}`, () => weekLineup(ctx.worldSeed, city, week, catalogue.tourShows, stageVenues(ctx, city)))
}
