import { z } from 'zod'
import { deepFreeze, defineTool, MINUTE, toDate, type ToolContext } from '../kit/index.ts'
import { SETTLED } from './engagement.ts'
import { normalizeQuery, tokenize } from '../knowledge/search-text.ts'
import type { FeedItem, NewsFlavour } from './flavour.ts'
import { dayFeedOf, readNewsDay, resolveCategory, type DayFeed } from './feed.ts'
import { filterForTeen } from './teen-rule.ts'
import { itemSchema, itemView, policyNoticesSchema, withCountsAt, type NewsState } from './views.ts'

// Followed topics lift matching stories, at half the weight of the query's own words.
const FOLLOW_WEIGHT = 0.5

interface Ranked {
  /** The page, in display order. */
  page: readonly { item: FeedItem; score: number; place: number }[]
  /** The page's items as shown to a user with nothing saved (frozen, shared by every such call). */
  views: readonly ItemView[]
  published: number
  /** Stories of the page, and of the whole visible list, that match the search words (all of them without words). */
  matched: number
  totalMatches: number
  policyNotices: { rule: string; message: string }[]
}

type ItemView = ReturnType<typeof itemView> & { rank?: number }
const NOTHING_SAVED: NewsState = { saved: {}, topics: {} }

/**
 * The page for a day's channel as visible at a moment: the k earliest items are out (k fixes the set),
 * minus what a minor may not see. Stories matching the search words come first, best match first (a
 * hot list keeps its heat order among them); followed topics lift stories within each part. Pure, so
 * memoized by its inputs.
 */
function rank(f: NewsFlavour, feed: DayFeed, now: number, query: string, follows: readonly string[], ctx: ToolContext): Ranked {
  const n = feed.items.length
  const words = tokenize(query)
  const match = new Float64Array(n)
  for (const s of feed.index.search(words)) match[s.doc] = s.score
  const lift = new Float64Array(n)
  const followTokens = follows.flatMap((t) => tokenize(t))
  if (followTokens.length > 0) for (const s of feed.index.search(followTokens)) lift[s.doc] = s.score * FOLLOW_WEIGHT
  const position = new Map(feed.items.map((item, i) => [item, i]))
  const visible = feed.items.filter((i) => i.publishedMs <= now)
  const { kept, notices } = filterForTeen(ctx, visible)
  const scored = kept.map((item, i) => {
    const at = position.get(item)!
    return { item, matches: words.length === 0 || match[at]! > 0, score: match[at]! + lift[at]!, place: i + 1 }
  })
  const heat = f.ordering === 'heat'
  scored.sort((a, b) => Number(b.matches) - Number(a.matches) || (heat ? Number(b.score > 0) - Number(a.score > 0) || a.place - b.place : b.score - a.score || b.item.reads - a.item.reads))
  const page = scored.slice(0, f.pageSize)
  const views = page.map((p): ItemView => (heat ? { ...itemView(f, p.item, NOTHING_SAVED), rank: p.place } : itemView(f, p.item, NOTHING_SAVED)))
  const totalMatches = scored.filter((s) => s.matches).length
  return deepFreeze({ page, views, published: kept.length, matched: page.filter((p) => p.matches).length, totalMatches, policyNotices: notices })
}

/**
 * The page's views with the counts of this minute: settled pages as they are; a recent day's page
 * is recounted once a minute (counts are shown to the minute), shared by every call in it.
 */
function countedAt(f: NewsFlavour, page: Ranked['page'], views: readonly ItemView[], key: string, ctx: ToolContext): readonly ItemView[] {
  const minute = Math.floor(ctx.now / MINUTE) * MINUTE
  if (!page.some((p) => minute - p.item.publishedMs < SETTLED)) return views
  return ctx.memo(`${key}@${minute}`, () => deepFreeze(views.map((v, i) => withCountsAt(f, page[i]!.item, v, minute))))
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
      totalMatches: z.number().int(),
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
      const { page, views, published, matched, totalMatches, policyNotices } = ctx.memo(key, () => rank(f, feed, ctx.now, query, follows, ctx))
      const notes: string[] = []
      if (!known) notes.push(`${f.name} has no "${args.category}" channel; showing ${category.label}.`)
      if (day === toDate(ctx.now) && published < f.pageSize) notes.push(`Only ${published} ${category.label} stories published so far today.`)
      // Said once, in one place: nothing matched, and what is shown instead.
      if (totalMatches === 0 && views.length > 0) notes.push(`No ${category.label} story on ${day} matches "${args.searchQuery}"; showing the day's top stories.`)
      return {
        date: day,
        category: category.label,
        query: args.searchQuery,
        totalPublished: published,
        matched,
        totalMatches,
        items: countedAt(f, page, views, key, ctx).map((v) => (state.saved[v.articleId] ? { ...v, savedByMe: true } : v)),
        ...(notes.length > 0 ? { notice: notes.join(' ') } : {}),
        ...(policyNotices.length > 0 ? { policyNotices } : {}),
      }
    },
  })
}
