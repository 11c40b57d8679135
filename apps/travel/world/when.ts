import { DAY, invalidArgument, MINUTE, parseWhen, toDisplay } from '../../kit/index.ts'

/** Words people and models use for "as soon as possible"; ToolSpectrum's gold calls write 'current time'. */
const NOW_WORDS = new Set(['now', 'right now', 'current time', 'current', 'the current time', 'asap', 'immediately', 'today', '现在', '立即', '马上'])
/** A time a few minutes ago is read as now (the request took a moment); earlier is an error. */
const PAST_TOLERANCE_MS = 5 * MINUTE
/** Trips and rentals are sold up to a year ahead. */
export const MAX_AHEAD_DAYS = 365

/** When a trip starts or a car is picked up: a time from now on, within a year. */
export function readTripTime(text: string, now: number, path: string): number {
  if (NOW_WORDS.has(text.trim().toLowerCase())) return now
  const at = parseWhen(text, now, path)
  if (at < now - PAST_TOLERANCE_MS) throw invalidArgument(path, `"${text}" is in the past (it is ${toDisplay(now)} now)`, 'a time from now on')
  if (at > now + MAX_AHEAD_DAYS * DAY) throw invalidArgument(path, `"${text}" is more than a year ahead; trips are sold up to ${MAX_AHEAD_DAYS} days out`)
  return Math.max(at, now)
}
