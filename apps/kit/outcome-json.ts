import type { Outcome } from './errors.ts'
import { isDeepFrozen } from './freeze.ts'

/**
 * A successful outcome's JSON, written once per data object where the data is deep-frozen (a
 * memoized catalog page or listing that every session shares): a search answered a thousand times
 * is serialized once, for the response and for the journal's size alike. Anything else is
 * serialized afresh, so a memo can never be stale.
 */
interface Written {
  /** `JSON.stringify(outcome)`. */
  text: string
  /** The same as UTF-8, for a response body. */
  bytes?: Buffer
}

const written = new WeakMap<object, Written>()

function memo(data: object): Written {
  let w = written.get(data)
  if (!w) written.set(data, (w = { text: `{"ok":true,"data":${JSON.stringify(data)}}` }))
  return w
}

const memoizable = (outcome: Outcome): outcome is { ok: true; data: object } => outcome.ok && isDeepFrozen(outcome.data)

/** `JSON.stringify(outcome)`. */
export const outcomeJson = (outcome: Outcome): string => (memoizable(outcome) ? memo(outcome.data).text : JSON.stringify(outcome))

/** `JSON.stringify(outcome)` as UTF-8. */
export function outcomeBytes(outcome: Outcome): Buffer {
  if (!memoizable(outcome)) return Buffer.from(JSON.stringify(outcome))
  const w = memo(outcome.data)
  return (w.bytes ??= Buffer.from(w.text))
}
