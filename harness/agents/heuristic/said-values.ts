import type { z } from 'zod'
import { saidDates, saidTimes } from './said-dates.ts'
import { saidNumber } from './said-numbers.ts'
import { labelledValue, saidCode, searchPhrase, valueNamedBy, withoutApp } from './said-phrases.ts'
import { placeFor, placeRole, saidPlaces, type SaidPlaces } from './said-places.ts'
import { baseKind } from './schema-kind.ts'

const DATE_PARAM = /date/i
const TIME_PARAM = /^time$|time$/i
const SEARCH_PARAM = /^(?:searchQuery|query|keyword|keywords|search|topic)$/i

/** What a request says, read once per case and shared by every parameter of the chosen tool. */
export interface Reading {
  text: string
  dates: string[]
  times: string[]
  places: SaidPlaces
  search: string | undefined
  now: boolean
}

/**
 * Reads the request: its days and times, its places by role, its search phrase. `appNames` are
 * the chosen app's names (taken out first); `labels` are the saved places the history shows.
 */
export function readRequest(query: string, appNames: readonly string[], labels: readonly string[], now: number): Reading {
  const text = withoutApp(query, appNames)
  return {
    text,
    dates: saidDates(text, now),
    times: saidTimes(text),
    places: saidPlaces(text, labels),
    search: searchPhrase(text),
    now: /\b(?:right )?now\b/i.test(text),
  }
}

/** The date-like parameters, in the order the request's days fill them (check-in before check-out). */
function dateParams(shape: Record<string, z.ZodType>, said: number): string[] {
  const names = Object.keys(shape).filter((p) => DATE_PARAM.test(p) && !TIME_PARAM.test(p))
  // Two days said and a start and an end to fill: a bare "date" is the odd one out.
  return said >= 2 && names.length > 2 ? names.filter((p) => !/^date$/i.test(p)) : names
}

/**
 * The value the request gives a parameter, or undefined: a place by its role, a day by its order,
 * a time (with the day when the tool has no day of its own), a number by its unit, a labelled
 * quote, or the search phrase; with `byName`, a value named by the parameter's word ("my Birthdays list").
 */
export function saidValue(param: string, schema: z.ZodType, shape: Record<string, z.ZodType>, r: Reading, byName = true): unknown {
  const kind = baseKind(schema)
  if (kind === 'number') return saidNumber(r.text, param)
  if (kind !== 'string') return undefined
  const role = placeRole(param)
  if (role) return placeFor(role, r.places)
  if (DATE_PARAM.test(param) && !TIME_PARAM.test(param)) {
    const i = dateParams(shape, r.dates.length).indexOf(param)
    return i >= 0 ? r.dates[i] : undefined
  }
  if (TIME_PARAM.test(param)) {
    const hasDay = Object.keys(shape).some((p) => DATE_PARAM.test(p) && !TIME_PARAM.test(p))
    const time = r.times[0] ?? (r.now ? 'now' : undefined)
    const day = hasDay ? undefined : r.dates[0]
    if (day && r.times[0]) return `${day} ${r.times[0]}`
    return day ?? time
  }
  const labelled = labelledValue(r.text, param)
  if (labelled !== undefined) return labelled
  if (SEARCH_PARAM.test(param)) return r.search
  if (/(?:Number|Id)$/.test(param)) return saidCode(r.text)
  return byName ? valueNamedBy(r.text, param) : undefined
}
