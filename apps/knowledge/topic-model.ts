/**
 * One thing people look up ('egg fried rice'), with what is worth saying about it. Notes and answers
 * are written from these sentences, so what a search lists is about what was typed and two answers
 * to one question make different points.
 */
export interface Subject {
  /** As a person writes it, a noun phrase: 'egg fried rice', 'weekend trips to Hangzhou'. */
  name: string
  /** The Chinese name users search and tag it by: '蛋炒饭'. */
  zh: string
  /** Other names, English or Chinese: 'West Lake', '西湖'. */
  also: readonly string[]
  /** Three practical, first-hand tips, each a sentence that stands alone. */
  tips: readonly string[]
  /** Two explanations of why or how it works. */
  facts: readonly string[]
}

/** A subject area the content apps write about. */
export interface Topic {
  id: string
  label: string
  zh: string
  emoji: string
  /** Words that lead a search to the whole area (English and Chinese). */
  keywords: readonly string[]
  subjects: readonly Subject[]
  /** Two or more general points an answerer on the area makes, whatever the subject. */
  insights: readonly string[]
  /** What answerers on the topic are, e.g. 'Registered dietitian'. */
  credentials: readonly string[]
  /** Subject a minors' rule restricts (in-depth finance, politics, adult topics). */
  sensitive?: 'finance' | 'politics' | 'adult'
}

/** A subject written compactly: `names` is 'zh|alias|alias', then three tips and two facts. */
export const subject = (name: string, names: string, tips: readonly [string, string, string], facts: readonly [string, string]): Subject => {
  const [zh, ...also] = names.split('|')
  return { name, zh: zh!, also, tips, facts }
}

/** Every name a subject goes by, for the search index. */
export const subjectNames = (s: Subject): string => [s.name, s.zh, ...s.also].join(' ')

/** Fills `{s}` (a subject) and `{S}` (capitalized) in a template. */
export const fill = (template: string, subjectName: string): string =>
  template.replaceAll('{s}', subjectName).replaceAll('{S}', subjectName.charAt(0).toUpperCase() + subjectName.slice(1))
