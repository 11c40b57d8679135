import { HOUR } from '../kit/index.ts'

/**
 * Reads and comments accumulate after publication: a slow start while the story is picked up, most
 * of its audience within its first day (a hot topic within hours), then little more. An item's
 * `reads` is where it ends up; what a reader sees is the share reached by the moment they look.
 */
export interface Growth {
  /** Hours until about two thirds of the final audience has read it. */
  hours: number
}

/** Past this age the count no longer moves (the share is 1 to the nearest read). */
export const SETTLED = 4 * 24 * HOUR

/** Share of the final count reached `ageMs` after publication: 0 at publication, rising to 1. */
export function shareAt(ageMs: number, growth: Growth): number {
  if (ageMs <= 0) return 0
  if (ageMs >= SETTLED) return 1
  // A Weibull curve with shape 1.5: the first minutes gather little, the climb is steepest after.
  const x = ageMs / (growth.hours * HOUR)
  return 1 - Math.exp(-(x ** 1.5))
}
