import { clip } from './clip.ts'
import type { ArgumentIssue } from './errors.ts'

/** Deepest nesting of objects and arrays a request may have; real arguments need fewer than ten. */
export const MAX_JSON_DEPTH = 64

// A path is shown, not replayed: long keys and very long paths are cut so the error stays small.
const MAX_KEY_SHOWN = 40
const MAX_PATH_SHOWN = 400

const step = (path: string, key: string | number): string => {
  if (typeof key === 'number') return `${path}[${key}]`
  const shown = clip(key, MAX_KEY_SHOWN)
  return path ? `${path}.${shown}` : shown
}
const cut = (path: string) => clip(path, MAX_PATH_SHOWN)

/**
 * The first reason a parsed JSON value may not be kept, or undefined: nesting deeper than
 * `maxDepth` (it would overflow the stack of whatever serializes it later) or an own `__proto__`
 * key (an object built from it would lose the key silently). Stops at the limit, so a cyclic
 * in-process value is refused too, never walked forever.
 */
export function jsonShapeIssue(value: unknown, maxDepth = MAX_JSON_DEPTH): ArgumentIssue | undefined {
  const walk = (v: unknown, depth: number, path: string): ArgumentIssue | undefined => {
    if (v === null || typeof v !== 'object') return undefined
    if (depth > maxDepth) return { path: cut(path), code: 'too_deep', message: `Nested deeper than ${maxDepth} levels of objects and arrays` }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], depth + 1, step(path, i))
        if (found) return found
      }
      return undefined
    }
    for (const key of Object.keys(v)) {
      if (key === '__proto__') return { path: cut(step(path, key)), code: 'forbidden_key', message: 'The key "__proto__" is not accepted' }
      const found = walk((v as Record<string, unknown>)[key], depth + 1, step(path, key))
      if (found) return found
    }
    return undefined
  }
  return walk(value, 1, '')
}
