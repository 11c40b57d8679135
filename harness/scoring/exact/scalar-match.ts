import { parseDay, parseWhen } from '../../../apps/kit/index.ts'

/** Trimmed, case-folded, inner whitespace collapsed; NFKC folds full-width forms models sometimes emit. */
export const normalizeText = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const n = Number(value.trim())
  return Number.isFinite(n) ? n : undefined
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value !== 'string') return undefined
  const text = normalizeText(value)
  return text === 'true' ? true : text === 'false' ? false : undefined
}

// Only a gold value with a four-digit year is read as a date: it keeps seat codes like "1-2" out.
const ABSOLUTE = /^\d{4}-\d{1,2}-\d{1,2}/
const BARE_DAY = /^\d{4}-\d{1,2}-\d{1,2}$/

/**
 * A predicted time matches when the apps' own parsers read it as the gold instant; a bare gold date
 * asks only for the same day. Relative forms (`08:30`, `tomorrow`) need the case's clock.
 */
function datesMatch(gold: string, predicted: string, now: number | undefined): boolean {
  const g = gold.trim()
  const p = predicted.trim()
  if (!ABSOLUTE.test(g)) return false
  if (now === undefined && !ABSOLUTE.test(p)) return false
  const clock = now ?? 0
  try {
    if (BARE_DAY.test(g)) return parseDay(g, clock, 'gold') === parseDay(p, clock, 'predicted')
    return parseWhen(g, clock, 'gold') === parseWhen(p, clock, 'predicted')
  } catch {
    return false // the parsers answer unreadable text with a 400 error: not a date, so no match
  }
}

/**
 * Type-tolerant equality of two scalars: numbers numerically against numeric strings, booleans
 * against "true"/"false", strings normalised, date strings canonically.
 */
export function scalarsMatch(gold: unknown, predicted: unknown, now: number | undefined): boolean {
  if (gold === predicted) return true
  if (typeof gold === 'number' || typeof predicted === 'number') {
    const g = asNumber(gold)
    return g !== undefined && g === asNumber(predicted)
  }
  if (typeof gold === 'boolean' || typeof predicted === 'boolean') {
    const g = asBoolean(gold)
    return g !== undefined && g === asBoolean(predicted)
  }
  if (typeof gold === 'string' && typeof predicted === 'string') {
    return normalizeText(gold) === normalizeText(predicted) || datesMatch(gold, predicted, now)
  }
  return false
}
