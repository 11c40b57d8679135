/**
 * The entry of a record keyed by id, only if the record itself holds it: `orders['constructor']`
 * must be "no such order", not Object's prototype method.
 */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(record, id) ? record[id] : undefined
