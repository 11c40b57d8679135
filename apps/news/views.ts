import { z } from 'zod'
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

/** The label of the channel a story group belongs to ('finance' -> 'Finance'). */
export const sectionOf = (f: NewsFlavour, group: string): string => f.categories.find((c) => c.id === group)?.label ?? group.charAt(0).toUpperCase() + group.slice(1)

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
