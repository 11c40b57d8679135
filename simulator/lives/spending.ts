import { fromIso, DAY, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { budgetOf } from '../users/budget.ts'
import { hasEventTag, tally, type KeyTally } from './tally.ts'

/**
 * Whether spending fits income: what each record costs, summed per rolling 30 days per category, held
 * against shares of the band's monthly income, plus savings visible in the finance apps. The simulator
 * calls `spendOf` and `spendingLedger` before it admits an activity; the audit counts users in breach.
 */
export type SpendCategory = 'rides' | 'dining' | 'groceries' | 'shopping' | 'travel' | 'leisure' | 'errands'

/**
 * The write tools that spend money, by category. Investments (buyFund, buyStock) are absent on
 * purpose: they move money into savings, not out of the household.
 */
const SPENDING_TOOLS: Readonly<Record<string, SpendCategory>> = {
  bookTaxi: 'rides',
  endBikeRide: 'rides',
  orderTakeout: 'dining',
  orderDrink: 'dining',
  bookTable: 'dining',
  buyProduct: 'shopping',
  buyPaidContent: 'shopping',
  buyCourse: 'shopping',
  subscribeMembership: 'shopping',
  bookTrainTicket: 'travel',
  bookTicket: 'travel',
  bookHotel: 'travel',
  rentCar: 'travel',
  bookShowTicket: 'leisure',
  bookHealthCheck: 'leisure',
  createShipment: 'errands',
}
/** buyProduct on a grocery app is food bought to cook, not shopping. */
const GROCERY_APPS = new Set(['freshippo', 'duoduo_maicai', 'dingdong_maicai'])

/** Typical monthly income of a band (CNY): what a person in it lives on. */
export const MONTHLY_INCOME: Readonly<Record<string, number>> = {
  '<3k': 2_000, // a student's allowance or an unemployed person's benefit and odd jobs
  '3k-10k': 6_500, // a rider, clerk or junior civil servant in Beijing
  '10k-50k': 25_000, // a professional
  '>50k': 80_000, // a senior professional or business owner
}
const DEFAULT_INCOME = 6_500

/** The most a category takes of a month's income, tracked spending only (rent and bills are untracked). */
export const MONTHLY_SHARES: Readonly<Record<'rides' | 'dining' | 'shopping' | 'travel' | 'total', number>> = {
  rides: 0.12, // transport is ~13% of urban consumption (NBS); metro and bus, not cars, are the default commute
  dining: 0.35, // food is ~30% of spending (Engel coefficient); eating all of it out is the ceiling
  shopping: 0.3, // clothing, goods and subscriptions: ~10% on average, thrice for someone who likes to shop
  travel: 0.4, // trips are lumpy: one weekend away a month fits, two do not
  total: 0.9, // what is tracked here is never all of life: rent, utilities and phone come first
}
/**
 * Savings visible in bank and brokerage accounts, in months of the band's income. A modest wage with
 * rent to pay keeps an emergency fund of about half a year; the under-3k band is mostly students and
 * pensioners, whose family or pension account can hold a year's allowance; a high income builds up years.
 */
export const SAVINGS_MONTHS: Readonly<Record<string, number>> = { '<3k': 12, '3k-10k': 6, '10k-50k': 36, '>50k': 60 }
const DEFAULT_SAVINGS_MONTHS = 12
/** The per-purchase limit is about things bought (goods, tickets, a meal); rides and trips fall under the monthly caps. */
const PER_PURCHASE: ReadonlySet<SpendCategory> = new Set(['shopping', 'leisure', 'dining'])
/**
 * Spending tagged `event:*` (a splurge, the Spring Festival, a wedding) is excused up to one month of
 * income per 30 days: a year-end bonus (年终奖) is commonly a month's pay, and a splurge is saved for.
 * Beyond that it counts like any other.
 */
export const EVENT_ALLOWANCE_MONTHS = 1
export const WINDOW_MS = 30 * DAY

export interface SpendingCaps {
  income: number
  monthly: Readonly<Record<keyof typeof MONTHLY_SHARES, number>>
  /** The most one record costs without a life event (the simulator's `budgetOf(...).maxPurchase`). */
  perPurchase: number
  savings: number
  eventAllowance: number
}

export function spendingCaps(profile: Pick<UserProfile, 'incomeLevel' | 'age'>): SpendingCaps {
  const income = MONTHLY_INCOME[profile.incomeLevel] ?? DEFAULT_INCOME
  const monthly = Object.fromEntries(Object.entries(MONTHLY_SHARES).map(([k, share]) => [k, Math.round(income * share)])) as SpendingCaps['monthly']
  return { income, monthly, perPurchase: budgetOf(profile).maxPurchase, savings: income * (SAVINGS_MONTHS[profile.incomeLevel] ?? DEFAULT_SAVINGS_MONTHS), eventAllowance: income * EVENT_ALLOWANCE_MONTHS }
}

export interface Spend {
  category: SpendCategory
  amount: number
  /** The order, ride or booking id a later cancellation names. */
  id?: string
  event: boolean
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const ID_KEYS = ['orderId', 'rideId', 'bookingId', 'ticketId', 'shipmentId', 'checkId', 'purchaseId'] as const

/** The money one record spends (a successful write with a price), or undefined. */
export function spendOf(r: HistoryRecord): Spend | undefined {
  let category = SPENDING_TOOLS[r.tool]
  if (!category || !r.outcome?.ok) return undefined
  if (category === 'shopping' && r.tool === 'buyProduct' && GROCERY_APPS.has(r.app)) category = 'groceries'
  const d = r.outcome.data as Record<string, any> | null
  if (typeof d !== 'object' || d === null) return undefined
  const amount = num(d.paid) ?? num(d.total) ?? num(d.costs?.total) ?? num(d.fareEstimate?.total) ?? num(d.fare?.total) ?? num(d.fee?.total) ?? num(d.price) ?? num(d.deposit?.amount) ?? num(d.deposit)
  if (amount === undefined || amount <= 0) return undefined
  const id = ID_KEYS.map((k) => d[k]).find((v): v is string => typeof v === 'string')
  return { category, amount, ...(id ? { id } : {}), event: hasEventTag(r.meta?.tags) }
}

/** Ids named by successful cancellations and refunds: their spending came back. */
export function refundedIds(history: readonly HistoryRecord[]): Set<string> {
  const out = new Set<string>()
  for (const r of history) if (/^(cancel|refund)/.test(r.tool) && r.outcome?.ok) for (const v of Object.values(r.args)) if (typeof v === 'string') out.add(v)
  return out
}

type CapName = keyof SpendingCaps['monthly']
const capsOf = (c: SpendCategory): CapName[] => (c === 'rides' || c === 'dining' || c === 'shopping' || c === 'travel' ? [c, 'total'] : ['total'])

/**
 * A running 30-day total per cap, for the simulator: `breachOf` says which cap a record would break,
 * `add` keeps it. Records must come in time order.
 */
export function spendingLedger(caps: SpendingCaps) {
  const spent: { ms: number; cap: CapName; amount: number; event: boolean }[] = []
  /** The 30 days to `now` under a cap, with one more spend, event spending excused up to the allowance. */
  const counted = (cap: CapName, now: number, extra: Spend) => {
    let all = extra.amount
    let event = extra.event ? extra.amount : 0
    for (const s of spent) if (s.cap === cap && s.ms > now - WINDOW_MS) (all += s.amount), s.event && (event += s.amount)
    return all - Math.min(event, caps.eventAllowance)
  }
  return {
    /** The cap this record would break, or undefined when it fits. */
    breachOf(r: HistoryRecord, spend = spendOf(r)): Omit<Breach, 'at'> | undefined {
      if (!spend) return undefined
      if (!spend.event && PER_PURCHASE.has(spend.category) && spend.amount > caps.perPurchase) return { cap: 'purchase', spent: spend.amount, limit: caps.perPurchase }
      const now = fromIso(r.ts)
      for (const cap of capsOf(spend.category)) {
        const after = counted(cap, now, spend)
        if (after > caps.monthly[cap]) return { cap, spent: Math.round(after), limit: caps.monthly[cap] }
      }
      return undefined
    },
    add(r: HistoryRecord, spend = spendOf(r)) {
      if (spend) for (const cap of capsOf(spend.category)) spent.push({ ms: fromIso(r.ts), cap, amount: spend.amount, event: spend.event })
    },
  }
}

export interface Breach {
  cap: CapName | 'purchase' | 'savings'
  spent: number
  limit: number
  /** When: the window's first day, the purchase, or where savings were seen. */
  at: string
}

/** The most a user's visible savings reach: per finance app, the largest total (or cash) seen. */
export function savingsSeen(history: readonly HistoryRecord[]): { amount: number; at: string } {
  const best = new Map<string, { amount: number; at: string }>()
  for (const r of history) {
    if (!r.outcome?.ok) continue
    const d = r.outcome.data as Record<string, unknown> | null
    const amount = num(d?.totalAssets) ?? num(d?.availableCash)
    if (amount !== undefined && amount > (best.get(r.app)?.amount ?? -1)) best.set(r.app, { amount, at: `${r.ts.slice(0, 10)} ${r.app}.${r.tool}` })
  }
  const all = [...best.values()]
  return { amount: all.reduce((s, b) => s + b.amount, 0), at: all.map((b) => b.at).join(', ') }
}

/** Every cap a user's history breaks: per purchase, per 30 days per category and in total, and savings. */
export function userBreaches(profile: Pick<UserProfile, 'incomeLevel' | 'age'>, history: readonly HistoryRecord[]): Breach[] {
  const caps = spendingCaps(profile)
  const refunded = refundedIds(history)
  const spends = history.flatMap((r) => {
    const s = spendOf(r)
    return s && !(s.id && refunded.has(s.id)) ? [{ ...s, ms: fromIso(r.ts), ts: r.ts }] : []
  })
  const out: Breach[] = []
  const big = spends.filter((s) => !s.event && PER_PURCHASE.has(s.category) && s.amount > caps.perPurchase).sort((a, b) => b.amount - a.amount)[0]
  if (big) out.push({ cap: 'purchase', spent: big.amount, limit: caps.perPurchase, at: `${big.ts.slice(0, 16)} ${big.category}` })
  for (const cap of Object.keys(caps.monthly) as CapName[]) {
    const mine = spends.filter((s) => capsOf(s.category).includes(cap)).sort((a, b) => a.ms - b.ms)
    let worst: Breach | undefined
    let end = 0
    let all = 0
    let event = 0
    // Two pointers: the window opens at each spend and runs 30 days.
    for (let start = 0; start < mine.length; start++) {
      while (end < mine.length && mine[end]!.ms < mine[start]!.ms + WINDOW_MS) (all += mine[end]!.amount), mine[end]!.event && (event += mine[end]!.amount), end++
      const counted = all - Math.min(event, caps.eventAllowance)
      if (counted > caps.monthly[cap] && counted > (worst?.spent ?? 0)) worst = { cap, spent: Math.round(counted), limit: caps.monthly[cap], at: `30 days from ${mine[start]!.ts.slice(0, 10)}` }
      ;(all -= mine[start]!.amount), mine[start]!.event && (event -= mine[start]!.amount)
    }
    if (worst) out.push(worst)
  }
  const saved = savingsSeen(history)
  if (saved.amount > caps.savings) out.push({ cap: 'savings', spent: Math.round(saved.amount), limit: caps.savings, at: saved.at })
  return out
}

export const describeBreach = (b: Breach, incomeLevel: string): string =>
  `${b.cap === 'purchase' ? 'one purchase' : b.cap === 'savings' ? 'savings' : `${b.cap} spending`} ${b.spent} CNY over the ${b.limit} CNY cap for ${incomeLevel} (${b.at})`

/** Users whose spending does not fit their income band; per user, the caps broken. */
export function budgetBreaches(users: readonly { profile: UserProfile; history: readonly HistoryRecord[] }[]): KeyTally & { breaches: Record<string, Breach[]> } {
  const t = tally(users.map((u) => u.profile.id))
  const breaches: Record<string, Breach[]> = {}
  for (const { profile, history } of users) {
    const found = (breaches[profile.id] = userBreaches(profile, history))
    for (const b of found) t.add(profile.id, describeBreach(b, profile.incomeLevel))
  }
  return { ...t.done(Object.values(breaches).filter((b) => b.length > 0).length), breaches }
}
