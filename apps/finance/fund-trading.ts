import { z } from 'zod'
import { conflict, deepFreeze, defineTool, invalidArgument, notFound, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { categoryHelp, readCategory } from './fund-shelf.ts'
import type { BankState, FundOrder } from './fund-account.ts'
import { purchaseTiming, settleBankDraft, sharesOf } from './fund-orders.ts'
import { cashOf, cny, fundingChannel, money, monthlyAllowance, monthlyLimitPolicyId, policyNoticeSchema, type PolicyNotice } from './investor.ts'
import { dateOfDay, dayIndexOf, publishedNavDay } from './market/days.ts'
import { fundTypeInfo, riskLabels } from './market/fund-houses.ts'
import { fundQuote, redemptionFeePct, unitValue } from './market/fund-market.ts'
import { fundsOfType, resolveFund, resolveFundType, type Fund } from './market/funds.ts'

/** Buying and redeeming funds: cash from and back to the account, fees by the fund's schedule. */

const purchaseOutput = z.object({
  orderId: z.string(),
  status: z.literal('pending'),
  fund: z.object({ code: z.string(), name: z.string(), nameZh: z.string(), type: z.string(), riskLevel: z.string() }),
  requestedAmount: z.number(),
  amount: z.number(),
  fee: z.number(),
  /** The NAV the purchase deals at (not yet published when it is placed). */
  navDate: z.string(),
  /** The day the shares are confirmed and show in the holdings. */
  confirmsOn: z.string(),
  /** Null until confirmed: the NAV of navDate is published that evening. */
  nav: z.number().nullable(),
  shares: z.number().nullable(),
  latestNav: z.number(),
  latestNavDate: z.string(),
  /** Shares the amount would buy at the latest published NAV: an estimate. */
  estimatedShares: z.number(),
  paymentMethod: z.string(),
  placedAt: z.string(),
  availableCash: z.number(),
  policyNotices: z.array(policyNoticeSchema),
  message: z.string(),
})

export const buyFund = defineTool({
  name: 'buyFund',
  description:
    "Buys a fund with cash from the account: the category's featured fund (first in getFundDetails), or a fund named by code or name. The bank charges 10% of the listed subscription fee. The purchase deals at an unknown NAV (T+1): before 15:00 on a trading day at that day's NAV, after 15:00 or on a weekend or holiday at the next trading day's; the shares are confirmed the trading day after that.",
  effect: 'write',
  input: z.object({
    category: z.string().trim().min(1).max(100).describe(`Fund category (${categoryHelp}) to buy its featured fund, or a fund code or name.`),
    amount: z.number().positive().max(100_000_000).describe('How much to invest, CNY (the subscription fee is taken from it).'),
    paymentMethod: z.string().trim().min(1).max(60).describe("How the purchase is paid, e.g. 'Debit Card', 'Bank Transfer'."),
  }),
  output: purchaseOutput,
  run(state: BankState, args, ctx) {
    const { type, only } = readCategory(ctx, args.category)
    const fund = only ?? fundsOfType(ctx, type)[0]!
    const committed = settleBankDraft(state, ctx.committed as BankState, ctx)
    const requested = money(args.amount)
    const notices: PolicyNotice[] = []
    let amount = requested
    const allowance = monthlyAllowance(ctx, committed.orders)
    if (allowance.limited && amount > allowance.remaining) {
      const rule = monthlyLimitPolicyId(ctx.appId)
      if (allowance.remaining < fund.minPurchase) {
        ctx.deny(rule, `Your monthly investment limit of ¥3,000 is used up (${cny(allowance.used)} invested this month); you can invest again next month.`)
      }
      amount = allowance.remaining
      notices.push({ rule, message: `Low-income investors may invest ¥3,000 a month; ${cny(allowance.used)} was already invested this month, so the purchase was reduced from ${cny(requested)} to ${cny(amount)}.` })
    }
    if (amount < fund.minPurchase) throw invalidArgument('amount', `${fund.nameZh} starts at ${cny(fund.minPurchase)}`, `at least ${fund.minPurchase}`)
    const cash = cashOf(committed, ctx.user)
    if (amount > cash) throw conflict(`Insufficient balance: ${cny(cash)} available, the purchase needs ${cny(amount)}`)
    const timing = purchaseTiming(ctx.now)
    const latest = fundQuote(ctx, fund, publishedNavDay(ctx.now))
    const fee = money(amount - amount / (1 + fund.fees.purchasePct / 100))
    state.cash = money(cash - amount)
    const order: FundOrder = {
      orderId: ctx.ids.next('fund_ord'),
      side: 'buy',
      code: fund.code,
      fundName: fund.nameZh,
      placedAt: toIso(ctx.now),
      status: 'pending',
      total: amount,
      fee,
      navDate: dateOfDay(timing.navDay),
      confirmsOn: dateOfDay(timing.confirmDay),
      paymentMethod: fundingChannel(args.paymentMethod),
    }
    state.orders[order.orderId] = deepFreeze(order)
    return {
      orderId: order.orderId,
      status: 'pending' as const,
      fund: { code: fund.code, name: fund.name, nameZh: fund.nameZh, type: fundTypeInfo[fund.type].label, riskLevel: riskLabels[fund.risk] },
      requestedAmount: requested,
      amount,
      fee,
      navDate: order.navDate,
      confirmsOn: order.confirmsOn,
      nav: null,
      shares: null,
      latestNav: latest.nav,
      latestNavDate: latest.navDate,
      estimatedShares: fund.type === 'money_market' ? money(amount - fee) : money((amount - fee) / latest.nav),
      paymentMethod: order.paymentMethod!,
      placedAt: toDisplay(ctx.now),
      availableCash: state.cash,
      policyNotices: notices,
      message: `${timing.when}: ${cny(amount)} into ${fund.nameZh} (${fund.code}), fee ${cny(fee)}, buys at the NAV of ${order.navDate}, published that evening; the shares are confirmed on ${order.confirmsOn}.`,
    }
  },
})

/** The holding a redemption means: a fund by code or name, or a category the user holds. */
function heldFund(ctx: ToolContext, state: Readonly<BankState>, text: string): Fund {
  const type = resolveFundType(text)
  if (type) {
    const candidates = fundsOfType(ctx, type).filter((f) => state.holdings[f.code])
    if (candidates.length === 0) throw conflict(`You hold no ${fundTypeInfo[type].label.toLowerCase()} funds`)
    const day = publishedNavDay(ctx.now)
    const worth = (f: Fund) => state.holdings[f.code]!.units * unitValue(ctx, f, day)
    return candidates.sort((a, b) => worth(b) - worth(a))[0]!
  }
  const fund = resolveFund(ctx, text)
  if (!fund) throw notFound(`No fund "${text}" in this bank's range`)
  if (!state.holdings[fund.code]) {
    const waiting = Object.values(state.orders).find((o) => o.status === 'pending' && o.code === fund.code)
    throw conflict(waiting ? `Your purchase of ${fund.nameZh} (${waiting.orderId}) is not confirmed yet: its shares can be redeemed from ${waiting.confirmsOn}` : `You hold no shares of ${fund.nameZh} (${fund.code})`)
  }
  return fund
}

export const redeemFund = defineTool({
  name: 'redeemFund',
  description: 'Sells confirmed fund shares back to the fund at the latest published NAV; the money (less the redemption fee for how long the shares were held) goes to the account at once. Shares of a purchase still pending cannot be redeemed until they are confirmed.',
  effect: 'write',
  input: z.object({
    fund: z.string().trim().min(1).max(100).describe("The fund held: its code ('110011'), name, or a category you hold ('bond')."),
    shares: z.number().positive().optional().describe('How many shares to redeem; all of them when omitted.'),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.literal('confirmed'),
    fund: z.object({ code: z.string(), name: z.string(), nameZh: z.string() }),
    shares: z.number(),
    nav: z.number(),
    navDate: z.string(),
    grossAmount: z.number(),
    fee: z.number(),
    amount: z.number(),
    remainingShares: z.number(),
    availableCash: z.number(),
    message: z.string(),
  }),
  run(state: BankState, args, ctx) {
    const committed = settleBankDraft(state, ctx.committed as BankState, ctx)
    const fund = heldFund(ctx, committed, args.fund)
    const holding = state.holdings[fund.code]!
    // Redeemed at the latest published NAV; the redemption fee counts calendar days held.
    const day = dayIndexOf(ctx.now)
    const navDay = publishedNavDay(ctx.now)
    const value = unitValue(ctx, fund, navDay)
    const heldShares = sharesOf(ctx, fund, holding.units, navDay)
    const shares = args.shares === undefined ? heldShares : money(args.shares)
    if (shares > heldShares + 0.005) throw conflict(`You hold ${heldShares} shares of ${fund.nameZh}; cannot redeem ${shares}`)
    let units = shares >= heldShares ? holding.units : fund.type === 'money_market' ? shares / value : shares
    const redeemed = units
    let gross = 0
    let fee = 0
    // Oldest lots first: they are the cheapest to redeem.
    while (units > 1e-9 && holding.lots.length > 0) {
      const lot = holding.lots[0]!
      const take = Math.min(lot.units, units)
      const worth = take * value
      gross += worth
      fee += (worth * redemptionFeePct(fund, day - lot.day)) / 100
      units -= take
      if (take >= lot.units - 1e-9) holding.lots.shift()
      else lot.units = Math.round((lot.units - take) * 10_000) / 10_000
    }
    gross = money(gross)
    fee = money(fee)
    const amount = money(gross - fee)
    const left = Math.round((holding.units - redeemed) * 10_000) / 10_000
    if (left <= 0.0001 || holding.lots.length === 0) delete state.holdings[fund.code]
    else {
      holding.cost = money(holding.cost * (left / holding.units))
      holding.units = left
    }
    const cash = money(cashOf(committed, ctx.user) + amount)
    state.cash = cash
    const quote = fundQuote(ctx, fund, navDay)
    const order: FundOrder = { orderId: ctx.ids.next('fund_ord'), side: 'redeem', code: fund.code, fundName: fund.nameZh, placedAt: toIso(ctx.now), status: 'confirmed', total: amount, fee, navDate: quote.navDate, confirmsOn: dateOfDay(day), shares, nav: quote.nav }
    state.orders[order.orderId] = deepFreeze(order)
    const remainingShares = state.holdings[fund.code] ? sharesOf(ctx, fund, left, navDay) : 0
    return {
      orderId: order.orderId,
      status: 'confirmed' as const,
      fund: { code: fund.code, name: fund.name, nameZh: fund.nameZh },
      shares,
      nav: quote.nav,
      navDate: quote.navDate,
      grossAmount: gross,
      fee,
      amount,
      remainingShares,
      availableCash: cash,
      message: `Redeemed ${shares} shares of ${fund.nameZh} for ${cny(amount)}${fee > 0 ? ` after a ${cny(fee)} redemption fee` : ''}.`,
    }
  },
})

