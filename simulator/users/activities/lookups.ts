import { tokenize } from '../../../apps/knowledge/search-text.ts'
import type { HistoryRecord } from '../../history/index.ts'
import { foundNothing, lookupKey } from '../../lives/index.ts'
import type { Actor } from '../actor.ts'
import { appIdOf } from './food.ts'

/**
 * A person's memory of their own searches: a lookup that found nothing is not typed again on a later
 * day (other words, or none), and what they open after a search is something the search showed them.
 */

/** Whether this exact lookup (app, tool, arguments but the date) has already found nothing. */
export function foundNothingBefore(actor: Actor, app: string, tool: string, args: Record<string, unknown>): boolean {
  const id = appIdOf(actor, app)
  let key: string | undefined
  for (const r of actor.records) {
    if (r.app !== id || r.tool !== tool || !foundNothing(r)) continue
    key ??= lookupKey({ ts: '', app: id, tool, args })
    if (lookupKey(r) === key) return true
  }
  return false
}

export interface Found {
  args: Record<string, unknown>
  data: any
  record: HistoryRecord
}

/**
 * Searches with the first of `candidates` not known to find nothing; when it finds nothing, tries
 * the next one (at most `tries` searches in all) and then gives up. Undefined when nothing was found.
 */
export function lookUp(actor: Actor, app: string, tool: string, candidates: readonly Record<string, unknown>[], tags: string[], tries = 2): Found | undefined {
  let left = tries
  for (const args of candidates) {
    if (left === 0) return undefined
    if (foundNothingBefore(actor, app, tool, args)) continue
    if (left < tries) actor.later(1, 2)
    left--
    const data = actor.call(app, tool, args, tags)
    const record = actor.records[actor.records.length - 1]!
    if (!foundNothing(record)) return { args, data, record }
  }
  return undefined
}

/** How many of the query's words a text contains (the same tokenizer the content apps search with). */
export function wordsInCommon(query: string, text: string): number {
  const own = new Set(tokenize(text))
  return tokenize(query).filter((t) => own.has(t)).length
}

/** The items of a result list that are visibly about the query, most words in common first. */
export function aboutQuery<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  return items
    .map((item, i) => ({ item, i, n: wordsInCommon(query, textOf(item)) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.item)
}
