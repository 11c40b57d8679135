/**
 * How a tool is asked for in plain first-person English. A query is composed from an intent (what
 * the user wants done), optionally the app, and one phrase per *stated* parameter; omitted
 * parameters never appear. Several phrasings per slot; the composer picks one with the case's rng.
 */
export interface ToolPhrasing {
  /**
   * Requests with no parameter in them, e.g. "Book me a ride", "Order me a coffee". Used at every
   * level; the stated parameters' phrases follow. May contain {app} when the app is named there
   * instead of by the composer ("Open Keep and log a workout").
   */
  intents: readonly string[]
  /**
   * Requests for the most vague level when nothing but the intent is said, leaning on habit:
   * "Order my usual coffee", "Get me to work". Falls back to `intents`.
   */
  usual?: readonly string[]
  /**
   * Per parameter, phrases that state it, with {v} where the rendered value goes:
   * `pickupLocation: ['from {v}', 'picking me up at {v}']`. Order here is the order in the sentence.
   * A parameter without an entry is said as "with <param words> {v}".
   */
  params: Readonly<Record<string, readonly string[]>>
  /**
   * Per parameter, how a value is rendered (the words that go in {v}). Default: strings as they are,
   * numbers as digits, dates relative to the clock ("today", "tomorrow", "on Saturday, January 31"),
   * string lists joined with "and". Return undefined to fall back to the default.
   */
  render?: Readonly<Record<string, (value: unknown, say: Say) => string | undefined>>
}

/** Default renderers a custom renderer may use. */
export interface Say {
  /** Any value in the default way. */
  value(value: unknown): string
  /** A YYYY-MM-DD (or ISO) date relative to the case's clock: "today", "tomorrow", "on Friday, March 6". */
  day(value: string): string
  /** A list of strings: "a, b and c". */
  list(values: readonly unknown[]): string
}

/** Tool name -> phrasing; an app may override with `<appId>.<tool>`. */
export type Lexicon = Readonly<Record<string, ToolPhrasing>>
