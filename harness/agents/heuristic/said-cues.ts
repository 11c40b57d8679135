import type { ToolPhrasing } from '../../../scenarios/queries/index.ts'

/*
 * The words around a value as the lexicon says it: ", in my {v} list" puts a list name between
 * "in my" and "list"; "Remind me {title}" puts a title after "remind me". These cues find where a
 * request says a parameter; they are how users of these apps talk, not any request's values.
 */

/** The fixed words before and after a value (either may be empty). */
export interface Cue {
  before: string
  after: string
}

const PLACEHOLDER = /\{(\w+)\}/g
// Punctuation that only joins phrases; "(", ":" and a dash stay, they mark notes, labels and asides.
const JOINING = /^[\s,.;!?]+|[\s,.;!?]+$/g

const trimmed = (s: string) => s.replace(JOINING, '').trim()

/** The cues for `slot` in one template (`{v}` or `{slot}` marks the value; other placeholders cut the text). */
export function cueIn(template: string, slot: string): Cue | undefined {
  const marker = template.includes('{v}') ? '{v}' : `{${slot}}`
  const at = template.indexOf(marker)
  if (at < 0) return undefined
  // Only the words since the last other placeholder: "Book {n} {kind}" puts nothing fixed before {kind}.
  const before = template.slice(0, at).split(/\{\w+\}/).at(-1) ?? ''
  const afterAll = template.slice(at + marker.length)
  const next = afterAll.search(PLACEHOLDER)
  const after = next < 0 ? afterAll : afterAll.slice(0, next)
  return { before: trimmed(before), after: trimmed(after) }
}

/** Every cue the phrasing has for a parameter or a combined slot: its phrases, then the intents that hold it. */
export function cuesFor(phrasing: ToolPhrasing | undefined, slot: string): Cue[] {
  if (!phrasing) return []
  const templates = [...(phrasing.params[slot] ?? []), ...phrasing.intents.filter((i) => i.includes(`{${slot}}`))]
  const cues = templates.map((t) => cueIn(t, slot)).filter((c): c is Cue => c !== undefined)
  const seen = new Set<string>()
  return cues.filter((c) => {
    const key = `${c.before}|${c.after}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern for fixed words: any run of spaces between them, any case, whole words at the edges. */
export function wordsPattern(words: string): string {
  const body = words.split(/\s+/).map(escape).join('\\s+')
  const start = /^[\p{L}\p{N}]/u.test(words) ? '(?<![\\p{L}\\p{N}])' : ''
  const end = /[\p{L}\p{N}]$/u.test(words) ? '(?![\\p{L}\\p{N}])' : ''
  return `${start}${body}${end}`
}

/** Lower case, `_` as a space, joining punctuation dropped, spaces collapsed: how two sayings are compared. */
export const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .replace(/[,;!?]/g, ' ')
    .replace(/\.(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Whether `phrase` occurs in `text` as whole words, both folded. */
export function foldedIn(text: string, phrase: string): boolean {
  const p = fold(phrase)
  if (!p) return false
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(p)}(?:$|[^\\p{L}\\p{N}])`, 'u').test(fold(text))
}

/** Words that start a mention of something, not a value: "for me", "some music", "I placed", "my usual". */
export const NOT_A_VALUE = /^(?:I|me|my|some|something|anything|it|that|this|for|from|a|an|one|your|our|what|which)\b|\bI\b/i
