import { createRng, hashString } from '../kit/index.ts'
import type { StageShow, TourSpec } from './show-types.ts'

/**
 * Where a production is in a given week: static world data, a pure function of the world seed and
 * the show (never of the app, so every app that sells a tour lists the same dates). A touring act
 * works through rounds of stops, every city the apps sell once per round in a shuffled order, with
 * stops in other cities and weeks off between; a resident company stays home but for a week or two.
 */

/** Cities with venues the apps sell; a tour's other stops are named, not sold here. */
export const TOUR_CITIES: readonly string[] = ['beijing', 'shanghai', 'hangzhou', 'shenzhen']
const CITY_NAMES: Readonly<Record<string, string>> = { beijing: 'Beijing', shanghai: 'Shanghai', hangzhou: 'Hangzhou', shenzhen: 'Shenzhen' }
const DOMESTIC = ['Guangzhou', 'Chengdu', 'Wuhan', 'Nanjing', "Xi'an", 'Chongqing', 'Changsha', 'Tianjin', 'Suzhou', 'Xiamen', 'Zhengzhou', 'Qingdao', 'Shenyang', 'Hefei']
const ABROAD = ['Hong Kong', 'Macau', 'Taipei', 'Singapore', 'Kuala Lumpur', 'Bangkok', 'Tokyo', 'Sydney', 'London', 'Los Angeles']

export const cityName = (id: string): string => CITY_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1)

/** Where a show is in a week: a city the apps sell (`city`), another city (`elsewhere`), or resting. */
export interface Stop {
  city?: string
  elsewhere?: string
  /** Same for every week of one stop: the venue chosen for a stop stays for all its weeks. */
  run: string
}

const DAY_MS = 86_400_000
/** Weeks are counted from a Monday. */
const EPOCH = Date.parse('2024-01-01')

/** Weeks since the epoch of a local day ('YYYY-MM-DD'). */
export const weekIndex = (date: string): number => Math.floor((Date.parse(date) - EPOCH) / (7 * DAY_MS))

/** The Monday of week `w` ('YYYY-MM-DD'). */
export const mondayOf = (w: number): string => new Date(EPOCH + w * 7 * DAY_MS).toISOString().slice(0, 10)

/** A show's tour with the defaults of its kind filled in. */
export function tourOf(show: StageShow): Required<Pick<TourSpec, 'stopWeeks' | 'elsewhere' | 'rest' | 'away' | 'round'>> & TourSpec {
  const t = show.tour ?? {}
  const big = show.stages.includes('stadium') || show.stages.includes('arena')
  const base =
    show.type === 'sports'
      ? { home: show.cities?.[0], away: 1, round: 2 }
      : show.type === 'exhibition'
        ? { stopWeeks: 10, elsewhere: 1, rest: 0 }
        : show.type === 'festival'
          ? { stopWeeks: 1, elsewhere: 5, rest: 2 }
          : show.type === 'concert' && big
            ? { stopWeeks: 1, elsewhere: 8, rest: 3 }
            : show.type === 'musical'
              ? { stopWeeks: 2, elsewhere: 2, rest: 1 }
              : { stopWeeks: 1, elsewhere: 3, rest: 1 }
  return { stopWeeks: 1, elsewhere: 0, rest: 0, away: 1, round: 4, ...base, ...t }
}

/** The show's stop in week `w`. */
export function stopAt(worldSeed: string, show: StageShow, w: number): Stop {
  const t = tourOf(show)
  if (t.home) {
    const phase = (w + (hashString(`${worldSeed}:resident:${show.id}`) % t.round)) % t.round
    return phase < t.away ? { run: `away:${w}` } : { city: t.home, run: 'home' }
  }
  const cities = show.cities ?? TOUR_CITIES
  const stops = [...cities, ...Array<string>(t.elsewhere).fill('~'), ...Array<string>(t.rest).fill('')]
  const length = stops.length * t.stopWeeks
  const shifted = w + (hashString(`${worldSeed}:tour-phase:${show.id}`) % length)
  const round = Math.floor(shifted / length)
  const at = Math.floor((shifted % length) / t.stopWeeks)
  const order = createRng(`${worldSeed}:tour:${show.id}:${round}`).shuffle(stops)
  const stop = order[at]!
  const run = `${round}:${at}`
  if (stop === '') return { run }
  if (stop !== '~') return { city: stop, run }
  const places = t.abroad ? [...DOMESTIC, ...ABROAD] : DOMESTIC
  return { elsewhere: places[hashString(`${worldSeed}:elsewhere:${show.id}:${run}`) % places.length]!, run }
}

/** Whether a month (1-12) falls in a season [first, last]; a pair that wraps spans the new year. */
export const inSeason = (season: readonly [number, number] | undefined, month: number): boolean =>
  !season || (season[0] <= season[1] ? month >= season[0] && month <= season[1] : month >= season[0] || month <= season[1])

/** Open-air stages close for the northern winter: no stadium gig or festival lawn in a Beijing January. */
const WINTER_CLOSED: ReadonlySet<string> = new Set(['beijing'])
export const openAirOpen = (city: string, month: number): boolean => !WINTER_CLOSED.has(city) || (month >= 4 && month <= 10)
