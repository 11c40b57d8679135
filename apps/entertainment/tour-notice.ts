import type { ToolContext } from '../kit/index.ts'
import { lineupOf } from './lineup.ts'
import type { ListingSettings } from './show-listing.ts'
import { wordIn } from './show-search.ts'
import type { ShowType, StageShow } from './show-types.ts'
import { cityName, inSeason, stopAt, tourOf, weekIndex } from './tours.ts'

/**
 * What a ticket app says when a search names a production that has no date near the user: where its
 * tour goes next in the listing window ("Jay Chou is on tour ...: Shanghai 03-14 and 03-15; Chengdu
 * 03-20 to 03-22"), as the app's tour page would. Undefined when the words name no production.
 */
const MOST_STOPS = 4

function stopsOf(ctx: ToolContext, settings: ListingSettings, show: StageShow, days: readonly string[]): string[] {
  const stops: { where: string; dates: string[] }[] = []
  for (const day of days) {
    const month = Number(day.slice(5, 7))
    if (!show.weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay()) || !inSeason(show.season, month)) continue
    const stop = stopAt(ctx.worldSeed, show, weekIndex(day))
    // A stop in a city the app sells counts only where the week's lineup found it a venue.
    const where = stop.elsewhere ?? (stop.city && [...lineupOf(ctx, settings.catalogue, stop.city, day).values()].includes(show) ? cityName(stop.city) : undefined)
    if (!where) continue
    const last = stops[stops.length - 1]
    if (last?.where === where) last.dates.push(day.slice(5))
    else stops.push({ where, dates: [day.slice(5)] })
  }
  // A run reads as its first and last date: 'Beijing 03-10 to 03-29'.
  return stops.slice(0, MOST_STOPS).map((s) => `${s.where} ${s.dates.length > 2 ? `${s.dates[0]} to ${s.dates[s.dates.length - 1]}` : s.dates.join(' and ')}`)
}

export function tourNotice(ctx: ToolContext, settings: ListingSettings, type: ShowType, words: readonly string[], city: string, days: readonly string[]): string | undefined {
  const text = settings.catalogue.searchText
  const show = settings.catalogue.stageShows.find((s) => s.type === type && words.every((w) => wordIn(w, text.get(s.id)!)))
  if (!show) return undefined
  return ctx.memo(`tour-notice:${show.id}:${city}:${days[0]}:${days.length}`, () => {
    const home = tourOf(show).home
    const stops = stopsOf(ctx, settings, show, days).filter((s) => !s.startsWith(`${cityName(city)} `))
    const lead = home ? `${show.performer} (${show.title}) plays ${cityName(home)} most weeks` : `${show.performer} is on tour (${show.title})`
    return stops.length > 0 ? `${lead}; next dates: ${stops.join('; ')}.` : `${lead}; no dates in the coming ${days.length} days.`
  })
}
