import { wordsPattern } from './words.ts'

/*
 * Free values run on until something else starts: a day or a time, a bracket, a dash, the end of
 * a sentence, a comma before lower case, or the word that starts the next phrase ("near", "with").
 */

// Where a free value ends: a day or a time, a bracket, a dash, the end of a sentence.
const DAY_OR_TIME = /\s+(?=(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|tomorrow\b|tonight\b|this (?:weekend|evening|morning|afternoon)\b|next week\b|at \d|every\b|just once\b|on weekdays\b|right now\b|after \d|before \d)/i
const CLOSE = /\s*\(|\s+[—–]\s*|\s+-\s+|[?!]|(?<!\b(?:No|St|Mr|Mrs|Dr))\.(?=\s|$)/
// A comma goes on inside a value only before a name ("Hubin South Road, Siming District").
const COMMA_STOP = /,(?!\s*[A-Z])/

// Words that start the next phrase after a value.
const NEXT_PHRASE = ['near', 'around', 'close to', 'within', 'from', 'to', 'at', 'on', 'in', 'with', 'for', 'sorted', 'by', 'via', 'using', 'through', 'under', 'over', 'between', 'after', 'before', 'and', 'paying', 'pay', 'charge', 'whichever', 'going']

/** The earliest match of any pattern in `rest`, or the length of `rest`. */
function firstStop(rest: string, patterns: readonly RegExp[]): number {
  let end = rest.length
  for (const p of patterns) {
    const m = p.exec(rest)
    if (m && m.index < end) end = m.index
  }
  return end
}

/** `words` cut where a value ends (a day, a bracket, a comma before lower case, the next phrase's word). */
function cutSpan(words: string, ends: readonly string[] = NEXT_PHRASE): string {
  const stops = [DAY_OR_TIME, CLOSE, COMMA_STOP, ...ends.map((w) => new RegExp(`[\\s,]+(?=${wordsPattern(w)})`, 'iu'))]
  return words.slice(0, firstStop(words, stops)).trim()
}

/** The value after the first match of `cue` (a quoted text whole, else cut where a value ends), or undefined. */
export function spanAfter(text: string, cue: RegExp, ends?: readonly string[]): string | undefined {
  const m = cue.exec(text)
  if (!m) return undefined
  const rest = text.slice(m.index + m[0].length)
  const quoted = /^\s*["“]([^"”]*)["”]/.exec(rest)
  if (quoted) return quoted[1]!.trim() || undefined
  return cutSpan(rest, ends) || undefined
}

/** The words a request puts aside, in brackets or after a dash: "(booked with the wrong address)", "— will bring it in person". */
export function asideSpan(text: string): string | undefined {
  const bracket = /\(([^()]+)\)\s*[.?!]?\s*$/.exec(text)
  if (bracket) return bracket[1]!.trim()
  const dash = /\s[—–-]\s+([^—–]+?)[.?!]?\s*$/.exec(text)
  return dash?.[1]?.trim()
}
