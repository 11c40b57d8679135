import { z } from 'zod'
import { conflict, createRng, deepFreeze, defineTool, MINUTE, notFound, toDisplay, toIso, type Tool, type ToolContext } from '../kit/index.ts'
import { SETTLED } from './engagement.ts'
import type { FeedItem, NewsCategory, NewsFlavour } from './flavour.ts'
import { dayFeedOf, decodeArticleId } from './feed.ts'
import { drawSlots, fillSlots } from './story.ts'
import { denyArticleForMinor } from './teen-rule.ts'
import { itemSchema, itemView, sectionOf, withCountsAt, type NewsState, type SavedArticle } from './views.ts'
import { newsDayOf } from './news-day.ts'
import { ownEntry as entry } from '../kit/index.ts'

/** Reading, saving and un-saving articles by id: the follow-ups of a news feed. */

interface Located {
  day: string
  category: NewsCategory
  item: FeedItem
}

/** The article an id names, if this app and world issued it and it is already published. */
function locate(f: NewsFlavour, id: string, ctx: ToolContext): Located {
  const decoded = decodeArticleId(ctx.worldSeed, ctx.appId, f, id)
  const feed = decoded && dayFeedOf(ctx, f, decoded.cat, decoded.day)
  const item = feed?.items.find((i) => i.index === decoded!.idx)
  if (!decoded || !feed || !item || item.publishedMs > ctx.now) throw notFound(`${f.name} has no article "${id}"; article ids come from getDailyNewsRecommendations`)
  denyArticleForMinor(ctx, f, feed.category, item)
  return { day: decoded.day, category: feed.category, item }
}

/** The full text and the discussion under it, drawn from the item's own slot values. */
function articleDetail(f: NewsFlavour, item: FeedItem, day: string, seed: string) {
  const rng = createRng(`${seed}:${item.articleId}:detail`)
  const closers = f.closers[item.group] ?? f.closers['*'] ?? []
  const chosen = rng.shuffle(closers).slice(0, 2)
  const discussionLines = rng.shuffle(f.discussion).slice(0, rng.int(3, 5))
  const values = drawSlots([...chosen, ...discussionLines], f.slots, rng, newsDayOf(seed, day), item.bindings)
  const maxLikes = Math.max(5, Math.round(item.comments * 2))
  return {
    content: [item.summary, ...(item.template.body ?? []).map((p) => fillSlots(p, item.bindings)), ...chosen.map((p) => fillSlots(p, values))],
    discussion: discussionLines
      .map((line) => ({ user: f.commenter(rng), text: fillSlots(line, values), likes: rng.int(0, maxLikes) }))
      .sort((a, b) => b.likes - a.likes),
  }
}

const NOTHING_SAVED: NewsState = { saved: {}, topics: {} }

const idParameter = (f: NewsFlavour) => z.string().trim().min(1).max(30).describe(`The article's id from getDailyNewsRecommendations (digits, starting with ${f.idLead}).`)

const savedSchema = z.object({ articleId: z.string(), title: z.string(), source: z.string(), category: z.string(), publishedAt: z.string(), savedAt: z.string() })
const savedView = (s: SavedArticle) => ({ ...s, savedAt: toDisplay(Date.parse(s.savedAt)) })

export function articleTools(f: NewsFlavour): Tool<NewsState>[] {
  const getArticle = defineTool({
    name: 'getArticle',
    description: `Opens a ${f.name} article by id: the full text and the discussion under it.`,
    effect: 'read',
    input: z.object({ articleId: idParameter(f) }),
    output: itemSchema(f).extend({
      content: z.array(z.string()),
      discussion: z.array(z.object({ user: z.string(), text: z.string(), likes: z.number().int() })),
    }),
    run(state: NewsState, args, ctx) {
      const { day, item } = locate(f, args.articleId, ctx)
      // One frozen view per article, shared by every reader; the reader's own bookmark is laid over it.
      const settled = ctx.memo(`article:${item.articleId}`, () => deepFreeze({ ...itemView(f, item, NOTHING_SAVED), ...articleDetail(f, item, day, ctx.worldSeed) }))
      // A recent article's counts move; they are shown to the minute, like the feed's.
      const minute = Math.floor(ctx.now / MINUTE) * MINUTE
      const view = minute - item.publishedMs < SETTLED ? ctx.memo(`article:${item.articleId}@${minute}`, () => deepFreeze(withCountsAt(f, item, settled, minute))) : settled
      return state.saved[item.articleId] ? { ...view, savedByMe: true } : view
    },
  })

  const saveArticle = defineTool({
    name: 'saveArticle',
    description: `Saves (bookmarks) a ${f.name} article to read later; see listSavedArticles.`,
    effect: 'write',
    input: z.object({ articleId: idParameter(f) }),
    output: savedSchema,
    run(state: NewsState, args, ctx) {
      const { item } = locate(f, args.articleId, ctx)
      if (state.saved[item.articleId]) throw conflict(`"${item.title}" is already saved`)
      const saved: SavedArticle = {
        articleId: item.articleId,
        title: item.title,
        source: item.source,
        category: sectionOf(f, item.group),
        publishedAt: item.publishedText,
        savedAt: toIso(ctx.now),
      }
      state.saved[item.articleId] = saved
      return savedView(saved)
    },
  })

  const listSavedArticles = defineTool({
    name: 'listSavedArticles',
    description: `Articles saved on ${f.name}, most recently saved first.`,
    effect: 'read',
    input: z.object({}),
    output: z.object({ articles: z.array(savedSchema) }),
    run(state: NewsState) {
      return { articles: Object.values(state.saved).reverse().map(savedView) }
    },
  })

  const deleteSavedArticle = defineTool({
    name: 'deleteSavedArticle',
    description: 'Removes an article from the saved list.',
    effect: 'write',
    input: z.object({ articleId: idParameter(f) }),
    output: z.object({ removed: savedSchema }),
    run(state: NewsState, args) {
      const saved = entry(state.saved, args.articleId)
      if (!saved) throw notFound(`Article "${args.articleId}" is not in your saved articles`)
      delete state.saved[args.articleId]
      return { removed: savedView(saved) }
    },
  })

  return [getArticle, saveArticle, listSavedArticles, deleteSavedArticle] as Tool<NewsState>[]
}
