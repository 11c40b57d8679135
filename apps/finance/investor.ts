import { z } from 'zod'
import { incomeCeiling, type Policy, type ToolContext, type UserProfile } from '../kit/index.ts'
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

/**
 * Cash in the app's account before the user's first trade: what someone in their income bucket
 * plausibly keeps there. Not stored until a trade changes it, so an idle session stays empty.
 */
export function openingBalance(user: Pick<UserProfile, 'incomeLevel'>): number {
  const ceiling = incomeCeiling(user.incomeLevel)
  // A few months of income put aside: what a saver in each bucket keeps in one app.
  if (ceiling <= 3000) return 6_000
  if (ceiling <= 5000) return 12_000
  // Enough for the 800-share order of a ¥55 stock ToolSpectrum expects, with a queued order's limit-up hold.
  if (ceiling <= 10_000) return 60_000
  if (ceiling <= 50_000) return 180_000
  return 1_200_000
}

export interface CashAccount {
  /** Available cash, CNY; absent until the first trade (the opening balance applies). */
  cash?: number
}

export const cashOf = (state: Readonly<CashAccount>, user: Pick<UserProfile, 'incomeLevel'>): number => state.cash ?? openingBalance(user)

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
