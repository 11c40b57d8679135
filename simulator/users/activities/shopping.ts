import { DAY, toDate } from '../../../apps/kit/index.ts'
import type { Category } from '../../../apps/shopping/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import { UnexpectedOutcome, type Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import type { Habits } from '../habits.ts'
import { travellingOn } from '../life-events.ts'

/* ------------------------------------------------------------------ helpers shared by the errand planners */

/** The chain tag on a record (`chain:purchase_3`), if it has one of that name. */
export const chainTagOf = (r: HistoryRecord, name: string): string | undefined => r.meta?.tags?.find((t) => t.startsWith(`chain:${name}_`))

/** The next free chain number of `name` in this person's history so far (1, 2, ...). */
export function nextChain(actor: Actor, name: string): string {
  const seen = new Set<string>()
  for (const r of actor.records) {
    const tag = chainTagOf(r, name)
    if (tag) seen.add(tag)
  }
  return `chain:${name}_${seen.size + 1}`
}

/** Records since `from` (epoch ms), oldest first; walks back from the end so it stays cheap on long histories. */
export function recordsSince(actor: Actor, from: number): HistoryRecord[] {
  const out: HistoryRecord[] = []
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (Date.parse(r.ts) < from) break
    out.push(r)
  }
  return out.reverse()
}

/** The data of a successful record's outcome. */
export const dataOf = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)

/**
 * A call that may fail only with `code` (sold out, too late to cancel): any other failure is a
 * generator bug and throws, as `actor.call` would.
 */
export function attemptOnly(actor: Actor, code: string, app: string, tool: string, args: Record<string, unknown>, tags: string[]) {
  const outcome = actor.attempt(app, tool, args, tags)
  if (!outcome.ok && outcome.error.code !== code) throw new UnexpectedOutcome(actor.records.at(-1)!)
  return outcome
}

/* ------------------------------------------------------------------ what people shop for */

type ShopContext = 'daily_goods' | 'electronics' | 'fashion' | 'sneakers' | 'secondhand' | 'luxury'

interface Want {
  category: Category
  query: string
  /** Only for this gender. */
  only?: 'male' | 'female'
  /** Adults with some income only (a used camera). */
  grownUp?: boolean
  /** Durable: bought once, not again within weeks. */
  once?: boolean
  /** Consumable: sometimes several at once. */
  multi?: boolean
}

const DAILY: readonly Want[] = [
  { category: 'Electronics', query: 'phone case', once: true },
  { category: 'Clothing', query: 'hat', once: true },
  { category: 'Brands', query: 'sheet mask', multi: true },
  { category: 'Brands', query: 'body lotion', multi: true },
  { category: 'Brands', query: 'facial cleanser', multi: true },
  { category: 'Brands', query: 'sunscreen', multi: true },
  { category: 'Home appliances', query: 'electric kettle', once: true },
  { category: 'Home appliances', query: 'humidifier', once: true },
  { category: 'Furniture', query: 'shoe rack', once: true },
  { category: 'Brands', query: 'nail polish', only: 'female', multi: true },
]

const ELECTRONICS: readonly Want[] = [
  { category: 'Electronics', query: 'wireless earbuds', once: true },
  { category: 'Electronics', query: 'gan charger', once: true },
  { category: 'Electronics', query: 'power bank', once: true },
  { category: 'Electronics', query: 'bluetooth speaker', once: true },
  { category: 'Electronics', query: 'mechanical keyboard', once: true },
  { category: 'Electronics', query: 'smartwatch', once: true },
  { category: 'Electronics', query: 'headphones', once: true },
]

/** January and February: winter clothes first. */
const FASHION: readonly Want[] = [
  { category: 'Clothing', query: 'down jacket' },
  { category: 'Clothing', query: 'sweater' },
  { category: 'Clothing', query: 'hoodie' },
  { category: 'Clothing', query: 'jeans' },
  { category: 'Clothing', query: 'sweatpants' },
  { category: 'Clothing', query: 'shirt' },
  { category: 'Clothing', query: 'dress', only: 'female' },
]

const SNEAKERS: readonly Want[] = [
  { category: 'Brands', query: 'sneakers', once: true },
  { category: 'Clothing', query: 'running shoes', once: true },
]

const SECOND_HAND: readonly Want[] = [
  { category: 'Electronics', query: 'mechanical keyboard', once: true },
  { category: 'Electronics', query: 'headphones', once: true },
  { category: 'Furniture', query: 'bookshelf', once: true },
  { category: 'Furniture', query: 'office chair', once: true },
  { category: 'Electronics', query: 'camera', grownUp: true, once: true },
]

const SPLURGE_ELECTRONICS: readonly Want[] = [
  { category: 'Electronics', query: 'laptop' },
  { category: 'Electronics', query: 'smartphone' },
  { category: 'Electronics', query: 'camera' },
  { category: 'Electronics', query: 'tablet' },
]

const SPLURGE_LUXURY: readonly Want[] = [
  { category: 'Brands', query: 'handbag', only: 'female' },
  { category: 'Brands', query: 'wristwatch' },
]

const CANCEL_REASONS = ['Ordered the wrong one', 'Found it cheaper elsewhere', 'No longer needed', 'Ordered by mistake']

/** Letter sizes read as EU shoe sizes, as the marketplaces read them (men's scale unless the shoe is a women's). */
const SHOE_SIZE = {
  male: { S: 39, M: 40, L: 42, XL: 43, XXL: 44 },
  female: { S: 35, M: 36, L: 37, XL: 38, XXL: 39 },
} as const

/** The most a buyer under 18 pays for one item: under every minor rule's limit for electronics and luxury goods. */
const MINOR_CAP = 900

interface Listing {
  productId: string
  price: number
  rating: number
  stock: number
  gender?: string
  sizes?: string[]
  category: string
}

interface Shopper {
  habits: Habits
  gender: 'male' | 'female'
  minor: boolean
  poor: boolean
  rich: boolean
  elderly: boolean
}

const shopperOf = ({ profile, habits }: PlanContext): Shopper => ({
  habits,
  gender: profile.gender,
  minor: profile.age < 18,
  poor: profile.incomeLevel === '<3k',
  rich: profile.incomeLevel === '>50k',
  elderly: profile.age >= 60,
})

/** The most this shopper pays for one item in a context, by budget (a splurge stretches it). */
function priceCap(s: Shopper, context: ShopContext, splurge: boolean): number {
  if (s.minor) return MINOR_CAP
  if (splurge) return s.poor ? 4000 : s.rich ? Infinity : 15_000
  if (s.poor) return context === 'daily_goods' ? 200 : context === 'secondhand' ? 400 : 350
  if (s.rich) return context === 'daily_goods' ? 1000 : 6000
  return context === 'daily_goods' ? 500 : context === 'secondhand' ? 2500 : 2000
}

/** Whether a listing comes in the shopper's size (letter sizes, or EU shoe sizes read from them). */
function fits(p: Listing, s: Shopper): boolean {
  if (!p.sizes || p.sizes.length === 0) return true
  const size = s.habits.values.bodySize
  if (p.sizes[0]!.startsWith('EU')) return p.sizes.includes(`EU ${SHOE_SIZE[p.gender === 'female' ? 'female' : 'male'][size]}`)
  return p.sizes.includes(size)
}

/** Whether the app's buyProduct takes a productId (else a productId goes in searchQuery, ToolSpectrum's exact interface). */
function takesProductId(actor: Actor, app: string): boolean {
  const resolved = actor.session.world.registry.resolveApp(app)
  if (!resolved.ok) return false
  const buy = resolved.value.tools.find((t) => t.name === 'buyProduct') as { input?: { shape?: Record<string, unknown> } } | undefined
  return Boolean(buy?.input?.shape && 'productId' in buy.input.shape)
}

const isXianyu = (app: string) => /xianyu/i.test(app)

/** The listing a shopper picks: affordable, in stock, in their size; the cheapest, the best rated, or one of the first few. */
function pick(products: readonly Listing[], s: Shopper, context: ShopContext, ctx: PlanContext, count: number, splurge = false): Listing | undefined {
  const cap = priceCap(s, context, splurge)
  const ok = products.filter((p) => p.stock >= count && p.price <= cap && fits(p, s) && (!p.gender || p.gender === 'unisex' || p.gender === s.gender))
  if (ok.length === 0) return undefined
  if (splurge) return [...ok].sort((a, b) => b.price - a.price || b.rating - a.rating)[ctx.rng.int(0, Math.min(2, ok.length - 1))]
  if (s.poor) return [...ok].sort((a, b) => a.price - b.price)[ctx.rng.int(0, Math.min(1, ok.length - 1))]
  if (s.rich) return [...ok].sort((a, b) => b.rating - a.rating)[ctx.rng.int(0, Math.min(1, ok.length - 1))]
  const top = ok.slice(0, 4)
  return ctx.rng.weighted(top, [4, 3, 2, 1].slice(0, top.length))
}

/** What was searched for in this person's purchases so far (durable things are not bought twice). */
function boughtQueries(actor: Actor): Set<string> {
  const out = new Set<string>()
  for (const r of actor.records) if ((r.tool === 'getProductList' || r.tool === 'buyProduct') && r.args.searchQuery && chainTagOf(r, 'purchase')) out.add(String(r.args.searchQuery))
  return out
}

/** What the shopper searches for in a context; undefined when every durable thing of it is already bought. */
function wantFor(s: Shopper, context: ShopContext, ctx: PlanContext, bought: ReadonlySet<string> = new Set()): Want | undefined {
  const list =
    context === 'daily_goods' ? DAILY : context === 'electronics' ? ELECTRONICS : context === 'fashion' ? FASHION : context === 'sneakers' ? SNEAKERS : context === 'secondhand' ? SECOND_HAND : SPLURGE_LUXURY
  const options = list.filter((w) => (!w.only || w.only === s.gender) && (!w.grownUp || (!s.minor && !s.poor)) && !(w.once && bought.has(w.query)))
  return options.length > 0 ? ctx.rng.pick(options) : undefined
}

/**
 * Whether a daily-goods purchase goes, for once, to the other bargain app: at most once, and only
 * after the habit is established (four purchases on the usual app).
 */
function oneOffNow(actor: Actor, ctx: PlanContext): boolean {
  let usual = 0
  for (const r of actor.records) {
    if (r.tool !== 'buyProduct' || !r.meta?.tags?.includes('ctx:daily_goods')) continue
    if (r.meta.tags.includes('noise:one_off')) return false
    usual++
  }
  return usual >= 4 && ctx.rng.chance(0.12)
}

/** The app a context is shopped on: the habitual one; a one-off on the other bargain app once. */
function appFor(s: Shopper, context: ShopContext, oneOff = false): { app: string; oneOff: boolean } {
  const a = s.habits.apps
  switch (context) {
    case 'daily_goods':
      if (oneOff) return { app: /temu/i.test(a.dailyGoods) ? 'Pinduoduo' : 'Temu', oneOff: true }
      return { app: a.dailyGoods, oneOff: false }
    case 'electronics':
      return { app: a.electronics, oneOff: false }
    case 'fashion':
      return { app: a.fashion, oneOff: false }
    case 'sneakers':
      return { app: a.sneakers ?? a.fashion, oneOff: false }
    case 'secondhand':
      return { app: 'Xianyu', oneOff: false }
    case 'luxury':
      return { app: 'Tmall', oneOff: false }
  }
}

/** The listing arguments: sizes for clothes and shoes, cheapest first for a tight budget, best rated for a generous one. */
function listArgs(want: Want, s: Shopper, context: ShopContext, app: string, ctx: PlanContext, splurge: boolean): Record<string, unknown> {
  const sized = context === 'fashion' || context === 'sneakers'
  return {
    category: want.category,
    searchQuery: want.query,
    ...(sized ? { bodySize: s.habits.values.bodySize, gender: s.gender } : {}),
    ...(splurge ? { ...(s.poor ? {} : { priceRange: 'high' }), sortBy: 'quality' } : s.poor || s.minor ? { sortBy: 'price' } : s.rich && ctx.rng.chance(0.6) ? { sortBy: 'quality' } : ctx.rng.chance(0.2) ? { sortBy: 'price' } : {}),
    ...(isXianyu(app) ? { condition: ctx.rng.chance(0.7) ? 'slightly used' : 'brand_new' } : {}),
  }
}

/**
 * One purchase: a search on the app, a listing chosen from it and bought by its productId (or, on
 * ToolSpectrum's exact apps, the productId as searchQuery), with the habitual payment method and
 * address. A daily item is sometimes re-bought straight by keywords. Once in a while the order is
 * cancelled the same day. Every call carries the purchase's chain tag; follow-ups come on later days.
 */
function purchase(actor: Actor, ctx: PlanContext, s: Shopper, context: ShopContext, extraTags: string[] = [], splurge = false): void {
  const { app, oneOff } = appFor(s, context, context === 'daily_goods' && !splurge && oneOffNow(actor, ctx))
  const want = splurge && context === 'electronics' ? ctx.rng.pick(s.poor ? SPLURGE_ELECTRONICS.filter((w) => w.query === 'smartphone' || w.query === 'tablet') : SPLURGE_ELECTRONICS) : wantFor(s, context, ctx, boughtQueries(actor))
  if (!want) return
  const chain = nextChain(actor, 'purchase')
  const tags = [`ctx:${context}`, chain, ...extraTags, ...(oneOff ? ['noise:one_off'] : [])]
  const v = s.habits.values
  const pay = { paymentMethod: v.paymentMethod, shippingAddress: v.shippingLabel }
  const count = want.multi ? ctx.rng.pick([1, 1, 2, 2, 3]) : 1
  const byId = takesProductId(actor, app)
  let order: any
  if (want.multi && !oneOff && ctx.rng.chance(0.3)) {
    // A consumable bought again, straight by keywords.
    order = actor.call(app, 'buyProduct', { searchQuery: want.query, ...(byId ? { category: want.category } : {}), ...(s.poor ? { preference: 'price' } : {}), count, ...pay }, tags)
  } else {
    const args = listArgs(want, s, context, app, ctx, splurge)
    let page = actor.call(app, 'getProductList', args, tags)
    let chosen = page.matched ? pick(page.products, s, context, ctx, count, splurge) : undefined
    if (!chosen) {
      // Nothing suits: one more look, cheapest first, before giving up.
      const { priceRange: _, ...cheaper } = args
      page = actor.later(1, 3).call(app, 'getProductList', { ...cheaper, sortBy: 'price' }, tags)
      chosen = page.matched ? pick(page.products, s, context, ctx, count, splurge) : undefined
    }
    if (!chosen) {
      for (const r of actor.records.slice(-2)) if (r.tool === 'getProductList' && r.meta?.tags?.includes(chain)) r.meta = { ...r.meta, tags: [`ctx:${context}`, 'noise:browse'] }
      return
    }
    const sized = chosen.sizes && chosen.sizes.length > 0 ? { bodySize: v.bodySize } : {}
    const condition = isXianyu(app) ? { condition: args.condition } : {}
    const item = byId ? { productId: chosen.productId } : { searchQuery: chosen.productId }
    order = actor.later(1, 6).call(app, 'buyProduct', { ...item, ...condition, ...sized, count, ...pay }, tags)
  }
  if (!splurge && ctx.rng.chance(0.06)) {
    actor.later(10, 90).call(app, 'cancelOrder', { orderId: order.orderId, reason: ctx.rng.pick(CANCEL_REASONS) }, tags)
  }
}

/** A look at listings with nothing bought. */
function browse(actor: Actor, ctx: PlanContext, s: Shopper, context: ShopContext): void {
  const { app } = appFor(s, context)
  const tags = [`ctx:${context}`, 'noise:browse']
  const want = wantFor(s, context, ctx)!
  actor.call(app, 'getProductList', listArgs(want, s, context, app, ctx, false), tags)
  const again = ctx.rng.chance(0.4) ? wantFor(s, context, ctx) : undefined
  if (again && again.query !== want.query) actor.later(1, 4).call(app, 'getProductList', listArgs(again, s, context, app, ctx, false), tags)
}

interface OpenPurchase {
  chain: string
  app: string
  context: string
  orderId: string
  estimatedDelivery: string
  checks: number
  done: boolean
  oneOff: boolean
}

/** Purchases of the last week that are still worth a look: not cancelled, not yet seen delivered. */
function openPurchases(actor: Actor, before: number): OpenPurchase[] {
  const byChain = new Map<string, OpenPurchase>()
  for (const r of recordsSince(actor, before - 7 * DAY)) {
    const chain = chainTagOf(r, 'purchase')
    if (!chain) continue
    const data = dataOf(r)
    if (r.tool === 'buyProduct' && data && Date.parse(r.ts) < before) {
      const context = r.meta!.tags!.find((t) => t.startsWith('ctx:'))!
      byChain.set(chain, { chain, app: r.app, context, orderId: data.orderId, estimatedDelivery: data.estimatedDelivery, checks: 0, done: false, oneOff: r.meta!.tags!.includes('noise:one_off') })
      continue
    }
    const open = byChain.get(chain)
    if (!open) continue
    if (r.tool === 'getOrderStatus') open.checks++
    if (r.meta?.expectError) open.done = true
    if (data && (data.status === 'delivered' || data.status === 'cancelled')) open.done = true
  }
  return [...byChain.values()].filter((p) => !p.done && p.checks < (p.oneOff ? 1 : 3))
}

/**
 * Order tracking on the following days: a look at where a parcel is, more likely on its delivery
 * day. Now and then the buyer changes their mind too late: the cancel is refused (409, delivered),
 * and they check the order.
 */
function trackOrders(actor: Actor, ctx: PlanContext, dayStart: number): void {
  const today = toDate(dayStart)
  const yesterday = toDate(dayStart - DAY)
  for (const p of openPurchases(actor, dayStart)) {
    const tags = [p.context, p.chain]
    // The day after it was due (so surely delivered): a change of mind that comes too late.
    if (p.estimatedDelivery === yesterday && ctx.rng.chance(0.07)) {
      attemptOnly(actor, 'conflict', p.app, 'cancelOrder', { orderId: p.orderId, reason: ctx.rng.pick(['No longer needed', 'Changed my mind']) }, tags)
      actor.later(1, 3).call(p.app, 'getOrderStatus', { orderId: p.orderId }, tags)
      continue
    }
    if (!ctx.rng.chance(p.estimatedDelivery === today ? 0.6 : p.checks === 0 ? 0.4 : 0.15)) continue
    actor.call(p.app, 'getOrderStatus', { orderId: p.orderId }, tags)
    actor.later(0, 2)
  }
}

/** Which context a shopping session is for. */
function sessionContext(s: Shopper, ctx: PlanContext): ShopContext {
  const options: [ShopContext, number][] = [
    ['daily_goods', 5],
    ['electronics', s.elderly ? 0.5 : s.poor ? 1 : 2],
    ['fashion', s.elderly ? 1 : s.poor ? 1.5 : 2.5],
    ...(s.habits.apps.sneakers && !s.minor ? ([['sneakers', 0.6]] as [ShopContext, number][]) : []),
    ...(s.elderly ? [] : ([['secondhand', 0.5]] as [ShopContext, number][])),
  ]
  return ctx.rng.weighted(
    options.map((o) => o[0]),
    options.map((o) => o[1]),
  )
}

/**
 * Online shopping: 1-3 sessions a week, on weekend days and weekday evenings, each on the app the
 * person uses for that kind of thing (cheap daily goods, electronics, clothes in their size, sneakers,
 * now and then a second-hand find on Xianyu), paid and shipped the usual way; order tracking on the
 * following days; browsing without buying; the splurge life event; a late cancel refused.
 */
export const shopping: Planner = (ctx) => {
  const { day, events, rng } = ctx
  const s = shopperOf(ctx)
  const out: Activity[] = []
  const away = travellingOn(events, day.index) !== undefined
  out.push({ at: day.time(rng.pick([12, 12, 21, 22]), rng.int(5, 55)), name: 'order-tracking', run: (actor) => trackOrders(actor, ctx, day.start) })
  if (away) return out
  const rate = (day.weekend ? 0.42 : 0.1) * (s.elderly ? 0.6 : 1)
  if (rng.chance(rate)) {
    const at = day.weekend ? day.time(rng.int(10, 17), rng.int(0, 59)) : day.time(rng.int(20, 22), rng.int(0, 59))
    const context = sessionContext(s, ctx)
    const second = rng.chance(0.2) ? sessionContext(s, ctx) : undefined
    out.push({
      at,
      name: 'shopping',
      run(actor) {
        purchase(actor, ctx, s, context)
        if (second) purchase(actor.later(3, 15), ctx, s, second)
      },
    })
  }
  if (rng.chance(0.08)) {
    const context = sessionContext(s, ctx)
    out.push({ at: day.time(rng.pick([13, 21, 22, 23]), rng.int(0, 50)), name: 'browse', run: (actor) => browse(actor, ctx, s, context) })
  }
  if (events.splurge?.day === day.index && !s.minor) {
    const luxury = rng.chance(s.rich ? 0.5 : 0.25)
    out.push({
      at: day.time(rng.int(20, 21), rng.int(0, 59)),
      name: 'splurge',
      run: (actor) => purchase(actor, ctx, s, luxury ? 'luxury' : 'electronics', ['deviation:splurge'], true),
    })
  }
  return out
}
