import { calendarDay, fromIso, localParts } from '../../apps/kit/index.ts'

/**
 * Conditions a reader sees on the date line of every record and of the request (decision 0032):
 * whether the day is a workday or a day off (weekends and holidays; a make-up Saturday is a
 * workday), and the time of day. A habit may hold within one branch against the overall majority:
 * training at the gym after work, a long hike on days off.
 */
export const VISIBLE_CONDITIONS = ['day kind', 'time of day'] as const
export type VisibleCondition = (typeof VISIBLE_CONDITIONS)[number]

/** Within a branch the value needs this many uses, this share and this margin over the runner-up. */
export const BRANCH_MIN_USES = 3
export const BRANCH_SHARE = 0.6
export const BRANCH_MARGIN = 2

const timeOfDay = (hour: number) => (hour < 11 ? 'morning' : hour < 14 ? 'midday' : hour < 17 ? 'afternoon' : 'evening')

/** The branch of each visible condition a moment falls in: `day kind=day off`, `time of day=evening`. */
export function branchesOf(ts: string): string[] {
  const ms = fromIso(ts)
  if (Number.isNaN(ms)) return []
  return [`day kind=${calendarDay(ms).kind === 'workday' ? 'workday' : 'day off'}`, `time of day=${timeOfDay(localParts(ms).hour)}`]
}
