import { DAY, hashString, startOfLocalDay } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { displayMs } from '../../lives/index.ts'
import { appIdOf } from './food.ts'
import { allOk, lastOk, okData, okSince, undone } from './recall.ts'

/**
 * Tidying up what piles up on a phone: saved notes and articles looked through and the oldest
 * removed, questions and topics followed a week and more ago unfollowed, a hasty upvote withdrawn, and
 * reminders that are done or past deleted after a look at the list. Only what the person saved,
 * followed or set themselves (the ids their own calls returned or named), and only when there is some.
 */

/** What is still saved or followed: the saves on the app whose key was not later undone. */
function stillThere(actor: Actor, app: string, tool: string, undoTool: string, key: string, olderThan: number): HistoryRecord[] {
  return allOk(actor, app, tool).filter((r) => Date.parse(r.ts) < actor.now - olderThan && !undone(actor, undoTool, key, r.args[key]))
}

/** Xiaohongshu's saved notes: the list, and the oldest one let go of now and then. */
function tidyNotes(actor: Actor): void {
  const saved = stillThere(actor, 'Xiaohongshu', 'saveNote', 'deleteSavedNote', 'noteId', 0)
  // Nothing saved since the last look: the same list again would show nothing new.
  const looked = lastOk(actor, 'listSavedNotes')
  if (saved.length < 2 || (looked && looked.ts >= saved[saved.length - 1]!.ts)) return
  const tags = ['ctx:knowledge', 'follow-up']
  actor.call('Xiaohongshu', 'listSavedNotes', {}, tags)
  const oldest = saved[0]!
  if (Date.parse(oldest.ts) < actor.now - 10 * DAY && actor.rng.chance(0.4)) actor.later(1, 3).call('Xiaohongshu', 'deleteSavedNote', { noteId: oldest.args.noteId }, tags)
}

/** Zhihu: the questions followed, one followed over a week ago dropped; a recent upvote sometimes withdrawn. */
function tidyZhihu(actor: Actor): void {
  const tags = ['ctx:knowledge', 'follow-up']
  const followed = stillThere(actor, 'Zhihu', 'followQuestion', 'unfollowQuestion', 'questionId', 0)
  // Nothing followed since the last look: the same list again would show nothing new.
  const looked = lastOk(actor, 'listFollowedQuestions')
  if (followed.length > 0 && !(looked && looked.ts >= followed[followed.length - 1]!.ts)) {
    actor.call('Zhihu', 'listFollowedQuestions', {}, tags)
    const stale = followed.find((r) => Date.parse(r.ts) < actor.now - 7 * DAY)
    if (stale && actor.rng.chance(0.45)) actor.later(1, 3).call('Zhihu', 'unfollowQuestion', { questionId: stale.args.questionId }, tags)
  }
}

/** One upvote in six, given in passing, is taken back a day or two later on reading the answer again (fixed per answer). */
function withdrawUpvote(actor: Actor): void {
  const today = startOfLocalDay(actor.now)
  const hasty = stillThere(actor, 'Zhihu', 'upvoteAnswer', 'cancelUpvote', 'answerId', 0).find((r) => {
    const h = hashString(`${actor.user.id}:${String(r.args.answerId)}:withdraw`)
    return h % 6 === 0 && Math.round((today - startOfLocalDay(Date.parse(r.ts))) / DAY) === 1 + (h % 2)
  })
  if (hasty) actor.call('Zhihu', 'cancelUpvote', { answerId: hasty.args.answerId }, ['ctx:knowledge', 'follow-up'])
}

/** The news app's saved articles looked through (the oldest removed) and its followed topics (a stale one unfollowed). */
function tidyNews(actor: Actor): void {
  const app = actor.habits.apps.news
  const id = appIdOf(actor, app)
  const tags = ['ctx:news', 'follow-up']
  const saved = stillThere(actor, app, 'saveArticle', 'deleteSavedArticle', 'articleId', 0)
  // A list looked at since the last change shows nothing new: not opened again.
  const unchanged = (tool: string, latest: HistoryRecord | undefined) => {
    const looked = lastOk(actor, tool, (r) => r.app === id)
    return looked !== undefined && latest !== undefined && looked.ts >= latest.ts
  }
  if (saved.length >= 2 && !unchanged('listSavedArticles', saved[saved.length - 1]) && actor.rng.chance(0.7)) {
    actor.call(app, 'listSavedArticles', {}, tags)
    const oldest = saved[0]!
    if (Date.parse(oldest.ts) < actor.now - 7 * DAY && actor.rng.chance(0.4)) actor.later(1, 3).call(app, 'deleteSavedArticle', { articleId: oldest.args.articleId }, tags)
  }
  const topics = stillThere(actor, app, 'followTopic', 'unfollowTopic', 'topic', 0).filter((r) => r.app === id)
  if (topics.length > 0 && !unchanged('listFollowedTopics', topics[topics.length - 1]) && actor.rng.chance(0.6)) {
    actor.later(1, 2).call(app, 'listFollowedTopics', {}, tags)
    const stale = topics.find((r) => Date.parse(r.ts) < actor.now - 5 * DAY)
    if (stale && actor.rng.chance(0.4)) actor.later(1, 3).call(app, 'unfollowTopic', { topic: stale.args.topic }, tags)
  }
}

/** Reminders that are done, or whose one-off time is two days gone: the list with the done ones, then those deleted. */
function tidyReminders(actor: Actor): void {
  const created = allOk(actor, 'Reminders', 'createReminder').filter((r) => !okData(r).repeat || okData(r).repeat === 'none')
  const finished = created.filter((r) => {
    const id = okData(r).reminderId
    if (undone(actor, 'deleteReminder', 'reminderId', id)) return false
    const due = okData(r).due ? displayMs(String(okData(r).due)) : Number.NaN
    return okSince(actor, Date.parse(r.ts), 'completeReminder', (c) => c.args.reminderId === id).length > 0 || due < actor.now - 2 * DAY
  })
  if (finished.length === 0) return
  actor.call('Reminders', 'listReminders', { includeCompleted: true }, ['ctx:reminders', 'routine'])
  // Done with: no longer part of the trip or show it was set for.
  for (const r of finished.slice(0, actor.rng.int(1, 2))) actor.later(1, 2).call('Reminders', 'deleteReminder', { reminderId: okData(r).reminderId }, ['ctx:reminders', 'follow-up'])
}

export const tidyUps: Planner = ({ day, rng }) => {
  const out: Activity[] = []
  const evening = () => day.time(rng.pick([21, 22]), rng.int(0, 50))
  if (rng.chance(day.dayOff ? 0.1 : 0.05)) out.push({ at: evening(), name: 'tidy-notes', run: tidyNotes })
  if (rng.chance(day.dayOff ? 0.1 : 0.05)) out.push({ at: evening(), name: 'tidy-zhihu', run: tidyZhihu })
  if (rng.chance(day.dayOff ? 0.1 : 0.05)) out.push({ at: evening(), name: 'tidy-news', run: tidyNews })
  if (day.weekday === 0 && rng.chance(0.4)) out.push({ at: day.time(20, rng.int(0, 50)), name: 'tidy-reminders', run: tidyReminders })
  out.push({ at: day.time(22, rng.int(0, 50)), name: 'upvote-withdrawn', run: withdrawUpvote })
  return out
}
