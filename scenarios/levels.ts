import type { Vagueness } from './case/index.ts'

/**
 * How many of an anchor's n inferable items (the app choice and the values that follow from habit,
 * profile or context) each level leaves unsaid. TRACEBench: most clear states everything; relevant
 * clear omits one or two; relevant vague about half; most vague all of them.
 */
export function omittedCount(level: Vagueness, n: number): number {
  switch (level) {
    case 'most_clear':
      return 0
    case 'relevant_clear':
      return Math.min(n, n <= 4 ? 1 : 2)
    case 'relevant_vague':
      return Math.max(Math.min(n, n <= 4 ? 1 : 2), Math.ceil(n / 2))
    case 'most_vague':
      return n
  }
}
