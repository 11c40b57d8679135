/**
 * How the content apps read a search box: one normal form per query (so "How to cook rice?" and
 * "how to cook rice" reach the same results), word tokens with light stemming, Chinese runs as
 * bigrams, and a small inverted index that scores documents by weighted token hits.
 */

const CJK_RUN = /[\u3400-\u9fff]+/g
const PUNCTUATION = /[^\p{L}\p{N}\s+#-]+/gu

/** Lower-case, NFKC, punctuation dropped, whitespace collapsed: the key results depend on. */
export function normalizeQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim()
}

// Words that say nothing about the subject of a search.
const STOP_WORDS = new Set(
  ('a an the and or of to in on at for with about from by as is are was were be been it its this that these those how what why when where which who ' +
    'do does did can could should would will my me i you your we our us some any more most very just get got tips tip guide way ways ' +
    'article articles news latest new recent content related topic topics thing things want need please help find show tell learn know ' +
    '的 了 吗 呢 怎么 如何 什么 为什么').split(' '),
)

// Plural-looking words that are not plurals.
const KEEP_S = new Set(['news', 'series', 'species', 'analysis', 'basis', 'crisis', 'thesis', 'tennis', 'chess', 'fitness', 'business', 'class', 'glass', 'gas', 'bus', 'lens', 'yes', 'esports', 'sports', 'vs'])

/** A light English stemmer: enough to match "scores" with "score" and "highlights" with "highlight". */
export function stem(word: string): string {
  if (word.length <= 3 || KEEP_S.has(word)) return word === 'sports' ? 'sport' : word
  if (/(ics|ss|us|is)$/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ches|shes|xes|ses)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3)
  if (word.endsWith('ed') && word.length > 4 && !word.endsWith('eed')) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** Chinese runs become overlapping bigrams (a one-character run stays whole). */
function cjkTokens(run: string, out: string[]): void {
  if (run.length === 1) out.push(run)
  for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2))
}

/** Content tokens of a text (stop words dropped, stemmed, de-duplicated, in order of appearance). */
export function tokenize(text: string): string[] {
  const normalized = normalizeQuery(text)
  const out: string[] = []
  for (const run of normalized.match(CJK_RUN) ?? []) cjkTokens(run, out)
  for (const raw of normalized.replace(CJK_RUN, ' ').split(/[\s#-]+/)) {
    if (!raw || STOP_WORDS.has(raw)) continue
    out.push(stem(raw))
  }
  return [...new Set(out)]
}

/** True when any token of `tokens` is one of `words` (already tokenized with the same rules). */
export const hitsAny = (tokens: readonly string[], words: ReadonlySet<string>): boolean => tokens.some((t) => words.has(t))

/** A word list as a token set, with the same stemming as queries. */
export const tokenSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.flatMap((w) => tokenize(w)))

/** Fields of a document with their weights (a title hit counts more than a body hit). */
export type WeightedText = readonly (readonly [text: string, weight: number])[]

export interface Scored {
  doc: number
  score: number
  /** Distinct query tokens the document contains. */
  hits: number
}

/** Token -> [document, weight] postings over a fixed list of documents. */
export class SearchIndex {
  private readonly postings = new Map<string, [number, number][]>()
  private readonly tokensOf: ReadonlySet<string>[] = []

  constructor(docs: readonly WeightedText[]) {
    docs.forEach((fields, doc) => {
      const best = new Map<string, number>()
      for (const [text, weight] of fields) for (const t of tokenize(text)) best.set(t, Math.max(best.get(t) ?? 0, weight))
      for (const [t, w] of best) {
        let list = this.postings.get(t)
        if (!list) this.postings.set(t, (list = []))
        list.push([doc, w])
      }
      this.tokensOf.push(new Set(best.keys()))
    })
  }

  /** Documents containing any query token, best first (ties by document order). */
  search(queryTokens: readonly string[]): Scored[] {
    const acc = new Map<number, Scored>()
    for (const t of queryTokens) {
      for (const [doc, w] of this.postings.get(t) ?? []) {
        const s = acc.get(doc)
        if (s) {
          s.score += w
          s.hits++
        } else acc.set(doc, { doc, score: w, hits: 1 })
      }
    }
    return [...acc.values()].sort((a, b) => b.score - a.score || a.doc - b.doc)
  }

  /** True when the document contains every query token. */
  containsAll(doc: number, queryTokens: readonly string[]): boolean {
    const own = this.tokensOf[doc]
    return own !== undefined && queryTokens.length > 0 && queryTokens.every((t) => own.has(t))
  }
}
