import type { z } from 'zod'
import type { Tool } from '../../../apps/kit/index.ts'
import { phrasingFor, sayer } from '../../../scenarios/queries/index.ts'
import { defaultLexicon } from '../../../scenarios/queries/lexicon/index.ts'
import { cueIn } from './said-cues.ts'
import { saidOption } from './said-options.ts'
import { saidCuedNumber, saidSpan, unsay } from './said-spans.ts'
import { baseKind, optionsOf } from './schema-kind.ts'

/** Whether a parameter's value is a place: its own cue words end the other places' values. */
const PLACE = /location|address|place|station|^from$|^to$|origin|destination|^start$|^end$/i
// Words that start another place of the trip, whatever the tool: a place ends before them.
const PLACE_ENDS = ['to', 'from', 'near', 'around', 'via', 'going to', 'and going to']
// Words that end a short value (a search, a name), not a free text such as a title: "Cantonese within 2 km".
const SHORT_ENDS = ['within', 'for me', 'for us', 'back home', 'going for', 'whichever', 'sorted', 'near', 'around']
const FREE_TEXT = /title|note|name|reason|description|content|text|message|comment/i
// Ids and codes are one token with a digit ("G4930", "ord_0002"); other words after an id's cue are no id.
const CODE_PARAM = /(?:Id|Number|Code)$/
const CODE = /^[\w-]*\d[\w-]*$/
// A place starts with a name, a number or a label's words ("home", "my office", "the mall").
const PLACE_START = /^(?:[A-Z0-9"“]|home\b|(?:my|the|our)\s+[a-z])/
// Words that start a mention of something, not a value: "for me", "some music", "I placed", "my usual".
const NOT_A_VALUE = /^(?:I|me|my|some|something|anything|it|that|this|for|from|a|an|one|your|our|what|which)\b|\bI\b/i

/**
 * The values a request says in the ways the lexicon says them, for one tool on one app: options
 * by their natural names, numbers by their cue words, free text between cue words. `known` gives
 * each parameter's values from the history (a label such as "office" is said "my office").
 */
export function lexiconValues(tool: Tool, appId: string, text: string, now: number, known: (param: string) => unknown[]): Map<string, unknown> {
  const out = new Map<string, unknown>()
  const phrasing = phrasingFor(defaultLexicon, appId, tool.name)
  if (!phrasing) return out
  const say = sayer(now)
  const shape = tool.input.shape as Record<string, z.ZodType>
  // The order the lexicon says them in: the intents' slots first, then its phrases in sentence order.
  const inIntents = Object.keys(shape).filter((p) => phrasing.intents.some((i) => i.includes(`{${p}}`)))
  const order = [...new Set([...inIntents, ...Object.keys(phrasing.params), ...Object.keys(shape)])].filter((p) => p in shape)
  const taken: [number, number][] = []
  for (const param of order) {
    const schema = shape[param]!
    const kind = baseKind(schema)
    const options = optionsOf(tool, param)
    if (options) {
      const option = saidOption(phrasing, param, options, text, say)
      if (option !== undefined) out.set(param, option)
    } else if (kind === 'number') {
      const n = saidCuedNumber(phrasing, param, text)
      if (n !== undefined) out.set(param, n)
    } else if (kind === 'string' && !/date|time/i.test(param)) {
      const place = PLACE.test(param)
      // Other parameters' cue words end this value: comma-led ones (", with STO Express") always, any for a place ("from home to ...").
      const ends = Object.keys(phrasing.params)
        .filter((p) => p !== param)
        .flatMap((p) => (phrasing.params[p] ?? []).filter((t) => place || /^\s*[,(]/.test(t)).map((t) => cueIn(t, p)?.before ?? ''))
      const more = [...(place ? PLACE_ENDS : []), ...(FREE_TEXT.test(param) ? [] : SHORT_ENDS)]
      const accept = (words: string) =>
        !NOT_A_VALUE.test(words) && (place ? PLACE_START.test(words) : !/^the\b/i.test(words)) && (!CODE_PARAM.test(param) || CODE.test(words))
      const span = saidSpan(phrasing, param, text, { ends: [...ends, ...more], taken, accept })
      if (!span) continue
      taken.push([span.at, span.at + span.words.length])
      const value = unsay(phrasing, param, span.words, say, known(param))
      if (value !== undefined) out.set(param, value)
    }
  }
  return out
}
