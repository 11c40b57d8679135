import { z } from 'zod'
import { deepFreeze, defineTool, toDate, type ToolContext } from '../kit/index.ts'
import { normalizeQuery, tokenize } from '../knowledge/search-text.ts'
import type { FeedItem, NewsFlavour } from './flavour.ts'
import { dayFeedOf, readNewsDay, resolveCategory, type DayFeed } from './feed.ts'
import { filterForTeen } from './teen-rule.ts'
import { itemSchema, itemView, policyNoticesSchema, type NewsState } from './views.ts'

// Followed topics lift matching stories, at half the weight of the query's own words.
const FOLLOW_WEIGHT = 0.5

interface Ranked {
  /** The page, in display order, with each item's place on the whole (visible) list. */
  page: readonly { item: FeedItem; score: number; place: number }[]
  /** The page's items as shown to a user with nothing saved (frozen, shared by every such call). */
  views: readonly ItemView[]
  published: number
  matched: number
  policyNotices: { rule: string; message: string }[]
}

type ItemView = ReturnType<typeof itemView> & { rank?: number }
const NOTHING_SAVED: NewsState = { saved: {}, topics: {} }

/**
 * The page for a day's channel as visible at a moment: the k earliest items are out (k fixes the set),
 * minus what a minor may not see, ranked by query and followed topics. Pure, so memoized by its inputs.
 */
function rank(f: NewsFlavour, feed: DayFeed, now: number, query: string, follows: readonly string[], ctx: ToolContext): Ranked {
  const score = new Float64Array(feed.items.length)
  for (const s of feed.index.search(tokenize(query))) score[s.doc] = s.score
  const followTokens = follows.flatMap((t) => tokenize(t))
  if (followTokens.length > 0) for (const s of feed.index.search(followTokens)) score[s.doc] = score[s.doc]! + s.score * FOLLOW_WEIGHT
  const visible = feed.items.filter((i) => i.publishedMs <= now)
  const { kept, notices } = filterForTeen(ctx, visible)
  const places = new Map(kept.map((item, i) => [item, i + 1]))
  const scored = kept.map((item) => ({ item, score: score[feed.items.indexOf(item)]!, place: places.get(item)! }))
  let page = scored.sort((a, b) => b.score - a.score || b.item.reads - a.item.reads).slice(0, f.pageSize)
  // A hot list keeps its order by heat; the place is the rank on the whole list.
  if (f.ordering === 'heat') page = page.sort((a, b) => a.place - b.place)
  const views = page.map((p): ItemView => (f.ordering === 'heat' ? { ...itemView(f, p.item, NOTHING_SAVED), rank: p.place } : itemView(f, p.item, NOTHING_SAVED)))
  return deepFreeze({ page, views, published: kept.length, matched: page.filter((p) => p.score > 0).length, policyNotices: notices })
}

export function recommendationsTool(f: NewsFlavour, examples: { category: string; query: string }) {
  const extraItem = itemSchema(f).extend(f.ordering === 'heat' ? { rank: z.number().int() } : {})
  return defineTool({
    name: 'getDailyNewsRecommendations',
    description: `${f.name}'s recommended stories for a day (default today) in a channel, the ones matching the search words first; stories carry source, publication time, summary and engagement.`,
    effect: 'read',
    input: z.object({
      category: z.string().trim().min(1).max(60).describe(`The channel, e.g. ${examples.category}.`),
      searchQuery: z.string().trim().max(200).describe(`Words to look for, e.g. ${examples.query}; '' for the channel's top stories.`),
      date: z.string().trim().min(1).max(40).optional().describe("The day: 'MM-DD' (e.g. '10-27', the latest such day), 'YYYY-MM-DD', 'today' or 'yesterday'. Default today."),
    }),
    output: z.object({
      date: z.string(),
      category: z.string(),
      query: z.string(),
      totalPublished: z.number().int(),
      matched: z.number().int(),
      items: z.array(extraItem),
      notice: z.string().optional(),
      policyNotices: policyNoticesSchema,
    }),
    run(state: NewsState, args, ctx: ToolContext) {
      const day = readNewsDay(args.date, ctx.now)
      const { category, index, known } = resolveCategory(f, args.category)
      const feed = dayFeedOf(ctx, f, index, day)
      let visible = 0
      for (const item of feed.items) if (item.publishedMs <= ctx.now) visible++
      const query = normalizeQuery(args.searchQuery)
      const follows = Object.keys(state.topics)
      const key = `rank:${index}:${day}:${visible}:${ctx.user.age < 18 ? 'minor' : 'adult'}:${follows.join('|')}:${query}`
      const { views, published, matched, policyNotices } = ctx.memo(key, () => rank(f, feed, ctx.now, query, follows, ctx))
      const notes: string[] = []
      if (!known) notes.push(`${f.name} has no "${args.category}" channel; showing ${category.label}.`)
      if (day === toDate(ctx.now) && published < f.pageSize) notes.push(`Only ${published} ${category.label} stories published so far today.`)
      if (args.searchQuery.trim() !== '' && matched === 0 && views.length > 0) notes.push(`No ${category.label} story on ${day} matches "${args.searchQuery}"; showing the day's top stories.`)
      return {
        date: day,
        category: category.label,
        query: args.searchQuery,
        totalPublished: published,
        matched,
        items: views.map((v) => (state.saved[v.articleId] ? { ...v, savedByMe: true } : v)),
        ...(notes.length > 0 ? { notice: notes.join(' ') } : {}),
        ...(policyNotices.length > 0 ? { policyNotices } : {}),
      }
    },
  })
}
