import type { z } from 'zod'
import { inputJsonSchema, isOptional, type Tool } from '../../../apps/kit/index.ts'
import type { ShownCall } from '../agent.ts'
import { outcomeValues, pastItems, pastValues, roleValues } from './said-history.ts'
import { saidItems } from './said-items.ts'
import { optionSaid, saidFlag, saidOptionList } from './said-options.ts'
import { saidParcel } from './said-parcel.ts'
import { placeFor, placeRole } from './said-places.ts'
import { saidValue, SEARCH_PARAM, type Reading } from './said-values.ts'
import { baseKind, fieldsOf, itemOptionsOf, optionsOf, suggestedValues } from './schema-kind.ts'
import { mentions, tokens } from './words.ts'

/*
 * The values a request states, parameter by parameter: options of the schema by their words,
 * values the history or the schema knows that the request mentions, places by role, days, times,
 * numbers by unit, a parcel, an item. Each saying fills one value.
 */

const DAY_WORD = /^(?:today|tonight|tomorrow|yesterday)$/i
// Free texts say many things at once: a title that names a place does not unsay the place.
const FREE_TEXT = /title|note|reason|description|content|text|message|comment/i
const DAY_EXAMPLE = /^(?:today|tonight|tomorrow|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i
const DAY_SAID = /\b(?:today|tonight|tomorrow|yesterday)\b/i

/** A phrase less the words at its ends that only repeat the tool's name ("JJ Lin songs" on searchSongs). */
function withoutToolWords(phrase: string, toolName: ReadonlySet<string>): string {
  const words = phrase.split(/\s+/)
  const tool = (w: string) => tokens(w).length === 1 && toolName.has(tokens(w)[0]!)
  while (words.length > 1 && tool(words.at(-1)!)) words.pop()
  while (words.length > 1 && tool(words[0]!)) words.shift()
  return words.join(' ')
}

/** The parameters' descriptions, from the tool's schema. */
function descriptions(tool: Tool): Record<string, string> {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { description?: string }> }).properties ?? {}
  return Object.fromEntries(Object.entries(props).map(([p, s]) => [p, s.description ?? '']))
}

/**
 * A free string the request says: the reading of its wording (a place by its role, a day, a search
 * phrase, a labelled quote), or a value the history or the schema knows that the request mentions
 * (the longest). A place's role decides between places; otherwise the known value wins unless the
 * words read hold it and say more ("Korean fried chicken" over "Korean").
 */
function saidString(param: string, read: unknown, known: readonly unknown[], own: readonly unknown[], r: Reading, places: readonly string[]): unknown {
  const role = placeRole(param)
  // A place the query gives another role ("to Beijing South Railway Station") is not this place, and
  // no place is anything else ("sent home" is no search); a day word says when ("today's news"), it
  // is no value unless the user gave it this parameter before.
  const otherRoles = (role ? Object.values(r.places).filter((p) => p !== placeFor(role, r.places)) : [...Object.values(r.places), ...places]).filter((p): p is string => !!p)
  const said = known
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .filter((v) => mentions(r.text, String(v)) && !(DAY_WORD.test(String(v)) && !own.includes(v)) && !otherRoles.some((p) => mentions(p, String(v))))
    .sort((a, b) => String(b).length - String(a).length)[0]
  const fuller = typeof read === 'string' && said !== undefined && read.length > String(said).length && mentions(read, String(said))
  return (role && read !== undefined) || fuller ? read : (said ?? read)
}

/** Where the user's places come from: the labels the history and the profile use, and home as spelled. */
export interface KnownPlaces {
  labels: readonly string[]
  home: string | undefined
}

/** The values the request states for the tool's parameters (`params`: the non-environmental ones). */
export function statedArguments(tool: Tool, params: readonly [string, z.ZodType][], reading: Reading, history: readonly ShownCall[], places: KnownPlaces): Map<string, unknown> {
  const { labels, home } = places
  const shape = tool.input.shape as Record<string, z.ZodType>
  const about = descriptions(tool)
  const text = reading.text
  const verb = tokens(tool.name)[0] ?? ''
  const searchless = !params.some(([param]) => SEARCH_PARAM.test(param))
  const toolName = new Set(tokens(tool.name))
  const fromQuery = new Map<string, unknown>()
  // The words that said an option, where they are not the option itself ("women's" for female).
  const saidAs = new Map<string, string>()
  for (const [param, schema] of params) {
    const description = about[param] ?? ''
    // A list's items: the schema's, and those the user listed before ("foam_roller").
    const items = [...new Set([...(itemOptionsOf(tool, param) ?? []), ...pastItems(history, tool.name, param)])]
    const options = optionsOf(tool, param)
    let value: unknown
    if (items.length) value = saidOptionList(items, text, description)
    else if (options && options.includes(true)) value = saidFlag(param, text)
    else if (options) {
      const said = optionSaid(options, text, description)
      value = said?.option
      if (said) saidAs.set(param, said.words)
    }
    else if (fieldsOf(tool, param).includes('weight')) value = saidParcel(text, fieldsOf(tool, param))
    else if (baseKind(schema) === 'other') value = saidItems(tool, param, text, history)
    else {
      const read = saidValue(param, schema, shape, reading, description, verb)
      if (baseKind(schema) === 'number') value = read
      else {
        const past = pastValues(history, tool.name, param)
        const own = past.own.map((t) => t.value)
        // Values as the user spells them (this parameter's, a place's in any role, home as "Home"),
        // the examples the schema gives, and what earlier outcomes named.
        const examples = suggestedValues(tool, param)
        // A parameter whose examples include a day ("may include a day ('tomorrow')") takes the day said.
        const dayWord = !/date|time/i.test(param) && examples.some((v) => DAY_EXAMPLE.test(v)) ? DAY_SAID.exec(text)?.[0]?.toLowerCase() : undefined
        // A value that only repeats the tool's name ("reminders" for the reminders) names nothing.
        const known = [...new Set([...own, ...past.any.map((t) => t.value), ...roleValues(history, param), ...(placeRole(param) ? [...labels, home ?? 'Home'] : []), ...examples, ...outcomeValues(history, param)])].filter((v) => typeof v !== 'string' || !tokens(v).every((w) => toolName.has(w)))
        value = saidString(param, read, known, own, reading, [...labels, home ?? 'Home']) ?? dayWord
        // A search says what, not which tool: "JJ Lin songs" searches songs for "JJ Lin".
        if (typeof value === 'string' && SEARCH_PARAM.test(param)) value = withoutToolWords(value, toolName)
        // A tool with no search takes what the request is about as its one free thing ("60 minutes of pilates").
        if (value === undefined && searchless && !isOptional(schema) && !placeRole(param) && !/date|time|Id$|Number$|Code$/i.test(param)) value = reading.search
      }
    }
    if (value !== undefined) fromQuery.set(param, value)
  }
  // Words say one value: an optional value inside another's ("Sichuan" in the search "Sichuan") is that one's.
  for (const [param, schema] of params) {
    const v = saidAs.get(param) ?? fromQuery.get(param)
    if (!isOptional(schema) || typeof v !== 'string') continue
    if ([...fromQuery].some(([p, w]) => p !== param && !FREE_TEXT.test(p) && typeof w === 'string' && w.length >= v.length && mentions(w, v) && !(w.length === v.length && isOptional(shape[p]!)))) fromQuery.delete(param)
  }
  return fromQuery
}
