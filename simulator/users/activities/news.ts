import { normalizeQuery } from '../../../apps/knowledge/search-text.ts'
import { toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import type { Day } from '../calendar.ts'
import { aboutQuery, foundNothingBefore, lookUp } from './lookups.ts'
import { CHANNEL_WORDS, channelOn, INTEREST_BEATS, MORNING_SEARCHES, newsAppOf, TEEN_CHANNELS, type Beat } from './news-beats.ts'
import { appIdOf } from './food.ts'
import { usually } from '../choices.ts'

const FEED = 'getDailyNewsRecommendations'

interface Item {
  articleId: string
  title: string
  summary: string
  tags: string[]
  savedByMe?: boolean
}

const textOf = (i: Item) => `${i.title} ${i.summary} ${i.tags.join(' ')}`

/** Whether the person already follows this topic on the app (following twice is refused). */
function follows(actor: Actor, app: string, topic: string): boolean {
  const id = appIdOf(actor, app)
  return actor.records.some((r) => r.app === id && r.tool === 'followTopic' && r.outcome?.ok && normalizeQuery(String(r.args.topic)) === normalizeQuery(topic))
}

/** An article from the page opened, sometimes saved; after a search, now and then its words followed as a topic. */
function readOne(actor: Actor, app: string, items: readonly Item[], query: string, openChance: number): void {
  const { rng } = actor
  // After a search only a story about it is worth opening; the bare feed's top stories all are.
  const pool = query ? aboutQuery(items, query, textOf) : items.slice(0, 3)
  if (pool.length === 0 || !rng.chance(openChance)) return
  const item = rng.pick(pool.slice(0, 3))
  const tags = ['ctx:news', 'follow-up']
  actor.later(1, 4).call(app, 'getArticle', { articleId: item.articleId }, tags)
  if (!item.savedByMe && rng.chance(0.3)) actor.later(2, 6).call(app, 'saveArticle', { articleId: item.articleId }, tags)
  if (query && rng.chance(0.25) && !follows(actor, app, query)) actor.later(1, 2).call(app, 'followTopic', { topic: query }, tags)
}

/**
 * Morning headlines: the habitual channel's top stories, no search words. A reader whose bare feed
 * once came up empty looks for the channel's own sections instead (a lookup is not repeated in vain).
 */
function headlines(actor: Actor, day: Day): void {
  const { habits } = actor
  const app = habits.apps.news
  const which = newsAppOf(app)
  const category = channelOn(which, habits.values.newsCategory)
  const date = toDate(day.start)
  const searches = [[category, ''] as const, ...(MORNING_SEARCHES[which][category] ?? [])]
  const args = searches.map(([c, searchQuery]) => ({ category: c, searchQuery, date })).find((a) => !foundNothingBefore(actor, app, FEED, a))
  if (!args) return
  const feed = actor.call(app, FEED, args, ['ctx:news', 'routine'])
  if (args.searchQuery !== '' && feed.matched === 0) return
  readOne(actor, app, feed.items as Item[], args.searchQuery, 0.35)
}

/** The channels and words this person would search on their news app: their interests it covers, else its own sections. */
function beatsOf(actor: Actor): Beat[] {
  const { habits, user } = actor
  const which = newsAppOf(habits.apps.news)
  const teen = user.age < 18
  const beats = habits.values.interests.map((i) => INTEREST_BEATS[i]?.[which]).filter((b): b is Beat => b !== undefined && (!teen || TEEN_CHANNELS.has(b.category)))
  if (beats.length > 0) return beats
  const category = channelOn(which, habits.values.newsCategory)
  return [{ category, queries: CHANNEL_WORDS[which][category] ?? [] }]
}

/**
 * An evening look for news on an interest, in the channel that covers it. A search that finds
 * nothing is followed by other words, or the app is closed.
 */
function interestSearch(actor: Actor, day: Day): void {
  const { habits, rng } = actor
  const app = habits.apps.news
  const date = toDate(day.start)
  // The interest followed most evenings is the first one; the others now and then.
  const beats = beatsOf(actor)
  const beat = usually(habits, rng, beats[0]!, rng.pick(beats))
  const candidates = rng.shuffle(beat.queries).map((searchQuery) => ({ category: beat.category, searchQuery, date }))
  const found = lookUp(actor, app, FEED, candidates, ['ctx:news', 'routine'], rng.chance(0.5) ? 2 : 1)
  if (found) readOne(actor, app, found.data.items as Item[], String(found.args.searchQuery), 0.55)
}

/** Headlines most mornings on the usual app and channel; now and then an evening search on an interest. */
export const news: Planner = ({ day, rng }) => {
  const out: Activity[] = []
  if (rng.chance(day.dayOff ? 0.5 : 0.8)) out.push({ at: day.time(7, rng.int(0, 55)), name: 'morning-news', run: (actor) => headlines(actor, day) })
  if (rng.chance(day.dayOff ? 0.3 : 0.18)) out.push({ at: day.time(rng.int(20, 22), rng.int(0, 50)), name: 'news-search', run: (actor) => interestSearch(actor, day) })
  return out
}
