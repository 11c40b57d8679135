/** Edit distance (Levenshtein), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    prev = row
  }
  return prev[b.length]!
}

/**
 * Up to `limit` candidates plausibly meant by `text` (case-insensitive), closest first: those within
 * a typo's reach (40% of the length, at least 3 edits); the single closest when none is.
 */
export function nearestNames(text: string, candidates: readonly string[], limit = 3): string[] {
  const t = text.toLowerCase()
  const ranked = candidates
    .map((c) => ({ c, d: editDistance(t, c.toLowerCase()) }))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
  const reach = Math.max(3, Math.ceil(t.length * 0.4))
  const close = ranked.filter((x) => x.d <= reach).slice(0, limit)
  return (close.length > 0 ? close : ranked.slice(0, 1)).map((x) => x.c)
}
