import type { Outcome } from './errors.ts'
import { isDeepFrozen } from './freeze.ts'

/**
 * A successful outcome's JSON, written once per data object where the data is deep-frozen (a
 * memoized catalog page or listing that every session shares): a search answered a thousand times
 * is serialized once, for the response and for the journal's size alike. The text lives as long as
 * the data does. Anything else is serialized afresh, so a memo can never be stale.
 */
const written = new WeakMap<object, string>()

/** `JSON.stringify(outcome)`. */
export function outcomeJson(outcome: Outcome): string {
  if (!outcome.ok || !isDeepFrozen(outcome.data)) return JSON.stringify(outcome)
  let text = written.get(outcome.data)
  if (text === undefined) written.set(outcome.data, (text = `{"ok":true,"data":${JSON.stringify(outcome.data)}}`))
  return text
}
