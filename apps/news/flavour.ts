import type { z } from 'zod'
import type { Rng } from '../kit/index.ts'
import type { Growth } from './engagement.ts'
import type { SlotTable, StoryTemplate } from './story.ts'

/** What the minors' rule lets teenagers read: entertainment, education and technology news only. */
export type Family = 'entertainment' | 'education' | 'technology' | 'other'
export const TEEN_FAMILIES: readonly Family[] = ['entertainment', 'education', 'technology']

/** A channel of the app ('finance', 'celebrity', 'basketball'): which story groups feed it. */
export interface NewsCategory {
  id: string
  label: string
  zh: string
  synonyms: readonly string[]
  family: Family
  groups: readonly string[]
}

/** One feed item before the app's own fields are added. */
export interface FeedItem {
  articleId: string
  index: number
  group: string
  title: string
  summary: string
  tags: string[]
  sensitive?: 'politics' | 'violence'
  source: string
  /** Minutes after local midnight. */
  minute: number
  publishedMs: number
  /** 'YYYY-MM-DD HH:mm', computed once with the day's feed. */
  publishedText: string
  /** Reads and comments once the story has settled (what a reader sees grows towards them). */
  reads: number
  comments: number
  /** Slot values, so the article body and discussion name the same teams, people and places. */
  bindings: Readonly<Record<string, string>>
  template: StoryTemplate
  /** App-specific fields (Weibo's heat, Hupu's board). */
  extra: Readonly<Record<string, string | number>>
}

/** How one news app differs: channels, stories, outlets, numbers, ordering and what its items show. */
export interface NewsFlavour {
  /** Display name, used in messages. */
  name: string
  /** Leading digit and check length of the app's numeric article ids. */
  idLead: string
  idCheckDigits: number
  categories: readonly NewsCategory[]
  /** Channel for a category the app does not have. */
  fallbackCategory: string
  stories: Readonly<Record<string, readonly StoryTemplate[]>>
  /** The channel label an item of each story group shows as its category. */
  sections: Readonly<Record<string, string>>
  slots: SlotTable
  /** Items per day and channel, and items per page. */
  poolSize: number
  pageSize: number
  /** Who published an item of this group. */
  source(group: string, rng: Rng, bindings: Readonly<Record<string, string>>): string
  /** Reads and comments for an item (the app's audience size). */
  engagement(rng: Rng, group: string): { reads: number; comments: number }
  /** How fast reads and comments accumulate after publication. */
  growth: Growth
  /** 'relevance': matching items first, then popular; 'heat': a hot list, ranked by heat. */
  ordering: 'relevance' | 'heat'
  /** The app's own fields on an item, and their output schema. */
  extra?: {
    shape: z.ZodRawShape
    of(item: Omit<FeedItem, 'extra'>, rng: Rng): Record<string, string | number>
    /** Fields that accumulate like comments (Hupu's lights). */
    grows?: readonly string[]
  }
  /** Lines of the discussion under an article (comments, posts, replies), with `{slot}` holes. */
  discussion: readonly string[]
  /** Who writes in the discussion. */
  commenter(rng: Rng): string
  /** Closing paragraphs of a full article, by group (falls back to '*'). */
  closers: Readonly<Record<string, readonly string[]>>
}
