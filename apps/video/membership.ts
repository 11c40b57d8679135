import { DAY, fromLocal, localParts, toDisplay } from '../kit/index.ts'

/**
 * Video VIP memberships (会员): two tiers per platform, bought by the month, quarter or year, with a
 * cheaper auto-renewing month (连续包月). Like the real apps, a membership is never refunded:
 * cancelling turns auto-renewal off and the membership runs to its end date.
 */
export const PLANS = ['monthly', 'quarterly', 'yearly'] as const
export type Plan = (typeof PLANS)[number]

export interface Tier {
  id: string
  name: string
  nameZh: string
  /** CNY per plan, bought once. */
  prices: Readonly<Record<Plan, number>>
  /** CNY per month while auto-renewing monthly. */
  autoRenewMonthly: number
  quality: '1080P' | '4K'
  /** Where it plays, and how many screens at once. */
  devices: string
  perks: readonly string[]
}

export interface Membership {
  tier: string
  plan: Plan
  /** ISO 8601 (+08:00). */
  startedAt: string
  expiresAt: string
  autoRenew: boolean
  autoRenewCancelledAt?: string
}

const MONTHS: Readonly<Record<Plan, number>> = { monthly: 1, quarterly: 3, yearly: 12 }

/** The same day-of-month `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ms: number, months: number): number {
  const p = localParts(ms)
  const total = p.month - 1 + months
  const year = p.year + Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = localParts(fromLocal(year, month + 1, 1) - DAY).day
  return fromLocal(year, month, Math.min(p.day, last), p.hour, p.minute, p.second)
}

export const periodEnd = (from: number, plan: Plan): number => addMonths(from, MONTHS[plan])

/** The end date once auto-renewals up to `now` have run (each renews for the same plan). */
export function effectiveExpiry(m: Membership, now: number): number {
  let end = Date.parse(m.expiresAt)
  if (!m.autoRenew) return end
  for (let i = 0; end <= now && i < 240; i++) end = periodEnd(end, m.plan)
  return end
}

export const isActive = (m: Membership | null, now: number): boolean => m !== null && effectiveExpiry(m, now) > now

export const priceOf = (tier: Tier, plan: Plan, autoRenew: boolean): number => (autoRenew && plan === 'monthly' ? tier.autoRenewMonthly : tier.prices[plan])

/** How the membership page lists the plans. */
export const planList = (tiers: readonly Tier[]) =>
  tiers.map((t) => ({ tier: t.id, name: t.name, nameZh: t.nameZh, monthly: t.prices.monthly, autoRenewMonthly: t.autoRenewMonthly, quarterly: t.prices.quarterly, yearly: t.prices.yearly, quality: t.quality, devices: t.devices, perks: [...t.perks] }))

export function membershipView(m: Membership | null, tiers: readonly Tier[], now: number) {
  const active = isActive(m, now)
  const base = { active, availablePlans: planList(tiers) }
  if (!m) return base
  if (!active) return { ...base, expiredAt: toDisplay(Date.parse(m.expiresAt)) }
  const tier = tiers.find((t) => t.id === m.tier)!
  const end = effectiveExpiry(m, now)
  return {
    ...base,
    tier: tier.id,
    tierName: tier.name,
    plan: m.plan,
    startedAt: toDisplay(Date.parse(m.startedAt)),
    expiresAt: toDisplay(end),
    autoRenew: m.autoRenew,
    ...(m.autoRenew ? { nextCharge: { at: toDisplay(end), amount: priceOf(tier, m.plan, true) } } : {}),
    quality: tier.quality,
    perks: [...tier.perks],
  }
}
