import type { App } from '../../apps/kit/index.ts'
import { foldText } from '../anchors/value-key.ts'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the words occur in the text as whole words (case-insensitive, `_` read as a space). */
export function mentions(text: string, words: string): boolean {
  const w = foldText(words)
  if (!w) return false
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(w)}($|[^\\p{L}\\p{N}])`, 'u').test(foldText(text))
}

/** The plain words of a value: strings, numbers, and every string leaf of lists and objects. */
export function valueWords(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(valueWords)
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => (typeof v === 'number' ? [] : valueWords(v)))
  return []
}

/**
 * Whether a query gives away something it must leave unsaid: an omitted value (as stored or as the
 * lexicon would say it) or, when the app is not to be named, the app's name or an alias.
 */
export function leaks(query: string, hidden: readonly { value: unknown; words: string }[], app?: App, stated: readonly string[] = []): boolean {
  // Words that a stated value says anyway ("1 ticket" when the hidden count is also 1) are not a leak.
  const said = (w: string) => stated.some((s) => mentions(s, w))
  for (const h of hidden) {
    if (said(h.words) || (typeof h.value === 'string' && said(h.value))) continue
    if (mentions(query, h.words)) return true
    // Small numbers are everywhere ("2 tickets", "at 10:15"): only whole-value strings count.
    if (typeof h.value === 'string' && mentions(query, h.value)) return true
  }
  if (app && [app.name, app.id, ...app.aliases].some((n) => n.length >= 3 && mentions(query, n))) return true
  return false
}
