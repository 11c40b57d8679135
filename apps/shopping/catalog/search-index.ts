import type { Product } from './types.ts'

/**
 * Token search over a catalog. A product's text is weighted by field (a type term counts most,
 * then brand, model, attributes, colour); a query scores the sum of its tokens' weights.
 */
export interface SearchIndex {
  /** token -> product indices and weights (max weight per product). */
  readonly postings: ReadonlyMap<string, { readonly ids: readonly number[]; readonly weights: readonly number[] }>
  /** Chinese phrases -> the token they stand for ('空气炸锅' -> 'airfryer'). */
  readonly zh: readonly (readonly [string, string])[]
}

export const GENDER_TOKENS = ['male', 'female'] as const

const genderWords: Record<string, 'male' | 'female'> = {
  men: 'male', mens: 'male', man: 'male', male: 'male', boy: 'male', boys: 'male', him: 'male', husband: 'male', dad: 'male', father: 'male',
  women: 'female', womens: 'female', woman: 'female', female: 'female', lady: 'female', ladies: 'female', girl: 'female', girls: 'female', her: 'female', wife: 'female', mom: 'female', mother: 'female',
}

const stopWords = new Set(
  'a an the for with and or of in on to my me i some buy want need looking find search please cheap cheapest affordable budget best good quality new pair item items product products one get order online shop store official from that this is are'.split(' '),
)

const WEIGHT = { term: 10, termWord: 3, brand: 8, brandWord: 4, model: 8, modelPrefix: 7, modelWord: 4, attribute: 2, color: 1, gender: 1.5, unisex: 1, category: 1 }

const CJK = /[\u3400-\u9fff]/

/** Lower-case words without accents; apostrophes and hyphens join (men's -> mens, T-shirt -> tshirt, Li-Ning -> lining). */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // Estée -> Estee
    .toLowerCase()
    .replace(/['’\-]/g, '')
    .split(/[^a-z0-9.\u3400-\u9fff]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 0)
}

export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const acc = new Map<string, Map<number, number>>()
  const zh = new Map<string, string>()
  const put = (token: string, i: number, w: number) => {
    if (!token || stopWords.has(token) || CJK.test(token)) return
    let m = acc.get(token)
    if (!m) acc.set(token, (m = new Map()))
    if ((m.get(i) ?? 0) < w) m.set(i, w)
  }
  const cache = new Map<string, string[]>() // the same brand, term and attribute texts recur across listings
  const wordsOf = (text: string): string[] => {
    let ws = cache.get(text)
    if (!ws) cache.set(text, (ws = words(text)))
    return ws
  }
  const phrase = (text: string, i: number, whole: number, part: number, into = put) => {
    const ws = wordsOf(text)
    into(ws.join(''), i, whole)
    if (ws.length > 1) for (const w of ws) into(w, i, part)
  }
  // A model's words add to what the same word scored as a type term or brand: 'airpods' finds every earbud, Apple's AirPods first.
  const addTo = (token: string, i: number, w: number) => {
    if (!token || stopWords.has(token) || CJK.test(token)) return
    let m = acc.get(token)
    if (!m) acc.set(token, (m = new Map()))
    m.set(i, (m.get(i) ?? 0) + w)
  }
  for (const p of products) {
    const i = p.index
    const t = p.type
    for (const term of [t.name, ...t.terms]) phrase(term, i, WEIGHT.term, WEIGHT.termWord)
    for (const z of t.zh) zh.set(z, wordsOf(t.name).join(''))
    phrase(p.brand, i, WEIGHT.brand, WEIGHT.brandWord)
    const entry = t.brands.find((b) => b.name === p.brand)
    if (entry?.zh) zh.set(entry.zh, wordsOf(p.brand).join(''))
    for (const aka of entry?.aka ?? []) put(wordsOf(aka).join(''), i, WEIGHT.brand)
    // The maker's main brand finds the sub-brand, below the main brand's own goods ('Nike' finds Air Jordans).
    if (entry?.parent) put(wordsOf(entry.parent).join(''), i, WEIGHT.brandWord)
    if (p.model) {
      phrase(p.model, i, WEIGHT.model, WEIGHT.modelWord, addTo)
      // Prefixes of a model name: 'iPhone 16' finds the 16 Pro and Pro Max too, just below the 16.
      const ws = wordsOf(p.model)
      for (let k = 2; k < ws.length; k++) put(ws.slice(0, k).join(''), i, WEIGHT.modelPrefix)
    }
    for (const a of p.attributes) phrase(a, i, WEIGHT.attribute, WEIGHT.attribute)
    for (const c of p.colors) phrase(c, i, WEIGHT.color, WEIGHT.color)
    for (const w of wordsOf(t.category)) put(w, i, WEIGHT.category)
    if (p.gender === 'unisex') for (const g of GENDER_TOKENS) put(g, i, WEIGHT.unisex)
    else if (p.gender) put(p.gender, i, WEIGHT.gender)
  }
  const postings = new Map<string, { ids: number[]; weights: number[] }>()
  for (const [token, m] of acc) postings.set(token, { ids: [...m.keys()], weights: [...m.values()] })
  // Longer phrases first, so '蓝牙耳机' is read before '耳机'.
  return { postings, zh: [...zh].sort((a, b) => b[0].length - a[0].length) }
}

/**
 * A query as sorted, de-duplicated index tokens: up to four adjacent words joined where the join is
 * a known term ('air fryer' -> 'airfryer', 'iPhone 16 Pro Max' -> 'iphone16promax'), gender words folded to
 * male/female, stop words dropped, plurals reduced when only the singular is known.
 */
export function queryTokens(index: SearchIndex, query: string): string[] {
  const known = index.postings
  const ws = words(query).filter((w) => !CJK.test(w))
  const out = new Set<string>()
  // The known form of a word: itself, or its singular ('tshirts' -> 'tshirt', 'dresses' -> 'dress').
  const lookup = (w: string): string | undefined =>
    known.has(w) ? w : w.endsWith('es') && known.has(w.slice(0, -2)) ? w.slice(0, -2) : w.endsWith('s') && known.has(w.slice(0, -1)) ? w.slice(0, -1) : undefined
  for (let i = 0; i < ws.length; i++) {
    const four = i + 3 < ws.length ? lookup(ws[i]! + ws[i + 1]! + ws[i + 2]! + ws[i + 3]!) : undefined
    if (four) {
      out.add(four)
      i += 3
      continue
    }
    const three = i + 2 < ws.length ? lookup(ws[i]! + ws[i + 1]! + ws[i + 2]!) : undefined
    if (three) {
      out.add(three)
      i += 2
      continue
    }
    const two = i + 1 < ws.length ? lookup(ws[i]! + ws[i + 1]!) : undefined
    if (two) {
      out.add(two)
      i += 1
      continue
    }
    const w = ws[i]!
    const g = genderWords[w]
    if (g) out.add(g)
    else if (!stopWords.has(w)) out.add(lookup(w) ?? w)
  }
  if (CJK.test(query)) {
    let rest = query
    for (const [phrase, token] of index.zh) {
      if (rest.includes(phrase)) {
        out.add(token)
        rest = rest.split(phrase).join(' ')
      }
    }
  }
  return [...out].sort()
}
