import { z } from 'zod'
import { hashString, incomeCeiling, type Policy, type ToolContext, type UserProfile } from '../kit/index.ts'
import { monthOf } from './market/days.ts'

/**
 * What the two investment apps share: the investor rules ToolSpectrum gives both (no investing
 * under 18; a monthly cap for low incomes), the cash account every purchase is paid from, and how
 * an outcome reports a rule that adapted it (decision 0005).
 */

/** ToolSpectrum's samples treat this as the low-income cap: purchases above it still go through, reduced. */
export const MONTHLY_LIMIT_CNY = 3000

/** Low income: a monthly income bucket whose upper bound is at most 5,000 CNY ('<3k', '0-5k'). */
export const isLowIncome = (user: Pick<UserProfile, 'incomeLevel'>): boolean => incomeCeiling(user.incomeLevel) <= 5000

export const minorPolicyId = (appId: string): string => `${appId}.minor_investment`
export const monthlyLimitPolicyId = (appId: string): string => `${appId}.low_income_monthly_limit`

/** The two rules, worded for one app; `buyTool` is the app's purchase tool. */
export function investorPolicies(appId: string, appName: string, buyTool: string, what: string): Policy[] {
  return [
    {
      id: minorPolicyId(appId),
      rule: `${appName} does not let anyone under 18 invest: purchases of ${what} are refused for minors.`,
      tools: [buyTool],
      check: (_args, user) =>
        user.age < 18 ? `${appName} does not accept investments from users under 18 (you are ${user.age}). Ask a parent or guardian about a custodial savings plan instead.` : undefined,
    },
    {
      // Adapts rather than refuses: enforced in the handler, which knows the month's purchases.
      id: monthlyLimitPolicyId(appId),
      rule: `Users with a low monthly income (up to ¥5,000) may invest at most ¥${MONTHLY_LIMIT_CNY.toLocaleString('en-US')} per calendar month in ${what}; a larger purchase is reduced to what is left of the month's allowance, and refused once it is used up.`,
      tools: [buyTool],
    },
  ]
}

export const policyNoticeSchema = z.object({ rule: z.string(), message: z.string() })
export type PolicyNotice = z.infer<typeof policyNoticeSchema>

/** What the month's purchases leave of the low-income allowance; unlimited for everyone else. */
export function monthlyAllowance(
  ctx: Pick<ToolContext, 'user' | 'now'>,
  orders: Readonly<Record<string, { side: string; placedAt: string; total: number; reserved?: number }>>,
): { limited: false } | { limited: true; used: number; remaining: number } {
  if (!isLowIncome(ctx.user)) return { limited: false }
  const month = monthOf(ctx.now)
  let used = 0
  // An order still queued counts at what it holds back: its fill may cost up to that.
  for (const o of Object.values(orders)) if (o.side === 'buy' && o.placedAt.slice(0, 7) === month) used += o.reserved ?? o.total
  used = Math.round(used * 100) / 100
  return { limited: true, used, remaining: Math.max(0, Math.round((MONTHLY_LIMIT_CNY - used) * 100) / 100) }
}

/** Which account a balance is in: the Bank's fund account or the Tonghuashun securities account. */
export type Account = 'bank' | 'brokerage'

type Saver = Pick<UserProfile, 'incomeLevel'> & Partial<Pick<UserProfile, 'id' | 'name'>>

/**
 * Opening cash by income ceiling, [low, high) CNY, drawn per user inside the range: a few months of
 * income put aside. The brokerage ranges of the two middle bands are ToolSpectrum's: its gold orders
 * for those personas (800 shares of a ¥55 stock for 3k-10k, 4,300 of a ¥29 one for 10k-50k, each
 * with a queued order's limit-up hold) must go through.
 */
const OPENING: readonly { ceiling: number; bank: readonly [number, number]; brokerage: readonly [number, number] }[] = [
  { ceiling: 3000, bank: [3_000, 6_000], brokerage: [3_000, 6_000] },
  { ceiling: 5000, bank: [5_000, 12_000], brokerage: [5_000, 12_000] },
  { ceiling: 10_000, bank: [8_000, 20_000], brokerage: [50_000, 60_000] },
  { ceiling: 50_000, bank: [40_000, 150_000], brokerage: [160_000, 200_000] },
  { ceiling: Number.POSITIVE_INFINITY, bank: [300_000, 1_500_000], brokerage: [300_000, 1_500_000] },
]

/**
 * Cash in the account before the user's first trade: what someone in their income band plausibly
 * keeps there, different for each user (drawn from their id and name, so a session replays alike).
 * Not stored until a trade changes it, so an idle session stays empty.
 */
export function openingBalance(user: Saver, account: Account = 'bank'): number {
  const ceiling = incomeCeiling(user.incomeLevel)
  const [low, high] = OPENING.find((band) => ceiling <= band.ceiling)![account]
  // Whole hundreds, as savings look; the same person gets the same amount in every session.
  const steps = Math.floor((high - low) / 100)
  return low + (hashString(`${user.id ?? ''}:${user.name ?? ''}:${account}`) % steps) * 100
}

export interface CashAccount {
  /** Available cash, CNY; absent until the first trade (the opening balance applies). */
  cash?: number
}

export const cashOf = (state: Readonly<CashAccount>, user: Saver, account: Account = 'bank'): number => state.cash ?? openingBalance(user, account)

export const money = (x: number): number => Math.round(x * 100) / 100

/** ¥12,345.60. Formatted by hand: toLocaleString builds a number formatter per call, far too slow for a hot path. */
export function cny(x: number): string {
  const [whole, cents] = Math.abs(x).toFixed(2).split('.') as [string, string]
  return `${x < 0 ? '-' : ''}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** Payment method spellings folded, so 'bank transfer' and '银证转账' reach the same record. */
export function fundingChannel(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ')
  const key = t.toLowerCase()
  if (/^(bank ?transfer|transfer|wire( transfer)?|银证转账|银行转账|转账)$/.test(key)) return 'Bank Transfer'
  if (/^(debit ?card|bank ?card|储蓄卡|借记卡|银行卡)$/.test(key)) return 'Debit Card'
  if (/^(credit ?card|信用卡)$/.test(key)) return 'Credit Card'
  if (/^(alipay|支付宝)$/.test(key)) return 'Alipay'
  if (/^(wechat( ?pay)?|微信(支付)?)$/.test(key)) return 'WeChat Pay'
  if (/^(paypal)$/.test(key)) return 'PayPal'
  return t
}
