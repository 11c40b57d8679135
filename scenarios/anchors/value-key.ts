/**
 * The key two values share when a person would call them the same: strings trimmed, case-folded,
 * `_` and runs of spaces read as one space; objects with sorted keys. Used to count habits and to
 * find a value in recent context.
 */
export function valueKey(value: unknown): string {
  return JSON.stringify(normalize(value))
}

/** Text as a person would compare it: case-folded, `_` and runs of spaces read as one space, trimmed. */
export const foldText = (text: string): string => text.trim().toLowerCase().replace(/[_\s]+/g, ' ')

function normalize(value: unknown): unknown {
  if (typeof value === 'string') return foldText(value)
  if (Array.isArray(value)) return value.map(normalize)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normalize(v)]),
    )
  }
  return value
}

const ID_PATTERNS = [/^(bj|sh|hz|sz)_[a-z0-9_]+$/, /^[a-z]{1,5}[_-][a-z0-9_-]*\d/i, /^[a-z]{1,5}_[a-z]+(_[a-z]+)+$/, /^[A-Z]{2,5}\d{5,}$/, /\d{6,}/, /^d\d{2,3}$/, /^[0-9a-zA-Z]{12,}$/]

/** An opaque id from an earlier outcome (`rst_1994_4648_2`, `TM201772279`, `iq_the_knockout`): nobody says these. */
export function looksLikeId(param: string, value: unknown): boolean {
  if (/Id$|^id$|Ids$/.test(param)) return true
  if (typeof value === 'string') return ID_PATTERNS.some((p) => p.test(value)) && !/\s/.test(value)
  if (Array.isArray(value)) return value.some((v) => looksLikeId('', v))
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => looksLikeId(k, v))
  return false
}
