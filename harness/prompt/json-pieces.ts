import { canonicalJson } from './prompt-hash.ts'

/**
 * Pieces of a prompt that many prompts share (a history turn, a system message, a tool list) are
 * sealed: frozen, so their JSON can be written once and reused. Only sealed values are memoized;
 * anything else is serialized afresh, so a memo can never be stale.
 */
const sealedValues = new WeakSet<object>()
const canonicalMemo = new WeakMap<object, Buffer>()
const jsonMemo = new WeakMap<object, Buffer>()

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const v of Object.values(value)) deepFreeze(v)
}

/** Freezes a value this module's caller owns (deeply, or only its top level) and marks it shareable. */
export function seal<T extends object>(value: T, depth: 'deep' | 'shallow' = 'deep'): T {
  if (depth === 'deep') deepFreeze(value)
  else Object.freeze(value)
  sealedValues.add(value)
  return value
}

/**
 * `seal`, for a value whose JSON its builder already wrote (both spellings, exactly as
 * `canonicalJson` and `JSON.stringify` would: tests/prompt-cache.test.ts checks the hashes and bodies).
 */
export function sealWritten<T extends object>(value: T, canonical: string, json: string): T {
  seal(value)
  canonicalMemo.set(value, Buffer.from(canonical, 'utf8'))
  jsonMemo.set(value, Buffer.from(json, 'utf8'))
  return value
}

export const isSealed = (value: unknown): boolean => typeof value === 'object' && value !== null && sealedValues.has(value)

function memo(cache: WeakMap<object, Buffer>, value: unknown, write: (v: unknown) => string | undefined): Buffer {
  // Only sealed values are ever stored, so a hit needs no other check
  const hit = typeof value === 'object' && value !== null ? cache.get(value) : undefined
  if (hit) return hit
  const bytes = Buffer.from(write(value) ?? 'null', 'utf8')
  if (isSealed(value)) cache.set(value as object, bytes)
  return bytes
}

/** `canonicalJson(value)` as UTF-8, written once per sealed value. */
export const canonicalBytes = (value: unknown): Buffer => memo(canonicalMemo, value, canonicalJson)

/** `JSON.stringify(value)` as UTF-8, written once per sealed value. */
export const jsonBytes = (value: unknown): Buffer => memo(jsonMemo, value, (v) => JSON.stringify(v))
