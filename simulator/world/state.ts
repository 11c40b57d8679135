/**
 * A session's world state: immutable after commit (immer), so a snapshot is a reference and a fork
 * shares every branch until one side writes.
 */
export interface SessionState {
  /** Successful writes so far; seeds the next write's rng, so forks stay in step. */
  readonly seq: number
  /** Virtual clock, epoch ms. */
  readonly now: number
  /** Id counters by prefix (`ord` -> 7 gives `ord_0007` next... after increment). */
  readonly counters: Readonly<Record<string, number>>
  /** Each app's own state, by canonical app id. */
  readonly apps: Readonly<Record<string, unknown>>
}

/** Readable per-session ids: `ord_0007`. */
export const formatId = (prefix: string, n: number): string => `${prefix}_${String(n).padStart(4, '0')}`
