import { clip, outcomeJson, type Outcome } from '../../apps/kit/index.ts'

/**
 * What a journal entry costs, and what a failed call keeps of its arguments. Sizes are the length
 * of the JSON text: an estimate of the heap an entry holds, cheap to take (V8 serializes natively)
 * and the same measure the 1 MiB body limit uses, so one limit reads the same everywhere.
 */

/** A failed call's arguments are kept whole up to this many characters of JSON; beyond, a summary. */
export const FAILED_ARGS_KEPT = 1024
/** How much of an oversized failed call's arguments the summary shows. */
const PREVIEW = 256
/** Index, time, app and tool names, and the object around them. */
export const ENTRY_OVERHEAD = 128

/** JSON text length of a value; 0 for what JSON cannot hold (a cycle, a BigInt: in-process callers only). */
export function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    return 0
  }
}

/** `jsonSize` of an outcome: a shared, deep-frozen result (a catalog page) is measured once, not per call. */
export function outcomeSize(outcome: Outcome): number {
  try {
    return outcomeJson(outcome).length
  } catch {
    return 0
  }
}

/**
 * About the JSON length of a value, without writing it: string lengths plus punctuation, in time
 * proportional to the number of values, not to their length (a one-megabyte string costs one step).
 * Escapes are not counted; the value has passed the depth check, so recursion is bounded.
 */
function approxJsonLength(value: unknown): number {
  if (typeof value === 'string') return value.length + 2
  if (value === null || typeof value !== 'object') return String(value).length
  let n = 2
  if (Array.isArray(value)) for (const item of value) n += approxJsonLength(item) + 1
  else for (const [key, item] of Object.entries(value)) n += key.length + 4 + approxJsonLength(item)
  return n
}

/** The start of a value's JSON text: long strings are cut before they are serialized. */
function jsonPreview(value: unknown): string {
  const shortened = (v: unknown): unknown => {
    if (typeof v === 'string') return v.length > PREVIEW ? v.slice(0, PREVIEW) : v
    if (v === null || typeof v !== 'object') return v
    if (Array.isArray(v)) return v.slice(0, PREVIEW).map(shortened)
    return Object.fromEntries(Object.entries(v).slice(0, PREVIEW).map(([k, x]) => [clip(k, PREVIEW), shortened(x)]))
  }
  return clip(JSON.stringify(shortened(value)) ?? '', PREVIEW)
}

/** A failed call's arguments as journaled: as sent when small, else their size and the start of their text. */
export function failedCallArgs(raw: unknown, refusedShape: boolean): { args: unknown; size: number } {
  // A shape refused for depth is never walked again: that is what overflows the stack.
  if (refusedShape) return { args: { $truncated: { reason: 'refused before reading: nested too deep or a forbidden key' } }, size: 96 }
  const length = approxJsonLength(raw)
  if (length <= FAILED_ARGS_KEPT) {
    const exact = jsonSize(raw)
    if (exact <= FAILED_ARGS_KEPT) return { args: raw, size: exact }
  }
  return { args: { $truncated: { jsonLength: length, preview: jsonPreview(raw) } }, size: PREVIEW + 64 }
}
