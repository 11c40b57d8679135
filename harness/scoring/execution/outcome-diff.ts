// Where two outcome payloads differ: how a read-only gold is compared with the prediction.

export const MAX_PATHS = 12

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Paths where two outcome payloads differ (first few), for read gold. Text compares case-folded:
 * an app echoing "Running Shoes" back is the same answer as "running shoes".
 */
export function outcomeDiff(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_PATHS || a === b) return
  if (typeof a === 'string' && typeof b === 'string') {
    if (fold(a) !== fold(b)) out.push(path || '(outcome)')
    return
  }
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path || '(outcome)')
    return
  }
  if (Array.isArray(a) !== Array.isArray(b)) return void out.push(path || '(outcome)')
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)])
  for (const k of keys) outcomeDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out)
}

/** Up to three items, then how many more: `a, b, c and 4 more`. */
export const listSome = (items: readonly string[]): string =>
  items.length <= 3 ? items.join(', ') : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`
