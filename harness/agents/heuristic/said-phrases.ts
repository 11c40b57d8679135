import { properPhrase, unquoted } from './said-places.ts'

/*
 * Free-text values the request spells out: a search phrase after "matching", "about", "for"...;
 * a quoted title, note or reason after the word that labels it.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Words that end a phrase: prepositions and the verbs that start the next clause.
const STOPS = new Set(
  'under in on near around close next from to at with within for sorted ordered by using through via and or that which pitched showing only priced going paying pay delivered shipped sent size quantity between up no this tomorrow today starting leaving departing arriving checking please'.split(' '),
)

/** Takes the named app out of the text, so its name is never read as a value ("for dumplings on Meituan"). */
export function withoutApp(text: string, names: readonly string[]): string {
  let out = text
  for (const n of [...names].sort((a, b) => b.length - a.length)) {
    if (n.length < 2) continue
    out = out.replace(new RegExp(`\\b(?:on|with|using|through|via|in)\\s+${escape(n)}(?![\\p{L}\\p{N}])`, 'giu'), ',')
    // Without a preposition only as the name is spelled: "Open Keep and", not the word in "set a reminder".
    if (/^[A-Z]/.test(n)) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(n)}(?![\\p{L}\\p{N}])`, 'gu'), ',')
  }
  return out
}

/** The phrase at the start of `rest`: a quoted string, or words up to a comma, full stop or stop word. */
export function phraseAt(rest: string): string | undefined {
  const quoted = /^\s*["“]([^"”]*)["”]/.exec(rest)
  if (quoted) return quoted[1]!.trim() || undefined
  // "anything", "any kind of food": a search with no words.
  if (/^\s*(?:anything|everything|any kind of|all kinds of)\b/i.test(rest)) return ''
  const words: string[] = []
  for (const raw of rest.trim().split(/\s+/)) {
    const word = raw.replace(/[,.;:!?)—]+$/, '')
    if (!word || STOPS.has(word.toLowerCase()) || raw.startsWith('(') || raw === '—') break
    words.push(word)
    if (word !== raw || words.length >= 5) break
  }
  const phrase = words.join(' ')
  // A number ("for 2 people"), a determiner-led phrase ("for a ride", "for me") is no search phrase.
  if (!phrase || /^\d/.test(phrase) || /^(?:me|my|a|an|the|some|any|it|them|us|you|anything|something|[A-Z][a-z]+day)\b/i.test(phrase)) return undefined
  return phrase
}

const STRONG = /\b(?:matching|that match(?:es)?|match|about|related to|serving|along the lines of|on the topic of|called|titled|craving|in the mood for|where can i get|anything with)\s+/gi
const WEAK = /\b(?:for|on|by|look up|look for|search)\s+/gi
// A count of things before what is counted: "two cartons of milk", "a tin of oolong tea".
const COUNTED = /\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:[a-z]+\s+)?of\s+/gi

/**
 * What the user wants searched for: the phrase after a strong cue ("matching", "about", "serving",
 * "related to", "along the lines of"), else what a count counts ("two cartons of milk"), else after
 * the last "for", "on", "by", "look up" or "search" that starts one.
 */
export function searchPhrase(text: string): string | undefined {
  for (const m of text.matchAll(STRONG)) {
    const p = phraseAt(text.slice(m.index + m[0].length))
    if (p !== undefined) return p
  }
  for (const m of text.matchAll(COUNTED)) {
    const p = phraseAt(text.slice(m.index + m[0].length))
    if (p) return p
  }
  let last: string | undefined
  for (const m of text.matchAll(WEAK)) {
    const before = text.slice(Math.max(0, m.index - 10), m.index)
    if (/(?:sort(?:ed)?|order(?:ed)?)(?:\s+(?:them|it))?\s*$/i.test(before)) continue
    const rest = text.slice(m.index + m[0].length)
    // "on" only before a lower-case topic or a quoted one: "on running", not "on Sunday".
    if (/^on/i.test(m[0]) && /^[A-Z]/.test(rest)) continue
    const p = phraseAt(rest)
    if (p !== undefined) last = p
  }
  return last
}

// Words that label a parameter's quoted (or colon-led) value.
const LABELS: readonly [RegExp, RegExp][] = [
  [/^(?:title|name|subject)$/i, /\b(?:titled|called|named|saying|title|name)\b\s*:?\s*/gi],
  [/^notes?$/i, /\b(?:with the note|notes|note)\b\s*:?\s*/gi],
  [/^reason$/i, /\b(?:with the reason|giving the reason|reason|because)\b\s*:?\s*/gi],
  [/^description$/i, /\b(?:described as|with the description|description)\s*:?\s*/gi],
]

/** The value the text labels for a free-text parameter: `titled "X"`, `notes: Y.`, `reason "Z"`. */
export function labelledValue(text: string, param: string): string | undefined {
  const label = LABELS.find(([name]) => name.test(param))?.[1]
  if (!label) return undefined
  for (const m of text.matchAll(label)) {
    const rest = text.slice(m.index + m[0].length)
    const quoted = /^["“]([^"”]*)["”]/.exec(rest)
    if (quoted) return quoted[1]
    // "notes: Call in the evening." runs to the end of the sentence.
    if (m[0].includes(':')) return rest.replace(/[.!?]+\s*$/, '').trim() || undefined
  }
  return undefined
}

/** camelCase parameter name -> its last word: `category` -> `category`, `seatClass` -> `class`. */
const lastWord = (param: string) => param.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[ _]/).at(-1) ?? param

/** A value the text names by the parameter's own word: "in my Birthdays list", "in the Clothing category". */
export function valueNamedBy(text: string, param: string): string | undefined {
  const word = lastWord(param)
  if (word.length < 3) return undefined
  const m = new RegExp(`\\b(?:the|my|a|an)\\s+([\\p{L}\\p{N}&' -]{1,40}?)\\s+${escape(word)}s?\\b`, 'iu').exec(text)
  const value = m?.[1]?.trim()
  return value && !/^(?:same|usual|whole|first|last|next|new|one|to-do|todo)$/i.test(value) ? value : undefined
}

/** A code-like token for an id or number parameter: "G86", "D12", "dm_0003". */
export function saidCode(text: string): string | undefined {
  const clean = text.replace(/"[^"]*"|“[^”]*”/g, '""')
  return /\b([A-Z]{1,3}\d{1,5}|[a-z]{1,4}_\d{2,6})\b/.exec(clean)?.[1]
}

/** The first name the text says (capitalised words not opening a sentence): "Adele" in "Look up Adele songs". */
export function namedThing(text: string): string | undefined {
  const clean = unquoted(text)
  for (const m of clean.matchAll(/(?<=[\p{L},;]\s+)[A-Z]/gu)) {
    const before = clean.slice(0, m.index)
    // A name starts where the words before are not part of it; one after "with", "to", "at"... is how to pay or where, not what.
    if (/[A-Z]\S*\s+$/.test(before) || /\b(?:with|to|via|using|through|from|near|around|at|in|into)\s+$/i.test(before)) continue
    const name = properPhrase(clean.slice(m.index))
    if (name && !/^I\b/.test(name)) return name
  }
  return undefined
}
