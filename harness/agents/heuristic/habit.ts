import type { Tally } from './said-history.ts'

/*
 * A habit the history decides: a value the user gave a parameter at least HABIT_USES times, in
 * HABIT_SHARE of the uses, and HABIT_MARGIN times as often as the runner-up. Anything less is a
 * coin flip a reader would not make on the user's behalf.
 */
export const HABIT_USES = 3
export const HABIT_SHARE = 0.6
export const HABIT_MARGIN = 2

/** The decisive value among the tallies (most used first), or undefined. */
export function decisiveHabit(tallies: readonly Tally[]): unknown {
  const [top, second] = tallies
  if (!top) return undefined
  const total = tallies.reduce((n, t) => n + t.n, 0)
  const decisive = top.n >= HABIT_USES && top.n >= HABIT_SHARE * total && top.n >= HABIT_MARGIN * (second?.n ?? 0)
  return decisive ? top.value : undefined
}
