import { maximumMatching } from './bipartite.ts'
import { scalarsMatch } from './scalar-match.ts'

export interface MatchOptions {
  /** Raw deep equality: no type coercion, no normalisation, lists in order. */
  strict?: boolean
  /** The tool declares this parameter's list a set: compare as multisets. */
  setLike?: boolean
  /** The case's clock (epoch ms), for relative times such as `08:30`. */
  now?: number
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

const keysOf = (a: Record<string, unknown>, b: Record<string, unknown>) => [...new Set([...Object.keys(a), ...Object.keys(b)])]

function rawEqual(gold: unknown, predicted: unknown): boolean {
  if (Array.isArray(gold) || Array.isArray(predicted)) {
    return Array.isArray(gold) && Array.isArray(predicted) && gold.length === predicted.length && gold.every((v, i) => rawEqual(v, predicted[i]))
  }
  if (isPlainObject(gold) || isPlainObject(predicted)) {
    // A missing key and an undefined one read the same: JSON cannot tell them apart.
    return isPlainObject(gold) && isPlainObject(predicted) && keysOf(gold, predicted).every((k) => rawEqual(gold[k], predicted[k]))
  }
  return gold === predicted
}

function tolerantMatch(gold: unknown, predicted: unknown, setLike: boolean, now: number | undefined): boolean {
  if (Array.isArray(gold) || Array.isArray(predicted)) {
    if (!Array.isArray(gold) || !Array.isArray(predicted) || gold.length !== predicted.length) return false
    const same = (g: unknown, p: unknown) => tolerantMatch(g, p, false, now)
    if (setLike) return maximumMatching(gold, predicted, same) === gold.length
    return gold.every((g, i) => same(g, predicted[i]))
  }
  if (isPlainObject(gold) || isPlainObject(predicted)) {
    if (!isPlainObject(gold) || !isPlainObject(predicted)) return false
    return keysOf(gold, predicted).every((k) => tolerantMatch(gold[k], predicted[k], false, now))
  }
  return scalarsMatch(gold, predicted, now)
}

/** Whether a predicted value matches a gold value: type-tolerant by default, raw with `strict`. */
export function valuesMatch(gold: unknown, predicted: unknown, opts: MatchOptions = {}): boolean {
  return opts.strict ? rawEqual(gold, predicted) : tolerantMatch(gold, predicted, opts.setLike ?? false, opts.now)
}
