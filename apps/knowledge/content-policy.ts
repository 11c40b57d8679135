import { incomeCeiling, type Policy, type ToolContext, type UserProfile } from '../kit/index.ts'
import { restrictedSubjectOf, type RestrictedSubject } from './sensitive-words.ts'

/**
 * The two rules ToolSpectrum gives every knowledge app, in our words:
 * - low-income users pay at most ¥100 for one paid item; more needs an approval the app cannot give (refused);
 * - minors may not buy paid content on in-depth finance, politics or adult topics, and such content is
 *   blocked for them: a request squarely about it is refused, incidental items are filtered out of results.
 */
export const LOW_INCOME_CAP_CNY = 100
const MINOR_SUBJECTS: readonly RestrictedSubject[] = ['finance', 'politics', 'adult']

/** Monthly income buckets up to ¥5k ('<3k', '0-5k') count as low income. */
export const isLowIncome = (user: UserProfile): boolean => /\d/.test(user.incomeLevel) && incomeCeiling(user.incomeLevel) <= 5000
export const isMinor = (user: UserProfile): boolean => user.age < 18

export const lowIncomePolicyId = (appId: string) => `${appId}.low_income_purchase_cap`
export const minorPolicyId = (appId: string) => `${appId}.minor_restricted_content`

const SUBJECT_NAMES: Record<RestrictedSubject, string> = { finance: 'in-depth finance', politics: 'politics', adult: 'adult topics', violence: 'violence' }

export interface KnowledgePolicyOptions {
  appName: string
  /** Tools that take money. */
  purchaseTools: readonly string[]
  /** Tools whose arguments (searchQuery, category) name what the user wants to see or buy. */
  requestTools: readonly string[]
  /** Whether a category argument is itself restricted for minors (Dedao's finance or politics shelves). */
  restrictedCategory?: (category: string) => RestrictedSubject | undefined
}

export function knowledgePolicies(appId: string, o: KnowledgePolicyOptions): Policy[] {
  return [
    {
      id: lowIncomePolicyId(appId),
      rule: `Users with a monthly income of ¥5,000 or less can spend at most ¥${LOW_INCOME_CAP_CNY} on one paid item on ${o.appName}; a dearer purchase needs an approval, so it is refused.`,
      tools: o.purchaseTools,
    },
    {
      id: minorPolicyId(appId),
      rule: `Users under 18 cannot buy or open ${o.appName} content on in-depth finance, politics or adult topics: requests about them are refused and such items are filtered out of results.`,
      tools: o.requestTools,
      check(args, user) {
        if (!isMinor(user)) return undefined
        const category = typeof args.category === 'string' ? o.restrictedCategory?.(args.category) : undefined
        const query = typeof args.searchQuery === 'string' ? restrictedSubjectOf(args.searchQuery, MINOR_SUBJECTS) : undefined
        const subject = category ?? query
        if (!subject) return undefined
        return `At ${user.age}, ${o.appName} blocks ${SUBJECT_NAMES[subject]} content (${category ? `category "${String(args.category)}"` : `"${String(args.searchQuery)}"`}); it is available from 18.`
      },
    },
  ]
}

/** Refuses a purchase the rules forbid: a minor buying restricted content, or a low-income user going over the cap. */
export function enforcePurchaseRules(ctx: ToolContext, item: { title: string; price: number; sensitive?: RestrictedSubject | undefined }, appName: string): void {
  if (item.sensitive && isMinor(ctx.user)) {
    ctx.deny(minorPolicyId(ctx.appId), `At ${ctx.user.age}, ${appName} cannot sell "${item.title}" (${SUBJECT_NAMES[item.sensitive]}); it is available from 18.`)
  }
  if (item.price > LOW_INCOME_CAP_CNY && isLowIncome(ctx.user)) {
    ctx.deny(
      lowIncomePolicyId(ctx.appId),
      `"${item.title}" costs ¥${item.price.toFixed(2)}; for an income of ${ctx.user.incomeLevel} a month, purchases over ¥${LOW_INCOME_CAP_CNY} need approval. Choose content at ¥${LOW_INCOME_CAP_CNY} or less.`,
    )
  }
}

export interface PolicyNotice {
  rule: string
  message: string
}

/** How many items of a kind a minor's page left out. */
export interface Hidden {
  count: number
  what: string
}

/** Drops items a minor may not see, counting them. */
export function filterForMinor<T>(ctx: ToolContext, items: readonly T[], sensitiveOf: (item: T) => unknown, what: string): { kept: T[]; hidden: Hidden } {
  if (!isMinor(ctx.user)) return { kept: items as T[], hidden: { count: 0, what } }
  const kept = items.filter((i) => !sensitiveOf(i))
  return { kept, hidden: { count: items.length - kept.length, what } }
}

/** One notice for everything a minor's page left out ('2 questions and 1 paid items ... hidden'), or none. */
export function minorNotices(ctx: ToolContext, ...hidden: Hidden[]): PolicyNotice[] {
  const parts = hidden.filter((h) => h.count > 0).map((h) => `${h.count} ${h.what}`)
  if (parts.length === 0) return []
  return [{ rule: minorPolicyId(ctx.appId), message: `${parts.join(' and ')} on in-depth finance, politics or adult topics hidden: the account holder is under 18.` }]
}
