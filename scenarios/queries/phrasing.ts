/**
 * How a tool is asked for in plain first-person English. A query is composed from an intent (what
 * the user wants done), optionally the app, and one phrase per *stated* parameter; omitted
 * parameters never appear. Several phrasings per slot; the composer picks one with the case's rng.
 */
export interface ToolPhrasing {
  /**
   * Requests such as "Get me a cab", "Order {item}", "How much would {taxiType} cost{rest}?". A
   * `{name}` placeholder names a stated parameter or a `combine` slot: the intent is used only when
   * every placeholder's value is stated, and the composer prefers the intents that say the most
   * parameters. `{app}` is the app's name (only when the query names it); `{rest}` is where the
   * other phrases go (default: the end). Keep at least one intent without placeholders.
   */
  intents: readonly string[]
  /**
   * Requests for the most vague level when nothing but the intent is said, leaning on habit:
   * "Get me my usual coffee", "Book my regular ride". No placeholders. Falls back to `intents`.
   */
  usual?: readonly string[]
  /**
   * Per parameter (or `combine` slot), phrases that state it after the intent, with {v} where the
   * rendered words go: `pickupLocation: ['from {v}']`. The order here is the order in the sentence.
   * A parameter without an entry is said as "with <param words> {v}" (a gap the tests catch).
   */
  params: Readonly<Record<string, readonly string[]>>
  /**
   * Per parameter, the words that say a value (what goes in {v}, and the case's mention of it).
   * Default: strings as they are, numbers as digits, dates relative to the clock ("today",
   * "tomorrow", "on Saturday, January 31"), lists joined with "and". Return undefined for the default.
   */
  render?: Readonly<Record<string, (value: unknown, say: Say) => string | undefined>>
  /**
   * Parameters (or `combine` slots) whose phrases may trade places with each other: the order of
   * `params` is then one of several ("tomorrow at 8 am, an Express car" or the other way round).
   */
  loose?: readonly string[]
  /**
   * Parameters (or slots) whose words, with their own preposition, may open the request:
   * "Tomorrow at 8 am, get me a car home". Only for words that stand alone (a moment, a day).
   */
  front?: readonly string[]
  /** Parameters said together in one phrase ("two cartons of milk"), tried in order. */
  combine?: readonly Combine[]
}

/**
 * One phrase for several parameters. It applies when every parameter of `params` is stated (and
 * none is taken by an earlier combine); the stated ones of `also` join it. The phrase must contain
 * each parameter's rendered words, so that every mention still occurs in the query.
 */
export interface Combine {
  /** The slot's name: a placeholder in intents, a key of `params` for where it goes otherwise. */
  as: string
  params: readonly string[]
  also?: readonly string[]
  /** The phrase (or phrases to pick from), from the rendered words and the raw values of the stated parameters. */
  say: (words: Readonly<Record<string, string>>, values: Readonly<Record<string, unknown>>, say: Say) => string | readonly string[] | undefined
}

/** Default renderers a custom renderer may use. */
export interface Say {
  /** Any value in the default way. */
  value(value: unknown): string
  /** A YYYY-MM-DD (or ISO) date relative to the case's clock: "today", "tomorrow", "on Friday, March 6". */
  day(value: string): string
  /** A list of strings: "a, b and c". */
  list(values: readonly unknown[]): string
  /** A count as people say it: "one" to "nine", then digits ("12", "1,500"). */
  count(n: number): string
  /** A clock time `HH:mm`: "8:30 am", "7 pm", "noon". */
  clock(hhmm: string): string
  /**
   * A moment with its preposition: "right now", "at 8:30 am", "tonight at 8", "tomorrow at 7:05 am",
   * "on Saturday, January 31 at 9 am", or a bare day. Undefined when the text is none of those.
   */
  when(value: string): string | undefined
  /** An amount of yuan: "¥500", "¥2,000", "¥12.50". */
  money(n: number): string
}

/** Tool name -> phrasing; an app may override with `<appId>.<tool>`. */
export type Lexicon = Readonly<Record<string, ToolPhrasing>>
