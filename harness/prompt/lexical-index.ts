/** A tiny BM25 index over short documents: deterministic, no dependencies. */

const STOP_WORDS = new Set(
  'a an and are as at be by can could do for from get give go i in into is it me my of on or our please some that the this to up us want we what when where which will with would you your'.split(' '),
)

/** Lower-cased words: camelCase and snake_case split, plural `s` dropped, CJK characters one by one. */
export function lexicalTokens(text: string): string[] {
  const spaced = text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  const out: string[] = []
  for (const word of spaced.match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? []) {
    if (STOP_WORDS.has(word)) continue
    out.push(word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)
  }
  return out
}

export interface LexicalIndex {
  /** BM25 score of every document for the query, in document order. */
  scores(query: string): number[]
}

const K1 = 1.2
const B = 0.75

export function createLexicalIndex(documents: readonly string[]): LexicalIndex {
  const termCounts = documents.map((d) => {
    const counts = new Map<string, number>()
    for (const t of lexicalTokens(d)) counts.set(t, (counts.get(t) ?? 0) + 1)
    return counts
  })
  const lengths = documents.map((_, i) => [...termCounts[i]!.values()].reduce((a, b) => a + b, 0))
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, documents.length)
  const documentFrequency = new Map<string, number>()
  for (const counts of termCounts) for (const t of counts.keys()) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1)
  const n = documents.length
  return {
    scores(query) {
      const terms = [...new Set(lexicalTokens(query))]
      return termCounts.map((counts, i) => {
        let score = 0
        for (const t of terms) {
          const tf = counts.get(t)
          if (!tf) continue
          const df = documentFrequency.get(t)!
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
          score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[i]!) / averageLength))
        }
        return score
      })
    },
  }
}
