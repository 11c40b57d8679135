import { bootstrapInterval, byCluster, sumAll, sumAt, type SummedStatistic } from './bootstrap.ts'
import { NO_RATE, type Rate } from './interval.ts'

/** An interval needs two users at least: one user resampled is always that same user. */
export const MIN_USERS = 2

/**
 * One seed for every figure: each draws the same users (by position), so two figures of the same
 * lines (App and Function when they agree) get the same interval, and the summary is deterministic.
 */
export const USER_SEED = 'users'

/** What a rate counts, each belonging to one user: a result line, a dialogue turn, a counterfactual pair. */
export interface OfUser {
  user: string
}

/** passed / counted, null when nothing was counted. */
export const share = (sums: readonly number[]): number | null => (sums[1] ? sums[0]! / sums[1] : null)

/** A statistic's parts summed per user, users in id order: what a user bootstrap draws. */
export const perUser = <T extends OfUser>(items: readonly T[], parts: (item: T) => readonly number[], combine: SummedStatistic['combine']): SummedStatistic =>
  byCluster({ parts: items.map(parts), combine }, items.map((item) => item.user))

/**
 * The 95% interval of a per-user statistic: users drawn with replacement, all of each drawn user's
 * items taken (a cluster bootstrap), because one user's cases share a history and anchors and are
 * not independent. Null under MIN_USERS users.
 */
export function userInterval(statistic: SummedStatistic): [number, number] | null {
  if (statistic.parts.length < MIN_USERS) return null
  return bootstrapInterval(statistic.parts.length, (indices) => sumAt(statistic, indices), { seed: USER_SEED })
}

/** Any summed figure over items (F1 is [tp, fp, fn]) with its user-bootstrap interval; n is the items. */
export function userRate<T extends OfUser>(items: readonly T[], parts: (item: T) => readonly number[], combine: SummedStatistic['combine']): Rate {
  const statistic = perUser(items, parts, combine)
  const value = sumAll(statistic)
  const interval = value === null ? null : userInterval(statistic)
  return { value, low: interval?.[0] ?? null, high: interval?.[1] ?? null, n: items.length }
}

/** passed of counted, each item giving [passed, counted] (a line [1, 1], a parameter tally [correct, total]); n is what was counted. */
export function userProportion<T extends OfUser>(items: readonly T[], parts: (item: T) => readonly [number, number]): Rate {
  const statistic = perUser(items, parts, share)
  const counted = statistic.parts.reduce((n, p) => n + p[1]!, 0)
  if (!counted) return { ...NO_RATE }
  const interval = userInterval(statistic)
  return { value: sumAll(statistic), low: interval?.[0] ?? null, high: interval?.[1] ?? null, n: counted }
}

/** The share of items for which the predicate holds, with its user-bootstrap interval. */
export const userShare = <T extends OfUser>(items: readonly T[], holds: (item: T) => boolean): Rate => userProportion(items, (item) => [holds(item) ? 1 : 0, 1])

/** How many users the items come from. */
export const userCount = (items: readonly OfUser[]): number => new Set(items.map((item) => item.user)).size
