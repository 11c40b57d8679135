import { renderValue, type Say, type ToolPhrasing } from '../../../scenarios/queries/index.ts'
import { cuesFor, fold, wordsPattern, type Cue } from './said-cues.ts'

/*
 * Free values read between the lexicon's cue words: `Remind me {title}` reads "about Teahouse at
 * Capital Theater" up to the day; `to {v}` reads an address through its commas up to ", with".
 * The words are turned back into a value by asking the lexicon's renderer which value it would say
 * that way ("about X" is the title X, "the mall" the place "mall").
 */

// Where a free value ends: a day or a time, a bracket, a dash, the end of a sentence.
const DAY_OR_TIME = /\s+(?=(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|tomorrow\b|tonight\b|this (?:weekend|evening|morning|afternoon)\b|at \d|every\b|just once\b|on weekdays\b|right now\b|after \d|before \d)/i
const CLOSE = /\s*\(|\s+[—–]\s*|\s+-\s+|[?!]|(?<!\b(?:No|St|Mr|Mrs|Dr))\.(?=\s|$)/
// A comma goes on inside a value only before a name ("Hubin South Road, Siming District").
const COMMA_STOP = /,(?!\s*[A-Z])/

/** The earliest match of any pattern in `rest`, or the length of `rest`. */
function firstStop(rest: string, patterns: readonly RegExp[]): number {
  let end = rest.length
  for (const p of patterns) {
    const m = p.exec(rest)
    if (m && m.index < end) end = m.index
  }
  return end
}

// Words that start the next phrase after a short value at a phrase's end ("new releases around ...").
const NEXT_PHRASE = ['near', 'around', 'close to', 'within', 'from', 'to', 'at', 'on', 'in', 'with', 'for', 'sorted', 'by', 'via', 'using', 'through', 'under', 'over', 'between', 'after', 'before']

/** `words` cut where a value ends (a day, a bracket, a comma before lower case, the next phrase's word). */
export function cutSpan(words: string, ends: readonly string[] = NEXT_PHRASE): string {
  const stops = [DAY_OR_TIME, CLOSE, COMMA_STOP, ...ends.map((w) => new RegExp(`[\\s,]+(?=${wordsPattern(w)})`, 'iu'))]
  return words.slice(0, firstStop(words, stops)).trim()
}

/** The words after a cue: a quoted text, the words up to the cue's closing words, or up to where a value ends. */
function spanAfter(rest: string, cue: Cue, stops: readonly RegExp[]): string | undefined {
  const quoted = /^["“][^"”]*["”]/.exec(rest)
  if (quoted) return quoted[0]
  if (cue.after) {
    const m = new RegExp(`^(.{1,80}?)\\s*${wordsPattern(cue.after)}`, 'iu').exec(rest)
    return m?.[1]?.replace(/[\s,;:]+$/, '')
  }
  const words = rest.slice(0, firstStop(rest, stops)).trim()
  return words || undefined
}

const LEADS = /^(?:to|about|the|my|a|an|back|for)\s+/i
const QUOTES = /^["“](.*)["”]$/

/** The value the lexicon would say as `words`: a known one first, then the words less a lead word or quotes. */
export function unsay(phrasing: ToolPhrasing, param: string, words: string, say: Say, known: readonly unknown[]): unknown {
  const target = fold(words)
  const says = (v: unknown) => fold(renderValue(phrasing, param, v, say)) === target
  const hit = known.find((k) => (typeof k === 'string' || typeof k === 'number') && says(k))
  if (hit !== undefined) return hit
  const lead = words.replace(LEADS, '')
  const candidates = [words, lead, words.replace(QUOTES, '$1'), lead.replace(QUOTES, '$1')]
  return candidates.find((c) => c.trim() && says(c))
}

/** Where the text quotes something, as [start, end) ranges. */
const quotedRanges = (text: string): [number, number][] => [...text.matchAll(/["“][^"”]*["”]/g)].map((m) => [m.index, m.index + m[0].length])

export interface SpanOptions {
  /** Words of other parameters' cues that end this value ("with", "via"; "to" for a place). */
  ends: readonly string[]
  /** Text already read as another parameter's value: a cue inside it is not this parameter's. */
  taken: readonly [number, number][]
  /** Whether words are a value of the parameter at all ("for me" is not a search). */
  accept: (words: string) => boolean
}

/** The first cue of `slot` the text has (outside taken text), with the words it gives and where they are. */
export function saidSpan(phrasing: ToolPhrasing, slot: string, text: string, opts: SpanOptions): { words: string; at: number } | undefined {
  const ends = opts.ends.filter(Boolean).map((w) => new RegExp(`[\\s,]+(?=${wordsPattern(w)})`, 'iu'))
  const stops = [DAY_OR_TIME, CLOSE, COMMA_STOP, ...ends]
  let first: { words: string; at: number } | undefined
  for (const cue of cuesFor(phrasing, slot)) {
    if (!cue.before) continue
    for (const m of text.matchAll(new RegExp(`${wordsPattern(cue.before)}\\s*`, 'giu'))) {
      const at = m.index + m[0].length
      // Not inside another value, a request's own words or quotes ("at" in a quoted title is no place's cue).
      if (opts.taken.some(([a, b]) => at >= a && at < b) || quotedRanges(text).some(([a, b]) => at > a && at < b)) continue
      const words = spanAfter(text.slice(at), cue, stops)
      if (!words || !opts.accept(words)) continue
      if (!first || at < first.at) first = { words, at }
      break
    }
  }
  return first
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 }
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?|${Object.keys(COUNT_WORDS).join('|')})`

/** A number said with a cue of the parameter: "episode 3", "from minute 12", "the last 10", "two of them". */
export function saidCuedNumber(phrasing: ToolPhrasing, param: string, text: string): number | undefined {
  for (const cue of cuesFor(phrasing, param)) {
    if (!cue.before && !cue.after) continue
    const before = cue.before ? `${wordsPattern(cue.before)}\\s*[¥]?` : '(?<![\\p{L}\\p{N}.,:])'
    const after = cue.after ? `\\s*${wordsPattern(cue.after)}` : '(?![\\p{N}:])'
    const m = new RegExp(`${before}${NUMBER}${after}`, 'iu').exec(text)
    if (!m) continue
    const said = m[1]!.toLowerCase()
    return COUNT_WORDS[said] ?? Number(said.replace(/,/g, ''))
  }
  return undefined
}

/** Every number the text says, in digits or as a count word ("40 minutes", "two tickets"). */
export function saidNumbers(text: string): number[] {
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.:])${NUMBER}(?![\\p{L}\\p{N}:])`, 'giu'))].map((m) => COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]!.replace(/,/g, '')))
}
