import type { z } from 'zod'
import type { Tool } from '../../../apps/kit/index.ts'
import { phrasingFor, sayer, type ToolPhrasing } from '../../../scenarios/queries/index.ts'
import { defaultLexicon } from '../../../scenarios/queries/lexicon/index.ts'
import { combinedValues, type Choices } from './said-combines.ts'
import { cueIn, cuesFor, NOT_A_VALUE, wordsPattern } from './said-cues.ts'
import { saidOption, saidOptionList } from './said-options.ts'
import { saidParcel } from './said-parcel.ts'
import { saidCuedNumber, saidNumbers, saidSpan, unsay } from './said-spans.ts'
import { baseKind, fieldsOf, itemOptionsOf, optionsOf, suggestedValues } from './schema-kind.ts'

/** Whether a parameter's value is a place: its own cue words end the other places' values. */
const PLACE = /location|address|place|station|^from$|^to$|origin|destination|^start$|^end$/i
// Words that start another place of the trip, whatever the tool: a place ends before them.
const PLACE_ENDS = ['to', 'from', 'near', 'around', 'via', 'going to', 'and going to']
// Words that end a short value (a search, a name), not a free text such as a title: "Cantonese within 2 km".
const SHORT_ENDS = ['within', 'for me', 'for us', 'back home', 'going for', 'whichever', 'sorted', 'near', 'around']
const FREE_TEXT = /title|note|name|reason|description|content|text|message|comment/i
// A clock time after "at" is when, not where: "at 8 pm".
const CLOCK = /^\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|^\d{1,2}:\d\d\b|^(?:noon|midnight)\b/i
// Ids and codes are one token with a digit ("G4930", "ord_0002"); other words after an id's cue are no id.
const CODE_PARAM = /(?:Id|Number|Code)$/
const CODE = /^[\w-]*\d[\w-]*$/
// A place starts with a name, a number or a label's words ("home", "my office", "the mall").
const PLACE_START = /^(?:[A-Z0-9"“]|home\b|(?:my|the|our)\s+[a-z])/

/** The words that end a free value of `param`: other parameters' cue words, comma-led ones (", with STO Express") for any value, any for a place ("from home to ..."). */
function endsOf(phrasing: ToolPhrasing, param: string): string[] {
  const place = PLACE.test(param)
  const cued = Object.keys(phrasing.params)
    .filter((p) => p !== param)
    .flatMap((p) => (phrasing.params[p] ?? []).filter((t) => place || /^\s*[,(]/.test(t)).map((t) => cueIn(t, p)?.before ?? ''))
  return [...cued, ...(place ? PLACE_ENDS : []), ...(FREE_TEXT.test(param) ? [] : SHORT_ENDS)]
}

/** Whether words after a cue can be a value of `param` at all: no pronoun or clock time, a place's shape, an id's shape. */
function acceptable(param: string, words: string): boolean {
  if (NOT_A_VALUE.test(words) || CLOCK.test(words)) return false
  if (PLACE.test(param) ? !PLACE_START.test(words) : /^the\b/i.test(words)) return false
  return !CODE_PARAM.test(param) || CODE.test(words)
}

/** Where the text holds a stretch of two or more fixed words of one of the tool's requests. */
function askedRanges(phrasing: ToolPhrasing, text: string): [number, number][] {
  const stretches = [...phrasing.intents, ...(phrasing.usual ?? [])].flatMap((i) => i.split(/\{\w+\}/)).map((s) => s.replace(/^[\s,.?!]+|[\s,.?!]+$/g, ''))
  const out: [number, number][] = []
  for (const s of new Set(stretches)) {
    if (s.split(/\s+/).length < 2) continue
    const m = new RegExp(wordsPattern(s), 'iu').exec(text)
    if (m) out.push([m.index, m.index + m[0].length])
  }
  return out
}

/** What the lexicon read: whether it has the tool, which parameters it has cue words for, the values found. */
export interface LexiconReading {
  phrased: boolean
  cued: Set<string>
  values: Map<string, unknown>
}

/**
 * The values a request says in the ways the lexicon says them, for one tool on one app: options
 * by their natural names, numbers by their cue words, free text between cue words. `known` gives
 * each parameter's values from the history (a label such as "office" is said "my office"); `dates`
 * the days the request says.
 */
export function lexiconValues(tool: Tool, appId: string, text: string, now: number, known: (param: string) => unknown[], dates: readonly string[] = []): LexiconReading {
  const out = new Map<string, unknown>()
  const phrasing = phrasingFor(defaultLexicon, appId, tool.name)
  if (!phrasing) return { phrased: false, cued: new Set(), values: out }
  const say = sayer(now)
  const shape = tool.input.shape as Record<string, z.ZodType>
  // The order the lexicon says them in: the intents' slots first, then its phrases in sentence order.
  const inIntents = Object.keys(shape).filter((p) => phrasing.intents.some((i) => i.includes(`{${p}}`)))
  const order = [...new Set([...inIntents, ...Object.keys(phrasing.params), ...Object.keys(shape)])].filter((p) => p in shape)
  // The words of a way of asking are no value: "What's on my to-do list" names no list.
  const taken: [number, number][] = askedRanges(phrasing, text)
  const numbers = [...new Set([...saidNumbers(text), ...Array.from({ length: 12 }, (_, i) => i + 1)])]
  // Small counts and the numbers said, the options, and for free text the user's own values and the description's examples.
  const choices = (param: string): Choices => {
    const schema = shape[param]
    const options = optionsOf(tool, param)
    if (options) return { values: options, free: false }
    // A day in a phrase ("today's sports news") is one of the days the request says; a time is read on its own.
    if (/date/i.test(param) && !/time/i.test(param)) return { values: dates, free: false }
    if (/time/i.test(param)) return { values: [], free: false }
    if (schema && baseKind(schema) === 'number') return { values: numbers, free: false }
    if (schema && baseKind(schema) === 'string') return { values: [...new Set([...known(param).slice(0, 12), ...suggestedValues(tool, param).slice(0, 12)])], free: true }
    return { values: [], free: false }
  }
  // Days and times are read on their own (said-dates.ts), whatever phrase holds them.
  for (const [param, value] of combinedValues(phrasing, text, say, choices)) if (!/date|time/i.test(param)) out.set(param, value)
  for (const param of order) {
    if (out.has(param)) continue
    const schema = shape[param]!
    const kind = baseKind(schema)
    const options = optionsOf(tool, param)
    const items = itemOptionsOf(tool, param)
    if (items) {
      const list = saidOptionList(phrasing, param, items, text, say)
      if (list) out.set(param, list)
    } else if (options) {
      const option = saidOption(phrasing, param, options, text, say)
      if (option !== undefined) out.set(param, option)
    } else if (kind === 'number') {
      // A number as the lexicon says it ("two more lessons", "40 minutes"), else after its cue words.
      const n = (saidOption(phrasing, param, saidNumbers(text), text, say) as number | undefined) ?? saidCuedNumber(phrasing, param, text)
      if (n !== undefined) out.set(param, n)
    } else if (fieldsOf(tool, param).includes('weight')) {
      const parcel = saidParcel(text, fieldsOf(tool, param))
      if (parcel) out.set(param, parcel)
    } else if (kind === 'string' && !/date|time/i.test(param)) {
      const span = saidSpan(phrasing, param, text, { ends: endsOf(phrasing, param), taken, accept: (words) => acceptable(param, words) })
      if (!span) continue
      taken.push([span.at, span.at + span.words.length])
      const value = unsay(phrasing, param, span.words, say, known(param))
      if (value !== undefined) out.set(param, value)
    }
  }
  return { phrased: true, cued: new Set(Object.keys(shape).filter((p) => cuesFor(phrasing, p).length)), values: out }
}
