import { z } from 'zod'
import { conflict, createRng, defineTool, hashTag, notFound, toDisplay, toIso, type Tool, type ToolContext } from '../kit/index.ts'
import { normalizePaymentMethod } from '../kit/index.ts'
import { enforcePurchaseRules } from './content-policy.ts'
import { longTail, personName } from './people.ts'
import { paymentMethodParameter } from './schemas.ts'
import { RelevanceIndex, WEIGHT } from './relevance.ts'
import { fill, subjectNames, TOPICS, type Subject, type Topic } from './topics.ts'

/**
 * Paid content sold beside free posts: Zhihu's Salt Select columns, Lives and courses, Xiaohongshu
 * creators' mini-courses. A fixed pool per world and app; purchases live in the app's state.
 */
export interface PaidKind {
  kind: string
  /** Title templates with `{s}` (subject) and `{n}` (lesson count). */
  titles: readonly string[]
  price: readonly [number, number]
  lessons: readonly [number, number]
}

export interface PaidItem {
  contentId: string
  kind: string
  title: string
  author: string
  topic: Topic
  subject: Subject
  price: number
  lessons: number
  buyers: number
  rating: number
}

export interface Purchase {
  purchaseId: string
  contentId: string
  kind: string
  title: string
  author: string
  price: number
  paymentMethod: string
  purchasedAt: string
}

export interface PaidState {
  purchases: Record<string, Purchase>
}

export interface PaidCatalog {
  items: readonly PaidItem[]
  byId: ReadonlyMap<string, PaidItem>
  index: RelevanceIndex
}

// Digital prices end the way Chinese content platforms price them: 9.9, 19.9, 49, 99, 199...
const PRICE_POINTS = [9.9, 12.9, 19.9, 29.9, 39, 49, 59.9, 69, 89, 99, 129, 149, 199, 249, 299, 399, 499, 699]

export function buildPaidCatalog(seed: string, app: string, kinds: readonly PaidKind[]): PaidCatalog {
  const items: PaidItem[] = []
  // Every subject has one item of each kind: a search for it shows the creators' offers on it.
  for (const topic of TOPICS) {
    for (const subject of topic.subjects) {
      kinds.forEach((kind, k) => {
        const key = `${app}:${topic.id}:${subject.name}:${k}`
        const rng = createRng(`${seed}:paid:${key}`)
        const lessons = rng.int(kind.lessons[0], kind.lessons[1])
        const points = PRICE_POINTS.filter((p) => p >= kind.price[0] && p <= kind.price[1])
        items.push({
          contentId: `pc_${hashTag(`${seed}:${key}`)}`,
          kind: kind.kind,
          title: fill(rng.pick(kind.titles), subject.name).replace('{n}', String(lessons)),
          author: `${personName(rng)}, ${rng.pick(topic.credentials)}`,
          topic,
          subject,
          price: rng.pick(points),
          lessons,
          buyers: longTail(rng, 300, 400_000),
          rating: Math.round(rng.float(4.2, 4.9) * 10) / 10,
        })
      })
    }
  }
  const index = new RelevanceIndex(
    items.map((i) => [
      [i.title, WEIGHT.title],
      [subjectNames(i.subject), WEIGHT.subject],
      [`${i.topic.label} ${i.topic.zh}`, WEIGHT.label],
      [i.topic.keywords.join(' '), WEIGHT.topic],
    ]),
  )
  return { items, byId: new Map(items.map((i) => [i.contentId, i])), index }
}

export const paidItemSchema = z.object({
  contentId: z.string(),
  kind: z.string(),
  title: z.string(),
  topic: z.string().describe('What the item is filed under, e.g. "Home cooking".'),
  author: z.string(),
  price: z.number(),
  lessons: z.number().int(),
  buyers: z.number().int(),
  rating: z.number(),
  owned: z.boolean(),
})

export const paidView = (item: PaidItem, state: PaidState) => ({
  contentId: item.contentId,
  kind: item.kind,
  title: item.title,
  topic: item.topic.label,
  author: item.author,
  price: item.price,
  lessons: item.lessons,
  buyers: item.buyers,
  rating: item.rating,
  owned: Object.values(state.purchases).some((p) => p.contentId === item.contentId),
})

/** Up to `limit` paid items about the query, most relevant then most bought (none when nothing matches: an ad for the wrong topic is noise). */
export function matchPaid(catalog: PaidCatalog, terms: readonly string[], limit: number): PaidItem[] {
  const hits = catalog.index.search(terms).map((h) => ({ item: catalog.items[h.doc]!, score: h.score }))
  hits.sort((a, b) => b.score - a.score || b.item.buyers - a.item.buyers)
  return hits.slice(0, limit).map((h) => h.item)
}

const purchaseSchema = z.object({
  purchaseId: z.string(),
  contentId: z.string(),
  kind: z.string(),
  title: z.string(),
  author: z.string(),
  price: z.number(),
  paymentMethod: z.string(),
  purchasedAt: z.string(),
})

const purchaseView = (p: Purchase) => ({ ...p, purchasedAt: toDisplay(Date.parse(p.purchasedAt)) })

/** buyPaidContent and listPurchasedContent for an app whose catalog `catalogOf` returns. */
export function paidContentTools<S extends PaidState>(appName: string, catalogOf: (ctx: ToolContext) => PaidCatalog): Tool<S>[] {
  const buy = defineTool({
    name: 'buyPaidContent',
    description: `Buys a paid item shown in ${appName} search results (a column, live session or course) by its contentId; digital content is not refundable once bought.`,
    effect: 'write',
    input: z.object({
      contentId: z.string().trim().min(1).max(40).describe("The item's id from getKnowledge's paidContent, e.g. 'pc_1a2b3c4d'."),
      paymentMethod: paymentMethodParameter,
    }),
    output: purchaseSchema,
    run(state: S, args, ctx) {
      const item = catalogOf(ctx).byId.get(args.contentId)
      if (!item) throw notFound(`${appName} has no paid content "${args.contentId}"; ids come from getKnowledge's paidContent`)
      enforcePurchaseRules(ctx, { title: item.title, price: item.price, sensitive: item.topic.sensitive }, appName)
      if (Object.values(state.purchases).some((p) => p.contentId === item.contentId)) throw conflict(`"${item.title}" is already in your purchases`)
      const purchase: Purchase = {
        purchaseId: ctx.ids.next('pur'),
        contentId: item.contentId,
        kind: item.kind,
        title: item.title,
        author: item.author,
        price: item.price,
        paymentMethod: normalizePaymentMethod(args.paymentMethod),
        purchasedAt: toIso(ctx.now),
      }
      state.purchases[purchase.purchaseId] = purchase
      return purchaseView(purchase)
    },
  })
  const list = defineTool({
    name: 'listPurchasedContent',
    description: `Paid content bought on ${appName}, newest first, with the total spent.`,
    effect: 'read',
    input: z.object({}),
    output: z.object({ purchases: z.array(purchaseSchema), totalSpent: z.number() }),
    run(state: S) {
      const purchases = Object.values(state.purchases).reverse()
      return { purchases: purchases.map(purchaseView), totalSpent: Math.round(purchases.reduce((a, p) => a + p.price, 0) * 100) / 100 }
    },
  })
  return [buy, list] as Tool<S>[]
}
