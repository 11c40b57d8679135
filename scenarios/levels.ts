import type { Vagueness } from './case/index.ts'

/**
 * A level is read off what the request leaves unsaid, never assigned (TRACEBench, decision 0028):
 * of a call's n items (the app when it is a choice, and every parameter), k unsaid. Most clear
 * states everything; most vague nothing (so it exists only where every item is inferable);
 * relevant clear omits one or two, fewer than half; relevant vague about half or more. Of two
 * items, one unsaid is "one" (relevant clear): "about half" needs three items to mean anything.
 */
export function levelOf(unsaid: number, items: number): Vagueness {
  if (unsaid === 0) return 'most_clear'
  if (unsaid >= items) return 'most_vague'
  return unsaid <= 2 && (2 * unsaid < items || items === 2) ? 'relevant_clear' : 'relevant_vague'
}

/** How many of n items a request at this level leaves unsaid (the fewest that make the level). */
export function unsaidFor(level: Vagueness, items: number): number | undefined {
  const k = level === 'most_clear' ? 0 : level === 'most_vague' ? items : level === 'relevant_clear' ? 1 : Math.ceil(items / 2)
  return items > 0 && levelOf(k, items) === level ? k : level === 'most_clear' ? 0 : undefined
}
