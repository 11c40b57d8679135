import { z } from 'zod'
import type { ToolContext } from '../kit/index.ts'
import { cashOf, money, type CashAccount } from './investor.ts'
import { dateOfDay, dayIndexOf } from './market/days.ts'
import { fundTypeInfo, riskLabels } from './market/fund-houses.ts'
import { fundQuote, unitValue } from './market/fund-market.ts'
import { fundUniverse, type Fund } from './market/funds.ts'

/** The Bank's fund account: holdings by fund code (with their purchase lots), orders by id, cash. */

export interface FundLot {
  /** CST day index of the purchase: the redemption fee depends on how long a lot was held. */
  day: number
  units: number
}

export interface FundHolding {
  code: string
  /** Units held; for a money-market fund, units of its value index (shares = units × index). */
  units: number
  /** What was paid for the units still held, fees included. */
  cost: number
  lots: FundLot[]
}

export interface FundOrder {
  orderId: string
  side: 'buy' | 'redeem'
  code: string
  fundName: string
  placedAt: string
  /** Purchase: what the user paid (fee included). Redemption: what reached the account. */
  total: number
  fee: number
  shares: number
  nav: number
  paymentMethod?: string
}

export interface BankState extends CashAccount {
  holdings: Record<string, FundHolding>
  orders: Record<string, FundOrder>
}

export const emptyBank = (): BankState => ({ holdings: {}, orders: {} })

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d

/** Shares as the app shows them: NAV shares, or ¥1 shares of a money-market fund. */
export function sharesOf(ctx: Pick<ToolContext, 'memo' | 'worldSeed'>, fund: Fund, units: number, day: number): number {
  return fund.type === 'money_market' ? money(units * unitValue(ctx, fund, day)) : round(units, 2)
}

export const holdingSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  type: z.string(),
  riskLevel: z.string(),
  shares: z.number(),
  nav: z.number(),
  navDate: z.string(),
  marketValue: z.number(),
  cost: z.number(),
  profit: z.number(),
  profitPct: z.number(),
  firstBought: z.string(),
})

export const fundOrderSchema = z.object({
  orderId: z.string(),
  side: z.enum(['buy', 'redeem']),
  code: z.string(),
  fundName: z.string(),
  placedAt: z.string(),
  total: z.number(),
  fee: z.number(),
  shares: z.number(),
  nav: z.number(),
  paymentMethod: z.string().optional(),
})

export function holdingView(ctx: ToolContext, h: FundHolding) {
  const fund = fundUniverse(ctx).find((f) => f.code === h.code)!
  const day = dayIndexOf(ctx.now)
  const quote = fundQuote(ctx, fund, day)
  const marketValue = money(h.units * unitValue(ctx, fund, day))
  const first = Math.min(...h.lots.map((l) => l.day))
  return {
    code: fund.code,
    name: fund.name,
    nameZh: fund.nameZh,
    type: fundTypeInfo[fund.type].label,
    riskLevel: riskLabels[fund.risk],
    shares: sharesOf(ctx, fund, h.units, day),
    nav: quote.nav,
    navDate: quote.navDate,
    marketValue,
    cost: money(h.cost),
    profit: money(marketValue - h.cost),
    profitPct: h.cost > 0 ? round(((marketValue - h.cost) / h.cost) * 100, 2) : 0,
    firstBought: dateOfDay(first),
  }
}

export function accountView(ctx: ToolContext, state: Readonly<BankState>) {
  const holdings = Object.values(state.holdings).map((h) => holdingView(ctx, h)).sort((a, b) => b.marketValue - a.marketValue)
  const invested = money(holdings.reduce((n, h) => n + h.marketValue, 0))
  const cost = money(holdings.reduce((n, h) => n + h.cost, 0))
  const cash = money(cashOf(state, ctx.user))
  return {
    date: dateOfDay(dayIndexOf(ctx.now)),
    availableCash: cash,
    holdingsValue: invested,
    totalAssets: money(cash + invested),
    totalProfit: money(invested - cost),
    holdings,
    recentOrders: Object.values(state.orders).slice(-10).reverse(),
  }
}
