import { fromLocal, type ArgumentIssue } from '../../apps/kit/index.ts'

/**
 * The virtual times a session may be at: 2000-01-01 00:00 to 2099-12-31 23:59 (CST). The apps
 * format four-digit years and look days up in calendars; far past this range they answer NaN dates
 * or fail, so a clock is refused there instead (decision 0022).
 */
export const EARLIEST_TIME = fromLocal(2000, 1, 1, 0, 0)
export const LATEST_TIME = fromLocal(2099, 12, 31, 23, 59)

export const isSupportedTime = (ms: number): boolean => Number.isFinite(ms) && ms >= EARLIEST_TIME && ms <= LATEST_TIME

/** The 400 issue for a time outside the supported range, or undefined. */
export function timeRangeIssue(ms: number, path: string): ArgumentIssue | undefined {
  if (isSupportedTime(ms)) return undefined
  return { path, code: ms < EARLIEST_TIME ? 'too_small' : 'too_big', message: 'Virtual time must be from 2000-01-01 00:00 to 2099-12-31 23:59', expected: '2000-01-01 00:00 to 2099-12-31 23:59' }
}
