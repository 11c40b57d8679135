/** How far an outcome is cut before a model sees it. */
export interface CompactLimits {
  /** Items kept from each list; a note says how many were left out. */
  items: number
  /** Characters kept from each string. */
  chars: number
  /** Nesting kept; deeper objects and lists become a short placeholder. */
  depth: number
}

/** Outcomes in the history: enough to see what happened, short enough for hundreds of records. */
export const HISTORY_LIMITS: CompactLimits = { items: 5, chars: 300, depth: 6 }
/** A read the agent just asked for: it asked because it needs the content (a page is 10 listings). */
export const LIVE_READ_LIMITS: CompactLimits = { items: 10, chars: 1000, depth: 8 }

/** A deterministic, JSON-safe shortening of any value: same input, same output. */
export function compactValue(value: unknown, limits: CompactLimits, depth = 0): unknown {
  if (typeof value === 'string') return value.length > limits.chars ? `${value.slice(0, limits.chars)}…` : value
  if (value === null || typeof value !== 'object') return value === undefined ? null : value
  if (Array.isArray(value)) {
    if (depth >= limits.depth) return `[${value.length} items]`
    const kept = value.slice(0, limits.items).map((v) => compactValue(v, limits, depth + 1))
    return value.length > limits.items ? [...kept, `(${value.length - limits.items} more items not shown)`] : kept
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
  if (depth >= limits.depth) return `{${entries.length} fields}`
  return Object.fromEntries(entries.map(([k, v]) => [k, compactValue(v, limits, depth + 1)]))
}

/** `JSON.stringify` of the compacted value. */
export const compactJson = (value: unknown, limits: CompactLimits): string => JSON.stringify(compactValue(value, limits))
