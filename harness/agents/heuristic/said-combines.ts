import type { Combine, Say, ToolPhrasing } from '../../../scenarios/queries/index.ts'
import { renderValue } from '../../../scenarios/queries/index.ts'
import { cuesFor, fold, NOT_A_VALUE, wordsPattern } from './said-cues.ts'
import { cutSpan, unsay } from './said-spans.ts'

/*
 * Values said together in one phrase ("two cartons of milk from the dairy & eggs aisle", "shoe
 * rack in furniture", "movie showtimes tonight"): the lexicon's combined phrase is tried with
 * choices of its values (options, counts, values the user has used, the words a tool's description
 * suggests, the request's own words) and gaps for free words; the phrase the request holds with
 * the most fixed words gives all its values at once.
 */

/** What a parameter of a combined phrase may be: the values to try, and whether free words may stand for it. */
export interface Choices {
  values: readonly unknown[]
  free: boolean
}

const GAP = (i: number) => `\u0001${i}\u0002`
const GAP_RE = /\u0001(\d+)\u0002/
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// At most this many assignments per combined phrase: the search stays cheap for any tool.
const MAX_TRIES = 3000

/** Every assignment of the combine's parameters: required ones always, the others also left out. */
function assignments(combine: Combine, choices: (param: string) => Choices): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}]
  const all = [...combine.params, ...(combine.also ?? [])]
  all.forEach((p, i) => {
    const c = choices(p)
    // Left out first: a value the phrase does not need is not read into it.
    const options: unknown[] = [...(combine.params.includes(p) ? [] : [undefined]), ...c.values, ...(c.free ? [GAP(i)] : [])]
    const next: Record<string, unknown>[] = []
    for (const a of out) for (const o of options) if (next.length < MAX_TRIES) next.push(o === undefined ? a : { ...a, [p]: o })
    out = next
  })
  return out
}

/** A match whose last gap ran to the end, cut where that value ends. */
function cutLast(m: RegExpExecArray): RegExpExecArray | null {
  const last = m[m.length - 1]!
  const cut = cutSpan(last)
  if (!cut) return null
  const out = [...m] as unknown as RegExpExecArray
  out[out.length - 1] = cut
  out[0] = m[0].slice(0, m[0].length - last.length) + cut
  out.index = m.index
  return out
}

/** A phrase with gaps as a pattern: fixed words as they are (any spacing), each gap a run of words. */
function phrasePattern(phrase: string): { pattern: string; gaps: number[] } {
  const parts = phrase.split(/(\u0001\d+\u0002)/)
  const gaps: number[] = []
  const pattern = parts
    .map((part, i) => {
      const gap = GAP_RE.exec(part)
      if (gap) {
        gaps.push(Number(gap[1]))
        // A gap at the end takes the rest, cut where a value ends (cutSpan); inside, up to the next fixed words.
        return i === parts.length - 1 || parts.slice(i + 1).every((p) => !p.trim()) ? '(.+)' : '(.+?)'
      }
      if (!part.trim()) return part ? '\\s+' : ''
      const core = part.trim().split(/\s+/).map(escape).join('\\s+')
      return `${/^\s/.test(part) ? '\\s+' : ''}${core}${/\s$/.test(part) ? '\\s+' : ''}`
    })
    .join('')
  return { pattern, gaps }
}

interface Saying {
  fixed: number
  /** How many parameters the phrase says (a parameter whose words the phrase lacks is not said). */
  said: number
  /** How many free values are the request's own words rather than gaps ("milk" over a gap). */
  literal: number
  /** How long the reading is: of two equal readings the longer ("new releases" over "new"). */
  length: number
  /** Where the phrase starts in the text. */
  start: number
  values: Record<string, unknown>
}

/** Whether `a` is a better reading than `b`: more fixed words, then more parameters said, more of them literal, longer. */
function better(a: Saying, b: Saying | undefined): boolean {
  if (!b) return true
  for (const k of ['fixed', 'said', 'literal', 'length'] as const) if (a[k] !== b[k]) return a[k] > b[k]
  return false
}

const foldedHas = (text: string, word: string) => ` ${fold(text)} `.includes(` ${word} `)
const letters = (t: string) => fold(t).replace(/\s/g, '').length

/** Equal on words and values, with a shorter value of the request's own words than before. */
const sideways = (a: Saying, b: Saying, value: unknown, was: unknown) =>
  a.fixed === b.fixed && a.said === b.said && a.literal === b.literal && typeof value === 'string' && typeof was === 'string' && value.length < was.length

/** Reads the text with one assignment of the combine's values: its best phrase the text holds, if any. */
function reading(phrasing: ToolPhrasing, combine: Combine, text: string, say: Say, free: ReadonlySet<string>, a: Record<string, unknown>, known: (param: string) => readonly unknown[]): Saying | undefined {
  const params = [...combine.params, ...(combine.also ?? [])]
  const cues = cuesFor(phrasing, combine.as).filter((c) => c.before)
  const cueWords = [...new Set(cues.flatMap((c) => fold(c.before).split(' ')))].filter((w) => w.length > 1)
  const folded = fold(text)
  const words: Record<string, string> = {}
  for (const [p, v] of Object.entries(a)) words[p] = typeof v === 'string' && GAP_RE.test(v) ? v : renderValue(phrasing, p, v, say)
  let phrases: string | readonly string[] | undefined
  try {
    phrases = combine.say(words, a, say)
  } catch {
    return undefined // a gap where the phrase wants a number: no such saying
  }
  let best: Saying | undefined
  for (const phrase of typeof phrases === 'string' ? [phrases] : (phrases ?? [])) {
    // Cheap first: every fixed stretch must be in the text at all.
    if (!phrase.split(/\u0001\d+\u0002/).every((part) => !fold(part) || folded.includes(fold(part)))) continue
    const { pattern, gaps } = phrasePattern(phrase)
    const said = Object.keys(a).filter((p) => GAP_RE.test(words[p]!) || (fold(words[p]!) && folded.includes(fold(words[p]!)))).length
    // The lexicon's own words only: free words tried as a value say nothing of the phrase.
    const fixed = letters(phrase.replace(/\u0001\d+\u0002/g, ' ')) - [...free].filter((p) => p in a && !GAP_RE.test(words[p]!)).reduce((n, p) => n + letters(words[p]!), 0)
    if (fixed < 3) continue
    // Words tried as a value hold none of the cue words ("Look up apples" is no search).
    if ([...free].some((p) => p in a && !GAP_RE.test(words[p]!) && cueWords.some((w) => foldedHas(words[p]!, w)))) continue
    // A phrase that starts with a gap is read after one of the slot's cue words ("Look up {item}");
    // of several cues, the nearest: "find me listings for {item}" over "find me {item}".
    const leads = /^\u0001/.test(phrase) ? cues.map((c) => `(?<=${wordsPattern(c.before)}\\s+)`) : ['(?<![\\p{L}\\p{N}])']
    const m = leads
      .map((lead) => new RegExp(`${lead}${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(text))
      .map((x) => (x && /\(\.\+\)$/.test(pattern) ? cutLast(x) : x))
      .filter((x): x is RegExpExecArray => x !== null)
      .sort((x, y) => y.index - x.index)[0]
    if (!m || m.slice(1).some((g) => NOT_A_VALUE.test(g.trim()))) continue
    // Free words at the end must end where a value ends: "new" is not the search in "new releases".
    const last = [...free].find((p) => p in a && !GAP_RE.test(words[p]!) && fold(words[p]!) && fold(phrase).endsWith(fold(words[p]!)))
    if (last !== undefined) {
      const said = text.slice(m.index + m[0].length - words[last]!.length)
      if (cutSpan(said) !== said.slice(0, words[last]!.length).trim()) continue
    }
    const values: Record<string, unknown> = {}
    // A parameter whose words the phrase does not hold was not said by it ("men's" in "furniture").
    for (const [p, v] of Object.entries(a)) if (!GAP_RE.test(String(v)) && fold(words[p]!) && fold(phrase).includes(fold(words[p]!))) values[p] = free.has(p) ? (unsay(phrasing, p, words[p]!, say, known(p)) ?? v) : v
    gaps.forEach((g, k) => {
      const p = params[g]!
      const taken = m[k + 1]!.trim()
      values[p] = unsay(phrasing, p, taken, say, known(p)) ?? taken
    })
    const literal = [...free].filter((p) => p in a && !GAP_RE.test(words[p]!)).length
    const found: Saying = { fixed, said, literal, length: m[0].length, start: m.index, values }
    if (better(found, best)) best = found
  }
  return best
}

/** Runs of one to four words of the text, within its punctuation: words to try as free values. */
function runsOf(text: string): string[] {
  const out = new Set<string>()
  for (const stretch of text.split(/[,.;:!?()"“”]+/)) {
    const words = stretch.split(/\s+/).filter(Boolean)
    for (let i = 0; i < words.length; i++) for (let n = 1; n <= 4 && i + n <= words.length; n++) out.add(words.slice(i, i + n).join(' '))
  }
  // Not words that run into the next phrase ("new releases around").
  return [...out].filter((w) => !NOT_A_VALUE.test(w) && cutSpan(w) === w)
}

/**
 * The phrase of `combine` the text holds with the most fixed words (then the most parameters said):
 * every assignment of the listed values and gaps first, then one value at a time from the text's
 * own words ("milk" in "two cartons of milk", "tonight" after "movie showtimes"), twice over.
 */
function bestSaying(phrasing: ToolPhrasing, combine: Combine, text: string, say: Say, choices: (param: string) => Choices): Saying | undefined {
  const params = [...combine.params, ...(combine.also ?? [])]
  const free = new Set(params.filter((p) => choices(p).free))
  // A free value as the user spells it ("Home" for "home"), from the values listed for it.
  const known = (p: string) => choices(p).values
  let best: { saying: Saying; a: Record<string, unknown> } | undefined
  for (const a of assignments(combine, choices)) {
    const found = reading(phrasing, combine, text, say, free, a, known)
    if (found && better(found, best?.saying)) best = { saying: found, a }
  }
  const runs = runsOf(text)
  // From the best so far, or from gaps for what the phrase needs.
  let a: Record<string, unknown> = best?.a ?? Object.fromEntries(combine.params.map((p) => [p, free.has(p) ? GAP(params.indexOf(p)) : choices(p).values[0]]))
  let here = best?.saying
  for (let round = 0; round < 2; round++) {
    for (const [i, p] of params.entries()) {
      const c = choices(p)
      const tries: unknown[] = [...(combine.params.includes(p) ? [] : [undefined]), ...c.values, ...(c.free ? [...runs, GAP(i)] : [])]
      for (const v of tries) {
        const next = { ...a }
        if (v === undefined) delete next[p]
        else next[p] = v
        const found = reading(phrasing, combine, text, say, free, next, known)
        if (!found) continue
        if (better(found, best?.saying)) {
          best = { saying: found, a: next }
          here = found
          a = next
        } else if (here && sideways(found, here, next[p], a[p])) {
          // As good, with fewer words for the value: walk on from there ("milk" in "two cartons of milk").
          here = found
          a = next
        }
      }
    }
  }
  return best?.saying
}

/** The values of every combined phrase of the tool the text holds. */
export function combinedValues(phrasing: ToolPhrasing, text: string, say: Say, choices: (param: string) => Choices): Map<string, unknown> {
  const out = new Map<string, unknown>()
  // The phrase with the most fixed words first: "two packs from the seafood aisle" is a count, not a search.
  const found = (phrasing.combine ?? []).map((c) => bestSaying(phrasing, c, text, say, choices)).filter((f): f is Saying => f !== undefined)
  const taken: Saying[] = []
  for (const best of found.sort((a, b) => b.fixed - a.fixed)) {
    // A phrase over words another phrase already read is another reading of them, not more values.
    if (taken.some((t) => best.start < t.start + t.length && t.start < best.start + best.length)) continue
    taken.push(best)
    for (const [p, v] of Object.entries(best.values)) if (!out.has(p)) out.set(p, v)
  }
  return out
}
