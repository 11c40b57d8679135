import type { HistoryRecord } from '../history/index.ts'

/**
 * A lookup that found nothing: the app says so (`matched: false`, no matches) or every list it
 * returned is empty (a feed read without search words lists stories: it found something). A person
 * who meets one does something else next time, so the same empty lookup on a later day is a sign of
 * a scripted life.
 */
export function foundNothing(r: HistoryRecord): boolean {
  if (!r.outcome?.ok) return false
  const d = r.outcome.data as Record<string, unknown> | null
  if (typeof d !== 'object' || d === null) return false
  // "Nothing matched; showing best sellers (or today's top stories)" lists items but found nothing.
  const words = Object.entries(r.args).some(([k, v]) => /query/i.test(k) && typeof v === 'string' && v.trim() !== '')
  if (d.matched === false || d.totalMatches === 0 || (words && d.matched === 0)) return true
  const lists = Object.values(d).filter(Array.isArray)
  if (lists.length > 0) return lists.every((l) => l.length === 0)
  return d.matched === 0 || d.total === 0 || d.count === 0
}

/** The same lookup: app, tool and arguments (a date argument aside, so a daily feed's query counts as one). */
export const lookupKey = (r: HistoryRecord): string => {
  const { date: _date, ...args } = r.args as Record<string, unknown>
  return `${r.app}.${r.tool} ${JSON.stringify(args, Object.keys(args).sort())}`
}

/** Records that repeat, on a later day, a lookup that had found nothing. */
export function repeatedEmptySearches(records: readonly HistoryRecord[], isRead: (r: HistoryRecord) => boolean): number[] {
  const empty = new Map<string, string>()
  const out: number[] = []
  records.forEach((r, i) => {
    if (!isRead(r)) return
    const key = lookupKey(r)
    const day = r.ts.slice(0, 10)
    const first = empty.get(key)
    if (first !== undefined && first < day) out.push(i)
    if (first === undefined && foundNothing(r)) empty.set(key, day)
  })
  return out
}
