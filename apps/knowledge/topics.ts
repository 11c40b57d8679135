import { LIFESTYLE_TOPICS } from './topics-lifestyle.ts'
import { SCHOLARLY_TOPICS } from './topics-scholarly.ts'

/**
 * A subject area the content apps write about. Notes, questions and paid items are built from its
 * subjects and sentence templates (`{s}` is replaced by a subject), so the text stays on topic.
 */
export interface Topic {
  id: string
  label: string
  zh: string
  emoji: string
  /** Extra words that lead a search here (English and Chinese). */
  keywords: readonly string[]
  /** Subjects within the topic, e.g. 'egg fried rice' in home cooking. */
  subjects: readonly string[]
  /** Practical, first-hand sentences (Xiaohongshu notes, answer openings). */
  tips: readonly string[]
  /** Explanatory sentences (Zhihu answers). */
  insights: readonly string[]
  /** What answerers on the topic are, e.g. 'Registered dietitian'. */
  credentials: readonly string[]
  /** Subject a minors' rule restricts (in-depth finance, politics, adult topics). */
  sensitive?: 'finance' | 'politics' | 'adult'
}

export const TOPICS: readonly Topic[] = [...LIFESTYLE_TOPICS, ...SCHOLARLY_TOPICS]

/** Fills `{s}` (a subject) and `{S}` (capitalized) in a template. */
export const fill = (template: string, subject: string): string =>
  template.replaceAll('{s}', subject).replaceAll('{S}', subject.charAt(0).toUpperCase() + subject.slice(1))
