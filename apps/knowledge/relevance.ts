import { tokenize } from './search-text.ts'

/**
 * How the knowledge apps rank a search: each query word counts by where the item has it (the subject
 * it is about beats a word in passing) and by how rare the word is (one every cooking note carries
 * says little), and only items close to the best match are listed, so a page is never padded with
 * things the words do not name. No item at all is an honest "nothing matched".
 */

/** Fields of an item with their weights. */
export type Fields = readonly (readonly [text: string, weight: number])[]

/** Where a word sits in an item, strongest first: a topic's name ('Travel') counts like a title, its other keywords less. */
export const WEIGHT = { subject: 4, title: 3, label: 3, tags: 2, topic: 1.5, body: 1 } as const

/** An item whose score is below this share of the best one is about something else. */
const KEEP_SHARE = 0.7

// Words that qualify a search rather than name its subject: alone they would match every title.
const FILLER_WORDS = ['best', 'good', 'great', 'top', 'recommend', 'recommendation', 'easy', 'simple', 'quick', 'really', 'advice', 'question', 'answer', 'ordinary', 'people', 'person', 'everyone', '推荐', '干货', '分享']
const FILLER_FACTOR = 0.15

/** A closer English root than the shared stemmer's: 'negotiate' meets 'negotiating', 'running' meets 'run'. */
function root(token: string): string {
  if (!/^[a-z]+$/.test(token) || token.length <= 4) return token
  if (/([bdgmnpt])\1$/.test(token)) return token.slice(0, -1)
  if (token.endsWith('e')) return token.slice(0, -1)
  return token
}

// Chinese question and function words: cut out before bigrams, so '黑洞是什么' searches for 黑洞 alone.
const CJK_FILLER = /为什么|什么|怎么样|怎么|怎样|如何|哪些|哪个|是不是|有没有|[的了吗呢吧是]/g

/** The words a text is searched by: the shared tokens, brought to a common root. */
export function searchTerms(text: string): string[] {
  return [...new Set(tokenize(text.replace(CJK_FILLER, ' ')).map(root))]
}

const FILLER: ReadonlySet<string> = new Set(FILLER_WORDS.flatMap(searchTerms))

export interface Hit {
  doc: number
  score: number
}

/** Word -> (item, weight) postings with each word's rarity, over a fixed list of items. */
export class RelevanceIndex {
  private readonly postings = new Map<string, { docs: number[]; weights: number[]; idf: number }>()

  constructor(docs: readonly Fields[]) {
    const lists = new Map<string, { docs: number[]; weights: number[] }>()
    docs.forEach((fields, doc) => {
      const best = new Map<string, number>()
      for (const [text, weight] of fields) for (const t of searchTerms(text)) best.set(t, Math.max(best.get(t) ?? 0, weight))
      for (const [t, w] of best) {
        let list = lists.get(t)
        if (!list) lists.set(t, (list = { docs: [], weights: [] }))
        list.docs.push(doc)
        list.weights.push(w)
      }
    })
    for (const [t, list] of lists) this.postings.set(t, { ...list, idf: Math.log(1 + docs.length / list.docs.length) })
  }

  /**
   * Items the query's words are about, best first (ties by item order); empty when no word is found.
   * `accept` narrows the items first (a Dedao shelf), so "close to the best" means the best among them.
   */
  search(terms: readonly string[], accept?: (doc: number) => boolean): Hit[] {
    const scores = new Map<number, number>()
    for (const t of terms) {
      const p = this.postings.get(t)
      if (!p) continue
      const factor = FILLER.has(t) ? FILLER_FACTOR : 1
      for (let i = 0; i < p.docs.length; i++) {
        const doc = p.docs[i]!
        if (accept && !accept(doc)) continue
        scores.set(doc, (scores.get(doc) ?? 0) + p.weights[i]! * p.idf * factor)
      }
    }
    let top = 0
    for (const s of scores.values()) top = Math.max(top, s)
    const hits: Hit[] = []
    for (const [doc, score] of scores) if (score >= top * KEEP_SHARE) hits.push({ doc, score })
    return hits.sort((a, b) => b.score - a.score || a.doc - b.doc)
  }
}
