import type { Say } from '../phrasing.ts'

/*
 * Renderers and phrases several domains share: places, times, counts, ids, payment. Places keep
 * their label word ("Home" -> "home", "office" -> "the office"), so a mention still names the value.
 */

export type Render = (value: unknown, say: Say) => string | undefined

/** "an" before a vowel sound (by spelling), "a" otherwise. */
export const article = (word: string) =>
  /^(?:[aei]|o(?!ne)|u(?!ni|se|sa|ro)|hour|honest)/i.test(word) || /^[AEFHILMNORSX][A-Z0-9]*\b/.test(word) ? 'an' : 'a'

/** "a Latte", "an iced Americano". */
export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`

/** A simple English plural of the last word: "latte" -> "lattes", "box" -> "boxes", "berry" -> "berries". */
export function plural(noun: string): string {
  if (!/[a-z]$/i.test(noun)) return noun
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`
  return /(s|x|z|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`
}

/** "a, b and c" (or "a, b or c"). */
export const join = (items: readonly string[], last = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`

/** Ids, codes and free texts said exactly as stored (the default would read `_` as a space). */
export const verbatim: Render = (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)

/** A free text said mid-sentence: a trailing full stop dropped. */
export const freeText: Render = (v) => (typeof v === 'string' ? v.trim().replace(/[.!]+$/, '') : undefined)

/** A free text after "because": lower-cased at the start unless it starts with a name ("I", "Beijing"). */
export const reason: Render = (v) => {
  if (typeof v !== 'string' || !v.trim()) return undefined
  const s = v.trim().replace(/[.!]+$/, '')
  return /^[A-Z][a-z]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s
}

/** Saved-place labels a user says with "my": "my office", "my school". */
const MY_PLACES = new Set(['office', 'school', 'work', 'gym', 'company', 'university', 'dorm'])

/** A place as a noun: "home", "my office", "the mall", names and addresses as they are. */
export function placeWords(value: string): string {
  const v = value.trim()
  const lower = v.toLowerCase()
  if (lower === 'home') return 'home'
  if (MY_PLACES.has(lower)) return `my ${lower}`
  if (/^[a-z][a-z ]{1,30}$/.test(v) && v.split(' ').length <= 2) return `the ${v}`
  return v
}

/** A place after "near", "from", "at": "home", "my office", "the mall", "Houhai". */
export const place: Render = (v) => (typeof v === 'string' ? placeWords(v) : undefined)

/** A destination with its own preposition, so that home reads "home", not "to home": "home", "to my office". */
export const toPlace: Render = (v) => {
  if (typeof v !== 'string') return undefined
  const words = placeWords(v)
  return words === 'home' ? 'home' : `to ${words}`
}

/** A moment with its own preposition: "right now", "at 8:30 am", "tonight at 8", "tomorrow at 7:05 am". */
export const when: Render = (v, say) => (typeof v === 'string' ? say.when(v) : undefined)

/** A bare day with its preposition: "today", "on Saturday, January 31". */
export const onDay: Render = (v, say) => {
  if (typeof v !== 'string') return undefined
  const d = say.day(v)
  return /^(today|tomorrow|yesterday|on )/i.test(d) ? d : `on ${d}`
}

/** A day after a preposition of its own ("for {v}", "from {v}"): "today", "Saturday, January 31". */
export const bareDay: Render = (v, say) => (typeof v === 'string' ? say.day(v).replace(/^on /, '') : undefined)

/** A count as a word ("two", "12"). */
export const counted: Render = (v, say) => (typeof v === 'number' ? say.count(v) : undefined)

/** A count of things with its noun: "one guest", "three people". */
export const countOf =
  (one: string, many: string): Render =>
  (v, say) =>
    typeof v === 'number' ? `${say.count(v)} ${v === 1 ? one : many}` : undefined

/** A number with its unit, digits: "2 km", "40 minutes". */
export const unit =
  (one: string, many = one): Render =>
  (v) =>
    typeof v === 'number' ? `${v} ${v === 1 ? one : many}` : undefined

/** An amount of yuan: "¥2,000". */
export const yuan: Render = (v, say) => (typeof v === 'number' ? say.money(v) : undefined)

/** A page size or result count after "top": digits, as lists are said ("top 10", "top 5"). */
export const limit: Render = (v) => (typeof v === 'number' ? String(v) : undefined)

/** How a payment method is said after "pay with". Always the last phrase of a request. */
export const PAY = [', paying with {v}', ', and I\'ll pay with {v}', ', pay with {v}', ', charge it to {v}'] as const

/** A reason given in passing: "Cancel my order (ordered by mistake)". */
export const REASON = [' ({v})', ' — {v}'] as const

/** Phrases for how much of a history to show: "just the last 5". */
export const RECENT = [', just the last {v}', ', only the latest {v}'] as const

/** Phrases for "how many results": "just the top 5", "no more than 5". */
export const LIMIT = [', just the top {v}', ', no more than {v}', ', {v} at most'] as const
