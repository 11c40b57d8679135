import { DAY } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { appIdOf } from './food.ts'
import { allOk, lastOk, okData } from './recall.ts'

/**
 * The video app's account side: the watch history opened to pick up a series where it was left
 * (the next episode, if it is free or the person is a member), a series dropped after its first
 * episode cleared out of the history; for members, a look at the membership after buying it and
 * before it renews, the receipts now and then, and auto-renewal turned off by some.
 */

interface Entry {
  videoId: string
  episode: number
  episodes: number
  preview: boolean
  watchedAt: string
}

/** Free episodes of a title as the last search listing it showed them. */
function freeEpisodes(actor: Actor, appId: string, videoId: string): number {
  const hit = lastOk(actor, 'searchVideos', (r) => r.app === appId && (okData(r).results as { videoId: string }[]).some((v) => v.videoId === videoId))
  return (okData(hit)?.results as { videoId: string; freeEpisodes: number }[] | undefined)?.find((v) => v.videoId === videoId)?.freeEpisodes ?? 0
}

/** The subscription in force: the last purchase, unless auto-renewal was turned off after it. */
function membership(actor: Actor, appId: string): { ts: number; autoRenew: boolean } | undefined {
  const sub = lastOk(actor, 'subscribeMembership', (r) => r.app === appId)
  if (!sub) return undefined
  const stopped = lastOk(actor, 'cancelMembership', (r) => r.app === appId && r.ts > sub.ts)
  return { ts: Date.parse(sub.ts), autoRenew: Boolean(sub.args.autoRenew) && !stopped }
}

/** Whether the watch history has something: a title played and not cleared from it since. */
const historyShows = (actor: Actor, app: string): boolean =>
  allOk(actor, app, 'playVideo').some((p) => !actor.records.some((r) => r.tool === 'deleteWatchHistory' && r.outcome?.ok && r.args.videoId === p.args.videoId && r.ts > p.ts))

/** "Continue watching": the history, then the next episode of the latest series, if it can be watched in full. */
function continueWatching(actor: Actor): void {
  const app = actor.habits.apps.video
  const id = appIdOf(actor, app)
  if (!historyShows(actor, app)) return
  // A look that found nothing to continue is not repeated until something has been played since.
  const looked = lastOk(actor, 'getWatchHistory', (r) => r.app === id)
  if (looked && !lastOk(actor, 'playVideo', (r) => r.app === id && r.ts >= looked.ts)) return
  const tags = ['ctx:video', 'routine']
  const history = actor.call(app, 'getWatchHistory', { limit: 10 }, tags).entries as Entry[]
  const last = history[0]
  if (!last || last.preview || last.episode >= last.episodes) return
  const m = membership(actor, id)
  const member = m !== undefined && (m.autoRenew || m.ts + 30 * DAY > actor.now)
  if (!member && last.episode + 1 > freeEpisodes(actor, id, last.videoId)) return
  actor.later(1, 2).call(app, 'playVideo', { videoId: last.videoId, episode: last.episode + 1 }, tags)
}

/** A series watched once, over ten days ago, never continued: removed from the history. */
function clearDropped(actor: Actor): void {
  const app = actor.habits.apps.video
  const plays = allOk(actor, app, 'playVideo')
  const once = plays.filter((p) => plays.filter((q) => q.args.videoId === p.args.videoId).length === 1 && Date.parse(p.ts) < actor.now - 10 * DAY)
  const dropped = once.find((p) => !actor.records.some((r) => r.tool === 'deleteWatchHistory' && r.args.videoId === p.args.videoId))
  if (!dropped) return
  const tags = ['ctx:video', 'follow-up']
  const history = actor.call(app, 'getWatchHistory', { limit: 20 }, tags).entries as Entry[]
  if (history.some((e) => e.videoId === dropped.args.videoId)) actor.later(1, 2).call(app, 'deleteWatchHistory', { videoId: dropped.args.videoId }, tags)
}

/**
 * The membership looked at: a day or two after an auto-renewing purchase (many turn renewal off at
 * once, keeping the paid month), or in the last days of the month (the receipts now and then; some
 * still turn it off before it renews).
 */
function membershipCheck(actor: Actor): void {
  const app = actor.habits.apps.video
  const id = appIdOf(actor, app)
  const m = membership(actor, id)
  if (!m) return
  const age = actor.now - m.ts
  const looked = (since: number) => lastOk(actor, 'getMembership', (r) => r.app === id && Date.parse(r.ts) > since) !== undefined
  const tags = ['ctx:video', 'follow-up']
  if (m.autoRenew && age > DAY && age < 3 * DAY && !looked(m.ts) && actor.rng.chance(0.5)) {
    const status = actor.call(app, 'getMembership', {}, tags)
    if (status.active && status.autoRenew) actor.later(1, 3).call(app, 'cancelMembership', {}, tags)
    return
  }
  if (age < 24 * DAY || age > 29 * DAY || looked(m.ts + 20 * DAY)) return
  const status = actor.call(app, 'getMembership', {}, tags)
  if (actor.rng.chance(0.4)) actor.later(1, 3).call(app, 'listMembershipOrders', {}, tags)
  if (status.active && status.autoRenew && actor.rng.chance(0.3)) actor.later(1, 3).call(app, 'cancelMembership', {}, tags)
}

export const videoAccount: Planner = ({ day, rng }) => {
  const out: Activity[] = []
  if (rng.chance(day.dayOff ? 0.1 : 0.06)) out.push({ at: day.time(rng.pick([19, 20]), rng.int(0, 50)), name: 'video-continue', run: continueWatching })
  if (rng.chance(0.03)) out.push({ at: day.time(22, rng.int(0, 50)), name: 'video-clear', run: clearDropped })
  out.push({ at: day.time(21, rng.int(0, 50)), name: 'video-membership', run: membershipCheck })
  return out
}
