import { z } from 'zod'
import { conflict, defineTool, toDisplay, toIso, type Tool } from '../kit/index.ts'
import { effectiveExpiry, isActive, membershipView, periodEnd, PLANS, priceOf, type Tier } from './membership.ts'
import { membershipOutput, subscribeOutput } from './video-schemas.ts'
import type { VideoPlatformConfig, VideoState } from './video-tools.ts'

/** A membership purchase, kept as the receipt the app's order page shows. */
export interface MembershipOrder {
  orderId: string
  tier: string
  plan: (typeof PLANS)[number]
  autoRenew: boolean
  price: number
  paymentMethod: string
  paidAt: string
  validFrom: string
  validUntil: string
}

/** subscribeMembership, cancelMembership, getMembership, listMembershipOrders. */
export function membershipTools(config: VideoPlatformConfig): Tool<VideoState>[] {
  const { brand, tiers } = config
  const tierIds = tiers.map((t) => t.id) as [string, string]
  const tierOf = (id: string): Tier => tiers.find((t) => t.id === id)!
  const [std, premium] = tiers

  const subscribeMembership = defineTool({
    name: 'subscribeMembership',
    description: `Buys ${brand} VIP: ${std.name} (${std.quality}, ¥${std.prices.monthly}/month, ¥${std.autoRenewMonthly} auto-renewing, ¥${std.prices.yearly}/year) or ${premium.name} (${premium.quality}, adds TV; ¥${premium.prices.monthly}/month, ¥${premium.prices.yearly}/year). Buying the same tier again extends it; memberships are not refundable.`,
    effect: 'write',
    input: z.object({
      plan: z.enum(PLANS).describe("Length: 'monthly', 'quarterly' or 'yearly'."),
      tier: z.enum(tierIds).optional().describe(`Membership tier: '${std.id}' (${std.name}, default) or '${premium.id}' (${premium.name}).`),
      autoRenew: z.boolean().optional().describe('Renew automatically at the end of each period (a monthly plan then costs less). Default false.'),
      paymentMethod: z.string().trim().min(1).max(60).describe("How to pay, e.g. 'WeChat Pay', 'Alipay', 'UnionPay'."),
    }),
    output: subscribeOutput,
    run(state: VideoState, args, ctx) {
      const tier = tierOf(args.tier ?? std.id)
      const autoRenew = args.autoRenew ?? false
      const current = isActive(state.membership, ctx.now) ? state.membership : null
      if (current && current.tier !== tier.id) {
        throw conflict(`This account already has ${tierOf(current.tier).name} until ${toDisplay(effectiveExpiry(current, ctx.now))}; ${brand} sells one tier at a time, so buy ${tierOf(current.tier).name} to extend it or wait for it to end`)
      }
      const from = current ? effectiveExpiry(current, ctx.now) : ctx.now
      const until = periodEnd(from, args.plan)
      const price = priceOf(tier, args.plan, autoRenew)
      state.membership = {
        tier: tier.id,
        plan: args.plan,
        startedAt: current ? current.startedAt : toIso(ctx.now),
        expiresAt: toIso(until),
        autoRenew,
      }
      const order: MembershipOrder = {
        orderId: ctx.ids.next('vip'),
        tier: tier.id,
        plan: args.plan,
        autoRenew,
        price,
        paymentMethod: args.paymentMethod,
        paidAt: toIso(ctx.now),
        validFrom: toIso(from),
        validUntil: toIso(until),
      }
      state.orders[order.orderId] = order
      return {
        orderId: order.orderId,
        tier: tier.id,
        tierName: tier.name,
        plan: args.plan,
        autoRenew,
        price,
        paymentMethod: args.paymentMethod,
        validFrom: toDisplay(from),
        validUntil: toDisplay(until),
        membership: membershipView(state.membership, tiers, ctx.now),
      }
    },
  })

  const cancelMembership = defineTool({
    name: 'cancelMembership',
    description: `Turns off ${brand} VIP auto-renewal. Memberships are not refunded: VIP stays until its end date.`,
    effect: 'write',
    input: z.object({}),
    output: membershipOutput.extend({ message: z.string() }),
    run(state: VideoState, _args, ctx) {
      const m = state.membership
      if (!m || !isActive(m, ctx.now)) throw conflict(`This account has no active ${brand} VIP membership`)
      const end = effectiveExpiry(m, ctx.now)
      if (!m.autoRenew) throw conflict(`${tierOf(m.tier).name} is not set to auto-renew; it ends on ${toDisplay(end)}, and paid time is not refundable`)
      // Renewals that ran while the clock moved are settled into the stored end date.
      m.expiresAt = toIso(end)
      m.autoRenew = false
      m.autoRenewCancelledAt = toIso(ctx.now)
      return { ...membershipView(m, tiers, ctx.now), message: `Auto-renewal cancelled. ${tierOf(m.tier).name} stays active until ${toDisplay(end)}; paid time is not refunded.` }
    },
  })

  const getMembership = defineTool({
    name: 'getMembership',
    description: `The account's ${brand} VIP status (tier, end date, auto-renewal, next charge) and the plans on sale with their prices.`,
    effect: 'read',
    input: z.object({}),
    output: membershipOutput,
    run: (state: VideoState, _args, ctx) => membershipView(state.membership, tiers, ctx.now),
  })

  const listMembershipOrders = defineTool({
    name: 'listMembershipOrders',
    description: `The account's ${brand} VIP purchases, oldest first.`,
    effect: 'read',
    input: z.object({}),
    output: z.object({ orders: z.array(z.object({ orderId: z.string(), tier: z.string(), plan: z.enum(PLANS), autoRenew: z.boolean(), price: z.number(), paymentMethod: z.string(), paidAt: z.string(), validUntil: z.string() })) }),
    run: (state: VideoState) => ({
      orders: Object.values(state.orders).map((o) => ({ orderId: o.orderId, tier: o.tier, plan: o.plan, autoRenew: o.autoRenew, price: o.price, paymentMethod: o.paymentMethod, paidAt: toDisplay(Date.parse(o.paidAt)), validUntil: toDisplay(Date.parse(o.validUntil)) })),
    }),
  })

  return [subscribeMembership, cancelMembership, getMembership, listMembershipOrders]
}
