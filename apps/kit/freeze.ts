/**
 * Deep-freezes a value and returns it. For memoized static data shared by every session, and for
 * records a write stores: immer then skips walking them again at commit.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}
