import type { z } from 'zod'
import { saidDays, saidTimes, type SaidDay } from './said-dates.ts'
import { saidNumber } from './said-numbers.ts'
import { labelledValue, namedThing, phraseAt, saidCode, searchPhrase, valueNamedBy, withoutApp } from './said-phrases.ts'
import { placeFor, placeRole, saidPlaces, type SaidPlaces } from './said-places.ts'
import { asideSpan, spanAfter } from './said-spans.ts'
import { baseKind } from './schema-kind.ts'
import { escapeRegExp } from './words.ts'

const DATE_PARAM = /date/i
const TIME_PARAM = /^time$|time$/i
export const SEARCH_PARAM = /^(?:searchQuery|query|keyword|keywords|search|topic)$/i
const TITLE_PARAM = /^(?:title|subject)$/i
const REASON_PARAM = /^(?:reason|note|notes|comment)$/i
// What a reminder is about comes after "remind me about", "don't let me forget to", "a reminder for".
const SUBJECT = /\b(?:remind(?:er)?(?:\s+me)?|forget)\s+(?:about|to|of|for|that)\s+/i
// A subject runs to the day, a time, a note in brackets, a list, or the end of the sentence.
const SUBJECT_ENDS = ['on my', 'in my', 'and add', 'and repeat', 'with the note', 'with a note', 'repeating']

/** A free text as a title is written: its first letter capitalised ("Pay the phone bill"). */
const titled = (s: string | undefined) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

/** What a request says, read once per case and shared by every parameter of the chosen tool. */
export interface Reading {
  text: string
  /** The days said, the next such days and (for a log of what happened) the latest such days. */
  days: SaidDay[]
  pastDays: SaidDay[]
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
    days: saidDays(text, now),
    pastDays: saidDays(text, now, true),
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

// A parameter whose description reads a bare day as the latest such day is about the past (a log).
const PAST_DAY = /latest such day|most recent/i

/**
 * The value the request gives a parameter, or undefined: a place by its role, a day by its order,
 * a time (with the day when the tool has no day of its own), a number by its unit, a labelled
 * quote, or the search phrase; a value named by the parameter's word ("my Birthdays list").
 * `description` is the parameter's own, from the tool's schema; `verb` the first word of the tool's name.
 */
export function saidValue(param: string, schema: z.ZodType, shape: Record<string, z.ZodType>, r: Reading, description = '', verb = ''): unknown {
  const kind = baseKind(schema)
  if (kind === 'number') return saidNumber(r.text, param)
  if (kind !== 'string') return undefined
  const role = placeRole(param)
  if (role) return placeFor(role, r.places)
  const days = PAST_DAY.test(description) ? r.pastDays : r.days
  if (DATE_PARAM.test(param) && !TIME_PARAM.test(param)) {
    const i = dateParams(shape, days.length).indexOf(param)
    return i >= 0 ? days[i]?.day : undefined
  }
  if (TIME_PARAM.test(param)) {
    const hasDay = Object.keys(shape).some((p) => DATE_PARAM.test(p) && !TIME_PARAM.test(p))
    const time = r.times[0] ?? (r.now ? 'now' : undefined)
    // A calendar date says the day more surely than a word such as "tonight" in a title.
    const day = hasDay ? undefined : (days.find((d) => d.explicit) ?? days[0])?.day
    if (day && r.times[0]) return `${day} ${r.times[0]}`
    return day ?? time
  }
  const labelled = labelledValue(r.text, param)
  if (labelled !== undefined) return labelled
  if (TITLE_PARAM.test(param)) return titled(spanAfter(r.text, SUBJECT, SUBJECT_ENDS))
  if (REASON_PARAM.test(param)) return titled(asideSpan(r.text))
  // A search said plainly after the tool's own verb ("Follow winter sports"), or a name ("What songs does Adele have").
  if (SEARCH_PARAM.test(param)) return r.search ?? (verb ? afterVerb(r.text, verb) : undefined) ?? namedThing(r.text)
  if (/(?:Number|Id)$/.test(param)) return saidCode(r.text)
  return valueNamedBy(r.text, param)
}

/** The phrase right after the verb ("follow", "play"), when it is one. */
function afterVerb(text: string, verb: string): string | undefined {
  const m = new RegExp(`\\b${escapeRegExp(verb)}\\s+`, 'i').exec(text)
  return m ? phraseAt(text.slice(m.index + m[0].length)) || undefined : undefined
}
