import { DAY, toDate } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import { UnexpectedOutcome, type Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { travellingOn } from '../life-events.ts'
import { paymentFor } from '../choices.ts'
import { appIdOf } from './food.ts'
import { foundNothingBefore } from './lookups.ts'
import { pick, priceCap, shopperOf, SPLURGE_ELECTRONICS, wantFor, type ShopContext, type Shopper, type Want } from './shopping-wants.ts'

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

/* ------------------------------------------------------------------ shopping sessions */

const CANCEL_REASONS = ['Ordered the wrong one', 'Found it cheaper elsewhere', 'No longer needed', 'Ordered by mistake']

/** Whether the app's buyProduct takes a productId (else a productId goes in searchQuery, ToolSpectrum's exact interface). */
function takesProductId(actor: Actor, app: string): boolean {
  const resolved = actor.session.world.registry.resolveApp(app)
  if (!resolved.ok) return false
  const buy = resolved.value.tools.find((t) => t.name === 'buyProduct') as { input?: { shape?: Record<string, unknown> } } | undefined
  return Boolean(buy?.input?.shape && 'productId' in buy.input.shape)
}

const isXianyu = (app: string) => /xianyu/i.test(app)

/** The unit price of this person's last order of `query` on the app (searched for, or bought by keywords). */
function paidBefore(actor: Actor, app: string, query: string): number | undefined {
  const id = appIdOf(actor, app)
  const searched = new Map<string, string>()
  let price: number | undefined
  for (const r of actor.records) {
    if (r.app !== id) continue
    const chain = chainTagOf(r, 'purchase')
    if (r.tool === 'getProductList' && chain) searched.set(chain, String(r.args.searchQuery))
    if (r.tool === 'buyProduct' && dataOf(r) && (r.args.searchQuery === query || (chain && searched.get(chain) === query))) price = dataOf(r).unitPrice
  }
  return price
}

/** What was searched for in this person's purchases so far (durable things are not bought twice). */
function boughtQueries(actor: Actor): Set<string> {
  const out = new Set<string>()
  for (const r of actor.records) if ((r.tool === 'getProductList' || r.tool === 'buyProduct') && r.args.searchQuery && chainTagOf(r, 'purchase')) out.add(String(r.args.searchQuery))
  return out
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
  const v = s.habits.values
  // Nobody is at the office over a public holiday: those parcels go home, a deviation the date explains.
  const homeForHoliday = ctx.day.kind === 'holiday' && v.shippingLabel === 'office'
  const tags = [`ctx:${context}`, chain, ...extraTags, ...(oneOff ? ['noise:one_off'] : []), ...(homeForHoliday ? ['deviation:holiday'] : [])]
  const pay = { paymentMethod: paymentFor(s.habits, actor.user, app, ctx.rng, actor.now), shippingAddress: homeForHoliday ? 'Home' : v.shippingLabel }
  const count = want.multi ? ctx.rng.pick([1, 1, 2, 2, 3]) : 1
  const byId = takesProductId(actor, app)
  const paid = want.multi && !oneOff ? paidBefore(actor, app, want.query) : undefined
  let order: any
  // Not for a men's or women's product: the app's first match for the words may be the other kind ("men's" is in "women's").
  if (paid !== undefined && paid * count <= priceCap(s, context, splurge) && !/\b(wo)?men's\b/i.test(want.query) && ctx.rng.chance(0.4)) {
    // A consumable bought here before, bought again straight by keywords at the price it cost last time.
    order = actor.call(app, 'buyProduct', { searchQuery: want.query, ...(byId ? { category: want.category } : {}), ...(s.poor ? { preference: 'price' } : {}), count, ...pay }, tags)
  } else {
    const args = listArgs(want, s, context, app, ctx, splurge)
    if (foundNothingBefore(actor, app, 'getProductList', args)) return
    let page = actor.call(app, 'getProductList', args, tags)
    let chosen = page.matched ? pick(page.products, s, context, ctx, count, splurge) : undefined
    const { priceRange: _, ...rest } = args
    const cheaper = { ...rest, sortBy: 'price' }
    if (!chosen && page.matched && JSON.stringify(cheaper) !== JSON.stringify(args)) {
      // Nothing within budget: one more look, cheapest first, before giving up.
      page = actor.later(1, 3).call(app, 'getProductList', cheaper, tags)
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
    // Two looks while it travels; a third only on the day it is due (a third "in transit" would say nothing new).
    if (p.checks >= 2 && p.estimatedDelivery !== today) continue
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
  const rate = (day.dayOff ? 0.42 : 0.1) * (s.elderly ? 0.6 : 1)
  if (rng.chance(rate)) {
    const at = day.dayOff ? day.time(rng.int(10, 17), rng.int(0, 59)) : day.time(rng.int(20, 22), rng.int(0, 59))
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
      run: (actor) => purchase(actor, ctx, s, luxury ? 'luxury' : 'electronics', ['deviation:splurge', 'event:splurge'], true),
    })
  }
  return out
}
