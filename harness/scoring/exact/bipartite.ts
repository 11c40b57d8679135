/**
 * The size of the largest one-to-one pairing of `left` with `right` under `pairs` (Kuhn's
 * augmenting paths). Tolerant equality is not transitive, so a greedy first match can undercount.
 */
export function maximumMatching<L, R>(left: readonly L[], right: readonly R[], pairs: (l: L, r: R) => boolean): number {
  const edges = left.map((l) => right.flatMap((r, j) => (pairs(l, r) ? [j] : [])))
  const owner: (number | undefined)[] = right.map(() => undefined)
  const claim = (i: number, seen: boolean[]): boolean => {
    for (const j of edges[i] ?? []) {
      if (seen[j]) continue
      seen[j] = true
      const holder = owner[j]
      if (holder === undefined || claim(holder, seen)) {
        owner[j] = i
        return true
      }
    }
    return false
  }
  let size = 0
  for (let i = 0; i < left.length; i++) if (claim(i, [])) size++
  return size
}
