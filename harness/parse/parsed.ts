import type { Call } from '../../scenarios/case/schema.ts'

/** How the answer spelled its calls: the harness scores format compliance against the prompt's format. */
export type ParsedFormat = 'native' | 'json' | 'ptbench' | 'app_func' | 'toolspectrum'

/** What an answer amounts to. A format_error is a value the harness counts, never an exception. */
export type Parsed =
  | { kind: 'calls'; calls: Call[]; format: ParsedFormat }
  | { kind: 'refusal'; format: ParsedFormat }
  | { kind: 'format_error'; reason: string }

/** Longer answers are rejected rather than scanned: a runaway generation is a format error. */
export const MAX_ANSWER_LENGTH = 200_000
/** Deeper literals are rejected: keeps the recursive-descent parser off the stack limit. */
export const MAX_NESTING_DEPTH = 64

export const formatError = (reason: string): Parsed => ({ kind: 'format_error', reason })
export const refusal = (format: ParsedFormat): Parsed => ({ kind: 'refusal', format })
