/**
 * The entry of a record keyed by id, only if the record itself holds it: `orders['constructor']`
 * must be "no such order", not Object's prototype method.
 */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(record, id) ? record[id] : undefined

/**
 * One page of a user's records, newest first, as the app's list screen shows them: views are built
 * only for the page, unless a status filter needs every record's current status.
 */
export function newestPage<R extends { id: string; placedAt: string }, V extends { status: string }>(
  records: Readonly<Record<string, R>>,
  view: (record: R) => V,
  limit: number,
  status?: string,
): { total: number; orders: V[] } {
  const newest = Object.values(records).sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id.localeCompare(a.id))
  if (!status) return { total: newest.length, orders: newest.slice(0, limit).map(view) }
  const matching = newest.map(view).filter((v) => v.status === status)
  return { total: matching.length, orders: matching.slice(0, limit) }
}
