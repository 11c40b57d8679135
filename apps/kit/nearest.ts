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

/** The `limit` candidates closest to `text` (case-insensitive), closest first. */
export function nearestNames(text: string, candidates: readonly string[], limit = 3): string[] {
  const t = text.toLowerCase()
  return candidates
    .map((c) => ({ c, d: editDistance(t, c.toLowerCase()) }))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, limit)
    .map((x) => x.c)
}
