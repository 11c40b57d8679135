/** What each lives check returns: a total, and per user a count with the first few problems in words. */
export interface KeyTally {
  total: number
  byUser: Record<string, { count: number; examples: string[] }>
}

/** Examples kept per user: enough to find the generator at fault, few enough to read. */
export const MAX_KEY_EXAMPLES = 3

/** A tally built user by user; `total` is the sum of counts unless the check counts otherwise (users, groups). */
export function tally(ids: readonly string[]) {
  const byUser: KeyTally['byUser'] = Object.fromEntries(ids.map((id) => [id, { count: 0, examples: [] as string[] }]))
  return {
    byUser,
    add(id: string, example: string, count = 1) {
      const u = (byUser[id] ??= { count: 0, examples: [] })
      u.count += count
      if (u.examples.length < MAX_KEY_EXAMPLES) u.examples.push(example)
    },
    done: (total?: number): KeyTally => ({ total: total ?? Object.values(byUser).reduce((s, u) => s + u.count, 0), byUser }),
  }
}

export const hasEventTag = (tags: readonly string[] | undefined): boolean => tags?.some((t) => t.startsWith('event:')) ?? false
