/** Values `deepFreeze` froze: shared, never changed again, so what is derived from them can be kept. */
const deeplyFrozen = new WeakSet<object>()

/**
 * Deep-freezes a value and returns it. For memoized static data shared by every session, and for
 * records a write stores: immer then skips walking them again at commit.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
    deeplyFrozen.add(value)
  }
  return value
}

/** Whether `deepFreeze` froze this object (an object frozen some other way may hold mutable parts). */
export const isDeepFrozen = (value: unknown): value is object => typeof value === 'object' && value !== null && deeplyFrozen.has(value)
