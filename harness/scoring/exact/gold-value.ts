import type { ResolvedCall } from './resolved-call.ts'
import { isSetLike } from './resolved-call.ts'
import { valuesMatch } from './values-match.ts'

export interface ValueContext {
  strict: boolean
  /** The case's clock (epoch ms). */
  now: number
}

/** A predicted value is right when it matches the gold value or one of its listed alternatives. */
export function goldAccepts(gold: ResolvedCall, param: string, predicted: unknown, context: ValueContext): boolean {
  const opts = { strict: context.strict, setLike: isSetLike(gold, param), now: context.now }
  const accepted = [gold.params[param], ...(gold.alternatives[param] ?? [])]
  return accepted.some((value) => valuesMatch(value, predicted, opts))
}
