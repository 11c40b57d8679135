import type { Listing } from './build.ts'
import { departmentNames } from './types.ts'

/**
 * Token search over a grocery catalog. A listing's text is weighted by field: what shoppers call the
 * item counts most, then brand, name, tags, origin and department; a query scores the sum of its
 * tokens' weights. Multi-word terms are indexed joined ('chicken breast' -> 'chickenbreast'), so a
 * query reads them as one token and 'chicken breast' does not match every chicken.
 */
export interface SearchIndex {
  /** token -> listing indices and weights (max weight per listing). */
  readonly postings: ReadonlyMap<string, { readonly ids: readonly number[]; readonly weights: readonly number[] }>
  /** Chinese names -> the token of the item's kind ('车厘子' -> 'cherries'). */
  readonly zh: readonly (readonly [string, string])[]
}

/** Weights of a token by where it occurs; WORD_MATCH is the least a real match on the item itself scores. */
const WEIGHT = { term: 10, termWord: 3, brand: 8, brandWord: 4, name: 4, tag: 5, tagWord: 2, origin: 2, organic: 3, department: 2 }
export const WORD_MATCH = 3

const stopWords = new Set(
  'a an the for with and or of in on to my me i some buy want need looking find search please cheap cheapest affordable budget best good quality item items product products one get order pack packs kind any like'.split(' '),
)

const CJK = /[\u3400-\u9fff]/

/** Everyday Chinese words for what the catalog sells, beside each item's full Chinese name. */
const zhWords: readonly (readonly [string, string])[] = [
  ['车厘子', 'cherries'], ['樱桃', 'cherries'], ['橘子', 'mandarins'], ['桔子', 'mandarins'], ['柑橘', 'citrus'], ['荔枝', 'lychees'], ['桃子', 'peaches'], ['竹笋', 'bambooshoots'], ['苹果', 'apples'], ['香蕉', 'bananas'], ['葡萄', 'grapes'], ['榴莲', 'durian'], ['猕猴桃', 'kiwifruit'],
  ['奇异果', 'kiwifruit'], ['橙子', 'oranges'], ['芒果', 'mangoes'], ['草莓', 'strawberries'], ['蓝莓', 'blueberries'], ['西瓜', 'watermelon'],
  ['牛油果', 'avocados'], ['柠檬', 'lemons'], ['土豆', 'potatoes'], ['马铃薯', 'potatoes'], ['番茄', 'tomatoes'], ['西红柿', 'tomatoes'],
  ['黄瓜', 'cucumbers'], ['白菜', 'cabbage'], ['菠菜', 'spinach'], ['西兰花', 'broccoli'], ['胡萝卜', 'carrots'], ['洋葱', 'onions'],
  ['大蒜', 'garlic'], ['生姜', 'ginger'], ['香菇', 'shiitake'], ['蘑菇', 'mushrooms'], ['鸡胸肉', 'chickenbreast'], ['鸡肉', 'chicken'],
  ['鸡翅', 'chickenwings'], ['猪肉', 'pork'], ['五花肉', 'porkbelly'], ['排骨', 'ribs'], ['牛肉', 'beef'], ['牛排', 'steak'], ['羊肉', 'lamb'],
  ['三文鱼', 'salmon'], ['龙虾', 'lobster'], ['虾', 'shrimp'], ['鱼', 'fish'], ['鸡蛋', 'eggs'], ['牛奶', 'milk'], ['酸奶', 'yoghurt'],
  ['奶油', 'cream'], ['黄油', 'butter'], ['奶酪', 'cheese'], ['芝士', 'cheese'], ['面包', 'bread'], ['蛋糕', 'cake'], ['大米', 'rice'],
  ['米', 'rice'], ['食用油', 'cookingoil'], ['面粉', 'flour'], ['意大利面', 'pasta'], ['面条', 'noodles'], ['盐', 'salt'], ['酱油', 'soysauce'],
  ['醋', 'vinegar'], ['番茄酱', 'ketchup'], ['糖', 'sugar'], ['饺子', 'dumplings'], ['冰淇淋', 'icecream'], ['雪糕', 'icecream'], ['薯片', 'chips'],
  ['薯条', 'fries'], ['巧克力', 'chocolate'], ['糖果', 'candy'], ['坚果', 'nuts'], ['矿泉水', 'mineralwater'], ['水', 'water'], ['可乐', 'cola'],
  ['汽水', 'soda'], ['果汁', 'juice'], ['茶', 'tea'], ['咖啡', 'coffee'],
]

/** Lower-case words without accents; apostrophes and hyphens join (Lay's -> lays, Coca-Cola -> cocacola). */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’\-]/g, '')
    .split(/[^a-z0-9.\u3400-\u9fff]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 0)
}

export function buildSearchIndex(listings: readonly Listing[]): SearchIndex {
  const acc = new Map<string, Map<number, number>>()
  const zh = new Map<string, string>()
  const put = (token: string, i: number, w: number) => {
    if (!token || stopWords.has(token) || CJK.test(token)) return
    let m = acc.get(token)
    if (!m) acc.set(token, (m = new Map()))
    if ((m.get(i) ?? 0) < w) m.set(i, w)
  }
  const phrase = (text: string, i: number, whole: number, part: number) => {
    const ws = words(text)
    put(ws.join(''), i, whole)
    if (ws.length > 1) for (const w of ws) put(w, i, part)
  }
  for (const l of listings) {
    const i = l.index
    const item = l.item
    for (const term of item.terms) phrase(term, i, WEIGHT.term, WEIGHT.termWord)
    zh.set(item.zh, words(item.terms[0]!).join(''))
    if (l.brand) phrase(l.brand, i, WEIGHT.brand, WEIGHT.brandWord)
    for (const w of words(item.name)) put(w, i, WEIGHT.name)
    for (const tag of item.tags ?? []) phrase(tag, i, WEIGHT.tag, WEIGHT.tagWord)
    for (const w of words(item.origin)) put(w, i, WEIGHT.origin)
    if (l.organic) put('organic', i, WEIGHT.organic)
    if (item.storage === 'frozen') put('frozen', i, WEIGHT.tagWord)
    for (const w of words(departmentNames[item.department])) put(w, i, WEIGHT.department)
  }
  const postings = new Map<string, { ids: number[]; weights: number[] }>()
  for (const [token, m] of acc) postings.set(token, { ids: [...m.keys()], weights: [...m.values()] })
  for (const [word, token] of zhWords) if (postings.has(token) && !zh.has(word)) zh.set(word, token)
  // Longer names first, so '番茄酱' is read before '番茄'.
  return { postings, zh: [...zh].sort((a, b) => b[0].length - a[0].length) }
}

/**
 * A query as sorted, de-duplicated index tokens: adjacent words joined where the join is a known
 * term ('ice cream' -> 'icecream'), stop words dropped, plurals reduced when only the singular is known.
 */
export function queryTokens(index: SearchIndex, query: string): string[] {
  const known = index.postings
  const ws = words(query).filter((w) => !CJK.test(w))
  const out = new Set<string>()
  const lookup = (w: string): string | undefined =>
    known.has(w) ? w : w.endsWith('es') && known.has(w.slice(0, -2)) ? w.slice(0, -2) : w.endsWith('s') && known.has(w.slice(0, -1)) ? w.slice(0, -1) : known.has(`${w}s`) ? `${w}s` : undefined
  for (let i = 0; i < ws.length; i++) {
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
    if (!stopWords.has(w)) out.add(lookup(w) ?? w)
  }
  if (CJK.test(query)) {
    let rest = query
    for (const [name, token] of index.zh) {
      if (rest.includes(name)) {
        out.add(token)
        rest = rest.split(name).join(' ')
      }
    }
  }
  return [...out].sort()
}
