import { foldText } from '../../../scenarios/anchors/value-key.ts'

export { foldText }

// Words too common in requests to tell tools apart.
const STOP = new Set('a an the me my i to for of on in at with and or please can could you some it is are be this that what whats get want need like would from by up'.split(' '))

/** A text's content words, lower case, camelCase split, a plural's final "s" dropped. */
export const tokens = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') ? t.slice(0, -1) : t))

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the words occur in the text as whole words (case-folded, `_` read as a space). */
export function mentions(text: string, words: string): boolean {
  const w = foldText(words)
  if (!w) return false
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w)}($|[^\\p{L}\\p{N}])`, 'u').test(foldText(text))
}

/** Where the words first occur in the text as whole words (folded as `mentions` folds), or -1. */
export function mentionAt(text: string, words: string): number {
  const w = foldText(words)
  if (!w) return -1
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, 'u').exec(foldText(text))
  return m ? m.index : -1
}

/** A pattern for fixed words: any run of spaces between them, any case, whole words at the edges. */
export function wordsPattern(words: string): string {
  const body = words.trim().split(/\s+/).map(escapeRegExp).join('\\s+')
  const start = /^[\p{L}\p{N}]/u.test(words) ? '(?<![\\p{L}\\p{N}])' : ''
  const end = /[\p{L}\p{N}]$/u.test(words) ? '(?![\\p{L}\\p{N}])' : ''
  return `${start}${body}${end}`
}

/** A word's stem, so that "watched", "watching" and "watch" agree, and "logged" and "log", "saved" and "save". */
export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length >= 6 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length >= 5 && w.endsWith('ed')) w = w.slice(0, -2)
  if (w !== word && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss)$/.test(w)) w = w.slice(0, -1)
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w
}
