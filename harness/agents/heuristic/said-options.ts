import { foldText } from '../../../scenarios/anchors/value-key.ts'
import { escapeRegExp, mentionAt, tokens } from './words.ts'

/*
 * Options a request names, read from the schema alone: an option's own words ("Express", "dairy &
 * eggs", "brand new" for `brand_new`), its plural ("dramas"), "every week" for `weekly`, or the
 * words the parameter's description gives it ("'price': cheapest first"). A yes/no is read from
 * the parameter's own words ("with auto-renewal on", "including the completed ones").
 */

// Options in "-ly" said as "every ...".
const EVERY: Record<string, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year', quarterly: 'quarter' }
// Options everyone says in other words: who a thing is for.
const ALSO: Record<string, string[]> = { female: ["women's", 'women', 'woman', "ladies'", 'ladies', "girls'"], male: ["men's", 'men', 'man', "boys'"] }
// A gloss shorter than this says too little to pick an option by ("R1").
const GLOSS_LETTERS = 4

/** The ways a request says an option in its own words: as written, plural, reversed ("weight loss"), "every week". */
function ownSayings(option: string): string[] {
  const words = foldText(option)
  const out = [words]
  if (/[a-z]$/.test(words) && !words.endsWith('s')) out.push(`${words}s`)
  const parts = words.split(' ')
  if (parts.length === 2) out.push(`${parts[1]} ${parts[0]}`)
  const every = EVERY[words]
  if (every) out.push(`every ${every}`)
  return [...out, ...(ALSO[words] ?? [])]
}

/** What the parameter's description says an option means: `'price': cheapest first`, `'Express' (快车, everyday cars)`. */
function glosses(option: string, description: string): string[] {
  const m = new RegExp(`'${escapeRegExp(option)}'\\s*(?::\\s*([^;.']+)|\\(([^)]*)\\))`).exec(description)
  const gloss = m?.[1] ?? m?.[2]
  if (!gloss) return []
  return gloss
    .split(/[,;/]|\bor\b|\band\b/)
    .map((g) => g.replace(/^\s*(?:a|an|the)\s+/i, '').trim())
    .filter((g) => g.replace(/[^a-z]/gi, '').length >= GLOSS_LETTERS && !/\bdefault\b/i.test(g))
}

/** Where the text says the words: short codes ("M", "SF") as spelled, anything else folded. */
function foundAt(text: string, words: string): number {
  if (words.replace(/\s/g, '').length <= 2) return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.index ?? -1
  return mentionAt(text, words)
}

interface Found {
  option: unknown
  /** The words that said it, folded. */
  words: string
  at: number
  length: number
}

/** Every option the text names, with where and how long; own words first, glosses only when no option is named in its own. */
function found(options: readonly unknown[], text: string, description: string): Found[] {
  const strings = options.filter((o): o is string => typeof o === 'string')
  const read = (sayings: (o: string) => string[]) =>
    strings.flatMap((option) => {
      const hits = sayings(option)
        .map((words) => ({ option, words: foldText(words), at: foundAt(text, words), length: foldText(words).length }))
        .filter((h) => h.at >= 0)
      return hits.length ? [hits.sort((a, b) => b.length - a.length)[0]!] : []
    })
  const own = read((o) => (o.length <= 2 ? [o] : ownSayings(o)))
  return own.length ? own : read((o) => glosses(o, description))
}

/** The option the text names and the words that name it; of several, the longest saying ("e-bike" over "bike"). */
export function optionSaid(options: readonly unknown[], text: string, description = ''): { option: unknown; words: string } | undefined {
  return found(options, text, description).sort((a, b) => b.length - a.length || a.at - b.at)[0]
}

/** The option the text names; of several, the longest saying ("e-bike" over "bike", "dairy & eggs" over "eggs"). */
export const saidOption = (options: readonly unknown[], text: string, description = ''): unknown => optionSaid(options, text, description)?.option

/** The options of a list the text names, in the order it names them ("legs and abs"). */
export function saidOptionList(options: readonly unknown[], text: string, description = ''): unknown[] | undefined {
  const hits = found(options, text, description)
  // A shorter option inside a longer one's words is not named apart ("body" inside "full body").
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.length > h.length && h.at >= o.at && h.at < o.at + o.length))
  return kept.length ? kept.sort((a, b) => a.at - b.at).map((h) => h.option) : undefined
}

// Words of a flag's name that say nothing of what it turns on.
const FLAG_VERBS = new Set(['include', 'is', 'enable', 'has', 'allow', 'show', 'only', 'use'])
const NEGATION = /\b(?:without|no|not|don't|do not|never|exclude|excluding|skip)\b(?:\s+\S+){0,2}\s*$/i

/** A yes/no the text says by the parameter's own words: "with auto-renewal on" is yes, "without auto-renewal" no. */
export function saidFlag(param: string, text: string): boolean | undefined {
  const stems = tokens(param)
    .filter((w) => !FLAG_VERBS.has(w))
    .map((w) => w.replace(/(?:ed|ing|al|s)$/, ''))
    .filter((w) => w.length >= 4)
  if (!stems.length) return undefined
  for (const m of text.matchAll(/[\p{L}]+/gu)) {
    const word = m[0].toLowerCase()
    if (!stems.some((s) => word.startsWith(s))) continue
    const before = text.slice(0, m.index)
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12)
    return !(NEGATION.test(before) || /^[\s-]*(?:\p{L}+[\s-]+)?off\b/iu.test(after))
  }
  return undefined
}
