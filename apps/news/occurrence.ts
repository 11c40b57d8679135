import { hashString } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'
import type { Facts, StoryTemplate } from './story.ts'

/**
 * When a story runs, and which world values it carries that day. An occurrence's key names it for
 * the whole world: every channel and app reporting it draws the same values from the same key.
 */
export interface Occurrence {
  key: string
  facts: Facts
}

const NONE: readonly Occurrence[] = []
const NO_FACTS: Facts = {}

// A step through a cycle of n values that visits each once before any repeats.
function stride(n: number, h: number): number {
  for (let s = 1 + (h % n); ; s = (s % n) + 1) if (gcd(s, n) === 1) return s
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** Whether a named series runs today: about once in `every` days, never twice within half of that. */
export function onItsDay(d: NewsDay, name: string, every: number): boolean {
  const period = Math.floor(d.dayNo / every)
  return period * every + (hashString(`${d.seed}:${name}:${period}`) % Math.ceil(every / 2)) === d.dayNo
}

export function occurrencesOn(t: StoryTemplate, d: NewsDay): readonly Occurrence[] {
  if (t.months && !t.months.includes(d.month)) return NONE
  if (t.when && !t.when(d)) return NONE
  const id = t.id ?? t.title
  if (t.facts) return t.facts(d).map((facts, i) => ({ key: `${id}@${d.date}#${i}`, facts }))
  if (!t.every) return [{ key: `${id}@${d.date}`, facts: NO_FACTS }]
  if (!onItsDay(d, id, t.every)) return NONE
  const period = Math.floor(d.dayNo / t.every)
  if (!t.cycle) return [{ key: `${id}#${period}`, facts: NO_FACTS }]
  // A rotation: the k values of a period follow on from the last period's, each used once per round.
  const n = t.cycle.length
  const k = Math.min(t.perDay ?? 1, n)
  const own = hashString(`${d.seed}:${id}`)
  const step = stride(n, own)
  return Array.from({ length: k }, (_, j) => ({ key: k === 1 ? `${id}#${period}` : `${id}#${period}.${j}`, facts: t.cycle![((period * k + j) * step + (own >>> 8)) % n]! }))
}
