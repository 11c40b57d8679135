import { z } from 'zod'
import { SETTLED, shareAt } from './engagement.ts'
import type { FeedItem, NewsFlavour } from './flavour.ts'

/** What a news app keeps per session: saved articles and followed topics, keyed by their own ids. */
export interface SavedArticle {
  articleId: string
  title: string
  source: string
  category: string
  publishedAt: string
  savedAt: string
}

export interface FollowedTopic {
  topic: string
  followedAt: string
}

export interface NewsState {
  saved: Record<string, SavedArticle>
  topics: Record<string, FollowedTopic>
}

export const initialNewsState = (): NewsState => ({ saved: {}, topics: {} })

/** The channel label a story group shows as ('wsociety' -> 'Society'): one of the app's own channels. */
export const sectionOf = (f: NewsFlavour, group: string): string => f.sections[group] ?? f.categories.find((c) => c.id === f.fallbackCategory)!.label

/**
 * A view with the counts a reader sees at `now`: still growing for a recent story. Settled views are
 * shared (frozen) and returned as they are; a growing one is copied with its counts at this moment.
 */
export function withCountsAt<V extends { reads: number; comments: number }>(f: NewsFlavour, item: FeedItem, view: V, now: number): V {
  const age = now - item.publishedMs
  if (age >= SETTLED) return view
  // One share for every count: reads, comments and likes all come in at the same pace.
  const share = shareAt(age, f.growth)
  const grown: Record<string, unknown> = { ...view, reads: Math.round(item.reads * share), comments: Math.round(item.comments * share) }
  const grows = f.extra?.grows
  if (grows) for (const key of grows) grown[key] = Math.round(Number(item.extra[key] ?? 0) * share)
  // An article's discussion is as young as the article: its likes grow with it.
  const discussion = (view as { discussion?: readonly { likes: number }[] }).discussion
  if (discussion) grown.discussion = discussion.map((d) => ({ ...d, likes: Math.round(d.likes * share) }))
  return grown as V
}

export const itemShape = {
  articleId: z.string(),
  title: z.string(),
  source: z.string(),
  category: z.string(),
  publishedAt: z.string(),
  summary: z.string(),
  reads: z.number().int(),
  comments: z.number().int(),
  tags: z.array(z.string()),
  contentLabel: z.enum(['politics', 'violence']).optional(),
  savedByMe: z.boolean(),
}

export const itemSchema = (f: NewsFlavour) => z.object({ ...itemShape, ...(f.extra?.shape ?? {}) })

export function itemView(f: NewsFlavour, item: FeedItem, state: NewsState) {
  return {
    articleId: item.articleId,
    title: item.title,
    source: item.source,
    category: sectionOf(f, item.group),
    publishedAt: item.publishedText,
    summary: item.summary,
    reads: item.reads,
    comments: item.comments,
    tags: item.tags,
    // Adults see political and violent stories, labelled as such.
    ...(item.sensitive ? { contentLabel: item.sensitive } : {}),
    savedByMe: state.saved[item.articleId] !== undefined,
    ...item.extra,
  }
}

export const policyNoticesSchema = z.array(z.object({ rule: z.string(), message: z.string() })).optional()
